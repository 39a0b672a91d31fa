import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { json, scalar, type Json } from '../fixtures';
import { cafeKur, islem, islemGonder, siparisVer, soket, yeniIslemId, TAKIP } from './fixtures';
import { call } from '../fixtures';

describe('cafe checks: ordering', () => {
  it('a free table gets a numbered check with the lines sent as one order; the next order adds to it', async () => {
    const k = await cafeKur();
    const d1 = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 2, 'şekersiz'], [k.urun.su, 1]]);
    expect(d1.adisyon).toMatchObject({ no: 1, masaId: k.masalar[0], durum: 'acik', toplamKurus: 19500, surum: 1 });
    expect(d1.adisyon.kalemler.map((x: { ad: string; adet: number; not: string }) => [x.ad, x.adet, x.not])).toEqual([['Türk Kahvesi', 2, 'şekersiz'], ['Su', 1, '']]);
    expect(d1.siparisId).toBeGreaterThan(0);
    const d2 = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.tost, 1]], { adisyonId: d1.adisyon.id });
    expect(d2.adisyon).toMatchObject({ id: d1.adisyon.id, toplamKurus: 33500, surum: 2 });
    expect(d2.adisyon.siparisler).toHaveLength(2);
    const d3 = await siparisVer(k.garson, k.isletmeId, k.masalar[1]!, [[k.urun.cay, 3]]);
    expect(d3.adisyon.no).toBe(2);
  });

  it('refuses unknown and sold-out products, foreign tables and bad input; nothing is written', async () => {
    const k = await cafeKur();
    const b = await cafeKur();
    const sold = await islemGonder(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], kalemler: [{ urunId: k.urun.tukendi, adet: 1 }] });
    expect(sold.status).toBe(409);
    expect((await json(sold)).errorDetail).toBe('Menemen tükendi.');
    expect((await islemGonder(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], kalemler: [{ urunId: b.urun.kahve, adet: 1 }] })).status).toBe(404);
    expect((await islemGonder(k.garson, k.isletmeId, { tur: 'siparis', masaId: b.masalar[0], kalemler: [{ urunId: k.urun.kahve, adet: 1 }] })).status).toBe(404);
    const bad = await islemGonder(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], kalemler: [{ urunId: k.urun.kahve, adet: 0 }] });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errorCode).toBe('VALIDATION');
    const en = await call('POST', '/api/isletme/cafe/islem', { token: k.garson, venue: k.isletmeId, lang: 'en', body: { islemId: yeniIslemId(), tur: 'nope' } });
    expect((await json(en)).errorDetail).toBe('Unknown operation.');
    expect(await scalar('SELECT count(*) FROM adisyon WHERE isletme_id = ?', k.isletmeId)).toBe(0);
  });

  it('with no open working day the waiter is told to ask the cashier, unless the venue lets the day open itself', async () => {
    const k = await cafeKur({ gunAcik: false });
    const res = await islemGonder(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], kalemler: [{ urunId: k.urun.kahve, adet: 1 }] });
    expect(res.status).toBe(409);
    expect((await json(res)).errorDetail).toBe('Açık çalışma günü yok. Kasiyerden günü açmasını isteyin.');
    await env.DB.prepare('UPDATE isletme_parametre SET cafe_gun_otomatik = 1 WHERE isletme_id = ?').bind(k.isletmeId).run();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 1]]);
    expect(d.adisyon.gunId).toBe(await scalar("SELECT id FROM cafe_gun WHERE isletme_id = ? AND durum = 'acik'", k.isletmeId));
  });

  it('replay: the same operation id sent 20 times is applied once and answers the same every time', async () => {
    const k = await cafeKur();
    const body = { islemId: yeniIslemId(), tur: 'siparis', masaId: k.masalar[0], kalemler: [{ urunId: k.urun.kahve, adet: 1 }] };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/isletme/cafe/islem', { token: k.garson, venue: k.isletmeId, body }).then(async (r) => ({ s: r.status, t: await r.text() }))));
    expect(new Set(answers.map((a) => a.s))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.t)).size).toBe(1);
    expect(await scalar('SELECT count(*) FROM adisyon_kalem WHERE isletme_id = ?', k.isletmeId)).toBe(1);
    expect(await scalar('SELECT count(*) FROM adisyon_islem WHERE isletme_id = ?', k.isletmeId)).toBe(1);
  });

  it('C4: 10 waiters × 20 parallel adds on one check → exactly 200 lines, the exact total, no 5xx', async () => {
    const k = await cafeKur();
    const ilk = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.su, 1]]);
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      islemGonder(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], adisyonId: ilk.adisyon.id, kalemler: [{ urunId: i % 2 ? k.urun.cay : k.urun.kahve, adet: 1 }] }).then((r) => r.status)));
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await scalar('SELECT count(*) FROM adisyon_kalem WHERE adisyon_id = ?', ilk.adisyon.id)).toBe(201);
    const a = await json(await call('GET', `/api/isletme/cafe/masa/${k.masalar[0]}`, { token: k.garson, venue: k.isletmeId }));
    expect(a.data.adisyon.toplamKurus).toBe(1500 + 100 * 9000 + 100 * 2500);
    expect(a.data.adisyon.surum).toBe(201);
    expect(await scalar("SELECT count(*) FROM adisyon WHERE isletme_id = ? AND durum = 'acik'", k.isletmeId)).toBe(1);
  }, 60_000);

  it('two waiters starting the same free table at once both keep their lines on one check', async () => {
    const k = await cafeKur();
    const [a, b] = await Promise.all([
      siparisVer(k.garson, k.isletmeId, k.masalar[2]!, [[k.urun.kahve, 1]]),
      siparisVer(k.sahip, k.isletmeId, k.masalar[2]!, [[k.urun.cay, 1]]),
    ]);
    expect(a.adisyon.id === b.adisyon.id).toBe(true);
    expect(await scalar('SELECT count(*) FROM adisyon_kalem WHERE adisyon_id = ?', a.adisyon.id)).toBe(2);
  });
});

