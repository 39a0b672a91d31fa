import * as v from 'valibot';
import { alanHatalari as ortakAlanHatalari } from './alan-hatalari';
import { LANGUAGES, type Lang } from '../i18n/languages';
import type { CokDilliMetin } from '../menu/text';
import { KVKK_MAX_KARAKTER } from '../parametre/kvkk';
import { PARA_GOSTERIMLERI } from '../parametre/para';
import { vergiNoGecerli } from '../parametre/vergi-no';
import { gecerliSaatDilimi } from '../randevu/time';

/**
 * Venue parameters (/api/isletme/parametre, /isletme/ayarlar/yonetim/parametre): one schema for the panel form and
 * the API. Messages are i18n keys ('parametre.v.*'); every issue carries its field in `path`, so the form can mark
 * each invalid field and the API answers the first one.
 */

export { PARA_GOSTERIMLERI, type ParaGosterimi } from '../parametre/para';
export const ODEME_YONTEMLERI = ['nakit', 'kart', 'havale', 'yemek_karti', 'diger'] as const;
export type OdemeYontemi = (typeof ODEME_YONTEMLERI)[number];
export const KDV_ORANLARI = [0, 1, 10, 20] as const;
export type KdvOrani = (typeof KDV_ORANLARI)[number];
export const MAX_GUN_DONUMU = 12;
export const FIS_MAX_KARAKTER = 300;
export const FIS_MAX_SATIR = 8;

/** What a venue without a parameter row reads (the migration's column defaults). */
export const VARSAYILAN_PARAMETRE = {
  vergiNo: null,
  gunDonumuSaat: 0,
  odemeYontemleri: ['nakit', 'kart', 'havale'] as OdemeYontemi[],
  kdvOranlari: [1, 10, 20] as KdvOrani[],
  varsayilanKdv: 10 as KdvOrani,
  fisUstBilgi: '',
  fisAltBilgi: '',
  misafirDilleri: [...LANGUAGES] as Lang[],
  paraGosterimi: 'sembol_sonra' as const,
};

// control characters other than line breaks and tabs are never typed (NUL would also cut text short in SQLite)
const temiz = (text: string) => ![...text].some((ch) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && ch !== '\n' && ch !== '\r' && ch !== '\t') || code === 127;
});
const metin = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message), v.check(temiz, message));

/** A set chosen from a fixed catalogue: duplicates dropped, kept in catalogue order so equal sets store equal text. */
const katalogKumesi = <T extends string | number>(katalog: readonly T[], message: string) =>
  v.pipe(
    v.array(v.picklist(katalog, message), message),
    v.maxLength(katalog.length * 4, message),
    v.transform((list: T[]) => katalog.filter((item) => list.includes(item))),
    v.minLength(1, message),
  );

const fis = (message: string) => v.pipe(
  v.string(message),
  v.transform((text: string) => text.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trimEnd()).join('\n').trim()),
  v.maxLength(FIS_MAX_KARAKTER, message),
  v.check((text) => text.split('\n').length <= FIS_MAX_SATIR, message),
  v.check(temiz, message),
);

const kdv = (message: string) => v.picklist(KDV_ORANLARI, message);

/** The venue's own KVKK notice as plain text; '' or null = the default text (stored as NULL). */
const kvkk = (message: string) => v.pipe(
  v.nullable(v.string(message)),
  v.transform((text) => (text ?? '').replace(/\r\n?/g, '\n').split('\n').map((line) => line.trimEnd()).join('\n').trim()),
  v.maxLength(KVKK_MAX_KARAKTER, message),
  v.check(temiz, message),
  v.transform((text) => (text === '' ? null : text)),
);

const tamSayi = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** The CRM segment threshold fields (columns isletme_parametre.crm_*). */
export const CRM_ALANLARI = ['crmYeniGun', 'crmRiskGun', 'crmKayipGun', 'crmDuzenliZiyaret', 'crmSadikZiyaret', 'crmSadikHarcamaKurus'] as const;
export type CrmAlani = (typeof CRM_ALANLARI)[number];

export const KategoriKdvSchema = v.object({
  id: v.pipe(v.number('parametre.v.kategoriKdv'), v.integer('parametre.v.kategoriKdv'), v.minValue(1, 'parametre.v.kategoriKdv'), v.maxValue(0xffffffff, 'parametre.v.kategoriKdv')),
  kdv: v.nullable(kdv('parametre.v.kategoriKdv')),
});

const qrIdListesi = v.pipe(
  v.array(v.pipe(v.number('parametre.v.qrSiparis'), v.integer('parametre.v.qrSiparis'), v.minValue(1, 'parametre.v.qrSiparis'), v.maxValue(0xffffffff, 'parametre.v.qrSiparis')), 'parametre.v.qrSiparis'),
  v.maxLength(200, 'parametre.v.qrSiparis'),
  v.check((list) => new Set(list).size === list.length, 'parametre.v.qrSiparis'),
);
type QrSiparisAlani = 'qrSiparis' | 'qrSiparisOnay' | 'qrSiparisKategoriler' | 'qrSiparisAlanlar';

