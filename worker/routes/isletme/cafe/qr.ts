import { Hono } from 'hono';
import { requirePermission } from '@worker/auth/guards';
import { qrDurumu } from '@worker/db/qrmenu/siparis';
import { ok } from '@worker/http/envelope';
import type { AppEnv } from '@worker/types';

/** GET /api/isletme/cafe/qr: guest orders waiting for staff and the tables' open calls (accept, refuse, clear: operations). */
export const qrRoutes = new Hono<AppEnv>()
  .get('/qr', requirePermission('isletme:qrmenu:cafe-yonetim:masa-takip'), async (c) => ok(c, await qrDurumu(c.env.DB, c.get('isletme').id)));
