import type { Fatura, FaturaBaski, FaturaGirdisi, Tahsilat, TahsilatGirdisi } from '@lib/schemas/admin/muhasebe';
import type { IsletmeSecenegi } from '@lib/schemas/admin/stok';
import { api } from '../client';

/** Calls of the billing screen (/api/admin/muhasebe). */
const M = '/admin/muhasebe';
const aralik = (bas: string, bit: string) => new URLSearchParams(Object.entries({ bas, bit }).filter(([, v]) => v)).toString();

export const muhasebeApi = {
  ozet: M,
  cari: (isletmeId: number) => `${M}/cari/${isletmeId}`,
  faturalar: (bas: string, bit: string) => `${M}/faturalar?${aralik(bas, bit)}`,
  tahsilatlar: (bas: string, bit: string) => `${M}/tahsilatlar?${aralik(bas, bit)}`,
  faturaCsv: (bas: string, bit: string) => `${M}/faturalar/disa-aktar?${aralik(bas, bit)}`,
  tahsilatCsv: (bas: string, bit: string) => `${M}/tahsilatlar/disa-aktar?${aralik(bas, bit)}`,
  isletmeAra: (q: string) => api.get<IsletmeSecenegi[]>(`${M}/isletmeler?q=${encodeURIComponent(q)}`),
  faturaKes: (body: FaturaGirdisi) => api.post<Fatura>(`${M}/faturalar`, body),
  fatura: (id: number) => api.get<FaturaBaski>(`${M}/faturalar/${id}`),
  iptal: (id: number, neden: string) => api.post<Fatura>(`${M}/faturalar/${id}/iptal`, { neden }),
  tahsilatEkle: (body: TahsilatGirdisi) => api.post<Tahsilat>(`${M}/tahsilatlar`, body),
  tahsilatSil: (id: number) => api.delete<{ id: number }>(`${M}/tahsilatlar/${id}`),
};
