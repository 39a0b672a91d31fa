import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { kodUret } from '@worker/db/randevu/yaz';
import { buildWorld, call, insertRandevuPersoneli, json, login, loginWith, scalar, type Json, type World } from '../fixtures';
import { yerelZaman } from '../randevu/fixtures';
import { gun as gunEkle, masa as masaEkle } from '../cafe/gun-fixtures';

/** Duplicates of the customer book (409 on a taken phone, the likely-pairs list) and merging two records. */

const P = '/api/isletme/randevu/musteriler';
const KEY = 'isletme:randevutakip:musteriler';
let w: World;
let owner: string;
let no = 0;
/** a fresh number: E.164 and its national digits */
function numara(): { e164: string; ulusal: string } {
  const ulusal = `546${String(++no).padStart(7, '0')}`;
  return { e164: `+90${ulusal}`, ulusal };
}

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

const A = (method: string, path = '', body?: unknown, token = owner) => call(method, `${P}${path}`, { token, venue: w.venue.A, body });
const id1 = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<{ id: number }>())!.id;
async function musteri(ad: string, extra: { email?: string | null; notlar?: string; dogum?: string | null; isletmeId?: number } = {}): Promise<number> {
  return id1('INSERT INTO musteri (isletme_id, ad_soyad, telefon, email, notlar, dogum_tarihi) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
    extra.isletmeId ?? w.venue.A, ad, numara().e164, extra.email ?? null, extra.notlar ?? '', extra.dogum ?? null);
}
const bakiye = (musteriId: number) => scalar<number>('SELECT coalesce(sum(bakiye_kurus), 0) FROM cari_bakiye WHERE musteri_id = ?', musteriId);

