import { Hono, type Context } from 'hono';
import { isLang } from '@lib/i18n/languages';
import { apiLangFromRequest } from '@lib/i18n/server-lang';
import { tryDecodeSlug } from '@lib/slug';
import { findVenueById, loadPublicMenu } from '@worker/db/qrmenu/public';
import { ApiError, ok } from '@worker/http/envelope';
import { pozitifId } from '@worker/http/request';
import { idFromSlug, slugMask } from '@worker/slug';
import type { AppEnv } from '@worker/types';
import { publicCors } from './cors';
import { gorselRoutes } from './gorsel';
import { platformPublicRoutes } from './platform';
import { talepPublicRoutes } from './talep';

/**
 * Public reads (no auth): mounted in worker/app.ts before the session middleware, so they never read a session
 * cookie (no credentials, no extra D1 query).
 */
export const publicRoutes = new Hono<AppEnv>();

/** ?lang first, then the API's usual order (X-Lang, cookie, Accept-Language, tr). */
function publicLang(c: Context<AppEnv>) {
  const query = c.req.query('lang');
  return isLang(query) ? query : apiLangFromRequest(c.req.raw);
}

publicRoutes.use('*', async (c, next) => {
  c.set('lang', publicLang(c));
  await next();
});
publicRoutes.use('*', publicCors());

/** Slug → venue id; the SPEC slug errors ('invalid slug length' / 'invalid slug') go to the log, the caller gets a 404. */
export function venueIdFromSlug(env: AppEnv['Bindings'], slug: string | undefined): number | null {
  try {
    if (!slug || slug.length > 64) throw new Error('invalid slug length');
    const id = idFromSlug(env, slug);
    return id > 0 ? id : null;
  } catch (error) {
    console.warn('public slug rejected:', error instanceof Error ? error.message : String(error));
    return null;
  }
}

publicRoutes.get('/menu/:slug', async (c) => {
  const id = venueIdFromSlug(c.env, c.req.param('slug'));
  if (id === null) throw new ApiError(404, 'NOT_FOUND', 'qrmenu.misafir.menuNotFound');
  const lang = c.get('lang');
  // D1 round trips: ≤ 2 (venue row + one db.batch on a cache miss; see loadPublicMenu)
  const menu = await loadPublicMenu(c.env.DB, c.env, id, lang, Date.now(), { cacheOrigin: new URL(c.req.url).origin });
  if (!menu) throw new ApiError(404, 'NOT_FOUND', 'qrmenu.misafir.menuNotFound');
  if (menu === 'kapali') throw new ApiError(403, 'VENUE_CLOSED', 'qrmenu.misafir.kapaliMetin');
  c.header('Cache-Control', 'public, max-age=5');
  c.header('Content-Language', lang);
  if (!isLang(c.req.query('lang'))) c.header('Vary', 'Accept-Language, Cookie, X-Lang');
  return ok(c, menu);
});

publicRoutes.route('/gorsel', gorselRoutes);
publicRoutes.route('/platform', platformPublicRoutes);
// the public site's demo request form (front office leads)
publicRoutes.route('/talep', talepPublicRoutes);

/**
 * SPEC §7 /QrMenu/aktifmenutema: the venue's active theme id for widgets and clients. `isletmeId` is what the SPEC's
 * client sends, the numeric venue id it decodes from the slug (a JSON number or digits); the slug itself (`slug` or
 * `isletmeId`) works too. No secret either way: a slug carries its own mask, so any id's slug can be computed.
 */
export const qrMenuPublicRoutes = new Hono<AppEnv>();
qrMenuPublicRoutes.use('*', async (c, next) => {
  c.set('lang', publicLang(c));
  await next();
});
qrMenuPublicRoutes.use('*', publicCors());

/** Venue id of a slug or a numeric id; null when it names no venue. */
function temaIsletmesi(env: AppEnv['Bindings'], value: string | number): number | null {
  if (typeof value === 'number') return pozitifId(value);
  // digits are the decoded id, unless they happen to be a slug whose mask checks (today's slugs keep working)
  if (/^\d+$/.test(value)) return (tryDecodeSlug(value, slugMask(env)) || null) ?? pozitifId(value);
  return venueIdFromSlug(env, value);
}

async function activeTheme(c: Context<AppEnv>, isletme: unknown) {
  const value = typeof isletme === 'string' ? isletme.trim() : isletme;
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') throw new ApiError(400, 'VALIDATION', 'error.invalidInput');
  const id = temaIsletmesi(c.env, value);
  const venue = id === null ? null : await findVenueById(c.env.DB, id);
  if (!venue) throw new ApiError(404, 'NOT_FOUND', 'qrmenu.misafir.menuNotFound');
  c.header('Cache-Control', c.req.method === 'GET' ? 'public, max-age=5' : 'no-store');
  return ok(c, venue.menu_tema);
}

qrMenuPublicRoutes.get('/aktifmenutema', (c) => activeTheme(c, c.req.query('slug') ?? c.req.query('isletmeId')));
qrMenuPublicRoutes.post('/aktifmenutema', async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'INVALID_JSON', 'error.invalidJson');
  }
  const value = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return activeTheme(c, value.isletmeId ?? value.slug);
});
