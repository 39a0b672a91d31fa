import { Hono } from 'hono';
import { gunMs } from '@lib/randevu/time';
import { bugun } from '@lib/zaman/dilim';
import { requirePermission } from '@worker/auth/guards';
import { ozetVerisi } from '@worker/db/randevu/ozet';
import { ApiError, ok } from '@worker/http/envelope';
import type { AppEnv } from '@worker/types';
import { temaRoutes } from './ozet-tema';
import { raporRoutes } from './rapor';
import { isletmeZamani } from '@worker/db/parametre';

const DASHBOARD = 'isletme:randevutakip:dashboard';

/** /api/isletme/randevu/ozet (appointment dashboard) and /tema (online channel theme). */
export const ozetRoutes = new Hono<AppEnv>()
  // ?gun=YYYY-MM-DD, default today in the venue zone; D1 round trips: 2 (zone, one batch)
  .get('/ozet', requirePermission(DASHBOARD), async (c) => {
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const { saatDilimi: tz, gunDonumuSaat } = await isletmeZamani(db, isletmeId);
    const now = Date.now();
    const gun = c.req.query('gun') ?? bugun(tz, now);
    const ms = gunMs(gun);
    // years outside 2000–2099 are typing mistakes, and keep the date maths far from its limits
    if (ms === null || gun < '2000-01-01' || gun > '2099-12-31') throw new ApiError(400, 'VALIDATION', 'randevu.tema.hata.tarih');
    c.header('Cache-Control', 'no-store');
    return ok(c, await ozetVerisi(db, isletmeId, tz, gun, now, c.get('lang'), gunDonumuSaat));
  });

ozetRoutes.route('/', temaRoutes);
ozetRoutes.route('/', raporRoutes);
