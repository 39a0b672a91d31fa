import { describe, expect, it } from 'vitest';
import { applyTime, buildMenuBase, menuCacheKey, type KampanyaRow, type KategoriRow, type MenuRows, type UrunRow, type VenueRow } from '@worker/db/qrmenu/public';

const venue: VenueRow = { id: 7, ad: 'Kahve Durağı', url_adi: 'kahve-duragi', menu_tema: 'gece', menu_surum: 3, saat_dilimi: 'Europe/Istanbul', diller: ['tr', 'en', 'de', 'ru'], para_gosterimi: 'sembol_sonra', kapali: false };
const NOW = Date.parse('2026-11-16T15:00:00Z'); // Monday 18:00 in Istanbul

const kategori = (row: Partial<KategoriRow> & Pick<KategoriRow, 'id'>): KategoriRow => ({ ust_kategori_id: null, ad: JSON.stringify({ tr: `K${row.id}` }), aciklama: '{}', url_adi: `k${row.id}`, gorsel_anahtar: null, gorunur: 1, ...row });
const urun = (row: Partial<UrunRow> & Pick<UrunRow, 'id' | 'kategori_id'>): UrunRow => ({
  ad: JSON.stringify({ tr: `Ü${row.id}` }), aciklama: '{}', ozellikler: '[]', teknik_ozellikler: '[]', url_adi: `u${row.id}`, fiyat_kurus: 10_000,
  gorseller: '[]', alerjenler: '[]', diyet_etiketleri: '[]', tukendi: 0, gorunur: 1, ...row,
});
const kampanya = (row: Partial<KampanyaRow> & Pick<KampanyaRow, 'id' | 'tur'>): KampanyaRow => ({
  baslik: JSON.stringify({ tr: `Kampanya ${row.id}` }), aciklama: '{}', deger: 0, hediye_urun_id: null, urun_idler: '[]', kategori_idler: '[]',
  baslangic: '2026-11-01T00:00:00Z', bitis: '2026-12-01T00:00:00Z', haftalik_saatler: '[]', ...row,
});

function rows(): MenuRows {
  return {
    kategoriler: [
      kategori({ id: 1, ad: JSON.stringify({ tr: 'Sıcak İçecekler', en: 'Hot Drinks', de: '  ' }) }),
      kategori({ id: 2, ust_kategori_id: 1, ad: JSON.stringify({ tr: 'Kahveler', en: 'Coffees' }) }),
      kategori({ id: 3, gorunur: 0 }),
      kategori({ id: 4, ust_kategori_id: 3 }), // visible child of a hidden parent
      kategori({ id: 5, ust_kategori_id: 2 }), // third level: never shown
      kategori({ id: 6, gorsel_anahtar: 'menu/7/abc.webp' }),
      kategori({ id: 8, gorsel_anahtar: '../../secret' }),
    ],
    urunler: [
      urun({ id: 10, kategori_id: 2, ad: JSON.stringify({ tr: 'Türk Kahvesi', en: 'Turkish Coffee' }), aciklama: JSON.stringify({ tr: 'Közde', en: '' }), fiyat_kurus: 9_000,
        ozellikler: JSON.stringify([{ tr: 'Lokum ile', en: 'With delight' }, { tr: '' }]), alerjenler: JSON.stringify(['sut', 'zehir']), diyet_etiketleri: JSON.stringify(['vegan', 'x']),
        gorseller: JSON.stringify(['menu/7/a1.webp', 'javascript:alert(1)']) }),
      urun({ id: 11, kategori_id: 2, gorunur: 0 }),
      urun({ id: 12, kategori_id: 1, fiyat_kurus: 12_000, tukendi: 1 }),
      urun({ id: 13, kategori_id: 3 }),
      urun({ id: 14, kategori_id: 4 }),
      urun({ id: 15, kategori_id: 6, fiyat_kurus: 5_000, ozellikler: 'not json' }),
    ],
    kampanyalar: [
      kampanya({ id: 20, tur: 'yuzde_indirim', deger: 20, kategori_idler: '[1]' }),
      kampanya({ id: 21, tur: 'sabit_fiyat', deger: 8_000, urun_idler: '[10]' }),
      kampanya({ id: 22, tur: 'sabit_fiyat', deger: 99_000, urun_idler: '[15]' }), // above the price: ignored
      kampanya({ id: 23, tur: 'hediye_urun', hediye_urun_id: 11, kategori_idler: '[6]' }),
      kampanya({ id: 24, tur: 'yuzde_indirim', deger: 50, urun_idler: '[15]', baslangic: '2026-11-20T00:00:00Z' }), // upcoming: no price yet
      kampanya({ id: 25, tur: 'yuzde_indirim', deger: 50, urun_idler: '[15]', bitis: '2026-11-10T00:00:00Z' }), // ended
      kampanya({ id: 26, tur: 'yuzde_indirim', deger: 10, urun_idler: '[15]', haftalik_saatler: JSON.stringify([{ gunler: [1], baslangic: '17:00', bitis: '19:00' }]) }),
    ],
    anasayfa: { hosgeldin: JSON.stringify({ tr: 'Hoş geldiniz' }), wifi_ad: 'Misafir', wifi_sifre: 'x', telefon: '', whatsapp: '', instagram: '', adres: '', harita_url: '', calisma_saatleri: JSON.stringify([{ gunler: 'Pzt', saat: '08-23' }, { bad: 1 }]) },
  };
}

