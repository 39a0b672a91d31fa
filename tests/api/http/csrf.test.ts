import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { BASE, SIFRE, buildWorld, call, json, login, loginResponse, rawToken, scalar, type CallOptions, type World } from '../fixtures';

let w: World;
let owner: string;
beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

const EVIL = 'https://evil.test';
const setCount = (ad: string) => scalar('SELECT count(*) FROM yetki_seti WHERE ad = ?', ad);
const userCount = (email: string) => scalar('SELECT count(*) FROM kullanici WHERE email = ?', email);

/** Cross-site attempts with the owner's cookie: every one must be refused and leave D1 untouched. */
const hostileOrigins: Array<[string, Pick<CallOptions, 'origin' | 'referer'>]> = [
  ['foreign Origin', { origin: EVIL }],
  ['no Origin and no Referer', { origin: null }],
  ['foreign Referer only', { origin: null, referer: `${EVIL}/form.html` }],
  ["Origin 'null' (sandboxed frame)", { origin: 'null' }],
  ['same host, other scheme', { origin: 'https://example.com' }],
  ['same host, other port', { origin: 'http://example.com:8080' }],
];

describe('origin check on cookie-authenticated writes', () => {
  it.each(hostileOrigins)('%s: creating a permission set → 403, nothing written', async (_, headers) => {
    const ad = `CSRF seti ${Math.random()}`;
    const response = await call('POST', '/api/isletme/yetki-setleri', { token: owner, venue: w.venue.A, body: { ad, yetkiler: [] }, ...headers });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({ success: false, errorCode: 'CSRF', errorDetail: TR['error.csrf'] });
    expect(await setCount(ad)).toBe(0);
  });

  it.each(hostileOrigins)('%s: creating a user → 403, nothing written', async (_, headers) => {
    const email = `csrf.${Math.floor(Math.random() * 1e9)}@demo.test`;
    const body = { adSoyad: 'Sahte Kullanıcı', email, sifre: 'sifre12345', yetkiSetiId: w.set.aTam };
    const response = await call('POST', '/api/isletme/kullanicilar', { token: owner, venue: w.venue.A, body, ...headers });
    expect(response.status).toBe(403);
    expect(await userCount(email)).toBe(0);
  });

  it('a classic cross-site form post (urlencoded, foreign Origin) is refused', async () => {
    const response = await call('POST', '/api/isletme/yetki-setleri', {
      token: owner, venue: w.venue.A, origin: EVIL, rawBody: 'ad=Form&yetkiler=', contentType: 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(403);
    expect(await setCount('Form')).toBe(0);
  });

  it('PUT, DELETE, disable and logout are guarded too', async () => {
    const before = await scalar<string>('SELECT ad FROM yetki_seti WHERE id = ?', w.set.aBos);
    const put = await call('PUT', `/api/isletme/yetki-setleri/${w.set.aBos}`, { token: owner, venue: w.venue.A, origin: EVIL, body: { ad: 'Ele geçirildi', yetkiler: [] } });
    expect(put.status).toBe(403);
    expect(await scalar<string>('SELECT ad FROM yetki_seti WHERE id = ?', w.set.aBos)).toBe(before);

    const del = await call('DELETE', `/api/isletme/yetki-setleri/${w.set.aBos}`, { token: owner, venue: w.venue.A, origin: EVIL });
    expect(del.status).toBe(403);
    expect(await scalar('SELECT count(*) FROM yetki_seti WHERE id = ?', w.set.aBos)).toBe(1);

    const disable = await call('POST', `/api/isletme/kullanicilar/${w.user.waiter.id}/pasif`, { token: owner, venue: w.venue.A, origin: null });
    expect(disable.status).toBe(403);
    expect(await scalar('SELECT aktif FROM isletme_kullanici WHERE isletme_id = ? AND kullanici_id = ?', w.venue.A, w.user.waiter.id)).toBe(1);

    const logout = await call('POST', '/api/auth/logout', { token: owner, origin: EVIL });
    expect(logout.status).toBe(403);
    expect((await call('GET', '/api/auth/me', { token: owner })).status).toBe(200);
  });

  it('same-origin writes pass (Origin, or Referer when Origin is missing)', async () => {
    const viaOrigin = await call('POST', '/api/isletme/yetki-setleri', { token: owner, venue: w.venue.A, body: { ad: 'Origin ile', yetkiler: [] } });
    expect(viaOrigin.status).toBe(201);
    const viaReferer = await call('POST', '/api/isletme/yetki-setleri', { token: owner, venue: w.venue.A, origin: null, referer: `${BASE}/isletme/ayarlar/yonetim/yetki`, body: { ad: 'Referer ile', yetkiler: [] } });
    expect(viaReferer.status).toBe(201);
  });

  it('reads are not origin-checked', async () => {
    const response = await call('GET', '/api/isletme/yetki-setleri', { token: owner, venue: w.venue.A, origin: EVIL });
    expect(response.status).toBe(200);
  });
});

describe('bearer clients carry no ambient credentials', () => {
  it('the same write with a bearer token and no Origin is allowed', async () => {
    const response = await call('POST', '/api/isletme/yetki-setleri', { bearer: rawToken(owner), venue: w.venue.A, origin: null, body: { ad: 'Bearer ile', yetkiler: [] } });
    expect(response.status).toBe(201);
    expect(await setCount('Bearer ile')).toBe(1);
  });

  it('a forged bearer next to a valid cookie does not fall back to the cookie', async () => {
    const response = await call('POST', '/api/isletme/yetki-setleri', { bearer: 'sahte', token: owner, venue: w.venue.A, origin: EVIL, body: { ad: 'Karışık', yetkiler: [] } });
    expect(response.status).toBe(401);
    expect(await setCount('Karışık')).toBe(0);
  });
});

describe('login form', () => {
  it('refuses a foreign Origin (login CSRF) without creating a session', async () => {
    const sessions = await scalar('SELECT count(*) FROM oturum');
    const foreign = await loginResponse(w.user.waiter.email, SIFRE, { origin: EVIL });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('set-cookie')).toBeNull();
    const viaReferer = await loginResponse(w.user.waiter.email, SIFRE, { origin: null, referer: `${EVIL}/` });
    expect(viaReferer.status).toBe(403);
    expect(await scalar('SELECT count(*) FROM oturum')).toBe(sessions);
  });

  it('an encoded login path is still the login path', async () => {
    const response = await call('POST', '/api/auth/%6Cogin', { origin: EVIL, body: { email: w.user.waiter.email, password: SIFRE } });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('allows our own Origin and API clients without Origin', async () => {
    expect((await loginResponse(w.user.waiter.email, SIFRE)).status).toBe(200);
    expect((await loginResponse(w.user.waiter.email, SIFRE, { origin: null })).status).toBe(200);
  });

  it('an already logged-in browser must still send its Origin to log in again', async () => {
    const response = await loginResponse(w.user.waiter.email, SIFRE, { token: owner, origin: null });
    expect(response.status).toBe(403);
  });
});
