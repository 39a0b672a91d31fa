import { cf } from '@astrojs/cloudflare/hono';
import type { MiddlewareHandler } from 'hono';
import { astro, getFetchState } from 'astro/hono';
import { apiWorker } from './api-entry';
import { etiketYonlendir } from './pages/etiket';
import { pageGuard } from './pages/guard';
import { panelStilleri } from './pages/panel-stil';
import { qrmenuSayfaCache } from './pages/qrmenu-cache';
import type { AppEnv } from './types';

/** The single Worker entry: /api to Hono, panel guards, then static assets and Astro pages. */
const app = apiWorker();
app.use('*', pageGuard());
// a QR label's short link /{slug} (SPEC logged-in generic route)
app.use('*', etiketYonlendir());
// the panels link their shell's stylesheet only; each screen's comes with its code
app.use('/isletme/*', panelStilleri());
app.use('/admin/*', panelStilleri());
// a cached guest page answers before Astro's request state is even built
app.use('*', qrmenuSayfaCache());
// the adapter types env as the generated Env (which varies with .dev.vars); our Bindings are the contract
app.use('*', cf() as unknown as MiddlewareHandler<AppEnv>);
// per-request inline code adds its hash while components render (src/components/csp) and Astro writes the CSP header
// after the page: a streamed page would send the header before its layout ran, so pages render whole
app.use('*', async (c, next) => {
  getFetchState(c).streaming = false;
  await next();
});
app.use('*', astro());

export default app;
// the venue's live object (cafe tables and checks), bound as CAFE_CANLI in wrangler.jsonc
export { CafeCanli } from './live/cafe/canli';
