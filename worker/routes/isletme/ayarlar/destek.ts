import { Hono } from 'hono';
import { requirePermission } from '@worker/auth/guards';
import { destekKayitlari } from '@worker/db/destek/kayit';
import { ok } from '@worker/http/envelope';
import type { AppEnv } from '@worker/types';

// the users screen's key: who may manage the venue's people may see who from the platform entered it
const KEY = 'isletme:ayarlar:yonetim:kullanici';

/** /api/isletme/ayarlar/destek: the venue's support sessions ("view as" by a platform admin) and their writes. */
export const destekKayitRoutes = new Hono<AppEnv>()
  .get('/', requirePermission(KEY), async (c) => ok(c, await destekKayitlari(c.env.DB, c.get('isletme').id)));
