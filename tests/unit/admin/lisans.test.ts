import { describe, expect, it } from 'vitest';
import { apiModulu, lisansHali, lisansliYetkiler, panelModulu, yetkiModulu } from '@lib/lisans';
import { bugun as yerelGun, gunEkle } from '@lib/zaman/dilim';
import { ISLETME_PERMISSION_KEYS } from '@lib/permissions';

describe('licence module maps', () => {
  it('maps API prefixes to modules; the cafe is not the QR menu; the venue core is open', () => {
    expect(apiModulu('/api/isletme/cafe/islem')).toBe('cafe');
    expect(apiModulu('/api/isletme/qrmenu/kategoriler')).toBe('qrmenu');
    expect(apiModulu('/api/isletme/ikinciel/cihazlar')).toBe('qrmenu');
    expect(apiModulu('/api/isletme/randevu/kanal/ayar')).toBe('randevu');
    expect(apiModulu('/api/isletme/envanter/demirbaslar')).toBe('envanter');
    expect(apiModulu('/api/isletme/crm/musteriler')).toBe('crm');
    expect(apiModulu('/api/isletme/ozet/envanter')).toBe('envanter');
    for (const acik of ['/api/isletme/ozet', '/api/isletme/ozet/kasa', '/api/isletme/kullanicilar', '/api/isletme/parametre', '/api/isletme/personel', '/api/isletme/yetki-setleri', '/api/isletme/crmx']) {
      expect(apiModulu(acik), acik).toBeNull();
    }
  });

  it('gives every business permission key of a module screen its module', () => {
    expect(yetkiModulu('isletme:qrmenu:cafe-yonetim:masa-takip:ekle')).toBe('cafe');
    expect(yetkiModulu('isletme:qrmenu:urunler')).toBe('qrmenu');
    expect(panelModulu('/isletme/randevutakip/musteriler')).toBe('randevu');
    const anahtarlar = [...ISLETME_PERMISSION_KEYS];
    expect(lisansliYetkiler(anahtarlar, null)).toEqual(anahtarlar);
    const sadeceQr = lisansliYetkiler(anahtarlar, ['qrmenu']);
    expect(sadeceQr.some((k) => k.startsWith('isletme:qrmenu:cafe-yonetim'))).toBe(false);
    expect(sadeceQr.some((k) => k.startsWith('isletme:crm') || k.startsWith('isletme:envanter') || k.startsWith('isletme:randevutakip'))).toBe(false);
    expect(sadeceQr).toContain('isletme:personel');
    expect(sadeceQr).toContain('isletme:ayarlar:yonetim:parametre:guncelle');
  });
});

describe('licence state and local day', () => {
  it('is read-only from the day after bitis; guests keep the grace period', () => {
    const l = { bitis: '2026-03-10', deneme: false };
    expect(lisansHali(l, '2026-03-10', 7)).toBe('aktif');
    expect(lisansHali({ ...l, deneme: true }, '2026-03-01', 7)).toBe('deneme');
    expect(lisansHali(l, '2026-03-11', 7)).toBe('ek-sure');
    expect(lisansHali(l, '2026-03-17', 7)).toBe('ek-sure');
    expect(lisansHali(l, '2026-03-18', 7)).toBe('bitti');
    expect(lisansHali(l, '2026-03-11', 0)).toBe('bitti');
    expect(gunEkle('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('takes the venue zone\'s calendar day (and Istanbul for an unknown zone)', () => {
    const an = Date.parse('2026-06-30T22:30:00Z');
    expect(yerelGun('Europe/Istanbul', an)).toBe('2026-07-01');
    expect(yerelGun('Europe/London', an)).toBe('2026-06-30');
    expect(yerelGun('Yok/Boyle', an)).toBe('2026-07-01');
  });
});
