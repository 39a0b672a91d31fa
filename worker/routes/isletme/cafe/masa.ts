import { Hono } from 'hono';
import { AlanSchema, KonumSchema, MasaSchema, PlanSchema, SiraSchema } from '@lib/schemas/cafe/masa';
import { requirePermission } from '@worker/auth/guards';
import { alanEkle, alanGuncelle, alanSil, alanSirala } from '@worker/db/cafe/alan';
import { alanPlaniKaydet, masaBul, masaDuzeni, masaEkle, masaGuncelle, masaKonumla, masaSil, masaSirala } from '@worker/db/cafe/masa';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { masaDuyurusu } from './masa-duyuru';

const KEY = 'isletme:qrmenu:cafe-yonetim:masa';

/** /api/isletme/cafe: the venue's areas and tables with their floor plan (the QR menu's table cards use the same tables). */
export const masaRoutes = new Hono<AppEnv>()
  .get('/masalar', requirePermission(KEY), async (c) => ok(c, await masaDuzeni(c.env.DB, c.get('isletme').id)))
  .post('/alanlar', requirePermission(`${KEY}:ekle`), masaDuyurusu, async (c) => {
    const g = await readBody(c, AlanSchema);
    return ok(c, { id: await alanEkle(c.env.DB, c.get('isletme').id, g) }, 201);
  })
  // fixed paths before ':id'
  .put('/alanlar/sira', requirePermission(`${KEY}:guncelle`), masaDuyurusu, async (c) => {
    const { idler } = await readBody(c, SiraSchema);
    await alanSirala(c.env.DB, c.get('isletme').id, idler);
    return ok(c, { idler });
  })
  .put('/alanlar/:id', requirePermission(`${KEY}:guncelle`), masaDuyurusu, async (c) => {
    const id = idParam(c);
    await alanGuncelle(c.env.DB, c.get('isletme').id, id, await readBody(c, AlanSchema));
    return ok(c, { id });
  })
  .put('/alanlar/:id/plan', requirePermission(`${KEY}:guncelle`), masaDuyurusu, async (c) => {
    const id = idParam(c);
    await alanPlaniKaydet(c.env.DB, c.get('isletme').id, id, await readBody(c, PlanSchema));
    return ok(c, await masaDuzeni(c.env.DB, c.get('isletme').id));
  })
  .put('/alanlar/:id/masa-sirasi', requirePermission(`${KEY}:guncelle`), masaDuyurusu, async (c) => {
    const id = idParam(c);
    const { idler } = await readBody(c, SiraSchema);
    await masaSirala(c.env.DB, c.get('isletme').id, id, idler);
    return ok(c, { idler });
  })
  .delete('/alanlar/:id', requirePermission(`${KEY}:sil`), masaDuyurusu, async (c) => {
    const id = idParam(c);
    await alanSil(c.env.DB, c.get('isletme').id, id);
    return ok(c, { id });
  })
  .post('/masalar', requirePermission(`${KEY}:ekle`), masaDuyurusu, async (c) => {
    const isletmeId = c.get('isletme').id;
    const id = await masaEkle(c.env.DB, isletmeId, await readBody(c, MasaSchema));
    return ok(c, await masaBul(c.env.DB, isletmeId, id), 201);
  })
  .put('/masalar/:id', requirePermission(`${KEY}:guncelle`), masaDuyurusu, async (c) => {
    const id = idParam(c);
    const isletmeId = c.get('isletme').id;
    await masaGuncelle(c.env.DB, isletmeId, id, await readBody(c, MasaSchema));
    return ok(c, await masaBul(c.env.DB, isletmeId, id));
  })
  .put('/masalar/:id/konum', requirePermission(`${KEY}:guncelle`), masaDuyurusu, async (c) => {
    const id = idParam(c);
    const isletmeId = c.get('isletme').id;
    await masaKonumla(c.env.DB, isletmeId, id, await readBody(c, KonumSchema));
    return ok(c, await masaBul(c.env.DB, isletmeId, id));
  })
  .delete('/masalar/:id', requirePermission(`${KEY}:sil`), masaDuyurusu, async (c) => {
    const id = idParam(c);
    await masaSil(c.env.DB, c.get('isletme').id, id);
    return ok(c, { id });
  });
