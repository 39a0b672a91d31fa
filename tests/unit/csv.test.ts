import { describe, expect, it } from 'vitest';
import { csvHucre } from '@worker/http/csv';
import { parseLira } from '@lib/para';

describe('csvHucre', () => {
  it('defuses what Excel would run as a formula', () => {
    expect(csvHucre('=1+1')).toBe("'=1+1");
    expect(csvHucre('+90 532')).toBe("'+90 532");
    expect(csvHucre('-2+3')).toBe("'-2+3");
    expect(csvHucre('-x')).toBe("'-x");
    expect(csvHucre('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('keeps plain negative amounts as numbers', () => {
    expect(csvHucre('-12,50')).toBe('-12,50');
    expect(csvHucre('-300')).toBe('-300');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvHucre('a;b')).toBe('"a;b"');
    expect(csvHucre('say "hi"')).toBe('"say ""hi"""');
  });
});

describe('parseLira', () => {
  it('reads Turkish thousands and decimal commas, and a decimal point', () => {
    expect(parseLira('3.000')).toBe(300_000);
    expect(parseLira('1.234,50')).toBe(123_450);
    expect(parseLira('12.5')).toBe(1_250);
    expect(parseLira('12.50')).toBe(1_250);
    expect(parseLira('45')).toBe(4_500);
    expect(parseLira('1,2,3')).toBeNull();
  });
});
