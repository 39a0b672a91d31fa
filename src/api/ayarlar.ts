import { api } from './client';

/** Calls of the venue's users screen (/isletme/ayarlar/yonetim/kullanici → /api/isletme/kullanicilar). */
const K = '/isletme/kullanicilar';

export const kullaniciApi = {
  liste: K,
  yetkiSecenekleri: `${K}/yetki-secenekleri`,
  kaydet: (id: number | null | undefined, body: unknown) => (id ? api.put(`${K}/${id}`, body) : api.post(K, body)),
  durum: (id: number, aktif: boolean) => api.post(`${K}/${id}/${aktif ? 'aktif' : 'pasif'}`),
  mevcutEkle: (body: unknown) => api.post(`${K}/mevcut`, body),
};
