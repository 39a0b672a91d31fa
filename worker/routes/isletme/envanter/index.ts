import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';
import { demirbasRoutes } from './demirbas';
import { stokRoutes } from './stok';
import { taramaRoutes } from './tarama';

/**
 * /api/isletme/envanter: inventory and fixed assets. stok.ts: locations, stock items, stock movements, the movement
 * report; demirbas.ts: asset categories, assets, their transfer / exit / maintenance, scrap requests; tarama.ts:
 * labels, scanning, audits, the module log and the inventory summary.
 */
export const envanterRoutes = new Hono<AppEnv>()
  .route('/', stokRoutes)
  .route('/', demirbasRoutes)
  .route('/', taramaRoutes);
