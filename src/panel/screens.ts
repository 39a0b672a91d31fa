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
  'isletme/personel': lazyScreen(() => import('./modules/personel/PersonelScreen')),
  'isletme/randevutakip/online-kanal': lazyScreen(() => import('./modules/randevu/kanal/OnlineKanalScreen')),
  'isletme/randevutakip/dashboard': lazyScreen(() => import('./modules/randevu/ozet/OzetScreen')),
  'isletme/randevutakip/online-kanal-tema': lazyScreen(() => import('./modules/randevu/kanal/TemaScreen')),
  'isletme/randevutakip/personel': lazyScreen(() => import('./modules/randevu/personel/PersonelScreen')),
  'isletme/randevutakip/personel-gorevler': lazyScreen(() => import('./modules/randevu/personel/GorevlerScreen')),
  'isletme/randevutakip/hizmetler': lazyScreen(() => import('./modules/randevu/hizmet/HizmetlerScreen')),
  'isletme/randevutakip/hizmet-paketleri': lazyScreen(() => import('./modules/randevu/hizmet/PaketlerScreen')),
  'isletme/randevutakip/musteriler': lazyScreen(() => import('./modules/randevu/musteri/MusteriScreen')),
  'isletme/randevutakip/randevular': lazyScreen(() => import('./modules/randevu/takvim/RandevularScreen')),
  'isletme/randevutakip/randevularim': lazyScreen(() => import('./modules/randevu/takvim/RandevularimScreen')),
  'isletme/randevutakip/kasa-hareketleri': lazyScreen(() => import('./modules/randevu/finans/KasaScreen')),
  'isletme/randevutakip/cari-takip': lazyScreen(() => import('./modules/randevu/finans/CariScreen')),
  'isletme/randevutakip/caribakiyeraporu': lazyScreen(() => import('./modules/randevu/finans/CariBakiyeScreen')),
  'isletme/randevutakip/post-olustur': lazyScreen(() => import('./modules/randevu/blog/BlogScreen')),
  'isletme/ayarlar/yonetim/kullanici': lazyScreen(() => import('./modules/ayarlar/KullanicilarScreen')),
  'isletme/ayarlar/yonetim/yetki': lazyScreen(() => import('./modules/ayarlar/YetkiSetleriScreen')),
  'isletme/ayarlar/yonetim/parametre': lazyScreen(() => import('./modules/parametre/ParametreScreen')),
  'admin/dashboard': lazyScreen(() => import('./modules/admin/AdminDashboard')),
  'admin/ayarlar/yetki-setleri': lazyScreen(() => import('./modules/admin/AdminYetkiSetleriScreen')),
};
