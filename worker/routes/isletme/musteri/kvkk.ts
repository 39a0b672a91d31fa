import { Hono, type Context } from 'hono';
import { KvkkSilSchema } from '@lib/schemas/musteri';
import { bugun } from '@lib/zaman/dilim';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { isletmeBilgi } from '@worker/db/musteri/kayit';
import { kvkkDokumu } from '@worker/db/musteri/detay';
import { kvkkSil } from '@worker/db/musteri/kvkk';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { indirmeCevap } from '@worker/http/csv';

/**
 * The two KVKK answers, shared by every screen that offers them (here and the CRM customer view, each under its own
 * keys): the export is the API's usual envelope, so scripts and the panel read it alike, saved by the browser as a
 * download; the erase needs the typed confirmation.
 */
export async function kvkkDokumCevabi(c: Context<AppEnv>) {
  const id = idParam(c);
  const db = c.env.DB;
  const isletmeId = c.get('isletme').id;
  const data = await kvkkDokumu(db, isletmeId, id);
  const gun = bugun((await isletmeBilgi(db, isletmeId)).saatDilimi);
  return indirmeCevap(c, `${JSON.stringify({ success: true, data }, null, 2)}\n`, `kvkk-musteri-${id}-${gun}.json`, 'application/json; charset=utf-8');
}

export async function kvkkSilCevabi(c: Context<AppEnv>) {
  const id = idParam(c);
  const { onay } = await readBody(c, KvkkSilSchema);
  return ok(c, await kvkkSil(c.env.DB, c.get('isletme').id, id, onay, currentUser(c).id));
}

/** KVKK (Turkish GDPR) requests of one customer: export everything held, erase on request. */
export function musteriKvkkRoutes(MUSTERI_KEY: string) {
  return new Hono<AppEnv>()
    .get('/musteriler/:id/kvkk', requirePermission(`${MUSTERI_KEY}:disa-aktar`), kvkkDokumCevabi)
    .post('/musteriler/:id/kvkk-sil', requirePermission(`${MUSTERI_KEY}:sil`), kvkkSilCevabi);
}
