import { expect } from 'vitest';
import { insertKategori, insertMasa, insertUrun, scalar, type World } from '../fixtures';
import { insertId, uniq, type MatrixRows, type Row } from '../randevu/matrix/ortak';

/** Matrix rows of table tracking (/api/isletme/cafe: grid, catalogue, a table's check, operations, live socket); tests/api/cafe-adisyon.test.ts has the behaviour. */

const P = '/isletme/cafe';
let masa = 0;
let urun = 0;
let adisyon = 0;
// the matrix waiter holds exactly masa-takip: it reads the grid and checks, but ordering needs masa-takip:ekle
const okur = (status: number): Row => ({ anon: 401, admin: 403, adminKisitli: 403, owner: status, waiter: status, noSet: 403, foreign: 403 });

export async function cafeAdisyonMatrixSetup(w: World): Promise<void> {
  const A = w.venue.A;
  masa = await insertMasa(A, `Matris masası ${uniq()}`);
  urun = await insertUrun(A, await insertKategori(A, `Matris içecekleri ${uniq()}`), 'Matris çayı', 2500);
  const gun = await scalar<number>("SELECT id FROM cafe_gun WHERE isletme_id = ? AND durum = 'acik'", A)
    ?? await insertId("INSERT INTO cafe_gun (isletme_id, is_gunu) VALUES (?, '2026-11-25') RETURNING id", A);
  adisyon = await insertId("INSERT INTO adisyon (isletme_id, no, masa_id, gun_id, durum, toplam_kurus, odenen_kurus, kapanis) VALUES (?, 90001, ?, ?, 'kapali', 0, 0, '2026-11-25T10:00:00Z') RETURNING id", A, masa, gun);
}

export const CAFE_ADISYON_MATRIX: MatrixRows = {
  [`GET ${P}/takip`]: { expect: okur(200), build: async () => ({ path: `${P}/takip` }) },
  // sales are for those who see the cafe's money: the matrix waiter (masa-takip only) does not
  [`GET /isletme/ozet/cafe`]: { expect: { ...okur(200), waiter: 403 }, build: async () => ({ path: '/isletme/ozet/cafe' }) },
  [`GET ${P}/katalog`]: { expect: okur(200), build: async () => ({ path: `${P}/katalog` }) },
  [`GET ${P}/masa/:masaId`]: { expect: okur(200), build: async () => ({ path: `${P}/masa/${masa}` }) },
  // the matrix waiter lacks masa-takip:guncelle
  [`GET ${P}/musteri-ara`]: { expect: { ...okur(200), waiter: 403 }, build: async () => ({ path: `${P}/musteri-ara?q=ay` }) },
  [`GET ${P}/adisyon/:id`]: { expect: okur(200), build: async () => ({ path: `${P}/adisyon/${adisyon}` }) },
  // a plain GET (no upgrade) is refused with 426 once the caller may see the tables
  [`GET ${P}/canli`]: { expect: okur(426), build: async () => ({ path: `${P}/canli` }) },
  [`POST ${P}/islem`]: {
    expect: { anon: 401, admin: 403, adminKisitli: 403, owner: 201, waiter: 403, noSet: 403, foreign: 403 },
    build: async () => {
      const not = `matris ${uniq()}`;
      const hedef = await insertMasa((await scalar<number>('SELECT isletme_id FROM menu_masa WHERE id = ?', masa))!, `Matris ${uniq()}`);
      return {
        path: `${P}/islem`,
        body: { islemId: `matris-${uniq()}`, tur: 'siparis', masaId: hedef, kalemler: [{ urunId: urun, adet: 1, not }] },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM adisyon_kalem WHERE not_metni = ?', not)).toBe(allowed ? 1 : 0),
      };
    },
  },
};
