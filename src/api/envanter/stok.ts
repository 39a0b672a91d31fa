import type { HareketFormu, Lokasyon, LokasyonFormu, Urun, YeniUrunFormu } from '@lib/schemas/envanter/stok';
import { api } from '@api/client';

/** Calls of the inventory's stock screens (/api/isletme/envanter: locations, items, movements, movement report). */
const BASE = '/isletme/envanter';
const sorgu = (p: Record<string, string | number | undefined | null>) => {
  const s = new URLSearchParams(Object.entries(p).filter(([, x]) => x !== undefined && x !== null && x !== '').map(([k, x]) => [k, String(x)])).toString();
  return s ? `?${s}` : '';
};

export const stokApi = {
  lokasyonlar: `${BASE}/lokasyonlar`,
  lokasyonKaydet: (id: number | null, body: LokasyonFormu) => (id ? api.put<Lokasyon>(`${BASE}/lokasyonlar/${id}`, body) : api.post<Lokasyon>(`${BASE}/lokasyonlar`, body)),
  lokasyonSil: (id: number) => api.delete<{ id: number }>(`${BASE}/lokasyonlar/${id}`),
  urunler: (p: Record<string, string | number | undefined> = {}) => `${BASE}/urunler${sorgu(p)}`,
  urunlerCsv: (p: Record<string, string | number | undefined> = {}) => `${BASE}/urunler/disa-aktar${sorgu(p)}`,
  urunKaydet: (id: number | null, body: YeniUrunFormu) => (id ? api.put<Urun>(`${BASE}/urunler/${id}`, body) : api.post<Urun>(`${BASE}/urunler`, body)),
  urunSil: (id: number) => api.delete<{ id: number }>(`${BASE}/urunler/${id}`),
  hareketler: (p: Record<string, string | number | undefined> = {}) => `${BASE}/hareketler${sorgu(p)}`,
  hareketlerCsv: (p: Record<string, string | number | undefined> = {}) => `${BASE}/hareketler/disa-aktar${sorgu(p)}`,
  demirbasHareketleri: (p: Record<string, string | number | undefined> = {}) => `${BASE}/hareketler/demirbas${sorgu(p)}`,
  hareketEkle: (body: HareketFormu) => api.post<{ id: number; urun: Urun }>(`${BASE}/hareketler`, body),
  rapor: (p: Record<string, string | number | undefined> = {}) => `${BASE}/rapor/hareket${sorgu(p)}`,
  raporCsv: (p: Record<string, string | number | undefined> = {}) => `${BASE}/rapor/hareket/disa-aktar${sorgu(p)}`,
};
