import * as v from 'valibot';
import { TUTAR_MAX_KURUS } from '@lib/schemas/kasa';
import { gunSayisi } from '@lib/zaman/aralik';

/**
 * The cafe's working day (çalışma günü), day end (gün sonu), X report and check report: the operations' inputs (run by
 * the venue's live object, `tur` 'gunAc' / 'gunsonu'), the report queries and the shapes the panel reads.
 */

const EKSIK = '' as never;
/**
 * A whole day's money (the counted drawer at day end, the cash register's Z total, their corrections): a busy venue's
 * day passes the per-entry cap TUTAR_MAX_KURUS (1,000,000.00 ₺), so day figures have their own (100,000,000.00 ₺).
 */
export const GUN_TUTAR_MAX_KURUS = 10_000_000_000;

const kurus = (message: string, max = TUTAR_MAX_KURUS) => v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message));
const gunKurus = (message: string) => kurus(message, GUN_TUTAR_MAX_KURUS);
const gunMetni = (message: string) => v.pipe(v.string(message), v.regex(/^\d{4}-\d{2}-\d{2}$/, message), v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && s >= '2000-01-01' && s <= '2099-12-31', message));

/** gunAc: open the working day with the cash in the drawer (opening float). */
export const GunAcSchema = v.object({
  // the engine finds the handler by it (POST /api/isletme/cafe/islem)
  tur: v.literal('gunAc', 'cafe.v.tur'),
  acilisKasasiKurus: v.optional(kurus('cafe.gun.v.acilisKasasi'), 0),
});
export type GunAcGirdisi = v.InferOutput<typeof GunAcSchema>;

/**
 * gunsonu: close the open working day. The count is typed blind (the expected figure comes only in the answer);
 * devret = carry the still open checks over to the next working day (an explicit, logged choice).
 */
export const GunsonuSchema = v.object({
  tur: v.literal('gunsonu', 'cafe.v.tur'),
  sayilanNakitKurus: v.optional(gunKurus('cafe.gun.v.sayilan'), EKSIK),
  okcZKurus: v.optional(v.nullable(gunKurus('cafe.gun.v.okcZ')), null),
  aciklama: v.optional(v.pipe(v.string('cafe.gun.v.aciklama'), v.trim(), v.maxLength(500, 'cafe.gun.v.aciklama')), ''),
  devret: v.optional(v.boolean('cafe.gun.v.devret'), false),
});
export type GunsonuGirdisi = v.InferOutput<typeof GunsonuSchema>;

export const DUZELTME_ALANLARI = ['sayilan_nakit', 'okc_z'] as const;
export type DuzeltmeAlani = (typeof DUZELTME_ALANLARI)[number];

/** A correction of a closed day end: a new row, the report itself never changes. */
export const GunsonuDuzeltmeSchema = v.object({
  alan: v.optional(v.picklist(DUZELTME_ALANLARI, 'cafe.gun.v.alan'), EKSIK),
  yeniKurus: v.optional(gunKurus('cafe.gun.v.yeniKurus'), EKSIK),
  neden: v.optional(v.pipe(v.string('cafe.gun.v.neden'), v.trim(), v.minLength(1, 'cafe.gun.v.neden'), v.maxLength(500, 'cafe.gun.v.neden')), EKSIK),
});
export type GunsonuDuzeltmeGirdisi = v.InferOutput<typeof GunsonuDuzeltmeSchema>;

export const ADISYON_DURUMLARI = ['acik', 'kapali', 'birlesti'] as const;
export const ADISYON_ODEMELERI = ['nakit', 'kart', 'havale', 'yemek_karti', 'diger', 'veresiye'] as const;
export type AdisyonOdemesi = (typeof ADISYON_ODEMELERI)[number];
export const RAPOR_SAYFA_BOYUTU = 50;
const ARALIK_MAX_GUN = 366;

const aralik = <T extends v.ObjectEntries>(entries: T) => v.pipe(
  v.object({ bas: v.optional(gunMetni('cafe.gun.v.gun')), bit: v.optional(gunMetni('cafe.gun.v.gun')), ...entries }),
  v.check((s) => { const a = s as Aralik; return !a.bas || !a.bit || a.bas <= a.bit; }, 'cafe.gun.v.aralikTers'),
  v.check((s) => { const a = s as Aralik; return !a.bas || !a.bit || gunSayisi(a.bas, a.bit) <= ARALIK_MAX_GUN; }, 'cafe.gun.v.aralikUzun'),
);
interface Aralik { bas?: string; bit?: string }
const sayiMetni = (message: string) => v.pipe(v.string(message), v.regex(/^[1-9]\d{0,9}$/, message), v.transform(Number), v.maxValue(0xffffffff, message));

/** ?bas=&bit=&masa=&garson=&odeme=&durum=&sayfa= of the check report; the period is over working days' business dates. */
export const AdisyonRaporSorguSchema = aralik({
  masa: v.optional(sayiMetni('cafe.gun.v.masa')),
  garson: v.optional(sayiMetni('cafe.gun.v.garson')),
  odeme: v.optional(v.picklist(['', ...ADISYON_ODEMELERI], 'cafe.gun.v.odeme'), ''),
  durum: v.optional(v.picklist(['', ...ADISYON_DURUMLARI], 'cafe.gun.v.durum'), ''),
  sayfa: v.optional(sayiMetni('cafe.gun.v.sayfa'), '1' as never),
});
export type AdisyonRaporSorgusu = v.InferOutput<typeof AdisyonRaporSorguSchema>;

