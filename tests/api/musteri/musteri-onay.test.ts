import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { KVKK_METIN_SURUM } from '@lib/schemas/randevu/kanal';
import { TUM_ISLETME_YETKILERI, buildWorld, call, json, login, loginWith, scalar, type Json, type World } from '../fixtures';
import { kanalKur, rezerveEt, yerelZaman } from '../randevu/fixtures';

/** Consent records of the customer book (musteri_onay): public booking, panel form, history, KVKK export and erase. */

const P = '/api/isletme/randevu/musteriler';
let w: World;
let owner: string;
let telNo = 0;
const tel = () => `0543 ${String(++telNo).padStart(3, '0')} 11 22`;

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

const A = (method: string, path = '', body?: unknown) => call(method, `${P}${path}`, { token: owner, venue: w.venue.A, body });
interface OnayRow { tur: string; kanal: string | null; verildi: number; metin_surum: string | null; kaynak: string; kullanici_id: number | null }
const onaylar = async (musteriId: number) => (await env.DB
  .prepare('SELECT tur, kanal, verildi, metin_surum, kaynak, kullanici_id FROM musteri_onay WHERE musteri_id = ? ORDER BY zaman, id').bind(musteriId).all<OnayRow>()).results;
async function ekle(body: Record<string, unknown>): Promise<Json> {
  const response = await A('POST', '', { adSoyad: 'Onay Müşterisi', telefon: tel(), ...body });
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.data;
}

describe('booking consent', () => {
  it('a public booking (page or widget) records a KVKK consent row with its source, one per booking', async () => {
    const k = await kanalKur();
    const telefon = '0544 222 33 44';
    await rezerveEt(k, yerelZaman(1, 10), { telefon, kaynak: 'online' });
    await rezerveEt(k, yerelZaman(1, 11), { telefon, kaynak: 'widget' });
    const musteriId = (await scalar<number>('SELECT id FROM musteri WHERE isletme_id = ? AND telefon = ?', k.isletmeId, '+905442223344'))!;
    expect(await onaylar(musteriId)).toEqual([
      { tur: 'kvkk', kanal: null, verildi: 1, metin_surum: KVKK_METIN_SURUM, kaynak: 'online', kullanici_id: null },
      { tur: 'kvkk', kanal: null, verildi: 1, metin_surum: KVKK_METIN_SURUM, kaynak: 'widget', kullanici_id: null },
    ]);
    // the rows carry the venue of the customer, never another
    expect(await scalar('SELECT count(*) FROM musteri_onay WHERE musteri_id = ? AND isletme_id <> ?', musteriId, k.isletmeId)).toBe(0);
  });

  it('the optional SMS box of the booking form records marketing consent; left unticked it withdraws nothing', async () => {
    const k = await kanalKur();
    const telefon = '0544 333 44 55';
    await rezerveEt(k, yerelZaman(1, 10), { telefon, kaynak: 'widget', pazarlamaSms: true });
    await rezerveEt(k, yerelZaman(1, 11), { telefon, kaynak: 'online' });
    const yok = '0544 333 44 66';
    await rezerveEt(k, yerelZaman(1, 12), { telefon: yok, kaynak: 'online', pazarlamaSms: false });
    const id = (await scalar<number>('SELECT id FROM musteri WHERE isletme_id = ? AND telefon = ?', k.isletmeId, '+905443334455'))!;
    expect((await onaylar(id)).filter((r) => r.tur === 'pazarlama')).toEqual([
      { tur: 'pazarlama', kanal: 'sms', verildi: 1, metin_surum: null, kaynak: 'widget', kullanici_id: null },
    ]);
    const digerId = (await scalar<number>('SELECT id FROM musteri WHERE isletme_id = ? AND telefon = ?', k.isletmeId, '+905443334466'))!;
    expect((await onaylar(digerId)).map((r) => r.tur)).toEqual(['kvkk']);
  });
});

