import type { BirlestirmeSonucu, Musteri, MusteriGirdisi } from '@lib/schemas/musteri';
import { api } from './client';

/** Calls of the customer book (/api/isletme/randevu/musteriler): list, CSV, record, detail, duplicates, merge, KVKK. */
const BASE = '/isletme/randevu/musteriler';

export const musteriApi = {
  /** list with the screen's query string (q, sira, filtre, sayfa) */
  liste: (sorgu: string) => `${BASE}?${sorgu}`,
  disaAktar: (sorgu: string) => `${BASE}/disa-aktar?${sorgu}`,
  detay: (id: number) => `${BASE}/${id}`,
  ciftler: `${BASE}/ciftler`,
  birlestirmeOnizleme: (kalanId: number, silinenId: number) => `${BASE}/${kalanId}/birlestir/${silinenId}`,
  kvkkDokumu: (id: number) => `${BASE}/${id}/kvkk`,
  kvkkSilYolu: (id: number) => `${BASE}/${id}/kvkk-sil`,
  kaydet: (id: number | null, body: MusteriGirdisi) => (id ? api.put<Musteri>(`${BASE}/${id}`, body) : api.post<Musteri>(BASE, body)),
  birlestir: (kalanId: number, silinenId: number) => api.post<BirlestirmeSonucu>(`${BASE}/${kalanId}/birlestir/${silinenId}`),
  /** the erase call of a screen (this book's or the CRM view's own path) with the typed confirmation */
  kvkkSil: (yol: string, onay: string) => api.post<{ iptalEdilen: number }>(yol, { onay }),
};
