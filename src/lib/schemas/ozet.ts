import type { OdemeYontemi } from './parametre';

/** Answers of the business dashboard's tiles (/api/isletme/ozet/*); each tile needs its module's permission. */

export interface IsletmeBasligi {
  isletme: { id: number; ad: string; tur: string; sehir: string | null };
}
export interface YonetimOzeti { aktifKullanici: number; yetkiSeti: number; acikOturum: number }
export interface RandevuOzeti {
  /** the venue's business day 'YYYY-MM-DD' */
  gun: string;
  saatDilimi: string;
  bugun: number;
  kalan: number;
  tamamlanan: number;
  bekleyen: number;
  siradakiler: { id: number; baslangic: string; durum: 'beklemede' | 'onaylandi'; musteri: string; personel: string }[];
}
export interface KasaOzeti {
  gun: string;
  gelir: Record<OdemeYontemi, number>;
  toplamGelir: number;
  gider: number;
  net: number;
  adet: number;
}
export interface CariOzeti { alacak: number; borclu: number }
export interface PersonelOzeti { aktif: number; randevulu: number }
