import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { etiketSlug } from '@lib/envanter/etiket';
import { slugMask } from '@worker/slug';
import { gorselForm, scalar, webpBytes, type World } from '../../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from '../../randevu/matrix/ortak';

/** Matrix rows of the fixed-asset routes (/api/isletme/envanter/...); tests/api/envanter-demirbas.test.ts and envanter-hurda.test.ts have the behaviour. */

const E = '/isletme/envanter';
const D = `${E}/demirbaslar`;
const H = `${E}/hurda-talepleri`;
let A = 0;
let lok = 0;

export async function demirbasMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  lok = await insertId("INSERT INTO envanter_lokasyon (isletme_id, ad, tur) VALUES (?, 'Matris odası', 'oda') RETURNING id", A);
}

const demirbas = (durum = 'kullanimda') => insertId('INSERT INTO envanter_demirbas (isletme_id, kod, ad, durum) VALUES (?, ?, ?, ?) RETURNING id', A, `MTR-${uniq()}`, 'Matris demirbaşı', durum);
const kategori = () => insertId('INSERT INTO envanter_kategori (isletme_id, ad) VALUES (?, ?) RETURNING id', A, `Matris kategori ${uniq()}`);
const durum = async (id: number) => scalar<string>('SELECT durum FROM envanter_demirbas WHERE id = ?', id);
const hurda = async () => insertId('INSERT INTO envanter_hurda (isletme_id, demirbas_id, neden) VALUES (?, ?, ?) RETURNING id', A, await demirbas(), 'Matris talebi');
const cikis = async () => {
  const d = await demirbas('disarida');
  return insertId("INSERT INTO envanter_cikis (isletme_id, no, demirbas_id, neden, kime) VALUES (?, (SELECT coalesce(max(no), 0) + 1 FROM envanter_cikis WHERE isletme_id = ?), ?, 'tamir', 'Servis') RETURNING id", A, A, d);
};

