import type { LisansGirdisi, LisansSatiri } from '@lib/schemas/admin/lisans';
import { api } from '../client';

export type { LisansSatiri };

export interface LisansListesi {
  satirlar: LisansSatiri[];
  varsayilanEkSure: number;
}

export interface LisansGecmisi {
  id: number;
  zaman: string;
  kullanici: string | null;
  ayrinti: { eski: Partial<LisansGirdisi> | null; yeni: Partial<LisansGirdisi> };
}

export const lisansApi = {
  liste: '/admin/lisans',
  detay: (isletmeId: number) => api.get<LisansSatiri & { gecmis: LisansGecmisi[] }>(`/admin/lisans/${isletmeId}`),
  kaydet: (isletmeId: number, govde: LisansGirdisi) => api.put<{ isletmeId: number }>(`/admin/lisans/${isletmeId}`, govde),
};
