import type { Ayar, AyarFormu, Cihaz, CihazFormu, FiyatOnerisi, Ilan, IlanDurumFormu, IlanFormu, MasrafFormu, SatisFormu } from '@lib/schemas/ikinciel/ikinciel';
import type { CihazDurumu } from '@lib/ikinciel/durum';
import { api } from '@api/client';

/** Calls of the second-hand screens (/api/isletme/ikinciel: pc-alis-satis and letgo-bot). */
const BASE = '/isletme/ikinciel';

export const ikincielApi = {
  cihazlar: (durum: CihazDurumu | '' = '', q = '') => `${BASE}/cihazlar?${new URLSearchParams({ durum, q }).toString()}`,
  cihaz: (id: number) => `${BASE}/cihazlar/${id}`,
  rapor: `${BASE}/rapor`,
  disaAktar: `${BASE}/disa-aktar`,
  fiyatOnerisi: (tur: string, marka: string, model: string) => api.get<FiyatOnerisi>(`${BASE}/fiyat-onerisi?${new URLSearchParams({ tur, marka, model }).toString()}`),
  fotoYukle: async (blob: Blob) => (await api.upload<{ anahtar: string }>(`${BASE}/foto`, blob, 'foto.webp')).anahtar,
  cihazKaydet: (id: number | null, body: CihazFormu) => (id ? api.put<Cihaz>(`${BASE}/cihazlar/${id}`, body) : api.post<Cihaz>(`${BASE}/cihazlar`, body)),
  cihazSil: (id: number) => api.delete<{ id: number }>(`${BASE}/cihazlar/${id}`),
  masrafEkle: (id: number, body: MasrafFormu) => api.post<Cihaz>(`${BASE}/cihazlar/${id}/masraflar`, body),
  masrafSil: (id: number, masrafId: number) => api.delete<Cihaz>(`${BASE}/cihazlar/${id}/masraflar/${masrafId}`),
  durum: (id: number, durum: CihazDurumu) => api.post<Cihaz>(`${BASE}/cihazlar/${id}/durum`, { durum }),
  sat: (id: number, body: SatisFormu) => api.post<Cihaz>(`${BASE}/cihazlar/${id}/satis`, body),
  iade: (id: number, tarih: string) => api.post<Cihaz>(`${BASE}/cihazlar/${id}/iade`, { tarih }),
  saticiSil: (id: number) => api.post<Cihaz>(`${BASE}/cihazlar/${id}/satici-sil`),
  ilanlar: `${BASE}/ilanlar`,
  ilanEkle: (body: IlanFormu) => api.post<Ilan>(`${BASE}/ilanlar`, body),
  ilanGuncelle: (id: number, body: Omit<IlanFormu, 'cihazId'>) => api.put<Ilan>(`${BASE}/ilanlar/${id}`, body),
  ilanDurum: (id: number, body: IlanDurumFormu) => api.post<Ilan>(`${BASE}/ilanlar/${id}/durum`, body),
  ilanSil: (id: number) => api.delete<{ id: number }>(`${BASE}/ilanlar/${id}`),
  ayarKaydet: (body: AyarFormu) => api.put<Ayar>(`${BASE}/ayar`, body),
};
