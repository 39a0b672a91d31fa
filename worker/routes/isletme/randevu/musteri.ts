import { Hono } from 'hono';
import type { AppEnv } from '../../../types';

/** /api/isletme/randevu/* routes of the 'musteri' area. */
export const musteriRoutes = new Hono<AppEnv>();
