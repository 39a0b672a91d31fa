import { describe, expect, it } from 'vitest';
import { miktarGoster, miktarOku } from '@lib/envanter/miktar';
import { etiketCoz, etiketMetni, etiketSlug } from '@lib/envanter/etiket';
import { maskFromSeed } from '@lib/slug';
import { logMetni } from '@lib/envanter/log-metni';
import { translate } from '@lib/i18n/overlays';
import type { MessageKey } from '@lib/i18n/translate';

describe('stock quantities in thousandths', () => {
  it.each([
    ['10', 10_000], ['2,5', 2_500], ['2.5', 2_500], ['0,125', 125], ['1.250', 1_250_000], ['1.250,75', 1_250_750], [' 3 ', 3_000], ['0', 0],
  ])('reads %s as %i', (metin, binde) => expect(miktarOku(metin)).toBe(binde));
  it.each(['', 'abc', '-1', '2,5555', '1,2,3', '1e3', '2.5.5x'])('refuses %s', (metin) => expect(miktarOku(metin)).toBeNull());
  it('shows thousandths in the reader’s way', () => {
    expect(miktarGoster(2_500, 'tr')).toBe('2,5');
    expect(miktarGoster(1_250_750, 'tr')).toBe('1.250,75');
    expect(miktarGoster(2_500, 'en')).toBe('2.5');
    expect(miktarGoster(10_000, 'de')).toBe('10');
  });
});

describe('inventory labels', () => {
  const mask = maskFromSeed('test-slug-seed');
  it('an asset and a location with the same number get different slugs that read back to their kind', () => {
    const d = etiketSlug('demirbas', 42, mask);
    const l = etiketSlug('lokasyon', 42, mask);
    expect(d).not.toBe(l);
    expect(etiketCoz(d, mask)).toEqual({ tur: 'demirbas', id: 42 });
    expect(etiketCoz(l, mask)).toEqual({ tur: 'lokasyon', id: 42 });
    expect(etiketCoz('garbage!', mask)).toBeNull();
    expect(etiketCoz(etiketSlug('demirbas', 42, maskFromSeed('other')), mask)).toBeNull();
  });
  it('finds the slug in a label URL, a panel path or the bare code', () => {
    const s = etiketSlug('demirbas', 7, mask);
    expect(etiketMetni(`https://isletme.example/${s}`)).toBe(s);
    expect(etiketMetni(`/isletme/envanter/qr/${s}?x=1`)).toBe(s);
    expect(etiketMetni(` ${s} `)).toBe(s);
    expect(etiketMetni('https://isletme.example/')).toBeNull();
  });
});

describe('the module log reads a stock movement as a sentence', () => {
  const satir = (islem: string, ozet: Record<string, unknown>) => ({
    id: 1, zaman: '2026-11-20T10:00:00Z', kullanici: 'Ayşe Yılmaz', varlik: 'stok', varlikId: 7, islem, ozet, demirbasId: null, demirbasKod: null, demirbasAd: null, demirbasSlug: null,
  });
  const t = (key: string, params?: Record<string, string | number>) => translate('tr', key as MessageKey, params);
  it('names the item, the quantity in the reader’s numbers, the unit and the places', () => {
    expect(logMetni(satir('cikis', { urun: 'Süt', miktarBinde: 2500, birim: 'lt', kaynak: 'Bar', neden: 'tuketim' }), t)).toBe('Süt: 2,5 lt çıktı, Bar (Tüketim)');
    expect(logMetni(satir('transfer', { urun: 'Süt', miktarBinde: 12000, birim: 'lt', kaynak: 'Depo', hedef: 'Bar', neden: 'transfer' }), t)).toBe('Süt: 12 lt Depo → Bar aktarıldı');
    const en = (key: string, params?: Record<string, string | number>) => translate('en', key as MessageKey, params);
    expect(logMetni(satir('giris', { urun: 'Süt', miktarBinde: 1500, birim: 'lt', hedef: 'Depo', neden: 'satin_alma' }), en, 'en')).toMatch(/^Süt: 1\.5 l in → Depo/);
  });
});
