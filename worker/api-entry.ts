import { Hono } from 'hono';
import { apiLangFromRequest } from '@lib/i18n/server-lang';
import { api } from './app';
import { securityHeaders } from './http/security-headers';
import { translate } from './i18n';
import type { AppEnv } from './types';

/** The API half of the Worker (no Astro): mounted by worker/index.ts and tested alone inside workerd. */
export function apiWorker(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders());
  app.route('/api', api);
  // a mounted sub-app's notFound is ignored, so unknown /api paths are answered here
  app.all('/api/*', (c) => c.json({ success: false, errorCode: 'NOT_FOUND', errorDetail: translate(apiLangFromRequest(c.req.raw), 'error.apiNotFound') }, 404));
  return app;
}
