import { expect } from 'vitest';
import { scalar, type World } from '../../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from './ortak';

/** Matrix rows of the 'musteri' appointment panel routes (customers, CSV, duplicates and merge, KVKK export and erase). */

const P = '/isletme/randevu/musteriler';
let A = 0;

export async function musteriMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
}

let telNo = 0;
/** a fresh mobile number per call (E.164), so every role's attempt has its own row */
const telefon = () => `+90549${String(++telNo).padStart(7, '0')}`;
const musteri = (ad = `Matris müşteri ${uniq()}`) => insertId('INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, ?, ?) RETURNING id', A, ad, telefon());
const count = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 1 : 0);

export const MUSTERI_MATRIX: MatrixRows = {
  [`GET ${P}`]: { expect: sahip(200), build: async () => ({ path: `${P}?q=matris&sira=son&filtre=aktif` }) },
  [`GET ${P}/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/disa-aktar?filtre=borclu` }) },
  [`POST ${P}`]: {
    expect: sahip(201),
    build: async () => {
      const ad = `Matris yeni ${uniq()}`;
      return { path: P, body: { adSoyad: ad, telefon: telefon(), kvkkOnay: true }, after: count('SELECT count(*) FROM musteri WHERE ad_soyad = ?', ad) };
    },
  },
  [`GET ${P}/:id`]: { expect: sahip(200), build: async () => ({ path: `${P}/${await musteri()}` }) },
  [`PUT ${P}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await musteri();
      const ad = `Matris güncel ${uniq()}`;
      return { path: `${P}/${id}`, body: { adSoyad: ad, telefon: telefon(), notlar: 'matris' }, after: count('SELECT count(*) FROM musteri WHERE id = ? AND ad_soyad = ?', id, ad) };
    },
  },
  [`GET ${P}/ciftler`]: { expect: sahip(200), build: async () => ({ path: `${P}/ciftler` }) },
  [`GET ${P}/:id/birlestir/:silinenId`]: { expect: sahip(200), build: async () => ({ path: `${P}/${await musteri()}/birlestir/${await musteri()}` }) },
  [`POST ${P}/:id/birlestir/:silinenId`]: {
    expect: sahip(200),
    build: async () => {
      const kalan = await musteri();
      const silinen = await musteri();
      return { path: `${P}/${kalan}/birlestir/${silinen}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM musteri WHERE id = ?', silinen)).toBe(allowed ? 0 : 1) };
    },
  },
  [`GET ${P}/:id/kvkk`]: { expect: sahip(200), build: async () => ({ path: `${P}/${await musteri()}/kvkk` }) },
  [`POST ${P}/:id/kvkk-sil`]: {
    expect: sahip(200),
    build: async () => {
      const id = await musteri();
      return { path: `${P}/${id}/kvkk-sil`, body: { onay: 'SİL' }, after: count('SELECT count(*) FROM musteri WHERE id = ? AND silinme_zamani IS NOT NULL AND telefon GLOB ?', id, '+999*') };
    },
  },
};
