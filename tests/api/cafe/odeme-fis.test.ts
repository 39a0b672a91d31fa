import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, json, loginWith, scalar } from '../fixtures';
import { cafeKur, islem, islemGonder, siparisVer, TAKIP, type TestCafe } from './fixtures';

/** The order pad and payment parameters of issue 24: guest count asked, ÖKC receipt number per payment, the day end's list. */

const P = '/api/isletme/cafe';
const data = async (res: Response) => (await json(res)).data;
const parametre = (k: TestCafe, alanlar: Record<string, number>) =>
  env.DB.prepare(`UPDATE isletme_parametre SET ${Object.keys(alanlar).map((a) => `${a} = ?`).join(', ')} WHERE isletme_id = ?`).bind(...Object.values(alanlar), k.isletmeId).run();
const odemeSayisi = (k: TestCafe) => scalar<number>('SELECT count(*) FROM adisyon_odeme WHERE isletme_id = ?', k.isletmeId);
const kasaSayisi = (k: TestCafe) => scalar<number>('SELECT count(*) FROM kasa WHERE isletme_id = ?', k.isletmeId);

describe('guest count', () => {
  it('asked by default (a venue parameter, saved and logged like the others); the count sent with the first order goes to the check and the X report', async () => {
    const k = await cafeKur();
    expect((await data(await call('GET', `${P}/takip`, { token: k.garson, venue: k.isletmeId }))).misafirSor).toBe(true);
    const p = await data(await call('GET', '/api/isletme/parametre', { token: k.sahip, venue: k.isletmeId }));
    expect(p).toMatchObject({ cafeMisafirSor: true, cafeFisNoZorunlu: false });
    const { kategoriler, kvkkVarsayilan: _v, kvkkYolu: _y, guncelleme: _g, kapaliOdemeYontemleri: _k, ...govde } = p;
    const kaydet = await call('PUT', '/api/isletme/parametre', { token: k.sahip, venue: k.isletmeId, body: { ...govde, kategoriKdv: kategoriler.map(({ id, kdv }: { id: number; kdv: number | null }) => ({ id, kdv })), cafeMisafirSor: false } });
    expect(kaydet.status).toBe(200);
    expect(await scalar("SELECT yeni FROM parametre_log WHERE isletme_id = ? AND alan = 'cafeMisafirSor'", k.isletmeId)).toBe('0');
    expect((await data(await call('GET', `${P}/takip`, { token: k.garson, venue: k.isletmeId }))).misafirSor).toBe(false);
    expect((await call('PUT', '/api/isletme/parametre', { token: k.sahip, venue: k.isletmeId, body: { ...govde, kategoriKdv: [], cafeMisafirSor: 'evet' } })).status).toBe(400);

    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 2]], { misafir: 3 });
    expect(d.adisyon.misafir).toBe(3);
    // the X report counts the guests of the checks closed so far
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: 5000 }] });
    const x = await data(await call('GET', `${P}/xrapor`, { token: k.sahip, venue: k.isletmeId }));
    expect(x.rapor.adisyon.misafir).toBe(3);
  });
});

