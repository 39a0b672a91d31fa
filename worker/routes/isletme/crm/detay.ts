import { Hono } from 'hono';
import { AramaSorguSchema, ZamanSorguSchema } from '@lib/schemas/crm/detay';
import { requirePermission } from '@worker/auth/guards';
import { musteri360 } from '@worker/db/crm/detay/ozet';
import { zamanCizelgesi } from '@worker/db/crm/detay/zaman';
import { musteriAra } from '@worker/db/musteri/kayit';
import { ok } from '@worker/http/envelope';
import { idParam } from '@worker/http/request';
import { kvkkDokumCevabi, kvkkSilCevabi } from '@worker/routes/isletme/musteri/kvkk';
import { sorguOku } from '@worker/routes/isletme/kasa/sorgu';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:crm:musteri:rapor-detay';

/**
 * /api/isletme/crm: one customer's whole story (card, figures, consents, timeline), the folded customer search that
 * opens it, and the KVKK export / erase under the CRM keys — the same answers as the appointment module's
 * customers screen (worker/routes/isletme/musteri/kvkk.ts), never a second copy.
 */
export const detayRoutes = new Hono<AppEnv>()
  .get('/musteri-ara', requirePermission(KEY), async (c) => {
    const { q } = sorguOku(c, AramaSorguSchema, ['q']);
    return ok(c, (await musteriAra(c.env.DB, c.get('isletme').id, q)).map(({ id, adSoyad, telefon, email }) => ({ id, adSoyad, telefon, email })));
  })
  .get('/musteri/:id', requirePermission(KEY), async (c) => ok(c, await musteri360(c.env.DB, c.get('isletme').id, idParam(c))))
  .get('/musteri/:id/zaman-cizelgesi', requirePermission(KEY), async (c) => {
    const id = idParam(c);
    const { sayfa } = sorguOku(c, ZamanSorguSchema, ['sayfa']);
    return ok(c, await zamanCizelgesi(c.env.DB, c.get('isletme').id, id, sayfa, c.get('lang')));
  })
  .get('/musteri/:id/kvkk', requirePermission(`${KEY}:disa-aktar`), kvkkDokumCevabi)
  .post('/musteri/:id/kvkk-sil', requirePermission(`${KEY}:sil`), kvkkSilCevabi);
