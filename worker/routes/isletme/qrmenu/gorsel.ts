import { Hono, type MiddlewareHandler } from 'hono';
import { ApiError, ok } from '@worker/http/envelope';
import { webpYukle } from '@worker/http/webp-yukle';
import type { AppEnv } from '@worker/types';

const YUKLEME_YETKILERI = ['isletme:qrmenu:urunler:ekle', 'isletme:qrmenu:urunler:guncelle', 'isletme:qrmenu:kategori:ekle', 'isletme:qrmenu:kategori:guncelle'];

/** Uploading is part of adding or editing a product or a category: any one of those keys is enough. */
function requireAnyPermission(keys: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const granted = c.get('isletme').yetkiler;
    if (!keys.some((key) => granted.has(key))) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
    await next();
  };
}

/** Menu image upload, stored in R2 under the venue's prefix. */
export const gorselRoutes = new Hono<AppEnv>().post('/', requireAnyPermission(YUKLEME_YETKILERI), async (c) => ok(c, { anahtar: await webpYukle(c, 'menu') }, 201));
