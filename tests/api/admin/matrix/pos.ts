import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { scalar } from '../../fixtures';
import { insertId, sahip, uniq, type MatrixRows, type Row } from '../../randevu/matrix/ortak';

/** Matrix rows of the POS definitions (/api/admin/pos) and a venue's receipt choice; tests/api/admin-pos.test.ts has the behaviour. */

const P = '/admin/pos';
const V = '/isletme/parametre/pos';
/** Admin route: the full admin set gets `status`; the restricted set (only admin:fo:dashboard) and operators 403. */
const yonetici = (status: number): Row => ({ anon: 401, admin: status, adminKisitli: 403, owner: 403, waiter: 403, noSet: 403, foreign: 403 });
const sablonEkle = () => insertId(`INSERT INTO pos_fis_sablonu (ad) VALUES ('Matris şablonu ${uniq()}') RETURNING id`);
const profilEkle = () => insertId(`INSERT INTO pos_yazici_profili (ad, kagit_mm, satir_karakter) VALUES ('Matris profili ${uniq()}', 80, 48) RETURNING id`);
let sablon = 0;
let profil = 0;

export async function posMatrixSetup(): Promise<void> {
  sablon = await sablonEkle();
  profil = await profilEkle();
}

const yontemler = async () => env.DB.prepare('SELECT kod, etiket, sira, izinli FROM pos_odeme_yontemi').all<{ kod: string; etiket: string; sira: number; izinli: number }>();

export const POS_MATRIX: MatrixRows = {
  [`GET ${P}`]: { expect: yonetici(200), build: async () => ({ path: P }) },
  [`PUT ${P}/odeme-yontemleri`]: {
    expect: yonetici(200),
    build: async () => {
      const etiket = `Nakit ${uniq()}`;
      const rows = (await yontemler()).results.map((y) => ({ kod: y.kod, etiket: y.kod === 'nakit' ? etiket : y.etiket, sira: y.sira, izinli: true }));
      return { path: `${P}/odeme-yontemleri`, body: { yontemler: rows }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM pos_odeme_yontemi WHERE etiket = ?', etiket)).toBe(allowed ? 1 : 0) };
    },
  },
  [`PUT ${P}/izinler`]: {
    expect: yonetici(200),
    build: async () => {
      await scalar('UPDATE pos_fis_sablonu SET izinli = 0, varsayilan = 0 WHERE id = ? RETURNING id', sablon);
      return { path: `${P}/izinler`, body: { sablonlar: [sablon], profiller: [profil], varsayilanSablonId: sablon, varsayilanProfilId: profil }, after: async (allowed) => expect(await scalar('SELECT izinli FROM pos_fis_sablonu WHERE id = ?', sablon)).toBe(allowed ? 1 : 0) };
    },
  },
  [`POST ${P}/sablonlar`]: {
    expect: yonetici(201),
    build: async () => {
      const ad = `Matris ${uniq()}`;
      return { path: `${P}/sablonlar`, body: { ad, ustSatirlar: ['a'], altSatirlar: [], logoGoster: true }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM pos_fis_sablonu WHERE ad = ?', ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`PUT ${P}/sablonlar/:id`]: {
    expect: yonetici(200),
    build: async () => {
      const ad = `Matris ${uniq()}`;
      return { path: `${P}/sablonlar/${sablon}`, body: { ad, ustSatirlar: [], altSatirlar: ['b'], logoGoster: false }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM pos_fis_sablonu WHERE ad = ?', ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`DELETE ${P}/sablonlar/:id`]: {
    expect: yonetici(200),
    build: async () => {
      const id = await sablonEkle();
      return { path: `${P}/sablonlar/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM pos_fis_sablonu WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  [`POST ${P}/profiller`]: {
    expect: yonetici(201),
    build: async () => {
      const ad = `Matris ${uniq()}`;
      return { path: `${P}/profiller`, body: { ad, kagitMm: 58, satirKarakter: 32 }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM pos_yazici_profili WHERE ad = ?', ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`PUT ${P}/profiller/:id`]: {
    expect: yonetici(200),
    build: async () => {
      const ad = `Matris ${uniq()}`;
      return { path: `${P}/profiller/${profil}`, body: { ad, kagitMm: 80, satirKarakter: 42 }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM pos_yazici_profili WHERE ad = ?', ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`DELETE ${P}/profiller/:id`]: {
    expect: yonetici(200),
    build: async () => {
      const id = await profilEkle();
      return { path: `${P}/profiller/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM pos_yazici_profili WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  [`GET ${V}`]: { expect: sahip(200), build: async () => ({ path: V }) },
  // the cafe's prints: table tracking (the waiter) reads the resolved ticket too
  [`GET ${V}/fis`]: { expect: { anon: 401, admin: 403, adminKisitli: 403, owner: 200, waiter: 200, noSet: 403, foreign: 403 }, build: async () => ({ path: `${V}/fis` }) },
  [`PUT ${V}`]: {
    expect: sahip(200),
    build: async () => {
      await scalar('UPDATE pos_fis_sablonu SET izinli = 1 WHERE id = ? RETURNING id', sablon);
      await scalar('DELETE FROM isletme_pos RETURNING isletme_id');
      return { path: V, body: { sablonId: sablon, profilId: null }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM isletme_pos WHERE sablon_id = ?', sablon)).toBe(allowed ? 1 : 0) };
    },
  },
};
