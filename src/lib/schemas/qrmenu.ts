import * as v from 'valibot';
import { ALERJENLER, DIYET_ETIKETLERI, type Alerjen, type DiyetEtiketi } from '../menu/allergens';
import type { HaftalikSaat } from '../menu/campaign';
import type { CokDilliMetin } from '../menu/text';
import { MENU_THEMES } from '../menu/themes';

const metin = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, 'qrmenu.textTooLong'));
/** {tr (required), en, de, ru} */
export const CokDilliSchema = (max = 120, required = true) =>
  v.object({
    tr: required ? v.pipe(v.string('qrmenu.trRequired'), v.trim(), v.minLength(1, 'qrmenu.trRequired'), v.maxLength(max, 'qrmenu.textTooLong')) : metin(max),
    en: v.optional(metin(max), ''),
    de: v.optional(metin(max), ''),
    ru: v.optional(metin(max), ''),
  });

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(0xffffffff));
const saat = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'qrmenu.timeInvalid'));

export const KategoriSchema = v.object({
  ad: CokDilliSchema(80),
  aciklama: v.optional(CokDilliSchema(300, false), { tr: '' }),
  ustKategoriId: v.nullable(id),
  gorunur: v.boolean(),
});

export const SiralamaSchema = v.object({ idler: v.pipe(v.array(id), v.maxLength(500)) });

export const UrunSchema = v.object({
  kategoriId: v.pipe(v.number('qrmenu.prod.categoryRequired'), v.integer('qrmenu.prod.categoryRequired'), v.minValue(1, 'qrmenu.prod.categoryRequired'), v.maxValue(0xffffffff, 'qrmenu.prod.categoryRequired')),
  ad: CokDilliSchema(100),
  aciklama: v.optional(CokDilliSchema(600, false), { tr: '' }),
  ozellikler: v.optional(v.pipe(v.array(CokDilliSchema(120)), v.maxLength(20)), []),
  teknikOzellikler: v.optional(v.pipe(v.array(CokDilliSchema(120)), v.maxLength(20)), []),
  fiyatKurus: v.pipe(v.number('qrmenu.priceInvalid'), v.integer('qrmenu.priceInvalid'), v.minValue(0, 'qrmenu.priceInvalid'), v.maxValue(100_000_000, 'qrmenu.priceInvalid')),
  alerjenler: v.optional(v.array(v.picklist(ALERJENLER)), []),
  diyetEtiketleri: v.optional(v.array(v.picklist(DIYET_ETIKETLERI)), []),
  tukendi: v.optional(v.boolean(), false),
  gorunur: v.optional(v.boolean(), true),
  gorseller: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z0-9/_-]{1,120}\.webp$/))), v.maxLength(6)), []),
});

export const TopluFiyatSchema = v.object({
  urunIdler: v.pipe(v.array(id), v.minLength(1), v.maxLength(1000)),
  tur: v.picklist(['yuzde', 'tutar']),
  // yuzde: -90..500 (percent); tutar: kuruş, may be negative
  deger: v.pipe(v.number(), v.integer(), v.minValue(-100_000_00), v.maxValue(100_000_00)),
});

export const HaftalikSaatSchema = v.object({ gunler: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6))), v.minLength(1, 'qrmenu.camp.daysRequired')), baslangic: saat, bitis: saat });

