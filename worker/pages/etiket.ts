import type { MiddlewareHandler } from 'hono';
import { etiketCoz } from '@lib/envanter/etiket';
import { apiLangFromRequest } from '@lib/i18n/server-lang';
import { loadSession } from '@worker/auth/session';
import { translate } from '@worker/i18n';
import { slugMask } from '@worker/slug';
import type { AppEnv } from '@worker/types';

// one-segment public pages whose names could look like a slug (8 URL-safe characters)
const SAYFALAR: ReadonlySet<string> = new Set(['services', 'isletme', 'admin', 'login', 'about', 'contact', 'qr']);

/**
 * SPEC logged-in generic route `/{slug}`: the short URL a QR label carries. A valid label slug opens its record for a
 * member of the record's venue (selecting that venue: ?isletme=), a guest goes to /login?from=/{slug}, anyone else
 * gets a 404; a path that is no label slug falls through (unknown paths redirect to / as before).
 */
export function etiketYonlendir(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const slug = /^\/([A-Za-z0-9_-]{8})$/.exec(c.req.path)?.[1];
    const etiket = slug && !SAYFALAR.has(slug) && c.req.method === 'GET' ? etiketCoz(slug, slugMask(c.env)) : null;
    if (!slug || !etiket) return next();
    const user = await loadSession(c.env.DB, c.req.raw);
    if (!user) return c.redirect(`/login?from=${encodeURIComponent(`/${slug}`)}`, 302);
    const tablo = etiket.tur === 'demirbas' ? 'envanter_demirbas' : 'envanter_lokasyon';
    const row = user.kullaniciTipi === 2
      ? await c.env.DB.prepare(`SELECT t.isletme_id FROM ${tablo} t JOIN isletme_kullanici ik ON ik.isletme_id = t.isletme_id AND ik.kullanici_id = ? AND ik.aktif = 1
          JOIN isletme i ON i.id = t.isletme_id AND i.aktif = 1 WHERE t.id = ?`).bind(user.id, etiket.id).first<{ isletme_id: number }>()
      : null;
    if (!row) return await bulunamadi(c.req.raw);
    const ekran = etiket.tur === 'demirbas' ? 'detay' : 'qr';
    const res = c.redirect(`/isletme/envanter/${ekran}/${slug}?isletme=${row.isletme_id}`, 302);
    res.headers.set('Cache-Control', 'no-store');
    return res;
  };
}

/** A small 404 page in the visitor's language (the label is real but not theirs, or the record is gone). */
const STIL = 'body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f7f9;color:#1f2937}main{max-width:28rem;padding:2rem;text-align:center}a{color:#1d4ed8}';

async function bulunamadi(request: Request): Promise<Response> {
  const lang = apiLangFromRequest(request);
  const baslik = translate(lang, 'envanter.tarama.yok.baslik');
  const metin = translate(lang, 'envanter.tarama.yok.metin');
  const link = translate(lang, 'envanter.tarama.yok.panel');
  const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(baslik)}</title>
<style>${STIL}</style></head>
<body><main><h1>${esc(baslik)}</h1><p>${esc(metin)}</p><p><a href="/isletme/dashboard">${esc(link)}</a></p></main></body></html>`;
  // the page's one inline style is allowed by its hash (security-headers keeps a page's own style-src)
  const hash = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(STIL)))));
  return new Response(html, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': `style-src 'sha256-${hash}'` } });
}
