import { Hono } from 'hono';
import { ok } from '@worker/http/envelope';
import type { AppEnv } from '@worker/types';
import { platformOzeti } from '@worker/db/admin/dashboard';

/** Platform figures for the admin dashboard. */
export const adminOzetRoutes = new Hono<AppEnv>().get('/', async (c) => ok(c, await platformOzeti(c.env.DB)));
