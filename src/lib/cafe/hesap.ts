/** Check arithmetic in kuruş (integers only): discounts, totals, splitting a bill. Shared by the server and the panel. */

export interface HesapKalemi {
  birimKurus: number;
  adet: number;
  indirimKurus: number;
  durum: 'aktif' | 'ikram' | 'iptal';
}

/** What one line adds to the check: 0 when complimentary or voided. */
export function kalemTutari(k: HesapKalemi): number {
  return k.durum === 'aktif' ? k.birimKurus * k.adet - k.indirimKurus : 0;
}

/** A discount entered as percent (1..100) or kuruş, in kuruş of `taban`, never more than it. */
export function indirimKurus(taban: number, tur: 'yuzde' | 'tutar' | null, deger: number): number {
  if (!tur || deger <= 0 || taban <= 0) return 0;
  const k = tur === 'yuzde' ? Math.round((taban * deger) / 100) : deger;
  return Math.min(k, taban);
}

export interface Toplamlar {
  /** sum of the lines after their own discounts */
  araToplamKurus: number;
  /** the check discount in kuruş */
  indirimKurus: number;
  toplamKurus: number;
}

export function toplamlar(kalemler: readonly HesapKalemi[], tur: 'yuzde' | 'tutar' | null, deger: number): Toplamlar {
  const ara = kalemler.reduce((s, k) => s + kalemTutari(k), 0);
  const indirim = indirimKurus(ara, tur, deger);
  return { araToplamKurus: ara, indirimKurus: indirim, toplamKurus: ara - indirim };
}

/** Splits an amount into n shares that differ by at most one kuruş and add up exactly (100,00 in 3 → 33,34 + 33,33 + 33,33). */
export function esitBol(tutarKurus: number, kisi: number): number[] {
  if (!Number.isInteger(kisi) || kisi < 1) return [];
  const taban = Math.floor(tutarKurus / kisi);
  const artan = tutarKurus - taban * kisi;
  return Array.from({ length: kisi }, (_, i) => taban + (i < artan ? 1 : 0));
}

/**
 * What the chosen lines cost after the check discount spread over the lines by their share. The rest of the check
 * keeps the remainder, so paying every line this way adds up exactly to the check's total.
 */
export function kalemPayi(seciliKurus: number, araToplamKurus: number, toplamKurus: number): number {
  if (araToplamKurus <= 0) return 0;
  return Math.round((seciliKurus * toplamKurus) / araToplamKurus);
}
