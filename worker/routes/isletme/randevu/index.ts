import { Hono } from 'hono';
import { cariRoutes } from '@worker/routes/isletme/cari';
import { cariBakiyeRoutes } from '@worker/routes/isletme/cari/bakiye';
import { kasaRoutes } from '@worker/routes/isletme/kasa';
import type { AppEnv } from '@worker/types';
import { beklemeRoutes, beklemeTetigi } from './bekleme';
import { blogRoutes } from './blog';
import { hatirlatmaRoutes } from './hatirlatma';
import { kaynakRoutes } from './kaynak';
import { hizmetRoutes } from './hizmet';
import { kaporaRoutes } from './kapora';
import { musteriRoutes } from './musteri';
import { ozetRoutes } from './ozet';
import { personelRoutes } from './personel';
import { seriRoutes } from './seri';
import { takvimRoutes } from './takvim';

/** /api/isletme/randevu/*: the appointment panel, one router per area (each guards its own permissions). */
export const randevuRoutes = new Hono<AppEnv>();
// a cancel, a move or removed leave may free cells: the waitlist gets its offers right after
randevuRoutes.use('*', beklemeTetigi(/\/randevular\/|\/izinler\//));
randevuRoutes.route('/', hizmetRoutes);
randevuRoutes.route('/', personelRoutes);
randevuRoutes.route('/', musteriRoutes);
// the venue's cash book, customer ledger and balance report, under the appointment module's permission keys
randevuRoutes.route('/', kasaRoutes('isletme:randevutakip:kasa-hareketleri'));
randevuRoutes.route('/', cariRoutes('isletme:randevutakip:cari-takip'));
randevuRoutes.route('/', cariBakiyeRoutes('isletme:randevutakip:caribakiyeraporu'));
randevuRoutes.route('/', seriRoutes);
randevuRoutes.route('/', takvimRoutes);
randevuRoutes.route('/', ozetRoutes);
randevuRoutes.route('/', blogRoutes);
randevuRoutes.route('/', hatirlatmaRoutes);
randevuRoutes.route('/', kaporaRoutes);
randevuRoutes.route('/', kaynakRoutes);
randevuRoutes.route('/', beklemeRoutes);
