import { Hono } from 'hono';
import { ADMIN_PERMISSION_KEYS, ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import { KullaniciYetkileriSchema } from '@lib/schemas/auth';
import { lisansliYetkiler, modulListesi } from '@lib/lisans';
import { currentUser } from '@worker/auth/guards';
import { parsePermissionList, adminSetiYetkileri, uyelikSetiYetkileri } from '@worker/db/ayarlar/yetki-setleri';
import { ApiError, ok } from '@worker/http/envelope';
import { readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

/** SPEC §7 POST /api/YetkiSetleri/kullaniciyetkileri: the permission list of one of the caller's own sets. */
export const yetkiSetleriClientRoutes = new Hono<AppEnv>().post('/kullaniciyetkileri', async (c) => {
  const user = currentUser(c);
  const { yetkiSetIdString } = await readBody(c, KullaniciYetkileriSchema);
  const text = (yetkiSetIdString ?? '').trim();
  if (text === '') return ok(c, { data: [] as string[] });
  if (!/^\d{1,10}$/.test(text)) throw new ApiError(400, 'VALIDATION', 'error.invalidInput');
  const id = Number(text);
  if (user.kullaniciTipi === 3) {
    if (id !== user.adminYetkiSetiId) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    const row = await adminSetiYetkileri(c.env.DB, id);
    return ok(c, { data: parsePermissionList(row?.yetkiler ?? null, ADMIN_PERMISSION_KEYS) });
  }
  const row = await uyelikSetiYetkileri(c.env.DB, user.id, id);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  // keys of modules outside the venue's licence are not granted (the side menu then hides them)
  return ok(c, { data: lisansliYetkiler(parsePermissionList(row.yetkiler, ISLETME_PERMISSION_KEYS), row.lisans_moduller === null ? null : modulListesi(row.lisans_moduller)) });
});
