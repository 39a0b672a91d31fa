import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { gorselAnahtari, gorselForm, insertKampanya, insertKategori, insertMasa, insertUrun, scalar, webpBytes, type World } from '../fixtures';
import { insertSecenekGrup } from './secenek-fixtures';

/**
 * Rows of the route × role × venue matrix (tests/api/matrix.test.ts) for /api/isletme/qrmenu.
 * Every menu route is for operators of the venue holding the screen's key: the waiter, the member without a set,
 * admins and the owner with another venue's header are refused.
 */

type Role = 'anon' | 'admin' | 'adminKisitli' | 'owner' | 'waiter' | 'noSet' | 'foreign';
type Row = Record<Role, number>;
interface Req {
  path: string;
  body?: unknown;
  form?: FormData;
  after?: (allowed: boolean) => Promise<void>;
}

const sadeceSahip = (status: number): Row => ({ anon: 401, admin: 403, adminKisitli: 403, owner: status, waiter: 403, noSet: 403, foreign: 403 });
const P = '/isletme/qrmenu';

let A = 0;
let kategori = 0; // a top-level category of A
let kardes = 0; // its sibling
let urun = 0; // a product of A (edited, toggled)
let fiyatUrun = 0; // a product whose price the bulk route moves by 1 kuruş
let kampanya = 0;
let secenek = 0; // an option group of A (edited)
let n = 0;
const uniq = () => `${++n}-${Math.floor(Math.random() * 1e6)}`;
const count = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 1 : 0);
const gone = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 0 : 1);
const gelecek = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export async function qrmenuMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  kategori = await insertKategori(A, 'Matris Kategori');
  kardes = await insertKategori(A, 'Matris Kardeş');
  urun = await insertUrun(A, kategori, 'Matris Ürün', 5_000);
  fiyatUrun = await insertUrun(A, kategori, 'Matris Fiyat', 1_000);
  kampanya = await insertKampanya(A, { tur: 'yuzde_indirim', deger: 10 });
  const g = await insertSecenekGrup(A, { ad: 'Matris Şeker', enAz: 1, degerler: [{ ad: 'Sade' }, { ad: 'Orta' }], kategoriIdler: [kategori] });
  secenek = g.id;
}

const secenekBody = (ad: string) => ({ ad: { tr: ad }, enAz: 0, enCok: 1, degerler: [{ ad: { tr: 'Yulaf' }, farkKurus: 1_500 }], urunIdler: [urun] });

const urunBody = (ad: string, kategoriId = kategori) => ({ kategoriId, ad: { tr: ad }, fiyatKurus: 4_500 });
const kampanyaBody = (baslik: string) => ({ baslik: { tr: baslik }, tur: 'yuzde_indirim', deger: 15, baslangic: new Date().toISOString(), bitis: gelecek(3) });

