import { Hono } from 'hono';
import { LisansSchema } from '@lib/schemas/admin/lisans';
import { currentUser, requireAdminPermission } from '@worker/auth/guards';
import { lisansGecmisi, lisansKaydet, lisansKaydi, lisansListesi, lisansSatiri } from '@worker/db/lisans/admin';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';

const KEY = 'admin:ayarlar:lisans';

/** /api/admin/lisans: every venue's licence; one venue's licence with its history; changing it (logged). */
export const adminLisansRoutes = new Hono<AppEnv>()
  .get('/', requireAdminPermission(KEY), async (c) => ok(c, await lisansListesi(c.env.DB)))
  .get('/:isletmeId', requireAdminPermission(KEY), async (c) => {
    const id = idParam(c, 'isletmeId');
    const satir = await lisansSatiri(c.env.DB, id);
    if (!satir) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    return ok(c, { ...satir, gecmis: await lisansGecmisi(c.env.DB, id) });
  })
  .put('/:isletmeId', requireAdminPermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c, 'isletmeId');
    const girdi = await readBody(c, LisansSchema);
    const satir = await lisansSatiri(c.env.DB, id);
    if (!satir) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    // fewer seats than people working today would lock someone out mid-shift: disable users first
    if (girdi.koltuk < satir.kullanilan) {
      throw new ApiError(422, 'SEATS_BELOW_ACTIVE', 'admin.lisans.e.koltukAz', { sayi: satir.kullanilan }, { alanlar: { koltuk: translate(c.get('lang') ?? 'tr', 'admin.lisans.e.koltukAz', { sayi: satir.kullanilan }) } });
    }
    await lisansKaydet(c.env.DB, id, currentUser(c).id, girdi, satir.lisans ? lisansKaydi(satir.lisans) : null);
    return ok(c, { isletmeId: id });
  });