describe('cafe checks: complimentary, void, discount', () => {
  it('void and complimentary need their own permission and a reason; the voided line stays visible at 0', async () => {
    const k = await cafeKur();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 3], [k.urun.tost, 1]]);
    const kahve = d.adisyon.kalemler[0].id;
    expect((await islemGonder(k.garson, k.isletmeId, { tur: 'iptal', adisyonId: d.adisyon.id, kalemId: kahve, adet: 1, neden: 'yanlış sipariş' })).status).toBe(403);
    expect((await islemGonder(k.sahip, k.isletmeId, { tur: 'iptal', adisyonId: d.adisyon.id, kalemId: kahve, adet: 1, neden: '  ' })).status).toBe(400);
    const v = await islem(k.sahip, k.isletmeId, { tur: 'iptal', adisyonId: d.adisyon.id, kalemId: kahve, adet: 1, neden: 'yanlış sipariş' });
    expect(v.adisyon.toplamKurus).toBe(2 * 9000 + 14000);
    const satirlar = v.adisyon.kalemler.map((x: { ad: string; adet: number; durum: string; tutarKurus: number; neden: string }) => [x.ad, x.adet, x.durum, x.tutarKurus, x.neden]);
    expect(satirlar).toEqual([['Türk Kahvesi', 2, 'aktif', 18000, ''], ['Kaşarlı Tost', 1, 'aktif', 14000, ''], ['Türk Kahvesi', 1, 'iptal', 0, 'yanlış sipariş']]);
    const i = await islem(k.sahip, k.isletmeId, { tur: 'ikram', adisyonId: d.adisyon.id, kalemId: d.adisyon.kalemler[1].id, adet: 1, neden: 'doğum günü' });
    expect(i.adisyon.toplamKurus).toBe(18000);
    expect((await islemGonder(k.sahip, k.isletmeId, { tur: 'ikram', adisyonId: d.adisyon.id, kalemId: kahve, adet: 5, neden: 'x' })).status).toBe(409);
  });

  it('line and check discounts (percent and amount) need the permission and never exceed the amount', async () => {
    const k = await cafeKur();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 2], [k.urun.cay, 2]]);
    expect((await islemGonder(k.garson, k.isletmeId, { tur: 'indirim', adisyonId: d.adisyon.id, indirimTur: 'yuzde', deger: 10 })).status).toBe(403);
    const l = await islem(k.kasiyer, k.isletmeId, { tur: 'indirim', adisyonId: d.adisyon.id, kalemId: d.adisyon.kalemler[0].id, indirimTur: 'tutar', deger: 1000 });
    expect(l.adisyon.toplamKurus).toBe(17000 + 5000);
    const c = await islem(k.kasiyer, k.isletmeId, { tur: 'indirim', adisyonId: d.adisyon.id, indirimTur: 'yuzde', deger: 10 });
    expect(c.adisyon).toMatchObject({ indirimKurus: 2200, toplamKurus: 19800 });
    expect((await islemGonder(k.kasiyer, k.isletmeId, { tur: 'indirim', adisyonId: d.adisyon.id, indirimTur: 'yuzde', deger: 150 })).status).toBe(400);
    expect((await islemGonder(k.kasiyer, k.isletmeId, { tur: 'indirim', adisyonId: d.adisyon.id, indirimTur: 'tutar', deger: 99999 })).status).toBe(422);
  });
});

