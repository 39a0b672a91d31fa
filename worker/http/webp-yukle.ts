import type { Context } from 'hono';
import type { AppEnv } from '@worker/types';
import { ApiError } from './envelope';

/** Upload limit of every panel image (the panel resizes to WebP in the browser first). */
export const MAX_GORSEL = 1024 * 1024;

/** RIFF....WEBP: the declared type is the client's word, the bytes are the truth. */
export function isWebp(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
}

const tooLarge = () => new ApiError(413, 'IMAGE_TOO_LARGE', 'error.imageTooLarge');

/**
 * Reads the multipart field 'dosya', checks size and WebP magic bytes, stores it in R2 as
 * `{onEk}/{isletmeId}/{random hex}.webp` (a key GET /api/public/gorsel/{key} serves) and returns the key.
 * `onEk` is lowercase segments like 'menu' or 'randevu/personel'.
 */
export async function webpYukle(c: Context<AppEnv>, onEk: string): Promise<string> {
  // the body itself is already capped before this runs (worker/http/body-limit.ts)
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw new ApiError(400, 'IMAGE_REQUIRED', 'error.imageRequired');
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ApiError(400, 'IMAGE_REQUIRED', 'error.imageRequired');
  }
  const dosya = form.get('dosya');
  if (dosya === null || typeof dosya === 'string') throw new ApiError(400, 'IMAGE_REQUIRED', 'error.imageRequired');
  if (dosya.size > MAX_GORSEL) throw tooLarge();
  const bytes = new Uint8Array(await dosya.arrayBuffer());
  if (bytes.length > MAX_GORSEL) throw tooLarge();
  const declared = dosya.type.toLowerCase();
  if ((declared !== '' && declared !== 'image/webp') || !isWebp(bytes)) throw new ApiError(400, 'IMAGE_TYPE', 'error.imageType');
  const random = new Uint8Array(16);
  crypto.getRandomValues(random);
  const hex = [...random].map((b) => b.toString(16).padStart(2, '0')).join('');
  const anahtar = `${onEk}/${c.get('isletme').id}/${hex}.webp`;
  await c.env.IMAGES_BUCKET.put(anahtar, bytes, { httpMetadata: { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' } });
  return anahtar;
}
