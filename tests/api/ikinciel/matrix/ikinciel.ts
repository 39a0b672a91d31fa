import { expect } from 'vitest';
import { scalar, type World } from '../../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from '../../randevu/matrix/ortak';

/** Matrix rows of second-hand trading (/api/isletme/ikinciel); tests/api/ikinciel.test.ts has the behaviour. */

const I = '/isletme/ikinciel';
let A = 0;

export function ikincielMatrixSetup(w: World): void {
  A = w.venue.A;
}

const cihaz = (durum = 'alindi', alis = '2026-10-01') => insertId(
  "INSERT INTO ikinciel_cihaz (isletme_id, tur, marka, model, kondisyon, alis_kurus, alis_tarihi, durum, satici_ad, satici_tc) VALUES (?, 'dizustu', 'Matris', ?, 'iyi', 100000, ?, ?, 'Satıcı', '10000000146') RETURNING id",
  A, `M-${uniq()}`, alis, durum);
const ilan = async (durum = 'taslak') => insertId("INSERT INTO ikinciel_ilan (isletme_id, cihaz_id, durum, baslik, fiyat_kurus) VALUES (?, ?, ?, 'Matris ilanı', 5000) RETURNING id", A, await cihaz('satista'), durum);
const oku = (path: string) => ({ expect: sahip(200), build: async () => ({ path }) });
const govde = (marka: string) => ({ tur: 'telefon', marka, model: 'X', kondisyon: 'iyi', alisKurus: 1000, alisTarihi: '2026-10-01' });

