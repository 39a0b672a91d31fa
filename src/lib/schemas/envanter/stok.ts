import * as v from 'valibot';
import { BIRIMLER, miktarOku, type Birim } from '@lib/envanter/miktar';
import { gunGecerli } from '../personel';

/**
 * The stock side of the inventory (/isletme/envanter/{lokasyonlar,urunler,hareketler,rapor/hareket}): one schema per
 * form, shared by the panel and the API. Messages are i18n keys ('envanter.stok.v.*'); each issue names its field.
 * Quantities travel as typed text ('2,5') or numbers and are stored in thousandths (miktarOku).
 */

export const LOKASYON_TURLERI = ['bina', 'kat', 'alan', 'oda', 'raf', 'depo'] as const;
export type LokasyonTuru = (typeof LOKASYON_TURLERI)[number];
export const GIRIS_NEDENLERI = ['satin_alma', 'ikmal', 'acilis', 'sayim', 'iade', 'diger'] as const;
export const CIKIS_NEDENLERI = ['tuketim', 'fire', 'sayim', 'diger'] as const;
export const HAREKET_TURLERI = ['giris', 'cikis', 'transfer'] as const;
export type HareketTuru = (typeof HAREKET_TURLERI)[number];
export const HAREKET_NEDENLERI = ['satin_alma', 'ikmal', 'acilis', 'tuketim', 'fire', 'sayim', 'iade', 'transfer', 'diger'] as const;
export type HareketNedeni = (typeof HAREKET_NEDENLERI)[number];

const temiz = (text: string) => ![...text].some((ch) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && ch !== '\n' && ch !== '\r' && ch !== '\t') || code === 127;
});
const metin = (min: number, max: number, message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message), v.check(temiz, message)), '');
const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(0x7fffffff, message));
const idVeyaBos = (message: string) => v.optional(v.nullable(id(message)), null);

/** A quantity typed ('2,5', '1.250') or sent as a number → thousandths; `pozitif` refuses 0. */
const miktar = (message: string, pozitif: boolean) => v.pipe(
  v.union([v.string(message), v.number(message)], message),
  v.transform((x) => (typeof x === 'number' ? (Number.isFinite(x) && x >= 0 ? miktarOku(String(x)) : null) : miktarOku(x))),
  v.check((x) => x !== null && (!pozitif || x > 0), message),
  v.transform((x) => x as number),
);
const kurus = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(100_000_000_00, message));

// ---- locations ----

export const LokasyonSchema = v.object({
  ad: metin(1, 80, 'envanter.stok.v.lokasyonAd'),
  tur: v.optional(v.picklist(LOKASYON_TURLERI, 'envanter.stok.v.lokasyonTur'), 'oda'),
  ustId: idVeyaBos('envanter.stok.v.ustId'),
  aciklama: metin(0, 500, 'envanter.stok.v.aciklama'),
  sira: v.optional(v.pipe(v.number('envanter.stok.v.sira'), v.integer('envanter.stok.v.sira'), v.minValue(0, 'envanter.stok.v.sira'), v.maxValue(9999, 'envanter.stok.v.sira')), 0),
  aktif: v.optional(v.boolean('envanter.stok.v.aktif'), true),
});
export type LokasyonGirdisi = v.InferOutput<typeof LokasyonSchema>;
export type LokasyonFormu = v.InferInput<typeof LokasyonSchema>;
export type LokasyonAlani = keyof LokasyonGirdisi;

export interface Lokasyon extends LokasyonGirdisi {
  id: number;
  /** label slug (etiketSlug('lokasyon', id)): the QR label and `/{slug}` open this location */
  slug: string;
  /** direct children */
  altSayisi: number;
  /** assets placed here (not scrapped) */
  demirbasSayisi: number;
  /** stock items with a quantity on hand here */
  urunSayisi: number;
}
export interface LokasyonListesi { lokasyonlar: Lokasyon[] }

// ---- stock items ----

