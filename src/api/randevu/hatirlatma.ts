import type { GonderimKanali, GonderimSonucu, HatirlatmaAyarGirdisi, HatirlatmaAyari } from '@lib/schemas/randevu/hatirlatma';
import { api } from '../client';

/** Calls of the appointment reminders (/api/isletme/randevu/hatirlatmalar). */
const BASE = '/isletme/randevu/hatirlatmalar';

export const hatirlatmaApi = {
  liste: BASE,
  ayar: `${BASE}/ayar`,
  ayarKaydet: (g: HatirlatmaAyarGirdisi) => api.put<HatirlatmaAyari>(`${BASE}/ayar`, g),
  gonder: (randevuId: number, kanal: GonderimKanali) => api.post<GonderimSonucu>(`${BASE}/${randevuId}/gonder`, { kanal }),
};
