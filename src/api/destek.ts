import type { CanliDestek, DestekBaslat, IsletmeSecenegi } from '@lib/schemas/destek';
import { api } from './client';

/** Support access ("view as"): the admin's calls and the venue owner's log. */
export const destekApi = {
  liste: '/admin/destek',
  kayitlar: '/isletme/ayarlar/destek',
  isletmeler: (q: string) => api.get<IsletmeSecenegi[]>(`/admin/destek/isletmeler?q=${encodeURIComponent(q)}`),
  baslat: (body: DestekBaslat) => api.post<CanliDestek>('/admin/destek', body),
  bitir: () => api.post<{ bitti: boolean }>('/admin/destek/bitir'),
};
