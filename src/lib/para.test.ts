import { describe, expect, it } from 'vitest';
import { formatKurus, parseLira, sayiMetni, tutarMetni } from './para';

describe('formatKurus', () => {
  it('writes kuruş the Turkish way, with the venue’s sign placement', () => {
    expect(formatKurus(0)).toBe('0,00 ₺');
    expect(formatKurus(5)).toBe('0,05 ₺');
    expect(formatKurus(123_450)).toBe('1.234,50 ₺');
    expect(formatKurus(100_000_000)).toBe('1.000.000,00 ₺');
    expect(formatKurus(12_345_678_901)).toBe('123.456.789,01 ₺');
    expect(formatKurus(-30_000)).toBe('-300,00 ₺');
    expect(formatKurus(123_450, 'sembol_sonra')).toBe('1.234,50 ₺');
    expect(formatKurus(123_450, 'sembol_once')).toBe('₺1.234,50');
    expect(formatKurus(123_450, 'kod')).toBe('1.234,50 TL');
    expect(formatKurus(-5, 'sembol_once')).toBe('-₺0,05');
    // a fraction of a kuruş (a computed share) is rounded, never printed
    expect(formatKurus(1234.6)).toBe('12,35 ₺');
  });

  it('writes what the hand-written formatter it replaced wrote, for every size', () => {
    const eski = (kurus: number) => `${kurus < 0 ? '-' : ''}${Math.floor(Math.abs(kurus) / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(Math.abs(kurus) % 100).padStart(2, '0')} ₺`;
    for (const kurus of [0, 1, 99, 100, 999, 1_000, 99_999, 100_000, 123_456_789, 99_999_999_999, -1, -123_450]) expect(formatKurus(kurus), String(kurus)).toBe(eski(kurus));
  });
});

describe('tutarMetni', () => {
  it('writes the figure an amount field starts with: grouped or not, with or without ",00"', () => {
    expect(tutarMetni(123_450)).toBe('1.234,50');
    expect(tutarMetni(123_450, { grupsuz: true })).toBe('1234,50');
    expect(tutarMetni(450_000, { tamsaKurussuz: true })).toBe('4.500');
    expect(tutarMetni(450_050, { tamsaKurussuz: true })).toBe('4.500,50');
    expect(tutarMetni(30_000, { grupsuz: true, tamsaKurussuz: true })).toBe('300');
    expect(tutarMetni(-1_250, { grupsuz: true })).toBe('-12,50');
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

  it('reads back every amount formatKurus and tutarMetni write', () => {
    for (const kurus of [0, 1, 99, 100, 123_450, 100_000_000]) {
      expect(parseLira(formatKurus(kurus))).toBe(kurus);
      expect(parseLira(tutarMetni(kurus))).toBe(kurus);
      expect(parseLira(tutarMetni(kurus, { grupsuz: true, tamsaKurussuz: true }))).toBe(kurus);
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
