import { expect } from 'vitest';
import { scalar, type World } from '../../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from '../../randevu/matrix/ortak';

/** Matrix rows of the CRM customer view (/api/isletme/crm/musteri…); tests/api/crm-detay.test.ts has the behaviour. */

const C = '/isletme/crm';
let A = 0;

export async function detayMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
}

let telNo = 0;
const musteri = () => insertId('INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, ?, ?) RETURNING id', A, `Matris CRM ${uniq()}`, `+90548${String(++telNo).padStart(7, '0')}`);

export const DETAY_MATRIX: MatrixRows = {
  [`GET ${C}/musteri-ara`]: { expect: sahip(200), build: async () => ({ path: `${C}/musteri-ara?q=matris` }) },
  [`GET ${C}/musteri/:id`]: { expect: sahip(200), build: async () => ({ path: `${C}/musteri/${await musteri()}` }) },
  [`GET ${C}/musteri/:id/zaman-cizelgesi`]: { expect: sahip(200), build: async () => ({ path: `${C}/musteri/${await musteri()}/zaman-cizelgesi?sayfa=1` }) },
  [`GET ${C}/musteri/:id/kvkk`]: { expect: sahip(200), build: async () => ({ path: `${C}/musteri/${await musteri()}/kvkk` }) },
  [`POST ${C}/musteri/:id/kvkk-sil`]: {
    expect: sahip(200),
    build: async () => {
      const id = await musteri();
      return { path: `${C}/musteri/${id}/kvkk-sil`, body: { onay: 'SİL' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM musteri WHERE id = ? AND silinme_zamani IS NOT NULL', id)).toBe(allowed ? 1 : 0) };
    },
  },
};
