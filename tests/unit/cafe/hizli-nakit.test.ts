import { describe, expect, it } from 'vitest';
import { hizliNakitTutarlari } from '@lib/cafe/hizli-nakit';

describe('quick-cash amounts of the payment dialog', () => {
  it('exact amount, then rounded up to 50, 100 and 200 ₺, each once, ascending', () => {
    expect(hizliNakitTutarlari(13_750)).toEqual([13_750, 15_000, 20_000]);
    expect(hizliNakitTutarlari(2_500)).toEqual([2_500, 5_000, 10_000, 20_000]);
    expect(hizliNakitTutarlari(43_750)).toEqual([43_750, 45_000, 50_000, 60_000]);
  });
  it('an amount already on a note is offered once', () => {
    expect(hizliNakitTutarlari(20_000)).toEqual([20_000]);
    expect(hizliNakitTutarlari(15_000)).toEqual([15_000, 20_000]);
  });
  it('nothing for nothing to pay or a broken amount', () => {
    expect(hizliNakitTutarlari(0)).toEqual([]);
    expect(hizliNakitTutarlari(Number.NaN)).toEqual([]);
  });
});
