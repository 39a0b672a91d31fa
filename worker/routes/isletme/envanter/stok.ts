import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

export const stokRoutes = new Hono<AppEnv>();
