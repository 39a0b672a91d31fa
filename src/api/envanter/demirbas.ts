import type { Cikis, CikisGirdisi, Demirbas, DemirbasDetayi, DemirbasFormu, HurdaTalebi, Kategori, KategoriFormu, TransferGirdisi } from '@lib/schemas/envanter/demirbas';
import { api } from '../client';

/** Calls of the fixed-asset screens (/api/isletme/envanter: demirbaslar, detay/{slug}, hurda-talepleri). */
const E = '/isletme/envanter';
const D = `${E}/demirbaslar`;
const H = `${E}/hurda-talepleri`;

export const demirbasApi = {
  liste: D,
  secenekler: `${D}/secenekler`,
  kategoriler: `${E}/kategoriler`,
  yaklasan: `${E}/bakim/yaklasan`,
  /** the list's query string (filters, sort, page) → its path; the CSV export takes the same filters */
  listeYolu: (sorgu: string) => (sorgu ? `${D}?${sorgu}` : D),
  disaAktar: (sorgu: string) => `${D}/disa-aktar${sorgu ? `?${sorgu}` : ''}`,
  detay: (slug: string) => `${D}/detay/${encodeURIComponent(slug)}`,
  cikis: (id: number) => `${E}/cikislar/${id}`,
  kaydet: (id: number | null, body: DemirbasFormu) => (id ? api.put<Demirbas>(`${D}/${id}`, body) : api.post<Demirbas>(D, body)),
  sil: (id: number) => api.delete<{ id: number }>(`${D}/${id}`),
  fotoYukle: async (blob: Blob) => (await api.upload<{ anahtar: string }>(`${D}/foto`, blob, 'foto.webp')).anahtar,
  kategoriKaydet: (id: number | null, body: KategoriFormu) => (id ? api.put<Kategori>(`${E}/kategoriler/${id}`, body) : api.post<Kategori>(`${E}/kategoriler`, body)),
  kategoriSil: (id: number) => api.delete<{ id: number }>(`${E}/kategoriler/${id}`),
  transfer: (id: number, body: Partial<TransferGirdisi>) => api.post<DemirbasDetayi>(`${D}/${id}/transfer`, body),
  cikisAc: (id: number, body: Partial<CikisGirdisi>) => api.post<Cikis>(`${D}/${id}/cikis`, body),
  cikisBelgesi: (id: number) => api.get<{ cikis: Cikis; demirbas: Demirbas }>(`${E}/cikislar/${id}`),
  donus: (cikisId: number, body: { lokasyonId: number | null; durum: string }) => api.post<DemirbasDetayi>(`${E}/cikislar/${cikisId}/donus`, body),
  bakimAc: (id: number, body: { tur: string; aciklama: string }) => api.post<DemirbasDetayi>(`${D}/${id}/bakim`, body),
  bakimKapat: (bakimId: number, body: { sonuc: string; maliyetKurus: number; durum: string }) => api.post<DemirbasDetayi>(`${E}/bakimlar/${bakimId}/kapat`, body),
  hurdaListe: (sorgu: string) => (sorgu ? `${H}?${sorgu}` : H),
  hurdaAdaylari: (q: string) => `${H}/adaylar?q=${encodeURIComponent(q)}`,
  hurdaTalep: (body: { demirbasId: number; neden: string; fotolar: string[] }) => api.post<HurdaTalebi>(H, body),
  hurdaGeriCek: (id: number) => api.delete<{ id: number }>(`${H}/${id}`),
  hurdaOnayla: (id: number, not: string) => api.post<HurdaTalebi>(`${H}/${id}/onayla`, { not }),
  hurdaReddet: (id: number, not: string) => api.post<HurdaTalebi>(`${H}/${id}/reddet`, { not }),
};
