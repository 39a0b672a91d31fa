import { Hono } from 'hono';
import { DestekBaslatSchema } from '@lib/schemas/destek';
import { currentUser, requireAdminPermission } from '@worker/auth/guards';
import { canliDestekOturumu, destekBaslat, destekBitir, DESTEK_YETKISI } from '@worker/db/destek/oturum';
import { destekKayitlari, isletmeAra } from '@worker/db/destek/kayit';
import { ApiError, ok } from '@worker/http/envelope';
import { pozitifId, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

/** /api/admin/destek: support access ("view as" a venue for at most 30 minutes), its list and the venue picker. */
export const adminDestekRoutes = new Hono<AppEnv>()
  .use('*', requireAdminPermission(DESTEK_YETKISI))
  .get('/', async (c) => {
    const isletme = c.req.query('isletmeId');
    const isletmeId = isletme === undefined || isletme === '' ? null : pozitifId(isletme);
    if (isletme && isletmeId === null) throw new ApiError(400, 'VALIDATION', 'error.invalidInput');
    const [oturumlar, canli] = await Promise.all([destekKayitlari(c.env.DB, isletmeId), canliDestekOturumu(c.env.DB, currentUser(c).id)]);
    return ok(c, { oturumlar, canli });
  })
  .get('/isletmeler', async (c) => ok(c, await isletmeAra(c.env.DB, (c.req.query('q') ?? '').slice(0, 100))))
  .post('/', async (c) => {
    const input = await readBody(c, DestekBaslatSchema);
    const sonuc = await destekBaslat(c.env.DB, { kullaniciId: currentUser(c).id, ...input });
    if ('hata' in sonuc) {
      if (sonuc.hata === 'ISLETME_YOK') throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
      throw new ApiError(409, 'SUPPORT_ACTIVE', 'destek.acikVar');
    }
    return ok(c, sonuc.oturum, 201);
  })
  .post('/bitir', async (c) => ok(c, { bitti: await destekBitir(c.env.DB, currentUser(c).id) }));
