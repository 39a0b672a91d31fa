import { Hono } from 'hono';
import { requireAdminPermission } from '@worker/auth/guards';
import type { AppEnv } from '@worker/types';
import { adminIsletmelerRoutes } from './isletmeler';
import { adminLisansRoutes } from './lisans';
import { adminMuhasebeRoutes } from './muhasebe';
import { adminGenelRoutes } from './genel';
import { adminTaleplerRoutes } from './talep';
import { adminPosRoutes } from './pos';
import { adminStokRoutes } from './stok';
import { adminDestekRoutes } from './destek';
import { adminOzetRoutes } from './dashboard';
import { adminYetkiSetiRoutes } from './yetki-setleri';

/** /api/admin/*: platform admins only; each route adds its admin permission key. */
export const adminRoutes = new Hono<AppEnv>();
adminRoutes.use('*', requireAdminPermission());
adminRoutes.route('/ozet', adminOzetRoutes);
adminRoutes.route('/yetki-setleri', adminYetkiSetiRoutes);
adminRoutes.route('/isletmeler', adminIsletmelerRoutes);
adminRoutes.route('/lisans', adminLisansRoutes);
adminRoutes.route('/muhasebe', adminMuhasebeRoutes);
adminRoutes.route('/genel', adminGenelRoutes);
adminRoutes.route('/talepler', adminTaleplerRoutes);
adminRoutes.route('/pos', adminPosRoutes);
adminRoutes.route('/stok', adminStokRoutes);
adminRoutes.route('/destek', adminDestekRoutes);
