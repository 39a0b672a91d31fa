import { api } from '@api/client';
import type { SeriGirdisi, SeriPlani } from '@lib/schemas/randevu/seri';
import type { TakvimRandevusu } from '@lib/schemas/randevu/takvim';

/** Client view of the recurring series API (worker/routes/isletme/randevu/seri.ts). */
const BASE = '/isletme/randevu/randevular';

export const seriApi = {
  plan: (body: SeriGirdisi) => api.post<SeriPlani>(`${BASE}/seri/plan`, body),
  kaydet: (body: SeriGirdisi) => api.post<{ seriId: number; randevular: TakvimRandevusu[] }>(`${BASE}/seri`, body),
  iptal: (id: number, kapsam: 'bu' | 'sonrakiler') => api.post<{ iptalSayisi: number; randevular: TakvimRandevusu[] }>(`${BASE}/${id}/seri-iptal`, { kapsam }),
};
