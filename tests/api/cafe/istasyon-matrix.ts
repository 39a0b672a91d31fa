import { expect } from 'vitest';
import { insertKategori, insertUrun, scalar, type World } from '../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from '../randevu/matrix/ortak';

/** Matrix rows of the kitchen and bar stations (/api/isletme/cafe/istasyon…); tests/api/cafe/istasyon.test.ts has the behaviour. */

const P = '/isletme/cafe/istasyon';
let istasyon = 0;
let kategori = 0;
let urun = 0;

export async function cafeIstasyonMatrixSetup(w: World): Promise<void> {
  const A = w.venue.A;
  istasyon = await insertId("INSERT INTO cafe_istasyon (isletme_id, ad) VALUES (?, 'Matris barı') RETURNING id", A);
  kategori = await insertKategori(A, `Matris kahveleri ${uniq()}`);
  urun = await insertUrun(A, kategori, 'Matris latte', 8000);
}

export const CAFE_ISTASYON_MATRIX: MatrixRows = {
  [`GET ${P}`]: { expect: sahip(200), build: async () => ({ path: P }) },
  [`PUT ${P}`]: {
    expect: sahip(200),
    build: async () => {
      const ad = `Nargile ${uniq()}`;
      return {
        path: P, body: { istasyonlar: [{ id: istasyon, ad: 'Matris barı' }, { ad }], sariDk: 7, kirmiziDk: 14 },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM cafe_istasyon WHERE ad = ? AND aktif = 1', ad)).toBe(allowed ? 1 : 0),
      };
    },
  },
  [`PUT ${P}/yonlendirme`]: {
    expect: sahip(200),
    build: async () => {
      const k = await insertKategori((await scalar<number>('SELECT isletme_id FROM menu_kategori WHERE id = ?', kategori))!, `Matris ${uniq()}`);
      return {
        path: `${P}/yonlendirme`, body: { kategoriId: k, istasyonId: istasyon },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM menu_kategori WHERE id = ? AND istasyon_id = ?', k, istasyon)).toBe(allowed ? 1 : 0),
      };
    },
  },
  [`GET ${P}/urun/:id`]: { expect: sahip(200), build: async () => ({ path: `${P}/urun/${urun}` }) },
  [`GET ${P}/fis`]: { expect: sahip(200), build: async () => ({ path: `${P}/fis?istasyon=${istasyon}&surum=0` }) },
  [`GET ${P}/rapor`]: { expect: sahip(200), build: async () => ({ path: `${P}/rapor` }) },
  // a plain GET (no upgrade) is refused with 426 once the caller may see the station
  [`GET ${P}/canli`]: { expect: sahip(426), build: async () => ({ path: `${P}/canli?istasyon=${istasyon}` }) },
};