describe('public menu read model', () => {
  const menu = applyTime(buildMenuBase(venue, 'SLUG', rows(), 'en'), NOW);

  it('keeps only visible categories in two levels and visible products', () => {
    expect(menu.kategoriler.map((k) => k.id)).toEqual([1, 6, 8]);
    expect(menu.kategoriler[0]!.altKategoriler.map((k) => k.id)).toEqual([2]);
    expect(menu.kategoriler[0]!.altKategoriler[0]!.altKategoriler).toEqual([]);
    const ids = JSON.stringify(menu).match(/"id":1[0-9]\b/g);
    expect(ids?.sort()).toEqual(['"id":10', '"id":12', '"id":15']);
  });

  it('resolves texts in the language with Turkish fallback (blank or missing translation → Turkish)', () => {
    expect(menu.kategoriler[0]!.ad).toBe('Hot Drinks');
    const turk = menu.kategoriler[0]!.altKategoriler[0]!.urunler[0]!;
    expect(turk.ad).toBe('Turkish Coffee');
    expect(turk.aciklama).toBe('Közde');
    expect(turk.ozellikler).toEqual(['With delight']);
    const de = applyTime(buildMenuBase(venue, 'SLUG', rows(), 'de'), NOW);
    expect(de.kategoriler[0]!.ad).toBe('Sıcak İçecekler');
    expect(de.anasayfa.hosgeldin).toBe('Hoş geldiniz');
  });

  it('drops unknown allergens, diet tags, bad image keys and bad hours rows', () => {
    const turk = menu.kategoriler[0]!.altKategoriler[0]!.urunler[0]!;
    expect(turk.alerjenler).toEqual(['sut']);
    expect(turk.diyetEtiketleri).toEqual(['vegan']);
    expect(turk.gorseller).toEqual(['/api/public/gorsel/menu/7/a1.webp']);
    expect(menu.kategoriler[1]!.gorsel).toBe('/api/public/gorsel/menu/7/abc.webp');
    expect(menu.kategoriler[2]!.gorsel).toBeNull();
    expect(menu.anasayfa.calismaSaatleri).toEqual([{ gunler: 'Pzt', saat: '08-23' }]);
    expect(menu.kategoriler[1]!.urunler[0]!.ozellikler).toEqual([]);
  });

  it('lists active and upcoming campaigns with state and next change, active first', () => {
    expect(menu.kampanyalar.map((k) => [k.id, k.durum])).toEqual([[26, 'aktif'], [20, 'aktif'], [21, 'aktif'], [22, 'aktif'], [23, 'aktif'], [24, 'yaklasan']]);
    expect(menu.kampanyalar.find((k) => k.id === 26)!.degisimMs).toBe(Date.parse('2026-11-16T16:00:00Z'));
    expect(menu.kampanyalar.find((k) => k.id === 24)!.degisimMs).toBe(Date.parse('2026-11-20T00:00:00Z'));
    expect(menu.kampanyalar.find((k) => k.id === 23)!.hediyeUrunAd).toBe('Ü11');
  });

  it('sets the lowest active campaign price: percent on the parent category, fixed price on the product', () => {
    const turk = menu.kategoriler[0]!.altKategoriler[0]!.urunler[0]!;
    expect(turk.kampanyaFiyatKurus).toBe(7_200); // 20 % of 90,00 beats the fixed 80,00
    expect(menu.kategoriler[0]!.urunler[0]!.kampanyaFiyatKurus).toBe(9_600);
    // only the 10 % happy hour applies (the fixed price is higher, 50 % is upcoming or ended)
    expect(menu.kategoriler[1]!.urunler[0]!.kampanyaFiyatKurus).toBe(4_500);
    const later = applyTime(buildMenuBase(venue, 'SLUG', rows(), 'en'), Date.parse('2026-11-16T17:00:00Z'));
    expect(later.kategoriler[1]!.urunler[0]!.kampanyaFiyatKurus).toBeNull();
  });

  it('does not change the cached base when the clock moves', () => {
    const base = buildMenuBase(venue, 'SLUG', rows(), 'tr');
    const copy = JSON.stringify(base);
    applyTime(base, NOW);
    expect(JSON.stringify(base)).toBe(copy);
  });

  it('keys the edge cache by venue, language and menu_surum', () => {
    expect(menuCacheKey(venue, 'en', 'https://x.test')).toBe('https://x.test/__menu-cache/v1/7/en/3');
    expect(menuCacheKey({ ...venue, menu_surum: 4 }, 'en')).not.toBe(menuCacheKey(venue, 'en'));
  });
});
