import type { MiddlewareHandler } from 'hono';
import { ApiError } from './envelope';
import type { AppEnv } from '@worker/types';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes (and the login form) must come from our own origin (DESIGN §4).
 * Bearer clients carry no ambient credentials, so they are exempt.
 */
export function originCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const user = c.get('kullanici');
    const usesCookie = user?.via === 'cookie' || c.req.path === '/api/auth/login';
    if (usesCookie) {
      const self = new URL(c.req.url).origin;
      const origin = c.req.header('origin');
      const referer = c.req.header('referer');
      const from = origin ?? (referer ? safeOrigin(referer) : null);
      // login without Origin/Referer (curl, API clients) is allowed: it carries no ambient session
      const required = user?.via === 'cookie';
      if ((from && from !== self) || (!from && required)) throw new ApiError(403, 'CSRF', 'error.csrf');
    }
    await next();
  };
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
