/**
 * Campaign timing: an overall start/end (UTC instants) and optional weekly hours in the venue's time zone
 * (happy hour; a window whose end is not after its start runs past midnight). Weekday numbering Sunday=0.
 */
export interface HaftalikSaat {
  gunler: number[];
  baslangic: string; // 'HH:MM'
  bitis: string; // 'HH:MM'
}

export interface KampanyaZamani {
  baslangic: string; // ISO UTC
  bitis: string; // ISO UTC
  haftalikSaatler: HaftalikSaat[];
  aktif: boolean;
}

export type KampanyaDurumu =
  | { durum: 'aktif'; bitisMs: number }
  | { durum: 'yaklasan'; baslangicMs: number }
  | { durum: 'bitti' };

const DAY = 86_400_000;

/** Offset (ms) of `timeZone` from UTC at instant `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(ms / 1000) * 1000;
}

/** The local calendar day (as a UTC-midnight epoch) and weekday of an instant in `timeZone`. */
export function localDay(ms: number, timeZone: string): { dayMs: number; weekday: number } {
  const local = ms + offsetAt(ms, timeZone);
  const dayMs = Math.floor(local / DAY) * DAY;
  return { dayMs, weekday: new Date(dayMs).getUTCDay() };
}

/** Epoch of a wall-clock time (minutes after local midnight of `dayMs`) in `timeZone`. */
export function wallToEpoch(dayMs: number, minutes: number, timeZone: string): number {
  const guess = dayMs + minutes * 60_000;
  const first = guess - offsetAt(guess, timeZone);
  return guess - offsetAt(first, timeZone);
}

function minutesOf(text: string): number {
  const [h, m] = text.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Weekly windows [start, end) that begin on local days from `fromDay` for `days` days. */
function windows(hours: HaftalikSaat[], fromDayMs: number, days: number, timeZone: string): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < days; i++) {
    const dayMs = fromDayMs + i * DAY;
    const weekday = new Date(dayMs).getUTCDay();
    for (const slot of hours) {
      if (!slot.gunler.includes(weekday)) continue;
      const startMin = minutesOf(slot.baslangic);
      let endMin = minutesOf(slot.bitis);
      if (endMin <= startMin) endMin += 24 * 60;
      out.push([wallToEpoch(dayMs, startMin, timeZone), wallToEpoch(dayMs, endMin, timeZone)]);
    }
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** Active now (and until when), upcoming (from when) or ended. */
export function kampanyaDurumu(kampanya: KampanyaZamani, nowMs: number, timeZone = 'Europe/Istanbul'): KampanyaDurumu {
  const start = Date.parse(kampanya.baslangic);
  const end = Date.parse(kampanya.bitis);
  if (!kampanya.aktif || !Number.isFinite(start) || !Number.isFinite(end) || nowMs >= end) return { durum: 'bitti' };
  if (kampanya.haftalikSaatler.length === 0) {
    return nowMs < start ? { durum: 'yaklasan', baslangicMs: start } : { durum: 'aktif', bitisMs: end };
  }
  const from = Math.max(nowMs, start);
  const { dayMs } = localDay(from, timeZone);
  // start a day early: yesterday's window may still be running past midnight
  for (const [winStart, winEnd] of windows(kampanya.haftalikSaatler, dayMs - DAY, 9, timeZone)) {
    const s = Math.max(winStart, start);
    const e = Math.min(winEnd, end);
    if (e <= s || e <= nowMs) continue;
    if (s <= nowMs) return { durum: 'aktif', bitisMs: e };
    return { durum: 'yaklasan', baslangicMs: s };
  }
  return { durum: 'bitti' };
}

/** '2 sa 15 dk' style remaining time (Turkish abbreviations kept short for phones). */
export function kalanSure(ms: number): { gun: number; saat: number; dakika: number } {
  const total = Math.max(0, Math.floor(ms / 60_000));
  return { gun: Math.floor(total / 1440), saat: Math.floor((total % 1440) / 60), dakika: total % 60 };
}
