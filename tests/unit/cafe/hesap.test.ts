import { describe, expect, it } from 'vitest';
import { prng } from '@lib/prng';
import { esitBol, indirimKurus, kalemPayi, toplamlar, type HesapKalemi } from '@lib/cafe/hesap';

/** Check arithmetic in kuruş: splitting equally and paying by items must add up to the check's total exactly. */

const kalem = (birimKurus: number, adet = 1, indirim = 0, durum: HesapKalemi['durum'] = 'aktif'): HesapKalemi => ({ birimKurus, adet, indirimKurus: indirim, durum });

/** Pays every line in turn as worker/live/cafe/isleyici/odeme.ts does: its share, the last one what is left. */
function kalemKalemOde(kalemler: HesapKalemi[], tur: 'yuzde' | 'tutar' | null, deger: number): number[] {
  const t = toplamlar(kalemler, tur, deger);
  const acik = kalemler.filter((k) => k.durum === 'aktif');
  let kalan = t.toplamKurus;
  return acik.map((k, i) => {
    const pay = i === acik.length - 1 ? kalan : Math.min(kalan, kalemPayi(k.birimKurus * k.adet - k.indirimKurus, t.araToplamKurus, t.toplamKurus));
    kalan -= pay;
    return pay;
  });
}

describe('esitBol (split equally)', () => {
  it('100,00 ₺ in three is 33,34 + 33,33 + 33,33', () => {
    expect(esitBol(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
  });

  it('one person pays everything; zero or a fraction of a person is no split', () => {
    expect(esitBol(10_000, 1)).toEqual([10_000]);
    expect(esitBol(10_000, 0)).toEqual([]);
    expect(esitBol(10_000, 2.5)).toEqual([]);
    expect(esitBol(0, 4)).toEqual([0, 0, 0, 0]);
  });

  it('any amount and group: shares differ by at most one kuruş, larger first, and add up exactly', () => {
    const r = prng(11);
    for (let i = 0; i < 500; i += 1) {
      const tutar = Math.floor(r() * 2_000_000);
      const kisi = 1 + Math.floor(r() * 12);
      const paylar = esitBol(tutar, kisi);
      expect(paylar).toHaveLength(kisi);
      expect(paylar.reduce((s, p) => s + p, 0)).toBe(tutar);
      expect(Math.max(...paylar) - Math.min(...paylar)).toBeLessThanOrEqual(1);
      expect([...paylar].sort((a, b) => b - a)).toEqual(paylar);
    }
  });
});

describe('discounts and totals', () => {
  it('percent rounds to the kuruş, an amount is capped at the base; complimentary and voided lines add nothing', () => {
    expect(indirimKurus(3_335, 'yuzde', 10)).toBe(334);
    expect(indirimKurus(5_000, 'tutar', 9_000)).toBe(5_000);
    expect(indirimKurus(5_000, null, 10)).toBe(0);
    expect(toplamlar([kalem(9_000, 2, 1_000), kalem(2_500, 1, 0, 'ikram'), kalem(16_500, 1, 0, 'iptal'), kalem(2_500, 3)], 'yuzde', 10))
      .toEqual({ araToplamKurus: 24_500, indirimKurus: 2_450, toplamKurus: 22_050 });
  });
});

describe('kalemPayi (pay by items)', () => {
  it('a line carries its share of the check discount', () => {
    // 250,00 with 10 % off: the 90,00 line pays 81,00
    expect(kalemPayi(9_000, 25_000, 22_500)).toBe(8_100);
    expect(kalemPayi(9_000, 0, 0)).toBe(0);
  });

  it('three lines with an odd discount, paid one by one: each its rounded share, the last the rest, together the total', () => {
    // 100,00 with 10,01 off: exact shares 29,9937 + 29,9937 + 30,0027
    expect(kalemKalemOde([kalem(3_333), kalem(3_333), kalem(3_334)], 'tutar', 1_001)).toEqual([2_999, 2_999, 3_001]);
  });

  it('random checks: paying every line in turn adds up exactly; each share within half a kuruş, the last within the others\' rounding', () => {
    const r = prng(2026);
    for (let i = 0; i < 500; i += 1) {
      const kalemler = Array.from({ length: 1 + Math.floor(r() * 9) }, () => {
        const birim = 500 * (1 + Math.floor(r() * 40));
        const adet = 1 + Math.floor(r() * 4);
        const durum = r() < 0.1 ? 'ikram' : r() < 0.1 ? 'iptal' : 'aktif';
        return kalem(birim, adet, durum === 'aktif' && r() < 0.2 ? Math.floor(r() * birim) : 0, durum);
      });
      const tur = r() < 0.4 ? 'yuzde' : r() < 0.6 ? 'tutar' : null;
      const deger = tur === 'yuzde' ? 1 + Math.floor(r() * 30) : tur === 'tutar' ? Math.floor(r() * 5_000) : 0;
      const t = toplamlar(kalemler, tur, deger);
      const odenen = kalemKalemOde(kalemler, tur, deger);
      expect(odenen.reduce((s, p) => s + p, 0)).toBe(t.toplamKurus);
      const acik = kalemler.filter((k) => k.durum === 'aktif');
      odenen.forEach((p, j) => {
        const k = acik[j]!;
        const tam = ((k.birimKurus * k.adet - k.indirimKurus) * t.toplamKurus) / Math.max(1, t.araToplamKurus);
        expect(p).toBeGreaterThanOrEqual(0);
        // the last payer takes the rounding of all the others: at most half a kuruş each
        expect(Math.abs(p - tam)).toBeLessThanOrEqual(j === acik.length - 1 ? acik.length / 2 + 0.5 : 0.5);
      });
    }
  });
});
