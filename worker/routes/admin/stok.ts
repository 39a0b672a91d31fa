import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

/** /api/admin/stok (issue 14). */
export const adminStokRoutes = new Hono<AppEnv>();
