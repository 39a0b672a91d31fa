import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { json, scalar } from '../fixtures';
import { cafeKur, islem, islemGonder, siparisVer } from './fixtures';

// The venue's object remembers the check, table and products of the last order so the next order reads nothing;
// every change made behind its back (by the menu screen, the tables screen, SQL) must still be seen by the next order.
describe('cafe orders from the object memory', () => {
  it('a price changed on the menu after an order is charged at the new price on the next order', async () => {
    const k = await cafeKur();
    const ilk = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 1]]);
    await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 1]], { adisyonId: ilk.adisyon.id });
    await env.DB.prepare('UPDATE menu_urun SET fiyat_kurus = 9900 WHERE id = ?').bind(k.urun.kahve).run();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 1]], { adisyonId: ilk.adisyon.id });
    expect(d.adisyon.kalemler.map((x: { birimKurus: number }) => x.birimKurus)).toEqual([9000, 9000, 9900]);
    expect(d.adisyon.toplamKurus).toBe(27900);
    expect(d.adisyon.surum).toBe(3);
  });

  it('a product sold out or a table deactivated after an order refuses the next order and writes nothing', async () => {
    const k = await cafeKur();
    const ilk = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 1]]);
    await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 1]]);
    await env.DB.prepare('UPDATE menu_urun SET tukendi = 1 WHERE id = ?').bind(k.urun.cay).run();
    const sold = await islemGonder(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], kalemler: [{ urunId: k.urun.cay, adet: 1 }] });
    expect(sold.status).toBe(409);
    expect((await json(sold)).errorDetail).toBe('Çay tükendi.');
    await env.DB.prepare('UPDATE menu_urun SET tukendi = 0 WHERE id = ?').bind(k.urun.cay).run();
    await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 1]]);
    await env.DB.prepare('UPDATE menu_masa SET aktif = 0 WHERE id = ?').bind(k.masalar[0]).run();
    const pasif = await islemGonder(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], kalemler: [{ urunId: k.urun.cay, adet: 1 }] });
    expect(pasif.status).toBe(409);
    expect(await scalar('SELECT count(*) FROM adisyon_kalem WHERE adisyon_id = ?', ilk.adisyon.id)).toBe(3);
    expect(await scalar('SELECT count(*) FROM adisyon_islem WHERE isletme_id = ?', k.isletmeId)).toBe(3);
  });

  it('a check changed by another operation or paid in between is never overwritten by a remembered copy', async () => {
    const k = await cafeKur();
    const ilk = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.tost, 1]]);
    await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.su, 1]]);
    await islem(k.sahip, k.isletmeId, { tur: 'indirim', adisyonId: ilk.adisyon.id, indirimTur: 'tutar', deger: 1000 });
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.su, 1]]);
    expect(d.adisyon).toMatchObject({ indirimKurus: 1000, toplamKurus: 14000 + 1500 + 1500 - 1000, surum: 4 });
    // a header written behind the object's back (as a repair by hand would): the version guard sees it
    await env.DB.prepare('UPDATE adisyon SET misafir = 4, surum = surum + 1 WHERE id = ?').bind(ilk.adisyon.id).run();
    const e = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.su, 1]]);
    expect(e.adisyon).toMatchObject({ misafir: 4, surum: 6 });
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: ilk.adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: e.adisyon.toplamKurus }] });
    const yeni = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 1]]);
    expect(yeni.adisyon.id).not.toBe(ilk.adisyon.id);
    expect(yeni.adisyon.kalemler).toHaveLength(1);
    expect(await scalar("SELECT count(*) FROM adisyon WHERE isletme_id = ? AND durum = 'acik'", k.isletmeId)).toBe(1);
  });
});
