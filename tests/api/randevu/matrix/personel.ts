import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { gorselForm, scalar, webpBytes, type World, insertRandevuPersoneli } from '../../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from './ortak';

/** Matrix rows of the 'personel' appointment panel routes (staff, their hours and leave, staff tasks). */

const P = '/isletme/randevu/personel';
const G = '/isletme/randevu/gorevler';
let A = 0;

export async function personelMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
}

const personel = (ad = `Matris personel ${uniq()}`) => insertRandevuPersoneli(A, ad);
const gorev = (baslik = `Matris görev ${uniq()}`) => insertId('INSERT INTO randevu_gorev (isletme_id, baslik) VALUES (?, ?) RETURNING id', A, baslik);
const count = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 1 : 0);
const gone = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 0 : 1);
const ileri = (gun: number) => new Date(Date.now() + gun * 86_400_000).toISOString().slice(0, 10);

export const PERSONEL_MATRIX: MatrixRows = {
  [`GET ${P}`]: { expect: sahip(200), build: async () => ({ path: P }) },
  [`POST ${P}`]: {
    expect: sahip(201),
    build: async () => {
      const ad = `Matris yeni ${uniq()}`;
      return { path: P, body: { ad, renk: '#15803d' }, after: count('SELECT count(*) FROM randevu_personel WHERE ad = ?', ad) };
    },
  },
  [`POST ${P}/foto`]: {
    expect: sahip(201),
    build: async () => {
      const prefix = `randevu/personel/${A}/`;
      const before = (await env.IMAGES_BUCKET.list({ prefix })).objects.length;
      return { path: `${P}/foto`, form: gorselForm(webpBytes(256)), after: async (allowed) => expect((await env.IMAGES_BUCKET.list({ prefix })).objects.length).toBe(before + (allowed ? 1 : 0)) };
    },
  },
  [`PUT ${P}/sira`]: {
    expect: sahip(200),
    build: async () => {
      const [ilk, ikinci] = [await personel(), await personel()];
      return { path: `${P}/sira`, body: { idler: [ikinci, ilk] }, after: count('SELECT count(*) FROM randevu_personel WHERE id = ? AND sira = 1', ikinci) };
    },
  },
  [`GET ${P}/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/disa-aktar` }) },
  [`PUT ${P}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await personel();
      const ad = `Matris güncel ${uniq()}`;
      return { path: `${P}/${id}`, body: { ad, renk: '#be185d', aktif: false }, after: count('SELECT count(*) FROM randevu_personel WHERE id = ? AND ad = ? AND aktif = 0', id, ad) };
    },
  },
  [`DELETE ${P}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await personel();
      return { path: `${P}/${id}`, after: gone('SELECT count(*) FROM randevu_personel WHERE id = ?', id) };
    },
  },
  [`POST ${P}/:id/calisma/kontrol`]: {
    expect: sahip(200),
    build: async () => ({ path: `${P}/${await personel()}/calisma/kontrol`, body: { araliklar: [{ gun: 1, baslangic: '09:00', bitis: '17:00', tur: 'calisma' }] } }),
  },
  [`PUT ${P}/:id/calisma`]: {
    expect: sahip(200),
    build: async () => {
      const id = await personel();
      return { path: `${P}/${id}/calisma`, body: { araliklar: [{ gun: 2, baslangic: '10:00', bitis: '19:00', tur: 'calisma' }] }, after: count('SELECT count(*) FROM randevu_calisma WHERE personel_id = ?', id) };
    },
  },
  [`GET ${P}/:id/izinler`]: { expect: sahip(200), build: async () => ({ path: `${P}/${await personel()}/izinler` }) },
  [`POST ${P}/:id/izinler`]: {
    expect: sahip(201),
    build: async () => {
      const id = await personel();
      return { path: `${P}/${id}/izinler`, body: { tur: 'gun', baslangicTarih: ileri(3), bitisTarih: ileri(4), aciklama: 'Matris' }, after: count('SELECT count(*) FROM randevu_izin WHERE personel_id = ?', id) };
    },
  },
  [`DELETE ${P}/:id/izinler/:izinId`]: {
    expect: sahip(200),
    build: async () => {
      const id = await personel();
      const izinId = await insertId("INSERT INTO randevu_izin (personel_id, baslangic, bitis) VALUES (?, '2030-01-01T00:00:00.000Z', '2030-01-02T00:00:00.000Z') RETURNING id", id);
      return { path: `${P}/${id}/izinler/${izinId}`, after: gone('SELECT count(*) FROM randevu_izin WHERE id = ?', izinId) };
    },
  },
  [`GET ${G}`]: { expect: sahip(200), build: async () => ({ path: `${G}?durum=acik` }) },
  [`POST ${G}`]: {
    expect: sahip(201),
    build: async () => {
      const baslik = `Matris görev ${uniq()}`;
      return { path: G, body: { baslik, sonTarih: ileri(2) }, after: count('SELECT count(*) FROM randevu_gorev WHERE baslik = ?', baslik) };
    },
  },
  [`GET ${G}/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${G}/disa-aktar` }) },
  [`PUT ${G}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await gorev();
      const baslik = `Matris düzenlendi ${uniq()}`;
      return { path: `${G}/${id}`, body: { baslik, durum: 'devam' }, after: count('SELECT count(*) FROM randevu_gorev WHERE id = ? AND baslik = ?', id, baslik) };
    },
  },
  [`PUT ${G}/:id/durum`]: {
    expect: sahip(200),
    build: async () => {
      const id = await gorev();
      return { path: `${G}/${id}/durum`, body: { durum: 'tamamlandi' }, after: count("SELECT count(*) FROM randevu_gorev WHERE id = ? AND durum = 'tamamlandi'", id) };
    },
  },
  [`DELETE ${G}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await gorev();
      return { path: `${G}/${id}`, after: gone('SELECT count(*) FROM randevu_gorev WHERE id = ?', id) };
    },
  },
};
