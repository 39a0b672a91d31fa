import { Hono } from 'hono';
import { ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import { YetkiSetiSchema } from '@lib/schemas/ayarlar';
import { requirePermission } from '@worker/auth/guards';
import { listPlatformSets, listVenueSets, toYetkiSeti } from '@worker/db/ayarlar/yetki-setleri';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { assertKnownKeys, assertWithinOwn, isUniqueViolation } from '@worker/http/validation';
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
    try {
      const row = await c.env.DB
        .prepare("INSERT INTO yetki_seti (isletme_id, kapsam, ad, aciklama, yetkiler) VALUES (?, 'isletme', ?, ?, ?) RETURNING id")
        .bind(c.get('isletme').id, input.ad, input.aciklama, JSON.stringify(yetkiler))
        .first<{ id: number }>();
      return ok(c, { id: row!.id }, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'NAME_TAKEN', 'error.nameTaken');
      throw error;
    }
  })
  .put('/:id', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, YetkiSetiSchema);
    const yetkiler = assertKnownKeys(input.yetkiler, ISLETME_PERMISSION_KEYS);
    assertWithinOwn(yetkiler, c.get('isletme').yetkiler);
    try {
      const result = await c.env.DB
        .prepare("UPDATE yetki_seti SET ad = ?, aciklama = ?, yetkiler = ?, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND isletme_id = ?")
        .bind(input.ad, input.aciklama, JSON.stringify(yetkiler), id, c.get('isletme').id)
        .run();
      if (result.meta.changes === 0) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
      return ok(c, { id });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'NAME_TAKEN', 'error.nameTaken');
      throw error;
    }
  })
  .delete('/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    const isletmeId = c.get('isletme').id;
    const used = await c.env.DB.prepare('SELECT count(*) AS n FROM isletme_kullanici WHERE yetki_seti_id = ? AND isletme_id = ?').bind(id, isletmeId).first<{ n: number }>();
    if ((used?.n ?? 0) > 0) throw new ApiError(409, 'SET_IN_USE', 'error.setInUse', { sayi: used!.n });
    const result = await c.env.DB.prepare('DELETE FROM yetki_seti WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).run();
    if (result.meta.changes === 0) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    return ok(c, { id });
  });
