import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

/** /api/admin/muhasebe (issue 14). */
export const adminMuhasebeRoutes = new Hono<AppEnv>();
