import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, json, scalar, type Json } from '../fixtures';
import { cafeKur, islem, islemGonder, siparisVer, yeniIslemId, type TestCafe } from './fixtures';
import { bolumDurumu } from '@lib/cafe/bolum';
import { esitBol } from '@lib/cafe/hesap';
import type { Adisyon } from '@lib/cafe/tipler';

/** A table's check split into sub-checks (bölüm) on the same table: by lines, a part of a quantity, seats, N equal. */

type Bolumlu = { id: number; no: number; tutarKurus: number; kalanKurus: number; odendi: boolean };
const durum = (a: Adisyon) => bolumDurumu(a);
const bolumler = (a: Adisyon): Bolumlu[] => durum(a).bolumler;
const satirSayisi = async (k: TestCafe) => ({
  bolum: await scalar('SELECT count(*) FROM adisyon_bolum WHERE isletme_id = ?', k.isletmeId),
  kalem: await scalar('SELECT count(*) FROM adisyon_kalem WHERE isletme_id = ?', k.isletmeId),
  odeme: await scalar('SELECT count(*) FROM adisyon_odeme WHERE isletme_id = ?', k.isletmeId),
  transfer: await scalar('SELECT count(*) FROM cafe_transfer WHERE isletme_id = ?', k.isletmeId),
});
async function reddet(k: TestCafe, token: string, body: Record<string, unknown>, status: number, mesaj: string) {
  const once = await satirSayisi(k);
  const res = await islemGonder(token, k.isletmeId, body);
  const j = await json(res);
  expect(res.status, JSON.stringify(j)).toBe(status);
  expect(j.errorDetail).toBe(mesaj);
  expect(await satirSayisi(k)).toEqual(once);
}
const ode = (k: TestCafe, adisyonId: number, bolumId: number, tutarKurus: number, odeme = 'kart') =>
  islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId, bolumId, odemeler: [{ odeme, tutarKurus }] });
const masaAdisyonu = async (k: TestCafe, masaId: number) => (await json(await call('GET', `/api/isletme/cafe/masa/${masaId}`, { token: k.garson, venue: k.isletmeId }))).data.adisyon as Adisyon | null;

