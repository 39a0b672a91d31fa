/**
 * Stock quantities are integers in thousandths of the item's unit (2,5 kg = 2500) so that sums over thousands of
 * movements stay exact. People type and read them in their own way: '2,5', '2.5', '1.250,5', '10'.
 */

export const BIRIMLER = ['adet', 'kg', 'g', 'lt', 'ml', 'paket', 'kutu', 'koli', 'sise', 'rulo'] as const;
export type Birim = (typeof BIRIMLER)[number];

/** The largest quantity one movement may carry (a million units). */
export const EN_BUYUK_BINDE = 1_000_000_000;

/**
 * Reads a typed quantity into thousandths, the way parseLira reads money: '2,5', '1.250,75' and '3' as Turkish,
 * '2.5' with a decimal point; a dot followed by groups of exactly three digits is grouping ('1.250' = 1250).
 * Null when it is not a non-negative number with at most three decimals.
 */
export function miktarOku(metin: string): number | null {
  const temiz = metin.replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,3})?$|^\d+([.,]\d{1,3})?$/.test(temiz)) return null;
  const gruplu = temiz.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(temiz);
  const [tam, kesir = ''] = (gruplu ? temiz.replace(/\./g, '').replace(',', '.') : temiz).split('.');
  const binde = Number(tam) * 1000 + Number(kesir.padEnd(3, '0'));
  return Number.isSafeInteger(binde) && binde <= EN_BUYUK_BINDE ? binde : null;
}

/** Thousandths as the reader writes numbers: 2500 → '2,5' (tr), '2.5' (en); whole numbers without decimals. */
export function miktarGoster(binde: number, lang = 'tr'): string {
  return new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : lang, { maximumFractionDigits: 3 }).format(binde / 1000);
}
