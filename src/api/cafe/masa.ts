import type { AlanGirdisi, CafeMasa, KonumGirdisi, MasaDuzeni, MasaGirdisi, PlanGirdisi } from '@lib/schemas/cafe/masa';
import { api } from '../client';

/** Calls of the cafe's areas and tables screen (/api/isletme/cafe). */
const BASE = '/isletme/cafe';

export const masaApi = {
  duzen: `${BASE}/masalar`,
  alanKaydet: (id: number | null, body: AlanGirdisi) => (id ? api.put<{ id: number }>(`${BASE}/alanlar/${id}`, body) : api.post<{ id: number }>(`${BASE}/alanlar`, body)),
  alanSil: (id: number) => api.delete<{ id: number }>(`${BASE}/alanlar/${id}`),
  alanSirala: (idler: number[]) => api.put<{ idler: number[] }>(`${BASE}/alanlar/sira`, { idler }),
  masaKaydet: (id: number | null, body: MasaGirdisi) => (id ? api.put<CafeMasa>(`${BASE}/masalar/${id}`, body) : api.post<CafeMasa>(`${BASE}/masalar`, body)),
  masaSil: (id: number) => api.delete<{ id: number }>(`${BASE}/masalar/${id}`),
  masaSirala: (alanId: number, idler: number[]) => api.put<{ idler: number[] }>(`${BASE}/alanlar/${alanId}/masa-sirasi`, { idler }),
  konum: (id: number, body: KonumGirdisi) => api.put<CafeMasa>(`${BASE}/masalar/${id}/konum`, body),
  plan: (alanId: number, body: PlanGirdisi) => api.put<MasaDuzeni>(`${BASE}/alanlar/${alanId}/plan`, body),
};
