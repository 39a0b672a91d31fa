import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

/** /api/admin/isletmeler (issue 14). */
export const adminIsletmelerRoutes = new Hono<AppEnv>();
