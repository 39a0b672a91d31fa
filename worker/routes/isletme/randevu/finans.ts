import { Hono } from 'hono';
import { cariRoutes } from '@worker/routes/isletme/cari';
import { cariBakiyeRoutes } from '@worker/routes/isletme/cari/bakiye';
import { kasaRoutes } from '@worker/routes/isletme/kasa';
import type { AppEnv } from '@worker/types';

/**
 * /api/isletme/randevu/* routes of the 'finans' area: the venue's cash book (kasa), debt ledger (cari) and balance
 * report, mounted under the appointment module's permission keys (their code lives in routes/isletme/kasa, cari).
 */
export const KASA_KEY = 'isletme:randevutakip:kasa-hareketleri';
export const CARI_KEY = 'isletme:randevutakip:cari-takip';
export const BAKIYE_KEY = 'isletme:randevutakip:caribakiyeraporu';

export const finansRoutes = new Hono<AppEnv>();
finansRoutes.route('/', kasaRoutes(KASA_KEY));
finansRoutes.route('/', cariRoutes(CARI_KEY));
finansRoutes.route('/', cariBakiyeRoutes(BAKIYE_KEY));
