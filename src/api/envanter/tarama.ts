import type { EnvanterOzeti, EtiketOzeti, LokasyonKarti, LokasyonSecenegi, SayimDetay, SayimOzeti } from '@lib/schemas/envanter/tarama';
import type { LogSatiri } from '@lib/envanter/log-metni';
import { api } from '../client';

export type { EnvanterOzeti, EtiketOzeti, LokasyonKarti, LokasyonSecenegi, LogSatiri, SayimDetay, SayimOzeti };

export interface LogSayfasi { satirlar: LogSatiri[]; toplam: number; kesildi: boolean; sayfa: number; sayfaBoyu: number; saatDilimi: string }
export interface LogSecenekleri { varliklar: string[]; islemler: string[]; kullanicilar: { id: number; ad: string }[] }
export interface EtiketListesi { isletme: string; etiketler: { id: number; slug: string; kod: string; ad: string }[] }
export interface SayimOkumaCevabi { tekrar: boolean; demirbasId: number | null; lokasyonEtiketi: boolean; sayim: SayimDetay }

/** Calls of the inventory's scanning part (/api/isletme/envanter: labels, audits, log, summary). */
const BASE = '/isletme/envanter';

export const taramaApi = {
  etiket: (slug: string) => api.get<EtiketOzeti>(`${BASE}/etiket/${encodeURIComponent(slug)}`),
  lokasyonKarti: (slug: string) => `${BASE}/lokasyon-karti/${encodeURIComponent(slug)}`,
  lokasyonAgaci: `${BASE}/lokasyon-agaci`,
  etiketler: (q: string) => `${BASE}/etiketler?${q}`,
  sayimlar: `${BASE}/sayim`,
  sayimBaslat: (lokasyonId: number) => api.post<SayimDetay>(`${BASE}/sayim`, { lokasyonId }),
  sayim: (id: number) => api.get<SayimDetay>(`${BASE}/sayim/${id}`),
  sayimOku: (id: number, metin: string) => api.post<SayimOkumaCevabi>(`${BASE}/sayim/${id}/okuma`, { metin }),
  sayimTasi: (id: number) => api.post<{ tasinan: number; sayim: SayimDetay }>(`${BASE}/sayim/${id}/tasi`, {}),
  sayimBitir: (id: number) => api.post<SayimDetay>(`${BASE}/sayim/${id}/bitir`, {}),
  loglar: (q: string) => `${BASE}/loglar?${q}`,
  logSecenekleri: `${BASE}/loglar/secenekler`,
  logDisaAktar: (q: string) => `${BASE}/loglar/disa-aktar?${q}`,
  ozet: `${BASE}/rapor/envanter-ozeti`,
  ozetDisaAktar: `${BASE}/rapor/envanter-ozeti/disa-aktar`,
};
