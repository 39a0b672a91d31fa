import { musteriRoutes as musteriDefteri } from '@worker/routes/isletme/musteri';

/**
 * /api/isletme/randevu/musteriler*: the venue's customer book mounted under the appointment module's permission key
 * (its code lives in routes/isletme/musteri).
 */
export const MUSTERI_KEY = 'isletme:randevutakip:musteriler';

export const musteriRoutes = musteriDefteri(MUSTERI_KEY);
