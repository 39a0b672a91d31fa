import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { json, scalar } from '../fixtures';
import { insertSecenekGrup } from '../qrmenu/secenek-fixtures';
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

  it('remembered option rows: a value sold out, a group made stricter or detached, a price changed — the next order sees each', async () => {
    const k = await cafeKur();
    const seker = await insertSecenekGrup(k.isletmeId, { ad: 'Şeker', enAz: 1, enCok: 2, urunIdler: [k.urun.kahve], degerler: [{ ad: 'Sade' }, { ad: 'Orta', farkKurus: 100 }, { ad: 'Bal', farkKurus: 500 }] });
    const [sade, orta, bal] = seker.degerIdler as [number, number, number];
    const ver = (secenekler: number[], adisyonId?: number) => islemGonder(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], ...(adisyonId ? { adisyonId } : {}), kalemler: [{ urunId: k.urun.kahve, adet: 1, secenekler }] });
    const ilk = await islem(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], kalemler: [{ urunId: k.urun.kahve, adet: 1, secenekler: [sade, orta] }] });
    const id = ilk.adisyon.id as number;
    expect((await ver([sade, orta], id)).status).toBe(200);
    // sold out behind the object's back (as the menu screen does): refused, nothing written
    await env.DB.prepare('UPDATE menu_secenek_deger SET tukendi = 1 WHERE id = ?').bind(orta).run();
    const tukendi = await ver([sade, orta], id);
    expect(tukendi.status).toBe(422);
    expect((await json(tukendi)).errorCode).toBe('OPTION_SOLD_OUT');
    // back on sale: the object remembered it sold out, and still takes it
    await env.DB.prepare('UPDATE menu_secenek_deger SET tukendi = 0 WHERE id = ?').bind(orta).run();
    expect((await ver([sade, orta], id)).status).toBe(200);
    // the group now takes one choice at most: two are refused
    await env.DB.prepare('UPDATE menu_secenek_grup SET en_cok = 1 WHERE id = ?').bind(seker.id).run();
    const fazla = await ver([sade, orta], id);
    expect(fazla.status).toBe(422);
    expect((await json(fazla)).errorCode).toBe('OPTION_TOO_MANY');
    // a price difference changed: charged at the new one
    await env.DB.prepare('UPDATE menu_secenek_deger SET fark_kurus = 700 WHERE id = ?').bind(bal).run();
    expect((await ver([bal], id)).status).toBe(200);
    // the group detached from the product: its value is no longer offered, and the product orders without options
    await ver([bal], id);
    await env.DB.prepare('DELETE FROM menu_secenek_bag WHERE grup_id = ?').bind(seker.id).run();
    const yok = await ver([bal], id);
    expect(yok.status).toBe(422);
    expect((await json(yok)).errorCode).toBe('OPTION_UNKNOWN');
    const son = await islem(k.garson, k.isletmeId, { tur: 'siparis', masaId: k.masalar[0], adisyonId: id, kalemler: [{ urunId: k.urun.kahve, adet: 1 }] });
    expect(son.adisyon.kalemler.map((x: { birimKurus: number }) => x.birimKurus)).toEqual([9100, 9100, 9100, 9700, 9700, 9000]);
    expect(await scalar('SELECT count(*) FROM adisyon_kalem WHERE adisyon_id = ?', id)).toBe(6);
  });
});
