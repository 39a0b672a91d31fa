/** Answer of the appointment dashboard (/api/isletme/randevu/ozet), shared by the worker and the panel. */

export const DURUMLAR = ['beklemede', 'onaylandi', 'tamamlandi', 'iptal', 'gelmedi'] as const;
export type Durum = (typeof DURUMLAR)[number];

export interface Siradaki {
  id: number;
  baslangic: string;
  bitis: string;
  durum: Durum;
  musteri: string;
  hizmetler: string[];
  personel: { id: number; ad: string; renk: string };
}

export interface PersonelDolulugu {
  id: number;
  ad: string;
  renk: string;
  aktif: boolean;
  gun: { planDk: number; calismaDk: number; doluDk: number; mesaiDisiDk: number; oran: number | null };
  hafta: { planDk: number; calismaDk: number; doluDk: number; mesaiDisiDk: number; oran: number | null };
}

export interface Ozet {
  saatDilimi: string;
  gun: string;
  bugun: string;
  hafta: string[];
  durumlar: Record<Durum, number>;
  beklenenKurus: number;
  tamamlananKurus: number;
  bekleyenOnay: number;
  /** tomorrow's active appointments and those the customer has not confirmed (reminder link) */
  yarin: { randevu: number; onaysiz: number };
  siradaki: Siradaki[];
  doluluk: PersonelDolulugu[];
  gelir: {
    gunler: string[];
    tamamlananKurus: number[];
    kasaKurus: number[];
    toplamKurus: number;
    kasaToplamKurus: number;
    tamamlanan: number;
    gelmedi: number;
    gelmemeOrani: number | null;
    yeniMusteri: number;
  };
  sayilar: { personel: number; hizmet: number; randevu: number; kanal: 'yok' | 'kapali' | 'acik' };
}
