import { describe, expect, it } from 'vitest';
import { CIHAZ_DURUMLARI, DURUM_GECISLERI, elleGecis, gecisVar, SATILABILIR } from '@lib/ikinciel/durum';
import { aciklamaOlustur, BASLIK_SINIRI, baslikKes, baslikOlustur, fiyatYuvarla, hazirCevap, HAZIR_CEVAP_KONULARI, VARSAYILAN_SABLON, yenilenmeli, type IlanCihazi } from '@lib/ikinciel/ilan';
import { gunFarki, medyan } from '@lib/ikinciel/rapor';
import { silinebilirGun, tcGecerli, tcMaskele, tcUret } from '@lib/ikinciel/tc';

describe('status table', () => {
  it('is exactly the documented machine', () => {
    expect(DURUM_GECISLERI).toEqual({
      alindi: ['tamirde', 'satista'], tamirde: ['satista', 'alindi'], satista: ['tamirde', 'rezerve', 'satildi'],
      rezerve: ['satista', 'satildi'], satildi: ['iade'], iade: ['tamirde', 'satista'],
    });
    expect(SATILABILIR).toEqual(['satista', 'rezerve']);
  });
  it('refuses the nonsense moves', () => {
    expect(gecisVar('satildi', 'satildi')).toBe(false);
    expect(gecisVar('alindi', 'satildi')).toBe(false);
    expect(gecisVar('alindi', 'iade')).toBe(false);
    for (const d of CIHAZ_DURUMLARI) expect(gecisVar(d, d)).toBe(false);
    // the sale and the return never go through the plain status button
    for (const d of CIHAZ_DURUMLARI) expect(elleGecis(d, 'satildi') || elleGecis(d, 'iade')).toBe(false);
    expect(elleGecis('iade', 'satista')).toBe(true);
  });
});

describe('TC kimlik no', () => {
  it('checks both check digits', () => {
    expect(tcGecerli('10000000146')).toBe(true);
    expect(tcGecerli(tcUret('123456789'))).toBe(true);
    expect(tcGecerli('12345678901')).toBe(false);
    expect(tcGecerli('10000000147')).toBe(false);
    expect(tcGecerli('01234567890')).toBe(false);
    expect(tcGecerli('1000000014')).toBe(false);
    expect(tcGecerli('1000000014a')).toBe(false);
    for (const ilk of ['987654321', '111111111', '357159852']) expect(tcGecerli(tcUret(ilk))).toBe(true);
  });
  it('masks all but 3 + 2 digits', () => {
    expect(tcMaskele('12345678950')).toBe('123******50');
    expect(tcMaskele('')).toBe('');
    expect(tcMaskele('123')).toBe('***');
  });
  it('keeping period is 10 years from the purchase day', () => {
    expect(silinebilirGun('2016-02-29')).toBe('2026-02-29');
    expect(silinebilirGun('2020-11-05')).toBe('2030-11-05');
  });
});

describe('listing composer', () => {
  const c: IlanCihazi = {
    tur: 'dizustu', marka: 'Lenovo', model: 'ThinkPad T480', kondisyon: 'iyi', kondisyonNot: 'Kasada çizik',
    ozellik: { islemci: 'Intel Core i5-8250U', ram: '16 GB', depolama: '512 GB NVMe SSD', ekranKarti: 'Intel UHD 620', ekran: '14" Full HD IPS', serbest: '' }, garantiGun: 90,
  };
  it('titles never pass the limit and cut at a word', () => {
    const b = baslikOlustur(c);
    expect(b.length).toBeLessThanOrEqual(BASLIK_SINIRI);
    expect(b.startsWith('Lenovo ThinkPad T480 Laptop Intel Core i5-8250U 16 GB RAM')).toBe(true);
    expect(b.endsWith(' ')).toBe(false);
    expect(baslikKes('a'.repeat(100))).toHaveLength(70);
    expect(baslikKes('  kısa   başlık ')).toBe('kısa başlık');
  });
  it('rounds to the venue step in the chosen direction', () => {
    expect(fiyatYuvarla(812_345, 5000, 'asagi')).toBe(810_000);
    expect(fiyatYuvarla(812_345, 5000, 'yukari')).toBe(815_000);
    expect(fiyatYuvarla(812_500, 5000, 'yakin')).toBe(815_000);
    expect(fiyatYuvarla(812_499, 5000, 'yakin')).toBe(810_000);
    expect(fiyatYuvarla(812_345, 10000, 'asagi')).toBe(810_000);
    expect(fiyatYuvarla(812_345, 0, 'asagi')).toBe(812_345);
    expect(fiyatYuvarla(1_000, 5000, 'asagi')).toBe(5000); // never rounds a price away to 0
  });
  it('fills the template; unknown placeholders stay visible', () => {
    const a = aciklamaOlustur(VARSAYILAN_SABLON, c);
    expect(a).toContain('Lenovo ThinkPad T480 (Laptop) satılıktır.');
    expect(a).toContain('• RAM: 16 GB');
    expect(a).toContain('Durumu: İyi. Kasada çizik');
    expect(a).toContain('90 gün dükkân garantisi');
    expect(aciklamaOlustur('{marka} {yok}', c)).toBe('Lenovo {yok}');
  });
  it('canned replies name the item and the price', () => {
    for (const k of HAZIR_CEVAP_KONULARI) expect(hazirCevap(k, c, '8.100 ₺')).toContain('Lenovo ThinkPad T480');
    expect(hazirCevap('sonFiyat', c, '8.100 ₺')).toContain('8.100 ₺');
  });
  it('renew reminder after N days', () => {
    expect(yenilenmeli('2026-11-01', '2026-11-15', 14)).toBe(true);
    expect(yenilenmeli('2026-11-02', '2026-11-15', 14)).toBe(false);
    expect(yenilenmeli(null, '2026-11-15', 14)).toBe(false);
  });
});

describe('report figures', () => {
  it('median stays integer kuruş', () => {
    expect(medyan([])).toBeNull();
    expect(medyan([5])).toBe(5);
    expect(medyan([3, 1, 2])).toBe(2);
    expect(medyan([1, 2])).toBe(1);
    expect(medyan([600_000, 700_000])).toBe(650_000);
  });
  it('days between local days', () => {
    expect(gunFarki('2026-10-01', '2026-11-20')).toBe(50);
    expect(gunFarki('2026-03-28', '2026-03-30')).toBe(2);
  });
});
