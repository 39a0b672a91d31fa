import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../types';

/**
 * CORS for the public booking calls only (the widget runs on venues' own sites): any origin, GET and POST,
 * no credentials — these routes never read the session, so a cookie is no credential here.
 */
export function bookingCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type, X-Lang, Idempotency-Key',
          'Access-Control-Max-Age': '86400',
        },
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('Access-Control-Expose-Headers', 'Content-Language, Retry-After');
  };
}
