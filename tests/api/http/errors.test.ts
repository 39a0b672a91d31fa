import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TR, type MessageKey } from '@lib/i18n/tr';
import { translate } from '@lib/i18n/overlays';
import { TUM_TR } from '@lib/i18n/tum';
import { SLUG_ERROR, SLUG_LENGTH_ERROR } from '@lib/slug';
import { decryptLink, encryptLink, type LinkPayload } from '@worker/crypto/link';
import { ApiError } from '@worker/http/envelope';
import { idFromSlug, slugFor } from '@worker/slug';
import { SIFRE, buildWorld, call, json, login, loginResponse, type World } from '../fixtures';
import { TUM_OVERLAY } from '@lib/i18n/tum';
const { de, en, ru } = TUM_OVERLAY;

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});

const OVERLAYS: Record<string, Record<string, string>> = { en, de, ru, tr: {} };
/** What the server must answer: the overlay text when it exists, else the built-in Turkish one. */
const textIn = (lang: string, key: MessageKey) => OVERLAYS[lang]![key] || TUM_TR[key]!;
const LEAK = /\bat \S+:\d+|SQLITE|D1_ERROR|SELECT |INSERT |UPDATE |constraint|TypeError|stack/i;

describe('unknown paths and headers', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'])('%s on an unknown /api path → 404 JSON envelope', async (method) => {
    const response = await call(method, '/api/boyle-bir-yer-yok/42', { body: method === 'GET' ? undefined : {} });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await json(response)).toEqual({ success: false, errorCode: 'NOT_FOUND', errorDetail: TR['error.apiNotFound'] });
  });

  it('puts the security headers on every API answer', async () => {
    const owner = await login(w.user.owner.email);
    for (const response of [
      await call('GET', '/api/yok'),
      await call('GET', '/api/auth/me'),
      await call('GET', '/api/isletme/ozet', { token: owner, venue: w.venue.A }),
      await loginResponse(w.user.owner.email, 'yanlis'),
    ]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('errorDetail language', () => {
  it.each(['tr', 'en', 'de', 'ru'])('X-Lang %s picks the overlay or falls back to Turkish', async (lang) => {
    const me = await call('GET', '/api/auth/me', { lang });
    expect((await json(me)).errorDetail).toBe(textIn(lang, 'error.unauthorized'));
    const invalid = await call('POST', '/api/auth/login', { lang, body: { email: 'posta-degil', password: 'x' } });
    expect((await json(invalid)).errorDetail).toBe(textIn(lang, 'login.emailInvalid'));
    const owner = await login(w.user.owner.email);
    const forbidden = await call('GET', '/api/admin/ozet', { token: owner, lang });
    expect((await json(forbidden)).errorDetail).toBe(textIn(lang, 'error.forbidden'));
  });

  it.each(['tr', 'en'])('a VALIDATION answer in %s names every invalid field (data.alanlar), so a form can mark each one', async (lang) => {
    const owner = await login(w.user.owner.email);
    const response = await call('POST', '/api/isletme/kullanicilar', { token: owner, venue: w.venue.A, lang, body: { adSoyad: 'A', email: 'posta-degil', sifre: '123', yetkiSetiId: null } });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body).toMatchObject({ success: false, errorCode: 'VALIDATION', errorDetail: textIn(lang, 'profile.fullNameInvalid') });
    expect(body.data).toEqual({ alanlar: { adSoyad: textIn(lang, 'profile.fullNameInvalid'), email: textIn(lang, 'login.emailInvalid'), sifre: textIn(lang, 'profile.passwordInvalid') } });
  });

  it.each(['en', 'de', 'ru'])('X-Lang %s also applies to unknown /api paths', async (lang) => {
    // the outer 404 (worker/api-entry.ts) must honour X-Lang like the API app does
    const unknown = await call('GET', '/api/yok', { lang });
    expect((await json(unknown)).errorDetail).toBe(textIn(lang, 'error.apiNotFound'));
  });

  it('unknown paths follow ?lang like every other answer', async () => {
    const response = await call('GET', '/api/yok?lang=en');
    expect((await json(response)).errorDetail).toBe(textIn('en', 'error.apiNotFound'));
  });

  it('follows ?lang, the lang cookie and Accept-Language when X-Lang is absent', async () => {
    const detail = async (path: string, headers: Record<string, string>) => (await json(await call('GET', path, { headers }))).errorDetail;
    expect(await detail('/api/auth/me?lang=en', {})).toBe(textIn('en', 'error.unauthorized'));
    expect(await detail('/api/auth/me', { cookie: 'lang=de' })).toBe(textIn('de', 'error.unauthorized'));
    expect(await detail('/api/auth/me', { 'accept-language': 'ru-RU,ru;q=0.9' })).toBe(textIn('ru', 'error.unauthorized'));
    expect(await detail('/api/auth/me', { 'accept-language': 'fr-FR', 'x-lang': 'xx' })).toBe(TR['error.unauthorized']);
  });

  it('never answers a blank message or internal text', async () => {
    for (const lang of ['tr', 'en', 'de', 'ru']) {
      for (const response of [await call('GET', '/api/auth/me', { lang }), await call('POST', '/api/auth/login', { lang, rawBody: '{' })]) {
        const { errorDetail } = await json(response);
        expect(errorDetail.trim().length).toBeGreaterThan(0);
        expect(errorDetail).not.toMatch(/^(error|login)\./);
        expect(errorDetail).not.toMatch(LEAK);
      }
    }
  });

  it('a failing query answers 500 with the generic message, no SQL or stack', async () => {
    // break the table the login path reads first, then put it back
    await env.DB.prepare('ALTER TABLE giris_denemesi RENAME TO giris_denemesi_yedek').run();
    try {
      const response = await loginResponse(w.user.owner.email, SIFRE);
      expect(response.status).toBe(500);
      const body = await json(response);
      expect(body).toEqual({ success: false, errorCode: 'SERVER_ERROR', errorDetail: TR['error.server'] });
      expect(JSON.stringify(body)).not.toMatch(LEAK);
    } finally {
      await env.DB.prepare('ALTER TABLE giris_denemesi_yedek RENAME TO giris_denemesi').run();
    }
    expect((await loginResponse(w.user.owner.email, SIFRE)).status).toBe(200);
  });
});

describe('slug codec (SPEC "Entity ids in URLs")', () => {
  it('round-trips ids as 8 URL-safe characters', () => {
    for (const id of [0, 1, 42, 65535, 65536, 123456789, 0xffffffff]) {
      const slug = slugFor(env, id);
      expect(slug).toMatch(/^[A-Za-z0-9_-]{8}$/);
      expect(idFromSlug(env, slug)).toBe(id);
    }
    expect(slugFor(env, 1)).not.toBe(slugFor(env, 2));
  });

  it('rejects other lengths and a foreign mask', () => {
    for (const slug of ['', 'AAAA', 'AAAAAAAAAAAA', 'AAAAAAAAA']) expect(() => idFromSlug(env, slug), slug).toThrow(SLUG_LENGTH_ERROR);
    const slug = slugFor(env, 42);
    const otherMask = slugFor({ SLUG_MASK_SEED: 'baska-bir-tohum' }, 42);
    expect(otherMask).not.toBe(slug);
    expect(() => idFromSlug(env, otherMask)).toThrow(new Error(SLUG_ERROR));
    expect(() => idFromSlug(env, '!!!!!!!!')).toThrow(new Error(SLUG_ERROR));
  });
});

describe('encrypted links', () => {
  const payload = (over: Partial<LinkPayload> = {}): LinkPayload => ({ purpose: 'randevu-sorgula', ids: { isletmeId: 7, randevuId: 'r-1' }, exp: Date.now() + 60_000, ...over });
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

  it('round-trips purpose, ids and expiry, with a fresh IV each time', async () => {
    const link = await encryptLink(env.LINK_KEY, payload());
    expect(link).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await encryptLink(env.LINK_KEY, payload())).not.toBe(link);
    expect(await decryptLink(env.LINK_KEY, link, 'randevu-sorgula')).toMatchObject({ purpose: 'randevu-sorgula', ids: { isletmeId: 7, randevuId: 'r-1' } });
  });

  it("tampered ciphertext or IV → 'error.invalidLink'", async () => {
    const [v, iv, data] = (await encryptLink(env.LINK_KEY, payload())).split('.') as [string, string, string];
    expect((await failure(decryptLink(env.LINK_KEY, `${v}.${iv}.${flip(data, 5)}`, 'randevu-sorgula'))).messageKey).toBe('error.invalidLink');
    expect((await failure(decryptLink(env.LINK_KEY, `${v}.${flip(iv, 3)}.${data}`, 'randevu-sorgula'))).messageKey).toBe('error.invalidLink');
    const otherKey = btoa(String.fromCharCode(...new Uint8Array(32).fill(7))).replace(/=+$/, '');
    expect((await failure(decryptLink(otherKey, `${v}.${iv}.${data}`, 'randevu-sorgula'))).messageKey).toBe('error.invalidLink');
  });

  it("garbage formats → 'error.decryptLink'", async () => {
    const link = await encryptLink(env.LINK_KEY, payload());
    for (const token of ['', 'abc', 'v1.abc', 'v2.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAA', 'v1.!!!.###', 'v1..', `${link}.ekstra`, 'v1.AAAA.AAAAAAAAAAAAAAAAAAAAAAAA', `v1.${'A'.repeat(3000)}.A`]) {
      const error = await failure(decryptLink(env.LINK_KEY, token, 'randevu-sorgula'));
      expect(error.messageKey, token.slice(0, 40)).toBe('error.decryptLink');
      expect(error.status).toBe(400);
    }
  });

  it("expired or for another purpose → 'error.invalidLink'", async () => {
    const expired = await encryptLink(env.LINK_KEY, payload({ exp: Date.now() - 1 }));
    expect((await failure(decryptLink(env.LINK_KEY, expired, 'randevu-sorgula'))).messageKey).toBe('error.invalidLink');
    const other = await encryptLink(env.LINK_KEY, payload({ purpose: 'menu-onizleme' }));
    expect((await failure(decryptLink(env.LINK_KEY, other, 'randevu-sorgula'))).messageKey).toBe('error.invalidLink');
  });

  it("a key of the wrong size → 'error.decryptLink'", async () => {
    expect((await failure(encryptLink('kisa-anahtar', payload()))).messageKey).toBe('error.decryptLink');
  });

  it('maps to the SPEC texts (English screens) and their Turkish translations (Turkish screens)', () => {
    expect(translate('en', 'error.invalidLink')).toBe('Invalid link.');
    expect(translate('en', 'error.decryptLink')).toBe('Could not decrypt link.');
    expect(TR['error.invalidLink']).toBe('Geçersiz bağlantı.');
    expect(TR['error.decryptLink']).toBe('Bağlantı çözülemedi.');
  });
});
