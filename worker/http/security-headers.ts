import type { MiddlewareHandler } from 'hono';

// Astro injects small inline scripts/styles for islands; hashes change per build, so 'unsafe-inline' stays for styles
// and scripts are limited to same-origin plus inline (no third-party origins anywhere).
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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
    const type = h.get('content-type') ?? '';
    if (type.includes('text/html')) {
      h.set('Content-Security-Policy', PAGE_CSP);
      h.set('X-Frame-Options', 'DENY');
    } else if (!h.has('Content-Security-Policy')) {
      h.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    }
  };
}
