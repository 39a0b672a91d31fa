import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';
import { finansBakiyeRoutes } from './finans-bakiye';
import { finansCariRoutes } from './finans-cari';
import { finansKasaRoutes } from './finans-kasa';

/** /api/isletme/randevu/* routes of the 'finans' area: cash book (kasa), debt ledger (cari), balance report. */
export const finansRoutes = new Hono<AppEnv>();
finansRoutes.route('/', finansKasaRoutes);
finansRoutes.route('/', finansCariRoutes);
finansRoutes.route('/', finansBakiyeRoutes);
