import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { isGunu } from '@lib/zaman/isgunu';
import { call, insertVenue, json, loginWith, TUM_ISLETME_YETKILERI } from '../fixtures';

// days are counted in the venue's zone (Europe/Istanbul by default), as the tile counts them
const bugun = isGunu(new Date().toISOString(), 'Europe/Istanbul', 0);
const gunOnce = (n: number) => new Date(Date.parse(`${bugun}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function kur() {
  const v = await insertVenue({ ad: 'Envanter Kafe', urlAdi: `envanter-kafe-${Math.floor(Math.random() * 1e9)}`, tur: 'cafe' });
  const run = (sql: string, ...binds: unknown[]) => env.DB.prepare(sql).bind(...binds).run();
  await run("INSERT INTO envanter_lokasyon (id, isletme_id, ad, tur) VALUES (?, ?, 'Depo', 'depo')", v * 10 + 1, v);
  await run("INSERT INTO envanter_lokasyon (id, isletme_id, ad, tur) VALUES (?, ?, 'Bar', 'alan')", v * 10 + 2, v);
  const urun = async (ad: string, min: number, miktarlar: number[]) => {
    const { meta } = await run("INSERT INTO envanter_urun (isletme_id, ad, birim, min_binde) VALUES (?, ?, 'lt', ?)", v, ad, min);
    for (const [i, m] of miktarlar.entries()) await run('INSERT INTO envanter_stok (isletme_id, urun_id, lokasyon_id, miktar_binde) VALUES (?, ?, ?, ?)', v, meta.last_row_id, v * 10 + 1 + i, m);
  };
  await urun('Süt', 20_000, [8_000, 4_500]); // 12,5 < 20: low
  await urun('Yulaf sütü', 6_000, [3_000, 3_000]); // 6 = 6: not low
  await urun('Deterjan', 0, []); // no minimum: never low
  await urun('Şurup', 2_000, []); // nothing on hand at all: low
  await run("INSERT INTO envanter_kategori (id, isletme_id, ad, bakim_aralik_gun) VALUES (?, ?, 'Kahve Ekipmanı', 90)", v * 10 + 1, v);
  const demirbas = (kod: string, sonBakim: string | null, aralik: number | null, durum = 'kullanimda') => run(
    'INSERT INTO envanter_demirbas (isletme_id, kod, ad, kategori_id, son_bakim, bakim_aralik_gun, durum, alis_tarihi) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    v, kod, `Cihaz ${kod}`, v * 10 + 1, sonBakim, aralik, durum, gunOnce(400));
  await demirbas('D-1', gunOnce(95), null); // category's 90 days: 5 days overdue
  await demirbas('D-2', gunOnce(85), null); // due in 5 days
  await demirbas('D-3', gunOnce(10), 30); // own 30 days: in 20 days, not yet
  await demirbas('D-4', gunOnce(200), null, 'hurda'); // scrapped: never due
  return v;
}

describe('dashboard: the inventory tile', () => {
  it('lists low stock, maintenance due within a week or overdue, and the counts', async () => {
    const v = await kur();
    const token = await loginWith(v, TUM_ISLETME_YETKILERI);
    const res = await call('GET', '/api/isletme/ozet/envanter', { token, venue: v });
    expect(res.status).toBe(200);
    const d = (await json(res)).data;
    expect(d.azStok.map((u: { ad: string; miktarBinde: number }) => [u.ad, u.miktarBinde])).toEqual([['Şurup', 0], ['Süt', 12_500]]);
    expect(d.bakim.map((b: { kod: string; gecikmeGun: number }) => [b.kod, b.gecikmeGun])).toEqual([['D-1', 5], ['D-2', -5]]);
    expect(d).toMatchObject({ acikBakim: 0, disarida: 0, hurdaBekleyen: 0, demirbas: 3 });
  });

  it('needs the stock or the assets screen; another venue sees nothing of it', async () => {
    const v = await kur();
    const kasa = await loginWith(v, ['isletme:personel']);
    expect((await call('GET', '/api/isletme/ozet/envanter', { token: kasa, venue: v })).status).toBe(403);
    const stokcu = await loginWith(v, ['isletme:envanter:urunler']);
    expect((await call('GET', '/api/isletme/ozet/envanter', { token: stokcu, venue: v })).status).toBe(200);
    const baska = await insertVenue({ ad: 'Başka', urlAdi: `baska-${Math.floor(Math.random() * 1e9)}`, tur: 'cafe' });
    const digeri = await loginWith(baska, TUM_ISLETME_YETKILERI);
    const d = (await json(await call('GET', '/api/isletme/ozet/envanter', { token: digeri, venue: baska }))).data;
    expect(d).toMatchObject({ azStok: [], bakim: [], demirbas: 0 });
  });
});
