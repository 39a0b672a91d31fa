import { describe, expect, it } from 'vitest';
import { scalar } from '../fixtures';
import { cafeKur, islem, siparisVer } from './fixtures';

/** The working day's operations sent through POST /api/isletme/cafe/islem, as the panel sends them. */

describe('cafe day operations through the API', () => {
  it('gunAc opens the day through the route, then an order opens a check in it; gunsonu closes it', async () => {
    const k = await cafeKur({ gunAcik: false });
    const gun = await islem(k.sahip, k.isletmeId, { tur: 'gunAc', acilisKasasiKurus: 50_000 });
    expect(gun).toMatchObject({ acilisKasasiKurus: 50_000 });
    const gunId = await scalar("SELECT id FROM cafe_gun WHERE isletme_id = ? AND durum = 'acik'", k.isletmeId);
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 2]]);
    expect(d.adisyon.gunId).toBe(gunId);
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: 5_000 }] });
    await islem(k.sahip, k.isletmeId, { tur: 'gunsonu', sayilanNakitKurus: 55_000, okcZKurus: null, aciklama: '', devret: false });
    expect(await scalar('SELECT durum FROM cafe_gun WHERE id = ?', gunId)).toBe('kapali');
    expect(await scalar('SELECT fark_kurus FROM cafe_gunsonu WHERE gun_id = ?', gunId)).toBe(0);
  });
});
