import { expect } from 'vitest';
import { scalar, type World } from '../../fixtures';
import { insertId, uniq, type MatrixRows } from '../../randevu/matrix/ortak';
import { yonetici } from './ortak';

/** Matrix rows of the platform hardware stock (/api/admin/stok); tests/api/admin-stok.test.ts has the behaviour. */

const P = '/admin/stok';
let A = 0;
let d = 0;

const donanim = (durum: 'depoda' | 'isletmede' = 'depoda') =>
  insertId('INSERT INTO donanim (tur, seri_no, model, durum, isletme_id) VALUES (?, ?, ?, ?, ?) RETURNING id', 'tablet', `MTR-${uniq()}`, 'Matris', durum, durum === 'isletmede' ? A : null);

export async function stokMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  d = await donanim();
}

const durumu = (id: number) => scalar<string>('SELECT durum FROM donanim WHERE id = ?', id);

export const STOK_MATRIX: MatrixRows = {
  [`GET ${P}`]: { expect: yonetici(200), build: async () => ({ path: `${P}?q=matris` }) },
  [`GET ${P}/isletmeler`]: { expect: yonetici(200), build: async () => ({ path: `${P}/isletmeler?q=kahve` }) },
  [`GET ${P}/disa-aktar`]: { expect: yonetici(200), build: async () => ({ path: `${P}/disa-aktar` }) },
  [`GET ${P}/:id`]: { expect: yonetici(200), build: async () => ({ path: `${P}/${d}` }) },
  [`POST ${P}`]: {
    expect: yonetici(201),
    build: async () => {
      const seriNo = `MTR-YENI-${uniq()}`;
      return { path: P, body: { tur: 'tablet', seriNo, model: '', alisTarihi: null, alisKurus: null, notlar: '' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM donanim WHERE seri_no = ?', seriNo)).toBe(allowed ? 1 : 0) };
    },
  },
  [`PUT ${P}/:id`]: {
    expect: yonetici(200),
    build: async () => {
      const id = await donanim();
      return { path: `${P}/${id}`, body: { tur: 'tablet', seriNo: `MTR-PUT-${id}`, model: 'Değişti', alisTarihi: null, alisKurus: null, notlar: '' }, after: async (allowed) => expect(await scalar('SELECT model FROM donanim WHERE id = ?', id)).toBe(allowed ? 'Değişti' : 'Matris') };
    },
  },
  [`DELETE ${P}/:id`]: {
    expect: yonetici(200),
    build: async () => {
      const id = await donanim();
      return { path: `${P}/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM donanim WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  [`POST ${P}/:id/ata`]: {
    expect: yonetici(200),
    build: async () => {
      const id = await donanim();
      return { path: `${P}/${id}/ata`, body: { isletmeId: A, notlar: '' }, after: async (allowed) => expect(await durumu(id)).toBe(allowed ? 'isletmede' : 'depoda') };
    },
  },
  [`POST ${P}/:id/iade`]: {
    expect: yonetici(200),
    build: async () => {
      const id = await donanim('isletmede');
      return { path: `${P}/${id}/iade`, body: { arizali: false, notlar: '' }, after: async (allowed) => expect(await durumu(id)).toBe(allowed ? 'depoda' : 'isletmede') };
    },
  },
  [`POST ${P}/:id/durum`]: {
    expect: yonetici(200),
    build: async () => {
      const id = await donanim();
      return { path: `${P}/${id}/durum`, body: { durum: 'arizali', notlar: '' }, after: async (allowed) => expect(await durumu(id)).toBe(allowed ? 'arizali' : 'depoda') };
    },
  },
};
