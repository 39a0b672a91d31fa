import { Hono } from 'hono';
import type { AppEnv } from '../../../types';

/** /api/isletme/randevu/* routes of the 'finans' area. */
export const finansRoutes = new Hono<AppEnv>();
