import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { sha256Hex } from '@worker/crypto/tokens';
import {
  GARSON_YETKISI, SIFRE, TUM_ADMIN_YETKILERI, TUM_ISLETME_YETKILERI, buildWorld, call, insertOperator, json, login, loginResponse, rawToken, scalar, type World,
} from '../fixtures';
import { TUM_OVERLAY } from '@lib/i18n/tum';
const { en: enOverlay } = TUM_OVERLAY;

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});

const isletme = (id: number, ad: string, tur: string, yetkiSetId: number | null) => ({ id, ad, tur, yetkiSetId });

describe('POST /api/auth/login', () => {
  it('answers the SPEC shape and sets an HttpOnly SameSite=Lax token cookie', async () => {
    const response = await loginResponse(w.user.owner.email, SIFRE, { venue: w.venue.A });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      kullaniciTipi: 2,
      userInfo: { yetkiSetId: w.set.aTam },
      permissions: TUM_ISLETME_YETKILERI,
    });
    // only active venues, alphabetical (tr collation is not required, NOCASE is what the server does)
    expect(body.data.userInfo.isletmeler).toEqual([
      expect.objectContaining(isletme(w.venue.B, 'Güzellik Salonu Lotus', 'salon', w.set.bTam)),
      expect.objectContaining(isletme(w.venue.A, 'Kahve Durağı', 'cafe', w.set.aTam)),
    ]);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^token=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Lax');
    expect(cookie).toContain('; Path=/');
    // the raw token is never stored, only its hash
    const token = rawToken(/^(token=[^;]+)/.exec(cookie)![1]!);
    expect(await scalar('SELECT count(*) FROM oturum WHERE token_hash = ?', token)).toBe(0);
    expect(await scalar('SELECT count(*) FROM oturum WHERE token_hash = ?', await sha256Hex(token))).toBe(1);
  });

  it('marks the cookie Secure over https', async () => {
    const response = await loginResponse(w.user.waiter.email, SIFRE, { base: 'https://example.com' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain('; Secure');
  });

  it('gives the admin an empty venue list and the admin set', async () => {
    const body = await json(await loginResponse(w.user.admin.email, SIFRE));
    expect(body).toMatchObject({ success: true, data: { kullaniciTipi: 3, userInfo: { isletmeler: [], yetkiSetId: w.set.admin }, permissions: TUM_ADMIN_YETKILERI } });
  });

  it('picks the venue named by X-Isletme-Id, else the first one', async () => {
    const inB = await json(await loginResponse(w.user.owner.email, SIFRE, { venue: w.venue.B }));
    expect(inB.data.userInfo.yetkiSetId).toBe(w.set.bTam);
    const waiter = await json(await loginResponse(w.user.waiter.email, SIFRE, { venue: w.venue.A }));
    expect(waiter.data.userInfo.yetkiSetId).toBe(w.set.aGarson);
    expect(waiter.data.permissions).toEqual([GARSON_YETKISI]);
    // a venue the user does not belong to, or junk, never selects it
    for (const venue of [w.venue.C, w.venue.kapali, '1 OR 1=1']) {
      const body = await json(await loginResponse(w.user.owner.email, SIFRE, { venue }));
      expect(body.data.userInfo.yetkiSetId).toBe(w.set.bTam);
      expect(body.data.userInfo.isletmeler.map((i: { id: number }) => i.id)).not.toContain(w.venue.C);
    }
  });

  it('accepts the e-mail in any ASCII case', async () => {
    expect((await loginResponse('SAHIP@Demo.Test', SIFRE)).status).toBe(200);
  });

  it('answers wrong password and unknown e-mail with the same 401', async () => {
    const wrong = await loginResponse(w.user.owner.email, 'yanlis-sifre');
    const unknown = await loginResponse('kimse@demo.test', SIFRE);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const [a, b] = [await json(wrong), await json(unknown)];
    expect(a).toEqual({ success: false, errorCode: 'LOGIN_FAILED', errorDetail: TR['error.loginFailed'] });
    expect(b).toEqual(a);
  });

  it('rejects malformed bodies with 400 in the caller language', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: 'e-posta-degil', password: 'x' }, TR['login.emailInvalid']],
      // a missing key is reported by the object schema: the generic message
      [{ email: w.user.owner.email }, TR['error.invalidInput']],
      [{ email: w.user.owner.email, password: '' }, TR['login.passwordRequired']],
      [{ email: 42, password: SIFRE }, TR['login.emailInvalid']],
      [[w.user.owner.email, SIFRE], TR['error.invalidInput']],
    ];
    for (const [body, message] of cases) {
      for (const lang of ['tr', 'en']) {
        const response = await call('POST', '/api/auth/login', { body, lang });
        expect(response.status, JSON.stringify(body)).toBe(400);
        // the en overlay may still be empty: then the Turkish text is the fallback
        const key = Object.entries(TR).find(([, text]) => text === message)![0];
        const expected = lang === 'en' ? (enOverlay as Record<string, string>)[key] || message : message;
        expect(await json(response)).toMatchObject({ success: false, errorCode: 'VALIDATION', errorDetail: expected });
      }
    }
    const bad = await call('POST', '/api/auth/login', { rawBody: '{"email":' });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ success: false, errorCode: 'INVALID_JSON', errorDetail: TR['error.invalidJson'] });
  });
});

