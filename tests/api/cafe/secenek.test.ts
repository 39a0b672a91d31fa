import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, json, scalar } from '../fixtures';
import { insertSecenekGrup } from '../qrmenu/secenek-fixtures';
import { cafeKur, islem, islemGonder, siparisVer, yeniIslemId, type TestCafe } from './fixtures';

/** Orders with product options: the server prices every line from the option rows and refuses what cannot be sold. */

interface Secenekli extends TestCafe {
  seker: { id: number; degerIdler: number[] };
  sut: { id: number; degerIdler: number[] };
  boy: { id: number; degerIdler: number[] };
}

/** Hot drinks take Şeker (one required) and Boy (optional); the coffee alone takes Süt (optional, yulaf +15 ₺). */
async function secenekliKafe(): Promise<Secenekli> {
  const k = await cafeKur();
  const sicak = (await scalar<number>('SELECT kategori_id FROM menu_urun WHERE id = ?', k.urun.kahve))!;
  const seker = await insertSecenekGrup(k.isletmeId, { ad: 'Şeker', enAz: 1, enCok: 1, kategoriIdler: [sicak], degerler: [{ ad: 'Sade' }, { ad: 'Orta', mutfakAd: 'ORT' }, { ad: 'Şekerli' }] });
  const sut = await insertSecenekGrup(k.isletmeId, { ad: 'Süt', urunIdler: [k.urun.kahve], degerler: [{ ad: 'İnek' }, { ad: 'Yulaf', farkKurus: 1_500 }, { ad: 'Badem', farkKurus: 2_000, tukendi: 1 }, { ad: 'Keçi', aktif: 0 }] });
  const boy = await insertSecenekGrup(k.isletmeId, { ad: 'Boy', kategoriIdler: [sicak], degerler: [{ ad: 'Küçük' }, { ad: 'Büyük', farkKurus: 1_000 }] });
  return { ...k, seker, sut, boy };
}

const sec = (k: TestCafe, masa: number, kalemler: Record<string, unknown>[], lang?: string) =>
  call('POST', '/api/isletme/cafe/islem', { token: k.garson, venue: k.isletmeId, lang, body: { islemId: yeniIslemId(), tur: 'siparis', masaId: masa, kalemler } });