describe('cafe checks: payment', () => {
  it('split equally in three: 100,00 ₺ is 33,34 + 33,33 + 33,33, mixed methods, change given; the last payment closes the check and frees the table', async () => {
    const k = await cafeKur();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 1], [k.urun.su, 1]]);
    expect((await islemGonder(k.garson, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: 100 }] })).status).toBe(403);
    await islem(k.kasiyer, k.isletmeId, { tur: 'indirim', adisyonId: d.adisyon.id, indirimTur: 'tutar', deger: 500 });
    const p1 = await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: 3334, alinanKurus: 5000 }] });
    expect(p1).toMatchObject({ paraUstuKurus: 1666, kapandi: false });
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: 3333 }] });
    const fazla = await islemGonder(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: 3334 }] });
    expect(fazla.status).toBe(422);
    expect((await json(fazla)).errorDetail).toBe('Kalan tutar 33,33 ₺; daha fazlası alınamaz.');
    const son = await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: 2000 }, { odeme: 'nakit', tutarKurus: 1333 }] });
    expect(son).toMatchObject({ kapandi: true, adisyon: { durum: 'kapali', odenenKurus: 10000, toplamKurus: 10000 } });
    expect(await scalar("SELECT sum(tutar_kurus) FROM kasa WHERE isletme_id = ? AND kaynak = 'adisyon' AND adisyon_id = ?", k.isletmeId, d.adisyon.id)).toBe(10000);
    const masa = await json(await call('GET', `/api/isletme/cafe/masa/${k.masalar[0]}`, { token: k.garson, venue: k.isletmeId }));
    expect(masa.data.adisyon).toBeNull();
    const ek = await islemGonder(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], adisyonId: d.adisyon.id, kalemler: [{ urunId: k.urun.cay, adet: 1 }] });
    expect(ek.status).toBe(409);
    expect((await json(ek)).errorDetail).toBe('#1 numaralı adisyon kapandı; ekleme yapılamaz.');
  });

  it('split by items pays exactly the chosen lines with their share of the check discount; veresiye goes to the customer ledger', async () => {
    const k = await cafeKur();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 1], [k.urun.tost, 1]]);
    await islem(k.kasiyer, k.isletmeId, { tur: 'indirim', adisyonId: d.adisyon.id, indirimTur: 'yuzde', deger: 10 });
    const yanlis = await islemGonder(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, kalemIdler: [d.adisyon.kalemler[0].id], odemeler: [{ odeme: 'kart', tutarKurus: 9000 }] });
    expect((await json(yanlis)).errorDetail).toBe('Seçilen kalemlerin tutarı 81,00 ₺; ödeme bu tutar kadar olmalı.');
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, kalemIdler: [d.adisyon.kalemler[0].id], odemeler: [{ odeme: 'kart', tutarKurus: 8100 }] });
    expect((await islemGonder(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'veresiye', tutarKurus: 12600 }] })).status).toBe(409);
    const musteri = await env.DB.prepare("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Ayşe Yılmaz', '+905321112233') RETURNING id").bind(k.isletmeId).first<{ id: number }>();
    await islem(k.sahip, k.isletmeId, { tur: 'musteri', adisyonId: d.adisyon.id, musteriId: musteri!.id });
    const son = await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, kalemIdler: [d.adisyon.kalemler[1].id], odemeler: [{ odeme: 'veresiye', tutarKurus: 12600 }] });
    expect(son.kapandi).toBe(true);
    expect(await scalar("SELECT sum(tutar_kurus) FROM cari WHERE musteri_id = ? AND tur = 'borc' AND kaynak = 'adisyon'", musteri!.id)).toBe(12600);
  });

  it('C6: paying in full races 30 adds → each add is either on the paid check or refused with 409; never a lost line', async () => {
    const k = await cafeKur();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 1]]);
    const adds = Array.from({ length: 30 }, () => islemGonder(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], adisyonId: d.adisyon.id, kalemler: [{ urunId: k.urun.cay, adet: 1 }] }).then((r) => r.status));
    // pay what is on the check at the moment the payment runs: read it inside the race
    const pay = (async () => {
      for (;;) {
        const m = await json(await call('GET', `/api/isletme/cafe/masa/${k.masalar[0]}`, { token: k.kasiyer, venue: k.isletmeId }));
        const a = m.data.adisyon;
        const r = await islemGonder(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: a.id, odemeler: [{ odeme: 'kart', tutarKurus: a.toplamKurus - a.odenenKurus }] });
        if (r.status === 200 && (await json(r)).data.kapandi) return;
      }
    })();
    const [statuses] = await Promise.all([Promise.all(adds), pay]);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const accepted = statuses.filter((s) => s === 200).length;
    expect(await scalar('SELECT count(*) FROM adisyon_kalem WHERE adisyon_id = ?', d.adisyon.id)).toBe(1 + accepted);
    expect(await scalar('SELECT toplam_kurus - odenen_kurus FROM adisyon WHERE id = ?', d.adisyon.id)).toBe(0);
    expect(await scalar("SELECT durum FROM adisyon WHERE id = ?", d.adisyon.id)).toBe('kapali');
  });
});

