import { api } from '@api/client';
import type { CalismaGirdisi, Gorev, GorevDurumu, GorevGirdisi, IzinGirdisi, Personel, PersonelGirdisi, PersonelListesi } from '@lib/schemas/randevu/personel';

export type { Gorev, Personel, PersonelListesi };

/** Calls of the staff and task screens (/api/isletme/randevu/personel*, /gorevler) and their answer shapes. */

const BASE = '/isletme/randevu';



export interface Izin { id: number; baslangic: string; bitis: string; aciklama: string; tamGun: boolean; cakisan: number }
export interface Disarida { sayi: number; ilk: string | null }

export interface GorevPersonel { id: number; ad: string; renk: string; aktif: boolean }
export interface GorevListesi { gorevler: Gorev[]; personeller: GorevPersonel[]; bugun: string }

export const personelApi = {
  liste: `${BASE}/personel`,
  disaAktar: `${BASE}/personel/disa-aktar`,
  /** editing answers how many future appointments the staff member keeps (a warning when made passive) */
  kaydet: (id: number | null, body: PersonelGirdisi) => (id ? api.put<{ id: number; gelecekRandevu?: number }>(`${BASE}/personel/${id}`, body) : api.post<{ id: number; gelecekRandevu?: number }>(`${BASE}/personel`, body)),
  sil: (id: number) => api.delete(`${BASE}/personel/${id}`),
  sirala: (idler: number[]) => api.put(`${BASE}/personel/sira`, { idler }),
  calismaKontrol: (id: number, body: CalismaGirdisi) => api.post<{ disarida: Disarida }>(`${BASE}/personel/${id}/calisma/kontrol`, body),
  calismaKaydet: (id: number, body: CalismaGirdisi) => api.put<{ disarida: Disarida }>(`${BASE}/personel/${id}/calisma`, body),
  izinler: (id: number) => api.get<{ izinler: Izin[]; saatDilimi: string }>(`${BASE}/personel/${id}/izinler`),
  izinEkle: (id: number, body: IzinGirdisi) => api.post<{ id: number; cakisan: number }>(`${BASE}/personel/${id}/izinler`, body),
  izinSil: (id: number, izinId: number) => api.delete(`${BASE}/personel/${id}/izinler/${izinId}`),
};

export const gorevApi = {
  liste: `${BASE}/gorevler`,
  disaAktar: `${BASE}/gorevler/disa-aktar`,
  kaydet: (id: number | null, body: GorevGirdisi) => (id ? api.put(`${BASE}/gorevler/${id}`, body) : api.post<{ id: number }>(`${BASE}/gorevler`, body)),
  durum: (id: number, durum: GorevDurumu) => api.put(`${BASE}/gorevler/${id}/durum`, { durum }),
  sil: (id: number) => api.delete(`${BASE}/gorevler/${id}`),
};

/** Multipart POST of a resized WebP photo → its storage key. */
export async function fotoYukle(blob: Blob): Promise<string> {
  return (await api.upload<{ anahtar: string }>(`${BASE}/personel/foto`, blob, 'foto.webp')).anahtar;
}
