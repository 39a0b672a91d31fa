import * as v from 'valibot';
import { gunGecerli } from '../personel';

/**
 * Fixed assets (/isletme/envanter/demirbaslar, detay/{slug}, hurda-talepleri and /api/isletme/envanter/*): one schema
 * for the panel's forms and the API. Messages are i18n keys ('envanter.demirbas.v.*'); every issue names its field.
 */

export const DEMIRBAS_DURUMLARI = ['kullanimda', 'depoda', 'tamirde', 'disarida', 'hurda'] as const;
export type DemirbasDurumu = (typeof DEMIRBAS_DURUMLARI)[number];
/** The two statuses a person chooses in the form; the others come from actions (maintenance, gate pass, scrap). */
export const FORM_DURUMLARI = ['kullanimda', 'depoda'] as const;
export const ALAN_TURLERI = ['metin', 'sayi', 'tarih', 'secim'] as const;
export const CIKIS_NEDENLERI = ['tamir', 'odunc', 'iade', 'diger'] as const;
export const BAKIM_TURLERI = ['ariza', 'periyodik'] as const;
export const HURDA_DURUMLARI = ['bekliyor', 'onaylandi', 'reddedildi'] as const;
export const SIRALAR = ['kod', 'ad', 'alis', 'garanti', 'guncelleme'] as const;
export const SAYFA_BOYU = 50;
/** Photos per asset (the first is the cover) and per scrap request. */
export const EN_COK_FOTO = 8;
export const DEMIRBAS_FOTO_DESENI = /^envanter\/\d{1,10}\/[0-9a-f]{32}\.webp$/;

const temiz = (text: string) => ![...text].some((ch) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && ch !== '\n' && ch !== '\r' && ch !== '\t') || code === 127;
});
const metin = (min: number, max: number, message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message), v.check(temiz, message)), '');
const gun = (message: string) => v.pipe(
  v.optional(v.nullable(v.string(message)), null),
  v.transform((text) => (text ?? '').trim()),
  v.check((text) => text === '' || gunGecerli(text), message),
  v.transform((text) => (text === '' ? null : text)),
);
const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(0x7fffffff, message));
const bosId = (message: string) => v.optional(v.nullable(id(message)), null);
const aralik = v.optional(v.nullable(v.pipe(v.number('envanter.demirbas.v.aralik'), v.integer('envanter.demirbas.v.aralik'), v.minValue(1, 'envanter.demirbas.v.aralik'), v.maxValue(3650, 'envanter.demirbas.v.aralik'))), null);
const kurus = (message: string) => v.optional(v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(100_000_000_000, message)), 0);
const fotolar = v.optional(v.pipe(v.array(v.pipe(v.string('envanter.demirbas.v.foto'), v.regex(DEMIRBAS_FOTO_DESENI, 'envanter.demirbas.v.foto')), 'envanter.demirbas.v.foto'),
  v.maxLength(EN_COK_FOTO, 'envanter.demirbas.v.fotoSayi'), v.check((l) => new Set(l).size === l.length, 'envanter.demirbas.v.foto')), []);

// ---- categories and their custom fields ----

export const OzelAlanSchema = v.pipe(
  v.object({
    anahtar: v.pipe(v.string('envanter.demirbas.v.anahtar'), v.regex(/^[a-z][a-z0-9_]{0,29}$/, 'envanter.demirbas.v.anahtar')),
    ad: v.pipe(v.string('envanter.demirbas.v.alanAd'), v.trim(), v.minLength(1, 'envanter.demirbas.v.alanAd'), v.maxLength(60, 'envanter.demirbas.v.alanAd'), v.check(temiz, 'envanter.demirbas.v.alanAd')),
    tur: v.picklist(ALAN_TURLERI, 'envanter.demirbas.v.alanTur'),
    secenekler: v.optional(v.pipe(v.array(v.pipe(v.string('envanter.demirbas.v.secenek'), v.trim(), v.minLength(1, 'envanter.demirbas.v.secenek'), v.maxLength(60, 'envanter.demirbas.v.secenek')), 'envanter.demirbas.v.secenek'), v.maxLength(30, 'envanter.demirbas.v.secenek')), []),
  }),
  v.check((a) => a.tur !== 'secim' || a.secenekler.length > 0, 'envanter.demirbas.v.secenekGerekli'),
  v.transform((a) => ({ ...a, secenekler: a.tur === 'secim' ? [...new Set(a.secenekler)] : [] })),
);
export type OzelAlan = v.InferOutput<typeof OzelAlanSchema>;

