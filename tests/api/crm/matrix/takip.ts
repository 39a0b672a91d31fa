import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { encryptLink } from '@worker/crypto/link';
import { scalar, type World } from '../../fixtures';
import { kanalKur, yerelTarih } from '../../randevu/fixtures';
import { islemId, musteriEkle, sablonEkle, takipEkle } from '../takip-fixtures';
import { sahip, uniq, type MatrixRows, type Row } from '../../randevu/matrix/ortak';

let kuralDegeri = 100;

/** Matrix rows of the CRM follow-up part (/api/isletme/crm takip*, kurallar, sablonlar; the booking prefill); tests/api/crm-takip.test.ts has the behaviour. */

const P = '/isletme/crm';
let A = 0;
let musteri = 0;
let firmaKey = '';
let token = '';
const herkes = (status: number): Row => ({ anon: status, admin: status, adminKisitli: status, owner: status, waiter: status, noSet: status, foreign: status });

export async function crmTakipMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  musteri = await musteriEkle(A, 'Matris Müşterisi');
  const k = await kanalKur();
  firmaKey = k.firmaKey;
  const m = await musteriEkle(k.isletmeId, 'Bağlantı Müşterisi');
  token = await encryptLink(env.LINK_KEY, { purpose: 'crm-randevu', ids: { musteriId: m, isletmeId: k.isletmeId }, exp: Date.now() + 86_400_000 });
}

const takip = () => takipEkle(A, musteri);
const olay = (id: number, tur: string) => async (allowed: boolean) => expect(await scalar('SELECT count(*) FROM crm_takip_olay WHERE takip_id = ? AND tur = ?', id, tur)).toBe(allowed ? 1 : 0);

export const CRM_TAKIP_MATRIX: MatrixRows = {
  [`GET ${P}/takipler`]: { expect: sahip(200), build: async () => ({ path: `${P}/takipler?sekme=bugun` }) },
  [`GET ${P}/takipler/disa-aktar`]: { expect: sahip(200), build: async () => ({ path: `${P}/takipler/disa-aktar` }) },
  [`GET ${P}/takip-musteri-ara`]: { expect: sahip(200), build: async () => ({ path: `${P}/takip-musteri-ara?q=matris` }) },
  [`GET ${P}/takipler/siradaki`]: { expect: sahip(200), build: async () => ({ path: `${P}/takipler/siradaki` }) },
  [`POST ${P}/takipler`]: {
    expect: sahip(201),
    build: async () => {
      const metin = `Matris takibi ${uniq()}`;
      return { path: `${P}/takipler`, body: { musteriId: musteri, metin, vade: yerelTarih(1) }, after: async (allowed) => expect(await scalar("SELECT count(*) FROM crm_takip WHERE neden ->> 'metin' = ?", metin)).toBe(allowed ? 1 : 0) };
    },
  },
  [`PATCH ${P}/takipler/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await takip();
      return { path: `${P}/takipler/${id}`, body: { durum: 'atlandi' }, after: async (allowed) => expect(await scalar('SELECT durum FROM crm_takip WHERE id = ?', id)).toBe(allowed ? 'atlandi' : 'acik') };
    },
  },
  [`GET ${P}/takipler/:id`]: { expect: sahip(200), build: async () => ({ path: `${P}/takipler/${await takip()}` }) },
  [`POST ${P}/takipler/:id/gonder`]: {
    expect: sahip(200),
    build: async () => {
      const id = await takip();
      return { path: `${P}/takipler/${id}/gonder`, body: { kanal: 'sms', metin: 'Merhaba', islemId: islemId() }, after: olay(id, 'gonderim') };
    },
  },
  [`POST ${P}/takipler/:id/kaydet`]: {
    expect: sahip(200),
    build: async () => {
      const id = await takip();
      return { path: `${P}/takipler/${id}/kaydet`, body: { sonuc: 'ulasildi', islemId: islemId() }, after: olay(id, 'sonuc') };
    },
  },
  [`POST ${P}/takipler/:id/yazdir`]: {
    expect: sahip(200),
    build: async () => {
      const id = await takip();
      return { path: `${P}/takipler/${id}/yazdir`, body: {}, after: olay(id, 'yazdir') };
    },
  },
  [`GET ${P}/kurallar`]: { expect: sahip(200), build: async () => ({ path: `${P}/kurallar` }) },
  [`PUT ${P}/kurallar`]: {
    expect: sahip(200),
    build: async () => {
      // a value no earlier run wrote (a random one could equal the value an allowed run left behind)
      const deger = kuralDegeri++;
      return {
        path: `${P}/kurallar`, body: { kurallar: [{ kural: 'ziyaretYok', aktif: true, deger, personelId: null }] },
        after: async (allowed) => expect(await scalar("SELECT count(*) FROM crm_kural WHERE isletme_id = ? AND kural = 'ziyaretYok' AND deger = ?", A, deger)).toBe(allowed ? 1 : 0),
      };
    },
  },
  [`GET ${P}/sablonlar`]: { expect: sahip(200), build: async () => ({ path: `${P}/sablonlar` }) },
  [`POST ${P}/sablonlar`]: {
    expect: sahip(201),
    build: async () => {
      const ad = `Matris şablonu ${uniq()}`;
      return { path: `${P}/sablonlar`, body: { ad, tur: 'hizmet', metin: { tr: 'Merhaba {ad}' } }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM crm_sablon WHERE ad = ?', ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`PUT ${P}/sablonlar/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await sablonEkle(A, 'hizmet', 'Eski');
      const ad = `Matris yeni ${uniq()}`;
      return { path: `${P}/sablonlar/${id}`, body: { ad, tur: 'pazarlama', metin: { tr: 'Yeni {isletme}' } }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM crm_sablon WHERE id = ? AND ad = ?', id, ad)).toBe(allowed ? 1 : 0) };
    },
  },
  [`DELETE ${P}/sablonlar/:id`]: {
    expect: sahip(200),
    build: async () => {
      const id = await sablonEkle(A, 'hizmet', 'Silinecek');
      return { path: `${P}/sablonlar/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM crm_sablon WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  // public, no session: the booking page's prefill answers the same to everyone
  'GET /randevu/:firmaKey/onbilgi': { expect: herkes(200), build: async () => ({ path: `/randevu/${firmaKey}/onbilgi?k=${token}` }) },
};
