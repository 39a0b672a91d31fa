import { expect } from 'vitest';
import { scalar, type World } from '../../fixtures';
import { dSlug, demirbas, lokasyon, lSlug } from '../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from '../../randevu/matrix/ortak';

/** Matrix rows of the inventory's scanning part (/api/isletme/envanter); tests/api/envanter-tarama.test.ts has the behaviour. */

const P = '/isletme/envanter';
let A = 0;
let lok = 0;
let d = 0;

export async function taramaMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  lok = await lokasyon(A, 'Matris tarama odası');
  d = await demirbas(A, lok, { ad: 'Matris demirbaşı' });
}

const sayim = () => insertId('INSERT INTO envanter_sayim (isletme_id, lokasyon_id) VALUES (?, ?) RETURNING id', A, lok);

export const TARAMA_MATRIX: MatrixRows = {
  [`GET ${P}/etiket/:slug`]: { expect: sahip(200), build: async () => ({ path: `${P}/etiket/${dSlug(d)}` }) },
  [`GET ${P}/lokasyon-karti/:slug`]: { expect: sahip(200), build: async () => ({ path: `${P}/lokasyon-karti/${lSlug(lok)}` }) },
  [`GET ${P}/lokasyon-agaci`]: { expect: sahip(200), build: async () => ({ path: `${P}/lokasyon-agaci` }) },
  [`GET ${P}/etiketler`]: { expect: sahip(200), build: async () => ({ path: `${P}/etiketler?tur=demirbas&id=${d}` }) },
  [`GET ${P}/sayim`]: { expect: sahip(200), build: async () => ({ path: `${P}/sayim` }) },
  [`POST ${P}/sayim`]: {
    expect: sahip(201),
    build: async () => {
      const oda = await lokasyon(A, `Matris sayım ${uniq()}`);
      return { path: `${P}/sayim`, body: { lokasyonId: oda }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_sayim WHERE lokasyon_id = ?', oda)).toBe(allowed ? 1 : 0) };
    },
  },
  [`GET ${P}/sayim/:id`]: { expect: sahip(200), build: async () => ({ path: `${P}/sayim/${await sayim()}` }) },
  [`POST ${P}/sayim/:id/okuma`]: {
    expect: sahip(200),
    build: async () => {
      const id = await sayim();
      return { path: `${P}/sayim/${id}/okuma`, body: { metin: dSlug(d) }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_sayim_okuma WHERE sayim_id = ?', id)).toBe(allowed ? 1 : 0) };
    },
  },
  [`POST ${P}/sayim/:id/tasi`]: {
    expect: sahip(200),
    build: async () => {
      const id = await sayim();
      const baska = await lokasyon(A, `Matris başka ${uniq()}`);
      const yanlis = await demirbas(A, baska);
      await insertId('INSERT INTO envanter_sayim_okuma (sayim_id, demirbas_id) VALUES (?, ?) RETURNING id', id, yanlis);
      return { path: `${P}/sayim/${id}/tasi`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_demirbas WHERE id = ? AND lokasyon_id = ?', yanlis, lok)).toBe(allowed ? 1 : 0) };
    },
  },
  [`POST ${P}/sayim/:id/bitir`]: {
    expect: sahip(200),
    build: async () => {
      const id = await sayim();
      return { path: `${P}/sayim/${id}/bitir`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM envanter_sayim WHERE id = ? AND bitis IS NOT NULL', id)).toBe(allowed ? 1 : 0) };
    },
  },
  [`GET ${P}/loglar`]: { expect: sahip(200), build: async () => ({ path: `${P}/loglar?q=matris` }) },
  [`GET ${P}/loglar/secenekler`]: { expect: sahip(200), build: async () => ({ path: `${P}/loglar/secenekler` }) },
  [`GET ${P}/loglar/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/loglar/disa-aktar` }) },
  [`GET ${P}/rapor/envanter-ozeti`]: { expect: sahip(200), build: async () => ({ path: `${P}/rapor/envanter-ozeti` }) },
  [`GET ${P}/rapor/envanter-ozeti/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/rapor/envanter-ozeti/disa-aktar` }) },
};
