import type { KaporaGorunumu, TakvimRandevusu } from '@lib/schemas/randevu/takvim';
import type { CokDilliMetin } from '@lib/menu/text';
import { api } from '../client';

/** Calls of deposits (/api/isletme/randevu/…/kapora). */
const BASE = '/isletme/randevu';

export interface KaporaAyari {
  tutmaDk: number;
  kuralGelmedi: number;
  kuralGecIptalSaat: number;
  kuralAy: number;
  kuralYuzde: number;
  gelmediPolitika: 'tut' | 'iade';
  iban: string;
  hesapSahibi: string;
}

export interface HizmetKaporasi { id: number; ad: CokDilliMetin; fiyatKurus: number; tur: 'yok' | 'sabit' | 'yuzde'; deger: number }

export const kaporaApi = {
  ayar: `${BASE}/kapora/ayar`,
  ayarKaydet: (g: KaporaAyari) => api.put<KaporaAyari>(`${BASE}/kapora/ayar`, g),
  hizmetKaydet: (hizmetId: number, tur: 'yok' | 'sabit' | 'yuzde', deger: number) => api.put<{ tur: string; deger: number }>(`${BASE}/hizmetler/${hizmetId}/kapora`, { tur, deger }),
  al: (randevuId: number, odeme: 'havale' | 'nakit') => api.post<{ kapora: KaporaGorunumu; randevu: TakvimRandevusu }>(`${BASE}/randevular/${randevuId}/kapora`, { odeme }),
};
