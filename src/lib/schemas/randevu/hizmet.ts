import * as v from 'valibot';
import type { CokDilliMetin } from '@lib/menu/text';

/** Services and service packages of the appointment panel (/isletme/randevutakip/hizmetler, /hizmet-paketleri). */

export const SURE_MIN_DK = 5;
export const SURE_MAX_DK = 720;
export const TAMPON_MAX_DK = 240;
export const FIYAT_MAX_KURUS = 100_000_000;
export const GECERLILIK_MAX_GUN = 3650;
export const SEANS_MAX = 1000;
export const ODEME_TURLERI = ['nakit', 'kart', 'havale'] as const;
export type OdemeTuru = (typeof ODEME_TURLERI)[number];

const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(0xffffffff, message));
const tamSayi = (min: number, max: number, message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
// occupancy is kept in 5-minute cells (randevu_hucre), so every duration and buffer is a multiple of 5
const besinKati = (min: number, max: number, message: string) => v.pipe(tamSayi(min, max, message), v.multipleOf(5, message));
const fiyat = tamSayi(0, FIYAT_MAX_KURUS, 'randevu.hizmet.v.fiyat');
const benzersiz = <T>(items: readonly T[]) => new Set(items).size === items.length;

const dilMetni = v.pipe(v.string('randevu.hizmet.v.adUzun'), v.trim(), v.maxLength(100, 'randevu.hizmet.v.adUzun'));

// a missing name or duration runs the field's own check on a blank default, so the answer says what is wrong
export const HizmetSchema = v.object({
  ad: v.optional(v.object(
    {
      tr: v.pipe(v.string('randevu.hizmet.v.adTr'), v.trim(), v.minLength(1, 'randevu.hizmet.v.adTr'), v.maxLength(100, 'randevu.hizmet.v.adUzun')),
      en: v.optional(dilMetni, ''),
      de: v.optional(dilMetni, ''),
      ru: v.optional(dilMetni, ''),
    },
    'randevu.hizmet.v.adTr',
  ), { tr: '' }),
  sureDk: v.optional(besinKati(SURE_MIN_DK, SURE_MAX_DK, 'randevu.hizmet.v.sure'), 0),
  fiyatKurus: fiyat,
  onceTamponDk: v.optional(besinKati(0, TAMPON_MAX_DK, 'randevu.hizmet.v.tampon'), 0),
  sonraTamponDk: v.optional(besinKati(0, TAMPON_MAX_DK, 'randevu.hizmet.v.tampon'), 0),
  online: v.optional(v.boolean('randevu.hizmet.v.bayrak'), true),
  aktif: v.optional(v.boolean('randevu.hizmet.v.bayrak'), true),
  personelIdler: v.optional(
    v.pipe(v.array(id('randevu.hizmet.v.personel'), 'randevu.hizmet.v.personel'), v.maxLength(200, 'randevu.hizmet.v.personel'), v.check(benzersiz, 'randevu.hizmet.v.personelTekrar')),
    [],
  ),
});
export type HizmetGirdisi = v.InferOutput<typeof HizmetSchema>;

/** Inline switches of the list (either or both). */
export const HizmetDurumSchema = v.object({ aktif: v.optional(v.boolean('randevu.hizmet.v.bayrak')), online: v.optional(v.boolean('randevu.hizmet.v.bayrak')) });

const PaketHizmetSchema = v.object(
  { hizmetId: id('randevu.hizmet.v.paketHizmet'), seans: tamSayi(1, SEANS_MAX, 'randevu.hizmet.v.seans') },
  'randevu.hizmet.v.paketHizmet',
);

export const PaketSchema = v.object({
  ad: v.pipe(v.string('randevu.hizmet.v.paketAd'), v.trim(), v.minLength(1, 'randevu.hizmet.v.paketAd'), v.maxLength(120, 'randevu.hizmet.v.paketAdUzun')),
  aciklama: v.optional(v.pipe(v.string('randevu.hizmet.v.aciklama'), v.trim(), v.maxLength(500, 'randevu.hizmet.v.aciklama')), ''),
  fiyatKurus: fiyat,
  gecerlilikGun: v.optional(v.nullable(tamSayi(1, GECERLILIK_MAX_GUN, 'randevu.hizmet.v.gecerlilik')), null),
  aktif: v.optional(v.boolean('randevu.hizmet.v.bayrak'), true),
  hizmetler: v.pipe(
    v.array(PaketHizmetSchema, 'randevu.hizmet.v.paketHizmetYok'),
    v.minLength(1, 'randevu.hizmet.v.paketHizmetYok'),
    v.maxLength(50, 'randevu.hizmet.v.paketHizmetCok'),
    v.check((rows) => benzersiz(rows.map((row) => row.hizmetId)), 'randevu.hizmet.v.paketHizmetTekrar'),
  ),
});
export type PaketGirdisi = v.InferOutput<typeof PaketSchema>;

// a missing key runs the field's check on this blank default, so the answer names the field instead of "invalid input"
const EKSIK = '' as unknown as OdemeTuru;

/** Selling a package: payment now (cash/card/transfer → cash book) or null (on account → customer debt). */
export const PaketSatisSchema = v.object({
  musteriId: v.optional(id('randevu.hizmet.v.musteri'), 0),
  odeme: v.optional(v.nullable(v.picklist(ODEME_TURLERI, 'randevu.hizmet.v.odeme')), EKSIK),
});
export type PaketSatisGirdisi = v.InferOutput<typeof PaketSatisSchema>;

/** Last usable day of a package sold on `bugun` ('YYYY-MM-DD' in the venue zone); null = no expiry. */
export function sonGunHesapla(bugun: string, gecerlilikGun: number | null): string | null {
  if (gecerlilikGun === null) return null;
  const [y, m, d] = bugun.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + gecerlilikGun)).toISOString().slice(0, 10);
}



