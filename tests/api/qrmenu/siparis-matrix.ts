import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { slugFor } from '@worker/slug';
import { insertKategori, insertMasa, insertUrun, scalar, type World } from '../fixtures';
import { uniq, type MatrixRows, type Row } from '../randevu/matrix/ortak';

/**
 * Matrix rows of ordering from the table: the staff's list (/api/isletme/cafe/qr) and the guest calls
 * (/api/qrmenu/{slug}/…). A guest call needs a visit (the table card's cookie): no session, whatever its role or
 * venue, stands in for one, and nothing is written. tests/api/qrmenu/siparis.test.ts has the behaviour.
 */

let A = 0;
let masa = 0;
let urun = 0;
let slug = '';
const okur = (status: number): Row => ({ anon: 401, admin: 403, adminKisitli: 403, owner: status, waiter: status, noSet: 403, foreign: 403 });
const herkes = (status: number): Row => ({ anon: status, admin: status, adminKisitli: status, owner: status, waiter: status, noSet: status, foreign: status });
const yazilmadi = async () => {
  expect(await scalar('SELECT count(*) FROM qr_siparis WHERE isletme_id = ?', A)).toBe(0);
  expect(await scalar('SELECT count(*) FROM qr_cagri WHERE isletme_id = ?', A)).toBe(0);
};

export async function qrSiparisMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  slug = slugFor(env, A);
  masa = await insertMasa(A, `QR masası ${uniq()}`);
  urun = await insertUrun(A, await insertKategori(A, `QR içecekleri ${uniq()}`), 'QR çayı', 2500);
  await env.DB.prepare('INSERT OR IGNORE INTO isletme_parametre (isletme_id) VALUES (?)').bind(A).run();
  await env.DB.prepare('UPDATE isletme_parametre SET qr_siparis = 1 WHERE isletme_id = ?').bind(A).run();
}

export const QR_SIPARIS_MATRIX: MatrixRows = {
  'GET /isletme/cafe/qr': { expect: okur(200), build: async () => ({ path: '/isletme/cafe/qr' }) },
  'GET /qrmenu/:slug/katalog': { expect: herkes(403), build: async () => ({ path: `/qrmenu/${slug}/katalog` }) },
  'POST /qrmenu/:slug/sepet': { expect: herkes(403), build: async () => ({ path: `/qrmenu/${slug}/sepet`, body: { kalemler: [{ urunId: urun, adet: 1 }] } }) },
  'POST /qrmenu/:slug/siparis': {
    expect: herkes(403),
    build: async () => ({ path: `/qrmenu/${slug}/siparis`, body: { siparisId: `matris-${uniq()}`, kalemler: [{ urunId: urun, adet: 1 }] }, after: yazilmadi }),
  },
  'POST /qrmenu/:slug/cagri': { expect: herkes(403), build: async () => ({ path: `/qrmenu/${slug}/cagri`, body: { tur: 'garson', masa }, after: yazilmadi }) },
};
