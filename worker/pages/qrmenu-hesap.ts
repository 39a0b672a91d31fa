import { env } from 'cloudflare:workers';
import type { AstroGlobal } from 'astro';
import type { Lang } from '@lib/i18n/languages';
import { masaParametresi } from '@lib/menu/misafir';
import { ziyaretOku } from '@worker/crypto/ziyaret';
import { masaHesabi, siparisMasasi, type MasaHesabi } from '@worker/db/qrmenu/siparis';
import { idFromSlug } from '@worker/slug';

/** What the guest's tab page shows: their table's check while their visit is tied to it, and this visit's orders. */
export type HesapSayfasi = { durum: 'okut' } | { durum: 'ok'; masa: { id: number; ad: string }; hesap: MasaHesabi };

/**
 * Reads the tab for /qr/{isletmeadi}/{slug}/hesap?masa=N: only with a valid visit of this venue for this table (the
 * cookie scanning gave); anything else asks to scan again. Never cached: it is one guest's view.
 */
export async function loadHesap(astro: AstroGlobal, lang: Lang): Promise<HesapSayfasi> {
  astro.response.headers.set('Cache-Control', 'private, no-store');
  let isletmeId = 0;
  try {
    isletmeId = idFromSlug(env, astro.params.slug ?? '');
  } catch {
    return { durum: 'okut' };
  }
  const ziyaret = await ziyaretOku(env.LINK_KEY, astro.request.headers.get('cookie'), isletmeId);
  const masaId = masaParametresi(astro.url) ?? ziyaret?.masaId;
  if (!ziyaret || ziyaret.masaId !== masaId) return { durum: 'okut' };
  const masa = await siparisMasasi(env.DB, isletmeId, ziyaret.masaId);
  if (!masa) return { durum: 'okut' };
  return { durum: 'ok', masa: { id: masa.id, ad: masa.ad }, hesap: await masaHesabi(env.DB, isletmeId, masa.id, { id: ziyaret.id, baslangic: ziyaret.baslangic }, lang) };
}
