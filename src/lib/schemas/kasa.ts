import '@lib/i18n/kasa';
import type { SistemKaydi } from '@lib/randevu/kayit-metni';
import * as v from 'valibot';
import { gunMs } from '@lib/randevu/time';
import { ODEME_YONTEMLERI, type OdemeYontemi } from '@lib/schemas/parametre';
import { gunSayisi } from '@lib/zaman/aralik';
import { isGunuOf } from '@lib/zaman/isgunu';
import { yerelZamanOku } from '@lib/zaman/yerel';

/**
 * The venue's cash book (kasa: /isletme/randevutakip/kasa-hareketleri, the cafe's kasa-hareketleri), shared by the
 * worker and the panel; the fields and links the customer ledger (schemas/cari.ts) shares with it live here too.
 * Amounts are integer kuruş; the form's date-time is a wall-clock time in the venue zone ('YYYY-MM-DDTHH:MM').
 */

export const KASA_TURLERI = ['gelir', 'gider'] as const;
export type KasaTuru = (typeof KASA_TURLERI)[number];

/** the CHECK of kasa / cari */
export const TUTAR_MAX_KURUS = 100_000_000;
/** longest range of one list or report (a year and a day, so "this year" and any 12 months fit) */
export const ARALIK_MAX_GUN = 366;
/** rows of one cash list answer; totals always cover the whole range */
export const KASA_LISTE_LIMIT = 1000;
export const ACIKLAMA_MAX = 500;

// ---- input fields (the ledger's too) ----

/** a missing key runs the field's check on a blank default, so the answer names the field instead of "invalid input" */
export const EKSIK = '' as never;
export const kimlikSemasi = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(0xffffffff, message));
export const tutarSemasi = v.optional(
  v.pipe(v.number('kasa.v.tutar'), v.integer('kasa.v.tutarTam'), v.minValue(1, 'kasa.v.tutar'), v.maxValue(TUTAR_MAX_KURUS, 'kasa.v.tutarFazla')),
  EKSIK,
);
export const tarihSemasi = v.optional(v.pipe(v.string('kasa.v.tarih'), v.check((s) => {
  const okunan = yerelZamanOku(s);
  return okunan !== null && okunan.gun >= '2000-01-01' && okunan.gun <= '2099-12-31';
}, 'kasa.v.tarih')), EKSIK);
export const aciklamaSemasi = v.optional(v.pipe(v.string('kasa.v.aciklama'), v.trim(), v.maxLength(ACIKLAMA_MAX, 'kasa.v.aciklama')), '');

/** Cash movement create / edit. */
export const KasaGirdiSchema = v.object({
  tur: v.optional(v.picklist(KASA_TURLERI, 'kasa.v.tur'), EKSIK),
  odeme: v.optional(v.picklist(ODEME_YONTEMLERI, 'kasa.v.odeme'), EKSIK),
  tutarKurus: tutarSemasi,
  tarih: tarihSemasi,
  aciklama: aciklamaSemasi,
  musteriId: v.optional(v.nullable(kimlikSemasi('kasa.v.musteri')), null),
});
export type KasaGirdisi = v.InferOutput<typeof KasaGirdiSchema>;

// ---- queries ----

const gun = (message: string) => v.pipe(v.string(message), v.check((s) => gunMs(s) !== null && s >= '2000-01-01' && s <= '2099-12-31', message));

/** ?bas=&bit=&tur=&odeme= of the cash list (bas/bit default to the venue's today). */
export const KasaSorguSchema = v.pipe(
  v.object({
    bas: v.optional(gun('kasa.v.gun')),
    bit: v.optional(gun('kasa.v.gun')),
    tur: v.optional(v.picklist(['', ...KASA_TURLERI], 'kasa.v.tur'), ''),
    odeme: v.optional(v.picklist(['', ...ODEME_YONTEMLERI], 'kasa.v.odeme'), ''),
  }),
  v.check((s) => !s.bas || !s.bit || s.bas <= s.bit, 'kasa.v.aralikTers'),
  v.check((s) => !s.bas || !s.bit || gunSayisi(s.bas, s.bit) <= ARALIK_MAX_GUN, 'kasa.v.aralikUzun'),
);
export type KasaSorgusu = v.InferOutput<typeof KasaSorguSchema>;

// ---- pure maths (unit-tested) ----

export type YontemTutari = Record<OdemeYontemi, number>;
export interface GunRaporu {
  /** venue-zone day 'YYYY-MM-DD' */
  tarih: string;
  gelir: YontemTutari & { toplam: number };
  gider: YontemTutari & { toplam: number };
  net: number;
  adet: number;
}