export const KampanyaSchema = v.pipe(v.object({
  baslik: CokDilliSchema(100),
  aciklama: v.optional(CokDilliSchema(400, false), { tr: '' }),
  tur: v.picklist(['sabit_fiyat', 'hediye_urun', 'yuzde_indirim']),
  deger: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000)),
  hediyeUrunId: v.optional(v.nullable(id), null),
  urunIdler: v.optional(v.pipe(v.array(id), v.maxLength(500)), []),
  kategoriIdler: v.optional(v.pipe(v.array(id), v.maxLength(200)), []),
  baslangic: v.pipe(v.string(), v.isoTimestamp('qrmenu.timeInvalid')),
  bitis: v.pipe(v.string(), v.isoTimestamp('qrmenu.timeInvalid')),
  haftalikSaatler: v.optional(v.pipe(v.array(HaftalikSaatSchema), v.maxLength(14)), []),
}),
// the rules between fields, on the field a form marks (the server adds only what needs the database)
v.forward(v.partialCheck([['baslangic'], ['bitis']], (k) => Date.parse(k.bitis) > Date.parse(k.baslangic), 'qrmenu.api.campaignDates'), ['bitis']),
v.forward(v.partialCheck([['tur'], ['deger']], (k) => k.tur !== 'yuzde_indirim' || (k.deger >= 1 && k.deger <= 100), 'qrmenu.api.discountRange'), ['deger']),
v.forward(v.partialCheck([['tur'], ['deger']], (k) => k.tur !== 'sabit_fiyat' || k.deger > 0, 'qrmenu.api.fixedPrice'), ['deger']),
v.forward(v.partialCheck([['tur'], ['hediyeUrunId']], (k) => k.tur !== 'hediye_urun' || k.hediyeUrunId !== null, 'qrmenu.api.giftRequired'), ['hediyeUrunId']));

export const AnasayfaSchema = v.object({
  hosgeldin: CokDilliSchema(500, false),
  wifiAd: metin(64),
  wifiSifre: metin(64),
  telefon: v.pipe(v.string(), v.trim(), v.regex(/^[+\d\s()-]{0,24}$/, 'qrmenu.phoneInvalid')),
  whatsapp: v.pipe(v.string(), v.trim(), v.regex(/^[+\d\s()-]{0,24}$/, 'qrmenu.phoneInvalid')),
  instagram: v.pipe(v.string(), v.trim(), v.regex(/^@?[A-Za-z0-9._]{0,30}$/, 'qrmenu.instagramInvalid')),
  adres: metin(200),
  haritaUrl: v.pipe(v.string(), v.trim(), v.maxLength(500), v.check((url) => url === '' || /^https:\/\//.test(url), 'qrmenu.urlInvalid')),
  calismaSaatleri: v.pipe(v.array(v.object({ gunler: metin(40), saat: metin(40) })), v.maxLength(14)),
});

export const TemaSchema = v.object({ temaId: v.picklist(MENU_THEMES.map((theme) => theme.id)) });

export const MasaSchema = v.object({ ad: v.pipe(v.string(), v.trim(), v.minLength(1, 'qrmenu.trRequired'), v.maxLength(40, 'qrmenu.textTooLong')) });

export type KategoriGiris = v.InferInput<typeof KategoriSchema>;
export type UrunGiris = v.InferInput<typeof UrunSchema>;
export type KampanyaGiris = v.InferInput<typeof KampanyaSchema>;
export type Anasayfa = v.InferInput<typeof AnasayfaSchema>;

// ---- answers of the menu API (/api/isletme/qrmenu) ----

export interface Kategori {
  id: number;
  ad: CokDilliMetin;
  aciklama: CokDilliMetin;
  ustKategoriId: number | null;
  urlAdi: string;
  gorunur: boolean;
  sira: number;
  gorsel: string | null;
  urunSayisi: number;
  altKategoriSayisi: number;
}

export interface Urun {
  id: number;
  kategoriId: number;
  ad: CokDilliMetin;
  aciklama: CokDilliMetin;
  ozellikler: CokDilliMetin[];
  teknikOzellikler: CokDilliMetin[];
  fiyatKurus: number;
  alerjenler: Alerjen[];
  diyetEtiketleri: DiyetEtiketi[];
  tukendi: boolean;
  gorunur: boolean;
  sira: number;
  gorseller: string[];
  urlAdi: string;
}

export type KampanyaTuru = 'sabit_fiyat' | 'hediye_urun' | 'yuzde_indirim';
export interface Kampanya {
  id: number;
  baslik: CokDilliMetin;
  aciklama: CokDilliMetin;
  tur: KampanyaTuru;
  deger: number;
  hediyeUrunId: number | null;
  urunIdler: number[];
  kategoriIdler: number[];
  baslangic: string;
  bitis: string;
  haftalikSaatler: HaftalikSaat[];
  aktif: boolean;
  durum: 'aktif' | 'yaklasan' | 'bitti';
  degisimMs: number | null;
}

export interface FiyatOnizleme { id: number; ad: CokDilliMetin | string; eskiKurus: number; yeniKurus: number }
export interface FiyatGecmisi { eskiKurus: number | null; yeniKurus: number; zaman: string; kullanici: string | null }
export interface QrBilgi { urlAdi: string; slug: string; yol: string; kisaYol: string }
export interface Masa { id: number; ad: string; sira: number }

// ---- product options (seçenekler, /api/isletme/qrmenu/secenekler) ----

export const SECENEK_DEGER_SINIRI = 30;
export const SECENEK_SECIM_SINIRI = 20;
/** a value's price difference: 0 or more (never negative, so a line never costs less than its product) */
export const SECENEK_FARK_SINIRI = 10_000_000;
const mutfakAd = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, 'qrmenu.textTooLong')), '');
const secim = (m: string) => v.pipe(v.number(m), v.integer(m), v.minValue(0, m), v.maxValue(SECENEK_SECIM_SINIRI, m));

