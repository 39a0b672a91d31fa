import type { MiddlewareHandler } from 'hono';
import { loadSession } from '@worker/auth/session';
import { canliDestekOturumu } from '@worker/db/destek/oturum';
import type { AppEnv } from '@worker/types';

const AREA_TYPE: Record<string, number> = { isletme: 2, admin: 3 };

/** Where a logged-in user of each type lands (SPEC /login). */
export function homeFor(kullaniciTipi: number): string {
  if (kullaniciTipi === 3) return '/admin/dashboard';
  if (kullaniciTipi === 2) return '/isletme/dashboard';
  return '/';
}

/**
 * Server-side guards for the panels before any HTML is sent: no session → 302 /login?from=<path>,
 * wrong user type → /login; /login with a session → the user's home.
 */
export function pageGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    const area = /^\/(isletme|admin)(?:\/|$)/.exec(path)?.[1];
    if (area) {
      const user = await loadSession(c.env.DB, c.req.raw);
      if (!user) {
        const url = new URL(c.req.url);
        return c.redirect(`/login?from=${encodeURIComponent(path + url.search)}`, 302);
      }
      // a platform admin sees the business panel only inside a live support session ("view as")
      const destekte = area === 'isletme' && user.kullaniciTipi === 3;
      if (destekte && !(await canliDestekOturumu(c.env.DB, user.id))) return c.redirect('/login', 302);
      if (user.kullaniciTipi !== AREA_TYPE[area] && !destekte) return c.redirect('/login', 302);
      if (path === `/${area}` || path === `/${area}/`) return c.redirect(`/${area}/dashboard`, 302);
      await next();
      // the panel shell must never come back from a cache after logout
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Cache-Control', 'no-store');
      return;
    }
    if (path === '/login') {
      const user = await loadSession(c.env.DB, c.req.raw);
      if (user) return c.redirect(homeFor(user.kullaniciTipi), 302);
    }
    await next();
  };
}
