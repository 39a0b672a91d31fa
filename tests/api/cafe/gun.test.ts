import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { gunAcIfadeleri } from '@worker/db/cafe/gun';
import { gunAc } from '@worker/live/cafe/isleyici/gun';
import { gunsonu } from '@worker/live/cafe/isleyici/gunsonu';
import { ApiError } from '@worker/http/envelope';
import { buildWorld, call, json, login, scalar, TUM_ISLETME_YETKILERI, type Json, type World } from '../fixtures';
import { adisyon, baglam, gun, kasa, masa, uygula } from './gun-fixtures';

/** Working day, day end, X report and check report of the cafe (handlers run as the venue's live object runs them). */

const P = '/api/isletme/cafe';
const db = () => env.DB;
let w: World;
let owner: string;
let A: number;
let C: number;
let sahip: { id: number; yetkiler: readonly string[] };

beforeAll(async () => {
  w = await buildWorld();
  A = w.venue.A;
  C = w.venue.C;
  owner = await login(w.user.owner.email);
  sahip = { id: w.user.owner.id, yetkiler: TUM_ISLETME_YETKILERI };
});

const get = (path: string, token = owner, venue: number = A) => call('GET', `${P}${path}`, { token, venue });
async function data(response: Response, status = 200): Promise<Json> {
  const body = await json(response);
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.data;
}
async function reddedildi(p: Promise<unknown>, status: number, code: string): Promise<ApiError> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(ApiError);
  expect((e as ApiError).status).toBe(status);
  expect((e as ApiError).errorCode).toBe(code);
  return e as ApiError;
}
/** A venue of its own per test, so days and numbers never collide. */
async function mekan(gunDonumu = 0): Promise<number> {
  const row = await db().prepare("INSERT INTO isletme (ad, url_adi, tur) VALUES ('Test Kafe', ?, 'cafe') RETURNING id").bind(`test-kafe-${Math.random().toString(36).slice(2)}`).first<{ id: number }>();
  await db().prepare('INSERT INTO isletme_parametre (isletme_id, gun_donumu_saat) VALUES (?, ?)').bind(row!.id, gunDonumu).run();
  return row!.id;
}

describe('gunAc (open the working day)', () => {
  it('opens with the opening float on the business date, refuses a second open day, needs calismagunu:ekle', async () => {
    const v = await mekan(5);
    // 01:30 in Istanbul on 10 March with cutoff 05:00 is still business day 9 March
    const b = baglam(v, sahip, '2026-03-09T22:30:00.000Z');
    const sonuc = await gunAc(b, { tur: 'gunAc', acilisKasasiKurus: 50_000 });
    expect(sonuc.durum).toBe(201);
    expect(sonuc.veri).toMatchObject({ isGunu: '2026-03-09', acilisKasasiKurus: 50_000 });
    expect(sonuc.gunluk.tur).toBe('gunAc');
    await uygula(b, sonuc);
    expect(await scalar("SELECT acilis_kasasi_kurus FROM cafe_gun WHERE isletme_id = ? AND durum = 'acik' AND is_gunu = '2026-03-09'", v)).toBe(50_000);
    await reddedildi(gunAc(baglam(v, sahip, '2026-03-10T08:00:00.000Z'), { tur: 'gunAc', acilisKasasiKurus: 0 }), 409, 'DAY_OPEN');
    await reddedildi(gunAc(baglam(v, { id: w.user.waiter.id, yetkiler: ['isletme:qrmenu:cafe-yonetim:masa-takip'] }, '2026-03-10T08:00:00.000Z'), { tur: 'gunAc', acilisKasasiKurus: 0 }), 403, 'FORBIDDEN');
    expect(await scalar('SELECT count(*) FROM cafe_gun WHERE isletme_id = ?', v)).toBe(1);
  });
});

