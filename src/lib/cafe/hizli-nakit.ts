/** Turkish lira notes a guest hands over for a bill, in kuruş: 50, 100 and 200 ₺. */
const BANKNOTLAR = [5_000, 10_000, 20_000] as const;

/**
 * The quick-cash amounts of the payment dialog: the exact amount, then the amount rounded up to the next 50, 100
 * and 200 ₺, each once and ascending (137,50 ₺ → 137,50 / 150 / 200; 25 ₺ → 25 / 50 / 100 / 200).
 */
export function hizliNakitTutarlari(kurus: number): number[] {
  if (!Number.isInteger(kurus) || kurus <= 0) return [];
  return [...new Set([kurus, ...BANKNOTLAR.map((not) => Math.ceil(kurus / not) * not)])].sort((a, b) => a - b);
}
