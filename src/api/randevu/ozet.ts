/** Calls of the appointment dashboard (/api/isletme/randevu/ozet). */

const BASE = '/isletme/randevu';

export const ozetApi = {
  ozet: (gun: string | null) => (gun ? `${BASE}/ozet?gun=${gun}` : `${BASE}/ozet`),
};

/** No-show / late-cancel rates of the `gun` sayısı days up to `bit` (the dashboard card). */
export const guvenilirlikYolu = (bas: string, bit: string) => `${BASE}/ozet/guvenilirlik?bas=${bas}&bit=${bit}`;
