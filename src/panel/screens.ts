import type { ComponentType } from 'react';
import { masaApi } from '@api/cafe/masa';
import { taramaApi } from '@api/envanter/tarama';
import { takipApi } from '@api/cafe/takip';
import { istasyonApi } from '@api/cafe/istasyon';
import { stokApi } from '@api/envanter/stok';
import { demirbasApi } from '@api/envanter/demirbas';
import { personelKayitApi } from '@api/personel';
import { qrApi } from '@api/qrmenu';
import { blogApi } from '@api/randevu/blog';
import { personelApi } from '@api/personel';
import { lazyScreen } from './shell/lazy-screen';
import { veriOnyukle } from './onyukle';

/** A routed screen; `preload` fetches its code ahead of rendering. */
export type PanelScreen = ComponentType<{ params: Record<string, string> }> & { preload?: () => void; veri?: readonly string[] };

/** Screens built so far, loaded on demand; every other route shows its module's honest empty state. */
export const SCREENS: Record<string, PanelScreen> = {
  'isletme/dashboard': lazyScreen(() => import('./modules/dashboard/IsletmeDashboard'), ['/isletme/ozet']),
  'isletme/qrmenu/kategori': lazyScreen(() => import('./modules/qrmenu/KategoriScreen'), [qrApi.kategoriler]),
  'isletme/qrmenu/urunler': lazyScreen(() => import('./modules/qrmenu/UrunlerScreen'), [qrApi.urunler, qrApi.kategoriler]),
  'isletme/qrmenu/secenekler': lazyScreen(() => import('./modules/qrmenu/SeceneklerScreen'), [qrApi.secenekler, qrApi.urunler, qrApi.kategoriler]),
  'isletme/qrmenu/menu': lazyScreen(() => import('./modules/qrmenu/MenuScreen')),
  'isletme/qrmenu/anasayfa': lazyScreen(() => import('./modules/qrmenu/AnasayfaScreen')),
  'isletme/qrmenu/olustur': lazyScreen(() => import('./modules/qrmenu/OlusturScreen')),
  'isletme/qrmenu/pc-alis-satis': lazyScreen(() => import('./modules/ikinciel/PcAlisSatisScreen'), ['/isletme/ikinciel/cihazlar?durum=&q=', '/isletme/ikinciel/rapor']),
  'isletme/qrmenu/letgo-bot': lazyScreen(() => import('./modules/ikinciel/LetgoBotScreen'), ['/isletme/ikinciel/ilanlar']),
  'isletme/qrmenu/cafe-yonetim/masa': lazyScreen(() => import('./modules/cafe/masa/MasaScreen'), [masaApi.duzen]),
  'isletme/qrmenu/cafe-yonetim/masa-takip': lazyScreen(() => import('./modules/cafe/takip/TakipScreen'), [takipApi.takip]),
  'isletme/qrmenu/cafe-yonetim/masa-takip/:masaId': lazyScreen(() => import('./modules/cafe/takip/MasaDetayScreen'), [takipApi.takip, takipApi.katalog]),
  'isletme/qrmenu/cafe-yonetim/istasyon': lazyScreen(() => import('./modules/cafe/istasyon/IstasyonScreen'), [istasyonApi.ayar]),
  'isletme/qrmenu/cafe-yonetim/calismagunu': lazyScreen(() => import('./modules/cafe/gun/CalismaGunuScreen'), ['/isletme/cafe/gun']),
  'isletme/qrmenu/cafe-yonetim/gunsonu': lazyScreen(() => import('./modules/cafe/gun/GunsonuScreen')),
  'isletme/qrmenu/cafe-yonetim/kasa-hareketleri': lazyScreen(() => import('./modules/cafe/rapor/KasaHareketleriScreen')),
  'isletme/qrmenu/cafe-yonetim/xraporu': lazyScreen(() => import('./modules/cafe/rapor/XRaporuScreen')),
  'isletme/qrmenu/cafe-yonetim/adisyonraporu': lazyScreen(() => import('./modules/cafe/rapor/AdisyonRaporuScreen')),
  'isletme/qrmenu/cafe-yonetim/masa-takip/loglar/masatransfer': lazyScreen(() => import('./modules/cafe/rapor/MasaTransferScreen')),
  'isletme/qrmenu/cafe-yonetim/masa-takip/loglar/adisyontransfer': lazyScreen(() => import('./modules/cafe/rapor/AdisyonTransferScreen')),
  'isletme/personel': lazyScreen(() => import('./modules/personel/PersonelScreen'), [personelKayitApi.liste]),
  'isletme/envanter/lokasyonlar': lazyScreen(() => import('./modules/envanter/stok/LokasyonlarScreen'), [stokApi.lokasyonlar]),
  'isletme/envanter/urunler': lazyScreen(() => import('./modules/envanter/stok/UrunlerScreen'), [stokApi.urunler({ durum: 'aktif', sayfa: 1 }), stokApi.lokasyonlar]),
  'isletme/envanter/hareketler': lazyScreen(() => import('./modules/envanter/stok/HareketlerScreen'), [stokApi.lokasyonlar]),
  'isletme/envanter/rapor/hareket': lazyScreen(() => import('./modules/envanter/stok/HareketRaporScreen'), [stokApi.rapor(), stokApi.lokasyonlar]),
  'isletme/envanter/demirbaslar': lazyScreen(() => import('./modules/envanter/demirbas/DemirbaslarScreen'), [demirbasApi.liste, demirbasApi.secenekler]),
  'isletme/envanter/detay/:slug': lazyScreen(() => import('./modules/envanter/demirbas/DetayScreen'), [demirbasApi.secenekler]),
  'isletme/envanter/hurda-talepleri': lazyScreen(() => import('./modules/envanter/demirbas/HurdaScreen'), [demirbasApi.hurdaListe('durum=bekliyor')]),
  'isletme/crm/musteri/rapor-detay': lazyScreen(() => import('./modules/crm/detay/MusteriDetayScreen')),
  'isletme/randevutakip/online-kanal': lazyScreen(() => import('./modules/randevu/kanal/OnlineKanalScreen')),
  'isletme/randevutakip/dashboard': lazyScreen(() => import('./modules/randevu/ozet/OzetScreen')),
  'isletme/randevutakip/online-kanal-tema': lazyScreen(() => import('./modules/randevu/kanal/TemaScreen')),
  'isletme/randevutakip/personel': lazyScreen(() => import('./modules/personel/randevu/PersonelScreen'), [personelApi.liste]),
  'isletme/randevutakip/personel-gorevler': lazyScreen(() => import('./modules/personel/gorev/GorevlerScreen')),
  'isletme/randevutakip/hizmetler': lazyScreen(() => import('./modules/randevu/hizmet/HizmetlerScreen'), ['/isletme/randevu/hizmetler']),
  'isletme/randevutakip/hizmet-paketleri': lazyScreen(() => import('./modules/randevu/hizmet/PaketlerScreen'), ['/isletme/randevu/paketler']),
  'isletme/randevutakip/musteriler': lazyScreen(() => import('./modules/musteri/MusteriScreen')),
  'isletme/randevutakip/randevular': lazyScreen(() => import('./modules/randevu/takvim/RandevularScreen')),
  'isletme/randevutakip/randevularim': lazyScreen(() => import('./modules/randevu/takvim/RandevularimScreen')),
  'isletme/randevutakip/kaynaklar': lazyScreen(() => import('./modules/randevu/kaynak/KaynaklarScreen'), ['/isletme/randevu/kaynaklar']),
  'isletme/randevutakip/hatirlatmalar': lazyScreen(() => import('./modules/randevu/hatirlatma/HatirlatmalarScreen'), ['/isletme/randevu/hatirlatmalar']),
  'isletme/randevutakip/bekleme-listesi': lazyScreen(() => import('./modules/randevu/bekleme/BeklemeScreen'), ['/isletme/randevu/bekleme-listesi']),
  'isletme/randevutakip/kasa-hareketleri': lazyScreen(() => import('./modules/kasa/KasaScreen')),
  'isletme/randevutakip/cari-takip': lazyScreen(() => import('./modules/cari/CariScreen'), ['/isletme/randevu/cari']),
  'isletme/randevutakip/caribakiyeraporu': lazyScreen(() => import('./modules/cari/CariBakiyeScreen')),
  'isletme/randevutakip/post-olustur': lazyScreen(() => import('./modules/randevu/blog/BlogScreen'), [blogApi.liste]),
  'isletme/ayarlar/yonetim/kullanici': lazyScreen(() => import('./modules/ayarlar/KullanicilarScreen'), ['/isletme/kullanicilar', '/isletme/kullanicilar/yetki-secenekleri']),
  'isletme/ayarlar/yonetim/yetki': lazyScreen(() => import('./modules/ayarlar/YetkiSetleriScreen')),
  'isletme/ayarlar/yonetim/parametre': lazyScreen(() => import('./modules/parametre/ParametreScreen'), ['/isletme/parametre']),
  'isletme/envanter/qr': lazyScreen(() => import('./modules/envanter/tarama/QrScreen')),
  'isletme/envanter/qr/:slug': lazyScreen(() => import('./modules/envanter/tarama/QrDetayScreen')),
  'isletme/envanter/loglar': lazyScreen(() => import('./modules/envanter/tarama/LoglarScreen'), [taramaApi.logSecenekleri]),
  'isletme/envanter/rapor/envanter-ozeti': lazyScreen(() => import('./modules/envanter/rapor/EnvanterOzetiScreen'), [taramaApi.ozet]),
  'isletme/crm/musteri-takip/rapor': lazyScreen(() => import('./modules/crm/takip/TakipListeScreen')),
  'isletme/crm/musteri-takip/rapor-detay': lazyScreen(() => import('./modules/crm/takip/TakipDetayScreen')),
  'isletme/crm/musteri/rapor': lazyScreen(() => import('./modules/crm/rapor/MusteriRaporScreen')),
  'isletme/crm/musteri/rapor-detay-2': lazyScreen(() => import('./modules/crm/rapor/RetentionScreen')),
  'admin/dashboard': lazyScreen(() => import('./modules/admin/dashboard/AdminDashboard'), ['/admin/ozet']),
  'admin/isletmeler': lazyScreen(() => import('./modules/admin/isletmeler/IsletmelerScreen')),
  'admin/ayarlar/yetki-setleri': lazyScreen(() => import('./modules/admin/yetki/AdminYetkiSetleriScreen')),
  'admin/ornek': lazyScreen(() => import('./modules/admin/muhasebe/MuhasebeScreen'), ['/admin/muhasebe']),
  'admin/stok': lazyScreen(() => import('./modules/admin/stok/StokScreen'), ['/admin/stok']),
  'admin/ayarlar/ornek': lazyScreen(() => import('./modules/admin/genel/GenelScreen'), ['/admin/genel']),
  'admin/ayarlar/lisans': lazyScreen(() => import('./modules/admin/lisans/AdminLisansScreen'), ['/admin/lisans']),
  'admin/frontoffice/dashboard': lazyScreen(() => import('./modules/admin/talep/TaleplerScreen'), ['/admin/talepler']),
  'admin/frontoffice/pos': lazyScreen(() => import('./modules/admin/pos/PosScreen'), ['/admin/pos']),
  'admin/frontoffice/pos/tanitim': lazyScreen(() => import('./modules/admin/pos/PosTanimScreen'), ['/admin/pos']),
};

/** Starts loading a route's screen code (unknown or not-built routes: nothing), and its first reads when asked. */
export function preloadScreen(route: string | undefined, withData = false): void {
  const screen = route ? SCREENS[route] : undefined;
  screen?.preload?.();
  if (withData && screen?.veri) veriOnyukle(screen.veri);
}
