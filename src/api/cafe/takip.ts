import type { Adisyon, Katalog, TakipDurumu } from '@lib/cafe/tipler';
import { api } from '../client';

export type { Adisyon, Kalem, Katalog, TakipDurumu } from '@lib/cafe/tipler';

/** Calls of table tracking (/api/isletme/cafe): the grid, the catalogue, a table's check, operations. */
const BASE = '/isletme/cafe';

export interface MasaCevabi { masa: { id: number; ad: string }; adisyon: Adisyon | null }
/** What an operation on a check answers (the check as it is after it; transfers also the source's). */
export interface IslemCevabi { adisyon?: Adisyon | null; kaynak?: Adisyon | null; siparisId?: number | null; paraUstuKurus?: number; kapandi?: boolean; basim?: number; tekrar?: boolean }

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
