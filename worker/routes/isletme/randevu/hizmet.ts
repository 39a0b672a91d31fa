import { Hono } from 'hono';
import type { AppEnv } from '../../../types';

/** /api/isletme/randevu/* routes of the 'hizmet' area. */
export const hizmetRoutes = new Hono<AppEnv>();
