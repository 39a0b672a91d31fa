import { Hono } from 'hono';
import type { IsletmeBasligi } from '@lib/schemas/dashboard';
import { requirePermission, requireAnyPermission } from '@worker/auth/guards';
import { cafeOzeti, cariOzeti, kasaOzeti, kullanilanModuller, personelOzeti, randevuOzeti, yonetimOzeti, isletmeSehri } from '@worker/db/dashboard';
import { envanterOzeti } from '@worker/db/dashboard/envanter';
import { isletmeZamani } from '@worker/db/parametre';
import { isGunu } from '@lib/zaman/isgunu';
import { ok } from '@worker/http/envelope';
import { slugMask } from '@worker/slug';
import type { AppEnv } from '@worker/types';

/** Cash tiles belong to whoever may see a cash book (the appointment one today, the cafe's next). */
const KASA_YETKILERI = ['isletme:randevutakip:kasa-hareketleri', 'isletme:qrmenu:cafe-yonetim:kasa-hareketleri'];

/** The cafe's sales figures: for those who see the cafe's money (cash book, X report, day end, taking payments), not a waiter. */
export const CAFE_PARA_YETKILERI = ['isletme:qrmenu:cafe-yonetim:kasa-hareketleri', 'isletme:qrmenu:cafe-yonetim:xraporu', 'isletme:qrmenu:cafe-yonetim:gunsonu', 'isletme:qrmenu:cafe-yonetim:masa-takip:tahsilat'];

/** The inventory tile: for whoever keeps the stock or the assets. */
export const ENVANTER_YETKILERI = ['isletme:envanter:urunler', 'isletme:envanter:demirbaslar'];

/** /api/isletme/ozet: the business dashboard; each tile is its own call guarded by its module's permission. */
export const ozetRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const isletme = c.get('isletme');
    const [sehir, kullanilan] = await Promise.all([isletmeSehri(c.env.DB, isletme.id), kullanilanModuller(c.env.DB, isletme.id, isletme.tur)]);
    return ok<IsletmeBasligi>(c, { isletme: { id: isletme.id, ad: isletme.ad, tur: isletme.tur, sehir }, kullanilan });
  })
  .get('/yonetim', requirePermission('isletme:ayarlar:yonetim:kullanici'), async (c) => ok(c, await yonetimOzeti(c.env.DB, c.get('isletme').id)))
  .get('/randevu', requirePermission('isletme:randevutakip:randevular'), async (c) => ok(c, await randevuOzeti(c.env.DB, c.get('isletme').id)))
  .get('/kasa', requireAnyPermission(KASA_YETKILERI), async (c) => ok(c, await kasaOzeti(c.env.DB, c.get('isletme').id)))
  .get('/cari', requirePermission('isletme:randevutakip:cari-takip'), async (c) => ok(c, await cariOzeti(c.env.DB, c.get('isletme').id)))
  .get('/cafe', requireAnyPermission(CAFE_PARA_YETKILERI), async (c) => ok(c, await cafeOzeti(c.env.DB, c.get('isletme').id)))
  .get('/envanter', requireAnyPermission(ENVANTER_YETKILERI), async (c) => {
    const isletmeId = c.get('isletme').id;
    const z = await isletmeZamani(c.env.DB, isletmeId);
    return ok(c, await envanterOzeti(c.env.DB, isletmeId, isGunu(new Date().toISOString(), z.saatDilimi, z.gunDonumuSaat), slugMask(c.env)));
  })
  .get('/personel', requirePermission('isletme:personel'), async (c) => ok(c, await personelOzeti(c.env.DB, c.get('isletme').id)));