export const IKINCIEL_MATRIX: MatrixRows = {
  [`GET ${I}/cihazlar`]: oku(`${I}/cihazlar`),
  [`GET ${I}/cihazlar/:id`]: { expect: sahip(200), build: async () => ({ path: `${I}/cihazlar/${await cihaz()}` }) },
  [`GET ${I}/rapor`]: oku(`${I}/rapor`),
  [`GET ${I}/fiyat-onerisi`]: oku(`${I}/fiyat-onerisi?tur=dizustu&marka=Matris`),
  [`GET ${I}/disa-aktar`]: oku(`${I}/disa-aktar`),
  // an empty multipart body: refused after the guards (400), nothing stored
  [`POST ${I}/foto`]: { expect: sahip(400), build: async () => ({ path: `${I}/foto`, form: new FormData() }) },
  [`POST ${I}/cihazlar`]: {
    expect: sahip(201),
    build: async () => {
      const marka = `Matris ${uniq()}`;
      return { path: `${I}/cihazlar`, body: govde(marka), after: async (allowed) => expect(await scalar('SELECT count(*) FROM ikinciel_cihaz WHERE marka = ?', marka)).toBe(allowed ? 1 : 0) };
    },
  },
  [`PUT ${I}/cihazlar/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await cihaz();
      const marka = `Güncel ${uniq()}`;
      return { path: `${I}/cihazlar/${id}`, body: govde(marka), after: async (allowed) => expect(await scalar('SELECT count(*) FROM ikinciel_cihaz WHERE id = ? AND marka = ?', id, marka)).toBe(allowed ? 1 : 0) };
    },
  },
  [`DELETE ${I}/cihazlar/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await cihaz();
      return { path: `${I}/cihazlar/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM ikinciel_cihaz WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  [`POST ${I}/cihazlar/:id/masraflar`]: {
    expect: sahip(201),
    build: async () => {
      const id = await cihaz();
      return { path: `${I}/cihazlar/${id}/masraflar`, body: { aciklama: 'Parça', tutarKurus: 500, tarih: '2026-10-02' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM ikinciel_masraf WHERE cihaz_id = ?', id)).toBe(allowed ? 1 : 0) };
    },
  },
  [`DELETE ${I}/cihazlar/:id/masraflar/:masrafId`]: {
    expect: sahip(200),
    build: async () => {
      const id = await cihaz();
      const m = await insertId("INSERT INTO ikinciel_masraf (isletme_id, cihaz_id, aciklama, tutar_kurus, tarih) VALUES (?, ?, 'Parça', 500, '2026-10-02') RETURNING id", A, id);
      return { path: `${I}/cihazlar/${id}/masraflar/${m}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM ikinciel_masraf WHERE id = ?', m)).toBe(allowed ? 0 : 1) };
    },
  },
  [`POST ${I}/cihazlar/:id/durum`]: {
    expect: sahip(200),
    build: async () => {
      const id = await cihaz();
      return { path: `${I}/cihazlar/${id}/durum`, body: { durum: 'tamirde' }, after: async (allowed) => expect(await scalar('SELECT durum FROM ikinciel_cihaz WHERE id = ?', id)).toBe(allowed ? 'tamirde' : 'alindi') };
    },
  },
  [`POST ${I}/cihazlar/:id/satis`]: {
    expect: sahip(200),
    build: async () => {
      const id = await cihaz('satista');
      return {
        path: `${I}/cihazlar/${id}/satis`, body: { aliciAd: 'Alıcı', satisKurus: 150000, satisTarihi: '2026-11-01', odeme: 'nakit', garantiGun: 30 },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM kasa WHERE id = (SELECT satis_kasa_id FROM ikinciel_cihaz WHERE id = ?)', id)).toBe(allowed ? 1 : 0),
      };
    },
  },
  [`POST ${I}/cihazlar/:id/iade`]: {
    expect: sahip(200),
    build: async () => {
      const id = await insertId("INSERT INTO ikinciel_cihaz (isletme_id, tur, marka, kondisyon, alis_kurus, alis_tarihi, durum, satis_kurus, satis_tarihi, odeme) VALUES (?, 'telefon', 'Matris', 'iyi', 100, '2026-10-01', 'satildi', 900, '2026-10-05', 'nakit') RETURNING id", A);
      return { path: `${I}/cihazlar/${id}/iade`, body: { tarih: '2026-10-06' }, after: async (allowed) => expect(await scalar('SELECT durum FROM ikinciel_cihaz WHERE id = ?', id)).toBe(allowed ? 'iade' : 'satildi') };
    },
  },
  [`POST ${I}/cihazlar/:id/satici-sil`]: {
    expect: sahip(200),
    build: async () => {
      const id = await cihaz('satista', '2010-01-01');
      return { path: `${I}/cihazlar/${id}/satici-sil`, after: async (allowed) => expect(await scalar('SELECT satici_tc FROM ikinciel_cihaz WHERE id = ?', id)).toBe(allowed ? '' : '10000000146') };
    },
  },
  [`GET ${I}/ilanlar`]: oku(`${I}/ilanlar`),
  [`POST ${I}/ilanlar`]: {
    expect: sahip(201),
    build: async () => {
      const id = await cihaz('satista');
      return { path: `${I}/ilanlar`, body: { cihazId: id, baslik: 'Matris', aciklama: '', fiyatKurus: 1000 }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM ikinciel_ilan WHERE cihaz_id = ?', id)).toBe(allowed ? 1 : 0) };
    },
  },
  [`PUT ${I}/ilanlar/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await ilan();
      return { path: `${I}/ilanlar/${id}`, body: { baslik: 'Yeni başlık', aciklama: '', fiyatKurus: 1000 }, after: async (allowed) => expect(await scalar('SELECT baslik FROM ikinciel_ilan WHERE id = ?', id)).toBe(allowed ? 'Yeni başlık' : 'Matris ilanı') };
    },
  },
  [`POST ${I}/ilanlar/:id/durum`]: {
    expect: sahip(200),
    build: async () => {
      const id = await ilan();
      return { path: `${I}/ilanlar/${id}/durum`, body: { durum: 'yayinda', url: 'https://www.letgo.com/item/x' }, after: async (allowed) => expect(await scalar('SELECT durum FROM ikinciel_ilan WHERE id = ?', id)).toBe(allowed ? 'yayinda' : 'taslak') };
    },
  },
  [`DELETE ${I}/ilanlar/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await ilan();
      return { path: `${I}/ilanlar/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM ikinciel_ilan WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  [`PUT ${I}/ayar`]: {
    expect: sahip(200),
    build: async () => ({ path: `${I}/ayar`, body: { sablon: '{marka}', yuvarlamaAdim: 0, yuvarlamaYon: 'yakin', yenileGun: 30 } }),
  },
};
