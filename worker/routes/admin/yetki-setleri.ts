import { Hono } from 'hono';
import { ADMIN_PERMISSION_KEYS, ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import { AdminYetkiSetiSchema } from '@lib/schemas/ayarlar';
import { requireAdminPermission } from '@worker/auth/guards';
import { listPlatformSets, platformSetiKapsami, toYetkiSeti, yetkiSetiEkle, yetkiSetiGuncelle, yetkiSetiSil } from '@worker/db/ayarlar/yetki-setleri';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { assertKnownKeys } from '@worker/http/validation';
import type { AppEnv } from '@worker/types';

const KEY = 'admin:ayarlar:yetki-setleri';
const knownFor = (kapsam: 'isletme' | 'admin') => (kapsam === 'admin' ? ADMIN_PERMISSION_KEYS : ISLETME_PERMISSION_KEYS);

/** Platform-wide permission set templates (SPEC /admin/ayarlar/yetki-setleri). */
export const adminYetkiSetiRoutes = new Hono<AppEnv>()
  .use('*', requireAdminPermission(KEY))
  .get('/', async (c) => {
    const rows = await listPlatformSets(c.env.DB);
    return ok(c, rows.map((row) => toYetkiSeti(row, knownFor(row.kapsam))));
  })
  .post('/', async (c) => {
    const input = await readBody(c, AdminYetkiSetiSchema);
    const yetkiler = assertKnownKeys(input.yetkiler, knownFor(input.kapsam));
    return ok(c, { id: await yetkiSetiEkle(c.env.DB, null, input.kapsam, input.ad, input.aciklama, yetkiler) }, 201);
  })
  .put('/:id', async (c) => {
    const id = idParam(c);
    const input = await readBody(c, AdminYetkiSetiSchema);
    const existing = await platformSetiKapsami(c.env.DB, id);
    if (!existing) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    // the scope decides which keys are valid; changing it would orphan every assigned key
    if (existing !== input.kapsam) throw new ApiError(400, 'VALIDATION', 'error.invalidInput');
    const yetkiler = assertKnownKeys(input.yetkiler, knownFor(input.kapsam));
    await yetkiSetiGuncelle(c.env.DB, null, id, input.ad, input.aciklama, yetkiler);
    return ok(c, { id });
  })
  .delete('/:id', async (c) => {
    const id = idParam(c);
    await yetkiSetiSil(c.env.DB, null, id);
    return ok(c, { id });
  });
