import { describe, expect, it } from 'vitest';
const GUN_TUTAR_MAX_KURUS = 10_000_000_000;
import { TUTAR_MAX_KURUS } from '@lib/schemas/kasa';
import { call, json, scalar } from '../fixtures';
import { cafeKur, islemGonder } from './fixtures';

/**
 * Day-end amounts hold a whole day: the counted cash and the cash register's Z total take up to GUN_TUTAR_MAX_KURUS
 * (100,000,000.00 ₺), above the per-entry cap of the cash book (1,000,000.00 ₺, which a busy day's X report passes).
 */

describe('day-end caps fit a day (not an entry)', () => {
  it('a day total above the per-entry cap is taken; one kuruş over the day cap is refused with a clear message', async () => {
    expect(GUN_TUTAR_MAX_KURUS).toBe(10_000_000_000);
    const k = await cafeKur();
    const fazla = await islemGonder(k.sahip, k.isletmeId, { tur: 'gunsonu', sayilanNakitKurus: GUN_TUTAR_MAX_KURUS + 1, okcZKurus: null, aciklama: '', devret: false });
    expect(fazla.status).toBe(400);
    expect((await json(fazla)).errorDetail).toBe('Kasada saydığınız nakdi girin (0 ile 100.000.000,00 ₺ arası).');
    const okcFazla = await call('POST', '/api/isletme/cafe/islem', { token: k.sahip, venue: k.isletmeId, lang: 'en', body: { islemId: `tavan-${Date.now()}-okc`, tur: 'gunsonu', sayilanNakitKurus: 0, okcZKurus: GUN_TUTAR_MAX_KURUS + 1 } });
    expect(okcFazla.status).toBe(400);
    expect((await json(okcFazla)).errorDetail).toBe('The cash register Z total must be between 0 and 100,000,000.00 ₺.');

    // 1,713,420.00 ₺ (the load run's X report) counted, and the Z total exactly at the cap
    const gunluk = 171_342_000;
    expect(gunluk).toBeGreaterThan(TUTAR_MAX_KURUS);
    const kabul = await islemGonder(k.sahip, k.isletmeId, { tur: 'gunsonu', sayilanNakitKurus: gunluk, okcZKurus: GUN_TUTAR_MAX_KURUS, aciklama: '', devret: false });
    expect(kabul.status, await kabul.clone().text()).toBe(201);
    const gunsonuId = await scalar('SELECT id FROM cafe_gunsonu WHERE isletme_id = ?', k.isletmeId) as number;
    expect(await scalar('SELECT okc_z_kurus FROM cafe_gunsonu WHERE id = ?', gunsonuId)).toBe(GUN_TUTAR_MAX_KURUS);
    expect(await scalar('SELECT sayilan_nakit_kurus FROM cafe_gunsonu WHERE id = ?', gunsonuId)).toBe(gunluk);

    // a correction of either figure has the same cap
    const duzeltme = (yeniKurus: number) => call('POST', `/api/isletme/cafe/gunsonu/${gunsonuId}/duzeltme`, { token: k.sahip, venue: k.isletmeId, body: { alan: 'okc_z', yeniKurus, neden: 'ÖKC yeniden okundu' } });
    expect((await duzeltme(GUN_TUTAR_MAX_KURUS)).status).toBe(201);
    const ustu = await duzeltme(GUN_TUTAR_MAX_KURUS + 1);
    expect(ustu.status).toBe(400);
    expect((await json(ustu)).errorDetail).toBe('Yeni tutar 0 ile 100.000.000,00 ₺ arasında olmalı.');
  });
});
