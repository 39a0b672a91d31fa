import type { Kaynak, KaynakGirdisi, KaynakSecenegi } from '@lib/schemas/randevu/kaynak';
import { api } from '../client';

/** Calls of the resources screen (/api/isletme/randevu/kaynaklar) and the service form's resource field. */
const BASE = '/isletme/randevu/kaynaklar';

export const kaynakApi = {
  liste: BASE,
  ekle: (g: KaynakGirdisi) => api.post<Kaynak>(BASE, g),
  guncelle: (id: number, g: KaynakGirdisi) => api.put<Kaynak>(`${BASE}/${id}`, g),
  sil: (id: number) => api.delete<{ id: number }>(`${BASE}/${id}`),
  secenekler: () => api.get<KaynakSecenegi[]>('/isletme/randevu/hizmetler/kaynak-secenekleri'),
  hizmetKaydet: (hizmetId: number, kaynakIdler: number[]) => api.put<{ hizmetId: number; kaynakIdler: number[] }>(`/isletme/randevu/hizmetler/${hizmetId}/kaynaklar`, { kaynakIdler }),
};
