import { Hono } from 'hono';
import { KanalAyarSchema } from '@lib/schemas/randevu/kanal';
import { requirePermission } from '@worker/auth/guards';
import { ok } from '@worker/http/envelope';
import { readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { kanalAyarKaydet, kanalAyarOku } from '@worker/db/randevu/kanal-ayar';

const KEY = 'isletme:randevutakip:online-kanal';

/** /api/isletme/randevu/kanal: the venue's online booking channel settings (one row per venue). */
export const randevuKanalRoutes = new Hono<AppEnv>()
  .get('/', requirePermission(KEY), async (c) => ok(c, await kanalAyarOku(c.env.DB, c.get('isletme').id)))
  .put('/', requirePermission(`${KEY}:guncelle`), async (c) => {
    const input = await readBody(c, KanalAyarSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await kanalAyarKaydet(db, isletmeId, input);
    return ok(c, await kanalAyarOku(db, isletmeId));
  });
