import type { SistemKaydi } from '@lib/randevu/kayit-metni';
import * as v from 'valibot';
import { gunMs, tarihMetni } from '@lib/randevu/time';
import { GUN_MS, bicim, localDay, wallToEpoch } from '@lib/zone';
import { isGunu, isGunuAraligi } from '@lib/zaman/isgunu';
import { ODEME_YONTEMLERI, type OdemeYontemi } from '@lib/schemas/parametre';

export { ODEME_YONTEMLERI, type OdemeYontemi };

/**
 * Cash movements, the customer debt ledger (cari) and the balance report of the appointment panel
 * (/isletme/randevutakip/kasa-hareketleri, /cari-takip, /caribakiyeraporu): shared by the worker and the panel.
 * Amounts are integer kuruş; the form's date-time is a wall-clock time in the venue zone ('YYYY-MM-DDTHH:MM').
 */

export const KASA_TURLERI = ['gelir', 'gider'] as const;
export const CARI_TURLERI = ['borc', 'tahsilat'] as const;
export type KasaTuru = (typeof KASA_TURLERI)[number];
export type CariTuru = (typeof CARI_TURLERI)[number];

/** the CHECK of kasa / cari */
export const TUTAR_MAX_KURUS = 100_000_000;
/** longest range of one list or report (a year and a day, so "this year" and any 12 months fit) */
export const ARALIK_MAX_GUN = 366;
/** rows of one cash list answer; totals always cover the whole range */
export const KASA_LISTE_LIMIT = 1000;
export const CARI_SON_LIMIT = 100;
export const MUSTERI_ARAMA_LIMIT = 20;
export const ACIKLAMA_MAX = 500;

// ---- wall-clock date-times in the venue zone ----

/** 'YYYY-MM-DDTHH:MM' (seconds tolerated) → its calendar day and minutes, or null (incl. 2026-02-30, 24:00). */
export function yerelZamanOku(text: string): { gun: string; dakika: number } | null {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(text.trim());
  if (!m || gunMs(m[1]!) === null) return null;
  const saat = Number(m[2]);
  const dakika = Number(m[3]);
  if (saat > 23 || dakika > 59) return null;
  return { gun: m[1]!, dakika: saat * 60 + dakika };
}

/** Wall time in `tz` → UTC ISO instant (a time inside a DST gap moves forward). */
export function yerelZamanIso(text: string, tz: string): string | null {
  const okunan = yerelZamanOku(text);
  if (!okunan) return null;
  return new Date(wallToEpoch(gunMs(okunan.gun)!, okunan.dakika, tz)).toISOString();
}

