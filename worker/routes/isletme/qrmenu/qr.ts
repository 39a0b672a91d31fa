import { Hono } from 'hono';
import { MasaSchema } from '@lib/schemas/qrmenu';
import { requirePermission } from '@worker/auth/guards';
import { isletmeBilgisi } from '@worker/db/qrmenu/admin';
import { masaEkle, masaListesi, masaSil } from '@worker/db/qrmenu/masa';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { masaDuyurusu } from '@worker/routes/isletme/cafe/masa-duyuru';
import { slugFor } from '@worker/slug';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:qrmenu:olustur';

/** The venue's public QR addresses and the tables that get their own QR cards. */
export const qrRoutes = new Hono<AppEnv>()
  .get('/qr-bilgi', requirePermission(KEY), async (c) => {
    const isletmeId = c.get('isletme').id;
    const { url_adi: urlAdi } = await isletmeBilgisi(c.env.DB, isletmeId);
    const slug = slugFor(c.env, isletmeId);
    return ok(c, { urlAdi, slug, yol: `/qr/${urlAdi}/${slug}`, kisaYol: `/qr/${urlAdi}` });
  })
  .get('/masalar', requirePermission(KEY), async (c) => {
    return ok(c, await masaListesi(c.env.DB, c.get('isletme').id));
  })
  .post('/masalar', requirePermission(`${KEY}:ekle`), masaDuyurusu, async (c) => {
    const { ad } = await readBody(c, MasaSchema);
    return ok(c, { id: await masaEkle(c.env.DB, c.get('isletme').id, ad) }, 201);
  })
  .delete('/masalar/:id', requirePermission(`${KEY}:sil`), masaDuyurusu, async (c) => {
    const id = idParam(c);
    await masaSil(c.env.DB, c.get('isletme').id, id);
    return ok(c, { id });
  });