describe('panel form', () => {
  it('create writes given rows for what is ticked (source panel, who); nothing for what is not', async () => {
    const m = await ekle({ kvkkOnay: true, pazarlamaSms: true, pazarlamaEmail: false });
    expect(await onaylar(m.id)).toEqual([
      { tur: 'kvkk', kanal: null, verildi: 1, metin_surum: KVKK_METIN_SURUM, kaynak: 'panel', kullanici_id: w.user.owner.id },
      { tur: 'pazarlama', kanal: 'sms', verildi: 1, metin_surum: null, kaynak: 'panel', kullanici_id: w.user.owner.id },
    ]);
    expect(m.pazarlama).toEqual({ sms: true, email: false });
    const bos = await ekle({});
    expect(await onaylar(bos.id)).toEqual([]);
    expect(bos.pazarlama).toEqual({ sms: false, email: false });
  });

  it('edits write a row only when a consent changes: given, withdrawn, given again', async () => {
    const m = await ekle({ email: 'onay@ornek.test', kvkkOnay: true });
    const govde = { adSoyad: m.adSoyad, telefon: m.telefon, email: 'onay@ornek.test', kvkkOnay: true };
    const put = async (extra: Record<string, unknown>) => {
      const response = await A('PUT', `/${m.id}`, { ...govde, ...extra });
      const answer = await json(response);
      expect(response.status, JSON.stringify(answer)).toBe(200);
      return answer.data;
    };
    expect((await put({ pazarlamaSms: true, pazarlamaEmail: true })).pazarlama).toEqual({ sms: true, email: true });
    // saved again unchanged: no new rows
    await put({ pazarlamaSms: true, pazarlamaEmail: true });
    expect((await put({ pazarlamaSms: false, pazarlamaEmail: true, kvkkOnay: false })).pazarlama).toEqual({ sms: false, email: true });
    // boxes left out of the body stay as they are
    expect((await put({ kvkkOnay: false })).pazarlama).toEqual({ sms: false, email: true });
    await put({ pazarlamaSms: true, kvkkOnay: true });
    const satirlar = (await onaylar(m.id)).map((r) => `${r.tur}/${r.kanal ?? '-'}/${r.verildi}/${r.kaynak}`);
    expect(satirlar).toEqual([
      'kvkk/-/1/panel', 'pazarlama/sms/1/panel', 'pazarlama/email/1/panel',
      'kvkk/-/0/panel', 'pazarlama/sms/0/panel',
      'kvkk/-/1/panel', 'pazarlama/sms/1/panel',
    ]);

    const detay = (await json(await A('GET', `/${m.id}`))).data;
    expect(detay.musteri.pazarlama).toEqual({ sms: true, email: true });
    expect(detay.onaylar).toHaveLength(7);
    expect(detay.onaylar[0]).toMatchObject({ tur: 'pazarlama', kanal: 'sms', verildi: true, kaynak: 'panel', kullanici: expect.any(String) });
    expect(detay.onaylar.at(-1)).toMatchObject({ tur: 'kvkk', kanal: null, verildi: true, metinSurum: KVKK_METIN_SURUM });
  });

  it('refuses e-mail marketing without an e-mail address (400, nothing written)', async () => {
    const before = await scalar<number>('SELECT count(*) FROM musteri_onay');
    const response = await A('POST', '', { adSoyad: 'E-postasız', telefon: tel(), pazarlamaEmail: true });
    expect(response.status).toBe(400);
    expect((await json(response)).errorDetail).toBe('E-posta ile kampanya izni için e-posta adresi girin.');
    expect((await A('POST', '', { adSoyad: 'Hatalı', telefon: tel(), pazarlamaSms: 'evet' })).status).toBe(400);
    expect(await scalar('SELECT count(*) FROM musteri_onay')).toBe(before);
  });
});

