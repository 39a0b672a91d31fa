import { bicim, localDay, wallToEpoch, GUN_MS } from '@lib/zaman/dilim';

/** Month maths of the retention report: local months of the venue, cohort offsets, the "three months ago" instant. */

export const KOHORT_AY = 12;

/** The zone's offset from UTC (minutes) at an instant: SQLite's strftime takes it as a '+180 minutes' modifier. */
export function utcFarkDk(ms: number, saatDilimi: string): number {
  const p: Record<string, number> = {};
  for (const part of bicim(saatDilimi).formatToParts(new Date(ms))) p[part.type] = Number(part.value);
  const duvar = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
  return Math.round((duvar - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/** The strftime modifier of an offset: 180 → '+180 minutes'. */
export const dkDegistirici = (dk: number): string => `${dk >= 0 ? '+' : ''}${dk} minutes`;

/** 'YYYY-MM' shifted by `n` months. */
export function ayKaydir(ay: string, n: number): string {
  const [y, m] = ay.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Whole months from `a` to `b` ('2026-01' → '2026-03' = 2). */
export function ayFarki(a: string, b: string): number {
  const [ya, ma] = a.split('-').map(Number) as [number, number];
  const [yb, mb] = b.split('-').map(Number) as [number, number];
  return (yb - ya) * 12 + (mb - ma);
}

/** The local month 'YYYY-MM' of an instant. */
export function yerelAy(ms: number, saatDilimi: string): string {
  return new Date(localDay(ms, saatDilimi).dayMs).toISOString().slice(0, 7);
}

/** The last `n` local months, oldest first, ending with the current one. */
export function sonAylar(simdi: number, saatDilimi: string, n = KOHORT_AY): string[] {
  const bu = yerelAy(simdi, saatDilimi);
  return Array.from({ length: n }, (_, i) => ayKaydir(bu, i - n + 1));
}

/** UTC ISO start of a local month. */
export function ayBasiIso(ay: string, saatDilimi: string): string {
  const [y, m] = ay.split('-').map(Number) as [number, number];
  return new Date(wallToEpoch(Date.UTC(y, m - 1, 1), 0, saatDilimi)).toISOString();
}

/**
 * The same wall-clock time `ay` calendar months before `simdi` (31 May − 3 months = 28/29 February): the instant the
 * segment moves compare against.
 */
export function aylarOnce(simdi: number, saatDilimi: string, ay: number): number {
  const gun = localDay(simdi, saatDilimi).dayMs;
  const dakika = Math.floor((simdi - wallToEpoch(gun, 0, saatDilimi)) / 60_000);
  const d = new Date(gun);
  const hedefAy = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - ay, 1));
  const ayinSonGunu = new Date(Date.UTC(hedefAy.getUTCFullYear(), hedefAy.getUTCMonth() + 1, 0)).getUTCDate();
  const hedefGun = Date.UTC(hedefAy.getUTCFullYear(), hedefAy.getUTCMonth(), Math.min(d.getUTCDate(), ayinSonGunu));
  return Math.min(wallToEpoch(hedefGun, dakika, saatDilimi), simdi - GUN_MS);
}

export interface KohortSatiri {
  /** first-visit month 'YYYY-MM' */
  ay: string;
  /** customers whose first visit was in that month */
  musteri: number;
  /** per month after (0 … 11): how many of them visited; null = that month is still in the future */
  donen: (number | null)[];
}

/**
 * The cohort table from grouped counts: `boyutlar` customers per first-visit month, `ziyaretler` distinct customers of
 * a cohort who visited in a month. Months outside `aylar` are ignored.
 */
export function kohortTablosu(aylar: readonly string[], boyutlar: readonly { kohort: string; sayi: number }[], ziyaretler: readonly { kohort: string; ay: string; sayi: number }[]): KohortSatiri[] {
  const son = aylar[aylar.length - 1] ?? '';
  const satirlar = new Map(aylar.map((ay) => [ay, {
    ay, musteri: 0,
    donen: Array.from({ length: KOHORT_AY }, (_, i) => (ayFarki(ay, son) >= i ? 0 : null)) as (number | null)[],
  }]));
  for (const b of boyutlar) { const s = satirlar.get(b.kohort); if (s) s.musteri += b.sayi; }
  for (const z of ziyaretler) {
    const s = satirlar.get(z.kohort);
    const i = ayFarki(z.kohort, z.ay);
    if (s && i >= 0 && i < KOHORT_AY && s.donen[i] !== null) s.donen[i] = (s.donen[i] ?? 0) + z.sayi;
  }
  return [...satirlar.values()];
}

/** Whole percent of a part (0 when the whole is 0). */
export const yuzde = (pay: number, payda: number): number => (payda > 0 ? Math.round((pay * 100) / payda) : 0);
