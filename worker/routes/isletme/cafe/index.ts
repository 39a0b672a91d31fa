import { Hono } from 'hono';
import { kasaRoutes } from '@worker/routes/isletme/kasa';
import type { AppEnv } from '@worker/types';
import { gunRoutes } from './gun';
import { adisyonRoutes } from './adisyon';
import { masaRoutes } from './masa';
import { qrRoutes } from './qr';
import { raporRoutes } from './rapor';
import { istasyonRoutes } from './istasyon';

/** /api/isletme/cafe: cafe management (requireVenue runs in the parent; each route checks its key). */
export const CAFE_KASA_KEY = 'isletme:qrmenu:cafe-yonetim:kasa-hareketleri';

export const cafeRoutes = new Hono<AppEnv>();
cafeRoutes.route('/', masaRoutes);
cafeRoutes.route('/', gunRoutes);
cafeRoutes.route('/', raporRoutes);
// the venue's one cash book, seen from the cafe under its own key: kasaRoutes guards the key, `${CAFE_KASA_KEY}:ekle`,
// `${CAFE_KASA_KEY}:guncelle`, `${CAFE_KASA_KEY}:sil`, `${CAFE_KASA_KEY}:disa-aktar` and `${CAFE_KASA_KEY}:raporCek`
cafeRoutes.route('/', kasaRoutes(CAFE_KASA_KEY));
cafeRoutes.route('/', adisyonRoutes);
cafeRoutes.route('/', istasyonRoutes);
cafeRoutes.route('/', qrRoutes);
