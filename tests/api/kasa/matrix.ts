import { expect } from 'vitest';
import { scalar, type World } from '../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from '../randevu/matrix/ortak';

/** Matrix rows of the cash book as the appointment panel mounts it (/isletme/randevu/kasa). */

const P = '/isletme/randevu';
let A = 0;

export function kasaMatrixSetup(w: World): void {
  A = w.venue.A;
}

// a row of an open day (2026-01-10 is the closed day of the cafe rows: a write there is refused, tests/api/kasa/kapali-gun.test.ts)
const yeniKasa = (aciklama: string) =>
  insertId("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, aciklama, tarih) VALUES (?, 'gelir', 'nakit', 1000, ?, '2026-01-12T10:00:00.000Z') RETURNING id", A, aciklama);
const count = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 1 : 0);
const gone = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 0 : 1);
const kasaBody = (aciklama: string) => ({ tur: 'gider', odeme: 'havale', tutarKurus: 4_550, tarih: '2026-01-12T09:30', aciklama, musteriId: null });
const ARALIK = 'bas=2026-01-01&bit=2026-01-31';

export const KASA_MATRIX: MatrixRows = {
  [`GET ${P}/kasa`]: { expect: sahip(200), build: async () => ({ path: `${P}/kasa?${ARALIK}&tur=gelir` }) },
  [`GET ${P}/kasa/rapor`]: { expect: sahip(200), build: async () => ({ path: `${P}/kasa/rapor?${ARALIK}` }) },
  [`GET ${P}/kasa/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/kasa/disa-aktar?${ARALIK}` }) },
  [`GET ${P}/kasa/musteri-ara`]: { expect: sahip(200), build: async () => ({ path: `${P}/kasa/musteri-ara?q=matris` }) },
  [`POST ${P}/kasa`]: {
    expect: sahip(201),
    build: async () => {
      const aciklama = `Matris gider ${uniq()}`;
      return { path: `${P}/kasa`, body: kasaBody(aciklama), after: count('SELECT count(*) FROM kasa WHERE isletme_id = ? AND aciklama = ?', A, aciklama) };
    },
  },
  [`PUT ${P}/kasa/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniKasa(`Matris kasa ${uniq()}`);
      const aciklama = `Matris düzenlendi ${uniq()}`;
      return { path: `${P}/kasa/${id}`, body: kasaBody(aciklama), after: count("SELECT count(*) FROM kasa WHERE id = ? AND aciklama = ? AND tur = 'gider'", id, aciklama) };
    },
  },
  [`DELETE ${P}/kasa/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniKasa(`Matris silinecek ${uniq()}`);
      return { path: `${P}/kasa/${id}`, after: gone('SELECT count(*) FROM kasa WHERE id = ?', id) };
    },
  },
};
