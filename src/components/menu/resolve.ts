import { NO_SUB } from '../../lib/menu/misafir';
import type { PublicKategori, PublicMenu, PublicUrun } from '../../lib/menu/public-types';

export type Yer =
  | { tur: 'kategori'; k: PublicKategori }
  | { tur: 'alt'; k: PublicKategori; alt: PublicKategori }
  | { tur: 'urun'; k: PublicKategori; alt: PublicKategori | null; u: PublicUrun }
  /** a category without subcategories opened at the subcategory level (SPEC §8 'being prepared') */
  | { tur: 'altYok'; k: PublicKategori }
  /** the category exists, the product does not (SPEC §8 'Product info could not be loaded.') */
  | { tur: 'urunYok'; k: PublicKategori; alt: PublicKategori | null }
  | { tur: 'yok' };

/**
 * URL scheme under /menu: {kategori}, {kategori}/{altKategori}, {kategori}/{altKategori}/{urun}. A product placed
 * directly in a top category lives at {kategori}/{urun}; if a subcategory already has that name, at {kategori}/-/{urun}.
 */
export function resolve(menu: PublicMenu, kategori: string, altKategori?: string, urun?: string): Yer {
  const k = menu.kategoriler.find((c) => c.urlAdi === kategori);
  if (!k) return { tur: 'yok' };
  if (altKategori === undefined) return { tur: 'kategori', k };
  if (urun === undefined) {
    const alt = k.altKategoriler.find((c) => c.urlAdi === altKategori);
    if (alt) return { tur: 'alt', k, alt };
    const u = k.urunler.find((p) => p.urlAdi === altKategori);
    if (u) return { tur: 'urun', k, alt: null, u };
    return k.altKategoriler.length === 0 ? { tur: 'altYok', k } : { tur: 'yok' };
  }
  const alt = altKategori === NO_SUB ? null : k.altKategoriler.find((c) => c.urlAdi === altKategori);
  if (alt === undefined) return k.altKategoriler.length === 0 ? { tur: 'altYok', k } : { tur: 'yok' };
  const u = (alt ?? k).urunler.find((p) => p.urlAdi === urun);
  return u ? { tur: 'urun', k, alt, u } : { tur: 'urunYok', k, alt };
}
