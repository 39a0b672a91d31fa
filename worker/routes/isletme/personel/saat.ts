import { Hono } from 'hono';
import { CalismaSchema, IzinSchema } from '@lib/schemas/personel';
import { requirePermission } from '@worker/auth/guards';
import { personelBul } from '@worker/db/personel/randevu';
import { calismaKaydet, disaridaKalanlar, izinAraligi, izinEkle, izinListesi, izinSil } from '@worker/db/personel/saat';
import { ok } from '@worker/http/envelope';
import { idParam } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { govdeOku } from './ortak';
import { isletmeZamani } from '@worker/db/parametre';

/**
 * Weekly hours and leave of one staff member. Both are part of editing the staff member (':guncelle'); existing
 * appointments are never moved, the answers only count the ones left outside the hours or inside the leave.
 */
export function personelSaatRoutes(PERSONEL_KEY: string) {
  return new Hono<AppEnv>()
    // the warning count for a week being edited, before it is saved
    .post('/personel/:id/calisma/kontrol', requirePermission(`${PERSONEL_KEY}:guncelle`), async (c) => {
      const id = idParam(c);
      const { araliklar } = await govdeOku(c, CalismaSchema);
      const isletmeId = c.get('isletme').id;
      await personelBul(c.env.DB, isletmeId, id);
      return ok(c, { disarida: await disaridaKalanlar(c.env.DB, isletmeId, id, araliklar, (await isletmeZamani(c.env.DB, isletmeId)).saatDilimi) });
    })
    .put('/personel/:id/calisma', requirePermission(`${PERSONEL_KEY}:guncelle`), async (c) => {
      const id = idParam(c);
      const { araliklar } = await govdeOku(c, CalismaSchema);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      await personelBul(db, isletmeId, id);
      await calismaKaydet(db, id, araliklar);
      return ok(c, { araliklar, disarida: await disaridaKalanlar(db, isletmeId, id, araliklar, (await isletmeZamani(db, isletmeId)).saatDilimi) });
    })
    .get('/personel/:id/izinler', requirePermission(PERSONEL_KEY), async (c) => {
      const id = idParam(c);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      await personelBul(db, isletmeId, id);
      const saatDilimi = (await isletmeZamani(db, isletmeId)).saatDilimi;
      return ok(c, { izinler: await izinListesi(db, id, saatDilimi), saatDilimi });
    })
    .post('/personel/:id/izinler', requirePermission(`${PERSONEL_KEY}:guncelle`), async (c) => {
      const id = idParam(c);
      const input = await govdeOku(c, IzinSchema);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      await personelBul(db, isletmeId, id);
      const aralik = izinAraligi(input, (await isletmeZamani(db, isletmeId)).saatDilimi);
      return ok(c, { ...(await izinEkle(db, id, aralik, input.aciklama)), ...aralik }, 201);
    })
    .delete('/personel/:id/izinler/:izinId', requirePermission(`${PERSONEL_KEY}:guncelle`), async (c) => {
      const id = idParam(c);
      const izinId = idParam(c, 'izinId');
      await personelBul(c.env.DB, c.get('isletme').id, id);
      await izinSil(c.env.DB, id, izinId);
      return ok(c, { id: izinId });
    });
}