describe('order lines with options', () => {
  it('prices a line as the product plus every chosen value, ignores a price the device sends, and keeps the choice on the line', async () => {
    const k = await secenekliKafe();
    const [, orta] = k.seker.degerIdler;
    const [, yulaf] = k.sut.degerIdler;
    const [, buyuk] = k.boy.degerIdler;
    const d = await islem(k.garson, k.isletmeId, {
      tur: 'siparis', masaId: k.masalar[0],
      kalemler: [{ urunId: k.urun.kahve, adet: 2, secenekler: [buyuk, yulaf, orta], birimKurus: 1, tutarKurus: 1, fiyatKurus: 1 }],
    });
    const [kalem] = d.adisyon.kalemler;
    expect(kalem).toMatchObject({ ad: 'Türk Kahvesi', birimKurus: 9_000 + 1_500 + 1_000, adet: 2, tutarKurus: 23_000 });
    expect(kalem.secenekler).toEqual([
      { grupId: k.seker.id, degerId: orta, grup: 'Şeker', ad: 'Orta', mutfakAd: 'ORT', farkKurus: 0 },
      { grupId: k.sut.id, degerId: yulaf, grup: 'Süt', ad: 'Yulaf', mutfakAd: '', farkKurus: 1_500 },
      { grupId: k.boy.id, degerId: buyuk, grup: 'Boy', ad: 'Büyük', mutfakAd: '', farkKurus: 1_000 },
    ]);
    expect(d.adisyon.toplamKurus).toBe(23_000);
    // the stored row keeps the names as they were: a later rename of the value does not rewrite it
    await env.DB.prepare(`UPDATE menu_secenek_deger SET ad = '{"tr":"Yulaf sütü"}', fark_kurus = 3000 WHERE id = ?`).bind(yulaf).run();
    const sonra = await islem(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], adisyonId: d.adisyon.id, kalemler: [{ urunId: k.urun.kahve, adet: 1, secenekler: [orta, yulaf] }] });
    expect(sonra.adisyon.kalemler.map((x: { birimKurus: number; secenekler: { ad: string }[] }) => [x.birimKurus, x.secenekler.map((s) => s.ad)]))
      .toEqual([[11_500, ['Orta', 'Yulaf', 'Büyük']], [12_000, ['Orta', 'Yulaf sütü']]]);
  });

  it('two lines that differ only in options stay two lines; a product without options is still ordered as before', async () => {
    const k = await secenekliKafe();
    const [sade, orta] = k.seker.degerIdler;
    const d = await islem(k.garson, k.isletmeId, {
      tur: 'siparis', masaId: k.masalar[1],
      kalemler: [{ urunId: k.urun.cay, adet: 1, secenekler: [sade] }, { urunId: k.urun.cay, adet: 1, secenekler: [orta] }, { urunId: k.urun.tost, adet: 1 }],
    });
    const e = await islem(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[1], adisyonId: d.adisyon.id, kalemler: [{ urunId: k.urun.cay, adet: 1, secenekler: [sade] }] });
    expect(e.adisyon.kalemler.map((x: { ad: string; adet: number; secenekler: { ad: string }[] }) => `${x.ad} ×${x.adet} ${x.secenekler.map((s) => s.ad).join('+')}`))
      .toEqual(['Çay ×1 Sade', 'Çay ×1 Orta', 'Kaşarlı Tost ×1 ', 'Çay ×1 Sade']);
    expect(e.adisyon.toplamKurus).toBe(2_500 * 3 + 14_000);
    const tost = await siparisVer(k.garson, k.isletmeId, k.masalar[2]!, [[k.urun.tost, 2]]);
    expect(tost.adisyon.kalemler[0]).toMatchObject({ birimKurus: 14_000, secenekler: [] });
  });

  it("refuses an unknown, another venue's, disabled or sold-out value, a count outside min/max and a missing required group (422, the user's language), and writes nothing", async () => {
    const k = await secenekliKafe();
    const [sade, orta] = k.seker.degerIdler;
    const [, , badem, keci] = k.sut.degerIdler;
    const baska = await secenekliKafe();
    const durumlar: [Record<string, unknown>, string, RegExp][] = [
      [{ urunId: k.urun.kahve, adet: 1 }, 'OPTION_REQUIRED', /Türk Kahvesi needs a choice of “Şeker” \(at least 1\)/],
      [{ urunId: k.urun.kahve, adet: 1, secenekler: [sade, orta] }, 'OPTION_TOO_MANY', /allows at most 1 of “Şeker”/],
      [{ urunId: k.urun.kahve, adet: 1, secenekler: [orta, badem] }, 'OPTION_SOLD_OUT', /“Badem” is sold out/],
      [{ urunId: k.urun.kahve, adet: 1, secenekler: [orta, keci] }, 'OPTION_DISABLED', /“Keçi” is no longer offered/],
      // Süt is offered on the coffee only, not on tea
      [{ urunId: k.urun.cay, adet: 1, secenekler: [orta, k.sut.degerIdler[0]] }, 'OPTION_UNKNOWN', /not offered for Çay/],
      [{ urunId: k.urun.kahve, adet: 1, secenekler: [baska.seker.degerIdler[1]] }, 'OPTION_UNKNOWN', /not offered for Türk Kahvesi/],
      [{ urunId: k.urun.kahve, adet: 1, secenekler: [99_999_999] }, 'OPTION_UNKNOWN', /not offered/],
      [{ urunId: k.urun.kahve, adet: 1, secenekler: [orta, orta] }, 'OPTION_TWICE', /chosen twice/],
      // a tost has no options at all
      [{ urunId: k.urun.tost, adet: 1, secenekler: [orta] }, 'OPTION_UNKNOWN', /not offered for Kaşarlı Tost/],
    ];
    for (const [kalem, kod, metin] of durumlar) {
      const res = await sec(k, k.masalar[0]!, [{ urunId: k.urun.su, adet: 1, secenekler: [sade] }, kalem], 'en');
      const j = await json(res);
      expect([res.status, j.errorCode], JSON.stringify(kalem)).toEqual([422, kod]);
      expect(j.errorDetail).toMatch(metin);
    }
    const tr = await json(await sec(k, k.masalar[0]!, [{ urunId: k.urun.kahve, adet: 1 }]));
    expect(tr.errorDetail).toBe('Türk Kahvesi için “Şeker” seçimi gerekli (en az 1).');
    expect(await scalar('SELECT count(*) FROM adisyon WHERE isletme_id = ?', k.isletmeId)).toBe(0);
    expect(await scalar('SELECT count(*) FROM adisyon_kalem WHERE isletme_id = ?', k.isletmeId)).toBe(0);
  });

  it('a line moved to another table keeps its options in the transfer log, on the screen\'s rows and in the CSV', async () => {
    const k = await secenekliKafe();
    const [, orta] = k.seker.degerIdler;
    const [, yulaf] = k.sut.degerIdler;
    const d = await islem(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], kalemler: [{ urunId: k.urun.kahve, adet: 2, secenekler: [orta, yulaf] }, { urunId: k.urun.tost, adet: 1 }] });
    const kahve = d.adisyon.kalemler.find((x: { ad: string }) => x.ad === 'Türk Kahvesi');
    await islem(k.garson, k.isletmeId, { tur: 'kalemTasi', adisyonId: d.adisyon.id, hedefMasaId: k.masalar[1], kalemler: [{ kalemId: kahve.id, adet: 1 }] });
    const log = (await json(await call('GET', '/api/isletme/cafe/transfer/adisyon', { token: k.sahip, venue: k.isletmeId }))).data;
    expect(log.satirlar.map((x: { kalemler: unknown }) => x.kalemler)).toEqual([[{ ad: 'Türk Kahvesi', adet: 1, tutarKurus: 10_500, secenekler: ['Orta', 'Yulaf'] }]]);
    const csv = await call('GET', '/api/isletme/cafe/transfer/adisyon/disa-aktar', { token: k.sahip, venue: k.isletmeId });
    expect(csv.status).toBe(200);
    expect(new TextDecoder().decode(await csv.arrayBuffer())).toContain('1 × Türk Kahvesi (Orta, Yulaf)');
  });

  it('a group attached after an order was remembered is asked for on the next order of the same product', async () => {
    const k = await cafeKur();
    const ilk = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.su, 1]]);
    await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.su, 1]], { adisyonId: ilk.adisyon.id });
    const g = await insertSecenekGrup(k.isletmeId, { ad: 'Sıcaklık', enAz: 1, urunIdler: [k.urun.su], degerler: [{ ad: 'Soğuk', farkKurus: 200 }, { ad: 'Oda sıcaklığında' }] });
    const res = await islemGonder(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], adisyonId: ilk.adisyon.id, kalemler: [{ urunId: k.urun.su, adet: 1 }] });
    expect(res.status).toBe(422);
    const d = await islem(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], adisyonId: ilk.adisyon.id, kalemler: [{ urunId: k.urun.su, adet: 1, secenekler: [g.degerIdler[0]] }] });
    expect(d.adisyon.kalemler.map((x: { birimKurus: number }) => x.birimKurus)).toEqual([1_500, 1_500, 1_700]);
  });

  it('a complimentary part of an optioned line keeps its options; the catalogue shows groups, values and sold-out values', async () => {
    const k = await secenekliKafe();
    const [, orta] = k.seker.degerIdler;
    const [, yulaf] = k.sut.degerIdler;
    const d = await islem(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], kalemler: [{ urunId: k.urun.kahve, adet: 3, secenekler: [orta, yulaf] }] });
    const ikram = await islem(k.sahip, k.isletmeId, { tur: 'ikram', adisyonId: d.adisyon.id, kalemId: d.adisyon.kalemler[0].id, adet: 1, neden: 'Doğum günü' });
    expect(ikram.adisyon.kalemler.map((x: { durum: string; adet: number; secenekler: { ad: string }[] }) => [x.durum, x.adet, x.secenekler.map((s) => s.ad)]))
      .toEqual([['aktif', 2, ['Orta', 'Yulaf']], ['ikram', 1, ['Orta', 'Yulaf']]]);

    const owner = call('POST', `/api/isletme/qrmenu/secenekler/deger/${k.seker.degerIdler[2]}/durum`, { token: k.sahip, venue: k.isletmeId, body: { tukendi: true } });
    expect((await owner).status).toBe(200);
    const katalog = (await json(await call('GET', '/api/isletme/cafe/katalog', { token: k.garson, venue: k.isletmeId }))).data;
    expect(katalog.urunler.find((u: { id: number }) => u.id === k.urun.kahve).secenekGrupIdler).toEqual([k.seker.id, k.sut.id, k.boy.id]);
    expect(katalog.urunler.find((u: { id: number }) => u.id === k.urun.cay).secenekGrupIdler).toEqual([k.seker.id, k.boy.id]);
    expect(katalog.urunler.find((u: { id: number }) => u.id === k.urun.tost).secenekGrupIdler).toEqual([]);
    expect(katalog.secenekGruplari.find((g: { id: number }) => g.id === k.seker.id)).toEqual({
      id: k.seker.id, ad: 'Şeker', enAz: 1, enCok: 1,
      degerler: [
        { id: k.seker.degerIdler[0], ad: 'Sade', farkKurus: 0, tukendi: false },
        { id: orta, ad: 'Orta', farkKurus: 0, tukendi: false },
        { id: k.seker.degerIdler[2], ad: 'Şekerli', farkKurus: 0, tukendi: true },
      ],
    });
    // a value no longer offered is not in the catalogue at all
    expect(katalog.secenekGruplari.find((g: { id: number }) => g.id === k.sut.id).degerler.map((x: { ad: string }) => x.ad)).toEqual(['İnek', 'Yulaf', 'Badem']);
  });

  it('the check report lists each line with its options and a sales-by-option table of the active lines; totals stay the lines\' sums', async () => {
    const k = await secenekliKafe();
    const [sade, orta] = k.seker.degerIdler;
    const [, yulaf] = k.sut.degerIdler;
    const [, buyuk] = k.boy.degerIdler;
    const d = await islem(k.garson, k.isletmeId, {
      tur: 'siparis', masaId: k.masalar[0],
      kalemler: [
        { urunId: k.urun.kahve, adet: 2, secenekler: [orta, yulaf] }, { urunId: k.urun.cay, adet: 3, secenekler: [sade, buyuk] }, { urunId: k.urun.cay, adet: 1, secenekler: [orta] },
        { urunId: k.urun.kahve, adet: 1, secenekler: [sade] },
      ],
    });
    const cay = d.adisyon.kalemler[2];
    await islem(k.sahip, k.isletmeId, { tur: 'iptal', adisyonId: d.adisyon.id, kalemId: cay.id, adet: 1, neden: 'Yanlış sipariş' });
    const gun = await scalar<string>('SELECT is_gunu FROM cafe_gun WHERE isletme_id = ?', k.isletmeId);
    const rapor = (await json(await call('GET', `/api/isletme/cafe/adisyon-rapor?bas=${gun}&bit=${gun}`, { token: k.sahip, venue: k.isletmeId }))).data;
    expect(rapor.secenekSatislari).toEqual([
      { grup: 'Boy', ad: 'Büyük', adet: 3, farkKurus: 3_000 },
      { grup: 'Süt', ad: 'Yulaf', adet: 2, farkKurus: 3_000 },
      { grup: 'Şeker', ad: 'Sade', adet: 4, farkKurus: 0 },
      { grup: 'Şeker', ad: 'Orta', adet: 2, farkKurus: 0 },
    ]);
    expect(rapor.toplam.toplamKurus).toBe(2 * 10_500 + 3 * 3_500 + 9_000);
    const detay = (await json(await call('GET', `/api/isletme/cafe/adisyon-rapor/${d.adisyon.id}`, { token: k.sahip, venue: k.isletmeId }))).data;
    expect(detay.kalemler.map((x: { ad: string; durum: string; secenekler: { ad: string }[] }) => `${x.ad} ${x.durum} ${x.secenekler.map((s) => s.ad).join('+')}`))
      .toEqual(['Türk Kahvesi aktif Orta+Yulaf', 'Çay aktif Sade+Büyük', 'Çay iptal Orta', 'Türk Kahvesi aktif Sade']);
    // the CSV gives each check the options its active lines were sold with
    const csv = new TextDecoder().decode(await (await call('GET', `/api/isletme/cafe/adisyon-rapor/disa-aktar?bas=${gun}&bit=${gun}`, { token: k.sahip, venue: k.isletmeId })).arrayBuffer());
    const [baslik, satir] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(baslik!.split(';').at(-1)).toBe('Seçenekler');
    expect(satir!.split(';').at(-1)).toBe('Şeker: Orta ×2, Süt: Yulaf ×2, Şeker: Sade ×4, Boy: Büyük ×3');
  });

  it('the X report counts an optioned line at its priced amount: sales, categories and payments agree', async () => {
    const k = await secenekliKafe();
    const [, orta] = k.seker.degerIdler;
    const [, yulaf] = k.sut.degerIdler;
    const [, buyuk] = k.boy.degerIdler;
    const d = await islem(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], kalemler: [{ urunId: k.urun.kahve, adet: 2, secenekler: [orta, yulaf, buyuk] }, { urunId: k.urun.tost, adet: 1 }] });
    const toplam = 2 * (9_000 + 1_500 + 1_000) + 14_000;
    expect(d.adisyon.toplamKurus).toBe(toplam);
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: toplam }] });
    const x = (await json(await call('GET', '/api/isletme/cafe/xrapor', { token: k.sahip, venue: k.isletmeId }))).data.rapor;
    expect(x.satisKurus).toBe(toplam);
    expect(x.tahsilatKurus).toBe(toplam);
    expect(x.kategoriler.reduce((t: number, c: { kurus: number }) => t + c.kurus, 0)).toBe(toplam);
    expect(x.kategoriler.find((c: { ad: string }) => c.ad === 'Sıcak İçecekler')).toMatchObject({ adet: 2, kurus: 23_000 });
  });
});
