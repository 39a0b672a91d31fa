/**
 * Venue-zone helpers for the booking maths. Days are UTC-midnight epochs of the local calendar day. Same maths as
 * src/lib/menu/campaign.ts, but with one cached formatter per zone: building an Intl.DateTimeFormat per call made
 * a day's availability cost milliseconds.
 */
export const GUN_MS = 86_400_000;
export const DK_MS = 60_000;

const bicimler = new Map<string, Intl.DateTimeFormat>();

function bicim(timeZone: string): Intl.DateTimeFormat {
  let f = bicimler.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    bicimler.set(timeZone, f);
  }
  return f;
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

/** Instant of a wall-clock time (minutes after local midnight of `dayMs`); a time inside a DST gap moves forward. */
export function wallToEpoch(dayMs: number, minutes: number, timeZone: string): number {
  const guess = dayMs + minutes * DK_MS;
  const first = guess - offsetAt(guess, timeZone);
  return guess - offsetAt(first, timeZone);
}

/** 'YYYY-MM-DD' → UTC-midnight epoch of that calendar day, or null for anything else (incl. 2026-02-30). */
export function gunMs(tarih: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(tarih);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === tarih ? ms : null;
}

/** UTC-midnight day epoch → 'YYYY-MM-DD'. */
export function tarihMetni(dayMs: number): string {
  return new Date(dayMs).toISOString().slice(0, 10);
}

/** 'HH:MM' → minutes after midnight (00:00 … 24:00), or null. */
export function dakikaOku(saat: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(saat.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const dk = Number(m[2]);
  if (dk > 59 || h > 24 || (h === 24 && dk > 0)) return null;
  return h * 60 + dk;
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
