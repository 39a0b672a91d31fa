import { api, ApiCallError } from '@api/client';
import type { BlogGirdisi, BlogOzeti, BlogYazisi } from '@lib/schemas/randevu-blog';

export type { BlogOzeti, BlogYazisi };
import { $lang, $t } from '@stores/language';
import { $session } from '@stores/session';

/** Calls of the blog screen (/api/isletme/randevu/blog*) and their answer shapes (worker/db/randevu-blog.ts). */

const BASE = '/isletme/randevu/blog';

export interface BlogListesi { yazilar: BlogOzeti[]; saatDilimi: string; firmaAdi: string; firmaKey: string | null; kanalAktif: boolean }
export interface BlogKayitSonucu { id: number; urlAdi: string; yayinTarihi: string | null; govdeHtml: string }

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

/** Multipart POST of a cropped WebP cover → its storage key (the shared client only speaks JSON). */
export async function kapakYukle(blob: Blob): Promise<string> {
  const form = new FormData();
  form.append('dosya', blob, 'kapak.webp');
  const headers = new Headers({ Accept: 'application/json', 'X-Lang': $lang.get() });
  const venue = $session.get().selectedIsletmeId;
  if (venue !== null) headers.set('X-Isletme-Id', String(venue));
  let response: Response;
  try {
    response = await fetch(`/api${BASE}/kapak`, { method: 'POST', body: form, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiCallError(0, 'NETWORK', $t.get()('error.connectivity'));
  }
  const body = (await response.json().catch(() => ({}))) as { data?: { anahtar: string }; errorCode?: string; errorDetail?: string };
  if (!response.ok || !body.data) throw new ApiCallError(response.status, body.errorCode ?? `HTTP_${response.status}`, body.errorDetail ?? $t.get()('error.server'));
  return body.data.anahtar;
}
