import type { AstroGlobal } from 'astro';
import { isLang } from '../../lib/i18n/languages';
import type { GuestContext } from '../../lib/menu/misafir';
import type { PublicKategori, PublicUrun } from '../../lib/menu/public-types';

/** The guest menu pages' answer: status and caching (the page data comes from worker/pages/qrmenu-misafir.ts). */

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
