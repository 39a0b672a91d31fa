import { api } from '@api/client';
import type { Islem, Odeme } from '@lib/randevu/takvim-durum';
import type { DurumSonucu, MusteriSonucu, Randevularim, RandevuEkleGirdisi, TahsilatGirdisi, TakvimRandevusu, TakvimVerisi } from '@lib/schemas/randevu/takvim';

/** Client view of the calendar API (worker/routes/isletme/randevu/takvim*.ts). */

export const TAKVIM_KEY = 'isletme:randevutakip:randevular';
export const RANDEVULARIM_KEY = 'isletme:randevutakip:randevularim';
const BASE = '/isletme/randevu';

export const takvimApi = {
  veri: (tarih: string, gun: 1 | 7) => api.get<TakvimVerisi>(`${BASE}/randevular?tarih=${tarih}&gun=${gun}`),
  musteriAra: (q: string) => api.get<MusteriSonucu[]>(`${BASE}/randevular/musteri-ara?q=${encodeURIComponent(q)}`),
  ekle: (body: RandevuEkleGirdisi) => api.post<TakvimRandevusu>(`${BASE}/randevular`, body),
  guncelle: (id: number, body: { notlar: string; hizmetIdler?: number[]; mesaiDisi?: boolean }) => api.put<TakvimRandevusu>(`${BASE}/randevular/${id}`, body),
  tasi: (id: number, body: { personelId: number; baslangic: string; mesaiDisi?: boolean }) => api.post<TakvimRandevusu>(`${BASE}/randevular/${id}/tasi`, body),
  durum: (id: number, islem: Islem, odeme: Odeme | null = null, tahsilat: TahsilatGirdisi | null = null) => api.post<DurumSonucu>(`${BASE}/randevular/${id}/durum`, { islem, odeme, tahsilat }),
  disaAktarYolu: (bas: string, bit: string) => `${BASE}/randevular/disa-aktar?bas=${bas}&bit=${bit}`,
  randevularim: () => api.get<Randevularim>(`${BASE}/randevularim`),
  kendiDurum: (id: number, islem: Islem, odeme: Odeme | null = null, tahsilat: TahsilatGirdisi | null = null) => api.post<DurumSonucu>(`${BASE}/randevularim/${id}/durum`, { islem, odeme, tahsilat }),
};