export const KategoriSchema = v.object({
  ad: metin(1, 60, 'envanter.demirbas.v.kategoriAd'),
  alanlar: v.optional(v.pipe(v.array(OzelAlanSchema, 'envanter.demirbas.v.alanlar'), v.maxLength(20, 'envanter.demirbas.v.alanlar'),
    v.check((l) => new Set(l.map((a) => a.anahtar)).size === l.length, 'envanter.demirbas.v.anahtarTekrar')), []),
  bakimAralikGun: aralik,
});
export type KategoriGirdisi = v.InferOutput<typeof KategoriSchema>;
export type KategoriFormu = v.InferInput<typeof KategoriSchema>;

/** A custom field's value checked against its type: the stored form (text, number, 'YYYY-MM-DD', one of the options), or an error key. */
export function ozelDeger(alan: OzelAlan, deger: unknown): { deger: string | number | null } | { hata: string } {
  if (deger === null || deger === undefined || deger === '') return { deger: null };
  if (alan.tur === 'sayi') {
    const n = typeof deger === 'number' ? deger : typeof deger === 'string' && /^-?\d+([.,]\d+)?$/.test(deger.trim()) ? Number(deger.trim().replace(',', '.')) : NaN;
    return Number.isFinite(n) && Math.abs(n) < 1e12 ? { deger: n } : { hata: 'envanter.demirbas.v.ozelSayi' };
  }
  if (typeof deger !== 'string') return { hata: 'envanter.demirbas.v.ozelMetin' };
  const text = deger.trim();
  if (alan.tur === 'tarih') return gunGecerli(text) ? { deger: text } : { hata: 'envanter.demirbas.v.ozelTarih' };
  if (alan.tur === 'secim') return alan.secenekler.includes(text) ? { deger: text } : { hata: 'envanter.demirbas.v.ozelSecim' };
  return text.length <= 200 && temiz(text) ? { deger: text } : { hata: 'envanter.demirbas.v.ozelMetin' };
}

// ---- assets ----

export const DemirbasSchema = v.object({
  kod: v.pipe(v.optional(v.string('envanter.demirbas.v.kod'), ''), v.trim(), v.toUpperCase(), v.minLength(1, 'envanter.demirbas.v.kod'), v.maxLength(40, 'envanter.demirbas.v.kod'), v.regex(/^[\p{L}\p{N}._/-]+$/u, 'envanter.demirbas.v.kod')),
  ad: metin(1, 120, 'envanter.demirbas.v.ad'),
  kategoriId: bosId('envanter.demirbas.v.kategori'),
  marka: metin(0, 80, 'envanter.demirbas.v.marka'),
  model: metin(0, 80, 'envanter.demirbas.v.model'),
  seriNo: metin(0, 80, 'envanter.demirbas.v.seriNo'),
  lokasyonId: bosId('envanter.demirbas.v.lokasyon'),
  personelId: bosId('envanter.demirbas.v.personel'),
  alisTarihi: gun('envanter.demirbas.v.alisTarihi'),
  alisKurus: kurus('envanter.demirbas.v.alisKurus'),
  garantiBitis: gun('envanter.demirbas.v.garantiBitis'),
  durum: v.optional(v.picklist(FORM_DURUMLARI, 'envanter.demirbas.v.durum'), 'kullanimda'),
  ozelAlanlar: v.optional(v.record(v.string(), v.unknown(), 'envanter.demirbas.v.ozelMetin'), {}),
  fotolar,
  notlar: metin(0, 1000, 'envanter.demirbas.v.notlar'),
  bakimAralikGun: aralik,
});
export type DemirbasGirdisi = v.InferOutput<typeof DemirbasSchema>;
export type DemirbasFormu = v.InferInput<typeof DemirbasSchema>;

// ---- actions ----

/** Transfer: another location and/or another holder; `personelId` absent = unchanged, null = nobody holds it. */
export const TransferSchema = v.pipe(
  v.object({
    lokasyonId: bosId('envanter.demirbas.v.lokasyon'),
    personelDegis: v.optional(v.boolean(), false),
    personelId: bosId('envanter.demirbas.v.personel'),
    not: metin(0, 500, 'envanter.demirbas.v.not'),
  }),
  v.forward(v.check((t) => t.lokasyonId !== null || t.personelDegis, 'envanter.demirbas.v.transferBos'), ['lokasyonId']),
);
export type TransferGirdisi = v.InferOutput<typeof TransferSchema>;

