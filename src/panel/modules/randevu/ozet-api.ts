import { api } from '@api/client';
import type { Tema } from '@lib/schemas/randevu-tema';
import type { Ozet } from '@worker/db/randevu-ozet';
import type { TemaVerisi } from '@worker/db/randevu-ozet-tema';

/** Calls of the appointment dashboard and the channel theme editor (/api/isletme/randevu/ozet, /tema). */

export type { Ozet, TemaVerisi, Tema };
export type Durum = keyof Ozet['durumlar'];

const BASE = '/isletme/randevu';

export const ozetApi = {
  ozet: (gun: string | null) => (gun ? `${BASE}/ozet?gun=${gun}` : `${BASE}/ozet`),
  tema: `${BASE}/tema`,
};

/** Multipart POST of a resized WebP logo → its storage key. */
export async function logoYukle(blob: Blob): Promise<string> {
  return (await api.upload<{ anahtar: string }>(`${BASE}/tema/logo`, blob, 'logo.webp')).anahtar;
}
