import { Hono } from 'hono';
import { AramaSorguSchema, ZamanSorguSchema } from '@lib/schemas/crm/detay';
import { KvkkSilSchema } from '@lib/schemas/randevu/musteri';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { musteri360 } from '@worker/db/crm/detay/ozet';
import { zamanCizelgesi } from '@worker/db/crm/detay/zaman';
import { kvkkDokumu } from '@worker/db/musteri/detay';
import { isletmeBilgi, musteriAra } from '@worker/db/musteri/kayit';
import { kvkkSil } from '@worker/db/musteri/kvkk';
import { bugun, indirmeCevap } from '@worker/http/csv';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { sorguOku } from '@worker/routes/isletme/kasa/sorgu';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:crm:musteri:rapor-detay';

/**
 * /api/isletme/crm: one customer's whole story (card, figures, consents, timeline), the folded customer search that
 * opens it, and the KVKK export / erase under the CRM keys — the same db functions as the appointment module's
 * customers screen (worker/db/musteri/detay.ts kvkkDokumu, worker/db/musteri/kvkk.ts kvkkSil), never a second copy.
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
  // the file is the API's usual envelope, like the appointment module's export; the browser saves it as a download
  .get('/musteri/:id/kvkk', requirePermission(`${KEY}:disa-aktar`), async (c) => {
    const id = idParam(c);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const data = await kvkkDokumu(db, isletmeId, id);
    const gun = bugun((await isletmeBilgi(db, isletmeId)).saatDilimi);
    return indirmeCevap(c, `${JSON.stringify({ success: true, data }, null, 2)}\n`, `kvkk-musteri-${id}-${gun}.json`, 'application/json; charset=utf-8');
  })
  .post('/musteri/:id/kvkk-sil', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    const { onay } = await readBody(c, KvkkSilSchema);
    return ok(c, await kvkkSil(c.env.DB, c.get('isletme').id, id, onay, currentUser(c).id));
  });
