import { expect } from 'vitest';
import { scalar, type World } from '../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from '../randevu/matrix/ortak';

/** Matrix rows of the customer ledger and its balance report as the appointment panel mounts them (/isletme/randevu/cari, /cari-bakiye). */

const P = '/isletme/randevu';
let A = 0;
let musteri = 0;

export async function cariMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  musteri = await insertId("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Matris Cari', '+905559990101') RETURNING id", A);
  await insertId("INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, tarih) VALUES (?, ?, 'borc', 5000, '2026-01-10T10:00:00.000Z') RETURNING id", A, musteri);
}

const yeniCari = (aciklama: string) =>
  insertId("INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, aciklama, tarih) VALUES (?, ?, 'borc', 1000, ?, '2026-01-10T10:00:00.000Z') RETURNING id", A, musteri, aciklama);
const count = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 1 : 0);
const gone = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 0 : 1);
const cariBody = (aciklama: string) => ({ musteriId: musteri, tur: 'tahsilat', tutarKurus: 2_000, tarih: '2026-01-12T09:30', aciklama, kasaOdeme: 'kart' });

export const CARI_MATRIX: MatrixRows = {
  [`GET ${P}/cari`]: { expect: sahip(200), build: async () => ({ path: `${P}/cari` }) },
  [`GET ${P}/cari/musteri-ara`]: { expect: sahip(200), build: async () => ({ path: `${P}/cari/musteri-ara?q=` }) },
  [`GET ${P}/cari/musteriler/:id`]: { expect: sahip(200), build: async () => ({ path: `${P}/cari/musteriler/${musteri}` }) },
  [`GET ${P}/cari/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/cari/disa-aktar?musteriId=${musteri}` }) },
  [`POST ${P}/cari`]: {
    expect: sahip(201),
    build: async () => {
      const aciklama = `Matris tahsilat ${uniq()}`;
      return {
        path: `${P}/cari`,
        body: cariBody(aciklama),
        after: async (allowed) => {
          expect(await scalar('SELECT count(*) FROM cari WHERE isletme_id = ? AND aciklama = ?', A, aciklama)).toBe(allowed ? 1 : 0);
          // the cash row of the same batch
          expect(await scalar("SELECT count(*) FROM kasa WHERE isletme_id = ? AND musteri_id = ? AND aciklama LIKE ?", A, musteri, `%${aciklama}`)).toBe(allowed ? 1 : 0);
        },
      };
    },
  },
  [`PUT ${P}/cari/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniCari(`Matris cari ${uniq()}`);
      const aciklama = `Matris düzenlendi ${uniq()}`;
      return { path: `${P}/cari/${id}`, body: { tur: 'borc', tutarKurus: 3_000, tarih: '2026-01-13T10:00', aciklama }, after: count('SELECT count(*) FROM cari WHERE id = ? AND aciklama = ? AND tutar_kurus = 3000', id, aciklama) };
    },
  },
  [`DELETE ${P}/cari/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniCari(`Matris silinecek ${uniq()}`);
      return { path: `${P}/cari/${id}`, after: gone('SELECT count(*) FROM cari WHERE id = ?', id) };
    },
  },
  [`GET ${P}/cari-bakiye`]: { expect: sahip(200), build: async () => ({ path: `${P}/cari-bakiye?bakiyeli=1&sira=ad` }) },
  [`GET ${P}/cari-bakiye/rapor`]: { expect: sahip(200), build: async () => ({ path: `${P}/cari-bakiye/rapor` }) },
  [`GET ${P}/cari-bakiye/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/cari-bakiye/disa-aktar?sira=son` }) },
};
