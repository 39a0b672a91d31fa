import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

/** /api/admin/lisans (issue 14). */
export const adminLisansRoutes = new Hono<AppEnv>();
