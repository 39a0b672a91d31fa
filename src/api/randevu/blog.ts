import { api } from '@api/client';
import type { BlogGirdisi, BlogKayitSonucu, BlogYazisi } from '@lib/schemas/randevu/blog';

/** Calls of the blog screen (/api/isletme/randevu/blog*) and their answer shapes (worker/db/randevu/blog.ts). */

const BASE = '/isletme/randevu/blog';

export const blogApi = {
  liste: BASE,
  disaAktar: `${BASE}/disa-aktar`,
  getir: (id: number) => api.get<BlogYazisi>(`${BASE}/${id}`),
  kaydet: (id: number | null, body: BlogGirdisi) => (id ? api.put<BlogKayitSonucu>(`${BASE}/${id}`, body) : api.post<BlogKayitSonucu>(BASE, body)),
  yayin: (id: number, yayinda: boolean) => api.put<{ id: number; yayinda: boolean; yayinTarihi: string | null }>(`${BASE}/${id}/yayin`, { yayinda }),
  sil: (id: number) => api.delete(`${BASE}/${id}`),
};

/** Public address of the blog or of one post (what guests open). */
export const blogYolu = (firmaAdi: string, urlAdi?: string) => `/${encodeURIComponent(firmaAdi)}/blog${urlAdi ? `/${urlAdi}` : ''}`;

/** Multipart POST of a cropped WebP cover → its storage key. */
export async function kapakYukle(blob: Blob): Promise<string> {
  return (await api.upload<{ anahtar: string }>(`${BASE}/kapak`, blob, 'kapak.webp')).anahtar;
}
