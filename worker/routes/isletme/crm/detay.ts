import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

export const detayRoutes = new Hono<AppEnv>();
