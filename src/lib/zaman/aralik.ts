import { gunMs, tarihMetni } from '@lib/randevu/time';
import { GUN_MS, gunEkle } from './dilim';

/** Ranges of calendar days 'YYYY-MM-DD' (bas…bit inclusive): their length, the quick ranges, the previous / next period. */

export const HIZLI_ARALIKLAR = ['bugun', 'dun', 'hafta', 'ay'] as const;
export type HizliAralik = (typeof HIZLI_ARALIKLAR)[number];

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
