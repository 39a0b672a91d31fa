import { encodeSlug, tryDecodeSlug } from '@lib/slug';

/**
 * QR labels of the inventory (SPEC "Entity ids in URLs"): an asset's and a location's slug come from the same codec,
 * so the two kinds must not share numbers — a location's number has the top bit set (ids stay below 2^31).
 * The label's QR is `https://HOST/{slug}`; the logged-in generic route `/{slug}` and the scanner read it back.
 */

export type EtiketTuru = 'demirbas' | 'lokasyon';
export interface Etiket { tur: EtiketTuru; id: number }

const LOKASYON_BITI = 0x80000000;

export function etiketSlug(tur: EtiketTuru, id: number, mask: number): string {
  if (!Number.isInteger(id) || id < 1 || id >= LOKASYON_BITI) throw new RangeError('inventory ids stay below 2^31');
  return encodeSlug(tur === 'lokasyon' ? (id | LOKASYON_BITI) >>> 0 : id, mask);
}

/** What a slug labels, or null when it is not a valid slug of this deployment. */
export function etiketCoz(slug: string, mask: number): Etiket | null {
  const n = tryDecodeSlug(slug, mask);
  if (n === null || n === 0 || n === LOKASYON_BITI) return null;
  return n >= LOKASYON_BITI ? { tur: 'lokasyon', id: n - LOKASYON_BITI } : { tur: 'demirbas', id: n };
}

/**
 * The slug inside whatever a scanner or a person gives: a label URL (`https://host/AbCdEfGh`), a path (`/AbCdEfGh`,
 * `/isletme/envanter/qr/AbCdEfGh`) or the bare slug. Null when there is none.
 */
export function etiketMetni(okunan: string): string | null {
  const metin = okunan.trim();
  const son = metin.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop() ?? '';
  return /^[A-Za-z0-9_-]{8}$/.test(son) ? son : null;
}
