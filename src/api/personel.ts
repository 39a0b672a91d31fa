import type { PersonelKaydi, PersonelKaydiFormu, PersonelKayitListesi } from '@lib/schemas/personel';
import { api } from './client';

export type { PersonelKaydi, PersonelKayitListesi };

/** Calls of the staff register screen (/api/isletme/personel). */
const BASE = '/isletme/personel';

export const personelKayitApi = {
  liste: BASE,
  disaAktar: `${BASE}/disa-aktar`,
  kaydet: (id: number | null, body: PersonelKaydiFormu) => (id ? api.put<PersonelKaydi>(`${BASE}/${id}`, body) : api.post<PersonelKaydi>(BASE, body)),
  sil: (id: number) => api.delete<{ id: number }>(`${BASE}/${id}`),
  /** Multipart POST of a resized WebP photo → its storage key. */
  fotoYukle: async (blob: Blob) => (await api.upload<{ anahtar: string }>(`${BASE}/foto`, blob, 'foto.webp')).anahtar,
};
