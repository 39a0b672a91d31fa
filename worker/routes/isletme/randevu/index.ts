import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';
import { blogRoutes } from './blog';
import { finansRoutes } from './finans';
import { hizmetRoutes } from './hizmet';
import { musteriRoutes } from './musteri';
import { ozetRoutes } from './ozet';
import { personelRoutes } from './personel';
import { takvimRoutes } from './takvim';

/** /api/isletme/randevu/*: the appointment panel, one router per area (each guards its own permissions). */
export const randevuRoutes = new Hono<AppEnv>();
randevuRoutes.route('/', hizmetRoutes);
randevuRoutes.route('/', personelRoutes);
randevuRoutes.route('/', musteriRoutes);
randevuRoutes.route('/', finansRoutes);
randevuRoutes.route('/', takvimRoutes);
randevuRoutes.route('/', ozetRoutes);
randevuRoutes.route('/', blogRoutes);
