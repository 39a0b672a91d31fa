import { expect } from 'vitest';
import { scalar, type World } from '../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from '../randevu/matrix/ortak';
import { adisyon, gun, masa } from './gun-fixtures';

/** Matrix rows of the cafe's working day, day end, reports, transfer logs and cash book (/api/isletme/cafe); tests/api/cafe-gun.test.ts has the behaviour. */

const P = '/isletme/cafe';
const ARALIK = 'bas=2026-01-01&bit=2026-01-31';
let A = 0;
let gunsonuId = 0;
let adisyonId = 0;

export async function cafeGunMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  const m = await masa(A, 'Matris Masa');
  const g = await gun(A, '2026-01-10', '2026-01-10T06:00:00.000Z');
  adisyonId = (await adisyon({ isletmeId: A, masaId: m, gunId: g, acilis: '2026-01-10T09:00:00.000Z', kalemler: [{ ad: 'Çay', kategori: 'Sıcak İçecekler', birim: 2_500 }], odemeler: [{ odeme: 'kart', tutar: 2_500, zaman: '2026-01-10T09:30:00.000Z' }] })).id;
  await insertId("UPDATE cafe_gun SET durum = 'kapali', kapanis_zamani = '2026-01-10T22:00:00.000Z' WHERE id = ? RETURNING id", g);
  gunsonuId = await insertId("INSERT INTO cafe_gunsonu (isletme_id, no, gun_id, beklenen_nakit_kurus, sayilan_nakit_kurus, fark_kurus, rapor) VALUES (?, 900, ?, 0, 0, 0, '{}') RETURNING id", A, g);
}

const kasaBody = (aciklama: string) => ({ tur: 'gider', odeme: 'nakit', tutarKurus: 1_250, tarih: '2026-01-12T09:30', aciklama, musteriId: null });
// a row of an open day (2026-01-10 is the closed day of the cafe rows: a write there is refused, tests/api/kasa/kapali-gun.test.ts)
const yeniKasa = (aciklama: string) =>
  insertId("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, aciklama, tarih) VALUES (?, 'gelir', 'nakit', 1000, ?, '2026-01-12T10:00:00.000Z') RETURNING id", A, aciklama);
const count = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 1 : 0);

export const CAFE_GUN_MATRIX: MatrixRows = {
  [`GET ${P}/gun`]: { expect: sahip(200), build: async () => ({ path: `${P}/gun` }) },
  [`GET ${P}/xrapor`]: { expect: sahip(200), build: async () => ({ path: `${P}/xrapor` }) },
  [`GET ${P}/gunsonu`]: { expect: sahip(200), build: async () => ({ path: `${P}/gunsonu` }) },
  [`GET ${P}/gunsonu/:id`]: { expect: sahip(200), build: async () => ({ path: `${P}/gunsonu/${gunsonuId}` }) },
  [`POST ${P}/gunsonu/:id/duzeltme`]: {
    expect: sahip(201),
    build: async () => {
      const neden = `Matris ${uniq()}`;
      return { path: `${P}/gunsonu/${gunsonuId}/duzeltme`, body: { alan: 'okc_z', yeniKurus: 100, neden }, after: count('SELECT count(*) FROM cafe_gunsonu_duzeltme WHERE gunsonu_id = ? AND neden = ?', gunsonuId, neden) };
    },
  },
  [`GET ${P}/adisyon-rapor`]: { expect: sahip(200), build: async () => ({ path: `${P}/adisyon-rapor?${ARALIK}&durum=kapali` }) },
  [`GET ${P}/adisyon-rapor/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/adisyon-rapor/disa-aktar?${ARALIK}` }) },
  [`GET ${P}/adisyon-rapor/:id`]: { expect: sahip(200), build: async () => ({ path: `${P}/adisyon-rapor/${adisyonId}` }) },
  [`GET ${P}/transfer/masa`]: { expect: sahip(200), build: async () => ({ path: `${P}/transfer/masa?${ARALIK}` }) },
  [`GET ${P}/transfer/masa/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/transfer/masa/disa-aktar?${ARALIK}` }) },
  [`GET ${P}/transfer/adisyon`]: { expect: sahip(200), build: async () => ({ path: `${P}/transfer/adisyon?${ARALIK}` }) },
  [`GET ${P}/transfer/adisyon/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/transfer/adisyon/disa-aktar?${ARALIK}` }) },
  [`GET ${P}/kasa`]: { expect: sahip(200), build: async () => ({ path: `${P}/kasa?${ARALIK}` }) },
  [`GET ${P}/kasa/rapor`]: { expect: sahip(200), build: async () => ({ path: `${P}/kasa/rapor?${ARALIK}` }) },
  [`GET ${P}/kasa/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/kasa/disa-aktar?${ARALIK}` }) },
  [`GET ${P}/kasa/musteri-ara`]: { expect: sahip(200), build: async () => ({ path: `${P}/kasa/musteri-ara?q=matris` }) },
  [`POST ${P}/kasa`]: {
    expect: sahip(201),
    build: async () => {
      const aciklama = `Kafe matris ${uniq()}`;
      return { path: `${P}/kasa`, body: kasaBody(aciklama), after: count('SELECT count(*) FROM kasa WHERE isletme_id = ? AND aciklama = ?', A, aciklama) };
    },
  },
  [`PUT ${P}/kasa/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniKasa(`Kafe matris ${uniq()}`);
      const aciklama = `Kafe matris düzenlendi ${uniq()}`;
      return { path: `${P}/kasa/${id}`, body: kasaBody(aciklama), after: count('SELECT count(*) FROM kasa WHERE id = ? AND aciklama = ?', id, aciklama) };
    },
  },
  [`DELETE ${P}/kasa/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniKasa(`Kafe matris ${uniq()}`);
      return { path: `${P}/kasa/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM kasa WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
};
