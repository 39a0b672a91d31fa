/**
 * Day arithmetic and the 30-day revenue series of the appointment dashboard. The API groups money into 15-minute
 * UTC buckets ('YYYY-MM-DDTHH:MM', every real zone offset is a multiple of 15 minutes), so each bucket lands on
 * exactly one local day of the venue zone, DST included. Pure.
 */
import { GUN_MS } from '../zaman/dilim';
import { gunMs, tarihMetni } from './time';
import { isGunu } from '../zaman/isgunu';

/** `n` consecutive days ending with `son` (inclusive), oldest first. */
export function gunDizisi(son: string, n: number): string[] {
  const end = gunMs(son);
  if (end === null || n < 1) return [];
  return Array.from({ length: n }, (_, i) => tarihMetni(end - (n - 1 - i) * GUN_MS));
}

/** Monday … Sunday of the week holding `tarih` (Turkish weeks start on Monday). */
export function haftaGunleri(tarih: string): string[] {
  const day = gunMs(tarih);
  if (day === null) return [];
  const weekday = new Date(day).getUTCDay();
  const pazartesi = day - ((weekday + 6) % 7) * GUN_MS;
  return Array.from({ length: 7 }, (_, i) => tarihMetni(pazartesi + i * GUN_MS));
}

export interface Kova {
  /** 'YYYY-MM-DDTHH:MM' = a UTC bucket start */
  zaman: string;
  kurus: number;
  adet: number;
}

/**
 * The business day ('YYYY-MM-DD') of a bucket in `tz` whose day turns at `gunDonumuSaat` (venue parameter; 0 = the
 * calendar day), or null for an unreadable one. Buckets are 15 minutes, so a whole-hour cutoff never splits one.
 */
export function kovaGunu(zaman: string, tz: string, gunDonumuSaat = 0): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(zaman)) return null;
  const ms = Date.parse(`${zaman}:00Z`);
  return Number.isFinite(ms) ? isGunu(new Date(ms).toISOString(), tz, gunDonumuSaat) : null;
}

/** Sums buckets per local day, aligned with `gunler`; buckets on other days are left out. */
export function gunlukTopla(gunler: readonly string[], kovalar: readonly Kova[], tz: string, gunDonumuSaat = 0): { kurus: number[]; adet: number[] } {
  const index = new Map(gunler.map((g, i) => [g, i]));
  const kurus = gunler.map(() => 0);
  const adet = gunler.map(() => 0);
  for (const k of kovalar) {
    const i = index.get(kovaGunu(k.zaman, tz, gunDonumuSaat) ?? '');
    if (i === undefined) continue;
    kurus[i]! += k.kurus;
    adet[i]! += k.adet;
  }
  return { kurus, adet };
}

/** No-shows among the appointments that were due (completed + no-show), 0…1; null when none were due. */
export function gelmemeOrani(tamamlanan: number, gelmedi: number): number | null {
  const due = tamamlanan + gelmedi;
  return due > 0 ? gelmedi / due : null;
}
