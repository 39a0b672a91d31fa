import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, json, scalar } from '../fixtures';
import { islem, islemGonder, siparisVer, soket } from '../cafe/fixtures';
import { fisleriOku, istasyonKur } from '../cafe/istasyon-fixtures';
import { ziyaretOku } from '@worker/crypto/ziyaret';
import { masaHesabi } from '@worker/db/qrmenu/siparis';
import { qrCagri, qrKafe, qrSiparis, yeniSepetId, ziyaret, type QrKafe } from './siparis-fixtures';

/**
 * Ordering from the table: a visit's orders wait for a staff accept until one is accepted into the table's open check;
 * after that they join it exactly once. Never a second check, never a stranger's check unseen.
 */

const sayi = (sql: string, ...p: unknown[]) => scalar<number>(sql, ...p);
const acikAdisyonlar = (k: QrKafe, masaId: number) => sayi("SELECT count(*) FROM adisyon WHERE isletme_id = ? AND masa_id = ? AND durum = 'acik'", k.isletmeId, masaId);
const bekle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('guest order into the table’s open check', () => {
  it('a visit’s first order waits even at a table with an open check; once staff accept it, the visit’s next orders join that check, marked QR and priced by the server', async () => {
    const k = await qrKafe();
    const masa = k.masalar[0]!;
    const d = await siparisVer(k.garson, k.isletmeId, masa, [[k.urun.tost, 1]]);
    const cerez = await ziyaret(k.isletmeId, masa);
    const canli = await soket(k.garson, k.isletmeId);
    const ilk = await qrSiparis(k, cerez, [[k.urun.su, 2]]);
    expect(ilk.status).toBe(201);
    expect((await json(ilk)).data).toEqual({ durum: 'bekliyor', toplamKurus: 3_000 });
    expect(await sayi('SELECT toplam_kurus FROM adisyon WHERE id = ?', d.adisyon.id)).toBe(14_000);
    await bekle(50);
    expect(canli.olaylar).toContainEqual({ tur: 'qr', yeni: 'siparis', masaId: masa });
    const id = await sayi("SELECT id FROM qr_siparis WHERE isletme_id = ? AND durum = 'bekliyor'", k.isletmeId);
    await islem(k.garson, k.isletmeId, { tur: 'qrKabul', qrSiparisId: id });
    expect(await sayi('SELECT adisyon_id FROM qr_siparis WHERE id = ?', id)).toBe(d.adisyon.id);
    expect(await sayi('SELECT toplam_kurus FROM adisyon WHERE id = ?', d.adisyon.id)).toBe(14_000 + 3_000);
    // the accepted visit now orders straight into that check
    const res = await qrSiparis(k, cerez, [[k.urun.cay, 1]]);
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({ durum: 'eklendi', toplamKurus: 2_500 });
    expect(await sayi('SELECT count(*) FROM adisyon WHERE isletme_id = ?', k.isletmeId)).toBe(1);
    expect(await sayi('SELECT toplam_kurus FROM adisyon WHERE id = ?', d.adisyon.id)).toBe(14_000 + 3_000 + 2_500);
    expect(await sayi("SELECT count(*) FROM adisyon_siparis WHERE adisyon_id = ? AND kaynak = 'qr'", d.adisyon.id)).toBe(2);
    expect(await sayi("SELECT count(*) FROM adisyon_siparis WHERE adisyon_id = ? AND kaynak = 'garson'", d.adisyon.id)).toBe(1);
    expect(await sayi("SELECT count(*) FROM qr_siparis WHERE adisyon_id = ? AND durum = 'eklendi' AND siparis_id IS NOT NULL", d.adisyon.id)).toBe(1);
    // the waiter's screen hears it at once
    await bekle(50);
    expect(canli.olaylar.some((o) => o.tur === 'adisyon' && o.adisyon?.toplamKurus === 19_500)).toBe(true);
    canli.ws.close();
  });

  it('an idempotent resend: 50 parallel sends of one cart id make one order, waiting or joined', async () => {
    const k = await qrKafe();
    const masa = k.masalar[1]!;
    const d = await siparisVer(k.garson, k.isletmeId, masa, [[k.urun.tost, 1]]);
    const cerez = await ziyaret(k.isletmeId, masa);
    const gonder = (siparisId: string) => Promise.all(Array.from({ length: 50 }, () => qrSiparis(k, cerez, [[k.urun.cay, 1]], { siparisId, ip: '10.200.0.1' })));
    // not yet accepted: one waiting order
    const bekleyen = await gonder(yeniSepetId());
    expect(bekleyen.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    expect(await sayi('SELECT count(*) FROM qr_siparis WHERE isletme_id = ?', k.isletmeId)).toBe(1);
    const id = await sayi("SELECT id FROM qr_siparis WHERE isletme_id = ? AND durum = 'bekliyor'", k.isletmeId);
    await islem(k.garson, k.isletmeId, { tur: 'qrKabul', qrSiparisId: id });
    // accepted: one order straight into the check
    const eklenen = await gonder(yeniSepetId());
    expect(eklenen.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(await sayi('SELECT count(*) FROM qr_siparis WHERE isletme_id = ?', k.isletmeId)).toBe(2);
    expect(await sayi("SELECT count(*) FROM adisyon_siparis WHERE adisyon_id = ? AND kaynak = 'qr'", d.adisyon.id)).toBe(2);
    expect(await sayi('SELECT toplam_kurus FROM adisyon WHERE id = ?', d.adisyon.id)).toBe(14_000 + 2 * 2_500);
  });

  it('20 parallel guest orders on one free table wait; accepting all of them in parallel opens one check', async () => {
    const k = await qrKafe();
    const masa = k.masalar[2]!;
    const cerez = await ziyaret(k.isletmeId, masa);
    const cevaplar = await Promise.all(Array.from({ length: 20 }, () => qrSiparis(k, cerez, [[k.urun.cay, 1]])));
    expect(cevaplar.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await sayi('SELECT count(*) FROM adisyon WHERE isletme_id = ?', k.isletmeId)).toBe(0);
    const durum = (await json(await call('GET', '/api/isletme/cafe/qr', { token: k.garson, venue: k.isletmeId }))).data;
    expect(durum.bekleyen).toHaveLength(20);
    expect(durum.bekleyen[0]).toMatchObject({ masaId: masa, masa: 'Masa 3', toplamKurus: 2_500, kalemler: [{ ad: 'Çay', adet: 1, birimKurus: 2_500 }] });
    const kabuller = await Promise.all(durum.bekleyen.map((b: { id: number }) => islemGonder(k.garson, k.isletmeId, { tur: 'qrKabul', qrSiparisId: b.id })));
    expect(kabuller.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(await sayi('SELECT count(*) FROM adisyon WHERE isletme_id = ?', k.isletmeId)).toBe(1);
    expect(await sayi("SELECT count(*) FROM adisyon_siparis WHERE isletme_id = ? AND kaynak = 'qr'", k.isletmeId)).toBe(20);
    expect(await sayi("SELECT toplam_kurus FROM adisyon WHERE isletme_id = ? AND durum = 'acik'", k.isletmeId)).toBe(20 * 2_500);
    // the same visit now orders straight into the check its accepted order opened
    const sonra = await qrSiparis(k, cerez, [[k.urun.su, 1]]);
    expect((await json(sonra)).data.durum).toBe('eklendi');
    expect(await acikAdisyonlar(k, masa)).toBe(1);
  });

  it('20 parallel guest orders from an accepted visit on a table with an open check all join it: no second check', async () => {
    const k = await qrKafe();
    const masa = k.masalar[3]!;
    await siparisVer(k.garson, k.isletmeId, masa, [[k.urun.tost, 1]]);
    const cerez = await ziyaret(k.isletmeId, masa);
    expect((await qrSiparis(k, cerez, [[k.urun.cay, 1]])).status).toBe(201);
    const id = await sayi("SELECT id FROM qr_siparis WHERE isletme_id = ? AND durum = 'bekliyor'", k.isletmeId);
    await islem(k.garson, k.isletmeId, { tur: 'qrKabul', qrSiparisId: id });
    const cevaplar = await Promise.all(Array.from({ length: 20 }, () => qrSiparis(k, cerez, [[k.urun.su, 1]])));
    expect(cevaplar.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await sayi('SELECT count(*) FROM adisyon WHERE isletme_id = ?', k.isletmeId)).toBe(1);
    expect(await acikAdisyonlar(k, masa)).toBe(1);
    expect(await sayi("SELECT toplam_kurus FROM adisyon WHERE isletme_id = ? AND durum = 'acik'", k.isletmeId)).toBe(14_000 + 2_500 + 20 * 1_500);
  });
});

describe('the visit', () => {
  it('ends when its check closes: 403 “scan again” in the guest’s language, and never joins the next party’s check', async () => {
    const k = await qrKafe();
    const masa = k.masalar[0]!;
    const d = await siparisVer(k.garson, k.isletmeId, masa, [[k.urun.su, 1]]);
    const cerez = await ziyaret(k.isletmeId, masa);
    // a second phone scanned while the check was open but never had an order accepted
    const bagsiz = await ziyaret(k.isletmeId, masa);
    expect((await qrSiparis(k, cerez, [[k.urun.cay, 1]])).status).toBe(201);
    await islem(k.garson, k.isletmeId, { tur: 'qrKabul', qrSiparisId: await sayi('SELECT id FROM qr_siparis WHERE isletme_id = ?', k.isletmeId) });
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: 1_500 + 2_500 }] });
    expect(await sayi('SELECT count(*) FROM adisyon WHERE id = ? AND durum = ?', d.adisyon.id, 'kapali')).toBe(1);
    const tr = await qrSiparis(k, cerez, [[k.urun.cay, 1]]);
    expect(tr.status).toBe(403);
    expect(await json(tr)).toMatchObject({ errorCode: 'VISIT_ENDED', errorDetail: 'Lütfen masadaki QR kodu yeniden okutun' });
    const en = await qrSiparis(k, cerez, [[k.urun.cay, 1]], { lang: 'en' });
    expect((await json(en)).errorDetail).toBe('Please scan the QR code on your table again');
    expect((await json(await qrSiparis(k, bagsiz, [[k.urun.cay, 1]]))).errorCode).toBe('VISIT_ENDED');
    // another party sits down: the old visits still cannot add to their check
    const yeni = await siparisVer(k.garson, k.isletmeId, masa, [[k.urun.tost, 1]]);
    expect((await qrSiparis(k, cerez, [[k.urun.cay, 1]])).status).toBe(403);
    expect((await qrSiparis(k, bagsiz, [[k.urun.cay, 1]])).status).toBe(403);
    expect(await sayi('SELECT toplam_kurus FROM adisyon WHERE id = ?', yeni.adisyon.id)).toBe(14_000);
    // scanning the card again starts a new visit: its order waits for the staff of the new check
    const tekrar = await qrSiparis(k, await ziyaret(k.isletmeId, masa), [[k.urun.cay, 1]]);
    expect(tekrar.status).toBe(201);
    expect((await json(tekrar)).data.durum).toBe('bekliyor');
    expect(await sayi('SELECT toplam_kurus FROM adisyon WHERE id = ?', yeni.adisyon.id)).toBe(14_000);
    expect(await sayi('SELECT count(*) FROM qr_siparis WHERE isletme_id = ?', k.isletmeId)).toBe(2);
  });

  it('a visit begun while another party’s check was open (a copied URL used from home) only makes a waiting order and cannot read their tab', async () => {
    const k = await qrKafe();
    const masa = k.masalar[2]!;
    const baskasi = await siparisVer(k.garson, k.isletmeId, masa, [[k.urun.tost, 1]]);
    const cerez = await ziyaret(k.isletmeId, masa);
    const res = await qrSiparis(k, cerez, [[k.urun.cay, 2]]);
    expect(res.status).toBe(201);
    expect((await json(res)).data).toEqual({ durum: 'bekliyor', toplamKurus: 5_000 });
    expect(await sayi('SELECT toplam_kurus FROM adisyon WHERE id = ?', baskasi.adisyon.id)).toBe(14_000);
    expect(await sayi("SELECT count(*) FROM adisyon_siparis WHERE isletme_id = ? AND kaynak = 'qr'", k.isletmeId)).toBe(0);
    // the running tab: this visit's own waiting order, none of the check's lines
    const z = (await ziyaretOku(env.LINK_KEY, cerez, k.isletmeId))!;
    const hesap = await masaHesabi(env.DB, k.isletmeId, masa, z, 'tr');
    expect(hesap).toMatchObject({ bag: 'serbest', adisyon: null, siparisler: [{ durum: 'bekliyor', toplamKurus: 5_000 }] });
    expect(JSON.stringify(hesap)).not.toContain('Tost');
    // staff refuse it: the visit stays untied, its next order waits again
    await islem(k.garson, k.isletmeId, { tur: 'qrRed', qrSiparisId: await sayi('SELECT id FROM qr_siparis WHERE isletme_id = ?', k.isletmeId), neden: 'masa' });
    expect((await qrSiparis(k, cerez, [[k.urun.su, 1]])).status).toBe(201);
    expect(await sayi('SELECT toplam_kurus FROM adisyon WHERE id = ?', baskasi.adisyon.id)).toBe(14_000);
    expect((await masaHesabi(env.DB, k.isletmeId, masa, z, 'tr')).adisyon).toBeNull();
  });

  it('a visit begun at a free table (a URL used from home) only makes a waiting order, even after someone else’s check opened', async () => {
    const k = await qrKafe();
    const masa = k.masalar[1]!;
    const cerez = await ziyaret(k.isletmeId, masa, Date.now() - 60_000);
    const baskasi = await siparisVer(k.garson, k.isletmeId, masa, [[k.urun.tost, 1]]);
    const res = await qrSiparis(k, cerez, [[k.urun.cay, 2]]);
    expect(res.status).toBe(201);
    expect((await json(res)).data).toEqual({ durum: 'bekliyor', toplamKurus: 5_000 });
    expect(await sayi('SELECT toplam_kurus FROM adisyon WHERE id = ?', baskasi.adisyon.id)).toBe(14_000);
    // refused: the guest reads why in their language
    const id = await sayi('SELECT id FROM qr_siparis WHERE isletme_id = ?', k.isletmeId);
    await islem(k.garson, k.isletmeId, { tur: 'qrRed', qrSiparisId: id, neden: 'masa' });
    expect(await scalar('SELECT red_neden FROM qr_siparis WHERE id = ?', id)).toBe('masa');
    expect((await islemGonder(k.garson, k.isletmeId, { tur: 'qrKabul', qrSiparisId: id })).status).toBe(409);
  });

  it('refuses a foreign venue’s visit, a table of another venue, no visit at all and a guest operation on the staff route', async () => {
    const k = await qrKafe();
    const b = await qrKafe();
    expect((await qrSiparis(k, await ziyaret(b.isletmeId, b.masalar[0]!), [[k.urun.cay, 1]])).status).toBe(403);
    const yabanci = await qrSiparis(k, await ziyaret(k.isletmeId, b.masalar[0]!), [[k.urun.cay, 1]]);
    expect(yabanci.status).toBe(404);
    expect((await json(yabanci)).errorCode).toBe('NOT_FOUND');
    expect((await qrSiparis(k, null, [[k.urun.cay, 1]])).status).toBe(403);
    expect((await qrSiparis(k, 'qr_ziyaret=v1.bozuk.iz', [[k.urun.cay, 1]])).status).toBe(403);
    const personel = await islemGonder(k.sahip, k.isletmeId, { tur: 'qrSiparis', masaId: k.masalar[0], kalemler: [{ urunId: k.urun.cay, adet: 1 }] });
    expect(personel.status).toBe(400);
    // another site cannot send with the guest's cookie
    const baskaSite = await call('POST', `/api/qrmenu/${k.slug}/siparis`, { token: await ziyaret(k.isletmeId, k.masalar[0]!), origin: 'https://evil.example', body: { siparisId: yeniSepetId(), kalemler: [{ urunId: k.urun.cay, adet: 1 }] } });
    expect(baskaSite.status).toBe(403);
    expect(await sayi('SELECT count(*) FROM qr_siparis WHERE isletme_id IN (?, ?)', k.isletmeId, b.isletmeId)).toBe(0);
    expect(await sayi('SELECT count(*) FROM adisyon WHERE isletme_id IN (?, ?)', k.isletmeId, b.isletmeId)).toBe(0);
  });
});

