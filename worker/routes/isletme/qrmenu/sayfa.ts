import { Hono } from 'hono';
import { AnasayfaSchema, TemaSchema } from '@lib/schemas/qrmenu';
import { requirePermission } from '@worker/auth/guards';
import { cokDilli, isletmeBilgisi, jsonList, surumArtir } from '@worker/db/qrmenu/admin';
import { ok } from '@worker/http/envelope';
import { readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

interface AnasayfaRow {
  hosgeldin: string;
  wifi_ad: string;
  wifi_sifre: string;
  telefon: string;
  whatsapp: string;
  instagram: string;
  adres: string;
  harita_url: string;
  calisma_saatleri: string;
}

/** The active theme (SPEC §3 themeId) and the QR landing page. */
export const sayfaRoutes = new Hono<AppEnv>()
  .get('/tema', requirePermission('isletme:qrmenu:menu'), async (c) => {
    const { menu_tema: temaId } = await isletmeBilgisi(c.env.DB, c.get('isletme').id);
    return ok(c, { temaId });
  })
  .put('/tema', requirePermission('isletme:qrmenu:menu:guncelle'), async (c) => {
    const { temaId } = await readBody(c, TemaSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await db.batch([db.prepare('UPDATE isletme SET menu_tema = ? WHERE id = ?').bind(temaId, isletmeId), surumArtir(db, isletmeId)]);
    return ok(c, { temaId });
  })
  .get('/anasayfa', requirePermission('isletme:qrmenu:anasayfa'), async (c) => {
    const row = await c.env.DB.prepare('SELECT * FROM menu_anasayfa WHERE isletme_id = ?').bind(c.get('isletme').id).first<AnasayfaRow>();
    return ok(c, {
      hosgeldin: cokDilli(row?.hosgeldin),
      wifiAd: row?.wifi_ad ?? '',
      wifiSifre: row?.wifi_sifre ?? '',
      telefon: row?.telefon ?? '',
      whatsapp: row?.whatsapp ?? '',
      instagram: row?.instagram ?? '',
      adres: row?.adres ?? '',
      haritaUrl: row?.harita_url ?? '',
      calismaSaatleri: jsonList<{ gunler: string; saat: string }>(row?.calisma_saatleri),
    });
  })
  .put('/anasayfa', requirePermission('isletme:qrmenu:anasayfa:guncelle'), async (c) => {
    const input = await readBody(c, AnasayfaSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await db.batch([
      db
        .prepare(
          `INSERT INTO menu_anasayfa (isletme_id, hosgeldin, wifi_ad, wifi_sifre, telefon, whatsapp, instagram, adres, harita_url, calisma_saatleri)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (isletme_id) DO UPDATE SET hosgeldin = excluded.hosgeldin, wifi_ad = excluded.wifi_ad, wifi_sifre = excluded.wifi_sifre,
             telefon = excluded.telefon, whatsapp = excluded.whatsapp, instagram = excluded.instagram, adres = excluded.adres,
             harita_url = excluded.harita_url, calisma_saatleri = excluded.calisma_saatleri,
             guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
        )
        .bind(isletmeId, JSON.stringify(input.hosgeldin), input.wifiAd, input.wifiSifre, input.telefon, input.whatsapp, input.instagram, input.adres, input.haritaUrl, JSON.stringify(input.calismaSaatleri)),
      surumArtir(db, isletmeId),
    ]);
    return ok(c, input);
  });
