/** Deposit (kapora) arithmetic, shared by the booking and the panel: integer kuruş, percentages rounded to the kuruş. */

export type KaporaTur = 'yok' | 'sabit' | 'yuzde';
export interface HizmetKaporasi { fiyatKurus: number; kaporaTur: KaporaTur; kaporaDeger: number }

/** One service's deposit: a fixed amount (never above its price), a percentage of its price, or none. */
export function hizmetKaporasi(h: HizmetKaporasi): number {
  if (h.kaporaTur === 'sabit') return Math.min(h.kaporaDeger, h.fiyatKurus);
  if (h.kaporaTur === 'yuzde') return Math.round((h.fiyatKurus * Math.min(h.kaporaDeger, 100)) / 100);
  return 0;
}

/**
 * The booking's deposit: the services' deposits, or the customer rule's percentage of the total when that is more
 * (the rule applies when the customer has at least `esik` no-shows in the window; esik 0 = off).
 */
export function kaporaTutari(hizmetler: HizmetKaporasi[], kural: { esik: number; gelmedi: number; yuzde: number }): { tutarKurus: number; neden: 'hizmet' | 'musteri' } | null {
  const hizmet = hizmetler.reduce((sum, h) => sum + hizmetKaporasi(h), 0);
  const toplam = hizmetler.reduce((sum, h) => sum + h.fiyatKurus, 0);
  const musteri = kural.esik > 0 && kural.gelmedi >= kural.esik ? Math.round((toplam * kural.yuzde) / 100) : 0;
  if (musteri > hizmet) return { tutarKurus: musteri, neden: 'musteri' };
  return hizmet > 0 ? { tutarKurus: hizmet, neden: 'hizmet' } : null;
}
