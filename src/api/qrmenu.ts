import type * as v from 'valibot';
import type { Alerjen, DiyetEtiketi } from '@lib/menu/allergens';
import type { HaftalikSaat } from '@lib/menu/campaign';
import type { CokDilliMetin } from '@lib/menu/text';
import type { AnasayfaSchema, KampanyaSchema, KategoriSchema, UrunSchema } from '@lib/schemas/qrmenu';
import { api } from './client';

const BASE = '/isletme/qrmenu';

export interface Kategori {
  id: number;
  ad: CokDilliMetin;
  aciklama: CokDilliMetin;
  ustKategoriId: number | null;
  urlAdi: string;
  gorunur: boolean;
  sira: number;
  gorsel: string | null;
  urunSayisi: number;
  altKategoriSayisi: number;
}

export interface Urun {
  id: number;
  kategoriId: number;
  ad: CokDilliMetin;
  aciklama: CokDilliMetin;
  ozellikler: CokDilliMetin[];
  teknikOzellikler: CokDilliMetin[];
  fiyatKurus: number;
  alerjenler: Alerjen[];
  diyetEtiketleri: DiyetEtiketi[];
  tukendi: boolean;
  gorunur: boolean;
  sira: number;
  gorseller: string[];
  urlAdi: string;
}

export type KampanyaTuru = 'sabit_fiyat' | 'hediye_urun' | 'yuzde_indirim';
export interface Kampanya {
  id: number;
  baslik: CokDilliMetin;
  aciklama: CokDilliMetin;
  tur: KampanyaTuru;
  deger: number;
  hediyeUrunId: number | null;
  urunIdler: number[];
  kategoriIdler: number[];
  baslangic: string;
  bitis: string;
  haftalikSaatler: HaftalikSaat[];
  aktif: boolean;
  durum: 'aktif' | 'yaklasan' | 'bitti';
  degisimMs: number | null;
}

export type KategoriGiris = v.InferInput<typeof KategoriSchema>;
export type UrunGiris = v.InferInput<typeof UrunSchema>;
export type KampanyaGiris = v.InferInput<typeof KampanyaSchema>;
export type Anasayfa = v.InferInput<typeof AnasayfaSchema>;
export interface FiyatOnizleme { id: number; ad: CokDilliMetin | string; eskiKurus: number; yeniKurus: number }
export interface FiyatGecmisi { eskiKurus: number | null; yeniKurus: number; zaman: string; kullanici: string | null }
export interface QrBilgi { urlAdi: string; slug: string; yol: string; kisaYol: string }
export interface Masa { id: number; ad: string; sira: number }

/** Paths of the menu API, relative to the shared client's /api base. */
export const qrApi = {
  kategoriler: `${BASE}/kategoriler`,
  urunler: `${BASE}/urunler`,
  kampanyalar: `${BASE}/kampanyalar`,
  tema: `${BASE}/tema`,
  anasayfa: `${BASE}/anasayfa`,
  qrBilgi: `${BASE}/qr-bilgi`,
  masalar: `${BASE}/masalar`,

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
};
