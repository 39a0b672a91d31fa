/** Figures of the second-hand reports that the API and the tests share. */

/** Median of integer kuruş (the lower-middle mean rounded down for even counts, so it stays integer); null for none. */
export function medyan(degerler: readonly number[]): number | null {
  if (degerler.length === 0) return null;
  const s = [...degerler].sort((a, b) => a - b);
  const o = Math.floor(s.length / 2);
  return s.length % 2 ? s[o]! : Math.floor((s[o - 1]! + s[o]!) / 2);
}

/** Whole days from purchase day to sale day ('YYYY-MM-DD'). */
export function gunFarki(bas: string, bit: string): number {
  return Math.round((Date.parse(`${bit}T00:00:00Z`) - Date.parse(`${bas}T00:00:00Z`)) / 86_400_000);
}