/** An instant → 'YYYY-MM-DDTHH:MM' wall time in `tz` (what a datetime-local input shows). */
export function isoYerelMetin(iso: string | number, tz: string): string {
  const ms = typeof iso === 'number' ? iso : Date.parse(iso);
  const p: Record<string, string> = {};
  for (const part of bicim(tz).formatToParts(new Date(ms))) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The venue-zone calendar day 'YYYY-MM-DD' of an instant. */
export function yerelGun(iso: string | number, tz: string): string {
  return tarihMetni(localDay(typeof iso === 'number' ? iso : Date.parse(iso), tz).dayMs);
}

/**
 * [start, end) instants (UTC ISO) of the venue's business days bas…bit inclusive: a day starts at `gunDonumuSaat`
 * local time (a venue open past midnight books 01:30 to the day before); 23–25 h around DST.
 */
export function gunAraligiIso(bas: string, bit: string, tz: string, gunDonumuSaat = 0): [string, string] {
  return [isGunuAraligi(bas, tz, gunDonumuSaat).baslangic, isGunuAraligi(bit, tz, gunDonumuSaat).bitis];
}

/** The business day 'YYYY-MM-DD' of an instant (see gunAraligiIso). */
export function isGunuOf(iso: string | number, tz: string, gunDonumuSaat = 0): string {
  return isGunu(new Date(typeof iso === 'number' ? iso : Date.parse(iso)).toISOString(), tz, gunDonumuSaat);
}

export const HIZLI_ARALIKLAR = ['bugun', 'dun', 'hafta', 'ay'] as const;
export type HizliAralik = (typeof HIZLI_ARALIKLAR)[number];

const gunEkle = (tarih: string, gun: number) => tarihMetni(gunMs(tarih)! + gun * GUN_MS);

/** Quick ranges around `bugun` (the venue's today); weeks start on Monday, as in Turkey. */
export function hizliAralik(tur: HizliAralik, bugun: string): { bas: string; bit: string } {
  if (tur === 'dun') {
    const dun = gunEkle(bugun, -1);
    return { bas: dun, bit: dun };
  }
  if (tur === 'hafta') {
    const haftaGunu = (new Date(gunMs(bugun)!).getUTCDay() + 6) % 7;
    return { bas: gunEkle(bugun, -haftaGunu), bit: bugun };
  }
  if (tur === 'ay') return { bas: `${bugun.slice(0, 8)}01`, bit: bugun };
  return { bas: bugun, bit: bugun };
}

/** Which quick range bas…bit is, if any. */
export function hangiHizliAralik(bas: string, bit: string, bugun: string): HizliAralik | null {
  return HIZLI_ARALIKLAR.find((tur) => {
    const a = hizliAralik(tur, bugun);
    return a.bas === bas && a.bit === bit;
  }) ?? null;
}

/**
 * The previous / next period: a range of whole months (or this month so far) moves by calendar months, a week from
 * Monday (or this week so far) by whole weeks, anything else by its own length in days.
 */
export function kaydirilmisAralik(bas: string, bit: string, yon: 1 | -1): { bas: string; bit: string } {
  const ayBasi = bas.endsWith('-01');
  const sonrakiAyBasi = (tarih: string, ay: number) => {
    const d = new Date(gunMs(`${tarih.slice(0, 8)}01`)!);
    return tarihMetni(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + ay, 1));
  };
  if (ayBasi && bas !== bit && (gunEkle(bit, 1).endsWith('-01') || bit.slice(0, 7) === bas.slice(0, 7))) {
    const aylar = (Number(bit.slice(0, 4)) - Number(bas.slice(0, 4))) * 12 + Number(bit.slice(5, 7)) - Number(bas.slice(5, 7)) + 1;
    const yeniBas = sonrakiAyBasi(bas, yon * aylar);
    return { bas: yeniBas, bit: gunEkle(sonrakiAyBasi(yeniBas, aylar), -1) };
  }
  const pazartesi = new Date(gunMs(bas)!).getUTCDay() === 1;
  if (pazartesi && bas !== bit && gunSayisi(bas, bit) <= 7) {
    const yeniBas = gunEkle(bas, 7 * yon);
    return { bas: yeniBas, bit: gunEkle(yeniBas, 6) };
  }
  const adim = gunSayisi(bas, bit) * yon;
  return { bas: gunEkle(bas, adim), bit: gunEkle(bit, adim) };
}

/** Days in bas…bit inclusive (0 when bit < bas). */
export function gunSayisi(bas: string, bit: string): number {
  return Math.max(0, Math.round((gunMs(bit)! - gunMs(bas)!) / GUN_MS) + 1);
}

// ---- input ----

// a missing key runs the field's check on a blank default, so the answer names the field instead of "invalid input"
const EKSIK = '' as never;
const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(0xffffffff, message));
const tutar = v.optional(
  v.pipe(v.number('rfinans.v.tutar'), v.integer('rfinans.v.tutarTam'), v.minValue(1, 'rfinans.v.tutar'), v.maxValue(TUTAR_MAX_KURUS, 'rfinans.v.tutarFazla')),
  EKSIK,
);
const tarih = v.optional(v.pipe(v.string('rfinans.v.tarih'), v.check((s) => {
  const okunan = yerelZamanOku(s);
  return okunan !== null && okunan.gun >= '2000-01-01' && okunan.gun <= '2099-12-31';
}, 'rfinans.v.tarih')), EKSIK);
const aciklama = v.optional(v.pipe(v.string('rfinans.v.aciklama'), v.trim(), v.maxLength(ACIKLAMA_MAX, 'rfinans.v.aciklama')), '');

/** Cash movement create / edit. */
export const KasaGirdiSchema = v.object({
  tur: v.optional(v.picklist(KASA_TURLERI, 'rfinans.v.kasaTur'), EKSIK),
  odeme: v.optional(v.picklist(ODEME_YONTEMLERI, 'rfinans.v.odeme'), EKSIK),
  tutarKurus: tutar,
  tarih,
  aciklama,
  musteriId: v.optional(v.nullable(id('rfinans.v.musteri')), null),
});
export type KasaGirdisi = v.InferOutput<typeof KasaGirdiSchema>;

/** Ledger movement edit (the customer stays). */
export const CariGuncelleSchema = v.object({
  tur: v.optional(v.picklist(CARI_TURLERI, 'rfinans.v.cariTur'), EKSIK),
  tutarKurus: tutar,
  tarih,
  aciklama,
});
export type CariGuncelleGirdisi = v.InferOutput<typeof CariGuncelleSchema>;

