import type { ComponentType } from 'react';
import { lazyScreen } from './shell/lazy-screen';

/** Screens built so far, loaded on demand; every other route shows its module's honest empty state. */
export const SCREENS: Record<string, ComponentType<{ params: Record<string, string> }>> = {
  'isletme/dashboard': lazyScreen(() => import('./modules/dashboard/IsletmeDashboard')),
  'isletme/qrmenu/kategori': lazyScreen(() => import('./modules/qrmenu/KategoriScreen')),
  'isletme/qrmenu/urunler': lazyScreen(() => import('./modules/qrmenu/UrunlerScreen')),
  'isletme/qrmenu/menu': lazyScreen(() => import('./modules/qrmenu/MenuScreen')),
  'isletme/qrmenu/anasayfa': lazyScreen(() => import('./modules/qrmenu/AnasayfaScreen')),
  'isletme/qrmenu/olustur': lazyScreen(() => import('./modules/qrmenu/OlusturScreen')),
  'isletme/randevutakip/online-kanal': lazyScreen(() => import('./modules/randevu/OnlineKanalScreen')),
  'isletme/ayarlar/yonetim/kullanici': lazyScreen(() => import('./modules/ayarlar/KullanicilarScreen')),
  'isletme/ayarlar/yonetim/yetki': lazyScreen(() => import('./modules/ayarlar/YetkiSetleriScreen')),
  'admin/dashboard': lazyScreen(() => import('./modules/admin/AdminDashboard')),
  'admin/ayarlar/yetki-setleri': lazyScreen(() => import('./modules/admin/AdminYetkiSetleriScreen')),
};
