import { Hono } from 'hono';
import { misafirKaporasi } from '@worker/db/randevu/kapora';
import { KOD_UZUNLUK } from '@worker/db/randevu/yaz';
import { ApiError, ok } from '@worker/http/envelope';
import type { AppEnv } from '@worker/types';
import { firmaKeyParam } from './ortak';

/**
 * GET /:firmaKey/randevular/:kod/kapora — the deposit a fresh booking waits for (amount, IBAN, reference code, until
 * when), for the booking page's confirmation. The booking's code is the unguessable one only its guest has.
 */
export const kaporaPublicRoutes = new Hono<AppEnv>();

kaporaPublicRoutes.get('/:firmaKey/randevular/:kod/kapora', async (c) => {
  const firmaKey = firmaKeyParam(c);
  const kod = c.req.param('kod');
  if (kod.length !== KOD_UZUNLUK || !/^[A-Z2-9]+$/.test(kod)) throw new ApiError(404, 'NOT_FOUND', 'randevu.kapora.api.yok');
  const kapora = await misafirKaporasi(c.env.DB, firmaKey, kod);
  if (!kapora) throw new ApiError(404, 'NOT_FOUND', 'randevu.kapora.api.yok');
  return ok(c, kapora);
});
