import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { HARF_KATLAMA, katla, sqlKatla } from '@lib/search';
import { call, json, loginWith, type Json } from './fixtures';
import { kanalKur, type TestKanal } from './randevu/fixtures';

/** Searches and parsed Turkish keywords on the server forgive the keyboard (issue 10: one folding, src/lib/search.ts katla). */

const KEY = 'isletme:randevutakip:musteriler';
let k: TestKanal;
let token: string;
// 'Gülşen Şanlıurfalı' as a macOS document or an import pastes it: decomposed letters (NFD)
const AYRISIK = 'Gülşen Şanlıurfalı'.normalize('NFD');

beforeAll(async () => {
  k = await kanalKur({ ayarJson: { infoCards: { workingHours: { hours: [{ days: 'Pazartesi - Cuma', time: '09:00 - 18:00' }, { days: 'CUMARTESI', time: ' Kapali ' }, { days: 'pazar', time: 'KAPALI' }] } } } });
  token = await loginWith(k.isletmeId, [KEY, `${KEY}:ekle`, `${KEY}:sil`, 'isletme:randevutakip:randevular']);
  const db = env.DB;
  await db.batch([
    ['Çağrı Öztürk', '+905410000001'], ['İSMAİL IĞDIRLI', '+905410000002'], [AYRISIK, '+905410000003'], ['Ayşe Yılmaz', '+905410000004'],
  ].map(([ad, telefon]) => db.prepare('INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, ?, ?)').bind(k.isletmeId, ad, telefon)));
});

const adlar = (satirlar: Json[]) => satirlar.map((m) => m.adSoyad.normalize('NFC')).sort();
async function liste(q: string): Promise<string[]> {
  const response = await call('GET', `/api/isletme/randevu/musteriler?q=${encodeURIComponent(q)}`, { token, venue: k.isletmeId });
  expect(response.status).toBe(200);
  return adlar((await json(response)).data.satirlar);
}
async function secici(q: string): Promise<string[]> {
  const response = await call('GET', `/api/isletme/randevu/randevular/musteri-ara?q=${encodeURIComponent(q)}`, { token, venue: k.isletmeId });
  expect(response.status).toBe(200);
  return adlar((await json(response)).data);
}

describe('customer search forgives the keyboard', () => {
  it('finds names however they are typed or stored, in the list and in the picker', async () => {
    for (const q of ['sanliurfali', 'SANLIURFALI', 'gulsen  sanliurfali ', 'Şanlıurfalı', 'şanlıurfalı'.normalize('NFD')]) {
      expect(await liste(q), q).toEqual(['Gülşen Şanlıurfalı']);
      expect(await secici(q), q).toEqual(['Gülşen Şanlıurfalı']);
    }
    for (const q of ['cagri ozturk', 'ÇAĞRI', 'CAGRI']) expect(await liste(q), q).toEqual(['Çağrı Öztürk']);
    for (const q of ['ismail igdirli', 'ISMAIL', 'ıgdır', 'İğdırlı']) expect(await secici(q), q).toEqual(['İSMAİL IĞDIRLI']);
    expect(await liste('ankara')).toEqual([]);
  });

  it("the erase confirmation 'SİL' is read however it is typed", async () => {
    const id = (await env.DB.prepare("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Silinecek Kişi', '+905410000009') RETURNING id").bind(k.isletmeId).first<{ id: number }>())!.id;
    const response = await call('POST', `/api/isletme/randevu/musteriler/${id}/kvkk-sil`, { token, venue: k.isletmeId, body: { onay: ' SIL ' } });
    expect(response.status).toBe(200);
  });
});

describe("working hours: 'kapalı' and day names however typed", () => {
  it('closes Saturday and Sunday for ' + "'CUMARTESI' / ' Kapali ' and 'pazar' / 'KAPALI'", async () => {
    const { data } = await json(await call('GET', `/api/randevu/${k.firmaKey}/kanal`));
    expect(data.closedWeekdays).toEqual([0, 6]);
  });
});

describe('the SQL folding (sqlKatla) is katla', () => {
  it('folds every Turkish letter in both cases, composed or decomposed, as katla does, in D1', async () => {
    const harfler = [...'çÇğĞıIİiöÖşŞüÜâÂîÎûÛ', ...Object.keys(HARF_KATLAMA)];
    const metinler = [...harfler, ...harfler.map((h) => h.normalize('NFD')), 'İSTANBUL', 'Şanlıurfa', 'IĞDIR', 'Kâğıthane', AYRISIK, 'ÇAĞRI ÖZTÜRK'.normalize('NFD')];
    const sonuclar = await env.DB.batch(metinler.map((m) => env.DB.prepare(`SELECT ${sqlKatla('?')} AS k`).bind(m)));
    expect(sonuclar.map((r) => (r.results[0] as { k: string }).k)).toEqual(metinler.map(katla));
  });
});
