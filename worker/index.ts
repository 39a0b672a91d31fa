import { Hono } from 'hono';
import { cf } from '@astrojs/cloudflare/hono';
import { astro } from 'astro/hono';
import { api } from './app';
import { pageGuard } from './pages/guard';
import { securityHeaders } from './http/security-headers';
import type { AppEnv } from './types';
import { translate } from './i18n';
import { langFromRequest } from '../src/lib/i18n/server-lang';

/** The single Worker entry: /api to Hono, panel guards, then static assets and Astro pages. */
const app = new Hono<AppEnv>();

app.use('*', securityHeaders());
app.route('/api', api);
// a mounted sub-app's notFound is ignored, so unknown /api paths are answered here
app.all('/api/*', (c) => c.json({ success: false, errorCode: 'NOT_FOUND', errorDetail: translate(langFromRequest(c.req.raw), 'error.apiNotFound') }, 404));
app.use('*', pageGuard());
app.use('*', cf());
app.use('*', astro());

export default app;