describe('cafe checks: transfers', () => {
  it('moves a check to a free table, refuses a taken one, merges two checks and moves some lines — each logged', async () => {
    const k = await cafeKur();
    const [m1, m2, m3, m4] = k.masalar as [number, number, number, number];
    const a = await siparisVer(k.garson, k.isletmeId, m1, [[k.urun.kahve, 2]]);
    const b = await siparisVer(k.garson, k.isletmeId, m2, [[k.urun.cay, 4]]);
    const dolu = await islemGonder(k.garson, k.isletmeId, { tur: 'tasi', adisyonId: a.adisyon.id, hedefMasaId: m2 });
    expect(dolu.status).toBe(409);
    expect((await json(dolu)).errorDetail).toBe('Masa 2 dolu; taşımak yerine birleştirin.');
    const t = await islem(k.garson, k.isletmeId, { tur: 'tasi', adisyonId: a.adisyon.id, hedefMasaId: m3 });
    expect(t.kaynak).toBeNull();
    expect(t.adisyon).toMatchObject({ id: a.adisyon.id, masaId: m3 });
    const birles = await islem(k.garson, k.isletmeId, { tur: 'birlestir', adisyonId: b.adisyon.id, hedefAdisyonId: a.adisyon.id });
    expect(birles.adisyon).toMatchObject({ id: a.adisyon.id, toplamKurus: 18000 + 10000 });
    expect(await scalar('SELECT durum FROM adisyon WHERE id = ?', b.adisyon.id)).toBe('birlesti');
    const cay = birles.adisyon.kalemler.find((x: { ad: string }) => x.ad === 'Çay');
    const kt = await islem(k.garson, k.isletmeId, { tur: 'kalemTasi', adisyonId: a.adisyon.id, hedefMasaId: m4, kalemler: [{ kalemId: cay.id, adet: 3 }] });
    expect(kt.adisyon).toMatchObject({ masaId: m4, toplamKurus: 7500 });
    expect(kt.kaynak).toMatchObject({ id: a.adisyon.id, toplamKurus: 18000 + 2500 });
    const log = await env.DB.prepare('SELECT tur, kaynak_masa_id, hedef_masa_id, tutar_kurus, kalemler FROM cafe_transfer WHERE isletme_id = ? ORDER BY id').bind(k.isletmeId).all();
    expect(log.results.map((r) => [r.tur, r.kaynak_masa_id, r.hedef_masa_id, r.tutar_kurus])).toEqual([['masa', m1, m3, 18000], ['birlestir', m2, m3, 10000], ['kalem', m3, m4, 7500]]);
    expect(JSON.parse(log.results[2]!.kalemler as string)).toEqual([{ ad: 'Çay', adet: 3, tutarKurus: 7500 }]);
  });

  it('C5: transfers racing with edits leave every line in exactly one open check and never two open checks on a table', async () => {
    const k = await cafeKur();
    const [m1, m2, m3] = k.masalar as [number, number, number];
    const a = await siparisVer(k.garson, k.isletmeId, m1, [[k.urun.kahve, 1]]);
    await siparisVer(k.garson, k.isletmeId, m2, [[k.urun.cay, 1]]);
    const ops: Promise<number>[] = [];
    for (let i = 0; i < 20; i += 1) {
      ops.push(islemGonder(k.garson, k.isletmeId, { tur: 'siparis', masaId: [m1, m2, m3][i % 3], kalemler: [{ urunId: k.urun.su, adet: 1 }] }).then((r) => r.status));
      if (i % 5 === 0) ops.push(islemGonder(k.garson, k.isletmeId, { tur: 'tasi', adisyonId: a.adisyon.id, hedefMasaId: [m3, m1][i % 2] }).then((r) => r.status));
    }
    const statuses = await Promise.all(ops);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const perTable = await env.DB.prepare("SELECT masa_id, count(*) AS n FROM adisyon WHERE isletme_id = ? AND durum = 'acik' GROUP BY masa_id").bind(k.isletmeId).all<{ n: number }>();
    expect(perTable.results.every((r) => r.n === 1)).toBe(true);
    expect(await scalar(`SELECT count(*) FROM adisyon_kalem k JOIN adisyon a ON a.id = k.adisyon_id WHERE k.isletme_id = ? AND a.durum = 'acik'`, k.isletmeId)).toBe(22);
    const sums = await env.DB.prepare(`SELECT a.toplam_kurus, (SELECT sum(tutar_kurus) FROM adisyon_kalem WHERE adisyon_id = a.id) AS s FROM adisyon a WHERE a.isletme_id = ? AND a.durum = 'acik'`).bind(k.isletmeId).all<{ toplam_kurus: number; s: number }>();
    expect(sums.results.every((r) => r.toplam_kurus === r.s)).toBe(true);
  });
});

