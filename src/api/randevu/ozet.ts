import type { Ozet } from '@lib/schemas/randevu/ozet';

/** Calls of the appointment dashboard (/api/isletme/randevu/ozet). */

export type { Ozet };
export type Durum = keyof Ozet['durumlar'];

const BASE = '/isletme/randevu';

export const ozetApi = {
  ozet: (gun: string | null) => (gun ? `${BASE}/ozet?gun=${gun}` : `${BASE}/ozet`),
};
