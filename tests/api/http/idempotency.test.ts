import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, insertOperator, insertSet, insertVenue, json, login, loginWith, scalar, TUM_ISLETME_YETKILERI } from '../fixtures';

/**
 * Panel creates carry an Idempotency-Key (worker/http/idempotency.ts on every venue POST): the same key twice makes one
 * row and answers the first answer again; different keys make two rows; the same key from another user or venue is
 * another key and never sees the first answer.
 */

const db = () => env.DB;
let A = 0;
let B = 0;
let sahip = '';
let ikinci = '';
let ikiMekanli = '';
let n = 0;

const anahtar = () => `test-anahtar-${Date.now().toString(36)}-${++n}-${Math.floor(Math.random() * 1e9).toString(36)}`;
const kasaGirdi = (aciklama: string, tutarKurus = 1_250) => ({ tur: 'gelir', odeme: 'nakit', tutarKurus, tarih: '2026-04-01T10:00', aciklama, musteriId: null });
function kaydet(path: string, body: unknown, key: string | null, token = sahip, venue = A): Promise<Response> {
  return call('POST', path, { token, venue, body, headers: key === null ? {} : { 'Idempotency-Key': key } });
}
const kasaSay = (isletmeId: number, aciklama: string) => scalar('SELECT count(*) FROM kasa WHERE isletme_id = ? AND aciklama = ?', isletmeId, aciklama);

beforeAll(async () => {
  A = await insertVenue({ ad: 'Tekrar Kafe A', urlAdi: `tekrar-a-${Math.floor(Math.random() * 1e9)}`, tur: 'cafe' });
  B = await insertVenue({ ad: 'Tekrar Kafe B', urlAdi: `tekrar-b-${Math.floor(Math.random() * 1e9)}`, tur: 'cafe' });
  for (const v of [A, B]) await db().prepare('INSERT INTO isletme_parametre (isletme_id) VALUES (?)').bind(v).run();
  sahip = await loginWith(A, TUM_ISLETME_YETKILERI);
  ikinci = await loginWith(A, TUM_ISLETME_YETKILERI);
  const email = `iki-mekan-${Math.floor(Math.random() * 1e9)}@demo.test`;
  await insertOperator(email, [[A, await insertSet({ isletmeId: A, ad: 'Tam A', yetkiler: TUM_ISLETME_YETKILERI })], [B, await insertSet({ isletmeId: B, ad: 'Tam B', yetkiler: TUM_ISLETME_YETKILERI })]]);
  ikiMekanli = await login(email);
});