export const DEMIRBAS_MATRIX: MatrixRows = {
  [`GET ${E}/kategoriler`]: { expect: sahip(200), build: async () => ({ path: `${E}/kategoriler` }) },
  [`POST ${E}/kategoriler`]: {
    expect: sahip(201),
    build: async () => {
      const ad = `Matris kat ${uniq()}`;
      return { path: `${E}/kategoriler`, body: { ad }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_kategori WHERE ad = ?', ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`PUT ${E}/kategoriler/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await kategori();
      const ad = `Matris yeni ${uniq()}`;
      return { path: `${E}/kategoriler/${id}`, body: { ad }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_kategori WHERE id = ? AND ad = ?', id, ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`DELETE ${E}/kategoriler/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await kategori();
      return { path: `${E}/kategoriler/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_kategori WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  [`GET ${D}`]: { expect: sahip(200), build: async () => ({ path: `${D}?q=matris` }) },
  [`GET ${D}/secenekler`]: { expect: sahip(200), build: async () => ({ path: `${D}/secenekler` }) },
  [`GET ${D}/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${D}/disa-aktar` }) },
  [`POST ${D}`]: {
    expect: sahip(201),
    build: async () => {
      const kod = `MTR-${uniq()}`;
      return { path: D, body: { kod, ad: 'Matris' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_demirbas WHERE kod = ?', kod)).toBe(allowed ? 1 : 0) };
    },
  },
  [`POST ${D}/foto`]: {
    expect: sahip(201),
    build: async () => {
      const prefix = `envanter/${A}/`;
      const before = (await env.IMAGES_BUCKET.list({ prefix })).objects.length;
      return { path: `${D}/foto`, form: gorselForm(webpBytes(256)), after: async (allowed) => expect((await env.IMAGES_BUCKET.list({ prefix })).objects.length).toBe(before + (allowed ? 1 : 0)) };
    },
  },
  [`GET ${D}/detay/:slug`]: { expect: sahip(200), build: async () => ({ path: `${D}/detay/${etiketSlug('demirbas', await demirbas(), slugMask(env))}` }) },
  [`PUT ${D}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await demirbas();
      const kod = `MTR-${uniq()}`;
      return { path: `${D}/${id}`, body: { kod, ad: 'Güncel' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_demirbas WHERE id = ? AND kod = ?', id, kod)).toBe(allowed ? 1 : 0) };
    },
  },
  [`DELETE ${D}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await demirbas();
      return { path: `${D}/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_demirbas WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  [`POST ${D}/:id/transfer`]: {
    expect: sahip(200),
    build: async () => {
      const id = await demirbas();
      return { path: `${D}/${id}/transfer`, body: { lokasyonId: lok }, after: async (allowed) => expect(await scalar('SELECT lokasyon_id FROM envanter_demirbas WHERE id = ?', id)).toBe(allowed ? lok : null) };
    },
  },
  [`POST ${D}/:id/cikis`]: {
    expect: sahip(201),
    build: async () => {
      const id = await demirbas();
      return { path: `${D}/${id}/cikis`, body: { neden: 'odunc', kime: 'Komşu kafe' }, after: async (allowed) => expect(await durum(id)).toBe(allowed ? 'disarida' : 'kullanimda') };
    },
  },
  [`GET ${E}/cikislar/:id`]: { expect: sahip(200), build: async () => ({ path: `${E}/cikislar/${await cikis()}` }) },
  [`POST ${E}/cikislar/:id/donus`]: {
    expect: sahip(200),
    build: async () => {
      const id = await cikis();
      return { path: `${E}/cikislar/${id}/donus`, body: {}, after: async (allowed) => expect(await scalar('SELECT donus_zamani IS NOT NULL FROM envanter_cikis WHERE id = ?', id)).toBe(allowed ? 1 : 0) };
    },
  },
  [`POST ${D}/:id/bakim`]: {
    expect: sahip(201),
    build: async () => {
      const id = await demirbas();
      return { path: `${D}/${id}/bakim`, body: { tur: 'ariza', aciklama: 'Matris arızası' }, after: async (allowed) => expect(await durum(id)).toBe(allowed ? 'tamirde' : 'kullanimda') };
    },
  },
  [`POST ${E}/bakimlar/:id/kapat`]: {
    expect: sahip(200),
    build: async () => {
      const d = await demirbas('tamirde');
      const id = await insertId("INSERT INTO envanter_bakim (isletme_id, demirbas_id, tur, aciklama) VALUES (?, ?, 'ariza', 'Matris') RETURNING id", A, d);
      return { path: `${E}/bakimlar/${id}/kapat`, body: { sonuc: 'Tamam' }, after: async (allowed) => expect(await durum(d)).toBe(allowed ? 'kullanimda' : 'tamirde') };
    },
  },
  [`GET ${E}/bakim/yaklasan`]: { expect: sahip(200), build: async () => ({ path: `${E}/bakim/yaklasan` }) },
  [`GET ${H}`]: { expect: sahip(200), build: async () => ({ path: H }) },
  [`GET ${H}/adaylar`]: { expect: sahip(200), build: async () => ({ path: `${H}/adaylar?q=matris` }) },
  [`POST ${H}`]: {
    expect: sahip(201),
    build: async () => {
      const id = await demirbas();
      return { path: H, body: { demirbasId: id, neden: 'Matris' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_hurda WHERE demirbas_id = ?', id)).toBe(allowed ? 1 : 0) };
    },
  },
  [`DELETE ${H}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await hurda();
      return { path: `${H}/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_hurda WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  [`POST ${H}/:id/onayla`]: {
    expect: sahip(200),
    build: async () => {
      const id = await hurda();
      return { path: `${H}/${id}/onayla`, body: {}, after: async (allowed) => expect(await scalar('SELECT durum FROM envanter_hurda WHERE id = ?', id)).toBe(allowed ? 'onaylandi' : 'bekliyor') };
    },
  },
  [`POST ${H}/:id/reddet`]: {
    expect: sahip(200),
    build: async () => {
      const id = await hurda();
      return { path: `${H}/${id}/reddet`, body: { not: 'Hayır' }, after: async (allowed) => expect(await scalar('SELECT durum FROM envanter_hurda WHERE id = ?', id)).toBe(allowed ? 'reddedildi' : 'bekliyor') };
    },
  },
};
