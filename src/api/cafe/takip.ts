import type { Katalog, TakipDurumu } from '@lib/cafe/tipler';
import type { IslemCevabi, MasaCevabi } from '@lib/schemas/cafe/takip';
import { api } from '../client';

/** Calls of table tracking (/api/isletme/cafe): the grid, the catalogue, a table's check, operations. */
const BASE = '/isletme/cafe';

export const takipApi = {
  takip: `${BASE}/takip`,
  katalog: `${BASE}/katalog`,
  masa: (masaId: number) => `${BASE}/masa/${masaId}`,
  takipOku: () => api.get<TakipDurumu>(`${BASE}/takip`),
  katalogOku: () => api.get<Katalog>(`${BASE}/katalog`),
  masaOku: (masaId: number) => api.get<MasaCevabi>(`${BASE}/masa/${masaId}`),
  islem: (govde: Record<string, unknown>) => api.post<IslemCevabi>(`${BASE}/islem`, govde),
  /** the live socket's address for the selected venue */
  canliAdres: (isletmeId: number) => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api${BASE}/canli?isletme=${isletmeId}`,
};
