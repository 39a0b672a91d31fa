import { Hono, type Context } from 'hono';
import { HizmetKaynakSchema, KaynakSchema } from '@lib/schemas/randevu/kaynak';
import { gecerliSaatDilimi, VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { requirePermission } from '@worker/auth/guards';
import { hizmetKaynakYaz, kaynakBul, kaynakEkle, kaynakGuncelle, kaynakListesi, kaynakSil, tasinacaklar } from '@worker/db/randevu/kaynak';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

/** /api/isletme/randevu/kaynaklar: rooms and devices services need, and the appointments a maintenance leaves to move. */

const EKRAN = 'isletme:randevutakip:kaynaklar';
const HIZMETLER = 'isletme:randevutakip:hizmetler';

const tz = (c: Context<AppEnv>) => {
  const dilim = c.get('isletme').saatDilimi;
  return gecerliSaatDilimi(dilim) ? dilim : VARSAYILAN_DILIM;
};

export const kaynakRoutes = new Hono<AppEnv>()
  .get('/kaynaklar', requirePermission(EKRAN), async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await kaynakListesi(c.env.DB, c.get('isletme').id, tz(c)));
  })
  .get('/kaynaklar/tasinacaklar', requirePermission(EKRAN), async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await tasinacaklar(c.env.DB, c.get('isletme').id, tz(c), null));
  })
  .post('/kaynaklar', requirePermission(`${EKRAN}:ekle`), async (c) => {
    const input = await readBody(c, KaynakSchema);
    const isletmeId = c.get('isletme').id;
    const id = await kaynakEkle(c.env.DB, isletmeId, input);
    return ok(c, await kaynakBul(c.env.DB, isletmeId, id), 201);
  })
  .get('/kaynaklar/:id/tasinacaklar', requirePermission(EKRAN), async (c) => {
    const id = idParam(c);
    const isletmeId = c.get('isletme').id;
    await kaynakBul(c.env.DB, isletmeId, id);
    c.header('Cache-Control', 'no-store');
    return ok(c, await tasinacaklar(c.env.DB, isletmeId, tz(c), id));
  })
  .put('/kaynaklar/:id', requirePermission(`${EKRAN}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, KaynakSchema);
    const isletmeId = c.get('isletme').id;
    await kaynakBul(c.env.DB, isletmeId, id);
    await kaynakGuncelle(c.env.DB, isletmeId, id, input);
    return ok(c, await kaynakBul(c.env.DB, isletmeId, id));
  })
  .delete('/kaynaklar/:id', requirePermission(`${EKRAN}:sil`), async (c) => {
    const id = idParam(c);
    const isletmeId = c.get('isletme').id;
    await kaynakBul(c.env.DB, isletmeId, id);
    await kaynakSil(c.env.DB, isletmeId, id);
    return ok(c, { id });
  })
  // the service form's "needs" field: whoever edits services sets it (the resource list is read with it)
  .put('/hizmetler/:id/kaynaklar', requirePermission(`${HIZMETLER}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, HizmetKaynakSchema);
    await hizmetKaynakYaz(c.env.DB, c.get('isletme').id, id, input);
    return ok(c, { hizmetId: id, kaynakIdler: input.kaynakIdler });
  })
  .get('/hizmetler/kaynak-secenekleri', requirePermission(HIZMETLER), async (c) => {
    const { kaynaklar } = await kaynakListesi(c.env.DB, c.get('isletme').id, tz(c));
    return ok(c, kaynaklar.map((k) => ({ id: k.id, ad: k.ad, tur: k.tur, aktif: k.aktif, hizmetIdler: k.hizmetIdler })));
  });
