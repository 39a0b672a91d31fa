import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@lib/i18n/languages';
import { gorselUrl } from '@widgets/menu/api';
import { sureMetni } from '@widgets/menu/sure';
import { fill, TEXTS } from '@widgets/menu/texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('menu widget texts', () => {
  it('has every word in all four languages with the same placeholders', () => {
    const keys = Object.keys(TEXTS.tr).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(TEXTS[lang]).sort(), lang).toEqual(keys);
      for (const key of keys as (keyof typeof TEXTS.tr)[]) {
        expect(TEXTS[lang][key].trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(TEXTS[lang][key]), `${lang}.${key}`).toEqual(placeholders(TEXTS.tr[key]));
      }
    }
  });

  it('uses the SPEC §8 wording in English (Turkish screens read it in Turkish, like the site)', () => {
    expect(TEXTS.en.failed).toBe('Failed to load data.');
    expect(TEXTS.en.offline).toBe('Please check your internet connection or try again.');
    expect(TEXTS.tr.failed).toBe('Veriler yüklenemedi.');
    expect(TEXTS.en.retry).toBe('Retry');
    expect(TEXTS.en.preparing).toBe('Subcategories for this category are being prepared');
    expect(TEXTS.en.comingSoon).toBe('Coming Soon');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill(TEXTS.en.endsIn, { t: '5 min' })).toBe('Ends in 5 min');
    expect(fill('{a} {b}', { a: 'x' })).toBe('x {b}');
  });
});

describe('remaining time', () => {
  const MIN = 60_000;
  it('shows the two largest units and never 0 minutes', () => {
    expect(sureMetni(2 * 60 * MIN + 15 * MIN + 30_000, TEXTS.en)).toBe('2 h 15 min');
    expect(sureMetni(3 * 1440 * MIN + 4 * 60 * MIN + 59 * MIN, TEXTS.en)).toBe('3 d 4 h');
    expect(sureMetni(59 * MIN, TEXTS.en)).toBe('59 min');
    expect(sureMetni(20_000, TEXTS.en)).toBe('1 min');
    expect(sureMetni(-5_000, TEXTS.en)).toBe('1 min');
    expect(sureMetni(90 * MIN, TEXTS.tr)).toBe('1 sa 30 dk');
  });
});

describe('image URLs', () => {
  it('resolves API paths against the widget origin and keeps absolute http(s) URLs', () => {
    expect(gorselUrl('https://app.test', '/api/public/gorsel/menu/1/a.webp')).toBe('https://app.test/api/public/gorsel/menu/1/a.webp');
    expect(gorselUrl('https://app.test', 'api/x.webp')).toBe('https://app.test/api/x.webp');
    expect(gorselUrl('https://app.test', 'https://cdn.test/a.webp')).toBe('https://cdn.test/a.webp');
    expect(gorselUrl('https://app.test', 'javascript:alert(1)')).toBe('https://app.test/javascript:alert(1)');
  });
});
