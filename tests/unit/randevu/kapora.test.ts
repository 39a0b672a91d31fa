import { describe, expect, it } from 'vitest';
import { hizmetKaporasi, kaporaTutari } from '@lib/randevu/kapora';

/** Deposit arithmetic: integer kuruş, percentages rounded to the kuruş, the customer rule at its threshold. */
describe('deposit amounts', () => {
  it('fixed and percent are exact in kuruş; the customer rule applies at its threshold', () => {
    expect(hizmetKaporasi({ fiyatKurus: 45_000, kaporaTur: 'sabit', kaporaDeger: 10_000 })).toBe(10_000);
    expect(hizmetKaporasi({ fiyatKurus: 5_000, kaporaTur: 'sabit', kaporaDeger: 10_000 })).toBe(5_000);
    expect(hizmetKaporasi({ fiyatKurus: 33_333, kaporaTur: 'yuzde', kaporaDeger: 15 })).toBe(5_000);
    expect(hizmetKaporasi({ fiyatKurus: 25_001, kaporaTur: 'yuzde', kaporaDeger: 15 })).toBe(3_750);
    const yok = [{ fiyatKurus: 30_000, kaporaTur: 'yok' as const, kaporaDeger: 0 }];
    expect(kaporaTutari(yok, { esik: 2, gelmedi: 1, yuzde: 20 })).toBeNull();
    expect(kaporaTutari(yok, { esik: 2, gelmedi: 2, yuzde: 20 })).toEqual({ tutarKurus: 6_000, neden: 'musteri' });
    expect(kaporaTutari(yok, { esik: 0, gelmedi: 9, yuzde: 20 })).toBeNull();
  });

});
