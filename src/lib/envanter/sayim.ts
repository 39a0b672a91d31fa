/**
 * An audit's result (sayım): what a location should hold against what was scanned there.
 * Expected = the assets of the location and of every location under it (a room's audit covers its shelves), not
 * scrapped and not out of the venue. A scanned asset that belongs elsewhere is "in the wrong place"; one moved here
 * during the audit still counts as wrong place (it was found here) and no longer as expected. A scrapped asset
 * scanned is neither (the caller lists its code as unknown).
 */
export interface SayimDemirbas { id: number; lokasyonId: number | null; durum: string }

export interface SayimSonucu {
  beklenen: number[];
  bulunan: number[];
  eksik: number[];
  yanlisYer: number[];
  bilinmeyen: string[];
}

export function sayimSonucu(
  altAgac: ReadonlySet<number>,
  demirbaslar: readonly SayimDemirbas[],
  okunanlar: readonly number[],
  bilinmeyen: readonly string[],
  buradaTasinan: ReadonlySet<number> = new Set(),
): SayimSonucu {
  const okundu = new Set(okunanlar);
  const byId = new Map(demirbaslar.map((d) => [d.id, d]));
  const beklenen = demirbaslar
    .filter((d) => d.lokasyonId !== null && altAgac.has(d.lokasyonId) && d.durum !== 'hurda' && d.durum !== 'disarida' && !buradaTasinan.has(d.id))
    .map((d) => d.id).sort((a, b) => a - b);
  const beklenenSet = new Set(beklenen);
  const bulunan = beklenen.filter((id) => okundu.has(id));
  const eksik = beklenen.filter((id) => !okundu.has(id));
  const yanlisYer = [...okundu].filter((id) => !beklenenSet.has(id) && byId.has(id) && byId.get(id)!.durum !== 'hurda').sort((a, b) => a - b);
  return { beklenen, bulunan, eksik, yanlisYer, bilinmeyen: [...new Set(bilinmeyen)] };
}
