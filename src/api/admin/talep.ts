import type { TalepDurumu } from '@lib/schemas/admin/talep';
import { api } from '../client';

/** Calls of the sales desk (/admin/frontoffice/dashboard → /api/admin/talepler). */
const T = '/admin/talepler';

export const talepApi = {
  liste: (sorgu: string) => (sorgu ? `${T}?${sorgu}` : T),
  disaAktar: (sorgu: string) => `${T}/disa-aktar${sorgu ? `?${sorgu}` : ''}`,
  detay: (id: number) => `${T}/${id}`,
  durum: (id: number, durum: TalepDurumu) => api.put<{ id: number; durum: TalepDurumu }>(`${T}/${id}/durum`, { durum }),
  notEkle: (id: number, metin: string) => api.post<{ id: number }>(`${T}/${id}/notlar`, { metin }),
};
