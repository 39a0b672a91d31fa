import { Hono } from 'hono';
import { KvkkSilSchema } from '@lib/schemas/randevu/musteri';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { isletmeBilgi } from '@worker/db/musteri/kayit';
import { kvkkDokumu } from '@worker/db/musteri/detay';
import { kvkkSil } from '@worker/db/musteri/kvkk';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { bugun, indirmeCevap } from '@worker/http/csv';

const KEY = 'isletme:randevutakip:musteriler';

/** KVKK (Turkish GDPR) requests of one customer: export everything held, erase on request. */
export const musteriKvkkRoutes = new Hono<AppEnv>()
  // the file is the API's usual envelope, so scripts and the panel read it alike; the browser saves it as a download
  .get('/musteriler/:id/kvkk', requirePermission(`${KEY}:disa-aktar`), async (c) => {
    const id = idParam(c);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const data = await kvkkDokumu(db, isletmeId, id);
    const gun = bugun((await isletmeBilgi(db, isletmeId)).saatDilimi);
    return indirmeCevap(c, `${JSON.stringify({ success: true, data }, null, 2)}\n`, `kvkk-musteri-${id}-${gun}.json`, 'application/json; charset=utf-8');
  })
  .post('/musteriler/:id/kvkk-sil', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    const { onay } = await readBody(c, KvkkSilSchema);
    return ok(c, await kvkkSil(c.env.DB, c.get('isletme').id, id, onay, currentUser(c).id));
  });
