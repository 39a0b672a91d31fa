import type { Kanal, KuralSatiri, Sablon, SablonGirdisi, Sonuc, TakipSatiri } from '@lib/schemas/crm/takip';
import { api } from '../client';

/** Calls of the CRM follow-up part (/api/isletme/crm). */
const BASE = '/isletme/crm';

export const takipApi = {
  liste: (q: string) => `${BASE}/takipler?${q}`,
  disaAktar: (q: string) => `${BASE}/takipler/disa-aktar?${q}`,
  siradaki: `${BASE}/takipler/siradaki`,
  detay: (id: number) => `${BASE}/takipler/${id}`,
  kurallar: `${BASE}/kurallar`,
  sablonlar: `${BASE}/sablonlar`,
  musteriAra: (q: string) => api.get<{ musteriler: { id: number; ad: string; telefon: string }[] }>(`${BASE}/takip-musteri-ara?q=${encodeURIComponent(q)}`),
  ekle: (g: { musteriId: number; metin: string; vade: string; personelId: number | null }) => api.post<TakipSatiri>(`${BASE}/takipler`, g),
  degistir: (id: number, g: { personelId?: number | null; vade?: string; durum?: 'acik' | 'atlandi' }) => api.patch<TakipSatiri>(`${BASE}/takipler/${id}`, g),
  gonder: (id: number, g: { kanal: Kanal; sablonId: number | null; metin: string; islemId: string }) => api.post<{ adres: string; takip: TakipSatiri }>(`${BASE}/takipler/${id}/gonder`, g),
  kaydet: (id: number, g: { sonuc: Sonuc; sonrakiVade: string | null; not: string; islemId: string }) => api.post<{ olayId: number; takip: TakipSatiri }>(`${BASE}/takipler/${id}/kaydet`, g),
  yazdir: (id: number) => api.post<{ id: number }>(`${BASE}/takipler/${id}/yazdir`, { islemId: islemKimligi() }),
  kurallariKaydet: (kurallar: { kural: string; aktif: boolean; deger: number; personelId: number | null }[]) => api.put<{ kurallar: KuralSatiri[] }>(`${BASE}/kurallar`, { kurallar }),
  sablonEkle: (g: SablonGirdisi) => api.post<Sablon>(`${BASE}/sablonlar`, g),
  sablonGuncelle: (id: number, g: SablonGirdisi) => api.put<Sablon>(`${BASE}/sablonlar/${id}`, g),
  sablonSil: (id: number) => api.delete<{ id: number; silindi: boolean }>(`${BASE}/sablonlar/${id}`),
};

/** A request id for an action a retry must not repeat (send, outcome, print). */
export const islemKimligi = () => crypto.randomUUID();
