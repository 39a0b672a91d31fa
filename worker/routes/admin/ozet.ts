import { Hono } from 'hono';
import { ok } from '@worker/http/envelope';
import type { AppEnv } from '@worker/types';

/** Platform figures for the admin dashboard. */
export const adminOzetRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const row = await c.env.DB
    .prepare(
      `SELECT (SELECT count(*) FROM isletme WHERE aktif = 1) AS isletme,
              (SELECT count(*) FROM kullanici WHERE aktif = 1) AS kullanici,
              (SELECT count(*) FROM yetki_seti WHERE isletme_id IS NULL AND kapsam = 'isletme') AS sablon`,
    )
    .first<{ isletme: number; kullanici: number; sablon: number }>();
  return ok(c, row ?? { isletme: 0, kullanici: 0, sablon: 0 });
});