describe('GET /api/auth/me', () => {
  it('answers the login data for cookie and bearer sessions, 401 without', async () => {
    const response = await loginResponse(w.user.owner.email, SIFRE, { venue: w.venue.A });
    const loginData = (await json(response)).data;
    const cookie = /^(token=[^;]+)/.exec(response.headers.get('set-cookie')!)![1]!;
    const viaCookie = await call('GET', '/api/auth/me', { token: cookie, venue: w.venue.A });
    expect(viaCookie.status).toBe(200);
    expect(await json(viaCookie)).toEqual({ success: true, data: loginData });
    const viaBearer = await call('GET', '/api/auth/me', { bearer: rawToken(cookie), venue: w.venue.A });
    expect(await json(viaBearer)).toEqual({ success: true, data: loginData });
    const anonymous = await call('GET', '/api/auth/me');
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toEqual({ success: false, errorCode: 'UNAUTHORIZED', errorDetail: TR['error.unauthorized'] });
  });

  it('rejects forged, oversized and expired tokens', async () => {
    for (const bearer of ['x', 'A'.repeat(43), 'A'.repeat(5000)]) {
      expect((await call('GET', '/api/auth/me', { bearer })).status).toBe(401);
    }
    expect((await call('GET', '/api/auth/me', { token: 'token=sahte' })).status).toBe(401);
    const cookie = await login(w.user.waiter.email);
    await env.DB.prepare('UPDATE oturum SET bitis_zamani = ? WHERE token_hash = ?').bind(Date.now() - 1, await sha256Hex(rawToken(cookie))).run();
    expect((await call('GET', '/api/auth/me', { token: cookie })).status).toBe(401);
  });
});

describe('revocation', () => {
  it('logout revokes the session server-side (cookie and bearer)', async () => {
    const cookie = await login(w.user.waiter.email);
    expect((await call('GET', '/api/auth/me', { token: cookie })).status).toBe(200);
    const out = await call('POST', '/api/auth/logout', { token: cookie });
    expect(out.status).toBe(200);
    expect(await json(out)).toEqual({ success: true, data: null });
    expect(out.headers.get('set-cookie')).toMatch(/^token=; .*Max-Age=0/);
    expect((await call('GET', '/api/auth/me', { token: cookie })).status).toBe(401);
    expect((await call('GET', '/api/auth/me', { bearer: rawToken(cookie) })).status).toBe(401);
    expect(await scalar('SELECT iptal_zamani IS NOT NULL FROM oturum WHERE token_hash = ?', await sha256Hex(rawToken(cookie)))).toBe(1);

    const second = await login(w.user.waiter.email);
    expect((await call('POST', '/api/auth/logout', { bearer: rawToken(second), origin: null })).status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: second })).status).toBe(401);
  });

  it('logout of one session leaves the other sessions alive', async () => {
    const first = await login(w.user.waiter.email);
    const second = await login(w.user.waiter.email);
    await call('POST', '/api/auth/logout', { token: first });
    expect((await call('GET', '/api/auth/me', { token: second })).status).toBe(200);
  });

  it('disabling a user kills their sessions and their login', async () => {
    const email = 'pasif.olacak@demo.test';
    const id = await insertOperator(email, [[w.venue.A, w.set.aGarson]]);
    const victim = await login(email);
    const victimBearer = rawToken(await login(email));
    const owner = await login(w.user.owner.email);
    const response = await call('POST', `/api/isletme/kullanicilar/${id}/pasif`, { token: owner, venue: w.venue.A });
    expect(response.status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: victim })).status).toBe(401);
    expect((await call('GET', '/api/auth/me', { bearer: victimBearer })).status).toBe(401);
    expect((await call('GET', '/api/isletme/ozet', { token: victim, venue: w.venue.A })).status).toBe(401);
    const relogin = await loginResponse(email, SIFRE);
    expect(relogin.status).toBe(401);
    expect((await json(relogin)).errorDetail).toBe(TR['error.loginFailed']);
  });

  it('a user disabled in one venue keeps working in the other one only', async () => {
    const email = 'iki.isletme@demo.test';
    const id = await insertOperator(email, [[w.venue.A, w.set.aGarson], [w.venue.B, w.set.bTam]]);
    const owner = await login(w.user.owner.email);
    expect((await call('POST', `/api/isletme/kullanicilar/${id}/pasif`, { token: owner, venue: w.venue.A })).status).toBe(200);
    const again = await login(email);
    expect((await call('GET', '/api/isletme/ozet', { token: again, venue: w.venue.A })).status).toBe(403);
    expect((await call('GET', '/api/isletme/ozet', { token: again, venue: w.venue.B })).status).toBe(200);
    const me = await json(await call('GET', '/api/auth/me', { token: again }));
    expect(me.data.userInfo.isletmeler.map((i: { id: number }) => i.id)).toEqual([w.venue.B]);
  });
});
