import type { BeklemeGirdisi, BeklemeGonderimSonucu, BeklemeSatiri } from '@lib/schemas/randevu/bekleme';
import type { GonderimKanali } from '@lib/schemas/randevu/hatirlatma';
import { api } from '../client';

/** Calls of the waitlist (/api/isletme/randevu/bekleme-listesi). */
const BASE = '/isletme/randevu/bekleme-listesi';

export const beklemeApi = {
  liste: BASE,
  ekle: (g: BeklemeGirdisi) => api.post<BeklemeSatiri>(BASE, g),
  guncelle: (id: number, g: BeklemeGirdisi) => api.put<BeklemeSatiri>(`${BASE}/${id}`, g),
  kaldir: (id: number) => api.delete<{ id: number }>(`${BASE}/${id}`),
  ayarKaydet: (teklifDk: number) => api.put<{ teklifDk: number }>(`${BASE}/ayar`, { teklifDk }),
  gonder: (id: number, kanal: GonderimKanali) => api.post<BeklemeGonderimSonucu>(`${BASE}/${id}/gonder`, { kanal }),
};