describe('KVKK export and erase', () => {
  it('the export holds the consent records, cash, ledger, packages and appointments; the erase scrubs them and keeps amounts', async () => {
    const k = await kanalKur();
    const token = await loginWith(k.isletmeId, TUM_ISLETME_YETKILERI);
    const { body } = await rezerveEt(k, yerelZaman(2, 10), { adSoyad: 'Derya Kalkan', telefon: '0545 777 88 99', email: 'derya@ornek.test' });
    const V = (method: string, path: string, b?: unknown) => call(method, `${P}${path}`, { token, venue: k.isletmeId, body: b });
    const id = (await scalar<number>('SELECT id FROM musteri WHERE isletme_id = ? AND telefon = ?', k.isletmeId, '+905457778899'))!;
    expect((await V('PUT', `/${id}`, { adSoyad: body.adSoyad, telefon: body.telefon, email: 'derya@ornek.test', kvkkOnay: true, pazarlamaSms: true, pazarlamaEmail: true })).status).toBe(200);
    const paketId = (await env.DB.prepare('INSERT INTO randevu_musteri_paket (isletme_id, musteri_id, ad, fiyat_kurus) VALUES (?, ?, ?, 90000) RETURNING id').bind(k.isletmeId, id, '5 seans fön').first<{ id: number }>())!.id;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, kaynak, aciklama, tarih, musteri_id, musteri_paket_id) VALUES (?, 'gelir', 'kart', 90000, 'paket', ?, '2026-01-05', ?, ?)")
        .bind(k.isletmeId, 'Paket satışı · Derya Kalkan 05457778899 derya@ornek.test', id, paketId),
      env.DB.prepare("INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, aciklama, tarih) VALUES (?, ?, 'borc', 12000, ?, '2026-01-06')").bind(k.isletmeId, id, 'Veresiye · Derya Kalkan'),
    ]);

    const dokum = await V('GET', `/${id}/kvkk`);
    expect(dokum.status).toBe(200);
    const { data } = JSON.parse(await dokum.text());
    expect(data.onayKayitlari.map((o: Json) => `${o.tur}/${o.kanal ?? '-'}/${o.verildi}/${o.kaynak}`)).toEqual(['kvkk/-/true/online', 'pazarlama/sms/true/panel', 'pazarlama/email/true/panel']);
    expect(data.pazarlamaIzni).toEqual({ sms: true, email: true });
    expect(data.randevular).toHaveLength(1);
    expect(data.paketler).toMatchObject([{ id: paketId, fiyatKurus: 90000 }]);
    expect(data.kasaHareketleri).toMatchObject([{ tutarKurus: 90000, tarih: '2026-01-05' }]);
    expect(data.cariHareketler).toMatchObject([{ tutarKurus: 12000, tarih: '2026-01-06' }]);

    const sil = await V('POST', `/${id}/kvkk-sil`, { onay: 'SİL' });
    expect(sil.status).toBe(200);
    const kasa = await env.DB.prepare('SELECT tutar_kurus, tarih, aciklama FROM kasa WHERE musteri_id = ?').bind(id).first<{ tutar_kurus: number; tarih: string; aciklama: string }>();
    expect(kasa).toMatchObject({ tutar_kurus: 90000, tarih: '2026-01-05' });
    expect(kasa!.aciklama).not.toMatch(/Derya|Kalkan|05457778899|derya@/);
    const cari = await env.DB.prepare('SELECT tutar_kurus, aciklama FROM cari WHERE musteri_id = ?').bind(id).first<{ tutar_kurus: number; aciklama: string }>();
    expect(cari).toMatchObject({ tutar_kurus: 12000 });
    expect(cari!.aciklama).not.toContain('Derya');
    expect(await scalar('SELECT fiyat_kurus FROM randevu_musteri_paket WHERE id = ?', paketId)).toBe(90000);
    // every consent is withdrawn now; the earlier records stay as proof and hold no personal text
    const son = (await json(await V('GET', `/${id}`))).data;
    expect(son.musteri.pazarlama).toEqual({ sms: false, email: false });
    expect(son.musteri.kvkk).toBeNull();
    expect(son.onaylar.slice(0, 3).every((o: Json) => o.verildi === false)).toBe(true);
    const metinler = (await env.DB.prepare('SELECT coalesce(metin_surum, \'\') AS m FROM musteri_onay WHERE musteri_id = ?').bind(id).all<{ m: string }>()).results;
    expect(metinler.every((r) => r.m === '' || r.m === KVKK_METIN_SURUM)).toBe(true);
    expect(await scalar('SELECT count(*) FROM musteri WHERE id = ? AND (ad_soyad LIKE ? OR email IS NOT NULL OR dogum_tarihi IS NOT NULL OR notlar <> \'\')', id, '%Derya%')).toBe(0);
  });
});