describe('splitting a check on its table', () => {
  it('by item with a part of a quantity (3 of 5 çay): each sub-check is paid and closed on its own; the table is free after the last', async () => {
    const k = await cafeKur();
    const masa = k.masalar[0]!;
    const d = await siparisVer(k.garson, k.isletmeId, masa, [[k.urun.cay, 5], [k.urun.kahve, 1], [k.urun.tost, 1]]);
    const [cay, kahve, tost] = d.adisyon.kalemler as { id: number }[];
    // a waiter (guncelle) splits; the same operation id sent twice is applied once
    const islemId = yeniIslemId();
    const govde = { islemId, tur: 'bol', adisyonId: d.adisyon.id, bicim: 'kalem', parcalar: [[{ kalemId: cay!.id, adet: 3 }, { kalemId: kahve!.id, adet: 1 }], [{ kalemId: tost!.id, adet: 1 }]] };
    const r1 = await json(await call('POST', '/api/isletme/cafe/islem', { token: k.garson, venue: k.isletmeId, body: govde }));
    const r2 = await json(await call('POST', '/api/isletme/cafe/islem', { token: k.garson, venue: k.isletmeId, body: govde }));
    expect(r2.data).toEqual(r1.data);
    const a = r1.data.adisyon as Adisyon;
    expect(a.bolumler.map((b) => [b.no, b.tur])).toEqual([[1, 'kalem'], [2, 'kalem']]);
    expect(await scalar('SELECT count(*) FROM adisyon_bolum WHERE adisyon_id = ?', a.id)).toBe(2);
    // 3 of 5 çay went, 2 stay unsplit; the check's lines and total are as before
    expect(a.toplamKurus).toBe(5 * 2500 + 9000 + 14000);
    expect(a.kalemler.filter((x) => x.ad === 'Çay').map((x) => [x.adet, x.bolumId === null])).toEqual([[2, true], [3, false]]);
    const d0 = durum(a);
    expect(d0.bolumler.map((b) => b.tutarKurus)).toEqual([3 * 2500 + 9000, 14000]);
    expect(d0.bolunmemis.kalanKurus).toBe(5000);

    // paying a sub-check: the server's amount or nothing
    const [b1, b2] = d0.bolumler;
    await reddet(k, k.kasiyer, { tur: 'ode', adisyonId: a.id, bolumId: b1!.id, odemeler: [{ odeme: 'kart', tutarKurus: 1000 }] }, 422, 'Bölüm 1 tutarı 165,00 ₺; ödeme tam bu tutar olmalı.');
    // a waiter without the payment permission cannot pay it
    expect((await islemGonder(k.garson, k.isletmeId, { tur: 'ode', adisyonId: a.id, bolumId: b1!.id, odemeler: [{ odeme: 'kart', tutarKurus: 16500 }] })).status).toBe(403);
    const p1 = await ode(k, a.id, b1!.id, 16500);
    expect(p1.kapandi).toBe(false);
    expect(bolumler(p1.adisyon).map((b) => b.odendi)).toEqual([true, false]);
    expect(await scalar("SELECT count(*) FROM adisyon_bolum WHERE id = ? AND durum = 'odendi' AND kapanis IS NOT NULL", b1!.id)).toBe(1);
    // a paid sub-check's lines are closed to changes; paying it twice is refused
    await reddet(k, k.sahip, { tur: 'iptal', adisyonId: a.id, kalemId: kahve!.id, adet: 1, neden: 'yanlış' }, 409, 'Bu kalemin ödemesi alındı.');
    await reddet(k, k.kasiyer, { tur: 'ode', adisyonId: a.id, bolumId: b1!.id, odemeler: [{ odeme: 'kart', tutarKurus: 16500 }] }, 409, 'Bölüm 1 zaten ödendi.');
    await reddet(k, k.kasiyer, { tur: 'indirim', adisyonId: a.id, indirimTur: 'yuzde', deger: 10 }, 409, 'Bir bölümün ödemesi alındı; adisyon indirimi artık değişmez.');
    await reddet(k, k.garson, { tur: 'bolGeri', adisyonId: a.id, bolumId: b1!.id }, 409, 'Ödemesi alınmış bölüm geri alınamaz.');
    // the unsplit part takes at most what it owes
    await reddet(k, k.kasiyer, { tur: 'ode', adisyonId: a.id, odemeler: [{ odeme: 'nakit', tutarKurus: 5001 }] }, 422, 'Kalan tutar 50,00 ₺; daha fazlası alınamaz.');
    // a new order after the split lands in the unsplit part
    const e = await siparisVer(k.garson, k.isletmeId, masa, [[k.urun.su, 1]], { adisyonId: a.id });
    expect(durum(e.adisyon).bolunmemis.kalanKurus).toBe(6500);
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: a.id, odemeler: [{ odeme: 'nakit', tutarKurus: 6500 }] });
    const son = await ode(k, a.id, b2!.id, 14000, 'nakit');
    expect(son).toMatchObject({ kapandi: true, adisyon: { durum: 'kapali', toplamKurus: 37000, odenenKurus: 37000 } });
    expect(await masaAdisyonu(k, masa)).toBeNull();
    expect(await scalar('SELECT sum(tutar_kurus) FROM kasa WHERE isletme_id = ? AND adisyon_id = ?', k.isletmeId, a.id)).toBe(37000);
    expect(await scalar("SELECT count(*) FROM adisyon_bolum WHERE adisyon_id = ? AND durum = 'odendi'", a.id)).toBe(2);
    // the split is in the line transfer log, with what went into the new parts
    const log = (await json(await call('GET', `/api/isletme/cafe/transfer/adisyon`, { token: k.sahip, venue: k.isletmeId }))).data;
    expect(log.satirlar.map((s: Json) => [s.tur, s.kaynakMasa, s.hedefMasa, s.tutarKurus])).toEqual([['bol', 'Masa 1', 'Masa 1', 30500]]);
    expect(log.satirlar[0].kalemler.map((x: Json) => `${x.adet} × ${x.ad}`)).toEqual(['3 × Çay', '1 × Türk Kahvesi', '1 × Kaşarlı Tost']);
  });

  it('N equal parts are kuruş exact for any amount and N (100,00 ₺ / 3 = 33,34 + 33,33 + 33,33), with a discount too', async () => {
    // the arithmetic, over many amounts and N: the parts always add up to the check
    for (let toplam = 1; toplam < 5000; toplam += 97) {
      for (let n = 2; n <= 20; n += 1) {
        const p = esitBol(toplam, n);
        expect(p.reduce((s, x) => s + x, 0)).toBe(toplam);
        expect(Math.max(...p) - Math.min(...p)).toBeLessThanOrEqual(1);
      }
    }
    const k = await cafeKur();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 1], [k.urun.su, 1]]);
    await islem(k.kasiyer, k.isletmeId, { tur: 'indirim', adisyonId: d.adisyon.id, indirimTur: 'tutar', deger: 500 });
    const s = await islem(k.garson, k.isletmeId, { tur: 'bol', adisyonId: d.adisyon.id, bicim: 'esit', kisi: 3 });
    const paylar = bolumler(s.adisyon);
    expect(paylar.map((b) => b.tutarKurus)).toEqual([3334, 3333, 3333]);
    await reddet(k, k.garson, { tur: 'bol', adisyonId: d.adisyon.id, bicim: 'esit', kisi: 2 }, 409, 'Adisyon zaten eşit bölündü; önce o bölmeyi geri alın.');
    await ode(k, d.adisyon.id, paylar[0]!.id, 3334, 'nakit');
    // a share is paid: the shared lines are closed to changes
    await reddet(k, k.sahip, { tur: 'ikram', adisyonId: d.adisyon.id, kalemId: d.adisyon.kalemler[0].id, adet: 1, neden: 'kutlama' }, 409, 'Bu kalem eşit bölündü ve bir payı ödendi; değiştirilemez.');
    await ode(k, d.adisyon.id, paylar[1]!.id, 3333);
    const son = await ode(k, d.adisyon.id, paylar[2]!.id, 3333);
    expect(son).toMatchObject({ kapandi: true, adisyon: { durum: 'kapali', odenenKurus: 10000 } });

    // through the engine, over amounts and N: the shares add up to the check, the last one closes it
    for (const [fiyatlar, n] of [[[1, 1, 1], 2], [[9000, 2500], 7], [[14000, 1500, 1500], 9], [[2500], 11]] as [number[], number][]) {
      const v = await cafeKur();
      const urunler = [v.urun.kahve, v.urun.cay, v.urun.su, v.urun.tost];
      await env.DB.batch(fiyatlar.map((f, i) => env.DB.prepare('UPDATE menu_urun SET fiyat_kurus = ? WHERE id = ?').bind(f, urunler[i])));
      const o = await siparisVer(v.garson, v.isletmeId, v.masalar[0]!, fiyatlar.map((_, i) => [urunler[i]!, 1]));
      const b = bolumler((await islem(v.garson, v.isletmeId, { tur: 'bol', adisyonId: o.adisyon.id, bicim: 'esit', kisi: n })).adisyon);
      const toplam = fiyatlar.reduce((x, y) => x + y, 0);
      expect(b.reduce((x, y) => x + y.tutarKurus, 0)).toBe(toplam);
      expect(b.map((x) => x.tutarKurus)).toEqual(esitBol(toplam, n));
      let cevap: Json = null;
      for (const x of b.filter((y) => y.tutarKurus > 0)) cevap = await ode(v, o.adisyon.id, x.id, x.tutarKurus);
      expect(cevap).toMatchObject({ kapandi: true, adisyon: { odenenKurus: toplam } });
    }
  });

  it('by seat: seats set when ordering and edited on a line make one sub-check each; lines without a seat stay unsplit', async () => {
    const k = await cafeKur();
    const d = await islem(k.garson, k.isletmeId, {
      tur: 'siparis', masaId: k.masalar[1], kalemler: [{ urunId: k.urun.kahve, adet: 1, koltuk: 1 }, { urunId: k.urun.tost, adet: 1, koltuk: 2 }, { urunId: k.urun.su, adet: 1 }, { urunId: k.urun.cay, adet: 2 }],
    });
    const a = d.adisyon as Adisyon;
    expect(a.kalemler.map((x) => x.koltuk)).toEqual([1, 2, null, null]);
    await reddet(k, k.garson, { tur: 'koltuk', adisyonId: a.id, kalemId: a.kalemler[3]!.id, koltuk: 100 }, 400, 'Koltuk 1 ile 99 arasında olmalı.');
    await islem(k.garson, k.isletmeId, { tur: 'koltuk', adisyonId: a.id, kalemId: a.kalemler[3]!.id, koltuk: 1 });
    const s = await islem(k.garson, k.isletmeId, { tur: 'bol', adisyonId: a.id, bicim: 'koltuk' });
    const b = bolumler(s.adisyon);
    expect(s.adisyon.bolumler.map((x: Json) => x.koltuk)).toEqual([1, 2]);
    expect(b.map((x) => x.tutarKurus)).toEqual([9000 + 5000, 14000]);
    expect(durum(s.adisyon).bolunmemis.kalanKurus).toBe(1500);
    // a second seat split finds no seated lines left
    await reddet(k, k.garson, { tur: 'bol', adisyonId: a.id, bicim: 'koltuk' }, 422, 'Koltuk numarası olan kalem yok; önce kalemlere koltuk verin.');
  });

  it('undo while nothing is paid; refusals say why and write nothing', async () => {
    const k = await cafeKur();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[2]!, [[k.urun.cay, 2], [k.urun.kahve, 1]]);
    const a = d.adisyon as Adisyon;
    const [cay, kahve] = a.kalemler;
    await reddet(k, k.garson, { tur: 'bol', adisyonId: a.id, bicim: 'kalem', parcalar: [[{ kalemId: cay!.id, adet: 2 }, { kalemId: kahve!.id, adet: 1 }]] }, 422,
      'Bölme en az iki hesap çıkarmalı; kalemlerin bir kısmını seçin ya da ikinci bir bölüm ekleyin.');
    await reddet(k, k.garson, { tur: 'bol', adisyonId: a.id, bicim: 'kalem', parcalar: [[{ kalemId: cay!.id, adet: 3 }]] }, 409, 'Bu kalemde yalnızca 2 adet var.');
    await reddet(k, k.garson, { tur: 'bol', adisyonId: a.id, bicim: 'kalem', parcalar: [] }, 400, 'Bir ile 20 arasında bölüm oluşturun.');
    await reddet(k, k.garson, { tur: 'bol', adisyonId: a.id, bicim: 'esit', kisi: 1 }, 400, 'Kişi sayısı 2 ile 20 arasında olmalı.');
    await reddet(k, k.garson, { tur: 'bol', adisyonId: a.id, bicim: 'koltuk' }, 422, 'Koltuk numarası olan kalem yok; önce kalemlere koltuk verin.');
    await reddet(k, k.garson, { tur: 'bolGeri', adisyonId: a.id }, 409, 'Adisyon bölünmemiş.');
    // a check paid in part as an amount is not split (that money stands for no lines)
    const b = await cafeKur();
    const bd = await siparisVer(b.garson, b.isletmeId, b.masalar[0]!, [[b.urun.cay, 2]]);
    await islem(b.kasiyer, b.isletmeId, { tur: 'ode', adisyonId: bd.adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: 1000 }] });
    await reddet(b, b.garson, { tur: 'bol', adisyonId: bd.adisyon.id, bicim: 'esit', kisi: 2 }, 409, 'Bu adisyona bölmeden önce tutar olarak ödeme alınmış; bölmek için önce kalanı tek hesap olarak kapatın.');
    // a foreign venue's check is not found
    expect((await islemGonder(b.garson, b.isletmeId, { tur: 'bol', adisyonId: a.id, bicim: 'esit', kisi: 2 })).status).toBe(404);
    expect(await scalar('SELECT count(*) FROM adisyon_bolum WHERE adisyon_id = ?', a.id)).toBe(0);

    const s = await islem(k.garson, k.isletmeId, { tur: 'bol', adisyonId: a.id, bicim: 'kalem', parcalar: [[{ kalemId: cay!.id, adet: 1 }]] });
    expect(s.adisyon.kalemler).toHaveLength(3);
    // merging a split check is refused; moving a line out of a sub-check takes it out of the split
    const diger = await siparisVer(k.garson, k.isletmeId, k.masalar[3]!, [[k.urun.su, 1]]);
    await reddet(k, k.garson, { tur: 'birlestir', adisyonId: a.id, masaId: a.masaId, hedefAdisyonId: diger.adisyon.id }, 409, 'Bölünmüş adisyon birleştirilemez; önce bölmeyi geri alın ya da bölümleri ödeyin.');
    const geri = await islem(k.garson, k.isletmeId, { tur: 'bolGeri', adisyonId: a.id });
    expect(geri.adisyon.bolumler).toEqual([]);
    expect(geri.adisyon.kalemler.every((x: Json) => x.bolumId === null)).toBe(true);
    expect(geri.adisyon.toplamKurus).toBe(2 * 2500 + 9000);
    expect(await scalar("SELECT count(*) FROM cafe_transfer WHERE isletme_id = ? AND tur IN ('bol', 'bolGeri')", k.isletmeId)).toBe(2);
  });

  it('discounts, complimentary, void and moving lines keep the parts adding up to the check in kuruş', async () => {
    const k = await cafeKur();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 3], [k.urun.kahve, 1], [k.urun.su, 1], [k.urun.tost, 1]]);
    const a = d.adisyon as Adisyon;
    const [cay, kahve, su, tost] = a.kalemler;
    await islem(k.garson, k.isletmeId, { tur: 'bol', adisyonId: a.id, bicim: 'kalem', parcalar: [[{ kalemId: cay!.id, adet: 1 }, { kalemId: kahve!.id, adet: 1 }], [{ kalemId: cay!.id, adet: 1 }, { kalemId: su!.id, adet: 1 }]] });
    const toplamTutar = (x: Adisyon) => { const s = durum(x); return s.bolumler.reduce((t, b) => t + b.tutarKurus, 0) + s.bolunmemis.tutarKurus; };
    const adimlar: Record<string, unknown>[] = [
      { tur: 'indirim', adisyonId: a.id, indirimTur: 'yuzde', deger: 7 },
      { tur: 'indirim', adisyonId: a.id, kalemId: kahve!.id, indirimTur: 'tutar', deger: 333 },
      { tur: 'indirim', adisyonId: a.id, indirimTur: 'tutar', deger: 1001 },
      { tur: 'ikram', adisyonId: a.id, kalemId: su!.id, adet: 1, neden: 'müşteri memnuniyeti' },
      { tur: 'iptal', adisyonId: a.id, kalemId: tost!.id, adet: 1, neden: 'yanlış sipariş' },
    ];
    let son: Adisyon = a;
    for (const adim of adimlar) {
      son = (await islem(k.sahip, k.isletmeId, adim)).adisyon;
      expect(toplamTutar(son)).toBe(son.toplamKurus);
    }
    // move the split-off çay of bölüm 1 to another table: it leaves the split
    const parca = son.kalemler.find((x) => x.ad === 'Çay' && x.bolumId === son.bolumler[0]!.id)!;
    const t = await islem(k.garson, k.isletmeId, { tur: 'kalemTasi', adisyonId: a.id, masaId: a.masaId, hedefMasaId: k.masalar[4], kalemler: [{ kalemId: parca.id, adet: 1 }] });
    expect(t.adisyon.kalemler[0].bolumId).toBeNull();
    son = t.kaynak;
    expect(toplamTutar(son)).toBe(son.toplamKurus);
    // pay every part: the check closes with exactly its total
    for (const b of durum(son).bolumler) if (b.kalanKurus > 0) await ode(k, a.id, b.id, b.kalanKurus);
    const kalan = durum((await masaAdisyonu(k, a.masaId))!).bolunmemis.kalanKurus;
    const kapanis = await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: a.id, odemeler: [{ odeme: 'nakit', tutarKurus: kalan }] });
    expect(kapanis).toMatchObject({ kapandi: true, adisyon: { odenenKurus: son.toplamKurus } });
  });

  it('the day end and X report figures are the same whether a check was split or paid at once', async () => {
    const bolunmus = await (async () => {
      const k = await cafeKur();
      const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 5], [k.urun.kahve, 2], [k.urun.tost, 1]]);
      await islem(k.kasiyer, k.isletmeId, { tur: 'indirim', adisyonId: d.adisyon.id, indirimTur: 'yuzde', deger: 15 });
      const [cay, kahve] = d.adisyon.kalemler as { id: number }[];
      const s = await islem(k.garson, k.isletmeId, { tur: 'bol', adisyonId: d.adisyon.id, bicim: 'kalem', parcalar: [[{ kalemId: cay!.id, adet: 3 }], [{ kalemId: kahve!.id, adet: 1 }]] });
      for (const [i, b] of bolumler(s.adisyon).entries()) await ode(k, d.adisyon.id, b.id, b.tutarKurus, i === 0 ? 'nakit' : 'kart');
      const kalan = durum((await masaAdisyonu(k, k.masalar[0]!))!).bolunmemis.kalanKurus;
      await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: kalan }] });
      const x = (await json(await call('GET', '/api/isletme/cafe/xrapor', { token: k.sahip, venue: k.isletmeId }))).data.rapor;
      return { satis: x.satisKurus, kategoriler: x.kategoriler, kdv: x.kdv, indirim: x.indirim, adisyon: x.adisyon.adet, tahsilat: x.tahsilatKurus };
    })();
    // the same check paid at once
    const k = await cafeKur();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 5], [k.urun.kahve, 2], [k.urun.tost, 1]]);
    const i = await islem(k.kasiyer, k.isletmeId, { tur: 'indirim', adisyonId: d.adisyon.id, indirimTur: 'yuzde', deger: 15 });
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: i.adisyon.toplamKurus }] });
    const x = (await json(await call('GET', '/api/isletme/cafe/xrapor', { token: k.sahip, venue: k.isletmeId }))).data.rapor;
    expect(bolunmus).toEqual({ satis: x.satisKurus, kategoriler: x.kategoriler, kdv: x.kdv, indirim: x.indirim, adisyon: x.adisyon.adet, tahsilat: x.tahsilatKurus });
    expect(bolunmus.satis).toBe(i.adisyon.toplamKurus);
  });
});
