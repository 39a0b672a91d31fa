import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { gorselForm, scalar, webpBytes, type World } from '../../fixtures';
import { sahip, uniq, type MatrixRows } from './ortak';

/** Matrix rows of the 'ozet' appointment panel routes (dashboard, online channel theme and its logo). */

const R = '/isletme/randevu';
let A = 0;

export async function ozetMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  // the theme lives on the channel row; the channel settings row (PUT /isletme/randevu/kanal) upserts onto it
  await env.DB.prepare("INSERT INTO randevu_kanal (isletme_id, firma_key, firma_adi) VALUES (?, 'MATRISOZET01', 'kahve-duragi') ON CONFLICT DO NOTHING").bind(A).run();
}

const tema = (title: string) => ({
  colors: { primary: '#7c3a6b', secondary: '#f6eef4', text: '#2b1d27' },
  logo: null,
  texts: { title, subtitle: '', welcome: '' },
  infoCards: { workingHours: { title: '', hours: [{ days: 'Pazar', time: 'Kapalı' }] }, address: { title: '', text: '' }, phone: { title: '', text: '' } },
});

export const OZET_MATRIX: MatrixRows = {
  [`GET ${R}/ozet`]: { expect: sahip(200), build: async () => ({ path: `${R}/ozet?gun=2030-04-16` }) },
  [`GET ${R}/ozet/guvenilirlik`]: { expect: sahip(200), build: async () => ({ path: `${R}/ozet/guvenilirlik?bas=2030-04-01&bit=2030-04-16` }) },
  [`GET ${R}/tema`]: { expect: sahip(200), build: async () => ({ path: `${R}/tema` }) },
  [`PUT ${R}/tema`]: {
    expect: sahip(200),
    build: async () => {
      const title = `Matris tema ${uniq()}`;
      return {
        path: `${R}/tema`,
        body: tema(title),
        after: async (allowed) => expect(await scalar("SELECT count(*) FROM randevu_kanal WHERE isletme_id = ? AND json_extract(ayar_json, '$.texts.title') = ?", A, title)).toBe(allowed ? 1 : 0),
      };
    },
  },
  [`POST ${R}/tema/logo`]: {
    expect: sahip(201),
    build: async () => {
      const prefix = `randevu/logo/${A}/`;
      const before = (await env.IMAGES_BUCKET.list({ prefix })).objects.length;
      return { path: `${R}/tema/logo`, form: gorselForm(webpBytes(256)), after: async (allowed) => expect((await env.IMAGES_BUCKET.list({ prefix })).objects.length).toBe(before + (allowed ? 1 : 0)) };
    },
  },
};
