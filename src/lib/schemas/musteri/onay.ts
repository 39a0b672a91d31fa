/** The customer book's consent records (KVKK, marketing per channel) and the customer's language. */

export const ONAY_TURLERI = ['kvkk', 'pazarlama'] as const;
export const PAZARLAMA_KANALLARI = ['sms', 'email'] as const;
export const ONAY_KAYNAKLARI = ['panel', 'online', 'widget', 'aktarim'] as const;
export type OnayTuru = (typeof ONAY_TURLERI)[number];
export type PazarlamaKanali = (typeof PAZARLAMA_KANALLARI)[number];
export type OnayKaynagi = (typeof ONAY_KAYNAKLARI)[number];
/** The customer's language (follow-up messages are written in it); none = not known. */
export const MUSTERI_DILLERI = ['tr', 'en', 'de', 'ru'] as const;
export type MusteriDili = (typeof MUSTERI_DILLERI)[number];

/** One consent event: given or withdrawn (the newest per kind and channel is the current state). */
export interface MusteriOnayi {
  id: number;
  tur: OnayTuru;
  kanal: PazarlamaKanali | null;
  verildi: boolean;
  metinSurum: string | null;
  kaynak: OnayKaynagi;
  /** the panel user who recorded it; null for the public form and imported rows */
  kullanici: string | null;
  zaman: string;
}

/** Current marketing consent per channel. */
export interface PazarlamaIzni { sms: boolean; email: boolean }