describe('ÖKC receipt number per payment', () => {
  it('optional: kept with the payment (upper-cased), shown in the check report; a bad one is refused and nothing is written', async () => {
    const k = await cafeKur();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 1], [k.urun.cay, 1]]);
    const kotu = await islemGonder(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: 2500, fisNo: '12;DROP' }] });
    expect(kotu.status).toBe(400);
    expect((await json(kotu)).errorDetail).toBe("Fiş numarası en fazla 20 karakter olabilir; rakam, harf, '-' ve '/' kullanılır.");
    expect(await odemeSayisi(k)).toBe(0);
    const bir = await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: 2500, fisNo: ' z12-0042 ' }] });
    expect(bir.adisyon.odemeler.map((o: { fisNo: string | null }) => o.fisNo)).toEqual(['Z12-0042']);
    // none given is fine while the venue does not require it
    const iki = await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: 9000, alinanKurus: 10000 }] });
    expect(iki).toMatchObject({ kapandi: true, paraUstuKurus: 1000 });
    expect(iki.adisyon.odemeler.map((o: { fisNo: string | null }) => o.fisNo)).toEqual(['Z12-0042', null]);
    const rapor = await data(await call('GET', `${P}/adisyon-rapor/${d.adisyon.id}`, { token: k.sahip, venue: k.isletmeId }));
    expect(rapor.odemeler.map((o: { fisNo: string | null }) => o.fisNo)).toEqual(['Z12-0042', null]);
  });

  it('required by the venue: a payment without it is 422 with the reason and writes nothing (no payment, no cash row, check unchanged)', async () => {
    const k = await cafeKur();
    await parametre(k, { cafe_fis_no_zorunlu: 1 });
    expect((await data(await call('GET', `${P}/takip`, { token: k.kasiyer, venue: k.isletmeId }))).fisNoZorunlu).toBe(true);
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 1]]);
    for (const fisNo of [undefined, null, '', '   ']) {
      const res = await islemGonder(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: 9000, ...(fisNo === undefined ? {} : { fisNo }) }] });
      expect(res.status).toBe(422);
      const j = await json(res);
      expect(j.errorCode).toBe('RECEIPT_NO');
      expect(j.errorDetail).toBe('Bu işletmede her tahsilatta ÖKC fiş numarası zorunlu. Yazar kasanın fişindeki numarayı girin.');
    }
    const en = await call('POST', `${P}/islem`, { token: k.kasiyer, venue: k.isletmeId, lang: 'en', body: { islemId: `fis-${Date.now()}`, tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: 9000 }] } });
    expect((await json(en)).errorDetail).toContain('requires the fiscal receipt');
    expect(await odemeSayisi(k)).toBe(0);
    expect(await kasaSayisi(k)).toBe(0);
    expect(await scalar('SELECT odenen_kurus FROM adisyon WHERE id = ?', d.adisyon.id)).toBe(0);
    const ok = await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: 9000, fisNo: '0042' }] });
    expect(ok.kapandi).toBe(true);
    expect(await kasaSayisi(k)).toBe(1);
  });

  it('the method and amount rules are unchanged: more than what is left, a method the venue does not take, veresiye without a customer', async () => {
    const k = await cafeKur();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 1]]);
    const fazla = await islemGonder(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: 2501, fisNo: '1' }] });
    expect([fazla.status, (await json(fazla)).errorDetail]).toEqual([422, 'Kalan tutar 25,00 ₺; daha fazlası alınamaz.']);
    await env.DB.prepare(`UPDATE isletme_parametre SET odeme_yontemleri = '["nakit"]' WHERE isletme_id = ?`).bind(k.isletmeId).run();
    expect((await islemGonder(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: 2500, fisNo: '1' }] })).status).toBe(422);
    expect((await islemGonder(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'veresiye', tutarKurus: 2500 }] })).status).toBe(409);
    expect((await islemGonder(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: 2500, alinanKurus: 2000 }] })).status).toBe(400);
    expect(await odemeSayisi(k)).toBe(0);
  });
});

