import { describe, expect, it } from 'vitest';
import { formatKurus, parseLira, sayiMetni } from './para';

describe('formatKurus', () => {
  it('writes kuruş the Turkish way by default, with the venue’s sign placement', () => {
    expect(formatKurus(0)).toBe('0,00 ₺');
    expect(formatKurus(5)).toBe('0,05 ₺');
    expect(formatKurus(123_450)).toBe('1.234,50 ₺');
    expect(formatKurus(100_000_000)).toBe('1.000.000,00 ₺');
    expect(formatKurus(-30_000)).toBe('-300,00 ₺');
    expect(formatKurus(123_450, 'sembol_once')).toBe('₺1.234,50');
    expect(formatKurus(123_450, 'kod')).toBe('1.234,50 TL');
    expect(formatKurus(-5, { gosterim: 'sembol_once' })).toBe('-₺0,05');
    // a fraction of a kuruş (a computed share) is rounded, never printed
    expect(formatKurus(1234.6)).toBe('12,35 ₺');
  });

  it('writes what an amount field starts with: no sign, with or without grouping and ",00"', () => {
    expect(formatKurus(123_450, { sembolsuz: true })).toBe('1.234,50');
    expect(formatKurus(123_450, { sembolsuz: true, grupsuz: true })).toBe('1234,50');
    expect(formatKurus(450_000, { sembolsuz: true, tamsaKurussuz: true })).toBe('4.500');
    expect(formatKurus(450_050, { sembolsuz: true, tamsaKurussuz: true })).toBe('4.500,50');
    expect(formatKurus(-1_250, { sembolsuz: true, grupsuz: true })).toBe('-12,50');
    expect(formatKurus(123_400, { tamsaKurussuz: true })).toBe('1.234 ₺');
  });

  it('keeps the sign on the amount’s line on request, and groups in the UI language', () => {
    expect(formatKurus(123_450, { bolunmez: true })).toBe('1.234,50\u00a0₺');
    expect(formatKurus(123_450, { lang: 'en', gosterim: 'sembol_once' })).toBe('₺1,234.50');
    expect(formatKurus(123_450, { lang: 'de' })).toBe('1.234,50 ₺');
    expect(formatKurus(123_450, { lang: 'ru' })).toBe('1\u00a0234,50 ₺');
  });

  it('matches Intl’s Turkish grouping for every size (the booking widget used Intl)', () => {
    const intl = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 });
    for (const kurus of [0, 99, 100_000, 99_999_999, 12_345_678_901]) expect(formatKurus(kurus)).toBe(`${intl.format(kurus / 100)} ₺`);
  });
});

describe('parseLira', () => {
  it('reads a typed amount into kuruş: Turkish thousands and comma, a decimal point, English thousands', () => {
    expect(parseLira('1.234,50')).toBe(123_450);
    expect(parseLira('3.000')).toBe(300_000);
    expect(parseLira('1.250.000')).toBe(125_000_000);
    expect(parseLira('1234,5')).toBe(123_450);
    expect(parseLira('1234.5')).toBe(123_450);
    expect(parseLira('12.50')).toBe(1_250);
    expect(parseLira('1,234.50')).toBe(123_450);
    expect(parseLira('12,345,678.9')).toBe(1_234_567_890);
    expect(parseLira(' 45 ₺')).toBe(4_500);
    expect(parseLira('1 234,50')).toBe(123_450);
    expect(parseLira('0')).toBe(0);
  });

  it('rejects what is no amount, negatives and more than two decimals', () => {
    for (const metin of ['', ' ', 'abc', '-5', '1,2,3', '12,345', '1.23.4', '1,234', '1.2345,6', '12,505', '1e3', '₺', '1.234,5.6']) {
      expect(parseLira(metin), metin).toBeNull();
    }
  });

  it('rejects an amount above the caller’s limit', () => {
    expect(parseLira('1.000.000', 100_000_000)).toBe(100_000_000);
    expect(parseLira('1.000.000,01', 100_000_000)).toBeNull();
  });

  it('reads back every amount formatKurus writes', () => {
    for (const kurus of [0, 1, 99, 100, 123_450, 100_000_000]) {
      expect(parseLira(formatKurus(kurus))).toBe(kurus);
      expect(parseLira(formatKurus(kurus, { sembolsuz: true, grupsuz: true }))).toBe(kurus);
      expect(parseLira(formatKurus(kurus, { lang: 'en', gosterim: 'sembol_once' }))).toBe(kurus);
    }
  });
});

describe('sayiMetni', () => {
  it('writes numbers in the UI language', () => {
    expect(sayiMetni(0.42, 'tr', { style: 'percent', maximumFractionDigits: 0 })).toBe('%42');
    expect(sayiMetni(1234.5, 'en')).toBe('1,234.5');
    expect(sayiMetni(1234.5, 'de')).toBe('1.234,5');
  });
});
