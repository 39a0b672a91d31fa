/**
 * Every feature claim of the public site (cards, bullets, hero points on / and /services/*), by its place in the
 * site texts, mapped to the panel screens (src/lib/menu-tree.ts ids) that deliver it. A claim any of whose screens
 * is still `comingSoon` is shown as coming ("Yakında"), so the site never promises what the product does not do;
 * when an issue builds the screen the badge goes by itself. [] marks a promise about the service, not a screen.
 * tests/unit/site-iddialar.test.ts keeps this complete.
 */
import { flattenMenu, ISLETME_MENU } from '../../lib/permissions';

const QR = 'isletme/qrmenu';
const CAFE = 'isletme/qrmenu/cafe-yonetim';
const RND = 'isletme/randevutakip';
const KANAL = `${RND}/online-kanal`;

export const IDDIALAR: Readonly<Record<string, readonly string[]>> = {
  'common.services.qrMenu.bullets.0': [`${QR}/urunler`],
  'common.services.qrMenu.bullets.1': [`${QR}/menu`],
  'common.services.qrMenu.bullets.2': [`${QR}/urunler`],
  'common.services.cafe.bullets.0': [`${CAFE}/masa`, `${CAFE}/masa-takip`],
  'common.services.cafe.bullets.1': [`${CAFE}/kasa-hareketleri`],
  'common.services.cafe.bullets.2': [`${CAFE}/gunsonu`],
  'common.services.appointment.bullets.0': [KANAL],
  'common.services.appointment.bullets.1': [KANAL],
  'common.services.appointment.bullets.2': [KANAL],
  'common.modules.0': ['isletme/crm/musteri/rapor'],
  'common.modules.1': ['isletme/envanter/urunler', 'isletme/envanter/demirbaslar'],
  'common.modules.2': ['isletme/personel'],
  'common.modules.3': ['isletme/ayarlar/yonetim/kullanici', 'isletme/ayarlar/yonetim/yetki'],
  'common.modules.4': [`${CAFE}/gunsonu`, `${RND}/dashboard`],
  'common.modules.5': ['isletme/dashboard'],
  'home.hero.points.0': ['isletme/dashboard'],
  'home.hero.points.1': [`${QR}/urunler`, KANAL],
  'home.hero.points.2': [],
  'home.audience.items.0': [`${QR}/urunler`, `${CAFE}/masa-takip`, `${CAFE}/gunsonu`],
  'home.audience.items.1': [`${RND}/randevular`, `${RND}/musteriler`],
  'home.audience.items.2': ['isletme/dashboard', 'isletme/ayarlar/yonetim/yetki'],
  'home.pricing.plans.0.bullets.0': [`${QR}/kategori`, `${QR}/urunler`],
  'home.pricing.plans.0.bullets.1': [`${QR}/urunler`],
  'home.pricing.plans.0.bullets.2': [`${QR}/menu`],
  'home.pricing.plans.1.bullets.0': [`${QR}/urunler`],
  'home.pricing.plans.1.bullets.1': [`${CAFE}/masa-takip`, `${CAFE}/kasa-hareketleri`],
  'home.pricing.plans.1.bullets.2': [`${CAFE}/gunsonu`, 'isletme/envanter/urunler'],
  'home.pricing.plans.2.bullets.0': [KANAL],
  'home.pricing.plans.2.bullets.1': [`${RND}/randevular`],
  'home.pricing.plans.2.bullets.2': ['isletme/crm/musteri/rapor'],
  'services.panel.bullets.0': ['isletme/dashboard'],
  'services.panel.bullets.1': ['isletme/dashboard'],
  'services.panel.bullets.2': ['isletme/ayarlar/yonetim/yetki'],
  'services.panel.bullets.3': [`${QR}/urunler`, KANAL],
  'qrMenu.hero.points.0': [`${QR}/olustur`],
  'qrMenu.hero.points.1': [`${QR}/urunler`],
  'qrMenu.hero.points.2': [`${QR}/urunler`],
  'qrMenu.features.items.0': [`${QR}/urunler`],
  'qrMenu.features.items.1': [`${QR}/kategori`],
  'qrMenu.features.items.2': [`${QR}/menu`],
  'qrMenu.features.items.3': [`${QR}/urunler`],
  'qrMenu.features.items.4': [`${QR}/anasayfa`],
  'qrMenu.features.items.5': [`${QR}/menu`],
  'qrMenu.highlight.bullets.0': [`${QR}/urunler`],
  'qrMenu.highlight.bullets.1': [`${QR}/menu`],
  'qrMenu.highlight.bullets.2': [`${QR}/urunler`],
  'cafe.hero.points.0': [`${CAFE}/masa-takip`],
  'cafe.hero.points.1': [`${CAFE}/masa-takip`],
  'cafe.hero.points.2': [`${CAFE}/gunsonu`],
  'cafe.features.items.0': [`${CAFE}/masa`],
  'cafe.features.items.1': [`${CAFE}/masa-takip`],
  'cafe.features.items.2': [`${CAFE}/kasa-hareketleri`],
  'cafe.features.items.3': [`${CAFE}/gunsonu`],
  'cafe.features.items.4': ['isletme/envanter/urunler'],
  'cafe.features.items.5': ['isletme/personel', 'isletme/ayarlar/yonetim/yetki'],
  'cafe.highlight.bullets.0': [`${CAFE}/masa-takip`],
  'cafe.highlight.bullets.1': [`${CAFE}/masa-takip`],
  'cafe.highlight.bullets.2': [`${QR}/urunler`, `${CAFE}/masa-takip`],
  'appointment.hero.points.0': [KANAL],
  'appointment.hero.points.1': [KANAL],
  'appointment.hero.points.2': [KANAL],
  'appointment.features.items.0': [KANAL],
  'appointment.features.items.1': [KANAL],
  'appointment.features.items.2': [`${RND}/randevular`, `${RND}/personel`],
  'appointment.features.items.3': [KANAL],
  'appointment.features.items.4': [`${RND}/randevular`],
  'appointment.features.items.5': [`${RND}/musteriler`],
  'appointment.highlight.bullets.0': [KANAL],
  'appointment.highlight.bullets.1': [KANAL],
  'appointment.highlight.bullets.2': [KANAL],
};

const EKRANLAR = new Map(flattenMenu(ISLETME_MENU).map((item) => [item.id, item]));

/** True when the claim at this place needs a screen that is not built yet. */
export function yakinda(anahtar: string): boolean {
  return (IDDIALAR[anahtar] ?? []).some((id) => EKRANLAR.get(id)?.comingSoon === true);
}