const bosYontem = () => ({ ...(Object.fromEntries(ODEME_YONTEMLERI.map((y) => [y, 0])) as YontemTutari), toplam: 0 });
const bosGun = (tarih: string): GunRaporu => ({ tarih, gelir: bosYontem(), gider: bosYontem(), net: 0, adet: 0 });

/** Per business day: income and expense per payment method and net, days ascending, plus the grand total. */
export function gunlukRapor(rows: readonly { tarih: string; tur: KasaTuru; odeme: OdemeYontemi; tutarKurus: number }[], tz: string, gunDonumuSaat = 0): { gunler: GunRaporu[]; toplam: GunRaporu } {
  const gunler = new Map<string, GunRaporu>();
  const toplam = bosGun('');
  for (const row of rows) {
    const tarih = isGunuOf(row.tarih, tz, gunDonumuSaat);
    let g = gunler.get(tarih);
    if (!g) gunler.set(tarih, (g = bosGun(tarih)));
    for (const hedef of [g, toplam]) {
      hedef[row.tur][row.odeme] += row.tutarKurus;
      hedef[row.tur].toplam += row.tutarKurus;
      hedef.net += row.tur === 'gelir' ? row.tutarKurus : -row.tutarKurus;
      hedef.adet += 1;
    }
  }
  return { gunler: [...gunler.values()].sort((a, b) => a.tarih.localeCompare(b.tarih)), toplam };
}

// ---- answers ----

export interface MusteriBaglanti { id: number; adSoyad: string; silinmis: boolean }
export interface RandevuBaglanti { id: number; kod: string; baslangic: string }
/** the cafe check a payment row belongs to (kaynak 'adisyon') */
export interface AdisyonBaglanti { id: number; no: number }

export const KASA_KAYNAKLARI = ['manuel', 'randevu', 'paket', 'adisyon'] as const;
export type KasaKaynagi = (typeof KASA_KAYNAKLARI)[number];

export interface KasaSatiri {
  id: number;
  tarih: string;
  tur: KasaTuru;
  odeme: OdemeYontemi;
  /** where the movement came from (typed by hand, an appointment, a package sale, a cafe check) */
  kaynak: KasaKaynagi;
  tutarKurus: number;
  /** what a person typed */
  aciklama: string;
  /** what the system wrote (kayitMetni puts it into words) */
  sistem: SistemKaydi | null;
  musteri: MusteriBaglanti | null;
  randevu: RandevuBaglanti | null;
  adisyon: AdisyonBaglanti | null;
  kaydeden: string | null;
}

export interface KasaToplami {
  gelir: number;
  gider: number;
  net: number;
  adet: number;
  odeme: Record<OdemeYontemi, { gelir: number; gider: number }>;
}

export interface KasaListesi {
  bas: string;
  bit: string;
  bugun: string;
  saatDilimi: string;
  /** business day turns at this local hour (venue parameter) */
  gunDonumuSaat: number;
  /** payment methods the venue offers (venue parameter); older rows may carry others */
  odemeYontemleri: OdemeYontemi[];
  satirlar: KasaSatiri[];
  toplam: KasaToplami;
  /** more rows than KASA_LISTE_LIMIT in the range: the list shows the newest, the totals still cover all */
  kesildi: boolean;
}

export interface KasaRaporu {
  isletme: string;
  bas: string;
  bit: string;
  saatDilimi: string;
  gunDonumuSaat: number;
  olusturma: string;
  gunler: GunRaporu[];
  toplam: GunRaporu;
  /** deposits received in the range by where they stand: held (not settled yet), taken (deducted or kept), refunded */
  kapora?: KasaKaporaRaporu;
}

/** The cash book screen's filter (an empty range: the venue's today). */
export interface KasaFiltre { bas: string; bit: string; tur: KasaTuru | ''; odeme: OdemeYontemi | '' }

/**
 * Deposits received in the range (the "Kapora · KOD" rows) and where they stand now; integer kuruş,
 * alinan = mahsup + tutulan + iade + elde.
 */
export interface KasaKaporaRaporu {
  adet: number;
  alinanKurus: number;
  /** deducted from their completed appointment */
  mahsupKurus: number;
  /** kept on a no-show */
  tutulanKurus: number;
  iadeKurus: number;
  /** still held: the appointment is not settled yet */
  eldeKurus: number;
}
