import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

export const takipRoutes = new Hono<AppEnv>();
