import { Hono } from 'hono';
import { gorevRoutes } from '@worker/routes/isletme/personel/gorev';
import { personelProfilRoutes } from '@worker/routes/isletme/personel/randevu';
import type { AppEnv } from '@worker/types';

/**
 * /api/isletme/randevu/personel*, /gorevler: staff with their appointment profile, hours and leave, and staff tasks,
 * mounted under the appointment module's permission keys (their code lives in routes/isletme/personel).
 */
export const PERSONEL_KEY = 'isletme:randevutakip:personel';
export const GOREV_KEY = 'isletme:randevutakip:personel-gorevler';

export const personelRoutes = new Hono<AppEnv>();
personelRoutes.route('/', personelProfilRoutes(PERSONEL_KEY));
personelRoutes.route('/', gorevRoutes(GOREV_KEY));
