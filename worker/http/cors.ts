import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@worker/types';

interface OpenCorsOptions {
  methods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  /** only answers to these methods carry Access-Control-Allow-Origin (all when omitted) */
  onlyFor?: string[];
}

/**
 * CORS for the public calls the widgets make from venues' own sites: any origin, no credentials — these routes
 * never read the session, so a cookie is no credential here. Preflights are answered directly.
 */
export function openCors({ methods, allowHeaders, exposeHeaders, onlyFor }: OpenCorsOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': [...methods, 'OPTIONS'].join(', '),
          'Access-Control-Allow-Headers': allowHeaders.join(', '),
          'Access-Control-Max-Age': '86400',
        },
      });
    }
    await next();
    if (!onlyFor || onlyFor.includes(c.req.method)) {
      c.res.headers.set('Access-Control-Allow-Origin', '*');
      c.res.headers.set('Access-Control-Expose-Headers', exposeHeaders.join(', '));
    }
  };
}
