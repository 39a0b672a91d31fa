import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { beginLoginAttempt, discardAttempt, loginKeys } from '@worker/auth/rate-limit';
import { SIFRE, buildWorld, insertOperator, json, loginResponse, type World } from '../fixtures';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});

const WINDOW_SECONDS = 15 * 60;
// a hundred password checks in a row; the machine may be shared with other test runs
const SLOW_MS = 60_000;

describe('login rate limit', () => {
  it('a shared address: a guest locks only their own account there, the staff on that address still get in', async () => {
    // a cafe's guest Wi-Fi and its staff tablets leave through one public address
    const guest = 'misafir.kisi@demo.test';
    await insertOperator(guest, [[w.venue.A, w.set.aGarson]]);
    for (let i = 1; i <= 10; i++) {
      const response = await loginResponse(guest, `yanlis-${i}`, { ip: '1.1.1.1' });
      expect(response.status, `try ${i}`).toBe(401);
    }
    // the 11th is refused before the password is even checked, so the right password does not help
    const blocked = await loginResponse(guest, SIFRE, { ip: '1.1.1.1' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('set-cookie')).toBeNull();
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    // the message rounds the wait up to whole minutes
    const dakika = Math.ceil(retryAfter / 60);
    expect(await json(blocked)).toEqual({
      success: false,
      errorCode: 'RATE_LIMITED',
      errorDetail: TR['error.rateLimited'].replace('{dakika}', String(dakika)),
    });
    const english = await loginResponse(guest, SIFRE, { ip: '1.1.1.1', lang: 'en' });
    expect(english.status).toBe(429);
    expect((await json(english)).errorDetail).toMatch(/^Too many failed attempts\. Please try again in 1[45] minutes\.$/);

    // a waiter on the same address: correct password → in; a typo is only their own failure
    expect((await loginResponse(w.user.waiter.email, 'yazim-hatasi', { ip: '1.1.1.1' })).status).toBe(401);
    const waiter = await loginResponse(w.user.waiter.email, SIFRE, { ip: '1.1.1.1' });
    expect(waiter.status).toBe(200);
    expect(waiter.headers.get('set-cookie')).toMatch(/^token=/);
    expect((await loginResponse(w.user.owner.email, SIFRE, { ip: '1.1.1.1' })).status).toBe(200);

    // the guest's own account from another address with the right password → in
    const elsewhere = await loginResponse(guest, SIFRE, { ip: '2.2.2.2' });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get('set-cookie')).toMatch(/^token=/);
    // … and stays locked from the shared address until the window passes
    expect((await loginResponse(guest, SIFRE, { ip: '1.1.1.1' })).status).toBe(429);
  }, SLOW_MS);

  it('a password spray over many accounts from one address is throttled far above one person\'s typing', async () => {
    const ip = '8.8.8.8';
    // ten accounts each locked from this address (60 + 40 = 100 failures in the window) …
    for (let account = 0; account < 6; account++) {
      for (let i = 0; i < 10; i++) expect((await loginResponse(`sprey-${account}@demo.test`, `tahmin-${i}`, { ip })).status).toBe(401);
    }
    // … far above the old per-address limit, a correct password of an account not under attack still gets in
    expect((await loginResponse(w.user.waiter.email, SIFRE, { ip })).status).toBe(200);
    for (let account = 6; account < 10; account++) {
      for (let i = 0; i < 10; i++) expect((await loginResponse(`sprey-${account}@demo.test`, `tahmin-${i}`, { ip })).status).toBe(401);
    }
    // the next try from this address is refused whatever the account
    const sprayed = await loginResponse('sprey-yeni@demo.test', 'tahmin', { ip });
    expect(sprayed.status).toBe(429);
    expect(Number(sprayed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(sprayed)).errorCode).toBe('RATE_LIMITED');
    // while a spray runs the address is closed to every account (the price of slowing it); others are untouched
    expect((await loginResponse(w.user.waiter.email, SIFRE, { ip })).status).toBe(429);
    expect((await loginResponse(w.user.waiter.email, SIFRE, { ip: '8.8.8.9' })).status).toBe(200);
  }, SLOW_MS);

  it('does not count malformed requests as failures', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await loginResponse('e-posta-degil', 'x', { ip: '3.3.3.3' })).status).toBe(400);
    }
    expect((await loginResponse(w.user.waiter.email, SIFRE, { ip: '3.3.3.3' })).status).toBe(200);
  });

  it('forgets failures older than the 15 minute window', async () => {
    const old = Date.now() - (WINDOW_SECONDS + 60) * 1000;
    const insert = env.DB.prepare('INSERT INTO giris_denemesi (anahtar, zaman) VALUES (?, ?)');
    const keys = loginKeys(w.user.waiter.email, '4.4.4.4');
    await env.DB.batch([
      ...Array.from({ length: 150 }, () => insert.bind(keys.ip, old)),
      ...Array.from({ length: 20 }, () => insert.bind(keys.accountIp, old)),
    ]);
    expect((await loginResponse(w.user.waiter.email, SIFRE, { ip: '4.4.4.4' })).status).toBe(200);
  });

  it('throttles one account attacked from many addresses (far above the per-IP limit)', async () => {
    const email = 'hedef.kisi@demo.test';
    await insertOperator(email, [[w.venue.A, w.set.aGarson]]);
    for (let i = 0; i < 100; i++) {
      const response = await loginResponse(email, `tahmin-${i}`, { ip: `20.0.${i >> 8}.${i & 255}` });
      expect(response.status).toBe(401);
    }
    expect((await loginResponse(email, SIFRE, { ip: '20.1.0.1' })).status, 'same spelling').toBe(429);
    // the per-account key folds case like D1's NOCASE lookup, so another spelling is the same account
    const variant = await loginResponse('HEDEF.KISI@DEMO.TEST', 'tahmin-x', { ip: '20.1.0.2' });
    expect(variant.status, 'upper-case spelling').toBe(429);
  }, SLOW_MS);

  it('counts concurrent failures exactly: at most 10 tries get a password check', async () => {
    // each attempt registers and counts itself in one D1 transaction
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => loginResponse(w.user.outsider.email, `paralel-${i}`, { ip: '5.5.5.5' })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
  });

  it('Retry-After is the time until this caller may really try again', async () => {
    // one failure on the account 14 minutes ago from elsewhere, recorded by the real code
    const email = w.user.noSet.email;
    const old = await beginLoginAttempt(env.DB, loginKeys(email, '6.6.6.6'), Date.now() - 14 * 60 * 1000);
    expect(old.retryAfter).toBe(0);
    for (let i = 0; i < 10; i++) expect((await loginResponse(email, `yanlis-${i}`, { ip: '7.7.7.7' })).status).toBe(401);
    const blocked = await loginResponse(email, SIFRE, { ip: '7.7.7.7' });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    // Retry-After follows the key that is over its limit, not the account key far below its own
    const later = await beginLoginAttempt(env.DB, loginKeys(email, '7.7.7.7'), Date.now() + retryAfter * 1000);
    expect(later.retryAfter, 'still blocked when Retry-After has passed').toBe(0);
    await discardAttempt(env.DB, later.ids);
    expect(retryAfter).toBeGreaterThanOrEqual(14 * 60);
  });
});
