import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../types';

/**
 * CORS for public reads only: any origin may GET (the menu widget runs on venues' own sites), preflights answer
 * here. No Access-Control-Allow-Credentials, and these routes never read the session, so cookies are no credential.
 */
export function publicCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type, X-Lang',
          'Access-Control-Max-Age': '86400',
        },
      });
    }
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      c.res.headers.set('Access-Control-Allow-Origin', '*');
      c.res.headers.set('Access-Control-Expose-Headers', 'Content-Language');
    }
  };
}
