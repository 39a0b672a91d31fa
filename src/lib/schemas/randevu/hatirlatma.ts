import * as v from 'valibot';
import type { Lang } from '../../i18n/languages';
import { METIN_MAX, SAAT_ONCE_ARALIGI, ZAMANLAMALAR, type Grup, type Zamanlama } from '../../randevu/hatirlatma';

/** Appointment reminders (/isletme/randevutakip/hatirlatmalar) and the guest's confirm link, shared by worker and panel. */

const dilMetni = v.pipe(v.string('randevu.hatirlatma.v.metin'), v.trim(), v.maxLength(METIN_MAX, 'randevu.hatirlatma.v.metin'));

/** The venue's timing and texts (a venue parameter). */
export const HatirlatmaAyarSchema = v.object({
  zamanlama: v.picklist(ZAMANLAMALAR, 'randevu.hatirlatma.v.zamanlama'),
  saat: v.pipe(v.string('randevu.hatirlatma.v.saat'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'randevu.hatirlatma.v.saat')),
  saatOnce: v.pipe(v.number('randevu.hatirlatma.v.saatOnce'), v.integer('randevu.hatirlatma.v.saatOnce'), v.minValue(SAAT_ONCE_ARALIGI[0], 'randevu.hatirlatma.v.saatOnce'), v.maxValue(SAAT_ONCE_ARALIGI[1], 'randevu.hatirlatma.v.saatOnce')),
  metin: v.object({ tr: dilMetni, en: dilMetni, de: dilMetni, ru: dilMetni }, 'randevu.hatirlatma.v.metin'),
});
export type HatirlatmaAyarGirdisi = v.InferOutput<typeof HatirlatmaAyarSchema>;

export interface HatirlatmaAyari extends HatirlatmaAyarGirdisi {
  /** the built-in text of each language (shown when the venue's is empty) */
  varsayilan: Record<Lang, string>;
}

export const GONDERIM_KANALLARI = ['whatsapp', 'sms'] as const;
export type GonderimKanali = (typeof GONDERIM_KANALLARI)[number];

/** POST …/hatirlatmalar/:randevuId/gonder: opens the composer on a channel and records the reminder sent. */
export const HatirlatmaGonderSchema = v.object({ kanal: v.picklist(GONDERIM_KANALLARI, 'randevu.hatirlatma.v.kanal') });

/** bekliyor: due, not sent; gonderildi: sent (who, when); onaylandi: the customer confirmed; atlandi: not to be sent. */
export type HatirlatmaDurumu = 'bekliyor' | 'gonderildi' | 'onaylandi' | 'atlandi';
/** istemiyor: the customer asked for no messages; telefonYok: no number to write to (an erased customer) */
export type AtlamaNedeni = 'istemiyor' | 'telefonYok';

export interface HatirlatmaSatiri {
  randevuId: number;
  baslangic: string;
  bitis: string;
  /** appointment state: beklemede | onaylandi */
  randevuDurum: 'beklemede' | 'onaylandi';
  vade: string;
  grup: Grup;
  durum: HatirlatmaDurumu;
  atlamaNedeni: AtlamaNedeni | null;
  musteri: { id: number; ad: string; telefon: string; dil: Lang };
  hizmetler: string[];
  personel: { id: number; ad: string; renk: string };
  gonderim: { kanal: GonderimKanali; kullanici: string | null; zaman: string } | null;
  teyit: string | null;
}

export interface HatirlatmaListesi {
  saatDilimi: string;
  bugun: string;
  zamanlama: Zamanlama;
  saat: string;
  saatOnce: number;
  /** the venue has an open booking channel: messages carry the confirm and manage links */
  linkli: boolean;
  satirlar: HatirlatmaSatiri[];
}

export interface GonderimSonucu { adres: string; metin: string; satir: HatirlatmaSatiri }

/** Public confirm: the `t` of a reminder's confirm link (or the whole link). */
export const TeyitSchema = v.object({ t: v.pipe(v.string('error.invalidLink'), v.minLength(1, 'error.invalidLink'), v.maxLength(4096, 'error.invalidLink')) });

/** What the guest's confirm page shows. */
export interface TeyitGorunumu {
  isletme: string;
  baslangic: string;
  bitis: string;
  saatDilimi: string;
  hizmetler: string[];
  personel: string;
  durum: 'beklemede' | 'onaylandi' | 'iptal' | 'gelmedi' | 'tamamlandi';
  teyit: string | null;
  /** the manage page of this appointment (cancel / reschedule), valid until it starts */
  yonetimLinki: string;
}
