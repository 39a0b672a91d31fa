import type { SistemKaydi } from '@lib/randevu/kayit-metni';
import type { CokDilliMetin } from '@lib/menu/text';
import type { Musteri } from './kayit';
import type { MusteriOnayi } from './onay';

/** One customer's detail: appointments, packages, ledger and consent history (the customer dialog and the CRM view). */

export type RandevuDurumu = 'beklemede' | 'onaylandi' | 'iptal' | 'gelmedi' | 'tamamlandi';

export interface MusteriRandevusu {
  id: number;
  kod: string;
  baslangic: string;
  bitis: string;
  durum: RandevuDurumu;
  kaynak: 'panel' | 'online' | 'widget';
  toplamKurus: number;
  personel: string;
  hizmetler: { ad: CokDilliMetin; paketten: boolean }[];
}

export type PaketDurumu = 'aktif' | 'bitti' | 'suresiDoldu';

export interface MusteriPaketBakiyesi {
  id: number;
  ad: string;
  fiyatKurus: number;
  satisZamani: string;
  sonGun: string | null;
  durum: PaketDurumu;
  hizmetler: { hizmetId: number; ad: CokDilliMetin; toplam: number; kalan: number }[];
}

export interface MusteriCariHareketi {
  id: number;
  tur: 'borc' | 'tahsilat';
  tutarKurus: number;
  aciklama: string;
  sistem: SistemKaydi | null;
  tarih: string;
}

export interface MusteriDetay {
  musteri: Musteri;
  saatDilimi: string;
  istatistik: { toplam: number; tamamlanan: number; harcananKurus: number; gelmedi: number; iptal: number; yaklasan: number };
  randevular: MusteriRandevusu[];
  /** true when only the newest appointments are in `randevular` */
  randevuKirpildi: boolean;
  paketler: MusteriPaketBakiyesi[];
  cari: { borcKurus: number; tahsilatKurus: number; bakiyeKurus: number; hareketler: MusteriCariHareketi[] };
  /** consent history, newest first */
  onaylar: MusteriOnayi[];
}

/** A sold package's state on `bugun` ('YYYY-MM-DD', venue zone). */
export function paketDurumu(sonGun: string | null, kalanlar: readonly number[], bugun: string): PaketDurumu {
  if (sonGun !== null && sonGun < bugun) return 'suresiDoldu';
  return kalanlar.some((k) => k > 0) ? 'aktif' : 'bitti';
}
