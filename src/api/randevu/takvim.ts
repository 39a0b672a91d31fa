import { api } from '@api/client';
import type { Durum, Islem, Odeme } from '@lib/randevu/takvim-durum';
import type { PersonelGunu } from '@lib/randevu/takvim-zaman';
import type { CokDilliMetin } from '@lib/menu/text';
import type { KalemGorunumu, TahsilatGirdisi, TakvimRandevusu } from '@lib/schemas/randevu/takvim';
import type { OdemeYontemi } from '@lib/schemas/parametre';

/** Client view of the calendar API (worker/routes/isletme/randevu/takvim*.ts). */

export const TAKVIM_KEY = 'isletme:randevutakip:randevular';
export const RANDEVULARIM_KEY = 'isletme:randevutakip:randevularim';
const BASE = '/isletme/randevu';

export type Kalem = KalemGorunumu;
export type Randevu = TakvimRandevusu;

export interface Personel { id: number; ad: string; renk: string; foto: string | null; sira: number; aktif: boolean; hizmetIdler: number[]; gunler: PersonelGunu[] }
export interface Hizmet { id: number; ad: CokDilliMetin; sureDk: number; fiyatKurus: number; onceTamponDk: number; sonraTamponDk: number; online: boolean }
export interface TakvimVerisi {
  saatDilimi: string;
  tarihler: string[];
  baslangic: string;
  bitis: string;
  personeller: Personel[];
  randevular: Randevu[];
  hizmetler: Hizmet[];
  bekleyenSayisi: number;
  bekleyenler: Randevu[];
  paketler: Record<number, Record<number, number>>;
  /** payment methods the venue offers (parameters) */
  odemeYontemleri: OdemeYontemi[];
}
export interface MusteriSonucu { id: number; adSoyad: string; telefon: string; email: string | null; notlar: string }
export interface DurumSonucu { randevu: Randevu; durum: Durum; paketSeans: number; tahsilKurus: number; odeme: Odeme | null }
export interface Randevularim {
  bagli: boolean;
  saatDilimi: string;
  personeller: { id: number; ad: string; renk: string; foto: string | null }[];
  randevular: Randevu[];
  odemeYontemleri: OdemeYontemi[];
}

export interface EkleGovdesi {
  personelId: number;
  baslangic: string;
  hizmetIdler: number[];
  musteriId: number | null;
  musteri: { adSoyad: string; telefon: string; email: string } | null;
  notlar: string;
  mesaiDisi: boolean;
}

export const takvimApi = {
  veri: (tarih: string, gun: 1 | 7) => api.get<TakvimVerisi>(`${BASE}/randevular?tarih=${tarih}&gun=${gun}`),
  musteriAra: (q: string) => api.get<MusteriSonucu[]>(`${BASE}/randevular/musteri-ara?q=${encodeURIComponent(q)}`),
  ekle: (body: EkleGovdesi) => api.post<Randevu>(`${BASE}/randevular`, body),
  guncelle: (id: number, body: { notlar: string; hizmetIdler?: number[]; mesaiDisi?: boolean }) => api.put<Randevu>(`${BASE}/randevular/${id}`, body),
  tasi: (id: number, body: { personelId: number; baslangic: string; mesaiDisi?: boolean }) => api.post<Randevu>(`${BASE}/randevular/${id}/tasi`, body),
  durum: (id: number, islem: Islem, odeme: Odeme | null = null, tahsilat: TahsilatGirdisi | null = null) => api.post<DurumSonucu>(`${BASE}/randevular/${id}/durum`, { islem, odeme, tahsilat }),
  disaAktarYolu: (bas: string, bit: string) => `${BASE}/randevular/disa-aktar?bas=${bas}&bit=${bit}`,
  randevularim: () => api.get<Randevularim>(`${BASE}/randevularim`),
  kendiDurum: (id: number, islem: Islem, odeme: Odeme | null = null, tahsilat: TahsilatGirdisi | null = null) => api.post<DurumSonucu>(`${BASE}/randevularim/${id}/durum`, { islem, odeme, tahsilat }),
};
