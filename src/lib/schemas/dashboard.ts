import type { LisansModulu } from '../lisans';
import type { OdemeYontemi } from './parametre';

/** Answers of the business dashboard's tiles (/api/isletme/ozet/*); each tile needs its module's permission. */

export interface IsletmeBasligi {
  isletme: { id: number; ad: string; tur: string; sehir: string | null };
  /** the modules with a dashboard tile the venue used in the last 30 days, most records first (their tiles lead) */
  kullanilan: LisansModulu[];
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
/**
 * The cafe tile: the figures of the X report (worker/db/cafe/gun-rapor.ts) for the open working day, or for today's
 * business day once its day end closed it; null day when neither exists.
 */
export interface CafeOzeti {
  gun: { isGunu: string; acilis: string; acik: boolean } | null;
  acikAdisyon: number;
  acikKurus: number;
  /** closed checks of the day (the X report's sales) */
  satisKurus: number;
  /** money that came in on the day (the X report's takings; the cash tile counts the same payments) */
  tahsilatKurus: number;
  kapananAdisyon: number;
  ortalamaKurus: number;
  /** local hour (0–23) with the most items ordered in the working day, null before the first order */
  yogunSaat: number | null;
}
/** The inventory tile: what needs doing (low stock, maintenance due, repairs, assets away, scrap decisions). */
export interface EnvanterOzeti {
  azStok: { id: number; ad: string; birim: string; minBinde: number; miktarBinde: number }[];
  /** scheduled maintenance due within a week; gecikmeGun > 0 = overdue by that many days */
  bakim: { id: number; slug: string; kod: string; ad: string; sonTarih: string; gecikmeGun: number }[];
  acikBakim: number;
  disarida: number;
  hurdaBekleyen: number;
  demirbas: number;
}
