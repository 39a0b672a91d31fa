import { Hono } from 'hono';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { birlestirmeOnizleme, musteriBirlestir } from '@worker/db/musteri/birlestir';
import { musteriCiftleri } from '@worker/db/musteri/cift';
import { ok } from '@worker/http/envelope';
import { idParam } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

/**
 * The customer book's duplicates: likely pairs, a merge preview and the merge. Mounted before /musteriler/:id so
 * 'ciftler' is never read as an id. Merging changes one record and deletes another: it needs both rights.
 */
export function musteriBirlestirRoutes(MUSTERI_KEY: string) {
  return new Hono<AppEnv>()
    .get('/musteriler/ciftler', requirePermission(MUSTERI_KEY), async (c) => ok(c, await musteriCiftleri(c.env.DB, c.get('isletme').id)))
    .get('/musteriler/:id/birlestir/:silinenId', requirePermission(MUSTERI_KEY), async (c) =>
      ok(c, await birlestirmeOnizleme(c.env.DB, c.get('isletme').id, idParam(c), idParam(c, 'silinenId'))))
    .post('/musteriler/:id/birlestir/:silinenId', requirePermission(`${MUSTERI_KEY}:guncelle`), requirePermission(`${MUSTERI_KEY}:sil`), async (c) =>
      ok(c, await musteriBirlestir(c.env.DB, c.get('isletme').id, currentUser(c).id, idParam(c), idParam(c, 'silinenId'))));
}