export const CikisSchema = v.object({
  neden: v.picklist(CIKIS_NEDENLERI, 'envanter.demirbas.v.neden'),
  kime: metin(1, 120, 'envanter.demirbas.v.kime'),
  aciklama: metin(0, 500, 'envanter.demirbas.v.not'),
  beklenenDonus: gun('envanter.demirbas.v.beklenenDonus'),
});
export type CikisGirdisi = v.InferOutput<typeof CikisSchema>;

export const DonusSchema = v.object({
  lokasyonId: bosId('envanter.demirbas.v.lokasyon'),
  durum: v.optional(v.picklist(FORM_DURUMLARI, 'envanter.demirbas.v.durum'), 'kullanimda'),
});

export const BakimAcSchema = v.object({
  tur: v.picklist(BAKIM_TURLERI, 'envanter.demirbas.v.bakimTur'),
  aciklama: metin(1, 1000, 'envanter.demirbas.v.aciklama'),
});
export const BakimKapatSchema = v.object({
  sonuc: metin(1, 1000, 'envanter.demirbas.v.sonuc'),
  maliyetKurus: kurus('envanter.demirbas.v.maliyet'),
  durum: v.optional(v.picklist(FORM_DURUMLARI, 'envanter.demirbas.v.durum'), 'kullanimda'),
});

export const HurdaTalepSchema = v.object({
  demirbasId: id('envanter.demirbas.v.demirbas'),
  neden: metin(1, 1000, 'envanter.demirbas.v.hurdaNeden'),
  fotolar,
});
export const HurdaOnaySchema = v.object({ not: metin(0, 1000, 'envanter.demirbas.v.not') });
export const HurdaRedSchema = v.object({ not: metin(1, 1000, 'envanter.demirbas.v.redNot') });

// ---- answers of the API ----

export interface Kategori { id: number; ad: string; alanlar: OzelAlan[]; bakimAralikGun: number | null; demirbasSayisi: number }

export interface DemirbasOzet {
  id: number;
  slug: string;
  kod: string;
  ad: string;
  kategoriId: number | null;
  kategoriAd: string | null;
  marka: string;
  model: string;
  seriNo: string;
  lokasyonId: number | null;
  lokasyonYol: string | null;
  personelId: number | null;
  personelAd: string | null;
  durum: DemirbasDurumu;
  garantiBitis: string | null;
  alisTarihi: string | null;
  alisKurus: number;
  kapak: string | null;
}

export interface DemirbasListesi { demirbaslar: DemirbasOzet[]; toplam: number; sayfa: number; sayfaBoyu: number }

export interface Demirbas extends DemirbasOzet {
  fotolar: string[];
  ozelAlanlar: Record<string, string | number>;
  notlar: string;
  bakimAralikGun: number | null;
  /** the asset's own interval, else its category's */
  bakimAraligi: number | null;
  sonBakim: string | null;
  sonrakiBakim: string | null;
  olusturma: string;
  guncelleme: string;
}

export interface Cikis {
  id: number; no: number; demirbasId: number; neden: (typeof CIKIS_NEDENLERI)[number]; kime: string; aciklama: string;
  beklenenDonus: string | null; zaman: string; kullaniciAd: string | null; donusZamani: string | null;
}
export interface Bakim { id: number; tur: (typeof BAKIM_TURLERI)[number]; aciklama: string; acilis: string; acanAd: string | null; kapanis: string | null; kapatanAd: string | null; sonuc: string; maliyetKurus: number }
export interface HurdaTalebi {
  id: number; demirbasId: number; demirbasSlug: string; demirbasKod: string; demirbasAd: string; kapak: string | null;
  neden: string; fotolar: string[]; talepEdenId: number | null; talepEdenAd: string | null; zaman: string;
  durum: (typeof HURDA_DURUMLARI)[number]; kararVerenAd: string | null; kararNotu: string; kararZamani: string | null;
}
export interface GecmisSatiri { id: number; varlik: string; islem: string; ozet: Record<string, unknown>; kullaniciAd: string | null; zaman: string }

export interface DemirbasDetayi {
  demirbas: Demirbas;
  acikCikis: Cikis | null;
  acikBakim: Bakim | null;
  bekleyenHurda: HurdaTalebi | null;
  hurdaKarari: HurdaTalebi | null;
  gecmis: GecmisSatiri[];
}

export interface Secenekler {
  kategoriler: Kategori[];
  lokasyonlar: { id: number; ad: string; ustId: number | null; yol: string }[];
  personeller: { id: number; ad: string }[];
  sonrakiKod: string;
}

export interface YaklasanBakim { id: number; slug: string; kod: string; ad: string; sonTarih: string; gecikmeGun: number }
