import type { DavetLinki, IsletmeDetayi, IsletmeEkle, IsletmeEklendi, IsletmeGuncelle, IsletmeListesi } from '@lib/schemas/admin/isletmeler';
import { api } from '@api/client';

export type { DavetLinki, IsletmeDetayi, IsletmeEklendi, IsletmeListesi };

/** Calls of the admin venues screen (/api/admin/isletmeler) and the lead prefill. */
const BASE = '/admin/isletmeler';
const sorgu = (p: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams(Object.entries(p).filter(([, x]) => x !== undefined && x !== '').map(([k, x]) => [k, String(x)])).toString();
  return s ? `?${s}` : '';
};

/** A lead as the front office answers it (GET /api/admin/talepler/:id). */
export interface TalepOnBilgi { id: number; adSoyad: string; isletmeAdi: string; telefon: string; eposta: string; sehir: string; dil: string }

export const isletmeApi = {
  liste: (p: Record<string, string | number | undefined>) => `${BASE}${sorgu(p)}`,
  csv: (p: Record<string, string | number | undefined>) => `${BASE}/disa-aktar${sorgu(p)}`,
  detay: (id: number) => `${BASE}/${id}`,
  ekle: (body: IsletmeEkle) => api.post<IsletmeEklendi>(BASE, body),
  guncelle: (id: number, body: IsletmeGuncelle) => api.put<IsletmeDetayi>(`${BASE}/${id}`, body),
  askiyaAl: (id: number, neden: string) => api.post<IsletmeDetayi>(`${BASE}/${id}/askiya-al`, { neden }),
  ac: (id: number) => api.post<IsletmeDetayi>(`${BASE}/${id}/ac`),
  davet: (id: number) => api.post<DavetLinki>(`${BASE}/${id}/davet`),
  talep: (id: number) => api.get<TalepOnBilgi>(`/admin/talepler/${id}`),
};