/** ?bas=&bit=&masa=&kullanici= of the transfer logs (bas/bit are calendar dates in the venue's zone and cutoff). */
export const TransferSorguSchema = aralik({
  masa: v.optional(sayiMetni('cafe.gun.v.masa')),
  kullanici: v.optional(sayiMetni('cafe.gun.v.kullanici')),
});
export type TransferSorgusu = v.InferOutput<typeof TransferSorguSchema>;

// ---- what the panel reads ----

export interface Tutarlar { adet: number; kurus: number }

/** The figures of one working day (X report: now, open; day end: frozen in cafe_gunsonu.rapor). */
export interface GunRaporu {
  gunId: number;
  isGunu: string;
  acilis: string;
  /** the instant the figures were taken (X) or the day was closed */
  zaman: string;
  acilisKasasiKurus: number;
  adisyon: { adet: number; ilkNo: number | null; sonNo: number | null; misafir: number; ortalamaKurus: number; acikAdet: number; acikKurus: number };
  /** closed checks' total after every discount (what the guests owed) */
  satisKurus: number;
  /** money that came in on this day, by payment method (veresiye: on a customer's account, no money) */
  odemeler: Array<{ odeme: AdisyonOdemesi } & Tutarlar>;
  tahsilatKurus: number;
  kategoriler: Array<{ ad: string; adet: number; kurus: number }>;
  garsonlar: Array<{ id: number | null; ad: string; adisyon: number; kurus: number }>;
  /** KDV-inclusive sales per rate and the net / VAT split (check discounts spread over the lines) */
  kdv: Array<{ oran: number; brutKurus: number; netKurus: number; kdvKurus: number }>;
  indirim: { kalemKurus: number; adisyonKurus: number; adet: number };
  ikramlar: Array<{ ad: string; adet: number; kurus: number; neden: string; kullanici: string | null }>;
  iptaller: Array<{ ad: string; adet: number; kurus: number; neden: string; kullanici: string | null }>;
  ikramKurus: number;
  iptalKurus: number;
  /** what the drawer should hold: opening float + cash payments + manual cash in − manual cash out */
  nakit: { acilisKurus: number; adisyonKurus: number; girisKurus: number; cikisKurus: number; beklenenKurus: number };
}

/** The venue on a printed report's header: name, address (with the city) and tax number. */
export interface BaskiIsletmesi { ad: string; adres: string; vergiNo: string | null }

export interface GunOzeti {
  id: number;
  isGunu: string;
  durum: 'acik' | 'kapali';
  acilis: string;
  kapanis: string | null;
  acilisKasasiKurus: number;
  acan: string | null;
  kapatan: string | null;
  adisyonAdet: number;
  satisKurus: number;
  nakitKurus: number;
  gunsonu: { id: number; no: number; farkKurus: number } | null;
}

export interface GunsonuKaydi {
  id: number;
  no: number;
  gunId: number;
  isGunu: string;
  beklenenNakitKurus: number;
  sayilanNakitKurus: number;
  farkKurus: number;
  okcZKurus: number | null;
  aciklama: string;
  kullanici: string | null;
  zaman: string;
  rapor: GunRaporu;
  duzeltmeler: Array<{ id: number; alan: DuzeltmeAlani; eskiKurus: number | null; yeniKurus: number; neden: string; kullanici: string | null; zaman: string }>;
}

/** A check still open at day end. */
export interface AcikAdisyon { id: number; no: number; masa: string; toplamKurus: number; odenenKurus: number; acilis: string; garson: string | null }
/** GET …/gun: the open day and the past ones. */
export interface GunListesi { acik: GunOzeti | null; gunler: GunOzeti[]; saatDilimi: string; gunDonumuSaat: number }
/** A payment taken without an ÖKC receipt number (the cashier may add it while the day is open). */
export interface FissizOdeme { id: number; odeme: string; tutarKurus: number; zaman: string }
/** A check of the day with payments taken without an ÖKC receipt number (sum and count of those payments, and each). */
export interface FissizAdisyon { id: number; no: number; masa: string; durum: string; odemeSayisi: number; tutarKurus: number; zaman: string; odemeler: FissizOdeme[] }
/**
 * GET …/gunsonu: the open day and its open checks; when the venue requires receipt numbers (fisNoZorunlu), the checks
 * of the day paid without one.
 */
export interface GunsonuDurumu {
  gun: { id: number; isGunu: string; acilis: string; acilisKasasiKurus: number } | null; acikAdisyonlar: AcikAdisyon[]; saatDilimi: string; baski: BaskiIsletmesi;
  fisNoZorunlu: boolean; fissizAdisyonlar: FissizAdisyon[];
}
/** The answer of the day-end operation. */
export interface GunsonuCevabi {
  no: number; gunId: number; isGunu: string; beklenenNakitKurus: number; sayilanNakitKurus: number; farkKurus: number;
  okcZKurus: number | null; okcFarkKurus: number | null; devredilen: number; rapor: GunRaporu;
}
/** GET …/gunsonu/:id: a day-end report with the venue's header for printing. */
export interface GunsonuBelgesi extends GunsonuKaydi {
  isletme: { ad: string; adres: string; sehir: string; vergiNo: string | null; fisUstBilgi: string; saatDilimi: string };
}
/** GET …/xrapor: the open day's running report. */
export interface XRaporu { isletme: string; baski: BaskiIsletmesi; saatDilimi: string; rapor: GunRaporu | null }
