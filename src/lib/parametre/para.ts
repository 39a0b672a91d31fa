/** How the venue shows money: '₺1.234,50' (sembol_once), '1.234,50 ₺' (sembol_sonra) or '1.234,50 TL' (kod). */
export const PARA_GOSTERIMLERI = ['sembol_once', 'sembol_sonra', 'kod'] as const;
export type ParaGosterimi = (typeof PARA_GOSTERIMLERI)[number];
