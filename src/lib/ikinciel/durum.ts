/** Second-hand item statuses and the one table of allowed moves (the API refuses every other move with 409). */
export const CIHAZ_DURUMLARI = ['alindi', 'tamirde', 'satista', 'rezerve', 'satildi', 'iade'] as const;
export type CihazDurumu = (typeof CIHAZ_DURUMLARI)[number];

/**
 * from → to. 'satildi' is reached only through the sale (buyer, price, payment → cash book) and 'iade' only through
 * the return (reverse cash row); a returned item goes back to repair or onto the shelf and can be sold again.
 */
export const DURUM_GECISLERI: Readonly<Record<CihazDurumu, readonly CihazDurumu[]>> = {
  alindi: ['tamirde', 'satista'],
  tamirde: ['satista', 'alindi'],
  satista: ['tamirde', 'rezerve', 'satildi'],
  rezerve: ['satista', 'satildi'],
  satildi: ['iade'],
  iade: ['tamirde', 'satista'],
};

export const gecisVar = (from: CihazDurumu, to: CihazDurumu): boolean => DURUM_GECISLERI[from].includes(to);

/** Statuses a sale may start from. */
export const SATILABILIR: readonly CihazDurumu[] = CIHAZ_DURUMLARI.filter((d) => gecisVar(d, 'satildi'));

/** Moves the plain status button may make (the sale and the return have their own forms). */
export const elleGecis = (from: CihazDurumu, to: CihazDurumu): boolean => gecisVar(from, to) && to !== 'satildi' && to !== 'iade';

/** Unsold stock: counted in the stock value at cost. */
export const STOKTA = (d: CihazDurumu): boolean => d !== 'satildi';

export const CIHAZ_TURLERI = ['dizustu', 'masaustu', 'telefon', 'tablet', 'monitor', 'parca', 'diger'] as const;
export type CihazTuru = (typeof CIHAZ_TURLERI)[number];

export const KONDISYONLAR = ['sifir_gibi', 'cok_iyi', 'iyi', 'orta', 'kusurlu'] as const;
export type Kondisyon = (typeof KONDISYONLAR)[number];
