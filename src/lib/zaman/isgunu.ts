import { GUN_MS, localDay, wallToEpoch } from './dilim';

/**
 * Business days (iş günü): day D of a venue runs from D cutoff:00 to D+1 cutoff:00 local time, so with cutoff 5 a sale
 * at 01:30 belongs to the previous date. The zone maths is src/lib/zaman/dilim.ts; both helpers share one boundary
 * (wallToEpoch), so an instant is inside the range of exactly the day isGunu names, across DST too.
 */

function saatKontrol(cutoffHour: number): void {
  if (!Number.isInteger(cutoffHour) || cutoffHour < 0 || cutoffHour > 12) throw new RangeError(`cutoff hour ${cutoffHour} not in 0..12`);
}

function gunBasi(dayMs: number, zone: string, cutoffHour: number): number {
  return wallToEpoch(dayMs, cutoffHour * 60, zone);
}

/** 'YYYY-MM-DD' → UTC-midnight epoch of that calendar day; RangeError for anything else (incl. 2026-02-30). */
function gunOku(dateYMD: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateYMD);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== dateYMD) throw new RangeError(`not a date: ${dateYMD}`);
  return ms;
}

/** The business day ('YYYY-MM-DD') an instant belongs to in `zone` with the day turning at `cutoffHour` (0–12). */
export function isGunu(instantIso: string, zone: string, cutoffHour: number): string {
  saatKontrol(cutoffHour);
  const ms = Date.parse(instantIso);
  if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${instantIso}`);
  const { dayMs } = localDay(ms, zone);
  const gun = ms < gunBasi(dayMs, zone, cutoffHour) ? dayMs - GUN_MS : dayMs;
  return new Date(gun).toISOString().slice(0, 10);
}

/** UTC ISO instants [baslangic, bitis) of business day `dateYMD`; 23 or 25 hours long on DST change days. */
export function isGunuAraligi(dateYMD: string, zone: string, cutoffHour: number): { baslangic: string; bitis: string } {
  saatKontrol(cutoffHour);
  const dayMs = gunOku(dateYMD);
  return {
    baslangic: new Date(gunBasi(dayMs, zone, cutoffHour)).toISOString(),
    bitis: new Date(gunBasi(dayMs + GUN_MS, zone, cutoffHour)).toISOString(),
  };
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
