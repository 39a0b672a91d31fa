import { isLang, type Lang } from '../i18n/languages';
import type { PublicKategori, PublicMenu, PublicUrun } from './public-types';

/** The guest menu pages' data (loaded by worker/pages/qrmenu-misafir.ts) and their link builders. */

/** '-' can never be a url_adi (urlAdi() trims dashes): it stands for "no subcategory" when a name is taken. */
export const NO_SUB = '-';

/** What every guest page gets: the menu (or why there is none) and link builders that keep an explicit ?lang. */
export type GuestContext =
  | { state: 'ok'; lang: Lang; menu: PublicMenu; nowMs: number; links: Links; masa?: MasaBaglami | null }
  | { state: 'notFound' | 'error' | 'kapali'; lang: Lang; menu: null; nowMs: number; links: null };

/**
 * The table of a page opened from its card (`?masa=`): every page names it and keeps it in its links. Only what the
 * card itself says (the table, whether it may order): the guest's visit lives in a cookie, never in the cached HTML.
 */
export interface MasaBaglami {
  id: number;
  ad: string;
  /** self-ordering is on for this table: the ordering island loads */
  siparis: boolean;
  /** POST target of the call buttons and the tab page */
  cagriAdresi: string;
  hesapAdresi: string;
}

/** The table id of a guest URL (`?masa=`), if it is one. */
export function masaParametresi(url: URL): number | null {
  const m = url.searchParams.get('masa');
  return m && /^[1-9]\d{0,9}$/.test(m) ? Number(m) : null;
}

export interface Links {
  landing: string;
  menu: string;
  kategori(k: PublicKategori): string;
  alt(k: PublicKategori, alt: PublicKategori): string;
  urun(k: PublicKategori, alt: PublicKategori | null, u: PublicUrun): string;
  lang(lang: Lang): string;
  absolute(path: string): string;
}

/** The link builders of a guest page: every link keeps an explicit ?lang and the table of the card (?masa). */
export function links(url: URL, menu: PublicMenu): Links {
  const masa = masaParametresi(url);
  const params = [isLang(url.searchParams.get('lang')) ? `lang=${url.searchParams.get('lang')}` : '', masa ? `masa=${masa}` : ''].filter(Boolean);
  const q = params.length ? `?${params.join('&')}` : '';
  const enc = encodeURIComponent;
  const base = `/qr/${enc(menu.isletme.urlAdi)}/${enc(menu.isletme.slug)}`;
  const kategori = (k: PublicKategori) => `${base}/menu/${enc(k.urlAdi)}`;
  return {
    landing: base + q,
    menu: `${base}/menu${q}`,
    kategori: (k) => kategori(k) + q,
    alt: (k, alt) => `${kategori(k)}/${enc(alt.urlAdi)}${q}`,
    urun: (k, alt, u) => {
      // a product directly in a top category sits at the subcategory level, unless a subcategory has its name
      const middle = alt ? alt.urlAdi : k.altKategoriler.some((s) => s.urlAdi === u.urlAdi) ? NO_SUB : null;
      return `${kategori(k)}/${middle === null ? '' : `${enc(middle)}/`}${enc(u.urlAdi)}${q}`;
    },
    lang: (lang) => {
      const params = new URLSearchParams(url.search);
      params.set('lang', lang);
      return `${url.pathname}?${params.toString()}`;
    },
    absolute: (path) => new URL(path, url.origin).toString(),
  };
}
