/** Booking-side date helpers; the zone maths itself lives in src/lib/zaman/dilim.ts. */
export { DK_MS, GUN_MS, gecerliSaatDilimi, localDay, wallToEpoch } from '../zaman/dilim';

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
