import { describe, expect, it } from 'vitest';
import { translate } from '@lib/i18n/overlays';
import { bicimle, cogulBloklari, translateWith } from '@lib/i18n/translate';
import { TUM_OVERLAY } from '@lib/i18n/tum';

/** Counted texts follow each language's plural rules (Intl.PluralRules): "1 user", never "1 users". */
describe('plural forms', () => {
  const kullanici = (lang: 'tr' | 'en' | 'de' | 'ru', sayi: number) => translate(lang, 'ayarlar.yetki.userCount', { sayi });

  it('en: 1 user / 2 users', () => {
    expect([kullanici('en', 1), kullanici('en', 2), kullanici('en', 0)]).toEqual(['1 user', '2 users', '0 users']);
  });

  it('de: 1 Benutzer / 2 Benutzer', () => {
    expect([kullanici('de', 1), kullanici('de', 2)]).toEqual(['1 Benutzer', '2 Benutzer']);
    expect(translate('de', 'qrmenu.cat.productCount', { sayi: 1 })).toBe('1 Produkt');
    expect(translate('de', 'qrmenu.cat.productCount', { sayi: 7 })).toBe('7 Produkte');
  });

  it('ru: one, few, many (1 пользователь, 3 пользователя, 5 пользователей, 21 пользователь)', () => {
    expect([1, 3, 5, 21, 11, 22, 112].map((n) => kullanici('ru', n))).toEqual([
      '1 пользователь', '3 пользователя', '5 пользователей', '21 пользователь', '11 пользователей', '22 пользователя', '112 пользователей',
    ]);
  });

  it('tr: unchanged (a noun after a number stays singular)', () => {
    expect([kullanici('tr', 1), kullanici('tr', 2)]).toEqual(['1 kullanıcı', '2 kullanıcı']);
    expect(translate('tr', 'musteri.sayfaBilgi', { bas: 1, son: 20, toplam: 45 })).toBe('1–20 / 45 müşteri');
  });

  it('counted parts sit inside sentences, next to other placeholders and other counted parts', () => {
    expect(translate('en', 'musteri.sayfaBilgi', { bas: 1, son: 1, toplam: 1 })).toBe('1–1 of 1 customer');
    expect(translate('en', 'qrmenu.api.categoryNotEmpty', { urun: 1, alt: 3 })).toBe('This category contains 1 product and 3 subcategories. Move them first or delete everything together.');
    expect(translate('ru', 'error.rateLimited', { dakika: 1 })).toBe('Слишком много неудачных попыток. Повторите попытку через 1 минуту.');
    expect(translate('ru', 'error.rateLimited', { dakika: 15 })).toBe('Слишком много неудачных попыток. Повторите попытку через 15 минут.');
    expect(translate('en', 'randevu.takvim.benimOzet', { ad: 'Selin', bugun: 2, gelecek: 1 })).toBe('Selin · today 2, 1 upcoming appointment in total');
  });

  it('reads the ICU plural syntax: arms with placeholders, exact =N arms, other as the fallback', () => {
    const metin = 'Hi {ad}: {n, plural, =0 {nothing for {ad}} one {# item} other {# items}} left';
    expect(cogulBloklari(metin).map((b) => [b.ad, Object.keys(b.kollar)])).toEqual([['n', ['=0', 'one', 'other']]]);
    expect(bicimle(metin, { ad: 'Ada', n: 0 }, 'en')).toBe('Hi Ada: nothing for Ada left');
    expect(bicimle(metin, { ad: 'Ada', n: 1 }, 'en')).toBe('Hi Ada: 1 item left');
    expect(bicimle(metin, { ad: 'Ada', n: 4 }, 'ru')).toBe('Hi Ada: 4 items left');
    expect(bicimle('{n, plural, one {# x', { n: 1 }, 'en')).toBe('{n, plural, one {# x'); // not well formed: left as it is
  });

  it('the browser translate follows the overlay language', () => {
    expect(translateWith(TUM_OVERLAY.en, 'ayarlar.yetki.userCount', { sayi: 1 }, 'en')).toBe('1 user');
    expect(translateWith({}, 'ayarlar.yetki.userCount', { sayi: 1 }, 'en')).toBe('1 kullanıcı');
  });
});
