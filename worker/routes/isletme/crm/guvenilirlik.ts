import { Hono } from 'hono';
import type { MusteriGuvenilirlikRaporu } from '@lib/schemas/randevu/rapor';
import { requirePermission } from '@worker/auth/guards';
import { guvenilirlikRaporu } from '@worker/db/randevu/guvenilirlik-rapor';
import { ok } from '@worker/http/envelope';
import { donemOku } from '@worker/routes/isletme/randevu/rapor';
import type { AppEnv } from '@worker/types';

const RAPOR = 'isletme:crm:musteri:rapor';
const VARSAYILAN_GUN = 180;
const EN_COK = 10;

/** /api/isletme/crm/musteriler/guvenilirlik: the customers with the most no-shows and late cancels in the period. */
export const guvenilirlikRoutes = new Hono<AppEnv>()
  .get('/musteriler/guvenilirlik', requirePermission(RAPOR), async (c) => {
    const d = await donemOku(c, VARSAYILAN_GUN);
    const musteriler = await guvenilirlikRaporu(c.env.DB, c.get('isletme').id, d.basIso, d.bitIso, d.gecIptalSaat, 'musteri', c.get('lang'), EN_COK);
    c.header('Cache-Control', 'no-store');
    return ok<MusteriGuvenilirlikRaporu>(c, { bas: d.bas, bit: d.bit, gecIptalSaat: d.gecIptalSaat, musteriler });
  });
