/**
 * Campaign timing: an overall start/end (UTC instants) and optional weekly hours in the venue's time zone
 * (happy hour; a window whose end is not after its start runs past midnight). Weekday numbering Sunday=0.
 */
import { GUN_MS, localDay, wallToEpoch, VARSAYILAN_DILIM } from '../zaman/dilim';

export { localDay, wallToEpoch };

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

function minutesOf(text: string): number {
  const [h, m] = text.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Weekly windows [start, end) that begin on local days from `fromDay` for `days` days. */
function windows(hours: HaftalikSaat[], fromDayMs: number, days: number, timeZone: string): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < days; i++) {
    const dayMs = fromDayMs + i * GUN_MS;
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
export function kampanyaDurumu(kampanya: KampanyaZamani, nowMs: number, timeZone = VARSAYILAN_DILIM): KampanyaDurumu {
  const start = Date.parse(kampanya.baslangic);
  const end = Date.parse(kampanya.bitis);
  if (!kampanya.aktif || !Number.isFinite(start) || !Number.isFinite(end) || nowMs >= end) return { durum: 'bitti' };
  if (kampanya.haftalikSaatler.length === 0) {
    return nowMs < start ? { durum: 'yaklasan', baslangicMs: start } : { durum: 'aktif', bitisMs: end };
  }
  const from = Math.max(nowMs, start);
  const { dayMs } = localDay(from, timeZone);
  // start a day early: yesterday's window may still be running past midnight
  for (const [winStart, winEnd] of windows(kampanya.haftalikSaatler, dayMs - GUN_MS, 9, timeZone)) {
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
