import { Hono } from 'hono';
import { IsletmePosSchema } from '@lib/schemas/pos';
import { requireAnyPermission, requirePermission } from '@worker/auth/guards';
import { isletmePos, isletmePosKaydet } from '@worker/db/pos';
import { ApiError, ok } from '@worker/http/envelope';
import { readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:ayarlar:yonetim:parametre';
/** table tracking prints the tickets (pre-bill, order batch) */
const MASA_TAKIP = 'isletme:qrmenu:cafe-yonetim:masa-takip';

/** /api/isletme/parametre/pos: the venue's receipt choice among what the platform allows, and its resolved ticket. */
export const parametrePosRoutes = new Hono<AppEnv>()
  .get('/', requirePermission(KEY), async (c) => ok(c, await isletmePos(c.env.DB, c.get('isletme').id)))
  // what the cafe's 80 mm prints use: the resolved ticket only
  .get('/fis', requireAnyPermission([KEY, MASA_TAKIP]), async (c) => ok(c, (await isletmePos(c.env.DB, c.get('isletme').id)).fis))
  .put('/', requirePermission(`${KEY}:guncelle`), async (c) => {
    const secim = await readBody(c, IsletmePosSchema);
    const isletmeId = c.get('isletme').id;
    const { secenekler } = await isletmePos(c.env.DB, isletmeId);
    // a template or profile the platform does not allow (or that does not exist) cannot be chosen
    if ((secim.sablonId !== null && !secenekler.sablonlar.some((s) => s.id === secim.sablonId)) || (secim.profilId !== null && !secenekler.profiller.some((p) => p.id === secim.profilId))) {
      throw new ApiError(422, 'POS_NOT_ALLOWED', 'admin.pos.e.izinsiz');
    }
    await isletmePosKaydet(c.env.DB, isletmeId, secim.sablonId, secim.profilId);
    return ok(c, await isletmePos(c.env.DB, isletmeId));
  });