describe('gunsonu (day end)', () => {
  it('is refused while checks are open; devret carries them over to the next day, which takes them when it opens', async () => {
    const v = await mekan();
    const m = await masa(v);
    const g = await gun(v, '2026-03-02', '2026-03-02T06:00:00.000Z');
    const a = await adisyon({ isletmeId: v, masaId: m, gunId: g, acilis: '2026-03-02T10:00:00.000Z', acik: true, kalemler: [{ ad: 'Çay', kategori: 'Sıcak İçecekler', birim: 2_500, adet: 2 }] });
    const e = await reddedildi(gunsonu(baglam(v, sahip, '2026-03-02T20:00:00.000Z'), { tur: 'gunsonu', sayilanNakitKurus: 0, okcZKurus: null, aciklama: '', devret: false }), 409, 'OPEN_CHECKS');
    expect((e.data as Json).acikAdisyonlar).toEqual([expect.objectContaining({ id: a.id, no: a.no, toplamKurus: 5_000 })]);
    expect(await scalar('SELECT count(*) FROM cafe_gunsonu WHERE isletme_id = ?', v)).toBe(0);

    const b = baglam(v, sahip, '2026-03-02T20:00:00.000Z');
    const sonuc = await gunsonu(b, { tur: 'gunsonu', sayilanNakitKurus: 0, okcZKurus: null, aciklama: '', devret: true });
    expect(sonuc.gunluk.ozet).toMatchObject({ devret: true, devredilen: [expect.objectContaining({ id: a.id })] });
    await uygula(b, sonuc);
    expect(await scalar('SELECT durum FROM cafe_gun WHERE id = ?', g)).toBe('kapali');
    expect(await scalar('SELECT gun_id FROM adisyon WHERE id = ?', a.id)).toBe(g);
    // the next day takes the carried-over check
    const b2 = baglam(v, sahip, '2026-03-03T06:00:00.000Z');
    const acilis = await gunAc(b2, { tur: 'gunAc', acilisKasasiKurus: 0 });
    expect(acilis.veri).toMatchObject({ devredilen: 1 });
    await uygula(b2, acilis);
    expect(await scalar("SELECT a.gun_id = g.id FROM adisyon a JOIN cafe_gun g ON g.isletme_id = a.isletme_id AND g.durum = 'acik' WHERE a.id = ?", a.id)).toBe(1);
  });

  it('reports payments, categories, waiters, KDV, discounts, complimentary and voids; blind count gives over/short; numbered; corrections are new rows', async () => {
    const v = await mekan();
    const m = await masa(v);
    const g = await gun(v, '2026-03-04', '2026-03-04T05:00:00.000Z', 20_000);
    const musteri = (await db().prepare("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Veresiye Ali', '+905551112233') RETURNING id").bind(v).first<{ id: number }>())!.id;
    const garson = w.user.waiter.id;
    const a1 = await adisyon({ isletmeId: v, masaId: m, gunId: g, garsonId: garson, acilis: '2026-03-04T08:00:00.000Z', kullaniciId: sahip.id,
      kalemler: [
        { ad: 'Türk Kahvesi', kategori: 'Sıcak İçecekler', birim: 9_000, adet: 2, kdv: 10 },
        { ad: 'Cheesecake', kategori: 'Tatlılar', birim: 18_000, kdv: 10, indirim: 1_800 },
        { ad: 'Limonata', kategori: 'Soğuk İçecekler', birim: 8_500, kdv: 20, durum: 'iptal', neden: 'Yanlış sipariş' },
        { ad: 'Çay', kategori: 'Sıcak İçecekler', birim: 2_500, durum: 'ikram', neden: 'Müdavim' },
      ],
      indirim: 2_000,
      odemeler: [{ odeme: 'nakit', tutar: 10_000, zaman: '2026-03-04T09:00:00.000Z' }, { odeme: 'kart', tutar: 22_200, zaman: '2026-03-04T09:00:00.000Z' }] });
    const a2 = await adisyon({ isletmeId: v, masaId: m, gunId: g, garsonId: sahip.id, acilis: '2026-03-04T12:00:00.000Z', kullaniciId: sahip.id,
      kalemler: [{ ad: 'Ayran', kategori: 'Soğuk İçecekler', birim: 4_000, adet: 3, kdv: 20 }],
      odemeler: [{ odeme: 'veresiye', tutar: 5_000, zaman: '2026-03-04T13:00:00.000Z', musteriId: musteri }, { odeme: 'yemek_karti', tutar: 7_000, zaman: '2026-03-04T13:00:00.000Z' }] });
    // manual cash in and out while the day is open, and one before it opened (not counted)
    await kasa(v, 'gelir', 'nakit', 3_000, '2026-03-04T10:00:00.000Z', 'Bozuk para');
    await kasa(v, 'gider', 'nakit', 1_500, '2026-03-04T11:00:00.000Z', 'Simit alımı');
    await kasa(v, 'gider', 'kart', 9_999, '2026-03-04T11:00:00.000Z', 'Kartla fatura');
    await kasa(v, 'gelir', 'nakit', 7_777, '2026-03-03T11:00:00.000Z', 'Dünkü');

    const b = baglam(v, sahip, '2026-03-04T22:00:00.000Z');
    const sonuc = await gunsonu(b, { tur: 'gunsonu', sayilanNakitKurus: 31_000, okcZKurus: 40_000, aciklama: 'Akşam sayımı', devret: false });
    const r = (sonuc.veri as Json).rapor;
    // expected cash = 200,00 float + 100,00 check cash + 30,00 in − 15,00 out = 315,00; counted 310,00 → 5,00 short
    expect(sonuc.veri).toMatchObject({ no: 1, beklenenNakitKurus: 31_500, sayilanNakitKurus: 31_000, farkKurus: -500, okcZKurus: 40_000, okcFarkKurus: 40_000 - (a1.toplam + a2.toplam) });
    expect(r.nakit).toEqual({ acilisKurus: 20_000, adisyonKurus: 10_000, girisKurus: 3_000, cikisKurus: 1_500, beklenenKurus: 31_500 });
    expect(r.adisyon).toMatchObject({ adet: 2, ilkNo: a1.no, sonNo: a2.no, acikAdet: 0 });
    expect(r.satisKurus).toBe(a1.toplam + a2.toplam);
    const odemeToplami = await scalar<number>('SELECT sum(tutar_kurus) FROM adisyon_odeme WHERE isletme_id = ?', v);
    expect(r.tahsilatKurus).toBe(odemeToplami);
    expect(r.odemeler).toEqual([
      { odeme: 'nakit', adet: 1, kurus: 10_000 }, { odeme: 'kart', adet: 1, kurus: 22_200 },
      { odeme: 'yemek_karti', adet: 1, kurus: 7_000 }, { odeme: 'veresiye', adet: 1, kurus: 5_000 },
    ]);
    expect(r.kategoriler).toEqual([
      { ad: 'Sıcak İçecekler', adet: 2, kurus: 18_000 }, { ad: 'Tatlılar', adet: 1, kurus: 16_200 }, { ad: 'Soğuk İçecekler', adet: 3, kurus: 12_000 },
    ]);
    // KDV: every rate's gross adds up to the sales; the check discount is spread over the check's lines
    expect(r.kdv.reduce((s: number, k: Json) => s + k.brutKurus, 0)).toBe(r.satisKurus);
    expect(r.kdv.map((k: Json) => k.oran)).toEqual([10, 20]);
    for (const k of r.kdv) expect(k.netKurus + k.kdvKurus).toBe(k.brutKurus);
    expect(r.kdv[1]).toEqual({ oran: 20, brutKurus: 12_000, netKurus: 10_000, kdvKurus: 2_000 });
    expect(r.indirim).toEqual({ kalemKurus: 1_800, adisyonKurus: 2_000, adet: 2 });
    expect(r.ikramlar).toEqual([expect.objectContaining({ ad: 'Çay', kurus: 2_500, neden: 'Müdavim' })]);
    expect(r.iptaller).toEqual([expect.objectContaining({ ad: 'Limonata', kurus: 8_500, neden: 'Yanlış sipariş' })]);
    expect(r.garsonlar.map((x: Json) => x.id).sort()).toEqual([garson, sahip.id].sort());
    await uygula(b, sonuc);

    expect(await scalar('SELECT fark_kurus FROM cafe_gunsonu WHERE isletme_id = ? AND no = 1', v)).toBe(-500);
    expect(await scalar("SELECT durum FROM cafe_gun WHERE id = ?", g)).toBe('kapali');
  });

  it('twice in parallel: one report, its payment sums equal the payments', async () => {
    const v = await mekan();
    const m = await masa(v);
    const g = await gun(v, '2026-03-05', '2026-03-05T05:00:00.000Z');
    await adisyon({ isletmeId: v, masaId: m, gunId: g, acilis: '2026-03-05T08:00:00.000Z', kalemler: [{ ad: 'Latte', kategori: 'Kahveler', birim: 11_000 }], odemeler: [{ odeme: 'kart', tutar: 11_000, zaman: '2026-03-05T08:30:00.000Z' }] });
    await adisyon({ isletmeId: v, masaId: m, gunId: g, acilis: '2026-03-05T09:00:00.000Z', kalemler: [{ ad: 'Espresso', kategori: 'Kahveler', birim: 7_000 }], odemeler: [{ odeme: 'nakit', tutar: 7_000, zaman: '2026-03-05T09:30:00.000Z' }] });
    const calistir = async (sayilan: number) => {
      const b = baglam(v, sahip, '2026-03-05T21:00:00.000Z');
      const sonuc = await gunsonu(b, { tur: 'gunsonu', sayilanNakitKurus: sayilan, okcZKurus: null, aciklama: '', devret: false });
      await uygula(b, sonuc);
      return sonuc;
    };
    const sonuclar = await Promise.allSettled([calistir(7_000), calistir(6_000)]);
    expect(sonuclar.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    expect(await scalar('SELECT count(*) FROM cafe_gunsonu WHERE isletme_id = ?', v)).toBe(1);
    expect(await scalar('SELECT count(*) FROM adisyon_islem WHERE isletme_id = ? AND tur = ?', v, 'gunsonu')).toBe(1);
    const rapor = JSON.parse((await scalar<string>('SELECT rapor FROM cafe_gunsonu WHERE isletme_id = ?', v))!);
    expect(rapor.tahsilatKurus).toBe(await scalar('SELECT sum(tutar_kurus) FROM adisyon_odeme WHERE isletme_id = ?', v));
    expect(rapor.odemeler).toEqual([{ odeme: 'nakit', adet: 1, kurus: 7_000 }, { odeme: 'kart', adet: 1, kurus: 11_000 }]);
    // and once it is closed, a third attempt is refused
    await reddedildi(gunsonu(baglam(v, sahip, '2026-03-05T21:01:00.000Z'), { tur: 'gunsonu', sayilanNakitKurus: 0, okcZKurus: null, aciklama: '', devret: false }), 409, 'NO_OPEN_DAY');
  });
});

describe('through the API (venue A)', () => {
  let gunId: number;
  let gunsonuId: number;
  let gecCek: { id: number; no: number };
  let masaId: number;
  let kasaSatir: number;

  beforeAll(async () => {
    // cutoff 05:00 in A; the day opened on 9 March evening, a check paid at 01:30 on 10 March (local) is in it
    await db().prepare('INSERT INTO isletme_parametre (isletme_id, gun_donumu_saat) VALUES (?, 5) ON CONFLICT (isletme_id) DO UPDATE SET gun_donumu_saat = 5').bind(A).run();
    masaId = await masa(A, 'Masa 5');
    const eski = await gun(A, '2026-03-08', '2026-03-08T06:00:00.000Z', 10_000);
    await adisyon({ isletmeId: A, masaId, gunId: eski, acilis: '2026-03-08T09:00:00.000Z', kalemler: [{ ad: 'Su', kategori: 'Soğuk İçecekler', birim: 1_500 }], odemeler: [{ odeme: 'nakit', tutar: 1_500, zaman: '2026-03-08T09:10:00.000Z' }] });
    const b0 = baglam(A, sahip, '2026-03-08T20:00:00.000Z');
    await uygula(b0, await gunsonu(b0, { tur: 'gunsonu', sayilanNakitKurus: 11_500, okcZKurus: null, aciklama: '', devret: false }));
    gunsonuId = (await scalar<number>('SELECT id FROM cafe_gunsonu WHERE gun_id = ?', eski))!;

    const b = baglam(A, sahip, '2026-03-09T17:00:00.000Z');
    await uygula(b, await gunAc(b, { tur: 'gunAc', acilisKasasiKurus: 0 }));
    gunId = (await scalar<number>("SELECT id FROM cafe_gun WHERE isletme_id = ? AND durum = 'acik'", A))!;
    gecCek = await adisyon({ isletmeId: A, masaId, gunId, garsonId: w.user.waiter.id, acilis: '2026-03-09T20:00:00.000Z', kullaniciId: sahip.id,
      kalemler: [{ ad: 'Sahlep', kategori: 'Sıcak İçecekler', birim: 9_500 }], odemeler: [{ odeme: 'nakit', tutar: 9_500, zaman: '2026-03-09T22:30:00.000Z' }] });
    await db().prepare("INSERT INTO adisyon_islem (isletme_id, islem_id, tur, adisyon_id, masa_id, kullanici_id, ozet, cevap, zaman) VALUES (?, 'gecmis-0001', 'kalemEkle', ?, ?, ?, '{\"kalemler\":[{\"ad\":\"Sahlep\",\"adet\":1}]}', '{}', '2026-03-09T20:00:00.000Z')")
      .bind(A, gecCek.id, masaId, w.user.waiter.id).run();
    kasaSatir = (await scalar<number>('SELECT id FROM kasa WHERE adisyon_id = ?', gecCek.id))!;
  });

  it('a check paid at 01:30 with cutoff 05:00 is in the previous business day: X report, check report', async () => {
    const x = await data(await get('/xrapor'));
    expect(x.rapor).toMatchObject({ gunId, isGunu: '2026-03-09', satisKurus: 9_500, adisyon: { adet: 1, ilkNo: gecCek.no } });
    expect(x.rapor.odemeler).toEqual([{ odeme: 'nakit', adet: 1, kurus: 9_500 }]);
    const dun = await data(await get('/adisyon-rapor?bas=2026-03-09&bit=2026-03-09'));
    expect(dun.satirlar.map((s: Json) => s.no)).toEqual([gecCek.no]);
    expect(dun.toplam).toEqual({ adet: 1, toplamKurus: 9_500, odenenKurus: 9_500 });
    const bugun = await data(await get('/adisyon-rapor?bas=2026-03-10&bit=2026-03-10'));
    expect(bugun.satirlar).toEqual([]);
    expect((await data(await get(`/adisyon-rapor?bas=2026-03-09&bit=2026-03-09&odeme=kart`))).satirlar).toEqual([]);
    expect((await data(await get(`/adisyon-rapor?bas=2026-03-01&bit=2026-03-31&garson=${w.user.waiter.id}`))).satirlar.map((s: Json) => s.no)).toEqual([gecCek.no]);
  });

  it('the day end of that day holds the 01:30 payment too', async () => {
    const b = baglam(A, sahip, '2026-03-10T01:00:00.000Z');
    const sonuc = await gunsonu(b, { tur: 'gunsonu', sayilanNakitKurus: 9_500, okcZKurus: null, aciklama: '', devret: false });
    expect(sonuc.veri).toMatchObject({ isGunu: '2026-03-09', farkKurus: 0 });
    expect((sonuc.veri as Json).rapor.odemeler).toEqual([{ odeme: 'nakit', adet: 1, kurus: 9_500 }]);
    await uygula(b, sonuc);
    const liste = await data(await get('/gun'));
    expect(liste.acik).toBeNull();
    expect(liste.gunler[0]).toMatchObject({ isGunu: '2026-03-09', adisyonAdet: 1, satisKurus: 9_500, nakitKurus: 9_500, gunsonu: { no: 2, farkKurus: 0 } });
  });

  it('a day end reads back frozen; a correction is a new row and the report does not change', async () => {
    const once = await data(await get(`/gunsonu/${gunsonuId}`));
    expect(once).toMatchObject({ no: 1, isGunu: '2026-03-08', beklenenNakitKurus: 11_500, sayilanNakitKurus: 11_500, farkKurus: 0, duzeltmeler: [] });
    const yanlis = await call('POST', `${P}/gunsonu/${gunsonuId}/duzeltme`, { token: owner, venue: A, body: { alan: 'sayilan_nakit', yeniKurus: 11_000 } });
    expect(yanlis.status).toBe(400);
    const d = await data(await call('POST', `${P}/gunsonu/${gunsonuId}/duzeltme`, { token: owner, venue: A, body: { alan: 'sayilan_nakit', yeniKurus: 11_000, neden: 'Yeniden sayıldı' } }), 201);
    expect(d.duzeltmeler).toEqual([expect.objectContaining({ alan: 'sayilan_nakit', eskiKurus: 11_500, yeniKurus: 11_000, neden: 'Yeniden sayıldı' })]);
    expect(d.sayilanNakitKurus).toBe(11_500);
    expect(d.rapor).toEqual(once.rapor);
    expect((await call('GET', `${P}/gunsonu/${gunsonuId}`, { token: await login(w.user.cOwner.email), venue: C })).status).toBe(404);
  });

  it('a check opens read-only with its lines, payments and history; another venue gets 404', async () => {
    const d = await data(await get(`/adisyon-rapor/${gecCek.id}`));
    expect(d.adisyon).toMatchObject({ id: gecCek.id, masa: 'Masa 5', durum: 'kapali', odemeler: 'nakit' });
    expect(d.kalemler).toEqual([expect.objectContaining({ ad: 'Sahlep', tutarKurus: 9_500 })]);
    expect(d.odemeler).toEqual([expect.objectContaining({ odeme: 'nakit', tutarKurus: 9_500 })]);
    expect(d.gecmis).toEqual([expect.objectContaining({ tur: 'kalemEkle', kullanici: 'Test garson', ozet: { kalemler: [{ ad: 'Sahlep', adet: 1 }] } })]);
    expect((await call('GET', `${P}/adisyon-rapor/${gecCek.id}`, { token: await login(w.user.cOwner.email), venue: C })).status).toBe(404);
    const csv = await get('/adisyon-rapor/disa-aktar?bas=2026-03-09&bit=2026-03-09');
    expect(csv.status).toBe(200);
    const text = new TextDecoder().decode(await csv.arrayBuffer());
    expect(text).toContain(`${gecCek.no};2026-03-09;Masa 5;Test garson;Kapalı`);
    expect(text).toContain('95,00');
  });

  it("the cafe's cash book shows a check payment in words with its check, and refuses to edit or delete it", async () => {
    const liste = await data(await get('/kasa?bas=2026-03-09&bit=2026-03-09'));
    const satir = liste.satirlar.find((s: Json) => s.id === kasaSatir);
    expect(satir).toMatchObject({ kaynak: 'adisyon', sistem: { tur: 'adisyonOdemesi', param: { no: String(gecCek.no) } }, adisyon: { id: gecCek.id, no: gecCek.no } });
    const put = await call('PUT', `${P}/kasa/${kasaSatir}`, { token: owner, venue: A, body: { tur: 'gelir', odeme: 'nakit', tutarKurus: 1, tarih: '2026-03-09T10:00', aciklama: '' } });
    expect(put.status).toBe(409);
    expect((await json(put)).errorCode).toBe('CHECK_PAYMENT');
    const del = await call('DELETE', `${P}/kasa/${kasaSatir}`, { token: owner, venue: A });
    expect(del.status).toBe(409);
    expect(await scalar('SELECT tutar_kurus FROM kasa WHERE id = ?', kasaSatir)).toBe(9_500);
    const csv = new TextDecoder().decode(await (await get('/kasa/disa-aktar?bas=2026-03-09&bit=2026-03-09')).arrayBuffer());
    expect(csv).toContain(`Adisyon ödemesi · #${gecCek.no}`);
  });

  it('transfer logs: table moves and line moves apart, filtered by table and user, exported', async () => {
    const hedef = await masa(A, 'Masa 7');
    const g = (await scalar<number>('SELECT id FROM cafe_gun WHERE isletme_id = ? ORDER BY id DESC LIMIT 1', A))!;
    const k1 = await adisyon({ isletmeId: A, masaId: hedef, gunId: g, acilis: '2026-03-09T19:00:00.000Z', kalemler: [{ ad: 'Tost', kategori: 'Atıştırmalık', birim: 12_000 }], odemeler: [{ odeme: 'kart', tutar: 12_000, zaman: '2026-03-09T19:30:00.000Z' }] });
    await db().prepare(`INSERT INTO cafe_transfer (isletme_id, tur, kaynak_masa_id, hedef_masa_id, kaynak_adisyon_id, hedef_adisyon_id, kalemler, tutar_kurus, kullanici_id, zaman) VALUES
      (?1, 'masa', ?2, ?3, ?4, ?4, '[]', 12000, ?5, '2026-03-09T19:10:00.000Z'),
      (?1, 'kalem', ?3, ?2, ?4, ?6, '[{"ad":"Tost","adet":1,"tutarKurus":12000}]', 12000, ?7, '2026-03-09T19:20:00.000Z')`)
      .bind(A, masaId, hedef, k1.id, w.user.waiter.id, gecCek.id, sahip.id).run();
    const masaLog = await data(await get('/transfer/masa?bas=2026-03-09&bit=2026-03-09'));
    expect(masaLog.satirlar).toEqual([expect.objectContaining({ tur: 'masa', kaynakMasa: 'Masa 5', hedefMasa: 'Masa 7', kullanici: 'Test garson' })]);
    const kalemLog = await data(await get('/transfer/adisyon?bas=2026-03-09&bit=2026-03-09'));
    expect(kalemLog.satirlar).toEqual([expect.objectContaining({ tur: 'kalem', kalemler: [{ ad: 'Tost', adet: 1, tutarKurus: 12_000 }], hedefNo: gecCek.no })]);
    expect((await data(await get(`/transfer/adisyon?bas=2026-03-09&bit=2026-03-09&kullanici=${w.user.waiter.id}`))).satirlar).toEqual([]);
    expect((await data(await get(`/transfer/masa?bas=2026-03-09&bit=2026-03-09&masa=${hedef}`))).satirlar).toHaveLength(1);
    const csv = new TextDecoder().decode(await (await get('/transfer/adisyon/disa-aktar?bas=2026-03-09&bit=2026-03-09')).arrayBuffer());
    expect(csv).toContain('1 × Tost');
    const bad = await get('/transfer/masa?bas=2026-03-10&bit=2026-03-01');
    expect(bad.status).toBe(400);
    expect((await json(bad)).errorDetail).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
  });
});

it('gunAcIfadeleri opens a day in the caller’s batch (the engine’s automatic opening)', async () => {
  const v = await mekan(0);
  const { ifadeler, isGunu } = await gunAcIfadeleri(db(), v, null, '2026-04-01T07:00:00.000Z');
  expect(isGunu).toBe('2026-04-01');
  await db().batch(ifadeler);
  expect(await scalar("SELECT count(*) FROM cafe_gun WHERE isletme_id = ? AND durum = 'acik'", v)).toBe(1);
});

describe('through the venue\'s live object (POST /api/isletme/cafe/islem)', () => {
  const islem = (body: Record<string, unknown>, token = owner) => call('POST', `${P}/islem`, { token, venue: A, body });
  const kimlik = () => `test-${Math.random().toString(36).slice(2, 14)}`;

  it('opens the day, then two day ends sent at once make one report (the other 409), its sums equal the payments', async () => {
    await db().prepare("UPDATE cafe_gun SET durum = 'kapali', kapanis_zamani = '2026-03-11T00:00:00.000Z' WHERE isletme_id = ? AND durum = 'acik'").bind(A).run();
    const acildi = await data(await islem({ islemId: kimlik(), tur: 'gunAc', acilisKasasiKurus: 30_000 }), 201);
    expect(acildi.acilisKasasiKurus).toBe(30_000);
    const refused = await islem({ islemId: kimlik(), tur: 'gunAc', acilisKasasiKurus: 0 });
    expect(refused.status).toBe(409);
    const gunId = (await scalar<number>("SELECT id FROM cafe_gun WHERE isletme_id = ? AND durum = 'acik'", A))!;
    const m = await masa(A, 'Paralel Masa');
    await adisyon({ isletmeId: A, masaId: m, gunId, acilis: new Date().toISOString(), kalemler: [{ ad: 'Latte', kategori: 'Kahveler', birim: 11_000 }], odemeler: [{ odeme: 'nakit', tutar: 11_000, zaman: new Date().toISOString() }] });
    const [r1, r2] = await Promise.all([
      islem({ islemId: kimlik(), tur: 'gunsonu', sayilanNakitKurus: 41_000 }),
      islem({ islemId: kimlik(), tur: 'gunsonu', sayilanNakitKurus: 40_000 }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([201, 409]);
    expect(await scalar('SELECT count(*) FROM cafe_gunsonu WHERE gun_id = ?', gunId)).toBe(1);
    const rapor = JSON.parse((await scalar<string>('SELECT rapor FROM cafe_gunsonu WHERE gun_id = ?', gunId))!);
    expect(rapor.tahsilatKurus).toBe(await scalar('SELECT sum(tutar_kurus) FROM adisyon_odeme WHERE gun_id = ?', gunId));
    expect(rapor.nakit.beklenenKurus).toBe(41_000);
    // a waiter may not run either
    expect((await islem({ islemId: kimlik(), tur: 'gunAc', acilisKasasiKurus: 0 }, await login(w.user.waiter.email))).status).toBe(403);
  });
});

it('the parameters carry the automatic working day switch, logged like every parameter; left out it stays', async () => {
  const govde = (ek: Record<string, unknown>) => ({
    ad: 'Kahve Durağı', adres: '', sehir: 'Antalya', telefon: '', vergiNo: null, saatDilimi: 'Europe/Istanbul', gunDonumuSaat: 5, odemeYontemleri: ['nakit', 'kart', 'havale'],
    kdvOranlari: [1, 10, 20], varsayilanKdv: 10, fisUstBilgi: '', fisAltBilgi: '', misafirDilleri: ['tr'], paraGosterimi: 'sembol_sonra', ...ek,
  });
  const put = (ek: Record<string, unknown>) => call('PUT', '/api/isletme/parametre', { token: owner, venue: A, body: govde(ek) });
  expect((await put({ cafeGunOtomatik: true })).status).toBe(200);
  expect(await scalar('SELECT cafe_gun_otomatik FROM isletme_parametre WHERE isletme_id = ?', A)).toBe(1);
  expect(await scalar("SELECT yeni FROM parametre_log WHERE isletme_id = ? AND alan = 'cafeGunOtomatik' ORDER BY id DESC LIMIT 1", A)).toBe('1');
  expect((await data(await call('GET', '/api/isletme/parametre', { token: owner, venue: A }))).cafeGunOtomatik).toBe(true);
  expect((await put({})).status).toBe(200);
  expect(await scalar('SELECT cafe_gun_otomatik FROM isletme_parametre WHERE isletme_id = ?', A)).toBe(1);
  expect((await put({ cafeGunOtomatik: 'evet' })).status).toBe(400);
  expect((await put({ cafeGunOtomatik: false })).status).toBe(200);
  expect(await scalar('SELECT cafe_gun_otomatik FROM isletme_parametre WHERE isletme_id = ?', A)).toBe(0);
});
