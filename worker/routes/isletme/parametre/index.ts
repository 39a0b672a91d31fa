import { Hono } from 'hono';
import * as v from 'valibot';
import { LogSorguSchema, ParametreSchema } from '@lib/schemas/parametre';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { parametreKaydet, parametreLogu, parametreOku } from '@worker/db/parametre';
import { ApiError, ok } from '@worker/http/envelope';
import { readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { parametrePosRoutes } from './pos';

const KEY = 'isletme:ayarlar:yonetim:parametre';

/** /api/isletme/parametre: the selected venue's parameters (GET, PUT) and their change log (GET /log?sayfa=). */
export const parametreRoutes = new Hono<AppEnv>()
  .get('/', requirePermission(KEY), async (c) => {
    const parametre = await parametreOku(c.env.DB, c.get('isletme').id);
    if (!parametre) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    return ok(c, parametre);
  })
  .put('/', requirePermission(`${KEY}:guncelle`), async (c) => {
    const girdi = await readBody(c, ParametreSchema);
    const isletmeId = c.get('isletme').id;
    const onceki = await parametreOku(c.env.DB, isletmeId);
    if (onceki && girdi.odemeYontemleri.some((m) => onceki.kapaliOdemeYontemleri.includes(m))) {
      throw new ApiError(422, 'PAYMENT_METHOD_NOT_ALLOWED', 'parametre.v.odemePlatform', undefined, { alan: 'odemeYontemleri' });
    }
    // a category id of another venue (or a subcategory) is not ours to see: 404, nothing written
    if (!(await parametreKaydet(c.env.DB, isletmeId, currentUser(c).id, girdi))) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    return ok(c, await parametreOku(c.env.DB, isletmeId));
  })
  .get('/log', requirePermission(KEY), async (c) => {
    const sorgu = v.safeParse(LogSorguSchema, { sayfa: c.req.query('sayfa') || undefined });
    if (!sorgu.success) throw new ApiError(400, 'VALIDATION', 'error.invalidInput');
    return ok(c, await parametreLogu(c.env.DB, c.get('isletme').id, sorgu.output.sayfa));
  })
  // the venue's receipt settings among the platform's POS definitions (issue 14)
  .route('/pos', parametrePosRoutes);
