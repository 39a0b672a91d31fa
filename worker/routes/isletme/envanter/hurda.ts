import { Hono, type Context } from 'hono';
import { HURDA_DURUMLARI, HurdaOnaySchema, HurdaRedSchema, HurdaTalepSchema, type HurdaTalebi } from '@lib/schemas/envanter/demirbas';
import { requirePermission } from '@worker/auth/guards';
import { hurdaAdaylari, hurdaFotoDogrula, hurdaKarar, hurdaTalebiBul, hurdaTalebiSil, hurdaTalepEt, hurdaTalepleri } from '@worker/db/envanter/demirbas';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { slugMask } from '@worker/slug';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:envanter:hurda-talepleri';

type C = Context<AppEnv>;
const venue = (c: C) => c.get('isletme').id;
const kullanici = (c: C) => c.get('kullanici')!.id;
const bul = (c: C) => hurdaTalebiBul(c.env.DB, venue(c), slugMask(c.env), idParam(c));

/** /api/isletme/envanter/hurda-talepleri: scrap requests; approving or rejecting each needs its own permission. */
export const hurdaRoutes = new Hono<AppEnv>()
  .get('/hurda-talepleri', requirePermission(KEY), async (c) => {
    const durum = c.req.query('durum');
    return ok(c, await hurdaTalepleri(c.env.DB, venue(c), slugMask(c.env), kullanici(c), {
      durum: (HURDA_DURUMLARI as readonly string[]).includes(durum ?? '') ? (durum as HurdaTalebi['durum']) : null,
      benim: c.req.query('benim') === '1',
    }));
  })
  .get('/hurda-talepleri/adaylar', requirePermission(`${KEY}:ekle`), async (c) => ok(c, await hurdaAdaylari(c.env.DB, venue(c), c.req.query('q') ?? '')))
  .post('/hurda-talepleri', requirePermission(`${KEY}:ekle`), async (c) => {
    const g = await readBody(c, HurdaTalepSchema);
    await hurdaFotoDogrula(c.env.IMAGES_BUCKET, venue(c), g.fotolar);
    const id = await hurdaTalepEt(c.env.DB, venue(c), kullanici(c), g);
    return ok(c, await hurdaTalebiBul(c.env.DB, venue(c), slugMask(c.env), id), 201);
  })
  .delete('/hurda-talepleri/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const h = await bul(c);
    await hurdaTalebiSil(c.env.DB, venue(c), kullanici(c), h);
    return ok(c, { id: h.id });
  })
  .post('/hurda-talepleri/:id/onayla', requirePermission(`${KEY}:onayla`), async (c) => {
    const h = await bul(c);
    const g = await readBody(c, HurdaOnaySchema);
    await hurdaKarar(c.env.DB, venue(c), kullanici(c), h, true, g.not);
    return ok(c, await bul(c));
  })
  .post('/hurda-talepleri/:id/reddet', requirePermission(`${KEY}:reddet`), async (c) => {
    const h = await bul(c);
    const g = await readBody(c, HurdaRedSchema);
    await hurdaKarar(c.env.DB, venue(c), kullanici(c), h, false, g.not);
    return ok(c, await bul(c));
  });
