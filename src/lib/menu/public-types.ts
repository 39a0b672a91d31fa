import type { Lang } from '../i18n/languages';
import type { ParaGosterimi } from '../parametre/para';
import type { Alerjen, DiyetEtiketi } from './allergens';
import type { HaftalikSaat } from './campaign';

/**
 * The public read model of one venue's menu, already resolved to one language (fallback tr).
 * Served by GET /api/public/menu/{slug}?lang=xx (CORS, edge-cached by menu_surum) and used by the guest
 * pages and the menu widget.
 */
export interface PublicMenu {
  isletme: {
    slug: string; urlAdi: string; ad: string; tema: string; saatDilimi: string; surum: number;
    /** languages the venue offers its guests (venue parameter; tr always) */
    diller: Lang[];
    /** how the venue shows money (venue parameter) */
    paraGosterimi: ParaGosterimi;
  };
  lang: Lang;
  anasayfa: {
    hosgeldin: string;
    wifiAd: string;
    wifiSifre: string;
    telefon: string;
    whatsapp: string;
    instagram: string;
    adres: string;
    haritaUrl: string;
    calismaSaatleri: { gunler: string; saat: string }[];
  };
  kategoriler: PublicKategori[];
  kampanyalar: PublicKampanya[];
}

export interface PublicKategori {
  id: number;
  urlAdi: string;
  ad: string;
  aciklama: string;
  gorsel: string | null; // URL path under /api/public/gorsel/...
  altKategoriler: PublicKategori[];
  urunler: PublicUrun[];
}

export interface PublicUrun {
  id: number;
  urlAdi: string;
  ad: string;
  aciklama: string;
  ozellikler: string[];
  teknikOzellikler: string[];
  fiyatKurus: number;
  /** best campaign price right now, when a fixed-price or percent campaign applies */
  kampanyaFiyatKurus: number | null;
  gorseller: string[];
  alerjenler: Alerjen[];
  diyetEtiketleri: DiyetEtiketi[];
  tukendi: boolean;
}

export interface PublicKampanya {
  id: number;
  baslik: string;
  aciklama: string;
  tur: 'sabit_fiyat' | 'hediye_urun' | 'yuzde_indirim';
  deger: number;
  hediyeUrunAd: string | null;
  urunIdler: number[];
  kategoriIdler: number[];
  baslangic: string;
  bitis: string;
  haftalikSaatler: HaftalikSaat[];
  /** computed at response time; clients recompute from the fields above for the countdown */
  durum: 'aktif' | 'yaklasan';
  degisimMs: number; // when the state next changes (end if active, start if upcoming)
}
