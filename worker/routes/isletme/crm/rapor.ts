import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

export const raporRoutes = new Hono<AppEnv>();
