import type { PublicKategori, PublicMenu, PublicUrun } from './public-types';

/** JSON for a <script type="application/ld+json">: '<', '>', '&' and line separators escaped, so venue text cannot close the tag. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const price = (kurus: number) => (kurus / 100).toFixed(2);

function item(u: PublicUrun, url: string, absolute: (path: string) => string) {
  return {
    '@type': 'MenuItem',
    name: u.ad,
    ...(u.aciklama ? { description: u.aciklama } : {}),
    url,
    ...(u.gorseller[0] ? { image: absolute(u.gorseller[0]) } : {}),
    offers: {
      '@type': 'Offer',
      price: price(u.kampanyaFiyatKurus ?? u.fiyatKurus),
      priceCurrency: 'TRY',
      availability: u.tukendi ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
  };
}

export interface LdLinks {
  menu: string;
  kategori(k: PublicKategori): string;
  alt(k: PublicKategori, alt: PublicKategori): string;
  urun(k: PublicKategori, alt: PublicKategori | null, u: PublicUrun): string;
  absolute(path: string): string;
}

/** schema.org Menu → MenuSection (per category, subcategories nested) → MenuItem with an Offer in TRY. */
export function menuJsonLd(menu: PublicMenu, kategoriler: PublicKategori[], links: LdLinks): string {
  const abs = links.absolute;
  const section = (k: PublicKategori, parent: PublicKategori | null): Record<string, unknown> => {
    const top = parent ?? k;
    return {
      '@type': 'MenuSection',
      name: k.ad,
      url: abs(parent ? links.alt(parent, k) : links.kategori(k)),
      ...(k.urunler.length ? { hasMenuItem: k.urunler.map((u) => item(u, abs(links.urun(top, parent ? k : null, u)), abs)) } : {}),
      ...(k.altKategoriler.length ? { hasMenuSection: k.altKategoriler.map((alt) => section(alt, k)) } : {}),
    };
  };
  return safeJson({
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: menu.isletme.ad,
    inLanguage: menu.lang,
    url: abs(links.menu),
    hasMenuSection: kategoriler.map((k) => section(k, null)),
  });
}
