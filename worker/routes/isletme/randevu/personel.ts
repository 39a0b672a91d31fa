import { Hono } from 'hono';
import type { AppEnv } from '../../../types';

/** /api/isletme/randevu/* routes of the 'personel' area. */
export const personelRoutes = new Hono<AppEnv>();
