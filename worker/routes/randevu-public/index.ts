import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';
import { beklemePublicRoutes, beklemePublicTetigi } from './bekleme';
import { bookingCors } from './cors';
import { kanalRoutes, rezervasyonRoutes } from './kanal';
import { kaporaPublicRoutes } from './kapora';
import { olusturRoutes } from './olustur';
import { onbilgiRoutes } from './onbilgi';
import { publicLang } from './ortak';
import { teyitRoutes } from './teyit';
import { yonetRoutes } from './yonet';

/**
 * Public booking calls (no auth, CORS *): mounted in worker/app.ts before the session middleware, so they never
 * read a session cookie. /api/randevu/:firmaKey/... and SPEC §7 /api/Rezervasyon/onlinekanalgetforclient.
 */
export const randevuPublicRoutes = new Hono<AppEnv>();
randevuPublicRoutes.use('*', async (c, next) => {
  c.set('lang', publicLang(c));
  c.header('Cache-Control', 'no-store');
  await next();
});
randevuPublicRoutes.use('*', bookingCors());
randevuPublicRoutes.use('/:firmaKey/randevular/:islem{iptal|ertele}', beklemePublicTetigi);
randevuPublicRoutes.route('/', kanalRoutes);
randevuPublicRoutes.route('/', olusturRoutes);
randevuPublicRoutes.route('/', yonetRoutes);
randevuPublicRoutes.route('/', onbilgiRoutes);
randevuPublicRoutes.route('/', teyitRoutes);
randevuPublicRoutes.route('/', kaporaPublicRoutes);
randevuPublicRoutes.route('/', beklemePublicRoutes);

export const rezervasyonPublicRoutes = new Hono<AppEnv>();
rezervasyonPublicRoutes.use('*', async (c, next) => {
  c.set('lang', publicLang(c));
  c.header('Cache-Control', 'no-store');
  await next();
});
rezervasyonPublicRoutes.use('*', bookingCors());
rezervasyonPublicRoutes.route('/', rezervasyonRoutes);
