import { ApiCallError } from '@api/client';
import type { Tema } from '@lib/schemas/randevu-tema';
import { $lang, $t } from '@stores/language';
import { $session } from '@stores/session';
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

/** Multipart POST of a resized WebP logo → its storage key (the shared client only speaks JSON). */
export async function logoYukle(blob: Blob): Promise<string> {
  const form = new FormData();
  form.append('dosya', blob, 'logo.webp');
  const headers = new Headers({ Accept: 'application/json', 'X-Lang': $lang.get() });
  const venue = $session.get().selectedIsletmeId;
  if (venue !== null) headers.set('X-Isletme-Id', String(venue));
  let response: Response;
  try {
    response = await fetch(`/api${BASE}/tema/logo`, { method: 'POST', body: form, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiCallError(0, 'NETWORK', $t.get()('error.connectivity'));
  }
  const body = (await response.json().catch(() => ({}))) as { data?: { anahtar: string }; errorCode?: string; errorDetail?: string };
  if (!response.ok || !body.data) throw new ApiCallError(response.status, body.errorCode ?? `HTTP_${response.status}`, body.errorDetail ?? $t.get()('error.server'));
  return body.data.anahtar;
}
