import { expect } from 'vitest';
import { scalar, type World } from '../../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from './ortak';

/** Matrix rows of the resources screen (rooms, devices) and the service form's resource field (venue A). */

let A = 0;
let hizmet = 0;

export async function kaynakMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  hizmet = await insertId(`INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (?, '{"tr":"Matris lazer"}', 30, 10000) RETURNING id`, A);
}

const kaynak = () => insertId("INSERT INTO randevu_kaynak (isletme_id, ad, tur) VALUES (?, ?, 'cihaz') RETURNING id", A, `Matris cihaz ${uniq()}`);
const R = '/isletme/randevu/kaynaklar';
const govde = (ad: string) => ({ ad, tur: 'oda', demirbasId: null, aktif: true });

export const KAYNAK_MATRIX: MatrixRows = {
  [`GET ${R}`]: { expect: sahip(200), build: async () => ({ path: R }) },
  [`GET ${R}/tasinacaklar`]: { expect: sahip(200), build: async () => ({ path: `${R}/tasinacaklar` }) },
  [`GET ${R}/:id/tasinacaklar`]: { expect: sahip(200), build: async () => ({ path: `${R}/${await kaynak()}/tasinacaklar` }) },
  [`POST ${R}`]: {
    expect: sahip(201),
    build: async () => {
      const ad = `Matris oda ${uniq()}`;
      return { path: R, body: govde(ad), after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu_kaynak WHERE isletme_id = ? AND ad = ?', A, ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`PUT ${R}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await kaynak();
      const ad = `Matris yeni ad ${uniq()}`;
      return { path: `${R}/${id}`, body: govde(ad), after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu_kaynak WHERE id = ? AND ad = ?', id, ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`DELETE ${R}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await kaynak();
      return { path: `${R}/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu_kaynak WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  'PUT /isletme/randevu/hizmetler/:id/kaynaklar': {
    expect: sahip(200),
    build: async () => {
      const id = await kaynak();
      return {
        path: `/isletme/randevu/hizmetler/${hizmet}/kaynaklar`,
        body: { kaynakIdler: [id] },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu_hizmet_kaynak WHERE hizmet_id = ? AND kaynak_id = ?', hizmet, id)).toBe(allowed ? 1 : 0),
      };
    },
  },
  'GET /isletme/randevu/hizmetler/kaynak-secenekleri': { expect: sahip(200), build: async () => ({ path: '/isletme/randevu/hizmetler/kaynak-secenekleri' }) },
};
