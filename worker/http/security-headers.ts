import type { MiddlewareHandler } from 'hono';

// Everything but scripts and styles; no third-party origins anywhere.
const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // the panel's service worker (/panel-sw.js, src/panel/cevrimdisi/sw.ts)
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];
const KAYNAK = /^(script|style)-src(-elem|-attr)?\s/;

/**
 * A page's policy: our directives plus the script/style sources Astro computed for that page (astro.config.mjs
 * `security.csp`: same-origin files and the hashes of the inline code it rendered, src/components/csp). An HTML answer
 * without Astro's header gets same-origin scripts and styles only; never 'unsafe-inline'.
 */
export function sayfaCsp(astroCsp: string | null): string {
  const kaynaklar = (astroCsp ?? '').split(';').map((d) => d.trim()).filter((d) => KAYNAK.test(d));
  const varsayilan = ["script-src 'self'", "style-src 'self'"].filter((d) => !kaynaklar.some((k) => k.startsWith(d.split(' ')[0]! + ' ')));
  return [...PAGE_DIRECTIVES, ...kaynaklar, ...varsayilan].join('; ');
}

/** Security headers on every response (DESIGN §4). */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // responses from the assets binding or Astro may carry immutable headers; a copy is always writable
    c.res = new Response(c.res.body, c.res);
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    // browsers ignore it over plain http (the local run), so it is safe on every answer
    h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const type = h.get('content-type') ?? '';
    if (type.includes('text/html')) {
      h.set('Content-Security-Policy', sayfaCsp(h.get('Content-Security-Policy')));
      h.set('X-Frame-Options', 'DENY');
    } else if (!h.has('Content-Security-Policy')) {
      h.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    }
  };
}
