import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

export const taramaRoutes = new Hono<AppEnv>();
