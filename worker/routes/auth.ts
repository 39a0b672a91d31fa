import { Hono } from 'hono';
import { LoginSchema } from '@lib/schemas/auth';
import { ProfilSchema } from '@lib/schemas/ayarlar';
import { DUMMY_HASH, hashPassword, verifyPassword } from '@worker/auth/password';
import { beginLoginAttempt, clearLoginFailures, discardAttempt, loginKeys } from '@worker/auth/rate-limit';
import { clearedSessionCookie, createSession, loadSession, revokeSession, sessionCookie } from '@worker/auth/session';
import { currentUser } from '@worker/auth/guards';
import { sessionInfo } from '@worker/db/auth/oturum-bilgisi';
import { ApiError, ok } from '@worker/http/envelope';
import { clientIp, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { girisKullanicisi, profilKaydet, sifreHashi } from '@worker/db/auth/kullanici';

/** /api/auth: login, logout, me. */
export const authRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const input = await readBody(c, LoginSchema);
    const keys = loginKeys(input.email, clientIp(c));
    const attempt = await beginLoginAttempt(c.env.DB, keys);
    if (attempt.retryAfter > 0) {
      c.header('Retry-After', String(attempt.retryAfter));
      throw new ApiError(429, 'RATE_LIMITED', 'error.rateLimited', { dakika: Math.ceil(attempt.retryAfter / 60) });
    }
    const row = await girisKullanicisi(c.env.DB, input.email);
    const valid = await verifyPassword(input.password, row?.sifre_hash ?? DUMMY_HASH, c.env.PASSWORD_PEPPER);
    // a failed attempt keeps its rows: they are the failure record
    if (!row || !valid || row.aktif !== 1) throw new ApiError(401, 'LOGIN_FAILED', 'error.loginFailed');
    await discardAttempt(c.env.DB, attempt.ids);
    await clearLoginFailures(c.env.DB, keys);
    const token = await createSession(c.env.DB, row.id, { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null });
    const user = await loadSession(c.env.DB, new Request(c.req.url, { headers: { authorization: `Bearer ${token}` } }));
    if (!user) throw new ApiError(401, 'LOGIN_FAILED', 'error.loginFailed');
    c.header('Set-Cookie', sessionCookie(token, new URL(c.req.url).protocol === 'https:'));
    return ok(c, await sessionInfo(c.env.DB, user, c.req.header('x-isletme-id')));
  })
  .post('/logout', async (c) => {
    const user = c.get('kullanici');
    if (user) await revokeSession(c.env.DB, user.tokenHash);
    c.header('Set-Cookie', clearedSessionCookie(new URL(c.req.url).protocol === 'https:'));
    return ok(c, null);
  })
  .put('/profil', async (c) => {
    // anyone may change their own name and password; a new password closes their other sessions
    const user = currentUser(c);
    const input = await readBody(c, ProfilSchema);
    let yeniHash: string | null = null;
    if (input.yeniSifre) {
      const mevcut = await sifreHashi(c.env.DB, user.id);
      if (mevcut === null || !(await verifyPassword(input.mevcutSifre, mevcut, c.env.PASSWORD_PEPPER))) throw new ApiError(400, 'CURRENT_PASSWORD', 'error.currentPassword');
      yeniHash = await hashPassword(input.yeniSifre, c.env.PASSWORD_PEPPER);
    }
    await profilKaydet(c.env.DB, user, input.adSoyad, yeniHash);
    return ok(c, { adSoyad: input.adSoyad });
  })
  .get('/me', async (c) => {
    const user = currentUser(c);
    return ok(c, await sessionInfo(c.env.DB, user, c.req.header('x-isletme-id')));
  });