describe('a taken phone', () => {
  it('answers 409 with the existing customer’s id and name for every Turkish spelling, on create and on edit', async () => {
    const n = numara();
    const d = n.ulusal;
    const created = await json(await A('POST', '', { adSoyad: 'Gülşen Öztürk', telefon: `0${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}` }));
    const mevcut = created.data.id as number;
    const diger = await musteri('Diğer Kişi');
    const before = await scalar('SELECT count(*) FROM musteri');
    for (const yazim of [`0${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`, `+90 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `90${d}`, d]) {
      const response = await A('POST', '', { adSoyad: 'Başka Kayıt', telefon: yazim });
      expect(response.status, yazim).toBe(409);
      expect(await json(response), yazim).toMatchObject({ success: false, errorCode: 'PHONE_TAKEN', data: { id: mevcut, adSoyad: 'Gülşen Öztürk' } });
    }
    const put = await A('PUT', `/${diger}`, { adSoyad: 'Diğer Kişi', telefon: `90${d}` });
    expect(put.status).toBe(409);
    expect((await json(put)).data).toEqual({ id: mevcut, adSoyad: 'Gülşen Öztürk' });
    expect(await scalar('SELECT count(*) FROM musteri')).toBe(before);
  });
});

describe('likely duplicates', () => {
  it('pairs the same folded name, the same e-mail; never erased records or another venue', async () => {
    const a = await musteri('Şükrü IŞIK');
    const b = await musteri('  şükrü   ışık ');
    const c = await musteri('Işık Şükrü');
    const e1 = await musteri('Mine Kaya', { email: 'Mine.Kaya@Ornek.test' });
    const e2 = await musteri('Mine K.', { email: 'mine.kaya@ornek.test' });
    const yalniz = await musteri('Tek Başına Biri');
    const silinmis = await musteri('Şükrü Işık');
    await env.DB.prepare("UPDATE musteri SET silinme_zamani = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(silinmis).run();
    await musteri('Şükrü Işık', { isletmeId: w.venue.B });

    const response = await A('GET', '/ciftler');
    expect(response.status).toBe(200);
    const ciftler = (await json(response)).data as Json[];
    const bul = (x: number, y: number) => ciftler.find((p) => p.a.id === x && p.b.id === y);
    expect(bul(a, b)?.nedenler).toEqual(['ad']);
    expect(bul(a, c)?.nedenler).toEqual(['ad']);
    expect(bul(b, c)?.nedenler).toEqual(['ad']);
    expect(bul(e1, e2)?.nedenler).toEqual(['email']);
    const ids = new Set(ciftler.flatMap((p) => [p.a.id, p.b.id]));
    expect(ids.has(yalniz)).toBe(false);
    expect(ids.has(silinmis)).toBe(false);
    // only venue A's rows
    const aRows = await scalar<number>(`SELECT count(*) FROM musteri WHERE isletme_id = ? AND id IN (${[...ids].join(',')})`, w.venue.A);
    expect(aRows).toBe(ids.size);
  });
});

describe('merge', () => {
  it('moves appointments, cash, ledger, packages and consents, fills empty fields, logs a summary and deletes the other', async () => {
    const kalan = await musteri('Aslı Demir', { notlar: 'Kısa saç' });
    const silinen = await musteri('ASLI DEMİR', { email: 'asli@ornek.test', notlar: 'Parfüm alerjisi', dogum: '1991-04-02' });
    const personel = await insertRandevuPersoneli(w.venue.A, 'Merve');
    const randevu = (musteriId: number, gun: number) => id1("INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus) VALUES (?, ?, ?, ?, ?, 'tamamlandi', 'panel', ?, 50000) RETURNING id",
      w.venue.A, musteriId, personel, yerelZaman(gun, 10), yerelZaman(gun, 11), kodUret());
    await randevu(kalan, -10);
    const r1 = await randevu(silinen, -5);
    const r2 = await randevu(silinen, -3);
    const paket = await id1('INSERT INTO randevu_musteri_paket (isletme_id, musteri_id, ad, fiyat_kurus) VALUES (?, ?, ?, 120000) RETURNING id', w.venue.A, silinen, '6 seans bakım');
    await env.DB.batch([
      env.DB.prepare("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, tarih, musteri_id, musteri_paket_id) VALUES (?, 'gelir', 'nakit', 120000, '2026-02-01', ?, ?)").bind(w.venue.A, silinen, paket),
      env.DB.prepare("INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, tarih) VALUES (?, ?, 'borc', 30000, '2026-02-01')").bind(w.venue.A, kalan),
      env.DB.prepare("INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, tarih) VALUES (?, ?, 'borc', 45000, '2026-02-02')").bind(w.venue.A, silinen),
      env.DB.prepare("INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, tarih) VALUES (?, ?, 'tahsilat', 5000, '2026-02-03')").bind(w.venue.A, silinen),
      env.DB.prepare("INSERT INTO musteri_onay (isletme_id, musteri_id, tur, kanal, verildi, kaynak) VALUES (?, ?, 'pazarlama', 'sms', 1, 'panel')").bind(w.venue.A, silinen),
    ]);
    const beklenenBakiye = (await bakiye(kalan))! + (await bakiye(silinen))!;
    expect(beklenenBakiye).toBe(70000);

    const onizleme = await A('GET', `/${kalan}/birlestir/${silinen}`);
    expect(onizleme.status).toBe(200);
    expect((await json(onizleme)).data.silinen.sayilar).toEqual({ randevu: 2, kasa: 1, cari: 2, paket: 1, onay: 1, bakiyeKurus: 40000 });

    const response = await A('POST', `/${kalan}/birlestir/${silinen}`);
    const answer = await json(response);
    expect(response.status, JSON.stringify(answer)).toBe(200);
    expect(answer.data).toEqual({ kalanId: kalan, silinenId: silinen, ozet: { tasinan: { randevu: 2, kasa: 1, cari: 2, paket: 1, onay: 1 }, doldurulan: ['email', 'dogumTarihi', 'notlar'] } });

    expect(await scalar('SELECT count(*) FROM musteri WHERE id = ?', silinen)).toBe(0);
    expect(await scalar('SELECT count(*) FROM randevu WHERE musteri_id = ? AND id IN (?, ?)', kalan, r1, r2)).toBe(2);
    expect(await scalar('SELECT musteri_id FROM kasa WHERE musteri_paket_id = ?', paket)).toBe(kalan);
    expect(await scalar('SELECT musteri_id FROM randevu_musteri_paket WHERE id = ?', paket)).toBe(kalan);
    expect(await scalar("SELECT musteri_id FROM musteri_onay WHERE tur = 'pazarlama' AND isletme_id = ? ORDER BY id DESC LIMIT 1", w.venue.A)).toBe(kalan);
    expect(await bakiye(kalan)).toBe(beklenenBakiye);
    const row = await env.DB.prepare('SELECT email, dogum_tarihi, notlar, ad_soyad FROM musteri WHERE id = ?').bind(kalan).first();
    expect(row).toEqual({ email: 'asli@ornek.test', dogum_tarihi: '1991-04-02', notlar: 'Kısa saç\nParfüm alerjisi', ad_soyad: 'Aslı Demir' });
    const log = await env.DB.prepare('SELECT isletme_id, kalan_id, silinen_id, silinen_ad, ozet, kullanici_id FROM musteri_birlestirme WHERE silinen_id = ?').bind(silinen).first<Json>();
    expect(log).toMatchObject({ isletme_id: w.venue.A, kalan_id: kalan, silinen_ad: 'ASLI DEMİR', kullanici_id: w.user.owner.id });
    expect(JSON.parse(log.ozet).tasinan.randevu).toBe(2);
    // the kept record's detail shows the whole history and the marketing consent that came along
    const detay = (await json(await A('GET', `/${kalan}`))).data;
    expect(detay.randevular).toHaveLength(3);
    expect(detay.musteri.pazarlama.sms).toBe(true);
    expect(detay.cari.bakiyeKurus).toBe(70000);

    // erasing the kept person later also scrubs the merged-away spelling of the name from the books
    await env.DB.prepare('UPDATE kasa SET aciklama = ? WHERE musteri_paket_id = ?').bind('Paket satışı · ASLI DEMİR', paket).run();
    expect((await A('POST', `/${kalan}/kvkk-sil`, { onay: 'SİL' })).status).toBe(200);
    expect(await scalar('SELECT aciklama FROM kasa WHERE musteri_paket_id = ?', paket)).toBe('Paket satışı · Silinmiş müşteri');
    expect(await scalar('SELECT silinen_ad FROM musteri_birlestirme WHERE silinen_id = ?', silinen)).toBe('Silinmiş müşteri');
    expect(await scalar('SELECT tutar_kurus FROM kasa WHERE musteri_paket_id = ?', paket)).toBe(120000);
  });

  it('moves the cafe checks, tab payments and CRM follow-ups too; the CRM summary counts the visits under the kept record', async () => {
    const kalan = await musteri('Kerem Aydın');
    const silinen = await musteri('KEREM AYDIN', {});
    await env.DB.prepare("UPDATE musteri SET dil = 'en' WHERE id = ?").bind(silinen).run();
    const masa = await masaEkle(w.venue.A);
    const gunId = await gunEkle(w.venue.A, '2026-02-10', '2026-02-10T06:00:00.000Z');
    const adisyon = (musteriId: number, no: number) => id1(`INSERT INTO adisyon (isletme_id, no, masa_id, gun_id, durum, musteri_id, toplam_kurus, odenen_kurus, acilis, kapanis)
      VALUES (?, ?, ?, ?, 'kapali', ?, 12000, 12000, '2026-02-10T08:00:00.000Z', '2026-02-10T09:00:00.000Z') RETURNING id`, w.venue.A, 900_000 + no, masa, gunId, musteriId);
    const a1 = await adisyon(kalan, no);
    const a2 = await adisyon(silinen, no + 1);
    await env.DB.prepare("INSERT INTO adisyon_odeme (isletme_id, adisyon_id, gun_id, odeme, tutar_kurus, musteri_id) VALUES (?, ?, ?, 'veresiye', 12000, ?)").bind(w.venue.A, a2, gunId, silinen).run();
    // the same rule's follow-up on both records (same key), and one only the other record has
    const takip = (musteriId: number, anahtar: string) => id1(`INSERT INTO crm_takip (isletme_id, musteri_id, kural, anahtar, vade) VALUES (?, ?, 'acikBorc', ?, '2026-02-11') RETURNING id`, w.venue.A, musteriId, anahtar);
    await takip(kalan, '2026-02-10');
    const ayni = await takip(silinen, '2026-02-10');
    const tek = await takip(silinen, '2026-02-01');
    expect(await scalar('SELECT ziyaret FROM crm_ozet WHERE musteri_id = ?', silinen)).toBe(1);

    const response = await A('POST', `/${kalan}/birlestir/${silinen}`);
    expect(response.status, JSON.stringify(await json(response))).toBe(200);
    expect(await scalar('SELECT count(*) FROM musteri WHERE id = ?', silinen)).toBe(0);
    expect(await scalar('SELECT count(*) FROM adisyon WHERE musteri_id = ? AND id IN (?, ?)', kalan, a1, a2)).toBe(2);
    expect(await scalar('SELECT musteri_id FROM adisyon_odeme WHERE adisyon_id = ?', a2)).toBe(kalan);
    expect(await scalar('SELECT count(*) FROM crm_takip WHERE musteri_id = ? AND id IN (?, ?)', kalan, ayni, tek)).toBe(2);
    expect(await scalar('SELECT count(*) FROM crm_ozet WHERE musteri_id = ?', silinen)).toBe(0);
    expect(await scalar('SELECT ziyaret FROM crm_ozet WHERE musteri_id = ?', kalan)).toBe(2);
    expect(await scalar('SELECT dil FROM musteri WHERE id = ?', kalan)).toBe('en');
  });

  it('refuses: itself 400, another venue 404, erased 409, without both rights 403 — and changes nothing', async () => {
    const kalan = await musteri('Red Testi');
    const diger = await musteri('Red Testi');
    const yabanci = await musteri('Red Testi', { isletmeId: w.venue.B });
    const silinmis = await musteri('Red Testi');
    await env.DB.prepare("UPDATE musteri SET silinme_zamani = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(silinmis).run();
    const sayim = () => scalar('SELECT count(*) FROM musteri') as Promise<number>;
    const loglar = () => scalar('SELECT count(*) FROM musteri_birlestirme') as Promise<number>;
    const once = [await sayim(), await loglar()];

    const kendisi = await A('POST', `/${kalan}/birlestir/${kalan}`);
    expect(kendisi.status).toBe(400);
    expect((await json(kendisi)).errorDetail).toBe('Bir kayıt kendisiyle birleştirilemez.');
    expect((await A('POST', `/${kalan}/birlestir/${yabanci}`)).status).toBe(404);
    expect((await A('POST', `/${yabanci}/birlestir/${kalan}`)).status).toBe(404);
    expect((await A('GET', `/${kalan}/birlestir/${yabanci}`)).status).toBe(404);
    // the other venue's owner cannot reach venue A's records either
    expect((await call('POST', `${P}/${kalan}/birlestir/${diger}`, { token: owner, venue: w.venue.B })).status).toBe(404);
    const erased = await A('POST', `/${kalan}/birlestir/${silinmis}`);
    expect(erased.status).toBe(409);
    expect((await json(erased)).errorCode).toBe('CUSTOMER_ERASED');
    expect((await A('POST', `/${silinmis}/birlestir/${kalan}`)).status).toBe(409);
    for (const yetkiler of [[KEY, `${KEY}:guncelle`], [KEY, `${KEY}:sil`], [KEY]]) {
      const token = await loginWith(w.venue.A, yetkiler);
      expect((await A('POST', `/${kalan}/birlestir/${diger}`, undefined, token)).status, yetkiler.join()).toBe(403);
    }
    expect((await A('POST', '/abc/birlestir/1')).status).toBe(404);
    expect([await sayim(), await loglar()]).toEqual(once);

    // with both rights it goes through, and a second try finds the other record gone
    const token = await loginWith(w.venue.A, [KEY, `${KEY}:guncelle`, `${KEY}:sil`]);
    expect((await A('POST', `/${kalan}/birlestir/${diger}`, undefined, token)).status).toBe(200);
    expect((await A('POST', `/${kalan}/birlestir/${diger}`, undefined, token)).status).toBe(404);
  });

  it('a merge racing an erase of one side is all or nothing', async () => {
    const kalan = await musteri('Yarış Bir');
    const silinen = await musteri('Yarış Bir');
    const personel = await insertRandevuPersoneli(w.venue.A, 'Ece');
    await env.DB.prepare("INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus) VALUES (?, ?, ?, ?, ?, 'tamamlandi', 'panel', ?, 1000)")
      .bind(w.venue.A, silinen, personel, yerelZaman(-2, 10), yerelZaman(-2, 11), kodUret()).run();
    const [merge, erase] = await Promise.all([
      A('POST', `/${kalan}/birlestir/${silinen}`),
      A('POST', `/${silinen}/kvkk-sil`, { onay: 'SİL' }),
    ]);
    const kaldi = await scalar<number>('SELECT count(*) FROM musteri WHERE id = ?', silinen);
    const tasinan = await scalar<number>('SELECT count(*) FROM randevu WHERE musteri_id = ?', kalan);
    // the erase that lost found the record gone: before its read (404) or inside its batch (409), never half-done
    if (merge.status === 200) expect([kaldi, tasinan, [404, 409].includes(erase.status)]).toEqual([0, 1, true]);
    else expect([kaldi, tasinan, merge.status]).toEqual([1, 0, 409]);
  });
});
