import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { TEYIT_AMACI } from '@lib/randevu/hatirlatma';
import { encryptLink } from '@worker/crypto/link';
import { scalar, type World } from '../../fixtures';
import { kanalKur, rezerveEt, yerelZaman, type TestKanal } from '../fixtures';
import { insertId, sahip, uniq, type MatrixRows, type Row } from './ortak';

/** Matrix rows of the reminders (panel, venue A) and the guest's confirm link (public: every caller alike). */

let A = 0;
let personel = 0;
let hizmet = 0;
let musteri = 0;
let slotNo = 0;
// a fresh future slot per call, far from the other matrix rows' slots
const yeniSlot = () => new Date(Date.UTC(2032, 0, 1, 6) + slotNo++ * 30 * 60_000).toISOString();
const herkes = (status: number): Row => ({ anon: status, admin: status, adminKisitli: status, owner: status, waiter: status, noSet: status, foreign: status });

export async function hatirlatmaMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  hizmet = await insertId(`INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (?, '{"tr":"Matris hatırlatma"}', 30, 10000) RETURNING id`, A);
  personel = await insertId("INSERT INTO personel (isletme_id, ad) VALUES (?, 'Matris Hatırlatma') RETURNING id", A);
  await env.DB.prepare('INSERT INTO randevu_profil (personel_id, isletme_id) VALUES (?, ?)').bind(personel, A).run();
  musteri = await insertId("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Matris Hatırlatma', '+905329991111') RETURNING id", A);
}

async function randevu(): Promise<number> {
  const baslangic = yeniSlot();
  const bitis = new Date(Date.parse(baslangic) + 30 * 60_000).toISOString();
  const id = await insertId(`INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus)
    VALUES (?, ?, ?, ?, ?, 'onaylandi', 'panel', ?, 10000) RETURNING id`, A, musteri, personel, baslangic, bitis, `HTRM${uniq()}`.slice(0, 16).padEnd(10, 'X'));
  await env.DB.prepare('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) VALUES (?, ?, 30, 10000)').bind(id, hizmet).run();
  return id;
}

let kanal: Promise<TestKanal> | null = null;
let saat = 0;
/** a booked appointment of a public channel and its confirm token */
async function teyitli(): Promise<{ k: TestKanal; id: number; t: string }> {
  const k = await (kanal ??= kanalKur());
  const i = saat++;
  const { data } = await rezerveEt(k, yerelZaman(2 + Math.floor(i / 8), [9, 10, 11, 12, 14, 15, 16, 17][i % 8]!), { personelId: k.personel[1] });
  const id = (await scalar<number>('SELECT id FROM randevu WHERE kod = ?', data.kod))!;
  const b = Date.parse(data.baslangic);
  return { k, id, t: await encryptLink(env.LINK_KEY, { purpose: TEYIT_AMACI, ids: { r: id, i: k.isletmeId, b }, exp: b }) };
}

const R = '/isletme/randevu/hatirlatmalar';
const metin = (tr: string) => ({ tr, en: '', de: '', ru: '' });

export const HATIRLATMA_MATRIX: MatrixRows = {
  [`GET ${R}`]: { expect: sahip(200), build: async () => ({ path: R }) },
  [`GET ${R}/ayar`]: { expect: sahip(200), build: async () => ({ path: `${R}/ayar` }) },
  [`PUT ${R}/ayar`]: {
    expect: sahip(200),
    build: async () => {
      const tr = `Matris {ad} ${uniq()}`;
      return {
        path: `${R}/ayar`,
        body: { zamanlama: 'onceki_gun', saat: '10:00', saatOnce: 24, metin: metin(tr) },
        after: async (allowed) => expect(await scalar("SELECT count(*) FROM randevu_hatirlatma_ayar WHERE isletme_id = ? AND json_extract(metin, '$.tr') = ?", A, tr)).toBe(allowed ? 1 : 0),
      };
    },
  },
  [`POST ${R}/:id/gonder`]: {
    expect: sahip(200),
    build: async () => {
      const id = await randevu();
      return { path: `${R}/${id}/gonder`, body: { kanal: 'whatsapp' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu_hatirlatma WHERE randevu_id = ?', id)).toBe(allowed ? 1 : 0) };
    },
  },
  'POST /randevu/:firmaKey/teyit/bak': {
    expect: herkes(200),
    build: async () => {
      const { k, id, t } = await teyitli();
      return { path: `/randevu/${k.firmaKey}/teyit/bak`, body: { t }, after: async () => expect(await scalar('SELECT teyit_zamani FROM randevu WHERE id = ?', id)).toBeNull() };
    },
  },
  'POST /randevu/:firmaKey/teyit': {
    expect: herkes(200),
    build: async () => {
      const { k, id, t } = await teyitli();
      return { path: `/randevu/${k.firmaKey}/teyit`, body: { t }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu WHERE id = ? AND teyit_zamani IS NOT NULL', id)).toBe(allowed ? 1 : 0) };
    },
  },
};
