import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { insertMasa, scalar, type World } from '../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from '../randevu/matrix/ortak';

/** Matrix rows of the cafe's areas and tables (/api/isletme/cafe); tests/api/cafe-masa.test.ts has the behaviour. */

const P = '/isletme/cafe';
let A = 0;
let alan = 0;
const count = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 1 : 0);
const yeniAlan = () => insertId('INSERT INTO cafe_alan (isletme_id, ad, sira) VALUES (?, ?, 50) RETURNING id', A, `Matris alanı ${uniq()}`);

export async function cafeMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  alan = await yeniAlan();
}

export const CAFE_MATRIX: MatrixRows = {
  [`GET ${P}/masalar`]: { expect: sahip(200), build: async () => ({ path: `${P}/masalar` }) },
  [`POST ${P}/alanlar`]: {
    expect: sahip(201),
    build: async () => {
      const ad = `Alan ${uniq()}`;
      return { path: `${P}/alanlar`, body: { ad }, after: count('SELECT count(*) FROM cafe_alan WHERE ad = ?', ad) };
    },
  },
  [`PUT ${P}/alanlar/sira`]: {
    expect: sahip(200),
    build: async () => {
      const { results } = await env.DB.prepare('SELECT id FROM cafe_alan WHERE isletme_id = ? ORDER BY sira DESC, id DESC').bind(A).all<{ id: number }>();
      const idler = results.map((r) => r.id);
      return { path: `${P}/alanlar/sira`, body: { idler }, after: count('SELECT count(*) FROM cafe_alan WHERE id = ? AND sira = 1', idler[0]) };
    },
  },
  [`PUT ${P}/alanlar/:id`]: {
    expect: sahip(200),
    build: async () => {
      const ad = `Yeni ad ${uniq()}`;
      return { path: `${P}/alanlar/${alan}`, body: { ad }, after: count('SELECT count(*) FROM cafe_alan WHERE id = ? AND ad = ?', alan, ad) };
    },
  },
  [`PUT ${P}/alanlar/:id/plan`]: {
    expect: sahip(200),
    build: async () => {
      const masa = await insertMasa(A, `Plan ${uniq()}`, await yeniAlan());
      const alanId = await scalar<number>('SELECT alan_id FROM menu_masa WHERE id = ?', masa);
      return { path: `${P}/alanlar/${alanId}/plan`, body: { masalar: [{ id: masa, planX: 3, planY: 2 }] }, after: count('SELECT count(*) FROM menu_masa WHERE id = ? AND plan_x = 3', masa) };
    },
  },
  [`PUT ${P}/alanlar/:id/masa-sirasi`]: {
    expect: sahip(200),
    build: async () => {
      const alanId = await yeniAlan();
      const [a, b] = [await insertMasa(A, `Sıra ${uniq()}`, alanId), await insertMasa(A, `Sıra ${uniq()}`, alanId)];
      return { path: `${P}/alanlar/${alanId}/masa-sirasi`, body: { idler: [b, a] }, after: count('SELECT count(*) FROM menu_masa WHERE id = ? AND sira = 1', b) };
    },
  },
  [`DELETE ${P}/alanlar/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniAlan();
      return { path: `${P}/alanlar/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM cafe_alan WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  [`POST ${P}/masalar`]: {
    expect: sahip(201),
    build: async () => {
      const ad = `Masa ${uniq()}`;
      return { path: `${P}/masalar`, body: { ad, alanId: alan, kapasite: 2 }, after: count('SELECT count(*) FROM menu_masa WHERE ad = ?', ad) };
    },
  },
  [`PUT ${P}/masalar/:id`]: {
    expect: sahip(200),
    build: async () => {
      const masa = await insertMasa(A, `Düzenle ${uniq()}`, alan);
      return { path: `${P}/masalar/${masa}`, body: { ad: `Düzenlendi ${masa}`, alanId: alan, kapasite: 7 }, after: count('SELECT count(*) FROM menu_masa WHERE id = ? AND kapasite = 7', masa) };
    },
  },
  [`PUT ${P}/masalar/:id/konum`]: {
    expect: sahip(200),
    build: async () => {
      const masa = await insertMasa(A, `Konum ${uniq()}`, await yeniAlan());
      return { path: `${P}/masalar/${masa}/konum`, body: { planX: 1, planY: 1 }, after: count('SELECT count(*) FROM menu_masa WHERE id = ? AND plan_x = 1', masa) };
    },
  },
  [`DELETE ${P}/masalar/:id`]: {
    expect: sahip(200),
    build: async () => {
      const masa = await insertMasa(A, `Silinecek ${uniq()}`, alan);
      return { path: `${P}/masalar/${masa}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM menu_masa WHERE id = ?', masa)).toBe(allowed ? 0 : 1) };
    },
  },
};
