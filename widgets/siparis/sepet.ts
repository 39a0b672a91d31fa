/** The guest's cart, kept for the tab (sessionStorage): the menu is many pages, the cart lives across them. */

export interface SepetKalemi { urunId: number; ad: string; adet: number; secenekler: number[]; secenekAdlari: string[]; birimKurus: number }
export interface Sepet { id: string; kalemler: SepetKalemi[] }

const yeniId = () => `sepet-${crypto.randomUUID()}`;

export function sepetOku(anahtar: string): Sepet {
  try {
    const s = JSON.parse(sessionStorage.getItem(anahtar) ?? 'null') as Sepet | null;
    if (s && typeof s.id === 'string' && Array.isArray(s.kalemler)) return s;
  } catch {
    // a damaged entry is an empty cart
  }
  return { id: yeniId(), kalemler: [] };
}

export function sepetYaz(anahtar: string, s: Sepet): void {
  try {
    sessionStorage.setItem(anahtar, JSON.stringify(s));
  } catch {
    // private mode without storage: the cart lives on this page only
  }
}

/** A line added: the same product with the same options counts up; any change gives the cart a new id (a new order). */
export function ekle(s: Sepet, k: SepetKalemi): Sepet {
  const ayni = (x: SepetKalemi) => x.urunId === k.urunId && x.secenekler.join() === k.secenekler.join();
  const var_ = s.kalemler.some(ayni);
  return { id: yeniId(), kalemler: var_ ? s.kalemler.map((x) => (ayni(x) ? { ...x, adet: Math.min(99, x.adet + k.adet) } : x)) : [...s.kalemler, k] };
}

export function adetDegistir(s: Sepet, i: number, adet: number): Sepet {
  return { id: yeniId(), kalemler: adet <= 0 ? s.kalemler.filter((_, j) => j !== i) : s.kalemler.map((x, j) => (j === i ? { ...x, adet: Math.min(99, adet) } : x)) };
}

export const bosSepet = (): Sepet => ({ id: yeniId(), kalemler: [] });