export const ParametreSchema = v.pipe(
  v.object({
    ad: metin(2, 120, 'parametre.v.ad'),
    adres: metin(0, 300, 'parametre.v.adres'),
    sehir: metin(0, 60, 'parametre.v.sehir'),
    telefon: v.pipe(metin(0, 30, 'parametre.v.telefon'), v.check((text) => text === '' || (/^\+?[\d\s()-]+$/.test(text) && text.replace(/\D/g, '').length >= 7), 'parametre.v.telefon')),
    vergiNo: v.pipe(
      v.nullable(v.string('parametre.v.vergiNo')),
      v.transform((text) => (text ?? '').replace(/\s/g, '')),
      v.check((text) => text === '' || /^(\d{10}|\d{11})$/.test(text), 'parametre.v.vergiNo'),
      v.check((text) => text === '' || vergiNoGecerli(text), 'parametre.v.vergiNoKontrol'),
      v.transform((text) => (text === '' ? null : text)),
    ),
    saatDilimi: v.pipe(
      v.string('parametre.v.saatDilimi'),
      v.trim(),
      v.maxLength(64, 'parametre.v.saatDilimi'),
      v.check(gecerliSaatDilimi, 'parametre.v.saatDilimi'),
      // 'europe/istanbul' works in Intl too: store the spelling Intl reports
      v.transform((zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone),
    ),
    gunDonumuSaat: v.pipe(v.number('parametre.v.gunDonumu'), v.integer('parametre.v.gunDonumu'), v.minValue(0, 'parametre.v.gunDonumu'), v.maxValue(MAX_GUN_DONUMU, 'parametre.v.gunDonumu')),
    odemeYontemleri: katalogKumesi(ODEME_YONTEMLERI, 'parametre.v.odeme'),
    kdvOranlari: katalogKumesi(KDV_ORANLARI, 'parametre.v.kdvOranlari'),
    varsayilanKdv: kdv('parametre.v.varsayilanKdv'),
    kategoriKdv: v.optional(v.pipe(
      v.array(KategoriKdvSchema, 'parametre.v.kategoriKdv'),
      v.maxLength(200, 'parametre.v.kategoriKdv'),
      v.check((list) => new Set(list.map((k) => k.id)).size === list.length, 'parametre.v.kategoriKdv'),
    ), []),
    fisUstBilgi: fis('parametre.v.fisUst'),
    fisAltBilgi: fis('parametre.v.fisAlt'),
    misafirDilleri: v.pipe(katalogKumesi(LANGUAGES, 'parametre.v.diller'), v.check((list) => list.includes('tr'), 'parametre.v.diller')),
    paraGosterimi: v.picklist(PARA_GOSTERIMLERI, 'parametre.v.para'),
    // left out = unchanged (clients that predate the notice)
    kvkkMetni: v.optional(kvkk('parametre.v.kvkk')),
    // the cafe's working day opens itself with the first check of the day; left out = unchanged
    cafeGunOtomatik: v.optional(v.boolean('parametre.v.cafeGunOtomatik')),
    // a table that opens asks the guest count; every payment carries the ÖKC receipt number; left out = unchanged
    cafeMisafirSor: v.optional(v.boolean('parametre.v.cafeMisafirSor')),
    cafeFisNoZorunlu: v.optional(v.boolean('parametre.v.cafeFisNoZorunlu')),
    // ordering from the table (the QR menu): on/off, every guest order waits for staff, which top categories and
    // areas may order (null: all); left out = unchanged
    qrSiparis: v.optional(v.boolean('parametre.v.qrSiparis')),
    qrSiparisOnay: v.optional(v.boolean('parametre.v.qrSiparis')),
    qrSiparisKategoriler: v.optional(v.nullable(qrIdListesi)),
    qrSiparisAlanlar: v.optional(v.nullable(qrIdListesi)),
    // CRM segment thresholds (src/lib/crm/segment.ts); left out = unchanged, sent = all six together
    crmYeniGun: v.optional(tamSayi(1, 365, 'parametre.v.crmYeniGun')),
    crmRiskGun: v.optional(tamSayi(1, 1095, 'parametre.v.crmRiskGun')),
    crmKayipGun: v.optional(tamSayi(2, 1825, 'parametre.v.crmKayipGun')),
    crmDuzenliZiyaret: v.optional(tamSayi(1, 1000, 'parametre.v.crmDuzenliZiyaret')),
    crmSadikZiyaret: v.optional(tamSayi(2, 10000, 'parametre.v.crmSadikZiyaret')),
    crmSadikHarcamaKurus: v.optional(tamSayi(0, 10_000_000_000, 'parametre.v.crmSadikHarcama')),
  }),
  v.forward(
    v.partialCheck([['crmYeniGun'], ['crmRiskGun'], ['crmKayipGun'], ['crmDuzenliZiyaret'], ['crmSadikZiyaret'], ['crmSadikHarcamaKurus']], (input) => CRM_ALANLARI.every((a) => input[a] === undefined) || CRM_ALANLARI.every((a) => input[a] !== undefined), 'parametre.v.crmEksik'),
    ['crmYeniGun'],
  ),
  v.forward(
    v.partialCheck([['crmRiskGun'], ['crmKayipGun']], (input) => input.crmRiskGun === undefined || input.crmKayipGun === undefined || input.crmRiskGun < input.crmKayipGun, 'parametre.v.crmRiskKayip'),
    ['crmKayipGun'],
  ),
  v.forward(
    v.partialCheck([['crmDuzenliZiyaret'], ['crmSadikZiyaret']], (input) => input.crmDuzenliZiyaret === undefined || input.crmSadikZiyaret === undefined || input.crmDuzenliZiyaret < input.crmSadikZiyaret, 'parametre.v.crmDuzenliSadik'),
    ['crmSadikZiyaret'],
  ),
  // an empty rate list is already its own error; these two name the fields that depend on it
  v.forward(
    v.partialCheck([['kdvOranlari'], ['varsayilanKdv']], (input) => input.kdvOranlari.length === 0 || input.kdvOranlari.includes(input.varsayilanKdv), 'parametre.v.varsayilanKdv'),
    ['varsayilanKdv'],
  ),
  v.forward(
    v.partialCheck([['kdvOranlari'], ['kategoriKdv']], (input) => input.kdvOranlari.length === 0 || input.kategoriKdv.every((k) => k.kdv === null || input.kdvOranlari.includes(k.kdv)), 'parametre.v.kategoriKdv'),
    ['kategoriKdv'],
  ),
);

/** The PUT body as the server stores it. */
export type ParametreGirdisi = v.InferOutput<typeof ParametreSchema>;
/** What the form holds before validation. */
export type ParametreFormu = v.InferInput<typeof ParametreSchema>;
/** The form's fields (log rows name them; 'kategoriKdv:<id>' for a category). */
export type ParametreAlani = keyof ParametreGirdisi;

/** A top menu category with its VAT rate (null = the venue default). */
export interface ParametreKategori extends v.InferOutput<typeof KategoriKdvSchema> {
  ad: CokDilliMetin;
}

/** GET/PUT /api/isletme/parametre answer; kvkkMetni null = the venue shows kvkkVarsayilan (its default notice). */
export type Parametre = Omit<ParametreGirdisi, 'kategoriKdv' | 'kvkkMetni' | 'cafeGunOtomatik' | 'cafeMisafirSor' | 'cafeFisNoZorunlu' | QrSiparisAlani | CrmAlani> & Record<CrmAlani, number> & {
  cafeGunOtomatik: boolean;
  cafeMisafirSor: boolean;
  cafeFisNoZorunlu: boolean;
  qrSiparis: boolean;
  qrSiparisOnay: boolean;
  qrSiparisKategoriler: number[] | null;
  qrSiparisAlanlar: number[] | null;
  /** the venue's cafe areas (the self-ordering areas are chosen from them) */
  qrAlanlari: { id: number; ad: string }[];
  /** methods the platform does not allow (admin POS definitions): not offered, refused on save */
  kapaliOdemeYontemleri: OdemeYontemi[];
  kategoriler: ParametreKategori[];
  guncelleme: string | null;
  kvkkMetni: string | null;
  kvkkVarsayilan: string;
  /** the public page of the notice */
  kvkkYolu: string;
};

/** One change-log row: who changed which field from what to what, when (values as stored text, arrays as JSON). */
export interface ParametreLogSatiri {
  id: number;
  alan: string;
  eski: string | null;
  yeni: string | null;
  zaman: string;
  kullanici: string | null;
  /** the category's name for 'kategoriKdv:<id>' rows while the category exists */
  kategori: CokDilliMetin | null;
}

export const LOG_SAYFA_BOYUTU = 20;
export interface ParametreLogSayfasi {
  satirlar: ParametreLogSatiri[];
  toplam: number;
  sayfa: number;
  boyut: number;
}

/** ?sayfa= of the change log: 1 … 10000. */
export const LogSorguSchema = v.object({
  sayfa: v.optional(v.pipe(v.string('error.invalidInput'), v.regex(/^\d{1,5}$/, 'error.invalidInput'), v.transform(Number), v.minValue(1, 'error.invalidInput')), '1'),
});

/** First message per field of failed issues (the form marks them all). */
export const alanHatalari = (issues: readonly v.BaseIssue<unknown>[]) => ortakAlanHatalari<ParametreAlani>(issues);