describe('Idempotency-Key on panel creates', () => {
  it.each(['/api/isletme/cafe/kasa', '/api/isletme/randevu/kasa'])('%s: the same key twice → one row and the identical first answer', async (path) => {
    const key = anahtar();
    const aciklama = `tekrar ${key}`;
    const ilk = await kaydet(path, kasaGirdi(aciklama), key);
    const ilkMetin = await ilk.text();
    expect(ilk.status, ilkMetin).toBe(201);
    const ikinciCevap = await kaydet(path, kasaGirdi(aciklama), key);
    expect(ikinciCevap.status).toBe(201);
    expect(await ikinciCevap.text()).toBe(ilkMetin);
    expect(ikinciCevap.headers.get('idempotent-replayed')).toBe('true');
    expect(await kasaSay(A, aciklama)).toBe(1);
  });

  it('different keys → two rows; no key → every press is a row (as before)', async () => {
    const aciklama = `iki anahtar ${anahtar()}`;
    expect((await kaydet('/api/isletme/cafe/kasa', kasaGirdi(aciklama), anahtar())).status).toBe(201);
    expect((await kaydet('/api/isletme/cafe/kasa', kasaGirdi(aciklama), anahtar())).status).toBe(201);
    expect(await kasaSay(A, aciklama)).toBe(2);
    expect((await kaydet('/api/isletme/cafe/kasa', kasaGirdi(aciklama), null)).status).toBe(201);
    expect(await kasaSay(A, aciklama)).toBe(3);
  });

  it('the same key from another user or another venue is another key: its own row, never the first answer', async () => {
    const key = anahtar();
    const aciklama = `kapsam ${key}`;
    const ilk = await json(await kaydet('/api/isletme/cafe/kasa', kasaGirdi(aciklama), key));
    const baskaKullanici = await kaydet('/api/isletme/cafe/kasa', kasaGirdi(aciklama), key, ikinci);
    expect(baskaKullanici.status).toBe(201);
    expect(baskaKullanici.headers.get('idempotent-replayed')).toBeNull();
    expect((await json(baskaKullanici)).data.id).not.toBe(ilk.data.id);
    expect(await kasaSay(A, aciklama)).toBe(2);
    // one user in two venues: venue B's write with A's key makes B's row
    const a = await json(await kaydet('/api/isletme/cafe/kasa', kasaGirdi(aciklama), key, ikiMekanli, A));
    const b = await kaydet('/api/isletme/cafe/kasa', kasaGirdi(aciklama), key, ikiMekanli, B);
    expect(b.status).toBe(201);
    expect((await json(b)).data.id).not.toBe(a.data.id);
    expect(await kasaSay(A, aciklama)).toBe(3);
    expect(await kasaSay(B, aciklama)).toBe(1);
  });

  it('the same key with another body → 409 and no row; a refused request frees its key for the corrected retry', async () => {
    const key = anahtar();
    const aciklama = `farkli ${key}`;
    expect((await kaydet('/api/isletme/cafe/kasa', kasaGirdi(aciklama), key)).status).toBe(201);
    const baska = await kaydet('/api/isletme/cafe/kasa', kasaGirdi(aciklama, 9_900), key);
    expect(baska.status).toBe(409);
    expect(await json(baska)).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_CONFLICT' });
    expect(await kasaSay(A, aciklama)).toBe(1);

    const key2 = anahtar();
    const yanlis = await kaydet('/api/isletme/cafe/kasa', kasaGirdi(aciklama, 0), key2);
    expect(yanlis.status).toBe(400);
    expect(await scalar('SELECT count(*) FROM istek_anahtari WHERE anahtar = ?', key2)).toBe(0);
    expect((await kaydet('/api/isletme/cafe/kasa', kasaGirdi(`${aciklama} düzeltildi`), key2)).status).toBe(201);
    const gecersiz = await kaydet('/api/isletme/cafe/kasa', kasaGirdi(aciklama), 'short');
    expect(gecersiz.status).toBe(400);
    expect((await json(gecersiz)).errorDetail).toBe('Idempotency-Key başlığı 8–100 karakter olmalı (harf, rakam, _ . : -).');
  });

  it('customers and the ledger: the same key twice → one row', async () => {
    const key = anahtar();
    const musteri = { adSoyad: 'Tekrar Müşteri', telefon: '+905321230099', kvkkOnay: true };
    const m1 = await kaydet('/api/isletme/randevu/musteriler', musteri, key);
    const m1Metin = await m1.text();
    expect(m1.status, m1Metin).toBe(201);
    const m2 = await kaydet('/api/isletme/randevu/musteriler', musteri, key);
    expect(await m2.text()).toBe(m1Metin);
    expect(await scalar("SELECT count(*) FROM musteri WHERE isletme_id = ? AND ad_soyad = 'Tekrar Müşteri'", A)).toBe(1);

    const musteriId = JSON.parse(m1Metin).data.id as number;
    const cariKey = anahtar();
    const cari = { musteriId, tur: 'tahsilat', tutarKurus: 4_000, tarih: '2026-04-01T11:00', aciklama: 'tekrar tahsilat', kasaOdeme: 'nakit' };
    const c1 = await kaydet('/api/isletme/randevu/cari', cari, cariKey);
    expect(c1.status).toBe(201);
    const c2 = await kaydet('/api/isletme/randevu/cari', cari, cariKey);
    expect(c2.status).toBe(201);
    expect(await scalar('SELECT count(*) FROM cari WHERE musteri_id = ?', musteriId)).toBe(1);
    expect(await scalar("SELECT count(*) FROM kasa WHERE isletme_id = ? AND aciklama = 'tekrar tahsilat'", A)).toBe(1);
  });
});
