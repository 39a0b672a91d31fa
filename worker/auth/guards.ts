import type { Context, MiddlewareHandler } from 'hono';
import { ADMIN_PERMISSION_KEYS, ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import { ApiError } from '@worker/http/envelope';
import type { AppEnv, OturumKullanici, UyelikRow } from '@worker/types';
import { parsePermissionList } from '@worker/db/ayarlar/yetki-setleri';
import { destekBaglami, destekCagrisi, destekUyeligi } from './destek';
import { lisansDenetimi, lisansDurumu } from './lisans';
import { uyelikSql } from '@worker/db/auth/uyelik';

/** The logged-in user or 401. */
export function currentUser(c: Context<AppEnv>): OturumKullanici {
  const user = c.get('kullanici');
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'error.unauthorized');
  return user;
}

/** Requires a session of one of the given user types (2 operator, 3 admin). */
export function requireUser(...types: number[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = currentUser(c);
    if (types.length > 0 && !types.includes(user.kullaniciTipi)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
    await next();
  };
}

/** The venue a venue call names: `X-Isletme-Id`, or for the live socket (a browser cannot set its headers) `?isletme=`. */
export function istenenIsletme(request: Request): string {
  const header = request.headers.get('x-isletme-id');
  if (header !== null) return header;
  if (request.headers.get('upgrade')?.toLowerCase() === 'websocket') return new URL(request.url).searchParams.get('isletme') ?? '';
  return '';
}

/** The requested venue id when it is well formed, else null (requireVenue then answers 403). */
export function istenenIsletmeId(request: Request): number | null {
  const header = istenenIsletme(request);
  return /^\d{1,10}$/.test(header) ? Number(header) : null;
}

/**
 * Operator + selected venue: `X-Isletme-Id` must be a numeric id of an active membership, else 403.
 * Loads the membership's permission set for the permission guards (the session middleware usually read the
 * membership in its own round trip already).
 */
export function requireVenue(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = currentUser(c);
    if (user.kullaniciTipi !== 2 && user.kullaniciTipi !== 3) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
    const header = istenenIsletme(c.req.raw);
    const isletmeId = istenenIsletmeId(c.req.raw);
    if (isletmeId === null) throw new ApiError(403, 'VENUE_FORBIDDEN', header ? 'error.venueForbidden' : 'error.venueRequired');
    const onceden = c.get('uyelik');
    const row = user.kullaniciTipi === 3
      ? await destekUyeligi(c, user, isletmeId)
      : onceden?.isletmeId === isletmeId
        ? onceden.row
        : await c.env.DB.prepare(uyelikSql('?')).bind(user.id, isletmeId).first<UyelikRow>();
    if (!row) throw new ApiError(403, 'VENUE_FORBIDDEN', 'error.venueForbidden');
    c.set('isletme', {
      id: row.id,
      ad: row.ad,
      tur: row.tur,
      yetkiSetiId: row.yetki_seti_id,
      yetkiler: new Set(parsePermissionList(row.yetkiler, ISLETME_PERMISSION_KEYS)),
      saatDilimi: row.saat_dilimi,
      askiyaAlmaZamani: row.askiya_alma_zamani,
      lisans: lisansDurumu(row),
      ...destekBaglami(row),
    });
    if (user.kullaniciTipi === 3) return destekCagrisi(c, next, () => lisansDenetimi(c));
    lisansDenetimi(c);
    await next();
  };
}

/** Requires a business permission key in the selected venue's set (use after requireVenue). */
export function requirePermission(key: string): MiddlewareHandler<AppEnv> {
  if (!ISLETME_PERMISSION_KEYS.has(key)) throw new Error(`unknown permission key ${key}`);
  return async (c, next) => {
    if (!c.get('isletme').yetkiler.has(key)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
    await next();
  };
}

/** Platform admin with an admin permission key (SPEC leaves enforcement open; we enforce). */
export function requireAdminPermission(key?: string): MiddlewareHandler<AppEnv> {
  if (key && !ADMIN_PERMISSION_KEYS.has(key)) throw new Error(`unknown admin permission key ${key}`);
  return async (c, next) => {
    const user = currentUser(c);
    if (user.kullaniciTipi !== 3) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
    const row = user.adminYetkiSetiId
      ? await c.env.DB.prepare("SELECT yetkiler FROM yetki_seti WHERE id = ? AND kapsam = 'admin'").bind(user.adminYetkiSetiId).first<{ yetkiler: string }>()
      : null;
    const granted = new Set(parsePermissionList(row?.yetkiler ?? null, ADMIN_PERMISSION_KEYS));
    c.set('adminYetkileri', granted);
    if (key && !granted.has(key)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
    await next();
  };
}

/** Any one of the keys is enough (e.g. a photo upload belongs to adding and to editing). */
export function requireAnyPermission(keys: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const granted = c.get('isletme').yetkiler;
    if (!keys.some((key) => granted.has(key))) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
    await next();
  };
}
