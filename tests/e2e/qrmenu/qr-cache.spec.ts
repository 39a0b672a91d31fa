import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from '../helpers';

/**
 * Guest QR pages from the edge cache (worker/pages/qrmenu-cache.ts): the second request is a hit, an edit shows on the
 * very next request, the operator's session cookie never changes what guests get, a venue setting (theme) is part of
 * the key, and a campaign that ends takes its cached pages with it.
 */

const VENUE = 1; // Kahve Durağı
let origin = '';
let operator: APIRequestContext;
let landing = '';
let kategoriId = 0;
let kategoriUrl = '';
let urunId = 0;

async function panel(method: string, path: string, data?: unknown) {
  const response = await operator.fetch(`/api/isletme/qrmenu${path}`, { method, data, headers: { Origin: origin, 'X-Isletme-Id': String(VENUE) } });
  const body = await response.json();
  expect(response.ok(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

const tr = (text: string) => ({ tr: text, en: '', de: '', ru: '' });

async function get(client: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await client.get(path, { headers });
  expect(response.status(), path).toBe(200);
  return { cache: response.headers()['x-cache'], html: await response.text(), headers: response.headers() };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  origin = baseURL!;
  operator = await playwrightRequest.newContext({ baseURL });
  expect((await operator.post('/api/auth/login', { data: { email: 'isletme@demo.test', password: PASSWORD }, headers: { Origin: origin } })).ok()).toBe(true);
  landing = (await operator.get('/qr/kahve-duragi', { maxRedirects: 0 })).headers()['location']!;
  kategoriId = (await panel('POST', '/kategoriler', { ad: tr(`Önbellek Kategorisi ${Date.now()}`), ustKategoriId: null, gorunur: true })).id;
  urunId = (await panel('POST', '/urunler', { kategoriId, ad: tr('Önbellek Çayı'), fiyatKurus: 2500 })).id;
  kategoriUrl = ((await panel('GET', '/kategoriler')) as { id: number; urlAdi: string }[]).find((k) => k.id === kategoriId)!.urlAdi;
});

test.afterAll(async () => {
  await panel('DELETE', `/urunler/${urunId}`);
  await panel('DELETE', `/kategoriler/${kategoriId}`);
  await operator.dispose();
});

test('the second request is a cache hit, and a product edit shows on the very next request', async ({ request }) => {
  const path = `${landing}/menu/${kategoriUrl}`;
  const first = await get(request, path);
  expect(first.cache).toBe('MISS');
  expect(first.html).toContain('Önbellek Çayı');
  const second = await get(request, path);
  expect(second.cache).toBe('HIT');
  expect(second.html).toBe(first.html);
  // the hit keeps the page's own headers (its CSP with the hashes, caching rules) and leaks no internal one
  expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  expect(second.headers['cache-control']).toBe('public, no-cache');
  expect(Object.keys(second.headers).filter((name) => /x-qr-|x-sayfa-/.test(name))).toEqual([]);

  await panel('PUT', `/urunler/${urunId}`, { kategoriId, ad: tr('Önbellek Kahvesi'), fiyatKurus: 3100 });
  const edited = await get(request, path);
  expect(edited.cache).toBe('MISS');
  expect(edited.html).toContain('Önbellek Kahvesi');
  expect(edited.html).not.toContain('Önbellek Çayı');
  expect((await get(request, path)).cache).toBe('HIT');
});

test("a logged-in operator's cookie gets the guests' cached HTML; the lang cookie picks its own entry", async ({ request }) => {
  const path = `${landing}/menu?masa=3`;
  const guest = await get(request, path);
  const withSession = await get(operator, path);
  expect(withSession.cache).toBe('HIT');
  expect(withSession.html).toBe(guest.html);
  // the table's card URL starts each guest's own visit (a cookie on their answer only): never the session, never in the HTML
  expect(withSession.headers['set-cookie'] ?? '').toMatch(/^qr_ziyaret=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
  expect(withSession.headers['set-cookie']).not.toBe(guest.headers['set-cookie']);
  expect(withSession.html).not.toContain('qr_ziyaret');
  // a guest who chose English (cookie, no ?lang) gets English, not the cached Turkish page
  const english = await get(request, path, { cookie: 'lang=en' });
  expect(english.html).toContain('<html lang="en"');
  expect((await get(request, path)).html).toContain('<html lang="tr"');
});

test('a theme change (venue row, not the menu version) shows on the next request', async ({ request }) => {
  // another spec of this half may have left the venue on 'gece': start from a theme that is not it, and give the venue back its own at the end
  const { temaId: onceki } = await panel('GET', '/tema');
  const temaId = onceki === 'gece' ? 'klasik' : onceki;
  if (temaId !== onceki) await panel('PUT', '/tema', { temaId });
  const before = await get(request, landing);
  expect(before.html).toMatch(/class="[^"]*theme-(?!gece)/);
  try {
    await panel('PUT', '/tema', { temaId: 'gece' });
    expect((await get(request, landing)).html).toContain('theme-gece');
  } finally {
    await panel('PUT', '/tema', { temaId });
  }
  expect((await get(request, landing)).html).not.toContain('theme-gece');
  if (temaId !== onceki) await panel('PUT', '/tema', { temaId: onceki });
});

test('a cached page never outlives the campaign it shows: it is gone the first request after the campaign ends', async ({ request }) => {
  const bitis = Date.now() + 8_000;
  const kampanya = await panel('POST', '/kampanyalar', {
    baslik: tr('Sekiz saniyelik indirim'), tur: 'yuzde_indirim', deger: 10, kategoriIdler: [kategoriId],
    baslangic: new Date(Date.now() - 3_600_000).toISOString(), bitis: new Date(bitis).toISOString(),
  });
  try {
    expect((await get(request, landing)).html).toContain('Sekiz saniyelik indirim');
    const cached = await get(request, landing);
    expect(cached.cache).toBe('HIT');
    expect(cached.html).toContain('Sekiz saniyelik indirim');
    await expect.poll(() => Date.now() > bitis + 200, { timeout: 15_000 }).toBe(true);
    const after = await get(request, landing);
    expect(after.cache).toBe('MISS');
    expect(after.html).not.toContain('Sekiz saniyelik indirim');
  } finally {
    await panel('DELETE', `/kampanyalar/${kampanya.id}`);
  }
});
