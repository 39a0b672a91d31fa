import { createContext, useContext } from 'react';
import { KASA_KEY, kasaApi } from '@api/kasa';

/**
 * Which cash book screen this is: the appointment panel's (default) or the cafe's. Same book, its own permission key
 * and API mount; the cafe's also links a check's payment to the check.
 */
export interface KasaBaglami {
  anahtar: string;
  api: ReturnType<typeof kasaApi>;
  /** where a check (kaynak 'adisyon') opens; null where checks are not shown */
  adisyonYolu: ((id: number) => string) | null;
}

export const KasaBaglam = createContext<KasaBaglami>({ anahtar: KASA_KEY, api: kasaApi('/isletme/randevu'), adisyonYolu: null });
export const useKasaBaglami = () => useContext(KasaBaglam);
