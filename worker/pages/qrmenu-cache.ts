import type { Context, MiddlewareHandler } from 'hono';
import { langFromRequest } from '@lib/i18n/server-lang';
import { SAYFA_OMRU } from '@lib/menu/sayfa-omru';
import { bugun } from '@lib/zaman/dilim';
import { QR_GORUNTULEME, sayacArtir } from '@worker/db/admin/sayac';
import { findVenueById, type VenueRow } from '@worker/db/qrmenu/public';
import { ziyaretCerezi, ziyaretOku, ziyaretYaz } from '@worker/crypto/ziyaret';
import { idFromSlug } from '@worker/slug';
import type { AppEnv } from '@worker/types';

// /qr/{isletmeadi}/{slug}, …/menu and everything below it
const QR_SAYFA = /^\/qr\/[^/]+\/([^/]+)(?:\/menu(?:\/[^?]*)?)?$/;
const BITIS = 'X-Sayfa-Bitis';
const BASLIKLAR = 'X-Sayfa-Basliklari';

function edgeCache(): Cache | null {
  return typeof caches !== 'undefined' ? ((caches as unknown as { default?: Cache }).default ?? null) : null;
}

/**
 * Everything a guest page's HTML depends on: the venue row (menu version — bumped by every menu edit —, name, theme,
 * zone and the guest parameters, read fresh on every request), the guest's language (?lang, the lang cookie or
 * Accept-Language) and the whole URL (origin, path, every query parameter: the language links keep them).
 */
export function sayfaAnahtari(url: string, venue: VenueRow, lang: string): string {
  const u = new URL(url);
  u.searchParams.sort();
  // kapali (suspension, licence) is part of the key: a cached page never outlives a suspension or a licence change
  const surum = [venue.menu_surum, venue.ad, venue.url_adi, venue.menu_tema, venue.saat_dilimi, venue.diller.join(','), venue.para_gosterimi, venue.kapali, venue.qr_siparis ?? ''];
  return `${u.origin}/__qr-sayfa/v1/${venue.id}/${lang}/${encodeURIComponent(JSON.stringify(surum))}${u.pathname}${u.search}`;
}

/** Counts a guest page view (platform dashboard) after the answer is sent: never delays it, a failure costs one count. */
function goruntulemeSay(c: Context<AppEnv>, venue: VenueRow): void {
  const sayim = sayacArtir(c.env.DB, venue.id, bugun(venue.saat_dilimi), QR_GORUNTULEME).catch(() => undefined);
  try {
    c.executionCtx.waitUntil(sayim);
  } catch {
    // no execution context (a plain fetch in a test harness): the promise still runs on its own
  }
}

/**
 * Guest QR pages from the edge cache (caches.default): a hit costs one venue-row read instead of a render. An entry
 * lives as long as the page says its HTML stays right (SAYFA_OMRU: ≤ 1 min, never past a campaign start or end);
 * answers with a cookie, errors and 404s are never stored, and no request cookie but `lang` reaches the key.
 */
export function qrmenuSayfaCache(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const slug = c.req.method === 'GET' ? QR_SAYFA.exec(c.req.path)?.[1] : undefined;
    const cache = edgeCache();
    if (!slug || !cache) return next();
    let venue: VenueRow | null = null;
    try {
      venue = await findVenueById(c.env.DB, idFromSlug(c.env, slug));
    } catch {
      venue = null; // a bad slug or a failed read: the page answers it
    }
    if (!venue) return next();
    const key = sayfaAnahtari(c.req.url, venue, langFromRequest(c.req.raw));
    const now = Date.now();
    const cerez = await ziyaretBaslat(c, venue, slug);
    const hit = await cache.match(key).catch(() => undefined);
    if (hit && Number(hit.headers.get(BITIS)) > now) {
      const headers = new Headers(JSON.parse(hit.headers.get(BASLIKLAR) ?? '[]') as [string, string][]);
      headers.set('X-Cache', 'HIT');
      if (cerez) ziyaretEkle(headers, cerez);
      goruntulemeSay(c, venue);
      return new Response(hit.body, { status: 200, headers });
    }
    await next();
    // Astro's answer may carry immutable headers; a copy is always writable (Hono's c.res setter copies again)
    c.res = new Response(c.res.body, c.res);
    const h = c.res.headers;
    const omur = Number(h.get(SAYFA_OMRU));
    h.delete(SAYFA_OMRU);
    h.set('X-Cache', 'MISS');
    if (c.res.status === 200) goruntulemeSay(c, venue);
    if (c.res.status !== 200 || !(omur > 0) || h.has('set-cookie') || !(h.get('content-type') ?? '').includes('text/html')) {
      if (cerez && c.res.status === 200) ziyaretEkle(h, cerez);
      return;
    }
    const basliklar = JSON.stringify([...h].filter(([name]) => name !== 'x-cache'));
    const html = await c.res.text();
    c.res = new Response(html, c.res);
    try {
      await cache.put(key, new Response(html, {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': `public, max-age=${Math.ceil(omur / 1000)}`, [BITIS]: String(now + omur), [BASLIKLAR]: basliklar },
      }));
    } catch {
      // a cache failure only costs the next render
    }
    // the visit goes with this answer only: the stored copy never carries it
    if (cerez) ziyaretEkle(c.res.headers, cerez);
  };
}

/** The guest's visit on this one answer: no shared cache may keep an answer that carries it. */
function ziyaretEkle(headers: Headers, cerez: string): void {
  headers.append('Set-Cookie', cerez);
  headers.set('Cache-Control', 'private, no-cache');
}

/**
 * A page opened with `?masa=N` (what the table card's QR holds): the card's own URL (the landing) starts a new visit
 * each time it is scanned; a menu page with the table starts one only when the guest has none for this table. Costs no
 * D1 read: the venue's live object checks the table and the check when the guest orders.
 */
async function ziyaretBaslat(c: Context<AppEnv>, venue: VenueRow, slug: string): Promise<string | null> {
  const masa = c.req.query('masa');
  if (!masa || !/^[1-9]\d{0,9}$/.test(masa)) return null;
  const masaId = Number(masa);
  const landing = !c.req.path.slice(c.req.path.indexOf(slug) + slug.length).startsWith('/menu');
  if (!landing) {
    const mevcut = await ziyaretOku(c.env.LINK_KEY, c.req.header('cookie'), venue.id);
    if (mevcut?.masaId === masaId) return null;
  }
  try {
    return ziyaretCerezi(await ziyaretYaz(c.env.LINK_KEY, venue.id, masaId), new URL(c.req.url).protocol === 'https:');
  } catch {
    return null; // no link key (a misconfigured deployment): the menu still shows, ordering answers "scan again"
  }
}
