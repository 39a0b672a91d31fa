/**
 * Recurring series (panel): the starts of "every 1–4 weeks × N" or "until a date", on the same local wall-clock time
 * of the venue's zone (a DST change keeps 10:00 at 10:00), and the display "3/6 · her 2 haftada".
 */
import { gunEkle, yerelAn, yerelDakika, yerelTarih } from './takvim-zaman';

export const SERI_MAX = 52;

export interface TekrarKurali {
  aralikHafta: number;
  /** N occurrences (the first one included), or null when `bitisTarihi` decides */
  adet: number | null;
  /** the last local day an occurrence may fall on ('YYYY-MM-DD'), or null */
  bitisTarihi: string | null;
}

/**
 * Starts of the series from the first one; stops at `SERI_MAX + 1` so a rule that asks for too many can be refused
 * (the caller compares the length with SERI_MAX).
 */
export function seriBaslangiclari(ilkMs: number, tz: string, kural: TekrarKurali): number[] {
  const ilkTarih = yerelTarih(ilkMs, tz);
  const dakika = yerelDakika(ilkMs, ilkTarih, tz);
  const out: number[] = [];
  for (let i = 0; out.length <= SERI_MAX; i++) {
    if (kural.adet !== null && i >= kural.adet) break;
    const tarih = gunEkle(ilkTarih, i * 7 * kural.aralikHafta);
    if (kural.bitisTarihi !== null && tarih > kural.bitisTarihi) break;
    const ms = i === 0 ? ilkMs : yerelAn(tarih, dakika, tz);
    if (ms !== null) out.push(ms);
  }
  return out;
}
