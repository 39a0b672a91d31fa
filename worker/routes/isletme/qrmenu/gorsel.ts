import { Hono, type MiddlewareHandler } from 'hono';
import { ApiError, ok } from '../../../http/envelope';
import type { AppEnv } from '../../../types';

export const MAX_GORSEL = 1024 * 1024;

const YUKLEME_YETKILERI = ['isletme:qrmenu:urunler:ekle', 'isletme:qrmenu:urunler:guncelle', 'isletme:qrmenu:kategori:ekle', 'isletme:qrmenu:kategori:guncelle'];

/** Uploading is part of adding or editing a product or a category: any one of those keys is enough. */
function requireAnyPermission(keys: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const granted = c.get('isletme').yetkiler;
    if (!keys.some((key) => granted.has(key))) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
    await next();
  };
}

/** RIFF....WEBP: the declared type is the client's word, the bytes are the truth. */
export function isWebp(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
}

const tooLarge = () => new ApiError(413, 'IMAGE_TOO_LARGE', 'qr.api.imageTooLarge');

/** Menu image upload (the panel resizes to WebP in the browser first); stored in R2 under the venue's prefix. */
export const gorselRoutes = new Hono<AppEnv>().post('/', requireAnyPermission(YUKLEME_YETKILERI), async (c) => {
  // refuse obviously oversized bodies before buffering them (multipart overhead is small)
  const length = Number(c.req.header('content-length') ?? '0');
  if (Number.isFinite(length) && length > MAX_GORSEL + 64 * 1024) throw tooLarge();
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw new ApiError(400, 'IMAGE_REQUIRED', 'qr.api.imageRequired');
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ApiError(400, 'IMAGE_REQUIRED', 'qr.api.imageRequired');
  }
  const dosya = form.get('dosya');
  if (dosya === null || typeof dosya === 'string') throw new ApiError(400, 'IMAGE_REQUIRED', 'qr.api.imageRequired');
  if (dosya.size > MAX_GORSEL) throw tooLarge();
  const bytes = new Uint8Array(await dosya.arrayBuffer());
  if (bytes.length > MAX_GORSEL) throw tooLarge();
  const declared = dosya.type.toLowerCase();
  if ((declared !== '' && declared !== 'image/webp') || !isWebp(bytes)) throw new ApiError(400, 'IMAGE_TYPE', 'qr.api.imageType');
  const random = new Uint8Array(16);
  crypto.getRandomValues(random);
  const hex = [...random].map((b) => b.toString(16).padStart(2, '0')).join('');
  const anahtar = `menu/${c.get('isletme').id}/${hex}.webp`;
  await c.env.IMAGES_BUCKET.put(anahtar, bytes, { httpMetadata: { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' } });
  return ok(c, { anahtar }, 201);
});
