import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

/** /api/admin/pos (issue 14). */
export const adminPosRoutes = new Hono<AppEnv>();
