import { expect } from 'vitest';
import { scalar } from '../../fixtures';
import { insertId, uniq, type MatrixRows, type Row } from '../../randevu/matrix/ortak';

/** Matrix rows of the sales desk (/api/admin/talepler) and the public demo form; tests/api/admin-talep.test.ts has the behaviour. */

const P = '/admin/talepler';
/** Admin route: the full admin set gets `tam`, the restricted set (only admin:fo:dashboard itself) `kisitli`, operators 403. */
const yonetici = (tam: number, kisitli: number): Row => ({ anon: 401, admin: tam, adminKisitli: kisitli, owner: 403, waiter: 403, noSet: 403, foreign: 403 });
let talep = 0;

export async function taleplerMatrixSetup(): Promise<void> {
  talep = await insertId("INSERT INTO talep (ad_soyad, isletme_adi, telefon, eposta, kvkk_onay_zamani) VALUES ('Matris Talep', 'Matris Kafe', '05321112233', 'matris@ornek.com', '2026-01-01T00:00:00Z') RETURNING id");
}

export const TALEPLER_MATRIX: MatrixRows = {
  // a post without the page's signed token is refused for everyone, and stores nothing
  'POST /public/talep': {
    expect: { anon: 400, admin: 400, adminKisitli: 400, owner: 400, waiter: 400, noSet: 400, foreign: 400 },
    build: async () => {
      const ad = `Matris ${uniq()}`;
      return { path: '/public/talep', body: { adSoyad: ad, isletmeAdi: 'X Kafe', telefon: '05321112233', eposta: 'a@b.co', kvkk: true }, after: async () => expect(await scalar('SELECT count(*) FROM talep WHERE ad_soyad = ?', ad)).toBe(0) };
    },
  },
  [`GET ${P}`]: { expect: yonetici(200, 200), build: async () => ({ path: P }) },
  [`GET ${P}/disa-aktar`]: { expect: yonetici(200, 403), build: async () => ({ path: `${P}/disa-aktar` }) },
  [`GET ${P}/:id`]: { expect: yonetici(200, 200), build: async () => ({ path: `${P}/${talep}` }) },
  [`PUT ${P}/:id/durum`]: {
    expect: yonetici(200, 403),
    build: async () => {
      await scalar("UPDATE talep SET durum = 'yeni' WHERE id = ? RETURNING id", talep);
      return { path: `${P}/${talep}/durum`, body: { durum: 'arandi' }, after: async (allowed) => expect(await scalar('SELECT durum FROM talep WHERE id = ?', talep)).toBe(allowed ? 'arandi' : 'yeni') };
    },
  },
  [`POST ${P}/:id/notlar`]: {
    expect: yonetici(201, 403),
    build: async () => {
      const metin = `Matris notu ${uniq()}`;
      return { path: `${P}/${talep}/notlar`, body: { metin }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM talep_not WHERE metin = ?', metin)).toBe(allowed ? 1 : 0) };
    },
  },
};
