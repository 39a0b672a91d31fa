/**
 * Venue-zone maths shared by campaign timing and booking availability. Days are UTC-midnight epochs of the local
 * calendar day. One cached formatter per zone: building an Intl.DateTimeFormat per call made a day's availability
 * cost milliseconds.
 */
export const GUN_MS = 86_400_000;
export const DK_MS = 60_000;

/** The zone of a venue that has not chosen another (and of the platform's own screens). */
export const VARSAYILAN_DILIM = 'Europe/Istanbul';

const bicimler = new Map<string, Intl.DateTimeFormat>();

/** The cached formatter of a zone; throws for a zone Intl doesn't know. */
export function bicim(timeZone: string): Intl.DateTimeFormat {
  let f = bicimler.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    bicimler.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the zone (an unknown zone would otherwise throw deep inside the maths). */
export function gecerliSaatDilimi(saatDilimi: string): boolean {
  try {
    bicim(saatDilimi);
    return true;
  } catch {
    return false;
  }
}

/** Offset (ms) of `timeZone` from UTC at instant `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of bicim(timeZone).formatToParts(new Date(ms))) p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(ms / 1000) * 1000;
}

/** The local calendar day (UTC-midnight epoch) and weekday of an instant in `timeZone`. */
export function localDay(ms: number, timeZone: string): { dayMs: number; weekday: number } {
  const dayMs = Math.floor((ms + offsetAt(ms, timeZone)) / GUN_MS) * GUN_MS;
  return { dayMs, weekday: new Date(dayMs).getUTCDay() };
}

/** The hour (0–23) on the wall clock of `timeZone` at instant `ms`. */
export function yerelSaat(ms: number, timeZone: string): number {
  const yerel = ms + offsetAt(ms, timeZone);
  return Math.floor((((yerel % GUN_MS) + GUN_MS) % GUN_MS) / 3_600_000);
}

/** Instant of a wall-clock time (minutes after local midnight of `dayMs`); a time inside a DST gap moves forward. */
export function wallToEpoch(dayMs: number, minutes: number, timeZone: string): number {
  const guess = dayMs + minutes * DK_MS;
  const first = guess - offsetAt(guess, timeZone);
  return guess - offsetAt(first, timeZone);
}

/** Today ('YYYY-MM-DD') in `timeZone` at `ms`; a zone Intl does not know counts as the default zone. */
export function bugun(timeZone: string, ms = Date.now()): string {
  let f: Intl.DateTimeFormat;
  try {
    f = bicim(timeZone);
  } catch {
    f = bicim(VARSAYILAN_DILIM);
  }
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(ms)) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day}`;
}

/** The calendar day `n` days after (or before) 'YYYY-MM-DD'. */
export function gunEkle(gun: string, n: number): string {
  const [y, m, d] = gun.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
