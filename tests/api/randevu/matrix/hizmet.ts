import { expect } from 'vitest';
import { scalar, type World, insertRandevuPersoneli } from '../../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from './ortak';

/** Matrix rows of the 'hizmet' appointment panel routes: services, packages, package sales and balances. */

const P = '/isletme/randevu';
let A = 0;
let personel = 0;
let hizmet = 0; // edited and toggled by the rows
let musteri = 0;

export async function hizmetMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  personel = await insertRandevuPersoneli(A, 'Matris Personel');
  hizmet = await yeniHizmet('Matris Hizmet');
  musteri = await insertId("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Matris Müşteri', '+905559990001') RETURNING id", A);
}

const yeniHizmet = (ad: string) => insertId('INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (?, ?, 30, 10000) RETURNING id', A, JSON.stringify({ tr: ad }));
async function yeniPaket(ad: string): Promise<number> {
  const id = await insertId('INSERT INTO randevu_paket (isletme_id, ad, fiyat_kurus, gecerlilik_gun) VALUES (?, ?, 50000, 30) RETURNING id', A, ad);
  await insertId('INSERT INTO randevu_paket_hizmet (paket_id, hizmet_id, seans) VALUES (?, ?, 3) RETURNING paket_id AS id', id, hizmet);
  return id;
}
async function yeniSatis(): Promise<number> {
  const id = await insertId("INSERT INTO randevu_musteri_paket (isletme_id, musteri_id, ad, fiyat_kurus) VALUES (?, ?, 'Matris satışı', 50000) RETURNING id", A, musteri);
  await insertId('INSERT INTO randevu_musteri_paket_hizmet (musteri_paket_id, hizmet_id, toplam, kalan) VALUES (?, ?, 3, 3) RETURNING musteri_paket_id AS id', id, hizmet);
  return id;
}
const count = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 1 : 0);
const gone = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 0 : 1);
const hizmetBody = (ad: string, en = '') => ({ ad: { tr: ad, en }, sureDk: 45, fiyatKurus: 45_000, onceTamponDk: 0, sonraTamponDk: 5, online: true, aktif: true, personelIdler: [personel] });
const paketBody = (ad: string) => ({ ad, aciklama: '', fiyatKurus: 90_000, gecerlilikGun: 60, aktif: true, hizmetler: [{ hizmetId: hizmet, seans: 4 }] });

export const HIZMET_MATRIX: MatrixRows = {
  [`GET ${P}/hizmetler`]: { expect: sahip(200), build: async () => ({ path: `${P}/hizmetler` }) },
  [`GET ${P}/hizmetler/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/hizmetler/disa-aktar` }) },
  [`POST ${P}/hizmetler`]: {
    expect: sahip(201),
    build: async () => {
      const ad = `Matris yeni hizmet ${uniq()}`;
      return { path: `${P}/hizmetler`, body: hizmetBody(ad), after: count("SELECT count(*) FROM randevu_hizmet WHERE json_extract(ad, '$.tr') = ?", ad) };
    },
  },
  [`PUT ${P}/hizmetler/:id`]: {
    expect: sahip(200),
    build: async () => {
      const en = `Matrix ${uniq()}`;
      return { path: `${P}/hizmetler/${hizmet}`, body: hizmetBody('Matris Hizmet', en), after: count("SELECT count(*) FROM randevu_hizmet WHERE json_extract(ad, '$.en') = ?", en) };
    },
  },
  [`POST ${P}/hizmetler/:id/durum`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniHizmet(`Matris durum ${uniq()}`);
      return { path: `${P}/hizmetler/${id}/durum`, body: { online: false }, after: count('SELECT count(*) FROM randevu_hizmet WHERE id = ? AND online = 0', id) };
    },
  },
  [`DELETE ${P}/hizmetler/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniHizmet(`Matris silinecek ${uniq()}`);
      return { path: `${P}/hizmetler/${id}`, after: gone('SELECT count(*) FROM randevu_hizmet WHERE id = ?', id) };
    },
  },
  [`GET ${P}/paketler`]: { expect: sahip(200), build: async () => ({ path: `${P}/paketler` }) },
  [`GET ${P}/paketler/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/paketler/disa-aktar` }) },
  [`GET ${P}/paketler/musteri-ara`]: { expect: sahip(200), build: async () => ({ path: `${P}/paketler/musteri-ara?q=matris` }) },
  [`POST ${P}/paketler`]: {
    expect: sahip(201),
    build: async () => {
      const ad = `Matris paket ${uniq()}`;
      return { path: `${P}/paketler`, body: paketBody(ad), after: count('SELECT count(*) FROM randevu_paket WHERE ad = ?', ad) };
    },
  },
  [`PUT ${P}/paketler/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniPaket(`Matris düzenlenecek ${uniq()}`);
      const ad = `Matris düzenlendi ${uniq()}`;
      return { path: `${P}/paketler/${id}`, body: paketBody(ad), after: count('SELECT count(*) FROM randevu_paket WHERE id = ? AND ad = ?', id, ad) };
    },
  },
  [`DELETE ${P}/paketler/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniPaket(`Matris silinecek ${uniq()}`);
      return { path: `${P}/paketler/${id}`, after: gone('SELECT count(*) FROM randevu_paket WHERE id = ?', id) };
    },
  },
  [`POST ${P}/paketler/:id/sat`]: {
    expect: sahip(201),
    build: async () => {
      const id = await yeniPaket(`Matris satılacak ${uniq()}`);
      return {
        path: `${P}/paketler/${id}/sat`,
        body: { musteriId: musteri, odeme: 'kart' },
        after: async (allowed) => {
          expect(await scalar('SELECT count(*) FROM randevu_musteri_paket WHERE paket_id = ?', id)).toBe(allowed ? 1 : 0);
          expect(await scalar("SELECT count(*) FROM kasa WHERE isletme_id = ? AND sistem_tur = 'paketSatisi' AND musteri_paket_id IN (SELECT id FROM randevu_musteri_paket WHERE paket_id = ?)", A, id)).toBe(allowed ? 1 : 0);
        },
      };
    },
  },
  [`GET ${P}/musteri-paketleri`]: { expect: sahip(200), build: async () => ({ path: `${P}/musteri-paketleri?musteriId=${musteri}&durum=aktif` }) },
  [`GET ${P}/musteri-paketleri/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/musteri-paketleri/disa-aktar` }) },
  [`DELETE ${P}/musteri-paketleri/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yeniSatis();
      return { path: `${P}/musteri-paketleri/${id}`, after: gone('SELECT count(*) FROM randevu_musteri_paket WHERE id = ?', id) };
    },
  },
};
