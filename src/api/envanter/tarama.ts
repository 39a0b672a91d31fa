import type { EtiketOzeti, SayimDetay, SayimOkumaCevabi } from '@lib/schemas/envanter/tarama';
import { api } from '../client';

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
