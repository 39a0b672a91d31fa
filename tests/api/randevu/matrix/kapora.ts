import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { scalar, type World } from '../../fixtures';
import { kanalKur, rezerveEt, yerelZaman, type TestKanal } from '../fixtures';
import { insertId, sahip, uniq, type MatrixRows, type Row } from './ortak';

/** Matrix rows of deposits (venue A): the rules, a service's deposit, reading and recording an appointment's deposit. */

let A = 0;
let personel = 0;
let hizmet = 0;
let musteri = 0;
let slotNo = 0;
const yeniSlot = () => new Date(Date.UTC(2033, 0, 1, 6) + slotNo++ * 30 * 60_000).toISOString();

export async function kaporaMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  hizmet = await insertId(`INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (?, '{"tr":"Matris kapora"}', 30, 10000) RETURNING id`, A);
  personel = await insertId("INSERT INTO personel (isletme_id, ad) VALUES (?, 'Matris Kapora') RETURNING id", A);
  await env.DB.prepare('INSERT INTO randevu_profil (personel_id, isletme_id) VALUES (?, ?)').bind(personel, A).run();
  musteri = await insertId("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Matris Kapora', '+905329993333') RETURNING id", A);
}

/** an online booking waiting for its deposit (hold open for an hour) */
async function kaporali(): Promise<number> {
  const baslangic = yeniSlot();
  const bitis = new Date(Date.parse(baslangic) + 30 * 60_000).toISOString();
  const id = await insertId(`INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus)
    VALUES (?, ?, ?, ?, ?, 'beklemede', 'online', ?, 10000) RETURNING id`, A, musteri, personel, baslangic, bitis, `KPRM${uniq()}`.slice(0, 16).padEnd(10, 'X'));
  await env.DB.prepare(`INSERT INTO randevu_kapora (randevu_id, isletme_id, kod, tutar_kurus, neden, son_zaman)
    VALUES (?, ?, ?, 2000, 'hizmet', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 hours'))`).bind(id, A, `K${uniq()}`.slice(0, 6).padEnd(6, 'X')).run();
  return id;
}

const R = '/isletme/randevu';
const herkes = (status: number): Row => ({ anon: status, admin: status, adminKisitli: status, owner: status, waiter: status, noSet: status, foreign: status });

let kanal: Promise<TestKanal> | null = null;
let saat = 0;
/** a public booking of a service with a fixed deposit: its code */
async function kaporaliRezervasyon(): Promise<{ k: TestKanal; kod: string }> {
  const k = await (kanal ??= kanalKur().then(async (yeni) => {
    await env.DB.prepare("UPDATE randevu_hizmet SET kapora_tur = 'sabit', kapora_deger = 5000 WHERE id = ?").bind(yeni.hizmet.sac).run();
    return yeni;
  }));
  const i = saat++;
  const { data } = await rezerveEt(k, yerelZaman(2 + Math.floor(i / 7), [9, 10, 11, 14, 15, 16, 17][i % 7]!), { personelId: k.personel[1] });
  return { k, kod: data.kod };
}

export const KAPORA_MATRIX: MatrixRows = {
  'GET /randevu/:firmaKey/randevular/:kod/kapora': {
    expect: herkes(200),
    build: async () => {
      const { k, kod } = await kaporaliRezervasyon();
      return { path: `/randevu/${k.firmaKey}/randevular/${kod}/kapora` };
    },
  },
  [`GET ${R}/kapora/ayar`]: { expect: sahip(200), build: async () => ({ path: `${R}/kapora/ayar` }) },
  [`PUT ${R}/kapora/ayar`]: {
    expect: sahip(200),
    build: async () => {
      const tutmaDk = 60 + (slotNo++ % 500);
      return {
        path: `${R}/kapora/ayar`,
        body: { tutmaDk, kuralGelmedi: 2, kuralGecIptalSaat: 24, kuralAy: 6, kuralYuzde: 20, gelmediPolitika: 'tut', iban: '', hesapSahibi: '' },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu_kapora_ayar WHERE isletme_id = ? AND tutma_dk = ?', A, tutmaDk)).toBe(allowed ? 1 : 0),
      };
    },
  },
  [`PUT ${R}/hizmetler/:id/kapora`]: {
    expect: sahip(200),
    build: async () => {
      const deger = 100 + (slotNo++ % 5000);
      return {
        path: `${R}/hizmetler/${hizmet}/kapora`,
        body: { tur: 'sabit', deger },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu_hizmet WHERE id = ? AND kapora_deger = ?', hizmet, deger)).toBe(allowed ? 1 : 0),
      };
    },
  },
  [`GET ${R}/randevular/:id/kapora`]: { expect: sahip(200), build: async () => ({ path: `${R}/randevular/${await kaporali()}/kapora` }) },
  [`POST ${R}/randevular/:id/kapora`]: {
    expect: sahip(200),
    build: async () => {
      const id = await kaporali();
      return {
        path: `${R}/randevular/${id}/kapora`,
        body: { odeme: 'havale' },
        after: async (allowed) => {
          expect(await scalar('SELECT count(*) FROM kasa WHERE randevu_id = ?', id)).toBe(allowed ? 1 : 0);
          expect(await scalar('SELECT durum FROM randevu WHERE id = ?', id)).toBe(allowed ? 'onaylandi' : 'beklemede');
        },
      };
    },
  },
};
