import { Hono } from 'hono';
import { requireVenue } from '@worker/auth/guards';
import { idempotent } from '@worker/http/idempotency';
import type { AppEnv } from '@worker/types';
import { cafeRoutes } from './cafe';
import { crmRoutes } from './crm';
import { envanterRoutes } from './envanter';
import { ikincielRoutes } from './ikinciel';
import { kullaniciRoutes } from './ayarlar/kullanicilar';
import { ozetRoutes } from './dashboard';
import { parametreRoutes } from './parametre';
import { personelRoutes } from './personel';
import { qrmenuRoutes } from './qrmenu';
import { randevuRoutes } from './randevu';
import { randevuKanalRoutes } from './randevu/kanal';
import { yetkiSetiRoutes } from './ayarlar/yetki-setleri';
import { destekKayitRoutes } from './ayarlar/destek';

/** /api/isletme/*: every route needs an operator session and a selected venue they belong to. */
export const isletmeRoutes = new Hono<AppEnv>();
isletmeRoutes.use('*', requireVenue());
// every panel create (and any other venue POST) sent with an Idempotency-Key answers once: a retry gets the first answer
isletmeRoutes.use('*', idempotent());
isletmeRoutes.route('/ozet', ozetRoutes);
isletmeRoutes.route('/kullanicilar', kullaniciRoutes);
isletmeRoutes.route('/yetki-setleri', yetkiSetiRoutes);
isletmeRoutes.route('/ayarlar/destek', destekKayitRoutes);
isletmeRoutes.route('/parametre', parametreRoutes);
isletmeRoutes.route('/personel', personelRoutes);
isletmeRoutes.route('/qrmenu', qrmenuRoutes);
isletmeRoutes.route('/cafe', cafeRoutes);
isletmeRoutes.route('/envanter', envanterRoutes);
isletmeRoutes.route('/crm', crmRoutes);
isletmeRoutes.route('/ikinciel', ikincielRoutes);
isletmeRoutes.route('/randevu/kanal', randevuKanalRoutes);
isletmeRoutes.route('/randevu', randevuRoutes);
