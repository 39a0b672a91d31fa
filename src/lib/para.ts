import type { ParaGosterimi } from './parametre/para';

/**
 * Integer kuruş → '1.234,50 ₺' (Turkish grouping and decimal comma); a venue may show '₺1.234,50' (sembol_once) or
 * '1.234,50 TL' (kod) instead (venue parameter). Negatives put '-' first.
 */
export function formatKurus(kurus: number, gosterim: ParaGosterimi = 'sembol_sonra'): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kurus));
  const tutar = `${Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(abs % 100).padStart(2, '0')}`;
  if (gosterim === 'sembol_once') return `${sign}₺${tutar}`;
  return `${sign}${tutar} ${gosterim === 'kod' ? 'TL' : '₺'}`;
}

/** Parses '1.234,50', '3.000' (Turkish thousands), '1234.5', '45' (lira) into kuruş; null when not a price. */
export function parseLira(text: string): number | null {
  const clean = text.replace(/[₺\s]/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(clean)) return null;
  // a dot is a decimal point only when no comma follows and it is not a group of exactly three digits
  const gruplu = clean.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(clean);
  const normal = gruplu ? clean.replace(/\./g, '').replace(',', '.') : clean;
  const value = Math.round(Number(normal) * 100);
  return Number.isFinite(value) ? value : null;
}
