import * as v from 'valibot';

/**
 * Leads from the public demo form (front office, /admin/frontoffice/dashboard). Messages are i18n keys
 * ('admin.talep.v.*', src/lib/i18n/admin/talep.ts); the public page shows its own site texts for the same fields.
 */

export const TALEP_DURUMLARI = ['yeni', 'arandi', 'demo', 'kazanildi', 'kaybedildi'] as const;
export type TalepDurumu = (typeof TALEP_DURUMLARI)[number];
export const TALEP_FORM_ALANLARI = ['adSoyad', 'isletmeAdi', 'telefon', 'eposta', 'sehir', 'mesaj', 'kvkk'] as const;
export type TalepFormAlani = (typeof TALEP_FORM_ALANLARI)[number];

export const TALEP_SINIR = { adSoyad: 100, isletmeAdi: 120, telefon: 25, eposta: 254, sehir: 60, mesaj: 2000, not: 2000 } as const;

/** No control characters except line breaks and tabs (a stored lead is shown and exported as text). */
const temiz = (text: string) => ![...text].some((ch) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && ch !== '\n' && ch !== '\r' && ch !== '\t') || code === 127;
});
const metin = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message), v.check(temiz, message));

/** A Turkish or international number as people type it: digits with spaces, dashes, dots, brackets; 10–15 digits. */
export const telefonGecerli = (text: string) => /^\+?[\d\s().-]+$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= 10 && (text.match(/\d/g)?.length ?? 0) <= 15;
const EPOSTA = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export const TalepFormSchema = v.object({
  adSoyad: metin(2, TALEP_SINIR.adSoyad, 'admin.talep.v.adSoyad'),
  isletmeAdi: metin(2, TALEP_SINIR.isletmeAdi, 'admin.talep.v.isletmeAdi'),
  telefon: v.pipe(metin(1, TALEP_SINIR.telefon, 'admin.talep.v.telefon'), v.check(telefonGecerli, 'admin.talep.v.telefon')),
  eposta: v.pipe(metin(3, TALEP_SINIR.eposta, 'admin.talep.v.eposta'), v.check((x) => EPOSTA.test(x), 'admin.talep.v.eposta')),
  sehir: v.optional(metin(0, TALEP_SINIR.sehir, 'admin.talep.v.sehir'), ''),
  mesaj: v.optional(metin(0, TALEP_SINIR.mesaj, 'admin.talep.v.mesaj'), ''),
  // the HTML checkbox sends 'on'; a JSON client sends true
  kvkk: v.pipe(v.union([v.literal(true), v.literal('on'), v.literal('1')], 'admin.talep.v.kvkk'), v.transform(() => true as const)),
});
export type TalepFormu = v.InferOutput<typeof TalepFormSchema>;

export const TalepDurumSchema = v.object({ durum: v.picklist(TALEP_DURUMLARI, 'admin.talep.v.durum') });
export const TalepNotSchema = v.object({ metin: metin(1, TALEP_SINIR.not, 'admin.talep.v.not') });

/** Answers of /api/admin/talepler (shared by the Worker and the panel). */
export interface TalepSatiri {
  id: number;
  adSoyad: string;
  isletmeAdi: string;
  telefon: string;
  eposta: string;
  sehir: string;
  mesaj: string;
  dil: string;
  durum: TalepDurumu;
  isletmeId: number | null;
  isletmeAd: string | null;
  olusturma: string;
  guncelleme: string;
  notSayisi: number;
}

export interface TalepNotu {
  id: number;
  tur: 'not' | 'durum';
  metin: string;
  eskiDurum: TalepDurumu | null;
  yeniDurum: TalepDurumu | null;
  zaman: string;
  yazar: string | null;
}

export interface TalepListesi {
  satirlar: TalepSatiri[];
  /** leads per current status (all leads, whatever the filters) */
  sayilar: Record<TalepDurumu, number>;
  /** leads that ever reached each stage of yeni → arandi → demo → kazanildi (the funnel) */
  huni: { toplam: number; arandi: number; demo: number; kazanildi: number };
}

/** One lead with its notes (GET /api/admin/talepler/:id). */
export type TalepDetayi = TalepSatiri & { notlar: TalepNotu[] };

/** What the venue form prefills from a lead (the same answer, read in part). */
export type TalepOnBilgi = Pick<TalepSatiri, 'id' | 'adSoyad' | 'isletmeAdi' | 'telefon' | 'eposta' | 'sehir' | 'dil'>;
