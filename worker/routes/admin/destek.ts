import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

/** /api/admin/destek (issue 14). */
export const adminDestekRoutes = new Hono<AppEnv>();
