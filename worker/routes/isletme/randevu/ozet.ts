import { Hono } from 'hono';
import type { AppEnv } from '../../../types';

/** /api/isletme/randevu/* routes of the 'ozet' area. */
export const ozetRoutes = new Hono<AppEnv>();
