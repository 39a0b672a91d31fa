import { Hono } from 'hono';
import type { AppEnv } from '../../../types';

/** /api/isletme/randevu/* routes of the 'takvim' area. */
export const takvimRoutes = new Hono<AppEnv>();
