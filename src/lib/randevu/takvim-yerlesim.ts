/**
 * Side-by-side layout of overlapping calendar blocks (as Google Calendar and Fresha draw them): blocks that overlap
 * in time form a group; each block takes the first free lane of its group and the group is split into that many lanes.
 */

export interface Blok { id: number; bas: number; bit: number }
export interface Yer { serit: number; seritSayisi: number }

/** Lane of every block; blocks with bit <= bas are treated as 1 minute long so they still get a lane. */
export function yerlesim(bloklar: readonly Blok[]): Map<number, Yer> {
  const sirali = [...bloklar]
    .map((b) => ({ ...b, bit: Math.max(b.bit, b.bas + 1) }))
    .sort((a, b) => a.bas - b.bas || b.bit - a.bit || a.id - b.id);
  const out = new Map<number, Yer>();
  let grup: { id: number; serit: number }[] = [];
  let grupBitis = Number.NEGATIVE_INFINITY;
  let seritBitisleri: number[] = [];
  const kapat = () => {
    for (const g of grup) out.set(g.id, { serit: g.serit, seritSayisi: seritBitisleri.length });
    grup = [];
    seritBitisleri = [];
  };
  for (const b of sirali) {
    if (b.bas >= grupBitis) kapat();
    let serit = seritBitisleri.findIndex((bitis) => bitis <= b.bas);
    if (serit === -1) {
      serit = seritBitisleri.length;
      seritBitisleri.push(b.bit);
    } else {
      seritBitisleri[serit] = b.bit;
    }
    grup.push({ id: b.id, serit });
    grupBitis = grup.length === 1 ? b.bit : Math.max(grupBitis, b.bit);
  }
  kapat();
  return out;
}

/** Top offset and height (px) of a block on an axis that starts at `eksenBasDk`, with `pxDk` pixels per minute. */
export function blokKutusu(basDk: number, bitDk: number, eksenBasDk: number, eksenBitDk: number, pxDk: number, minYukseklik = 18): { top: number; height: number } {
  const bas = Math.max(basDk, eksenBasDk);
  const bit = Math.min(Math.max(bitDk, bas), eksenBitDk);
  return { top: (bas - eksenBasDk) * pxDk, height: Math.max(minYukseklik, (bit - bas) * pxDk) };
}

/** The minute under a pointer at `y` px from the axis top, snapped down to `adim`, kept inside the axis. */
export function dakikaNoktadan(y: number, eksenBasDk: number, eksenBitDk: number, pxDk: number, adim: number): number {
  const ham = eksenBasDk + y / pxDk;
  const adimli = Math.floor(ham / adim) * adim;
  return Math.max(eksenBasDk, Math.min(adimli, eksenBitDk - adim));
}
