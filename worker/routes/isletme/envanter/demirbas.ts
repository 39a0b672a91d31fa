import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';

export const demirbasRoutes = new Hono<AppEnv>();
