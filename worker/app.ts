import { Hono } from 'hono';
import { apiLangFromRequest } from '@lib/i18n/server-lang';
import { istenenIsletmeId } from './auth/guards';
import { loadSessionAndVenue } from './auth/session';
import { govdeSiniri } from './http/body-limit';
import { originCheck } from './http/csrf';
import { ApiError } from './http/envelope';
import { translate } from './i18n';
import { authRoutes } from './routes/auth';
import { yetkiSetleriClientRoutes } from './routes/yetki-setleri-client';
import { isletmeRoutes } from './routes/isletme';
import { adminRoutes } from './routes/admin';
import { davetRoutes } from './routes/davet';
import { publicRoutes, qrMenuPublicRoutes } from './routes/public';
import { qrmenuMisafirRoutes } from './routes/qrmenu';
import { randevuPublicRoutes, rezervasyonPublicRoutes } from './routes/randevu-public';
import type { AppEnv } from './types';

/** Hono root for /api (DESIGN §1): language, session, origin check, one error handler, one sub-app per area. */
export const api = new Hono<AppEnv>();

// Body size first, so no route (public ones included) ever buffers an oversized body.
api.use('*', govdeSiniri());

// Public guest reads first: they answer before the session middleware below, so no cookie is ever read there.
api.route('/public', publicRoutes);
api.route('/QrMenu', qrMenuPublicRoutes);
api.route('/randevu', randevuPublicRoutes);
api.route('/Rezervasyon', rezervasyonPublicRoutes);

api.use('*', async (c, next) => {
  c.set('lang', apiLangFromRequest(c.req.raw));
  // venue calls need the session and the membership: one round trip for both
  const isletmeId = c.req.path.startsWith('/api/isletme/') ? istenenIsletmeId(c.req.raw) : null;
  const { user, uyelik } = await loadSessionAndVenue(c.env.DB, c.req.raw, isletmeId);
  c.set('kullanici', user);
  if (uyelik !== undefined && isletmeId !== null) c.set('uyelik', { isletmeId, row: uyelik });
  c.header('Cache-Control', 'no-store');
  await next();
});
api.use('*', originCheck());

api.route('/auth', authRoutes);
api.route('/YetkiSetleri', yetkiSetleriClientRoutes);
api.route('/isletme', isletmeRoutes);
// ordering from the table (guests with a visit cookie; after the Origin check like every cookie write)
api.route('/qrmenu', qrmenuMisafirRoutes);
api.route('/admin', adminRoutes);
api.route('/davet', davetRoutes);

api.notFound((c) => c.json({ success: false, errorCode: 'NOT_FOUND', errorDetail: translate(c.get('lang') ?? 'tr', 'error.apiNotFound') }, 404));

api.onError((error, c) => {
  const lang = c.get('lang') ?? 'tr';
  if (error instanceof ApiError) {
    const body = { success: false, errorCode: error.errorCode, errorDetail: translate(lang, error.messageKey, error.params) };
    return c.json(error.data === undefined ? body : { ...body, data: error.data }, error.status);
  }
  console.error('unhandled', error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  return c.json({ success: false, errorCode: 'SERVER_ERROR', errorDetail: translate(lang, 'error.server') }, 500);
});
