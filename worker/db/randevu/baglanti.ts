import type { RandevuBaglanti } from '@lib/schemas/kasa';

/** LEFT JOIN columns → an appointment link object (cash and ledger rows point at their appointment), or null. */
export function randevuBaglanti(id: number | null, kod: string | null, baslangic: string | null): RandevuBaglanti | null {
  return id === null || kod === null || baslangic === null ? null : { id, kod, baslangic };
}