export const QRMENU_MATRIX: Record<string, { expect: Row; build: (role: Role) => Promise<Req> }> = {
  [`GET ${P}/kategoriler`]: { expect: sadeceSahip(200), build: async () => ({ path: `${P}/kategoriler` }) },
  [`POST ${P}/kategoriler`]: {
    expect: sadeceSahip(201),
    build: async () => {
      const ad = `Matris yeni ${uniq()}`;
      return { path: `${P}/kategoriler`, body: { ad: { tr: ad }, ustKategoriId: null, gorunur: true }, after: count("SELECT count(*) FROM menu_kategori WHERE json_extract(ad, '$.tr') = ?", ad) };
    },
  },
  [`PUT ${P}/kategoriler/sira`]: {
    expect: sadeceSahip(200),
    build: async () => {
      await env.DB.prepare('UPDATE menu_kategori SET sira = 0 WHERE id IN (?, ?)').bind(kategori, kardes).run();
      return { path: `${P}/kategoriler/sira`, body: { idler: [kardes, kategori] }, after: count('SELECT count(*) FROM menu_kategori WHERE id = ? AND sira = 1', kardes) };
    },
  },
  [`PUT ${P}/kategoriler/:id`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const en = `Matrix ${uniq()}`;
      return { path: `${P}/kategoriler/${kategori}`, body: { ad: { tr: 'Matris Kategori', en }, ustKategoriId: null, gorunur: true }, after: count("SELECT count(*) FROM menu_kategori WHERE json_extract(ad, '$.en') = ?", en) };
    },
  },
  [`PUT ${P}/kategoriler/:id/gorsel`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const gorsel = gorselAnahtari(A, ++n);
      return { path: `${P}/kategoriler/${kategori}/gorsel`, body: { gorsel }, after: count('SELECT count(*) FROM menu_kategori WHERE gorsel_anahtar = ?', gorsel) };
    },
  },
  [`DELETE ${P}/kategoriler/:id`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const id = await insertKategori(A, `Silinecek ${uniq()}`);
      return { path: `${P}/kategoriler/${id}`, after: gone('SELECT count(*) FROM menu_kategori WHERE id = ?', id) };
    },
  },
  [`GET ${P}/urunler`]: { expect: sadeceSahip(200), build: async () => ({ path: `${P}/urunler` }) },
  [`POST ${P}/urunler`]: {
    expect: sadeceSahip(201),
    build: async () => {
      const ad = `Matris ürün ${uniq()}`;
      return { path: `${P}/urunler`, body: urunBody(ad), after: count("SELECT count(*) FROM menu_urun WHERE json_extract(ad, '$.tr') = ?", ad) };
    },
  },
  [`PUT ${P}/urunler/:id`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const en = `Matrix product ${uniq()}`;
      return { path: `${P}/urunler/${urun}`, body: { ...urunBody('Matris Ürün'), ad: { tr: 'Matris Ürün', en } }, after: count("SELECT count(*) FROM menu_urun WHERE json_extract(ad, '$.en') = ?", en) };
    },
  },
  [`POST ${P}/urunler/:id/durum`]: {
    expect: sadeceSahip(200),
    build: async () => {
      await env.DB.prepare('UPDATE menu_urun SET tukendi = 0 WHERE id = ?').bind(urun).run();
      return { path: `${P}/urunler/${urun}/durum`, body: { tukendi: true }, after: count('SELECT count(*) FROM menu_urun WHERE id = ? AND tukendi = 1', urun) };
    },
  },
  [`DELETE ${P}/urunler/:id`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const id = await insertUrun(A, kategori, `Silinecek ${uniq()}`);
      return { path: `${P}/urunler/${id}`, after: gone('SELECT count(*) FROM menu_urun WHERE id = ?', id) };
    },
  },
  [`GET ${P}/urunler/:id/fiyat-gecmisi`]: { expect: sadeceSahip(200), build: async () => ({ path: `${P}/urunler/${urun}/fiyat-gecmisi` }) },
  [`POST ${P}/urunler/toplu-fiyat`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const before = (await scalar<number>('SELECT fiyat_kurus FROM menu_urun WHERE id = ?', fiyatUrun))!;
      return {
        path: `${P}/urunler/toplu-fiyat`,
        body: { urunIdler: [fiyatUrun], tur: 'tutar', deger: 1, onizleme: false },
        after: async (allowed) => expect(await scalar('SELECT fiyat_kurus FROM menu_urun WHERE id = ?', fiyatUrun)).toBe(allowed ? before + 1 : before),
      };
    },
  },
  [`GET ${P}/urunler/disa-aktar`]: { expect: sadeceSahip(200), build: async () => ({ path: `${P}/urunler/disa-aktar` }) },
  [`POST ${P}/gorsel`]: {
    expect: sadeceSahip(201),
    build: async () => {
      const before = (await env.IMAGES_BUCKET.list({ prefix: `menu/${A}/` })).objects.length;
      return {
        path: `${P}/gorsel`,
        form: gorselForm(webpBytes(128)),
        after: async (allowed) => expect((await env.IMAGES_BUCKET.list({ prefix: `menu/${A}/` })).objects.length).toBe(before + (allowed ? 1 : 0)),
      };
    },
  },
  [`GET ${P}/kampanyalar`]: { expect: sadeceSahip(200), build: async () => ({ path: `${P}/kampanyalar` }) },
  [`POST ${P}/kampanyalar`]: {
    expect: sadeceSahip(201),
    build: async () => {
      const baslik = `Matris kampanya ${uniq()}`;
      return { path: `${P}/kampanyalar`, body: kampanyaBody(baslik), after: count("SELECT count(*) FROM menu_kampanya WHERE json_extract(baslik, '$.tr') = ?", baslik) };
    },
  },
  [`PUT ${P}/kampanyalar/:id`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const baslik = `Matris güncel ${uniq()}`;
      return { path: `${P}/kampanyalar/${kampanya}`, body: kampanyaBody(baslik), after: count("SELECT count(*) FROM menu_kampanya WHERE json_extract(baslik, '$.tr') = ?", baslik) };
    },
  },
  [`POST ${P}/kampanyalar/:id/bitir`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const id = await insertKampanya(A, { bitis: gelecek(30) });
      return { path: `${P}/kampanyalar/${id}/bitir`, after: count('SELECT count(*) FROM menu_kampanya WHERE id = ? AND bitis <= ?', id, new Date(Date.now() + 1000).toISOString()) };
    },
  },
  [`DELETE ${P}/kampanyalar/:id`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const id = await insertKampanya(A);
      return { path: `${P}/kampanyalar/${id}`, after: gone('SELECT count(*) FROM menu_kampanya WHERE id = ?', id) };
    },
  },
  [`GET ${P}/tema`]: { expect: sadeceSahip(200), build: async () => ({ path: `${P}/tema` }) },
  [`PUT ${P}/tema`]: {
    expect: sadeceSahip(200),
    build: async () => {
      await env.DB.prepare("UPDATE isletme SET menu_tema = 'klasik' WHERE id = ?").bind(A).run();
      return { path: `${P}/tema`, body: { temaId: 'gece' }, after: count("SELECT count(*) FROM isletme WHERE id = ? AND menu_tema = 'gece'", A) };
    },
  },
  [`GET ${P}/anasayfa`]: { expect: sadeceSahip(200), build: async () => ({ path: `${P}/anasayfa` }) },
  [`PUT ${P}/anasayfa`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const wifiAd = `Matris_${uniq()}`;
      const body = { hosgeldin: { tr: 'Hoş geldiniz' }, wifiAd, wifiSifre: 'sifre', telefon: '', whatsapp: '', instagram: '', adres: '', haritaUrl: '', calismaSaatleri: [] };
      return { path: `${P}/anasayfa`, body, after: count('SELECT count(*) FROM menu_anasayfa WHERE wifi_ad = ?', wifiAd) };
    },
  },
  [`GET ${P}/qr-bilgi`]: { expect: sadeceSahip(200), build: async () => ({ path: `${P}/qr-bilgi` }) },
  [`GET ${P}/masalar`]: { expect: sadeceSahip(200), build: async () => ({ path: `${P}/masalar` }) },
  [`POST ${P}/masalar`]: {
    expect: sadeceSahip(201),
    build: async () => {
      const ad = `Masa ${uniq()}`;
      return { path: `${P}/masalar`, body: { ad }, after: count('SELECT count(*) FROM menu_masa WHERE ad = ?', ad) };
    },
  },
  [`DELETE ${P}/masalar/:id`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const id = await insertMasa(A, `Silinecek ${uniq()}`);
      return { path: `${P}/masalar/${id}`, after: gone('SELECT count(*) FROM menu_masa WHERE id = ?', id) };
    },
  },
  [`GET ${P}/secenekler`]: { expect: sadeceSahip(200), build: async () => ({ path: `${P}/secenekler` }) },
  [`POST ${P}/secenekler`]: {
    expect: sadeceSahip(201),
    build: async () => {
      const ad = `Matris Süt ${uniq()}`;
      return { path: `${P}/secenekler`, body: secenekBody(ad), after: count("SELECT count(*) FROM menu_secenek_grup WHERE json_extract(ad, '$.tr') = ?", ad) };
    },
  },
  [`PUT ${P}/secenekler/:id`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const ad = `Matris Boy ${uniq()}`;
      return { path: `${P}/secenekler/${secenek}`, body: secenekBody(ad), after: count("SELECT count(*) FROM menu_secenek_grup WHERE id = ? AND json_extract(ad, '$.tr') = ?", secenek, ad) };
    },
  },
  [`POST ${P}/secenekler/deger/:id/durum`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const g = await insertSecenekGrup(A, { ad: `Matris Durum ${uniq()}`, degerler: [{ ad: 'Büyük', farkKurus: 1_000 }] });
      const id = g.degerIdler[0]!;
      return { path: `${P}/secenekler/deger/${id}/durum`, body: { tukendi: true }, after: count('SELECT count(*) FROM menu_secenek_deger WHERE id = ? AND tukendi = 1', id) };
    },
  },
  [`DELETE ${P}/secenekler/:id`]: {
    expect: sadeceSahip(200),
    build: async () => {
      const g = await insertSecenekGrup(A, { ad: `Silinecek ${uniq()}`, degerler: [{ ad: 'Az' }], kategoriIdler: [kategori] });
      return { path: `${P}/secenekler/${g.id}`, after: gone('SELECT count(*) FROM menu_secenek_grup WHERE id = ?', g.id) };
    },
  },
};
