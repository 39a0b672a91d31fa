import { Hono } from 'hono';
import { LOGO_ONEKI, TemaSchema, logoVenuesunMu } from '@lib/schemas/randevu/tema';
import { requirePermission } from '@worker/auth/guards';
import { kayitliLogo, temaVerisi, temaYaz } from '@worker/db/randevu/ozet-tema';
import { ApiError, ok } from '@worker/http/envelope';
import { readBody } from '@worker/http/request';
import { webpYukle } from '@worker/http/webp-yukle';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:randevutakip:online-kanal-tema';
const kanalYok = () => new ApiError(409, 'CHANNEL_MISSING', 'randevu.tema.hata.kanalYok');

/** /api/isletme/randevu/tema: the online channel theme (randevu_kanal.ayar_json) and its logo. */
export const temaRoutes = new Hono<AppEnv>()
  .get('/tema', requirePermission(KEY), async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await temaVerisi(c.env.DB, c.get('isletme').id, c.get('lang')));
  })
  .put('/tema', requirePermission(`${KEY}:guncelle`), async (c) => {
    const tema = await readBody(c, TemaSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const mevcut = await kayitliLogo(db, isletmeId);
    if (mevcut === undefined) throw kanalYok();
    // a new logo must be one this venue uploaded and still be in R2; the stored one is not looked up again
    if (tema.logo !== null && tema.logo !== mevcut && (!logoVenuesunMu(tema.logo, isletmeId) || !(await c.env.IMAGES_BUCKET.head(tema.logo)))) {
      throw new ApiError(400, 'IMAGE_KEY_INVALID', 'randevu.tema.hata.logo');
    }
    if (!(await temaYaz(db, isletmeId, tema))) throw kanalYok();
    return ok(c, await temaVerisi(db, isletmeId, c.get('lang')));
  })
  .post('/tema/logo', requirePermission(`${KEY}:guncelle`), async (c) => {
    if ((await kayitliLogo(c.env.DB, c.get('isletme').id)) === undefined) throw kanalYok();
    return ok(c, { anahtar: await webpYukle(c, LOGO_ONEKI) }, 201);
  });
