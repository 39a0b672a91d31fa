/**
 * Resources (rooms, devices) in the slot maths: the busy times of every resource the chosen services need, as
 * intervals that block a start for any staff member (src/lib/randevu/availability.ts `kaynakEngelleri`). Pure.
 */

/** Minutes per occupancy cell, as randevu_hucre / randevu_kaynak_hucre keep them. */
const HUCRE_MS = 5 * 60_000;

export interface KaynakVerisi {
  /** which service needs which resource (active resources only) */
  baglar: { hizmet_id: number; kaynak_id: number }[];
  /** occupied cells of those resources in the loaded range, ordered by resource and cell */
  hucreler: { kaynak_id: number; hucre: number }[];
  /** maintenance of the linked inventory asset: [acilis, kapanis) — an open one (kapanis null) has no end */
  bakimlar: { kaynak_id: number; acilis: string; kapanis: string | null }[];
}

export const BOS_KAYNAK: KaynakVerisi = { baglar: [], hucreler: [], bakimlar: [] };

type Aralik = { baslangicMs: number; bitisMs: number };

/** The resources the services need, ascending. */
export function gerekenKaynaklar(veri: KaynakVerisi, hizmetIdler: readonly number[]): number[] {
  const ids = new Set(veri.baglar.filter((b) => hizmetIdler.includes(b.hizmet_id)).map((b) => b.kaynak_id));
  return [...ids].sort((a, b) => a - b);
}

/** Busy intervals (merged per resource) of every resource the services need: their cells and their maintenance. */
export function kaynakEngelleri(veri: KaynakVerisi, hizmetIdler: readonly number[]): Aralik[] {
  const kaynaklar = new Set(gerekenKaynaklar(veri, hizmetIdler));
  if (kaynaklar.size === 0) return [];
  const out: Aralik[] = [];
  let son: (Aralik & { kaynak: number }) | null = null;
  for (const h of veri.hucreler) {
    if (!kaynaklar.has(h.kaynak_id)) continue;
    const bas = h.hucre * HUCRE_MS;
    if (son && son.kaynak === h.kaynak_id && son.bitisMs === bas) son.bitisMs = bas + HUCRE_MS;
    else {
      son = { kaynak: h.kaynak_id, baslangicMs: bas, bitisMs: bas + HUCRE_MS };
      out.push(son);
    }
  }
  for (const b of veri.bakimlar) {
    if (!kaynaklar.has(b.kaynak_id)) continue;
    const bas = Date.parse(b.acilis);
    const bit = b.kapanis === null ? Number.MAX_SAFE_INTEGER : Date.parse(b.kapanis);
    if (Number.isFinite(bas) && bit > bas) out.push({ baslangicMs: bas, bitisMs: bit });
  }
  return out.map(({ baslangicMs, bitisMs }) => ({ baslangicMs, bitisMs }));
}