describe('cafe dashboard tile', () => {
  it('counts open checks and what they owe, the sales and average of checks closed in the open working day, and its busiest hour', async () => {
    const k = await cafeKur();
    const a = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 2]]);
    const b = await siparisVer(k.garson, k.isletmeId, k.masalar[1]!, [[k.urun.tost, 1]]);
    await siparisVer(k.garson, k.isletmeId, k.masalar[2]!, [[k.urun.cay, 3]]);
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: a.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: 18000 }] });
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: b.adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: 14000 }] });
    expect((await call('GET', '/api/isletme/ozet/cafe', { token: k.garson, venue: k.isletmeId })).status).toBe(403);
    const o = (await json(await call('GET', '/api/isletme/ozet/cafe', { token: k.kasiyer, venue: k.isletmeId }))).data;
    expect(o).toMatchObject({ acikAdisyon: 1, acikKurus: 7500, satisKurus: 32000, kapananAdisyon: 2, ortalamaKurus: 16000 });
    expect(o.yogunSaat).toBe(Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', hourCycle: 'h23' }).format(new Date())));
    const bos = await cafeKur({ gunAcik: false });
    expect((await json(await call('GET', '/api/isletme/ozet/cafe', { token: bos.kasiyer, venue: bos.isletmeId }))).data).toMatchObject({ gun: null, acikAdisyon: 0 });
  });
});

describe('cafe live socket', () => {
  const bekle = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it("a venue's socket hears its own changes only; a waiter's socket gets no cash events; other sites and no-permission users are refused", async () => {
    const k = await cafeKur();
    const b = await cafeKur();
    const garson = await soket(k.garson, k.isletmeId);
    const kasiyer = await soket(k.kasiyer, k.isletmeId);
    const yabanci = await soket(b.garson, b.isletmeId);
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 1]]);
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: 9000 }] });
    await bekle(100);
    const turler = (o: Json[]) => o.map((x) => x.tur);
    expect(turler(garson.olaylar)).toEqual(['merhaba', 'adisyon', 'adisyon']);
    expect(garson.olaylar[1]).toMatchObject({ masaId: k.masalar[0], adisyon: { id: d.adisyon.id, toplamKurus: 9000, surum: 1 } });
    expect(garson.olaylar[2]).toMatchObject({ masaId: k.masalar[0], adisyon: null });
    expect(turler(kasiyer.olaylar)).toEqual(['merhaba', 'adisyon', 'adisyon', 'kasa']);
    expect(turler(yabanci.olaylar)).toEqual(['merhaba']);
    for (const s of [garson, kasiyer, yabanci]) s.ws.close();

    const foreign = await call('GET', `/api/isletme/cafe/canli?isletme=${b.isletmeId}`, { token: k.garson, headers: { upgrade: 'websocket' }, origin: 'http://example.com' });
    expect(foreign.status).toBe(403);
    const site = await call('GET', `/api/isletme/cafe/canli?isletme=${k.isletmeId}`, { token: k.garson, headers: { upgrade: 'websocket' }, origin: 'https://evil.example' });
    expect(site.status).toBe(403);
    const { loginWith } = await import('../fixtures');
    const baskasi = await loginWith(k.isletmeId, ['isletme:qrmenu:kategori']);
    expect((await call('GET', `/api/isletme/cafe/canli?isletme=${k.isletmeId}`, { token: baskasi, headers: { upgrade: 'websocket' }, origin: 'http://example.com' })).status).toBe(403);
    expect(TAKIP).toBe('isletme:qrmenu:cafe-yonetim:masa-takip');
  });
});
