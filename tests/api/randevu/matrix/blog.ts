import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { gorselForm, scalar, webpBytes, type World } from '../../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from './ortak';

/** Matrix rows of the 'blog' appointment panel routes (posts of /isletme/randevutakip/post-olustur). */

const P = '/isletme/randevu/blog';
let A = 0;

export async function blogMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
}

const yazi = (yayinda: 0 | 1 = 0) => {
  const ad = `matris-${uniq()}`;
  return insertId("INSERT INTO randevu_blog (isletme_id, baslik, url_adi, govde_html, yayinda) VALUES (?, ?, ?, '<p>Metin</p>', ?) RETURNING id", A, `Matris ${ad}`, ad, yayinda);
};
const count = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 1 : 0);

export const BLOG_MATRIX: MatrixRows = {
  [`GET ${P}`]: { expect: sahip(200), build: async () => ({ path: P }) },
  [`GET ${P}/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/disa-aktar` }) },
  [`POST ${P}/kapak`]: {
    expect: sahip(201),
    build: async () => {
      const prefix = `randevu/blog/${A}/`;
      const before = (await env.IMAGES_BUCKET.list({ prefix })).objects.length;
      return { path: `${P}/kapak`, form: gorselForm(webpBytes(256)), after: async (allowed) => expect((await env.IMAGES_BUCKET.list({ prefix })).objects.length).toBe(before + (allowed ? 1 : 0)) };
    },
  },
  [`POST ${P}`]: {
    expect: sahip(201),
    build: async () => {
      const baslik = `Matris yeni ${uniq()}`;
      return { path: P, body: { baslik, govdeHtml: '<p>x</p><script>alert(1)</script>' }, after: count("SELECT count(*) FROM randevu_blog WHERE baslik = ? AND govde_html = '<p>x</p>'", baslik) };
    },
  },
  [`GET ${P}/:id`]: { expect: sahip(200), build: async () => ({ path: `${P}/${await yazi()}` }) },
  [`PUT ${P}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yazi();
      const baslik = `Matris güncel ${uniq()}`;
      return { path: `${P}/${id}`, body: { baslik, govdeHtml: '<p>y</p>', yayinda: true }, after: count('SELECT count(*) FROM randevu_blog WHERE id = ? AND baslik = ? AND yayinda = 1', id, baslik) };
    },
  },
  [`PUT ${P}/:id/yayin`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yazi();
      return { path: `${P}/${id}/yayin`, body: { yayinda: true }, after: count('SELECT count(*) FROM randevu_blog WHERE id = ? AND yayinda = 1 AND yayin_tarihi IS NOT NULL', id) };
    },
  },
  [`DELETE ${P}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await yazi(1);
      return { path: `${P}/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu_blog WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
};