/** Ledger movement create; a tahsilat may also go into the cash book with a payment method. */
export const CariGirdiSchema = v.pipe(
  v.object({
    musteriId: v.optional(id('rfinans.v.musteri'), EKSIK),
    ...CariGuncelleSchema.entries,
    kasaOdeme: v.optional(v.nullable(v.picklist(ODEME_YONTEMLERI, 'rfinans.v.odeme')), null),
  }),
  v.check((g) => g.kasaOdeme === null || g.tur === 'tahsilat', 'rfinans.v.kasaSadeceTahsilat'),
);
export type CariGirdisi = v.InferOutput<typeof CariGirdiSchema>;

// ---- queries ----

const gun = (message: string) => v.pipe(v.string(message), v.check((s) => gunMs(s) !== null && s >= '2000-01-01' && s <= '2099-12-31', message));

/** ?bas=&bit=&tur=&odeme= of the cash list (bas/bit default to the venue's today). */
export const KasaSorguSchema = v.pipe(
  v.object({
    bas: v.optional(gun('rfinans.v.gun')),
    bit: v.optional(gun('rfinans.v.gun')),
    tur: v.optional(v.picklist(['', ...KASA_TURLERI], 'rfinans.v.kasaTur'), ''),
    odeme: v.optional(v.picklist(['', ...ODEME_YONTEMLERI], 'rfinans.v.odeme'), ''),
  }),
  v.check((s) => !s.bas || !s.bit || s.bas <= s.bit, 'rfinans.v.aralikTers'),
  v.check((s) => !s.bas || !s.bit || gunSayisi(s.bas, s.bit) <= ARALIK_MAX_GUN, 'rfinans.v.aralikUzun'),
);
export type KasaSorgusu = v.InferOutput<typeof KasaSorguSchema>;

export const MusteriAraSorguSchema = v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(100, 'rfinans.v.arama')), '') });

export const BAKIYE_SIRALARI = ['bakiye', 'ad', 'son'] as const;
export type BakiyeSira = (typeof BAKIYE_SIRALARI)[number];
export const BakiyeSorguSchema = v.object({
  bakiyeli: v.optional(v.picklist(['0', '1'], 'rfinans.v.bakiyeli'), '0'),
  sira: v.optional(v.picklist(BAKIYE_SIRALARI, 'rfinans.v.sira'), 'bakiye'),
});
export type BakiyeSorgusu = v.InferOutput<typeof BakiyeSorguSchema>;

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

/** Running balance of a customer's ledger, oldest first: borc raises it, tahsilat lowers it. */
export function yuruyenBakiye<T extends { tarih: string; id: number; tur: CariTuru; tutarKurus: number }>(rows: readonly T[]): (T & { bakiyeKurus: number })[] {
  let bakiye = 0;
  return [...rows]
    .sort((a, b) => a.tarih.localeCompare(b.tarih) || a.id - b.id)
    .map((row) => {
      bakiye += row.tur === 'borc' ? row.tutarKurus : -row.tutarKurus;
      return { ...row, bakiyeKurus: bakiye };
    });
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
}

export interface CariMusteri {
  id: number;
  adSoyad: string;
  telefon: string;
  silinmis: boolean;
  bakiyeKurus: number;
  hareketSayisi: number;
}

export interface CariHareket {
  id: number;
  tarih: string;
  tur: CariTuru;
  tutarKurus: number;
  aciklama: string;
  sistem: SistemKaydi | null;
  randevu: RandevuBaglanti | null;
  kaydeden: string | null;
}

export interface CariDetay {
  musteri: CariMusteri;
  /** oldest first, each with the balance after it */
  hareketler: (CariHareket & { bakiyeKurus: number })[];
  toplamBorc: number;
  toplamTahsilat: number;
  bakiye: number;
  saatDilimi: string;
}

export interface CariSonListe {
  satirlar: (CariHareket & { musteri: MusteriBaglanti })[];
  saatDilimi: string;
}

export interface BakiyeSatiri {
  musteriId: number;
  adSoyad: string;
  telefon: string;
  silinmis: boolean;
  borcKurus: number;
  tahsilatKurus: number;
  bakiyeKurus: number;
  hareketSayisi: number;
  sonHareket: string;
}

export interface BakiyeRaporu {
  satirlar: BakiyeSatiri[];
  toplam: { borc: number; tahsilat: number; bakiye: number; musteri: number; borclu: number; alacakli: number };
  saatDilimi: string;
  isletme: string;
  olusturma: string;
}