const urunAlanlari = {
  ad: metin(1, 120, 'envanter.stok.v.urunAd'),
  kod: v.pipe(
    v.optional(v.nullable(v.string('envanter.stok.v.kod')), ''),
    v.transform((x) => (x ?? '').trim()),
    v.check((x) => x.length <= 40 && temiz(x), 'envanter.stok.v.kod'),
    v.transform((x) => (x === '' ? null : x)),
  ),
  kategori: metin(0, 60, 'envanter.stok.v.kategori'),
  birim: v.optional(v.picklist(BIRIMLER, 'envanter.stok.v.birim'), 'adet'),
  min: v.optional(miktar('envanter.stok.v.min', false), 0),
  maliyetKurus: v.optional(kurus('envanter.stok.v.maliyet'), 0),
  tedarikci: metin(0, 120, 'envanter.stok.v.tedarikci'),
  notlar: metin(0, 1000, 'envanter.stok.v.notlar'),
  aktif: v.optional(v.boolean('envanter.stok.v.aktif'), true),
};
export const UrunSchema = v.object(urunAlanlari);
/** A new item may bring its opening stock (written as a 'giris' movement with neden 'acilis'). */
export const YeniUrunSchema = v.pipe(
  v.object({
    ...urunAlanlari,
    acilisMiktar: v.optional(miktar('envanter.stok.v.acilisMiktar', false), 0),
    acilisLokasyonId: idVeyaBos('envanter.stok.v.acilisLokasyon'),
  }),
  v.forward(v.partialCheck([['acilisMiktar'], ['acilisLokasyonId']], (u) => u.acilisMiktar === 0 || u.acilisLokasyonId !== null, 'envanter.stok.v.acilisLokasyon'), ['acilisLokasyonId']),
);
export type UrunGirdisi = v.InferOutput<typeof UrunSchema>;
export type YeniUrunGirdisi = v.InferOutput<typeof YeniUrunSchema>;
export type YeniUrunFormu = v.InferInput<typeof YeniUrunSchema>;
export type UrunAlani = keyof YeniUrunGirdisi;

export interface UrunStogu { lokasyonId: number; lokasyonAd: string; miktarBinde: number }
export interface Urun {
  id: number; ad: string; kod: string | null; kategori: string; birim: Birim; minBinde: number; maliyetKurus: number;
  tedarikci: string; notlar: string; aktif: boolean;
  /** on hand over all locations (thousandths) */
  toplamBinde: number;
  /** below its minimum (minBinde > 0 and toplamBinde < minBinde) */
  dusuk: boolean;
  /** value on hand at cost */
  degerKurus: number;
  stoklar: UrunStogu[];
}
export interface UrunListesi {
  urunler: Urun[]; toplam: number; sayfa: number; boyut: number;
  /** categories in use (suggestions for the form and the filter) */
  kategoriler: string[];
  /** active items below their minimum, the whole venue (not only this page) */
  dusukSayisi: number;
  /** value on hand at cost, the whole venue */
  toplamDegerKurus: number;
}

export const URUN_DURUMLARI = ['aktif', 'pasif', 'tumu'] as const;
export const UrunSorguSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(100))),
  kategori: v.optional(v.pipe(v.string(), v.maxLength(60))),
  lokasyon: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))),
  dusuk: v.optional(v.picklist(['1', '0'])),
  durum: v.optional(v.picklist(URUN_DURUMLARI), 'aktif'),
  sayfa: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
  /** page size: 50 by default; pickers ask for up to 500 at once */
  boyut: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(500)), '50'),
});

// ---- movements ----

