/** A line of a transfer log row (cafe_transfer.kalemler): moved, merged or split off, with its options' names. */
export interface TransferKalemi { ad: string; adet: number; tutarKurus: number; secenekler?: string[] }

/** "2 × Türk Kahvesi (Orta, Büyük)": a log row's lines as the screen and its CSV show them. */
export const transferKalemleriMetni = (kalemler: readonly TransferKalemi[]): string =>
  kalemler.map((k) => `${k.adet} × ${k.ad}${k.secenekler?.length ? ` (${k.secenekler.join(', ')})` : ''}`).join(', ');
