import { Hono } from 'hono';
import { SecenekDurumSchema, SecenekGrupSchema } from '@lib/schemas/qrmenu';
import { requirePermission } from '@worker/auth/guards';
import { secenekBul, secenekDegerDurum, secenekDogrula, secenekEkle, secenekGuncelle, secenekleriListele, secenekSil } from '@worker/db/qrmenu/secenek';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:qrmenu:secenekler';

/** Product options (seçenekler): groups of values with a price difference, offered on categories or products. */
export const secenekRoutes = new Hono<AppEnv>()
  .get('/', requirePermission(KEY), async (c) => ok(c, await secenekleriListele(c.env.DB, c.get('isletme').id)))
  .post('/', requirePermission(`${KEY}:ekle`), async (c) => {
    const input = await readBody(c, SecenekGrupSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await secenekDogrula(db, isletmeId, input);
    const id = await secenekEkle(db, isletmeId, input);
    return ok(c, await secenekBul(db, isletmeId, id), 201);
  })
  // a value's sold-out switch, registered before '/:id' so 'deger' is never read as an id
  .post('/deger/:id/durum', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, SecenekDurumSchema);
    if (input.tukendi === undefined && input.aktif === undefined) throw new ApiError(400, 'VALIDATION', 'qrmenu.secenek.api.durumBos');
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const grupId = await secenekDegerDurum(db, isletmeId, id, input);
    return ok(c, await secenekBul(db, isletmeId, grupId));
  })
  .put('/:id', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, SecenekGrupSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const mevcut = await secenekBul(db, isletmeId, id);
    await secenekDogrula(db, isletmeId, input, mevcut);
    await secenekGuncelle(db, isletmeId, mevcut, input);
    return ok(c, await secenekBul(db, isletmeId, id));
  })
  .delete('/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await secenekBul(db, isletmeId, id);
    await secenekSil(db, isletmeId, id);
    return ok(c, { id });
  });
