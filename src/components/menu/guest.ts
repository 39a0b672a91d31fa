import { env } from 'cloudflare:workers';
import type { AstroGlobal } from 'astro';
import { langFromRequest } from '../../lib/i18n/server-lang';
import { isLang, type Lang } from '../../lib/i18n/languages';
import type { PublicKategori, PublicMenu, PublicUrun } from '../../lib/menu/public-types';
import { SAYFA_OMRU, sayfaOmru } from '../../lib/menu/sayfa-omru';
import { loadPublicMenu } from '@worker/db/qrmenu/public';
import { idFromSlug } from '@worker/slug';
import { NO_SUB } from './resolve';

/** What every guest page gets: the menu (or why there is none) and link builders that keep an explicit ?lang. */
export type GuestContext =
  | { state: 'ok'; lang: Lang; menu: PublicMenu; nowMs: number; links: Links }
  | { state: 'notFound' | 'error' | 'kapali'; lang: Lang; menu: null; nowMs: number; links: null };

/**
 * Loads the venue of /qr/{isletmeadi}/{slug}. A bad slug, an unknown or inactive venue, or a name that does not
 * belong to the slug's venue is a 404 (a printed URL is either right or the guest should know it is wrong).
 */
export async function loadGuest(astro: AstroGlobal): Promise<GuestContext> {
  const lang = langFromRequest(astro.request);
  const nowMs = Date.now();
  const { isletmeadi = '', slug = '' } = astro.params;
  let id: number;
  try {
    id = idFromSlug(env, slug);
  } catch (error) {
    // the SPEC slug errors are for logs, never shown raw
    console.warn('qr page slug rejected:', error instanceof Error ? error.message : String(error));
    return { state: 'notFound', lang, menu: null, nowMs, links: null };
  }
  let menu: PublicMenu | 'kapali' | null;
  try {
    menu = await loadPublicMenu(env.DB, env, id, lang, nowMs, { cacheOrigin: astro.url.origin });
  } catch (error) {
    console.error('qr page load failed:', error instanceof Error ? error.message : String(error));
    return { state: 'error', lang, menu: null, nowMs, links: null };
  }
  // a suspended venue, or one whose licence no longer covers the menu: a neutral page, no reason given to guests
  if (menu === 'kapali') return { state: 'kapali', lang, menu: null, nowMs, links: null };
  if (!menu || menu.isletme.urlAdi !== isletmeadi) return { state: 'notFound', lang, menu: null, nowMs, links: null };
  // the HTML is right until the next campaign change (campaign states, prices and texts depend on the time)
  astro.response.headers.set(SAYFA_OMRU, String(sayfaOmru(menu.kampanyalar, nowMs)));
  // a language the venue does not offer reads as Turkish (loadPublicMenu resolved the menu in it)
  return { state: 'ok', lang: menu.lang, menu, nowMs, links: links(astro.url, menu) };
}

/** Sets the status and caching of a guest page: edits show on the next request, errors never stay cached. */
export function respond(astro: AstroGlobal, ctxOrStatus: GuestContext | number): void {
  const status = typeof ctxOrStatus === 'number' ? ctxOrStatus : ({ ok: 200, error: 503, kapali: 403, notFound: 404 } as const)[ctxOrStatus.state];
  astro.response.status = status;
  const explicitLang = isLang(astro.url.searchParams.get('lang'));
  // the menu data is edge-cached by menu_surum (loadPublicMenu), so rendering is cheap and every request sees the
  // latest edit; the browser revalidates instead of keeping a copy that could be up to max-age stale
  astro.response.headers.set('Cache-Control', status === 200 ? 'public, no-cache' : 'no-store');
  // without ?lang the language comes from the cookie or Accept-Language, so shared caches must keep them apart
  if (!explicitLang) astro.response.headers.set('Vary', 'Cookie, Accept-Language');
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

function links(url: URL, menu: PublicMenu): Links {
  const q = isLang(url.searchParams.get('lang')) ? `?lang=${url.searchParams.get('lang')}` : '';
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

/** Visible products of a category and its subcategories. */
export function tumUrunler(k: PublicKategori): PublicUrun[] {
  return [...k.urunler, ...k.altKategoriler.flatMap((alt) => alt.urunler)];
}

/** HTTP status of a menu page: 200 for a real place, 404 for anything not on the menu, 503 when loading failed. */
export function statusFor(ctx: GuestContext, yer: { tur: string } | 'menu' | null): number {
  if (ctx.state !== 'ok') return ctx.state === 'error' ? 503 : ctx.state === 'kapali' ? 403 : 404;
  if (yer === 'menu' || (yer && (yer.tur === 'kategori' || yer.tur === 'alt' || yer.tur === 'urun'))) return 200;
  return 404;
}
