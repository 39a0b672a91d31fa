import { Hono } from 'hono';
import { ApiError } from '@worker/http/envelope';
import type { AppEnv } from '@worker/types';

/** Keys as the panel stores them (menu/{isletmeId}/{hex}.webp): lowercase segments, no dots except the extension. */
const KEY = /^[a-z0-9_-]{1,64}(?:\/[a-z0-9_-]{1,64}){0,4}\.webp$/;

/** GET /api/public/gorsel/{key}: streams a menu image from R2; keys never change content, so caching is forever. */
export const gorselRoutes = new Hono<AppEnv>();

gorselRoutes.get('/*', async (c) => {
  // the raw path (still percent-encoded): '%2e%2e', '%2f' or backslashes can never pass the key pattern
  const raw = new URL(c.req.url).pathname;
  const prefix = '/api/public/gorsel/';
  const key = raw.startsWith(prefix) ? raw.slice(prefix.length) : '';
  if (!KEY.test(key)) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  const etag = c.req.header('if-none-match');
  const object = await c.env.IMAGES_BUCKET.get(key, etag && etag.length < 200 ? { onlyIf: { etagDoesNotMatch: etag.replace(/^W\//, '').replace(/"/g, '') } } : undefined);
  if (!object) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  const headers = new Headers({
    'Content-Type': 'image/webp',
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: object.httpEtag,
    // the menu widget shows these on other sites
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  if (!('body' in object) || !object.body) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { headers });
});