export const SecenekDegerSchema = v.object({
  /** an existing value of the group (kept, so its sold-out state stays); absent: a new value */
  id: v.optional(v.nullable(id), null),
  ad: CokDilliSchema(60),
  mutfakAd,
  farkKurus: v.optional(v.pipe(v.number('qrmenu.secenek.v.fark'), v.integer('qrmenu.secenek.v.fark'), v.minValue(0, 'qrmenu.secenek.v.fark'), v.maxValue(SECENEK_FARK_SINIRI, 'qrmenu.secenek.v.fark')), 0),
  tukendi: v.optional(v.boolean(), false),
  aktif: v.optional(v.boolean(), true),
});

/** A group with its values (in their order) and where it is offered; required = enAz ≥ 1. */
export const SecenekGrupSchema = v.pipe(
  v.object({
    ad: CokDilliSchema(60),
    mutfakAd,
    enAz: v.optional(secim('qrmenu.secenek.v.enAz'), 0),
    enCok: v.optional(v.pipe(secim('qrmenu.secenek.v.enCok'), v.minValue(1, 'qrmenu.secenek.v.enCok')), 1),
    sira: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100000)), 0),
    degerler: v.pipe(v.array(SecenekDegerSchema), v.minLength(1, 'qrmenu.secenek.v.degerYok'), v.maxLength(SECENEK_DEGER_SINIRI, 'qrmenu.secenek.v.degerCok')),
    kategoriIdler: v.optional(v.pipe(v.array(id), v.maxLength(500)), []),
    urunIdler: v.optional(v.pipe(v.array(id), v.maxLength(2000)), []),
  }),
  v.forward(v.check((g) => g.enAz <= g.enCok, 'qrmenu.secenek.v.aralik'), ['enAz']),
  v.forward(v.check((g) => g.enAz <= g.degerler.filter((d) => d.aktif).length, 'qrmenu.secenek.v.azDeger'), ['enAz']),
);
export const SecenekDurumSchema = v.object({ tukendi: v.optional(v.boolean()), aktif: v.optional(v.boolean()) });

export type SecenekGrupGiris = v.InferInput<typeof SecenekGrupSchema>;
export type SecenekGrupGirdisi = v.InferOutput<typeof SecenekGrupSchema>;

export interface SecenekDeger { id: number; ad: CokDilliMetin; mutfakAd: string; farkKurus: number; tukendi: boolean; aktif: boolean; sira: number }
export interface SecenekGrup {
  id: number;
  ad: CokDilliMetin;
  mutfakAd: string;
  enAz: number;
  enCok: number;
  sira: number;
  degerler: SecenekDeger[];
  kategoriIdler: number[];
  urunIdler: number[];
}
