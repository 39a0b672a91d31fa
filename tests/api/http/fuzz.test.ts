import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, buildWorld, call, insertOperator, insertSet, login, nextIp, type CallOptions, type World } from '../fixtures';

/**
 * Robustness: every route × hostile bodies, ids and headers. The server may refuse (4xx) but never fails (5xx),
 * and always answers the JSON envelope.
 */

let w: World;
const tokens: Record<string, string> = {};
let hedefUser: number;
let hedefSet: number;
let hedefSablon: number;
beforeAll(async () => {
  w = await buildWorld();
  tokens.owner = await login(w.user.owner.email);
  tokens.admin = await login(w.user.admin.email);
  hedefUser = await insertOperator('fuzz.hedef@demo.test', [[w.venue.A, w.set.aGarson]]);
  hedefSet = await insertSet({ isletmeId: w.venue.A, ad: 'Fuzz seti', yetkiler: [] });
  hedefSablon = await insertSet({ isletmeId: null, ad: 'Fuzz şablonu', yetkiler: [] });
});

/** Who reaches the handler of a route: admins for /admin, the owner in venue A for /isletme. */
function actor(path: string): CallOptions {
  if (path.startsWith('/admin')) return { token: tokens.admin };
  if (path.startsWith('/isletme')) return { token: tokens.owner, venue: w.venue.A };
  if (path === '/auth/login' || path === '/auth/logout') return {};
  return { token: tokens.owner };
}

function validId(route: string): string {
  if (route.includes('/admin/yetki-setleri')) return String(hedefSablon);
  if (route.includes('/yetki-setleri')) return route.startsWith('DELETE') ? '999999' : String(hedefSet);
  return String(hedefUser);
}

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const RAW_BODIES = ['', '{', 'null', '[]', '[{}]', '"metin"', '123', 'true', deep(20_000), deepObject(5_000), '{"__proto__":{"kullaniciTipi":3}}', JSON.stringify('x'.repeat(1_000_000)), '\u0000\u0001', 'ad=x&yetkiler=y'];

/** A well-formed body per route, mutated one field at a time. */
const TEMPLATES: Record<string, Record<string, unknown>> = {
  'POST /auth/login': { email: 'fuzz@demo.test', password: 'yanlis' },
  'POST /YetkiSetleri/kullaniciyetkileri': { yetkiSetIdString: '1' },
  'POST /isletme/kullanicilar': { adSoyad: 'Fuzz Kullanıcı', email: 'fuzz.yeni@demo.test', sifre: 'sifre12345', yetkiSetiId: null },
  'PUT /isletme/kullanicilar/:id': { adSoyad: 'Test fuzz.hedef', email: 'fuzz.hedef@demo.test', sifre: '', yetkiSetiId: null },
  'POST /isletme/yetki-setleri': { ad: 'Fuzz yeni', aciklama: '', yetkiler: [] },
  'PUT /isletme/yetki-setleri/:id': { ad: 'Fuzz seti', aciklama: '', yetkiler: [] },
  'POST /admin/yetki-setleri': { ad: 'Fuzz yeni şablon', aciklama: '', kapsam: 'isletme', yetkiler: [] },
  'PUT /admin/yetki-setleri/:id': { ad: 'Fuzz şablonu', aciklama: '', kapsam: 'isletme', yetkiler: [] },
};
const HOSTILE_VALUES: unknown[] = [
  null, [], {}, 0, -1, 1e308, '1', '1e3', '', ' ', 'x'.repeat(100_000), '\u0000', "'; DROP TABLE kullanici; --", true,
  { a: { b: { c: [1, 2, { d: null }] } } }, ['x'.repeat(200)], Array.from({ length: 5000 }, (_, i) => `isletme:${i}`), 4294967296, 1.5,
];
const HOSTILE_IDS = ['0', '-1', '99999999999', '4294967296', '1e3', '1.5', '0x10', '%00', '%E0%A4%A', '%2e%2e', 'null', ' 1', '١'];

