import type { KaporaGorunumu, TakvimRandevusu } from '@lib/schemas/randevu/takvim';
import type { KaporaAyari } from '@lib/schemas/randevu/kapora';
import { api } from '../client';

/** Calls of deposits (/api/isletme/randevu/…/kapora). */
const BASE = '/isletme/randevu';

export const kaporaApi = {
  ayar: `${BASE}/kapora/ayar`,
  ayarKaydet: (g: KaporaAyari) => api.put<KaporaAyari>(`${BASE}/kapora/ayar`, g),
  hizmetKaydet: (hizmetId: number, tur: 'yok' | 'sabit' | 'yuzde', deger: number) => api.put<{ tur: string; deger: number }>(`${BASE}/hizmetler/${hizmetId}/kapora`, { tur, deger }),
  al: (randevuId: number, odeme: 'havale' | 'nakit') => api.post<{ kapora: KaporaGorunumu; randevu: TakvimRandevusu }>(`${BASE}/randevular/${randevuId}/kapora`, { odeme }),
};
