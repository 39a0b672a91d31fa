import type { Anasayfa, FiyatGecmisi, KampanyaGiris, KategoriGiris, SecenekGrup, SecenekGrupGiris, UrunGiris } from '@lib/schemas/qrmenu';
import { api } from './client';

const BASE = '/isletme/qrmenu';

/** Paths of the menu API, relative to the shared client's /api base. */
export const qrApi = {
  kategoriler: `${BASE}/kategoriler`,
  urunler: `${BASE}/urunler`,
  kampanyalar: `${BASE}/kampanyalar`,
  tema: `${BASE}/tema`,
  anasayfa: `${BASE}/anasayfa`,
  qrBilgi: `${BASE}/qr-bilgi`,
  masalar: `${BASE}/masalar`,
  secenekler: `${BASE}/secenekler`,

  kategoriKaydet: (id: number | null, body: KategoriGiris) => (id ? api.put(`${BASE}/kategoriler/${id}`, body) : api.post<{ id: number }>(`${BASE}/kategoriler`, body)),
  kategoriSirala: (idler: number[]) => api.put(`${BASE}/kategoriler/sira`, { idler }),
  kategoriSil: (id: number, tumu = false) => api.delete(`${BASE}/kategoriler/${id}${tumu ? '?tumu=1' : ''}`),
  kategoriGorsel: (id: number, gorsel: string | null) => api.put(`${BASE}/kategoriler/${id}/gorsel`, { gorsel }),

  urunKaydet: (id: number | null, body: UrunGiris) => (id ? api.put(`${BASE}/urunler/${id}`, body) : api.post<{ id: number }>(`${BASE}/urunler`, body)),
  urunDurum: (id: number, body: { tukendi?: boolean; gorunur?: boolean }) => api.post(`${BASE}/urunler/${id}/durum`, body),
  urunSil: (id: number) => api.delete(`${BASE}/urunler/${id}`),
  topluFiyat: <T>(body: { urunIdler: number[]; tur: 'yuzde' | 'tutar'; deger: number; onizleme: boolean }) => api.post<T>(`${BASE}/urunler/toplu-fiyat`, body),
  fiyatGecmisi: (id: number) => api.get<FiyatGecmisi[]>(`${BASE}/urunler/${id}/fiyat-gecmisi`),

  temaKaydet: (temaId: string) => api.put(`${BASE}/tema`, { temaId }),
  kampanyaKaydet: (id: number | null, body: KampanyaGiris) => (id ? api.put(`${BASE}/kampanyalar/${id}`, body) : api.post<{ id: number }>(`${BASE}/kampanyalar`, body)),
  kampanyaBitir: (id: number) => api.post(`${BASE}/kampanyalar/${id}/bitir`),
  kampanyaSil: (id: number) => api.delete(`${BASE}/kampanyalar/${id}`),
  anasayfaKaydet: (body: Anasayfa) => api.put(`${BASE}/anasayfa`, body),
  masaEkle: (ad: string) => api.post<{ id: number }>(`${BASE}/masalar`, { ad }),
  masaSil: (id: number) => api.delete(`${BASE}/masalar/${id}`),
  secenekKaydet: (id: number | null, body: SecenekGrupGiris) => (id ? api.put<SecenekGrup>(`${BASE}/secenekler/${id}`, body) : api.post<SecenekGrup>(`${BASE}/secenekler`, body)),
  secenekSil: (id: number) => api.delete(`${BASE}/secenekler/${id}`),
  secenekDegerDurum: (id: number, body: { tukendi?: boolean; aktif?: boolean }) => api.post<SecenekGrup>(`${BASE}/secenekler/deger/${id}/durum`, body),
};
