/** How the venue shows money: '₺1.234,50' (sembol_once), '1.234,50 ₺' (sembol_sonra) or '1.234,50 TL' (kod). */
export const PARA_GOSTERIMLERI = ['sembol_once', 'sembol_sonra', 'kod'] as const;
export type ParaGosterimi = (typeof PARA_GOSTERIMLERI)[number];

/** Integer kuruş → Turkish-grouped amount in the venue's display ('-' before the symbol for negatives). */
export function paraBicimi(kurus: number, gosterim: ParaGosterimi): string {
  const mutlak = Math.abs(Math.trunc(kurus));
  const tutar = `${Math.floor(mutlak / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(mutlak % 100).padStart(2, '0')}`;
  const isaret = kurus < 0 ? '-' : '';
  if (gosterim === 'sembol_once') return `${isaret}₺${tutar}`;
  return `${isaret}${tutar} ${gosterim === 'kod' ? 'TL' : '₺'}`;
}
