import { readCookie } from '@lib/i18n/server-lang';
import { uyelikSql } from '@worker/db/auth/uyelik';
import type { OturumKullanici, UyelikRow } from '@worker/types';
import { newToken, sha256Hex } from '../crypto/tokens';

export const SESSION_COOKIE = 'token';
export const SESSION_SECONDS = 7 * 24 * 60 * 60;

interface SessionRow {
  id: number;
  email: string;
  ad_soyad: string;
  kullanici_tipi: number;
  admin_yetki_seti_id: number | null;
}

/** Creates a session row and returns the raw token (only its hash is stored). */
export async function createSession(db: D1Database, kullaniciId: number, meta: { ip: string | null; userAgent: string | null }): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db
    .prepare('INSERT INTO oturum (token_hash, kullanici_id, olusturma_zamani, bitis_zamani, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(await sha256Hex(token), kullaniciId, now, now + SESSION_SECONDS * 1000, meta.ip, meta.userAgent?.slice(0, 200) ?? null)
    .run();
  return token;
}

/** The token from `Authorization: Bearer` or the `token` cookie. */
export function tokenFromRequest(request: Request): { token: string; via: 'cookie' | 'bearer' } | null {
  const auth = request.headers.get('authorization');
  if (auth?.startsWith('Bearer ')) {
    const token = auth.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const SESSION_SQL = `SELECT k.id, k.email, k.ad_soyad, k.kullanici_tipi, k.admin_yetki_seti_id
     FROM oturum o JOIN kullanici k ON k.id = o.kullanici_id
    WHERE o.token_hash = ? AND o.iptal_zamani IS NULL AND o.bitis_zamani > ? AND k.aktif = 1`;

function oturumKullanici(row: SessionRow, tokenHash: string, via: 'cookie' | 'bearer'): OturumKullanici {
  return {
    id: row.id,
    email: row.email,
    adSoyad: row.ad_soyad,
    kullaniciTipi: row.kullanici_tipi,
    adminYetkiSetiId: row.admin_yetki_seti_id,
    tokenHash,
    via,
  };
}

/** Resolves a live session (not expired, not revoked, user active) to its user. */
export async function loadSession(db: D1Database, request: Request): Promise<OturumKullanici | null> {
  return (await loadSessionAndVenue(db, request, null)).user;
}

/**
 * The session and, when the request names a venue, the caller's membership in it, in one D1 round trip (every venue
 * call needs both; `requireVenue` still decides). `uyelik` is undefined when no venue was asked for.
 */
export async function loadSessionAndVenue(db: D1Database, request: Request, isletmeId: number | null): Promise<{ user: OturumKullanici | null; uyelik?: UyelikRow | null }> {
  const found = tokenFromRequest(request);
  if (!found || found.token.length > 100) return { user: null };
  const tokenHash = await sha256Hex(found.token);
  const now = Date.now();
  const session = db.prepare(SESSION_SQL).bind(tokenHash, now);
  if (isletmeId === null) {
    const row = await session.first<SessionRow>();
    return { user: row ? oturumKullanici(row, tokenHash, found.via) : null };
  }
  const kullaniciSql = '(SELECT o.kullanici_id FROM oturum o WHERE o.token_hash = ? AND o.iptal_zamani IS NULL AND o.bitis_zamani > ?)';
  const [s, u] = await db.batch([session, db.prepare(uyelikSql(kullaniciSql)).bind(tokenHash, now, isletmeId)]);
  const row = s!.results[0] as SessionRow | undefined;
  if (!row) return { user: null };
  return { user: oturumKullanici(row, tokenHash, found.via), uyelik: (u!.results[0] as UyelikRow | undefined) ?? null };
}

export async function revokeSession(db: D1Database, tokenHash: string): Promise<void> {
  await db.prepare('UPDATE oturum SET iptal_zamani = ? WHERE token_hash = ? AND iptal_zamani IS NULL').bind(Date.now(), tokenHash).run();
}

/** Revokes every open session of a user (disable, password change). */
export async function revokeUserSessions(db: D1Database, kullaniciId: number): Promise<D1PreparedStatement> {
  return db.prepare('UPDATE oturum SET iptal_zamani = ? WHERE kullanici_id = ? AND iptal_zamani IS NULL').bind(Date.now(), kullaniciId);
}

/** Set-Cookie value for a new session; Secure except on plain-http loopback during local runs. */
export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_SECONDS}${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}
