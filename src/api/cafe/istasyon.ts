import type { IstasyonDegisimi } from '@lib/cafe/istasyon';
import type { IstasyonAyarGirisi, IstasyonAyariCevabi } from '@lib/schemas/cafe/istasyon';
import { api } from '../client';

/** Calls of the kitchen and bar stations (/api/isletme/cafe/istasyon…). */
const BASE = '/isletme/cafe/istasyon';

export const istasyonApi = {
  ayar: BASE,
  ayarOku: () => api.get<IstasyonAyariCevabi>(BASE),
  ayarKaydet: (g: IstasyonAyarGirisi) => api.put<IstasyonAyariCevabi>(BASE, g),
  yonlendir: (g: { kategoriId?: number; urunId?: number; istasyonId: number | null }) => api.put<unknown>(`${BASE}/yonlendirme`, g),
  urunIstasyonu: (urunId: number) => api.get<{ istasyonId: number | null }>(`${BASE}/urun/${urunId}`),
  fisler: (istasyonlar: readonly number[], surum: number) => api.get<IstasyonDegisimi>(`${BASE}/fis?istasyon=${istasyonlar.join(',')}&surum=${surum}`),
  canliAdres: (isletmeId: number, istasyonlar: readonly number[]) =>
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api${BASE}/canli?isletme=${isletmeId}&istasyon=${istasyonlar.join(',')}`,
};