describe('the day end and receipt numbers', () => {
  it('with receipt numbers required, the day end lists the checks of the day paid without one (not those with one, not another venue\'s)', async () => {
    const k = await cafeKur();
    const b = await cafeKur();
    const fissiz = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 1]]);
    const fisli = await siparisVer(k.garson, k.isletmeId, k.masalar[1]!, [[k.urun.kahve, 1]]);
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: fissiz.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: 2500 }] });
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: fisli.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: 9000, fisNo: '7' }] });
    const yabanci = await siparisVer(b.garson, b.isletmeId, b.masalar[0]!, [[b.urun.cay, 1]]);
    await islem(b.kasiyer, b.isletmeId, { tur: 'ode', adisyonId: yabanci.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: 2500 }] });

    // not required: no list
    expect((await data(await call('GET', `${P}/gunsonu`, { token: k.sahip, venue: k.isletmeId }))).fissizAdisyonlar).toEqual([]);
    await parametre(k, { cafe_fis_no_zorunlu: 1 });
    const durum = await data(await call('GET', `${P}/gunsonu`, { token: k.sahip, venue: k.isletmeId }));
    expect(durum.fisNoZorunlu).toBe(true);
    expect(durum.fissizAdisyonlar).toEqual([expect.objectContaining({ id: fissiz.adisyon.id, no: fissiz.adisyon.no, masa: 'Masa 1', durum: 'kapali', odemeSayisi: 1, tutarKurus: 2500 })]);
    // a warning, not a lock: the day end still closes
    const kapanis = await islemGonder(k.sahip, k.isletmeId, { tur: 'gunsonu', sayilanNakitKurus: 0, okcZKurus: null, aciklama: '', devret: false });
    expect(kapanis.status).toBe(201);
  });

  it('a number forgotten at the till is added from the day end\'s list while the day is open; a closed day, another venue\'s payment, a waiter or a bad number change nothing', async () => {
    const k = await cafeKur();
    const b = await cafeKur();
    await parametre(k, { cafe_fis_no_zorunlu: 0 });
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 1], [k.urun.kahve, 1]]);
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: 2500 }, { odeme: 'nakit', tutarKurus: 9000 }] });
    await parametre(k, { cafe_fis_no_zorunlu: 1 });
    const once = await data(await call('GET', `${P}/gunsonu`, { token: k.sahip, venue: k.isletmeId }));
    const [kart, nakit] = once.fissizAdisyonlar[0].odemeler as { id: number; odeme: string; tutarKurus: number }[];
    expect([kart, nakit].map((o) => [o!.odeme, o!.tutarKurus])).toEqual([['kart', 2500], ['nakit', 9000]]);
    const fisNo = (token: string, venue: number, odemeId: number, no: unknown) => islemGonder(token, venue, { tur: 'odemeFisNo', odemeId, fisNo: no });
    const fisler = () => scalar<string>("SELECT group_concat(coalesce(fis_no, '-'), ',') FROM (SELECT fis_no FROM adisyon_odeme WHERE isletme_id = ? ORDER BY id)", k.isletmeId);

    expect((await fisNo(k.garson, k.isletmeId, kart!.id, '0042')).status).toBe(403);
    expect((await fisNo(b.kasiyer, b.isletmeId, kart!.id, '0042')).status).toBe(404);
    for (const kotu of ['', '   ', '12;DROP', 'X'.repeat(21), 42]) expect((await fisNo(k.kasiyer, k.isletmeId, kart!.id, kotu)).status).toBe(400);
    expect(await fisler()).toBe('-,-');

    const ok = await islem(k.kasiyer, k.isletmeId, { tur: 'odemeFisNo', odemeId: kart!.id, fisNo: ' z7-0042 ' });
    expect(ok).toEqual({ odemeId: kart!.id, fisNo: 'Z7-0042' });
    expect(await fisler()).toBe('Z7-0042,-');
    const sonra = await data(await call('GET', `${P}/gunsonu`, { token: k.sahip, venue: k.isletmeId }));
    expect(sonra.fissizAdisyonlar).toEqual([expect.objectContaining({ id: d.adisyon.id, odemeSayisi: 1, tutarKurus: 9000, odemeler: [expect.objectContaining({ id: nakit!.id })] })]);
    // a typo is corrected while the day is open; the log keeps the number it replaced
    await islem(k.kasiyer, k.isletmeId, { tur: 'odemeFisNo', odemeId: kart!.id, fisNo: 'Z7-0043' });
    expect(JSON.parse((await scalar<string>("SELECT ozet FROM adisyon_islem WHERE isletme_id = ? AND tur = 'odemeFisNo' ORDER BY id DESC LIMIT 1", k.isletmeId))!))
      .toEqual({ odemeId: kart!.id, fisNo: 'Z7-0043', onceki: 'Z7-0042' });

    expect((await islemGonder(k.sahip, k.isletmeId, { tur: 'gunsonu', sayilanNakitKurus: 9000, okcZKurus: null, aciklama: '', devret: false })).status).toBe(201);
    const kapali = await fisNo(k.kasiyer, k.isletmeId, nakit!.id, '0044');
    expect(kapali.status).toBe(409);
    expect((await json(kapali)).errorDetail).toBe('Bu ödemenin çalışma günü kapandı; kapanmış bir günün kayıtları değişmez.');
    expect(await fisler()).toBe('Z7-0043,-');
  });
});

describe('the pre-bill', () => {
  it('the cashier (payments, no guncelle) prints it too; a user holding only the table screen may not', async () => {
    const k = await cafeKur();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 1]]);
    const h = await islem(k.kasiyer, k.isletmeId, { tur: 'hesap', adisyonId: d.adisyon.id });
    expect(h.adisyon.hesapIstendi).toBe(true);
    const okur = await loginWith(k.isletmeId, [TAKIP]);
    expect((await islemGonder(okur, k.isletmeId, { tur: 'hesap', adisyonId: d.adisyon.id })).status).toBe(403);
  });
});
