import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

/** /api/admin/genel (issue 14). */
export const adminGenelRoutes = new Hono<AppEnv>();
