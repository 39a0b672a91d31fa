import { describe, expect, it } from 'vitest';
import { kampanyaZamanMetni, saatEki, sureMetni } from '../../../src/components/menu/format';
import { safeJson } from '@lib/menu/jsonld';
import { resolve } from '../../../src/components/menu/resolve';
import { wifiPayload } from '../../../src/components/menu/wifi';
import type { PublicMenu } from '@lib/menu/public-types';
import { menuThemeFromAnswer, menuThemeFromError } from '@stores/menuTheme';

const TZ = 'Europe/Istanbul';
const NOW = Date.parse('2026-11-16T09:00:00Z'); // Monday 12:00 Istanbul

describe('campaign time texts', () => {
  it('adds the Turkish locative suffix by how the time is read', () => {
    expect(['15:00', '16:00', '10:00', '12:00', '13:30', '09:00', '20:00', '00:00', '17:40', '18:45', '11:50'].map(saatEki)).toEqual(
      ["15:00'te", "16:00'da", "10:00'da", "12:00'de", "13:30'da", "09:00'da", "20:00'de", "00:00'da", "17:40'ta", "18:45'te", "11:50'de"],
    );
  });

  it('shows the remaining time in at most two units, never below one minute', () => {
    expect(sureMetni((2 * 60 + 15) * 60_000, 'tr')).toBe('2 sa 15 dk');
    expect(sureMetni(26 * 3_600_000, 'tr')).toBe('1 gün 2 sa');
    expect(sureMetni(3 * 86_400_000, 'en')).toBe('3 d');
    expect(sureMetni(5_000, 'de')).toBe('1 Min.');
  });

  it('says "… kaldı" for active and today/tomorrow/day for upcoming campaigns in the venue zone', () => {
    expect(kampanyaZamanMetni({ durum: 'aktif', degisimMs: NOW + 135 * 60_000 }, NOW, TZ, 'tr')).toBe('2 sa 15 dk kaldı');
    expect(kampanyaZamanMetni({ durum: 'yaklasan', degisimMs: Date.parse('2026-11-17T12:00:00Z') }, NOW, TZ, 'tr')).toBe("Yarın 15:00'te başlıyor");
    expect(kampanyaZamanMetni({ durum: 'yaklasan', degisimMs: Date.parse('2026-11-16T14:00:00Z') }, NOW, TZ, 'en')).toBe('Starts today at 17:00');
    expect(kampanyaZamanMetni({ durum: 'yaklasan', degisimMs: Date.parse('2026-11-20T07:00:00Z') }, NOW, TZ, 'tr')).toBe("20 Kasım Cuma 10:00'da başlıyor");
  });
});

describe('guest page helpers', () => {
  it('escapes Wi-Fi payload specials', () => {
    expect(wifiPayload('Kafe;Misafir', 'a:b"c\\')).toBe('WIFI:T:WPA;S:Kafe\\;Misafir;P:a\\:b\\"c\\\\;;');
    expect(wifiPayload('Açık Ağ', '')).toBe('WIFI:T:nopass;S:Açık Ağ;;');
  });

  it('JSON-LD text cannot close its script tag', () => {
    const text = safeJson({ name: '</script><script>alert(1)</script>&\u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>&\u2028' });
  });

  const urun = (id: number, urlAdi: string) => ({ id, urlAdi, ad: urlAdi, aciklama: '', ozellikler: [], teknikOzellikler: [], fiyatKurus: 100, kampanyaFiyatKurus: null, gorseller: [], alerjenler: [], diyetEtiketleri: [], tukendi: false });
  const kat = (id: number, urlAdi: string, urunler: ReturnType<typeof urun>[] = [], altKategoriler: PublicMenu['kategoriler'] = []) => ({ id, urlAdi, ad: urlAdi, aciklama: '', gorsel: null, urunler, altKategoriler });
  const menu = {
    kategoriler: [
      kat(1, 'sicak', [urun(1, 'sahlep'), urun(2, 'kahveler')], [kat(2, 'kahveler', [urun(3, 'latte')]), kat(3, 'caylar')]),
      kat(4, 'tatli', [urun(4, 'baklava')]),
    ],
  } as unknown as PublicMenu;

  it('resolves the menu URL scheme, including products directly in a top category', () => {
    expect(resolve(menu, 'sicak')).toMatchObject({ tur: 'kategori' });
    expect(resolve(menu, 'sicak', 'kahveler')).toMatchObject({ tur: 'alt', alt: { id: 2 } });
    expect(resolve(menu, 'sicak', 'sahlep')).toMatchObject({ tur: 'urun', alt: null, u: { id: 1 } });
    expect(resolve(menu, 'sicak', '-', 'kahveler')).toMatchObject({ tur: 'urun', alt: null, u: { id: 2 } });
    expect(resolve(menu, 'sicak', 'kahveler', 'latte')).toMatchObject({ tur: 'urun', u: { id: 3 } });
    expect(resolve(menu, 'sicak', 'kahveler', 'yok')).toMatchObject({ tur: 'urunYok' });
    expect(resolve(menu, 'tatli', 'yok')).toMatchObject({ tur: 'altYok' });
    expect(resolve(menu, 'tatli', 'yok', 'baklava')).toMatchObject({ tur: 'altYok' });
    expect(resolve(menu, 'sicak', 'yok')).toEqual({ tur: 'yok' });
    expect(resolve(menu, 'yok')).toEqual({ tur: 'yok' });
  });
});

describe('$menuTheme answers (SPEC §8)', () => {
  it('succeeds only with success and a theme id', () => {
    expect(menuThemeFromAnswer({ success: true, data: 'gece' })).toEqual({ themeId: 'gece', status: 'succeeded', error: null });
  });
  it.each([[{ success: false, errorCode: 'NOT_FOUND' }], [{ success: true, data: '' }], [{ success: true }], [null], ['x']])('fails with "Tema alınamadı" for %j', (answer) => {
    expect(menuThemeFromAnswer(answer)).toEqual({ themeId: null, status: 'failed', error: 'Tema alınamadı' });
  });
  it('an exception is "Sunucu hatası"', () => {
    expect(menuThemeFromError()).toEqual({ themeId: null, status: 'failed', error: 'Sunucu hatası' });
  });
});
