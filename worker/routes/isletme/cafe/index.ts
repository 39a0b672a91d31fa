import { Hono } from 'hono';
import type { AppEnv } from '@worker/types';
import { masaRoutes } from './masa';

/** /api/isletme/cafe: cafe management (requireVenue runs in the parent; each route checks its key). */
export const cafeRoutes = new Hono<AppEnv>();
cafeRoutes.route('/', masaRoutes);
