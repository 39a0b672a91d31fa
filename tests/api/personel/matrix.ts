import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { gorselForm, scalar, webpBytes, type World } from '../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from '../randevu/matrix/ortak';

/** Matrix rows of the staff register routes (/api/isletme/personel); tests/api/personel/personel.test.ts has the behaviour. */

const P = '/isletme/personel';
let A = 0;

export function personelMatrixSetup(w: World): void {
  A = w.venue.A;
}

const kisi = () => insertId('INSERT INTO personel (isletme_id, ad) VALUES (?, ?) RETURNING id', A, `Matris kişi ${uniq()}`);

export const PERSONEL_KAYIT_MATRIX: MatrixRows = {
  [`GET ${P}`]: { expect: sahip(200), build: async () => ({ path: P }) },
  [`POST ${P}`]: {
    expect: sahip(201),
    build: async () => {
      const ad = `Matris kayıt ${uniq()}`;
      return { path: P, body: { ad, unvan: 'Garson', telefon: '0532 000 00 00' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM personel WHERE ad = ?', ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`POST ${P}/foto`]: {
    expect: sahip(201),
    build: async () => {
      const prefix = `personel/${A}/`;
      const before = (await env.IMAGES_BUCKET.list({ prefix })).objects.length;
      return { path: `${P}/foto`, form: gorselForm(webpBytes(256)), after: async (allowed) => expect((await env.IMAGES_BUCKET.list({ prefix })).objects.length).toBe(before + (allowed ? 1 : 0)) };
    },
  },
  [`GET ${P}/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/disa-aktar` }) },
  [`PUT ${P}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await kisi();
      const ad = `Matris güncel ${uniq()}`;
      return { path: `${P}/${id}`, body: { ad, aktif: false, ayrilmaTarihi: '2025-06-30' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM personel WHERE id = ? AND ad = ? AND aktif = 0', id, ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`DELETE ${P}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await kisi();
      return { path: `${P}/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM personel WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
};
