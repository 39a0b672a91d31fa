import type { LisansHali, LisansModulu, LisansPlani } from '@lib/lisans';
import type { LisansGirdisi } from '@lib/schemas/admin/lisans';
import { api } from '../client';

/** A venue's licence as /api/admin/lisans answers it (lisans null: no row, not restricted). */
export interface LisansSatiri {
  isletmeId: number;
  ad: string;
  tur: string;
  askida: boolean;
  kullanilan: number;
  lisans: {
    plan: LisansPlani;
    moduller: LisansModulu[];
    koltuk: number;
    baslangic: string;
    bitis: string;
    deneme: boolean;
    ekSureGun: number | null;
    hali: LisansHali;
  } | null;
}

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
