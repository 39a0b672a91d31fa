import { Hono } from 'hono';
import { ok } from '../../http/envelope';
import type { AppEnv } from '../../types';

/** Dashboard figures for the selected venue, straight from D1. */
export const ozetRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const isletme = c.get('isletme');
  const row = await c.env.DB
    .prepare(
      `SELECT
         (SELECT count(*) FROM isletme_kullanici WHERE isletme_id = ?1 AND aktif = 1) AS aktifKullanici,
         (SELECT count(*) FROM yetki_seti WHERE isletme_id = ?1) AS yetkiSeti,
         (SELECT count(*) FROM oturum o JOIN isletme_kullanici ik ON ik.kullanici_id = o.kullanici_id AND ik.isletme_id = ?1 AND ik.aktif = 1
           WHERE o.iptal_zamani IS NULL AND o.bitis_zamani > ?2) AS acikOturum,
         (SELECT sehir FROM isletme WHERE id = ?1) AS sehir`,
    )
    .bind(isletme.id, Date.now())
    .first<{ aktifKullanici: number; yetkiSeti: number; acikOturum: number; sehir: string | null }>();
  return ok(c, { isletme: { id: isletme.id, ad: isletme.ad, tur: isletme.tur, sehir: row?.sehir ?? null }, sayilar: { aktifKullanici: row?.aktifKullanici ?? 0, yetkiSeti: row?.yetkiSeti ?? 0, acikOturum: row?.acikOturum ?? 0 } });
});