async function expectNo500(route: string, request: Promise<Response>): Promise<void> {
  const response = await request;
  const text = await response.text();
  expect(response.status, `${route} → ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  // the CSV export is the one answer that is deliberately not the JSON envelope
  const body = (response.headers.get('content-type') ?? '').startsWith('text/csv') ? { success: true } : (JSON.parse(text) as { success: boolean });
  expect(typeof body.success, route).toBe('boolean');
}

function send(route: string, options: CallOptions & { id?: string } = {}): Promise<Response> {
  const [method, template] = route.split(' ') as [string, string];
  const path = template.replace(':id', options.id ?? validId(route));
  // GET requests cannot carry a body at all
  const body = method === 'GET' ? { body: undefined, rawBody: undefined } : {};
  return call(method, `/api${path}`, { ...actor(template), ip: nextIp(), ...options, ...body });
}

const routes = apiRoutes();

describe('hostile input never causes a 500', () => {
  it.each(routes.filter((route) => !route.startsWith('GET ')))('%s: hostile raw bodies', async (route) => {
    for (const rawBody of RAW_BODIES) await expectNo500(`${route} body ${rawBody.slice(0, 30)}`, send(route, { rawBody }));
  });

  it.each(routes.filter((route) => route.includes(':id')))('%s: hostile ids', async (route) => {
    const body = TEMPLATES[route];
    for (const id of HOSTILE_IDS) {
      const response = await send(route, { id, body });
      await expectNo500(`${route} id ${id}`, Promise.resolve(response.clone()));
      // a bad id is a missing row, never a hit on some other row
      expect([400, 404], `${route} id ${id}`).toContain(response.status);
    }
  });

  it.each(Object.keys(TEMPLATES))('%s: every field replaced by hostile values', async (route) => {
    expect(routes, 'template for a route that no longer exists').toContain(route);
    const template = TEMPLATES[route]!;
    for (const field of Object.keys(template)) {
      for (const value of HOSTILE_VALUES) {
        await expectNo500(`${route} ${field}=${JSON.stringify(value)?.slice(0, 30)}`, send(route, { body: { ...template, [field]: value } }));
      }
    }
    await expectNo500(`${route} extra fields`, send(route, { body: { ...template, id: 1, isletmeId: w.venue.C, kullaniciTipi: 3, constructor: { prototype: { admin: true } } } }));
  });

  it.each(routes)('%s: hostile headers', async (route) => {
    const headerSets: Array<CallOptions> = [
      { venue: '1 OR 1=1' }, { venue: 'x'.repeat(5000) }, { venue: '-0' }, { lang: '../../etc' }, { lang: 'x'.repeat(1000) },
      { bearer: 'x'.repeat(10_000) }, { bearer: "' OR '1'='1" }, { contentType: 'text/plain' }, { contentType: 'multipart/form-data; boundary=x' }, { headers: { 'accept-language': '*;q=x,,,' } },
    ];
    for (const headers of headerSets) await expectNo500(`${route} ${JSON.stringify(headers).slice(0, 60)}`, send(route, { ...headers, body: TEMPLATES[route] ?? {} }));
  });

  it.each(['token=%', 'token=%E0%A4%A', 'lang=%', 'lang=%ZZ; token=abc'])('cookie %s is ignored, not a 500', async (cookie) => {
    // a malformed escape in a cookie the API reads ('token', 'lang') must be ignored, not a URIError → 500
    await expectNo500(`GET /auth/me cookie ${cookie}`, call('GET', '/api/auth/me', { token: cookie }));
    await expectNo500(`POST /auth/login cookie ${cookie}`, call('POST', '/api/auth/login', { token: cookie, ip: nextIp(), body: TEMPLATES['POST /auth/login'] }));
    await expectNo500(`GET /isletme/ozet cookie ${cookie}`, call('GET', '/api/isletme/ozet', { token: `${cookie}; ${tokens.owner}`, venue: w.venue.A }));
    expect((await call('GET', '/api/auth/me', { token: cookie })).status).toBe(401);
  });
});