describe('bad input writes nothing and says why in the guest’s language', () => {
  it('unknown product, sold out, self-order off, a closed category, a closed business day and a closed venue', async () => {
    const k = await qrKafe();
    const masa = k.masalar[0]!;
    const cerez = await ziyaret(k.isletmeId, masa);
    const durum = async (res: Response) => [res.status, (await json(res)).errorCode];
    expect(await durum(await qrSiparis(k, cerez, [[999_999, 1]]))).toEqual([404, 'NOT_FOUND']);
    expect(await durum(await qrSiparis(k, cerez, [[k.urun.tukendi, 1]]))).toEqual([409, 'SOLD_OUT']);
    const yiyecek = await sayi('SELECT kategori_id FROM menu_urun WHERE id = ?', k.urun.cay);
    await env.DB.prepare('UPDATE isletme_parametre SET qr_siparis_kategoriler = ? WHERE isletme_id = ?').bind(JSON.stringify([yiyecek]), k.isletmeId).run();
    expect(await durum(await qrSiparis(k, cerez, [[k.urun.tost, 1]]))).toEqual([403, 'QR_CATEGORY_OFF']);
    await env.DB.prepare('UPDATE isletme_parametre SET qr_siparis_alanlar = ? WHERE isletme_id = ?').bind('[999999]', k.isletmeId).run();
    const alan = await qrSiparis(k, cerez, [[k.urun.cay, 1]], { lang: 'de' });
    expect(alan.status).toBe(403);
    expect((await json(alan)).errorDetail).toMatch(/Bestellung/);
    await env.DB.prepare('UPDATE isletme_parametre SET qr_siparis = 0, qr_siparis_alanlar = NULL, qr_siparis_kategoriler = NULL WHERE isletme_id = ?').bind(k.isletmeId).run();
    expect(await durum(await qrSiparis(k, cerez, [[k.urun.cay, 1]]))).toEqual([403, 'QR_ORDER_OFF']);
    await env.DB.prepare('UPDATE isletme_parametre SET qr_siparis = 1 WHERE isletme_id = ?').bind(k.isletmeId).run();
    await env.DB.prepare("UPDATE cafe_gun SET durum = 'kapali', kapanis_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE isletme_id = ?").bind(k.isletmeId).run();
    expect(await durum(await qrSiparis(k, cerez, [[k.urun.cay, 1]]))).toEqual([409, 'DAY_CLOSED']);
    await env.DB.prepare("UPDATE isletme SET askiya_alma_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(k.isletmeId).run();
    expect(await durum(await qrSiparis(k, cerez, [[k.urun.cay, 1]]))).toEqual([403, 'VENUE_CLOSED']);
    expect(await sayi('SELECT count(*) FROM qr_siparis WHERE isletme_id = ?', k.isletmeId)).toBe(0);
    expect(await sayi('SELECT count(*) FROM adisyon WHERE isletme_id = ?', k.isletmeId)).toBe(0);
  });
});

describe('rate limits', () => {
  it('per table (30 guest orders in 10 minutes) and per address, 429 with a clear message', async () => {
    const k = await qrKafe();
    const masa = k.masalar[4]!;
    const cerez = await ziyaret(k.isletmeId, masa);
    for (let i = 0; i < 30; i += 1) expect((await qrSiparis(k, cerez, [[k.urun.cay, 1]])).status).toBe(201);
    const fazla = await qrSiparis(k, cerez, [[k.urun.cay, 1]]);
    expect(fazla.status).toBe(429);
    expect((await json(fazla)).errorDetail).toMatch(/çok fazla sipariş/);
    const ip = '10.201.0.9';
    const cerez2 = await ziyaret(k.isletmeId, k.masalar[5]!);
    const sepet = () => call('POST', `/api/qrmenu/${k.slug}/sepet`, { token: cerez2, ip, body: { kalemler: [{ urunId: k.urun.cay, adet: 1 }] } });
    const cevaplar = [];
    for (let i = 0; i < 120; i += 1) cevaplar.push((await sepet()).status);
    expect(cevaplar.every((s) => s === 200)).toBe(true);
    const adres = await sepet();
    expect(adres.status).toBe(429);
    expect(adres.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('calls from the table', () => {
  it('Garson çağır reaches the staff live, once per 30 s per table, and one tap clears it (logged)', async () => {
    const k = await qrKafe();
    const masa = k.masalar[0]!;
    const cerez = await ziyaret(k.isletmeId, masa);
    const canli = await soket(k.garson, k.isletmeId);
    expect((await qrCagri(k, cerez, 'garson')).status).toBe(201);
    await bekle(50);
    expect(canli.olaylar).toContainEqual({ tur: 'qr', yeni: 'cagri', masaId: masa });
    const ikinci = await qrCagri(k, cerez, 'hesap', { lang: 'ru' });
    expect(ikinci.status).toBe(429);
    const durum = (await json(await call('GET', '/api/isletme/cafe/qr', { token: k.garson, venue: k.isletmeId }))).data;
    expect(durum.cagrilar).toEqual([expect.objectContaining({ masaId: masa, masa: 'Masa 1', tur: 'garson' })]);
    await islem(k.garson, k.isletmeId, { tur: 'cagriKapat', cagriId: durum.cagrilar[0].id });
    expect(await sayi('SELECT count(*) FROM qr_cagri WHERE id = ? AND kapanis IS NOT NULL AND kapatan_id IS NOT NULL', durum.cagrilar[0].id)).toBe(1);
    expect(await sayi("SELECT count(*) FROM adisyon_islem WHERE isletme_id = ? AND tur = 'cagriKapat'", k.isletmeId)).toBe(1);
    expect((await json(await call('GET', '/api/isletme/cafe/qr', { token: k.garson, venue: k.isletmeId }))).data.cagrilar).toEqual([]);
    canli.ws.close();
  });

  it('works as a plain form POST (no JavaScript): 303 back to the page, saying what happened', async () => {
    const k = await qrKafe();
    const cerez = await ziyaret(k.isletmeId, k.masalar[1]!);
    // a browser follows the 303 itself; here the answer is read as it comes
    const form = (tur: string) => SELF.fetch(`http://example.com/api/qrmenu/${k.slug}/cagri`, {
      method: 'POST', redirect: 'manual',
      headers: { cookie: cerez, origin: 'http://example.com', 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '10.202.0.1' },
      body: `tur=${tur}&git=${encodeURIComponent(`/qr/x/${k.slug}/menu?masa=${k.masalar[1]}`)}`,
    });
    const ilk = await form('hesap');
    expect(ilk.status).toBe(303);
    expect(ilk.headers.get('location')).toBe(`/qr/x/${k.slug}/menu?masa=${k.masalar[1]}&cagri=hesap`);
    const ikinci = await form('garson');
    expect(ikinci.headers.get('location')).toBe(`/qr/x/${k.slug}/menu?masa=${k.masalar[1]}&cagri=garson-bekle`);
  });
});

describe('the stations', () => {
  it('get a guest order like a waiter’s, marked QR: when a waiter accepts one, and straight into the check after that', async () => {
    const k = await qrKafe();
    const ist = await istasyonKur(k);
    const masa = k.masalar[0]!;
    await siparisVer(k.garson, k.isletmeId, masa, [[k.urun.tost, 1]]);
    const cerez = await ziyaret(k.isletmeId, masa);
    expect((await qrSiparis(k, cerez, [[k.urun.su, 1]])).status).toBe(201);
    const id = await sayi("SELECT id FROM qr_siparis WHERE isletme_id = ? AND durum = 'bekliyor'", k.isletmeId);
    await islem(k.garson, k.isletmeId, { tur: 'qrKabul', qrSiparisId: id });
    expect((await qrSiparis(k, cerez, [[k.urun.cay, 2]])).status).toBe(200);
    const bar = await fisleriOku(ist.ekran, k.isletmeId, [ist.bar]);
    const fis = (ad: string) => bar.fisler.find((f) => f.kalemler.some((x) => x.ad === ad))!;
    expect(fis('Çay')).toMatchObject({ masaAd: 'Masa 1', gonderen: 'QR', kalemler: [expect.objectContaining({ ad: 'Çay', adet: 2 })] });
    expect(fis('Su').gonderen).toMatch(/^QR · /);
    const mutfak = await fisleriOku(ist.ekran, k.isletmeId, [ist.mutfak]);
    expect(mutfak.fisler.map((f) => f.gonderen)).not.toContain('QR');
  });
});