export const HareketSchema = v.pipe(
  v.object({
    tur: v.picklist(HAREKET_TURLERI, 'envanter.stok.v.tur'),
    neden: v.optional(v.picklist(HAREKET_NEDENLERI, 'envanter.stok.v.neden'), 'transfer'),
    urunId: id('envanter.stok.v.urun'),
    kaynakId: idVeyaBos('envanter.stok.v.kaynak'),
    hedefId: idVeyaBos('envanter.stok.v.hedef'),
    miktar: miktar('envanter.stok.v.miktar', true),
    birimMaliyetKurus: v.optional(v.nullable(kurus('envanter.stok.v.maliyet')), null),
    aciklama: metin(0, 500, 'envanter.stok.v.aciklama'),
  }),
  v.forward(v.partialCheck([['tur'], ['neden']], (h) => (h.tur === 'giris' ? (GIRIS_NEDENLERI as readonly string[]).includes(h.neden)
    : h.tur === 'cikis' ? (CIKIS_NEDENLERI as readonly string[]).includes(h.neden) : h.neden === 'transfer'), 'envanter.stok.v.neden'), ['neden']),
  v.forward(v.partialCheck([['tur'], ['kaynakId']], (h) => h.tur === 'giris' || h.kaynakId !== null, 'envanter.stok.v.kaynak'), ['kaynakId']),
  v.forward(v.partialCheck([['tur'], ['hedefId']], (h) => h.tur === 'cikis' || h.hedefId !== null, 'envanter.stok.v.hedef'), ['hedefId']),
  v.forward(v.partialCheck([['tur'], ['kaynakId'], ['hedefId']], (h) => h.tur !== 'transfer' || h.kaynakId !== h.hedefId, 'envanter.stok.v.ayniYer'), ['hedefId']),
  v.transform((h) => ({
    ...h,
    kaynakId: h.tur === 'giris' ? null : h.kaynakId,
    hedefId: h.tur === 'cikis' ? null : h.hedefId,
    birimMaliyetKurus: h.tur === 'giris' ? h.birimMaliyetKurus : null,
  })),
);
export type HareketGirdisi = v.InferOutput<typeof HareketSchema>;
export type HareketFormu = v.InferInput<typeof HareketSchema>;
export type HareketAlani = keyof HareketGirdisi;

const gun = v.pipe(v.string(), v.check(gunGecerli));
const sayi = v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number));
/** Filters of the movement list, its CSV and the movement report. */
export const HareketSorguSchema = v.object({
  bas: v.optional(gun),
  bit: v.optional(gun),
  tur: v.optional(v.picklist(HAREKET_TURLERI)),
  lokasyon: v.optional(sayi),
  urun: v.optional(sayi),
  kullanici: v.optional(sayi),
  sayfa: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
});
export const HAREKET_SORGU_ALANLARI = ['bas', 'bit', 'tur', 'lokasyon', 'urun', 'kullanici', 'sayfa'] as const;

export interface Hareket {
  id: number; zaman: string; tur: HareketTuru; neden: HareketNedeni;
  urunId: number; urunAd: string; birim: Birim;
  kaynakId: number | null; kaynakAd: string | null; hedefId: number | null; hedefAd: string | null;
  miktarBinde: number;
  /** unit cost given with a purchase, else null (the value uses the item's cost price) */
  birimMaliyetKurus: number | null;
  degerKurus: number;
  aciklama: string;
  kullaniciId: number | null; kullanici: string | null;
}
export interface HareketSayfasi {
  satirlar: Hareket[]; toplam: number; sayfa: number; boyut: number;
  bas: string; bit: string; bugun: string; saatDilimi: string;
  kullanicilar: { id: number; ad: string }[];
}

/** One asset-side row of the module log (transfer, exit, return, maintenance, status, scrap). */
export interface DemirbasHareketi {
  id: number; zaman: string; varlik: string; islem: string;
  demirbasId: number; demirbasKod: string | null; demirbasAd: string | null; slug: string;
  kaynak: string | null; hedef: string | null; not: string;
  kullanici: string | null;
}
export interface DemirbasHareketSayfasi { satirlar: DemirbasHareketi[]; toplam: number; sayfa: number; boyut: number; bas: string; bit: string }

/** The movement report: totals per kind and unit, per item, per location and per person. */
export interface HareketRaporSatiri { anahtar: string; ad: string; birim: Birim | null; girisBinde: number; cikisBinde: number; transferBinde: number; girisKurus: number; cikisKurus: number; adet: number }
export interface HareketRaporu {
  bas: string; bit: string; bugun: string; saatDilimi: string;
  turler: { tur: HareketTuru; birim: Birim; miktarBinde: number; degerKurus: number; adet: number }[];
  urunler: HareketRaporSatiri[];
  lokasyonlar: HareketRaporSatiri[];
  kisiler: HareketRaporSatiri[];
  kullanicilar: { id: number; ad: string }[];
}
