import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { scalar } from '../fixtures';
import { yerelZaman } from './fixtures';
import { cevap, ekle, istek, operator, takvimKur, type TakvimDunyasi } from './takvim-ortak';

/** Completing an appointment with a discount and a split payment (POST …/randevular/:id/durum with `tahsilat`). */

const K = 'isletme:randevutakip:randevular';
let w: TakvimDunyasi;
let diger: TakvimDunyasi;
beforeAll(async () => {
  w = await takvimKur();
  diger = await takvimKur();
});

let saat = 6;
/** A started appointment of Saç kesimi + Fön (700,00 ₺), each on its own hour of a past day. */
const baslamis = async () => ekle(w, yerelZaman(-2, (saat += 2)), { hizmetIdler: [w.hizmet.sac, w.hizmet.fon], mesaiDisi: true });
const tamamla = (id: number, tahsilat: unknown, kim: { token: string; isletmeId: number } = w) => istek(kim, 'POST', `/randevular/${id}/durum`, { islem: 'tamamla', tahsilat });
const yazilan = async (id: number) => ({
  kasa: (await env.DB.prepare("SELECT odeme, tutar_kurus, kaynak, sistem_tur FROM kasa WHERE randevu_id = ? ORDER BY id").bind(id).all()).results,
  cari: (await env.DB.prepare("SELECT tur, tutar_kurus, kaynak, sistem_tur FROM cari WHERE randevu_id = ? ORDER BY id").bind(id).all()).results,
  durum: await scalar<string>('SELECT durum FROM randevu WHERE id = ?', id),
});

