import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, insertRandevuPersoneli, json, login, type Json, type World } from '../fixtures';
import { adisyon, gun, masa } from '../cafe/gun-fixtures';

/** "Today" on the dashboard is the venue's business day, and the cafe's figures are the X report's (issue 23, item 21). */

let w: World;
let owner: string;
let cOwner: string;
const sql = (text: string, ...params: unknown[]) => env.DB.prepare(text).bind(...params);
const SAAT = 3_600_000;

/** A zone where it is about noon now, so "an hour ago" and "in an hour" stay inside today's business day. */
async function ogleDilimi(isletmeId: number): Promise<void> {
  const fark = 12 - new Date().getUTCHours();
  const dilim = fark === 0 ? 'Etc/GMT' : `Etc/GMT${fark > 0 ? '-' : '+'}${Math.abs(fark)}`;
  await sql('UPDATE isletme SET saat_dilimi = ? WHERE id = ?', dilim, isletmeId).run();
  await sql('INSERT OR REPLACE INTO isletme_parametre (isletme_id, gun_donumu_saat) VALUES (?, 0)', isletmeId).run();
}

async function oku(path: string, token: string, venue: number): Promise<Json> {
  const response = await call('GET', `/api${path}`, { token, venue });
  const body = await json(response);
  expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  cOwner = await login(w.user.cOwner.email);
  await ogleDilimi(w.venue.A);
  await ogleDilimi(w.venue.C);
});

describe('dashboard: today is the business day, figures agree', () => {
  it('the cafe tile shows the X report’s sales, takings and open checks; the cash tile’s income is the same takings', async () => {
    const A = w.venue.A;
    const simdi = Date.now();
    const bugun = (await oku('/isletme/ozet/kasa', owner, A)).gun as string;
    const m1 = await masa(A);
    const m2 = await masa(A);
    const g = await gun(A, bugun, new Date(simdi - 2 * SAAT).toISOString(), 50_000);
    const zaman = new Date(simdi - SAAT).toISOString();
    // one check paid and closed, one still open with a part paid: sales 120 ₺, takings 320 ₺, open 460 ₺
    await adisyon({ isletmeId: A, masaId: m1, gunId: g, acilis: zaman, kalemler: [{ ad: 'Latte', kategori: 'Kahve', birim: 6_000, adet: 2 }], odemeler: [{ odeme: 'kart', tutar: 12_000, zaman }] });
    await adisyon({ isletmeId: A, masaId: m2, gunId: g, acilis: zaman, acik: true, kalemler: [{ ad: 'Menemen', kategori: 'Kahvaltı', birim: 23_000, adet: 2 }], odemeler: [{ odeme: 'nakit', tutar: 20_000, zaman }] });

    const x = (await oku('/isletme/cafe/xrapor', owner, A)).rapor as Json;
    const cafe = await oku('/isletme/ozet/cafe', owner, A);
    const kasa = await oku('/isletme/ozet/kasa', owner, A);
    expect(x).toMatchObject({ isGunu: bugun, satisKurus: 12_000, tahsilatKurus: 32_000 });
    expect(cafe).toMatchObject({
      gun: { isGunu: bugun, acik: true },
      satisKurus: x.satisKurus,
      tahsilatKurus: x.tahsilatKurus,
      acikAdisyon: x.adisyon.acikAdet,
      acikKurus: x.adisyon.acikKurus,
      kapananAdisyon: x.adisyon.adet,
      ortalamaKurus: x.adisyon.ortalamaKurus,
    });
    expect(kasa.toplamGelir).toBe(x.tahsilatKurus);

    // after today's day end the tile still shows today's figures, not zero
    await sql("UPDATE adisyon SET durum = 'kapali', odenen_kurus = toplam_kurus, kapanis = ? WHERE isletme_id = ? AND durum = 'acik'", zaman, A).run();
    await sql("UPDATE cafe_gun SET durum = 'kapali', kapanis_zamani = ? WHERE id = ?", new Date(simdi - 60_000).toISOString(), g).run();
    const kapali = await oku('/isletme/ozet/cafe', owner, A);
    expect(kapali).toMatchObject({ gun: { isGunu: bugun, acik: false }, satisKurus: 58_000, kapananAdisyon: 2, acikAdisyon: 0 });
  });

  it('today’s appointments are the business day’s: the next ones listed never include another day', async () => {
    const C = w.venue.C;
    const p = await insertRandevuPersoneli(C, 'Bugün Personeli');
    const m = (await sql("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Bugün Müşterisi', '+905551112233') RETURNING id", C).first<{ id: number }>())!.id;
    const n = (await sql("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Yarın Müşterisi', '+905551112244') RETURNING id", C).first<{ id: number }>())!.id;
    const ekle = (musteri: number, basla: number, kod: string) => sql("INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod) VALUES (?, ?, ?, ?, ?, 'onaylandi', 'panel', ?)",
      C, musteri, p, new Date(basla).toISOString(), new Date(basla + 30 * 60_000).toISOString(), kod).run();
    await ekle(m, Date.now() + SAAT, 'BUGUNKOD01');
    await ekle(n, Date.now() + 26 * SAAT, 'YARINKOD01');
    const randevu = await oku('/isletme/ozet/randevu', cOwner, C);
    expect(randevu.bugun).toBe(1);
    expect(randevu.kalan).toBe(1);
    expect((randevu.siradakiler as Json[]).map((r) => r.musteri)).toEqual(['Bugün Müşterisi']);
  });

  it('the header names the modules the venue uses, most records first; an unused module is not among them', async () => {
    const C = w.venue.C;
    expect((await oku('/isletme/ozet', cOwner, C)).kullanilan).toEqual(['randevu']);
    const A = w.venue.A;
    expect((await oku('/isletme/ozet', owner, A)).kullanilan).toEqual(['cafe']);
    // a cafe that logs more stock movements than checks is still a cafe: its own module leads
    const urun = (await sql("INSERT INTO envanter_urun (isletme_id, ad, birim) VALUES (?, 'Süt', 'lt') RETURNING id", A).first<{ id: number }>())!.id;
    const depo = (await sql("INSERT INTO envanter_lokasyon (isletme_id, ad) VALUES (?, 'Depo') RETURNING id", A).first<{ id: number }>())!.id;
    for (let i = 0; i < 4; i += 1) {
      await sql("INSERT INTO envanter_stok_hareket (isletme_id, urun_id, tur, neden, hedef_lokasyon_id, miktar_binde) VALUES (?, ?, 'giris', 'satin_alma', ?, 1000)", A, urun, depo).run();
    }
    expect((await oku('/isletme/ozet', owner, A)).kullanilan).toEqual(['cafe', 'envanter']);
  });
});
