import { Hono } from 'hono';
import { requireAdminPermission } from '@worker/auth/guards';
import type { AppEnv } from '@worker/types';
import { adminOzetRoutes } from './ozet';
import { adminYetkiSetiRoutes } from './yetki-setleri';

/** /api/admin/*: platform admins only; each route adds its admin permission key. */
export const adminRoutes = new Hono<AppEnv>();
adminRoutes.use('*', requireAdminPermission());
adminRoutes.route('/ozet', adminOzetRoutes);
adminRoutes.route('/yetki-setleri', adminYetkiSetiRoutes);
