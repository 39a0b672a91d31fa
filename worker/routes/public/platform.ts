import { Hono } from 'hono';
import { genelAyarOnbellekli } from '@worker/db/admin/genel';
import { ok } from '@worker/http/envelope';
import type { AppEnv } from '@worker/types';

/** GET /api/public/platform: what every page may know of the platform settings – the languages enabled (tr always). */
export const platformPublicRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const a = await genelAyarOnbellekli(c.env.DB);
    return ok(c, { diller: a.diller });
  });