describe('completion with discount and split payment', () => {
  it('10 % off, 300 ₺ cash + 150 ₺ card + the rest on the ledger: one row per method in one batch; the appointment shows how it was paid', async () => {
    const r = await baslamis();
    const odeme = { indirim: { tur: 'yuzde', deger: 10 }, odemeler: [{ yontem: 'nakit', tutarKurus: 30_000 }, { yontem: 'kart', tutarKurus: 15_000 }], veresiyeKurus: 18_000 };
    const { status, body } = await cevap(await tamamla(r.id, odeme));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ durum: 'tamamlandi', tahsilKurus: 63_000, randevu: { durum: 'tamamlandi', toplamKurus: 70_000, indirimKurus: 7_000 } });
    expect(body.data.randevu.odemeler).toEqual([{ yontem: 'nakit', tutarKurus: 30_000 }, { yontem: 'kart', tutarKurus: 15_000 }, { yontem: 'veresiye', tutarKurus: 18_000 }]);
    expect(await yazilan(r.id)).toEqual({
      kasa: [{ odeme: 'nakit', tutar_kurus: 30_000, kaynak: 'randevu', sistem_tur: 'randevuOdemesi' }, { odeme: 'kart', tutar_kurus: 15_000, kaynak: 'randevu', sistem_tur: 'randevuOdemesi' }],
      cari: [{ tur: 'borc', tutar_kurus: 18_000, kaynak: 'randevu', sistem_tur: 'veresiyeRandevu' }],
      durum: 'tamamlandi',
    });
    // the calendar answers the same
    const gun = await cevap(await istek(w, 'GET', `/randevular?tarih=${yerelZaman(-2, 12).slice(0, 10)}`));
    expect(gun.body.data.randevular.find((x: { id: number }) => x.id === r.id)).toMatchObject({ indirimKurus: 7_000, odemeler: body.data.randevu.odemeler });
    // undo takes the rows and the discount back
    expect((await istek(w, 'POST', `/randevular/${r.id}/durum`, { islem: 'geri-al' })).status).toBe(200);
    expect(await yazilan(r.id)).toEqual({ kasa: [], cari: [], durum: 'onaylandi' });
    expect(await scalar('SELECT indirim_kurus FROM randevu WHERE id = ?', r.id)).toBe(0);
  });

  it('an amount discount to the kuruş, the whole rest in cash', async () => {
    const r = await baslamis();
    const { status, body } = await cevap(await tamamla(r.id, { indirim: { tur: 'tutar', deger: 1_001 }, odemeler: [{ yontem: 'nakit', tutarKurus: 68_999 }] }));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.randevu).toMatchObject({ indirimKurus: 1_001, odemeler: [{ yontem: 'nakit', tutarKurus: 68_999 }] });
  });

  it('refuses with a clear message and writes nothing: wrong sum, discount above the price, a method the venue does not offer, a method twice, bad amounts', async () => {
    const r = await baslamis();
    const durumlar: [unknown, string, string][] = [
      [{ odemeler: [{ yontem: 'nakit', tutarKurus: 30_000 }, { yontem: 'kart', tutarKurus: 39_999 }] }, 'PAYMENT_SUM', TR['randevu.takvim.api.paymentSum'].replace('{toplam}', '699,99 ₺').replace('{beklenen}', '700,00 ₺')],
      [{ odemeler: [{ yontem: 'nakit', tutarKurus: 70_001 }] }, 'PAYMENT_SUM', TR['randevu.takvim.api.paymentSum'].replace('{toplam}', '700,01 ₺').replace('{beklenen}', '700,00 ₺')],
      [{ indirim: { tur: 'tutar', deger: 70_001 }, odemeler: [] }, 'DISCOUNT_TOO_BIG', TR['randevu.takvim.api.discountTooBig'].replace('{indirim}', '700,01 ₺').replace('{fiyat}', '700,00 ₺')],
      [{ indirim: { tur: 'yuzde', deger: 101 }, odemeler: [] }, 'VALIDATION', TR['randevu.takvim.api.discountInvalid']],
      [{ indirim: { tur: 'tutar', deger: -1 }, odemeler: [{ yontem: 'nakit', tutarKurus: 70_001 }] }, 'VALIDATION', TR['randevu.takvim.api.discountInvalid']],
      [{ odemeler: [{ yontem: 'yemek_karti', tutarKurus: 70_000 }] }, 'VALIDATION', TR['kasa.api.odemeSunulmuyor']],
      [{ odemeler: [{ yontem: 'nakit', tutarKurus: 35_000 }, { yontem: 'nakit', tutarKurus: 35_000 }] }, 'VALIDATION', TR['randevu.takvim.api.paymentTwice']],
      [{ odemeler: [{ yontem: 'nakit', tutarKurus: 700.5 }] }, 'VALIDATION', TR['randevu.takvim.api.amountInvalid']],
      [{ odemeler: [{ yontem: 'nakit', tutarKurus: 0 }], veresiyeKurus: 70_000 }, 'VALIDATION', TR['randevu.takvim.api.amountInvalid']],
    ];
    for (const [tahsilat, kod, mesaj] of durumlar) {
      const { status, body } = await cevap(await tamamla(r.id, tahsilat));
      expect([status, body.errorCode, body.errorDetail], JSON.stringify(tahsilat)).toEqual([400, kod, mesaj]);
    }
    expect(await yazilan(r.id)).toEqual({ kasa: [], cari: [], durum: 'onaylandi' });
    // both a single method and a split at once is a bad request too
    expect((await istek(w, 'POST', `/randevular/${r.id}/durum`, { islem: 'tamamla', odeme: 'nakit', tahsilat: { odemeler: [] } })).status).toBe(400);
    expect((await istek(w, 'POST', `/randevular/${r.id}/durum`, { islem: 'onayla', tahsilat: { odemeler: [] } })).status).toBe(400);
  });

  it('a double submit charges once: the second answers 409 and writes nothing', async () => {
    const r = await baslamis();
    const odeme = { odemeler: [{ yontem: 'nakit', tutarKurus: 40_000 }, { yontem: 'kart', tutarKurus: 30_000 }] };
    const cevaplar = await Promise.all([tamamla(r.id, odeme), tamamla(r.id, odeme)]);
    expect(cevaplar.map((x) => x.status).sort()).toEqual([200, 409]);
    expect((await tamamla(r.id, odeme)).status).toBe(409);
    expect((await yazilan(r.id)).kasa).toHaveLength(2);
    expect(await scalar('SELECT sum(tutar_kurus) FROM kasa WHERE randevu_id = ?', r.id)).toBe(70_000);
  });

  it("another venue's appointment is a 404; completing needs :guncelle", async () => {
    const r = await baslamis();
    const odeme = { odemeler: [{ yontem: 'nakit', tutarKurus: 70_000 }] };
    expect((await tamamla(r.id, odeme, diger)).status).toBe(404);
    const okur = await operator(w, [K]);
    expect((await tamamla(r.id, odeme, { token: okur.token, isletmeId: w.isletmeId })).status).toBe(403);
    expect(await yazilan(r.id)).toEqual({ kasa: [], cari: [], durum: 'onaylandi' });
  });
});