// ---- answers of the API (shared by the worker and the panel) ----

export interface Hizmet {
  id: number;
  ad: CokDilliMetin;
  sureDk: number;
  fiyatKurus: number;
  onceTamponDk: number;
  sonraTamponDk: number;
  online: boolean;
  aktif: boolean;
  personelIdler: number[];
  /** appointment items that used it (deleting is refused then) */
  randevuSayisi: number;
}

export interface HizmetPersoneli {
  id: number;
  ad: string;
  aktif: boolean;
}

export interface HizmetListesi {
  hizmetler: Hizmet[];
  personeller: HizmetPersoneli[];
}

export interface PaketHizmeti {
  hizmetId: number;
  seans: number;
}

export interface Paket {
  id: number;
  ad: string;
  aciklama: string;
  fiyatKurus: number;
  gecerlilikGun: number | null;
  aktif: boolean;
  hizmetler: PaketHizmeti[];
  /** how many times it was sold (deleting is refused then) */
  satisSayisi: number;
}

/** A service as the package screen offers it. */
export interface PaketHizmetSecenegi {
  id: number;
  ad: CokDilliMetin;
  fiyatKurus: number;
  aktif: boolean;
}

export interface PaketListesi {
  paketler: Paket[];
  hizmetler: PaketHizmetSecenegi[];
}

export interface MusteriSonucu {
  id: number;
  adSoyad: string;
  telefon: string;
}

export interface MusteriPaketi {
  id: number;
  musteriId: number;
  musteriAd: string;
  musteriTelefon: string;
  paketId: number | null;
  ad: string;
  fiyatKurus: number;
  satisZamani: string;
  sonGun: string | null;
  suresiDoldu: boolean;
  /** at least one session was used (undo is refused then) */
  kullanildi: boolean;
  hizmetler: { hizmetId: number; ad: CokDilliMetin; toplam: number; kalan: number }[];
}

export interface SatisSonucu {
  id: number;
  sonGun: string | null;
  kayit: 'kasa' | 'cari' | null;
}
