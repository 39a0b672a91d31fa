import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';
import { gorselRoutes } from './gorsel';
import { kampanyaRoutes } from './kampanyalar';
import { kategoriRoutes } from './kategoriler';
import { qrRoutes } from './qr';
import { sayfaRoutes } from './sayfa';
import { secenekRoutes } from './secenekler';
import { urunTopluRoutes } from './urun-toplu';
import { urunRoutes } from './urunler';

/** /api/isletme/qrmenu: digital menu management (requireVenue runs in the parent; each route checks its key). */
export const qrmenuRoutes = new Hono<AppEnv>();
qrmenuRoutes.route('/kategoriler', kategoriRoutes);
// fixed paths ('toplu-fiyat', 'disa-aktar') before the ':id' routes
qrmenuRoutes.route('/urunler', urunTopluRoutes);
qrmenuRoutes.route('/urunler', urunRoutes);
qrmenuRoutes.route('/kampanyalar', kampanyaRoutes);
qrmenuRoutes.route('/secenekler', secenekRoutes);
qrmenuRoutes.route('/gorsel', gorselRoutes);
qrmenuRoutes.route('/', sayfaRoutes);
qrmenuRoutes.route('/', qrRoutes);
