import type { LisansGecmisi, LisansGirdisi, LisansSatiri } from '@lib/schemas/admin/lisans';
import { api } from '../client';

export const lisansApi = {
  liste: '/admin/lisans',
  detay: (isletmeId: number) => api.get<LisansSatiri & { gecmis: LisansGecmisi[] }>(`/admin/lisans/${isletmeId}`),
  kaydet: (isletmeId: number, govde: LisansGirdisi) => api.put<{ isletmeId: number }>(`/admin/lisans/${isletmeId}`, govde),
};
