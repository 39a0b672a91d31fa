import { Hono } from 'hono';
import { GenelAyarSchema } from '@lib/schemas/admin/genel';
import { requireAdminPermission } from '@worker/auth/guards';
import { genelAyar, genelAyarKaydet } from '@worker/db/admin/genel';
import { ok } from '@worker/http/envelope';
import { readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

const KEY = 'admin:ayarlar:genel';

/** /api/admin/genel: the platform settings row (company details, support contact, defaults, languages). */
export const adminGenelRoutes = new Hono<AppEnv>()
  .use('*', requireAdminPermission(KEY))
  .get('/', async (c) => ok(c, await genelAyar(c.env.DB)))
  .put('/', requireAdminPermission(`${KEY}:guncelle`), async (c) => {
    const yeni = await readBody(c, GenelAyarSchema);
    const { guncelleme: _, ...eski } = await genelAyar(c.env.DB);
    await genelAyarKaydet(c.env.DB, c.get('kullanici')!.id, eski, yeni);
    return ok(c, await genelAyar(c.env.DB));
  });
