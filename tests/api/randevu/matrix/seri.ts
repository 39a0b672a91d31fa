import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { scalar, type World } from '../../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from './ortak';

/** Matrix rows of recurring series (panel, venue A): plan, write, cancel this and the following. */

let A = 0;
let personel = 0;
let hizmet = 0;
let musteri = 0;
let slotNo = 0;
// a fresh future slot per call; each series takes the same weekday time for a few weeks
const yeniSlot = () => new Date(Date.UTC(2033, 0, 3, 6) + slotNo++ * 30 * 60_000).toISOString();

export async function seriMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  hizmet = await insertId(`INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (?, '{"tr":"Matris seri"}', 30, 10000) RETURNING id`, A);
  personel = await insertId("INSERT INTO personel (isletme_id, ad) VALUES (?, 'Matris Seri') RETURNING id", A);
  await env.DB.batch([
    env.DB.prepare('INSERT INTO randevu_profil (personel_id, isletme_id) VALUES (?, ?)').bind(personel, A),
    env.DB.prepare('INSERT INTO randevu_personel_hizmet (personel_id, hizmet_id) VALUES (?, ?)').bind(personel, hizmet),
  ]);
  musteri = await insertId("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Matris Seri', '+905329992222') RETURNING id", A);
}

function govde(notlar = '') {
  return {
    randevu: { personelId: personel, baslangic: yeniSlot(), hizmetIdler: [hizmet], musteriId: musteri, notlar, mesaiDisi: true },
    tekrar: { aralikHafta: 1, adet: 3 },
  };
}

/** A series of two written straight into D1 (the cancel row must not depend on the create route). */
async function seri(): Promise<{ ilk: number; seriId: number }> {
  const seriId = await insertId('INSERT INTO randevu_seri (isletme_id, aralik_hafta, adet) VALUES (?, 1, 2) RETURNING id', A);
  const ids: number[] = [];
  for (const sira of [1, 2]) {
    const baslangic = yeniSlot();
    const bitis = new Date(Date.parse(baslangic) + 30 * 60_000).toISOString();
    ids.push(await insertId(`INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus, seri_id, seri_sira)
      VALUES (?, ?, ?, ?, ?, 'onaylandi', 'panel', ?, 10000, ?, ?) RETURNING id`, A, musteri, personel, baslangic, bitis, `SRM${uniq()}`.slice(0, 16).padEnd(10, 'X'), seriId, sira));
  }
  return { ilk: ids[0]!, seriId };
}

const R = '/isletme/randevu/randevular';

export const SERI_MATRIX: MatrixRows = {
  [`POST ${R}/seri/plan`]: { expect: sahip(200), build: async () => ({ path: `${R}/seri/plan`, body: govde() }) },
  [`POST ${R}/seri`]: {
    expect: sahip(201),
    build: async () => {
      const not = `Matris seri ${uniq()}`;
      return { path: `${R}/seri`, body: govde(not), after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu WHERE isletme_id = ? AND notlar = ? AND seri_id IS NOT NULL', A, not)).toBe(allowed ? 3 : 0) };
    },
  },
  [`POST ${R}/:id/seri-iptal`]: {
    expect: sahip(200),
    build: async () => {
      const { ilk, seriId } = await seri();
      return {
        path: `${R}/${ilk}/seri-iptal`, body: { kapsam: 'sonrakiler' },
        after: async (allowed) => expect(await scalar("SELECT count(*) FROM randevu WHERE seri_id = ? AND durum = 'iptal'", seriId)).toBe(allowed ? 2 : 0),
      };
    },
  },
};
