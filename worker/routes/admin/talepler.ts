import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

/** /api/admin/talepler (issue 14). */
export const adminTaleplerRoutes = new Hono<AppEnv>();
