import { Hono } from 'hono';
import { ADMIN_PERMISSION_KEYS, ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import { AdminYetkiSetiSchema } from '@lib/schemas/ayarlar';
import { requireAdminPermission } from '@worker/auth/guards';
import { listPlatformSets, toYetkiSeti } from '@worker/db/ayarlar/yetki-setleri';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { assertKnownKeys, isUniqueViolation } from '@worker/http/validation';
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
    try {
      const row = await c.env.DB
        .prepare('INSERT INTO yetki_seti (isletme_id, kapsam, ad, aciklama, yetkiler) VALUES (NULL, ?, ?, ?, ?) RETURNING id')
        .bind(input.kapsam, input.ad, input.aciklama, JSON.stringify(yetkiler))
        .first<{ id: number }>();
      return ok(c, { id: row!.id }, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'NAME_TAKEN', 'error.nameTaken');
      throw error;
    }
  })
  .put('/:id', async (c) => {
    const id = idParam(c);
    const input = await readBody(c, AdminYetkiSetiSchema);
    const existing = await c.env.DB.prepare('SELECT kapsam FROM yetki_seti WHERE id = ? AND isletme_id IS NULL').bind(id).first<{ kapsam: 'isletme' | 'admin' }>();
    if (!existing) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    // the scope decides which keys are valid; changing it would orphan every assigned key
    if (existing.kapsam !== input.kapsam) throw new ApiError(400, 'VALIDATION', 'error.invalidInput');
    const yetkiler = assertKnownKeys(input.yetkiler, knownFor(input.kapsam));
    try {
      await c.env.DB
        .prepare("UPDATE yetki_seti SET ad = ?, aciklama = ?, yetkiler = ?, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND isletme_id IS NULL")
        .bind(input.ad, input.aciklama, JSON.stringify(yetkiler), id)
        .run();
      return ok(c, { id });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'NAME_TAKEN', 'error.nameTaken');
      throw error;
    }
  })
  .delete('/:id', async (c) => {
    const id = idParam(c);
    const used = await c.env.DB.prepare('SELECT count(*) AS n FROM kullanici WHERE admin_yetki_seti_id = ?').bind(id).first<{ n: number }>();
    if ((used?.n ?? 0) > 0) throw new ApiError(409, 'SET_IN_USE', 'error.setInUse', { sayi: used!.n });
    const result = await c.env.DB.prepare('DELETE FROM yetki_seti WHERE id = ? AND isletme_id IS NULL').bind(id).run();
    if (result.meta.changes === 0) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    return ok(c, { id });
  });
