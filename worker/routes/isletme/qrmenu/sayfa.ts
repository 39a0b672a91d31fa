import { Hono } from 'hono';
import { AnasayfaSchema, TemaSchema } from '@lib/schemas/qrmenu';
import { requirePermission } from '@worker/auth/guards';
import { cokDilli, isletmeBilgisi, jsonList } from '@worker/db/qrmenu/admin';
import { anasayfaKaydet, anasayfaOku, temaKaydet } from '@worker/db/qrmenu/sayfa';
import { ok } from '@worker/http/envelope';
import { readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

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
    await temaKaydet(db, isletmeId, temaId);
    return ok(c, { temaId });
  })
  .get('/anasayfa', requirePermission('isletme:qrmenu:anasayfa'), async (c) => {
    const row = await anasayfaOku(c.env.DB, c.get('isletme').id);
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
    await anasayfaKaydet(db, isletmeId, input);
    return ok(c, input);
  });
