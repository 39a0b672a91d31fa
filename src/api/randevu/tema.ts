import { api } from '@api/client';

/** Calls of the channel theme editor (/api/isletme/randevu/tema). */

const BASE = '/isletme/randevu';

export const temaApi = {
  tema: `${BASE}/tema`,
};

/** Multipart POST of a resized WebP logo → its storage key. */
export async function logoYukle(blob: Blob): Promise<string> {
  return (await api.upload<{ anahtar: string }>(`${BASE}/tema/logo`, blob, 'logo.webp')).anahtar;
}
