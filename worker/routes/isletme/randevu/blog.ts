import { Hono } from 'hono';
import type { AppEnv } from '../../../types';

/** /api/isletme/randevu/* routes of the 'blog' area. */
export const blogRoutes = new Hono<AppEnv>();
