import type { CalismaGirdisi, Disarida, GorevDurumu, GorevGirdisi, Izin, IzinGirdisi, PersonelGirdisi, PersonelKaydi, PersonelKaydiFormu } from '@lib/schemas/personel';
import { api } from './client';

/** Multipart POST of a resized WebP photo → its storage key. */
const fotoGonder = async (yol: string, blob: Blob) => (await api.upload<{ anahtar: string }>(yol, blob, 'foto.webp')).anahtar;

/** Calls of the staff register screen (/api/isletme/personel). */
const KAYIT = '/isletme/personel';

export const personelKayitApi = {
  liste: KAYIT,
  disaAktar: `${KAYIT}/disa-aktar`,
  kaydet: (id: number | null, body: PersonelKaydiFormu) => (id ? api.put<PersonelKaydi>(`${KAYIT}/${id}`, body) : api.post<PersonelKaydi>(KAYIT, body)),
  sil: (id: number) => api.delete<{ id: number }>(`${KAYIT}/${id}`),
  fotoYukle: (blob: Blob) => fotoGonder(`${KAYIT}/foto`, blob),
};

/** Calls of the appointment module's staff and task screens (/api/isletme/randevu/personel*, /gorevler). */
const RANDEVU = '/isletme/randevu';

export const personelApi = {
  liste: `${RANDEVU}/personel`,
  disaAktar: `${RANDEVU}/personel/disa-aktar`,
  /** editing answers how many future appointments the staff member keeps (a warning when made passive) */
  kaydet: (id: number | null, body: PersonelGirdisi) => (id ? api.put<{ id: number; gelecekRandevu?: number }>(`${RANDEVU}/personel/${id}`, body) : api.post<{ id: number; gelecekRandevu?: number }>(`${RANDEVU}/personel`, body)),
  sil: (id: number) => api.delete(`${RANDEVU}/personel/${id}`),
  sirala: (idler: number[]) => api.put(`${RANDEVU}/personel/sira`, { idler }),
  fotoYukle: (blob: Blob) => fotoGonder(`${RANDEVU}/personel/foto`, blob),
  calismaKontrol: (id: number, body: CalismaGirdisi) => api.post<{ disarida: Disarida }>(`${RANDEVU}/personel/${id}/calisma/kontrol`, body),
  calismaKaydet: (id: number, body: CalismaGirdisi) => api.put<{ disarida: Disarida }>(`${RANDEVU}/personel/${id}/calisma`, body),
  izinler: (id: number) => api.get<{ izinler: Izin[]; saatDilimi: string }>(`${RANDEVU}/personel/${id}/izinler`),
  izinEkle: (id: number, body: IzinGirdisi) => api.post<{ id: number; cakisan: number }>(`${RANDEVU}/personel/${id}/izinler`, body),
  izinSil: (id: number, izinId: number) => api.delete(`${RANDEVU}/personel/${id}/izinler/${izinId}`),
};

export const gorevApi = {
  liste: `${RANDEVU}/gorevler`,
  disaAktar: `${RANDEVU}/gorevler/disa-aktar`,
  kaydet: (id: number | null, body: GorevGirdisi) => (id ? api.put(`${RANDEVU}/gorevler/${id}`, body) : api.post<{ id: number }>(`${RANDEVU}/gorevler`, body)),
  durum: (id: number, durum: GorevDurumu) => api.put(`${RANDEVU}/gorevler/${id}/durum`, { durum }),
  sil: (id: number) => api.delete(`${RANDEVU}/gorevler/${id}`),
};
