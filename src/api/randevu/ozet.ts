/** Calls of the appointment dashboard (/api/isletme/randevu/ozet). */

const BASE = '/isletme/randevu';

export const ozetApi = {
  ozet: (gun: string | null) => (gun ? `${BASE}/ozet?gun=${gun}` : `${BASE}/ozet`),
};
