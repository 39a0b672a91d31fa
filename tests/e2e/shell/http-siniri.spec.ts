import { expect, test } from '@playwright/test';

/**
 * What every answer of the running Worker carries, and how it refuses oversized bodies under load (against the real
 * local server: the runtime in front of the Worker is where a refusal sent mid-upload turned into a 500 or a reset).
 */

const HSTS = 'max-age=31536000; includeSubDomains';

test('20 parallel 2 MB posts all get the 413 envelope, and requests running beside them do not fail', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const govde = JSON.stringify({ email: 'kimse@demo.test', password: 'x', dolgu: 'x'.repeat(2 * 1024 * 1024) });
  const buyukler = Array.from({ length: 20 }, async () => {
    try {
      const r = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', body: govde, headers: { 'content-type': 'application/json', origin: baseURL!, 'x-lang': 'en' } });
      const j = (await r.json()) as { success: boolean; errorCode: string; errorDetail: string };
      return `${r.status} ${j.success} ${j.errorCode} ${j.errorDetail}`;
    } catch (hata) {
      return `failed: ${String((hata as Error).cause ?? hata)}`;
    }
  });
  const yanindakiler = Array.from({ length: 20 }, async (_, i) => {
    await new Promise((r) => setTimeout(r, i * 25));
    try {
      const r = await fetch(`${baseURL}${i % 2 ? '/api/auth/me' : '/login'}`);
      return `${i % 2 ? 'api' : 'page'} ${r.status}`;
    } catch (hata) {
      return `failed: ${String((hata as Error).cause ?? hata)}`;
    }
  });
  const [red, yan] = await Promise.all([Promise.all(buyukler), Promise.all(yanindakiler)]);
  expect(new Set(red)).toEqual(new Set(['413 false PAYLOAD_TOO_LARGE The data sent is too large (at most 512 KB). Please shorten it and try again.']));
  expect(yan.filter((s) => s !== 'api 401' && s !== 'page 200')).toEqual([]);

  // a body without a declared length is counted and refused the same way
  let kalan = 40;
  const parca = new Uint8Array(64 * 1024).fill(0x20);
  const akis = new ReadableStream<Uint8Array>({ pull: (c) => (kalan-- > 0 ? c.enqueue(parca) : c.close()) });
  const r = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', body: akis, duplex: 'half', headers: { 'content-type': 'application/json', origin: baseURL! } } as RequestInit);
  expect(r.status).toBe(413);
  expect((await r.json()) as unknown).toMatchObject({ success: false, errorCode: 'PAYLOAD_TOO_LARGE' });
});

test('Strict-Transport-Security on every answer: pages, API, redirects, static files', async ({ request }) => {
  for (const yol of ['/', '/login', '/api/auth/me', '/api/yok', '/isletme/dashboard', '/widgets/menu.js', '/favicon.svg', '/robots.txt', '/i18n/en.json']) {
    const r = await request.get(yol, { maxRedirects: 0 });
    expect(r.status(), yol).toBeLessThan(500);
    expect(r.headers()['strict-transport-security'], yol).toBe(HSTS);
  }
});
