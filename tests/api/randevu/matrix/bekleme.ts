import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { TEKLIF_AMACI } from '@lib/randevu/bekleme';
import { encryptLink } from '@worker/crypto/link';
import { scalar, type World } from '../../fixtures';
import { kanalKur, yerelTarih, yerelZaman, type TestKanal } from '../fixtures';
import { insertId, sahip, uniq, type MatrixRows, type Row } from './ortak';

/** Matrix rows of the waitlist (panel, venue A) and its public join and offer link (every caller alike). */

let A = 0;
let personel = 0;
let hizmet = 0;
let telNo = 0;
// unique phone numbers of these rows (the matrix DB is shared)
const telefon = () => `+90544${String(7_000_000 + telNo++).padStart(7, '0')}`;
const herkes = (status: number): Row => ({ anon: status, admin: status, adminKisitli: status, owner: status, waiter: status, noSet: status, foreign: status });

export async function beklemeMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  hizmet = await insertId(`INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (?, '{"tr":"Matris bekleme"}', 30, 10000) RETURNING id`, A);
  personel = await insertId("INSERT INTO personel (isletme_id, ad) VALUES (?, 'Matris Bekleme') RETURNING id", A);
  await env.DB.prepare('INSERT INTO randevu_profil (personel_id, isletme_id) VALUES (?, ?)').bind(personel, A).run();
  await env.DB.prepare('INSERT INTO randevu_personel_hizmet (personel_id, hizmet_id) VALUES (?, ?)').bind(personel, hizmet).run();
}

async function kayit(isletmeId = A, hizmetId = hizmet, personelId: number | null = null, tarih = '2032-01-05', durum = 'bekliyor'): Promise<number> {
  return insertId(`INSERT INTO randevu_bekleme (isletme_id, ad_soyad, telefon, hizmet_id, personel_id, tarih, pencere_bas, pencere_bit, kaynak, durum)
    VALUES (?, 'Matris Bekleyen', ?, ?, ?, ?, '10:00', '12:00', 'panel', ?) RETURNING id`, isletmeId, telefon(), hizmetId, personelId, tarih, durum);
}

/** an entry of venue A holding an open offer */
async function teklifli(): Promise<number> {
  const id = await kayit(A, hizmet, personel, '2032-01-05', 'teklif');
  await env.DB.prepare(`INSERT INTO randevu_bekleme_teklif (bekleme_id, isletme_id, personel_id, baslangic, bitis, son_zaman)
    VALUES (?, ?, ?, '2032-01-05T07:00:00.000Z', '2032-01-05T07:30:00.000Z', '2032-01-05T06:00:00.000Z')`).bind(id, A, personel).run();
  return id;
}

let kanal: Promise<TestKanal> | null = null;
let saat = 0;
/** an open offer of a public channel on a free slot, and its link token */
async function acikTeklif(): Promise<{ k: TestKanal; teklifId: number; t: string }> {
  const k = await (kanal ??= kanalKur());
  const i = saat++;
  const gun = 2 + Math.floor(i / 8);
  const baslangic = yerelZaman(gun, [9, 10, 11, 12, 14, 15, 16, 17][i % 8]!);
  const id = await kayit(k.isletmeId, k.hizmet.fon, k.personel[1], yerelTarih(gun), 'teklif');
  const teklifId = await insertId(`INSERT INTO randevu_bekleme_teklif (bekleme_id, isletme_id, personel_id, baslangic, bitis, son_zaman) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    id, k.isletmeId, k.personel[1], baslangic, new Date(Date.parse(baslangic) + 30 * 60_000).toISOString(), new Date(Date.now() + 3_600_000).toISOString());
  return { k, teklifId, t: await encryptLink(env.LINK_KEY, { purpose: TEKLIF_AMACI, ids: { t: teklifId, i: k.isletmeId }, exp: Date.now() + 3_600_000 }) };
}

const R = '/isletme/randevu/bekleme-listesi';
const girdi = (ad: string) => ({ adSoyad: ad, telefon: telefon(), hizmetId: hizmet, personelId: null, tarih: '2032-01-06', pencereBas: '10:00', pencereBit: '12:00' });

export const BEKLEME_MATRIX: MatrixRows = {
  [`GET ${R}`]: { expect: sahip(200), build: async () => ({ path: R }) },
  [`PUT ${R}/ayar`]: {
    expect: sahip(200),
    build: async () => {
      const dk = 10 + (saat++ % 400);
      return { path: `${R}/ayar`, body: { teklifDk: dk }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu_bekleme_ayar WHERE isletme_id = ? AND teklif_dk = ?', A, dk)).toBe(allowed ? 1 : 0) };
    },
  },
  [`POST ${R}`]: {
    expect: sahip(201),
    build: async () => {
      const ad = `Matris Ekle ${uniq()}`;
      return { path: R, body: girdi(ad), after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu_bekleme WHERE isletme_id = ? AND ad_soyad = ?', A, ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`PUT ${R}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await kayit();
      const ad = `Matris Düzenle ${uniq()}`;
      return { path: `${R}/${id}`, body: girdi(ad), after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu_bekleme WHERE id = ? AND ad_soyad = ?', id, ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`DELETE ${R}/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await kayit();
      return { path: `${R}/${id}`, after: async (allowed) => expect(await scalar("SELECT count(*) FROM randevu_bekleme WHERE id = ? AND durum = 'kaldirildi'", id)).toBe(allowed ? 1 : 0) };
    },
  },
  [`POST ${R}/:id/gonder`]: {
    expect: sahip(200),
    build: async () => {
      const id = await teklifli();
      return { path: `${R}/${id}/gonder`, body: { kanal: 'sms' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu_bekleme_teklif WHERE bekleme_id = ? AND gonderim_zamani IS NOT NULL', id)).toBe(allowed ? 1 : 0) };
    },
  },
  'POST /randevu/:firmaKey/bekleme': {
    expect: herkes(201),
    build: async () => {
      const k = await (kanal ??= kanalKur());
      const tel = telefon();
      return {
        path: `/randevu/${k.firmaKey}/bekleme`,
        body: { adSoyad: 'Matris Online', telefon: tel, hizmetId: k.hizmet.sac, personelId: null, tarih: yerelTarih(3), pencereBas: '10:00', pencereBit: '11:00', kvkkOnay: true },
        after: async () => expect(await scalar('SELECT count(*) FROM randevu_bekleme WHERE isletme_id = ? AND telefon = ?', k.isletmeId, tel)).toBe(1),
      };
    },
  },
  'POST /randevu/:firmaKey/bekleme/teklif/bak': {
    expect: herkes(200),
    build: async () => {
      const { k, teklifId, t } = await acikTeklif();
      return { path: `/randevu/${k.firmaKey}/bekleme/teklif/bak`, body: { t }, after: async () => expect(await scalar('SELECT durum FROM randevu_bekleme_teklif WHERE id = ?', teklifId)).toBe('acik') };
    },
  },
  'POST /randevu/:firmaKey/bekleme/teklif': {
    expect: herkes(201),
    build: async () => {
      const { k, teklifId, t } = await acikTeklif();
      return { path: `/randevu/${k.firmaKey}/bekleme/teklif`, body: { t }, after: async () => expect(await scalar('SELECT durum FROM randevu_bekleme_teklif WHERE id = ?', teklifId)).toBe('kabul') };
    },
  },
};
