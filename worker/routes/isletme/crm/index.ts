import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';
import { detayRoutes } from './detay';
import { guvenilirlikRoutes } from './guvenilirlik';
import { raporRoutes } from './rapor';
import { takipRoutes } from './takip';

/**
 * /api/isletme/crm: customer insight over the one customer book. rapor.ts: the customer report with segments and
 * the retention cohorts; detay.ts: one customer's whole story, KVKK export/erase; takip.ts: follow-up rules,
 * templates, the follow-up list and one follow-up (send, outcome, print).
 */
export const crmRoutes = new Hono<AppEnv>()
  .route('/', guvenilirlikRoutes)
  .route('/', raporRoutes)
  .route('/', detayRoutes)
  .route('/', takipRoutes);
