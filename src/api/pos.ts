import type { OdemeYontemi, PosTanimlari } from '@lib/pos';
import type { FisSablonuGirdisi, IsletmePos, PosIzinleri, YaziciProfiliGirdisi } from '@lib/schemas/pos';
import { api } from './client';

/** Calls of the POS definition screens (/api/admin/pos) and a venue's receipt choice (/api/isletme/parametre/pos). */
const P = '/admin/pos';

export const posApi = {
  tanimlar: P,
  yontemlerKaydet: (yontemler: OdemeYontemi[]) => api.put<PosTanimlari>(`${P}/odeme-yontemleri`, { yontemler }),
  izinlerKaydet: (izin: PosIzinleri) => api.put<PosTanimlari>(`${P}/izinler`, izin),
  sablonKaydet: (id: number | null, body: FisSablonuGirdisi) => (id ? api.put<{ id: number }>(`${P}/sablonlar/${id}`, body) : api.post<{ id: number }>(`${P}/sablonlar`, body)),
  sablonSil: (id: number) => api.delete<{ id: number }>(`${P}/sablonlar/${id}`),
  profilKaydet: (id: number | null, body: YaziciProfiliGirdisi) => (id ? api.put<{ id: number }>(`${P}/profiller/${id}`, body) : api.post<{ id: number }>(`${P}/profiller`, body)),
  profilSil: (id: number) => api.delete<{ id: number }>(`${P}/profiller/${id}`),
  isletme: '/isletme/parametre/pos',
  isletmeFis: '/isletme/parametre/pos/fis',
  isletmeKaydet: (sablonId: number | null, profilId: number | null) => api.put<IsletmePos>('/isletme/parametre/pos', { sablonId, profilId }),
};
