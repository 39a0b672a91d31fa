import { Hono } from 'hono';
import { GunsonuDuzeltmeSchema, type BaskiIsletmesi, type GunsonuDurumu } from '@lib/schemas/cafe/gun';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { acikGunOku, CALISMA_GUNU_KEY, gunListesi } from '@worker/db/cafe/gun';
import { gunRaporu } from '@worker/db/cafe/gun-rapor';
import { acikAdisyonlar, fissizAdisyonlar, gunsonuDuzelt, gunsonuOku, GUNSONU_KEY } from '@worker/db/cafe/gunsonu';
import { isletmeOku, parametreOku } from '@worker/db/parametre';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

/**
 * /api/isletme/cafe: the working days list, the X report (the open day's figures now) and the day ends (read, correct).
 * Opening a day and the day end itself are operations of the venue's live object (POST /api/isletme/cafe/islem,
 * tur 'gunAc' / 'gunsonu'; handlers in worker/live/cafe/isleyici/gun.ts, gunsonu.ts).
 */

export const XRAPORU_KEY = 'isletme:qrmenu:cafe-yonetim:xraporu';

/** The printed report's header: the venue as its receipts show it (name, address, tax number). */
const baskiBasi = (p: Awaited<ReturnType<typeof parametreOku>>): BaskiIsletmesi => ({
  ad: p?.ad ?? '', adres: [p?.adres, p?.sehir].filter(Boolean).join(', '), vergiNo: p?.vergiNo ?? null,
});

export const gunRoutes = new Hono<AppEnv>()
  .get('/gun', requirePermission(CALISMA_GUNU_KEY), async (c) => {
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const [liste, isletme] = await Promise.all([gunListesi(db, isletmeId), isletmeOku(db, isletmeId)]);
    return ok(c, { ...liste, saatDilimi: isletme.saatDilimi, gunDonumuSaat: isletme.gunDonumuSaat });
  })
  .get('/xrapor', requirePermission(`${XRAPORU_KEY}:raporCek`), async (c) => {
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const [gun, isletme, p] = await Promise.all([acikGunOku(db, isletmeId), isletmeOku(db, isletmeId), parametreOku(db, isletmeId)]);
    const rapor = gun ? await gunRaporu(db, isletmeId, gun, new Date().toISOString()) : null;
    return ok(c, { isletme: isletme.ad, baski: baskiBasi(p), saatDilimi: isletme.saatDilimi, rapor });
  })
  // the day end flow's first step: is a day open, which checks are still open
  .get('/gunsonu', requirePermission(GUNSONU_KEY), async (c) => {
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const [gun, acik, isletme, p] = await Promise.all([acikGunOku(db, isletmeId), acikAdisyonlar(db, isletmeId), isletmeOku(db, isletmeId), parametreOku(db, isletmeId)]);
    return ok(c, {
      gun: gun && { id: gun.id, isGunu: gun.is_gunu, acilis: gun.acilis_zamani, acilisKasasiKurus: gun.acilis_kasasi_kurus },
      acikAdisyonlar: acik,
      saatDilimi: isletme.saatDilimi,
      baski: baskiBasi(p),
      fisNoZorunlu: isletme.cafeFisNoZorunlu,
      fissizAdisyonlar: gun && isletme.cafeFisNoZorunlu ? await fissizAdisyonlar(db, isletmeId, gun.id) : [],
    } satisfies GunsonuDurumu);
  })
  .get('/gunsonu/:id', requirePermission(`${GUNSONU_KEY}:raporCek`), async (c) => {
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const id = idParam(c);
    const [kayit, p] = await Promise.all([gunsonuOku(db, isletmeId, { id }), parametreOku(db, isletmeId)]);
    // the print header: the venue as its receipts show it
    return ok(c, { ...kayit, isletme: { ad: p?.ad ?? '', adres: p?.adres ?? '', sehir: p?.sehir ?? '', vergiNo: p?.vergiNo ?? null, fisUstBilgi: p?.fisUstBilgi ?? '', saatDilimi: p?.saatDilimi ?? 'Europe/Istanbul' } });
  })
  .post('/gunsonu/:id/duzeltme', requirePermission(`${GUNSONU_KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, GunsonuDuzeltmeSchema);
    return ok(c, await gunsonuDuzelt(c.env.DB, c.get('isletme').id, currentUser(c).id, id, input), 201);
  });
