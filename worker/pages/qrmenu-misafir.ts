import { env } from 'cloudflare:workers';
import type { AstroGlobal } from 'astro';
import { langFromRequest } from '@lib/i18n/server-lang';
import { links, masaParametresi, type GuestContext, type MasaBaglami } from '@lib/menu/misafir';
import type { PublicMenu } from '@lib/menu/public-types';
import { SAYFA_OMRU, sayfaOmru } from '@lib/menu/sayfa-omru';
import { loadPublicMenu } from '@worker/db/qrmenu/public';
import { siparisMasasi } from '@worker/db/qrmenu/siparis';
import { idFromSlug } from '@worker/slug';

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
  return { state: 'ok', lang: menu.lang, menu, nowMs, links: links(astro.url, menu), masa: await masaOku(astro.url, id, menu.isletme) };
}

/** The table of `?masa=` (only a table of this venue; an unknown one shows the menu without a table). */
async function masaOku(url: URL, isletmeId: number, v: { slug: string; urlAdi: string }): Promise<MasaBaglami | null> {
  const id = masaParametresi(url);
  if (!id) return null;
  try {
    const masa = await siparisMasasi(env.DB, isletmeId, id);
    if (!masa) return null;
    const slug = encodeURIComponent(v.slug);
    const lang = url.searchParams.get('lang');
    return {
      id: masa.id, ad: masa.ad, siparis: masa.siparis, cagriAdresi: `/api/qrmenu/${slug}/cagri`,
      hesapAdresi: `/qr/${encodeURIComponent(v.urlAdi)}/${slug}/hesap?masa=${masa.id}${lang ? `&lang=${encodeURIComponent(lang)}` : ''}`,
    };
  } catch (error) {
    console.error('qr page table read failed:', error instanceof Error ? error.message : String(error));
    return null;
  }
}
