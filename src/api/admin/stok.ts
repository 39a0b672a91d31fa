import type { DonanimDetay, DonanimGirdisi, IsletmeSecenegi } from '@lib/schemas/admin/stok';
import { api } from '../client';

/** Calls of the hardware stock screen (/api/admin/stok). */
const S = '/admin/stok';

export const donanimApi = {
  liste: (sorgu: string) => (sorgu ? `${S}?${sorgu}` : S),
  disaAktar: (sorgu: string) => `${S}/disa-aktar${sorgu ? `?${sorgu}` : ''}`,
  detay: (id: number) => api.get<DonanimDetay>(`${S}/${id}`),
  isletmeAra: (q: string) => api.get<IsletmeSecenegi[]>(`${S}/isletmeler?q=${encodeURIComponent(q)}`),
  kaydet: (id: number | null, body: DonanimGirdisi) => (id ? api.put<DonanimDetay>(`${S}/${id}`, body) : api.post<unknown>(S, body)),
  sil: (id: number) => api.delete<{ id: number }>(`${S}/${id}`),
  ata: (id: number, isletmeId: number, notlar: string) => api.post<DonanimDetay>(`${S}/${id}/ata`, { isletmeId, notlar }),
  iade: (id: number, arizali: boolean, notlar: string) => api.post<DonanimDetay>(`${S}/${id}/iade`, { arizali, notlar }),
  durum: (id: number, durum: string, notlar: string) => api.post<DonanimDetay>(`${S}/${id}/durum`, { durum, notlar }),
};
