import { expect } from 'vitest';
import { scalar, type World } from '../../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from '../../randevu/matrix/ortak';

/** Matrix rows of the inventory's stock routes (locations, items, movements, report); tests/api/envanter-stok.test.ts has the behaviour. */

const E = '/isletme/envanter';
let A = 0;
let depo = 0;
let urun = 0;

export async function stokMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  depo = await lokasyon();
  urun = await insertId("INSERT INTO envanter_urun (isletme_id, ad, birim) VALUES (?, 'Matris sütü', 'lt') RETURNING id", A);
}

const lokasyon = () => insertId("INSERT INTO envanter_lokasyon (isletme_id, ad, tur) VALUES (?, ?, 'depo') RETURNING id", A, `Matris depo ${uniq()}`);
const yeniUrun = () => insertId("INSERT INTO envanter_urun (isletme_id, ad, birim) VALUES (?, ?, 'adet') RETURNING id", A, `Matris ürün ${uniq()}`);
const oku = (path: string) => ({ expect: sahip(200), build: async () => ({ path }) });

export const STOK_MATRIX: MatrixRows = {
  [`GET ${E}/lokasyonlar`]: oku(`${E}/lokasyonlar`),
  [`POST ${E}/lokasyonlar`]: {
    expect: sahip(201),
    build: async () => {
      const ad = `Matris konum ${uniq()}`;
      return { path: `${E}/lokasyonlar`, body: { ad, tur: 'raf' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_lokasyon WHERE ad = ?', ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`PUT ${E}/lokasyonlar/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await lokasyon();
      const ad = `Matris güncel ${uniq()}`;
      return { path: `${E}/lokasyonlar/${id}`, body: { ad, tur: 'oda' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_lokasyon WHERE id = ? AND ad = ?', id, ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`DELETE ${E}/lokasyonlar/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await lokasyon();
      return { path: `${E}/lokasyonlar/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_lokasyon WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  [`GET ${E}/urunler`]: oku(`${E}/urunler`),
  [`GET ${E}/urunler/dusuk`]: oku(`${E}/urunler/dusuk`),
  [`GET ${E}/urunler/disa-aktar`]: oku(`${E}/urunler/disa-aktar`),
  [`POST ${E}/urunler`]: {
    expect: sahip(201),
    build: async () => {
      const ad = `Matris kahve ${uniq()}`;
      return { path: `${E}/urunler`, body: { ad, birim: 'kg', acilisMiktar: '1', acilisLokasyonId: depo }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_urun WHERE ad = ?', ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`PUT ${E}/urunler/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniUrun();
      const ad = `Matris yeni ad ${uniq()}`;
      return { path: `${E}/urunler/${id}`, body: { ad, birim: 'adet' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_urun WHERE id = ? AND ad = ?', id, ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`DELETE ${E}/urunler/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniUrun();
      return { path: `${E}/urunler/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_urun WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  [`GET ${E}/hareketler`]: oku(`${E}/hareketler`),
  [`GET ${E}/hareketler/demirbas`]: oku(`${E}/hareketler/demirbas`),
  [`GET ${E}/hareketler/disa-aktar`]: oku(`${E}/hareketler/disa-aktar`),
  [`POST ${E}/hareketler`]: {
    expect: sahip(201),
    build: async () => {
      const once = (await scalar<number>('SELECT count(*) FROM envanter_stok_hareket WHERE urun_id = ?', urun))!;
      return {
        path: `${E}/hareketler`, body: { tur: 'giris', neden: 'satin_alma', urunId: urun, hedefId: depo, miktar: '1,5' },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_stok_hareket WHERE urun_id = ?', urun)).toBe(once + (allowed ? 1 : 0)),
      };
    },
  },
  [`GET ${E}/rapor/hareket`]: oku(`${E}/rapor/hareket`),
  [`GET ${E}/rapor/hareket/disa-aktar`]: oku(`${E}/rapor/hareket/disa-aktar`),
};
