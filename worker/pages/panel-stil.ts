import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@worker/types';

// the panel layout's own stylesheet (src/layouts/PanelPage.astro imports panel.css): the only one its shell needs
const KABUK_STILI = /^\/_astro\/PanelPage\.[\w-]+\.css$/;

/**
 * A panel page links only its shell's stylesheet. Astro links every stylesheet a client-only island may ever import,
 * lazily loaded screens included (withastro/astro#9495): on the panel that is every module's CSS, ~25 render-blocking
 * files before the first script runs. A screen's stylesheet is loaded with its code instead (Vite preloads a lazy
 * chunk's CSS before the import resolves), so the screen never renders unstyled.
 */
export function panelStilleri(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || !(c.res.headers.get('content-type') ?? '').includes('text/html')) return;
    const rewriter = new HTMLRewriter().on('link[rel="stylesheet"][href^="/_astro/"]', {
      element(link) {
        if (!KABUK_STILI.test(link.getAttribute('href') ?? '')) link.remove();
      },
    });
    c.res = rewriter.transform(c.res);
  };
}
