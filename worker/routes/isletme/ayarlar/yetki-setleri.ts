import { Hono } from 'hono';
import { ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import { YetkiSetiSchema } from '@lib/schemas/ayarlar';
import { requirePermission } from '@worker/auth/guards';
import { listPlatformSets, listVenueSets, toYetkiSeti, yetkiSetiEkle, yetkiSetiGuncelle, yetkiSetiSil } from '@worker/db/ayarlar/yetki-setleri';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { assertKnownKeys, assertWithinOwn } from '@worker/http/validation';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:ayarlar:yonetim:yetki';

/** Venue permission sets (SPEC /isletme/ayarlar/yonetim/yetki). */
export const yetkiSetiRoutes = new Hono<AppEnv>()
  .get('/', requirePermission(KEY), async (c) => {
    const rows = await listVenueSets(c.env.DB, c.get('isletme').id);
    return ok(c, rows.map((row) => toYetkiSeti(row, ISLETME_PERMISSION_KEYS)));
  })
  .get('/sablonlar', requirePermission(`${KEY}:ekle`), async (c) => {
    const rows = (await listPlatformSets(c.env.DB)).filter((row) => row.kapsam === 'isletme');
    return ok(c, rows.map((row) => toYetkiSeti({ ...row, kullanici_sayisi: 0 }, ISLETME_PERMISSION_KEYS)));
  })
  .post('/', requirePermission(`${KEY}:ekle`), async (c) => {
    const input = await readBody(c, YetkiSetiSchema);
    const yetkiler = assertKnownKeys(input.yetkiler, ISLETME_PERMISSION_KEYS);
    assertWithinOwn(yetkiler, c.get('isletme').yetkiler);
    return ok(c, { id: await yetkiSetiEkle(c.env.DB, c.get('isletme').id, 'isletme', input.ad, input.aciklama, yetkiler) }, 201);
  })
  .put('/:id', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, YetkiSetiSchema);
    const yetkiler = assertKnownKeys(input.yetkiler, ISLETME_PERMISSION_KEYS);
    assertWithinOwn(yetkiler, c.get('isletme').yetkiler);
    await yetkiSetiGuncelle(c.env.DB, c.get('isletme').id, id, input.ad, input.aciklama, yetkiler);
    return ok(c, { id });
  })
  .delete('/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    await yetkiSetiSil(c.env.DB, c.get('isletme').id, id);
    return ok(c, { id });
  });
