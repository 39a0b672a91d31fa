/** SPEC "Entity ids in URLs": 32-bit id XOR a 16-bit mask, mask appended, URL-safe base64 without padding. */

export const SLUG_LENGTH_ERROR = 'invalid slug length';
export const SLUG_ERROR = 'invalid slug';

/** Derives the 16-bit mask from a configured string (FNV-1a folded to 16 bits). */
export function maskFromSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(seed)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return ((hash >>> 16) ^ (hash & 0xffff)) & 0xffff;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.ceil(((Math.min(3, bytes.length - i)) * 8) / 6);
    for (let c = 0; c < chars; c++) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of text) {
    const value = ALPHABET.indexOf(ch);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return new Uint8Array(bytes);
}

/** Encodes an unsigned 32-bit id as an 8-character slug. */
export function encodeSlug(id: number, mask: number): string {
  if (!Number.isInteger(id) || id < 0 || id > 0xffffffff) throw new RangeError('id must be an unsigned 32-bit integer');
  const masked = (id ^ ((mask << 16) | mask)) >>> 0;
  const bytes = new Uint8Array(6);
  new DataView(bytes.buffer).setUint32(0, masked);
  new DataView(bytes.buffer).setUint16(4, mask);
  return toBase64Url(bytes);
}

/** Decodes a slug; throws Error('invalid slug length') or Error('invalid slug'). */
export function decodeSlug(slug: string, mask: number): number {
  const bytes = fromBase64Url(slug);
  if (bytes === null) throw new Error(slug.length === 8 ? SLUG_ERROR : SLUG_LENGTH_ERROR);
  if (bytes.length !== 6) throw new Error(SLUG_LENGTH_ERROR);
  const view = new DataView(bytes.buffer);
  if (view.getUint16(4) !== mask) throw new Error(SLUG_ERROR);
  return (view.getUint32(0) ^ ((mask << 16) | mask)) >>> 0;
}

/** Decodes a slug, answering null instead of throwing. */
export function tryDecodeSlug(slug: string, mask: number): number | null {
  try {
    return decodeSlug(slug, mask);
  } catch {
    return null;
  }
}
