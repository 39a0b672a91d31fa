import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { $menuTheme, clearMenuTheme, fetchMenuTheme } from '@stores/menuTheme';
import { slugFor } from '@worker/slug';
import { buildWorld, call, json, login, type World } from '../fixtures';

/** GET /api/public/menu/{slug}, /api/QrMenu/aktifmenutema, /api/public/gorsel/*: public guest reads, no auth. */

let w: World;
let slugA: string;
let owner: string;
const ids: Record<string, number> = {};
const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

const insert = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(`${sql} RETURNING id`).bind(...params).first<{ id: number }>())!.id;
const m = (tr: string, en?: string, de?: string) => JSON.stringify({ tr, ...(en !== undefined ? { en } : {}), ...(de !== undefined ? { de } : {}) });
const iso = (ms: number) => new Date(ms).toISOString();
const bump = (id: number) => env.DB.prepare('UPDATE isletme SET menu_surum = menu_surum + 1 WHERE id = ?').bind(id).run();
const menu = async (path: string, options: Parameters<typeof call>[2] = {}) => {
  const response = await call('GET', `/api/public/menu/${path}`, options);
  return { response, body: await json(response) };
};

beforeAll(async () => {
  w = await buildWorld();
  const A = w.venue.A;
  slugA = slugFor(env, A);
  owner = await login(w.user.owner.email);
  await env.DB.prepare(`INSERT INTO menu_anasayfa (isletme_id, hosgeldin, wifi_ad, wifi_sifre, calisma_saatleri) VALUES (?, ?, 'Misafir', 'kahve2026', ?)`)
    .bind(A, m('Hoş geldiniz', 'Welcome'), JSON.stringify([{ gunler: 'Pazartesi-Cuma', saat: '08:00-23:00' }])).run();
  ids.sicak = await insert(`INSERT INTO menu_kategori (isletme_id, ad, url_adi, sira) VALUES (?, ?, 'sicak-icecekler', 1)`, A, m('Sıcak İçecekler', 'Hot Drinks'));
  ids.kahve = await insert(`INSERT INTO menu_kategori (isletme_id, ust_kategori_id, ad, url_adi) VALUES (?, ?, ?, 'kahveler')`, A, ids.sicak, m('Kahveler', 'Coffees', 'Kaffee'));
  ids.gizliKat = await insert(`INSERT INTO menu_kategori (isletme_id, ad, url_adi, gorunur, sira) VALUES (?, ?, 'gizli', 0, 2)`, A, m('Gizli Kategori'));
  ids.turk = await insert(
    `INSERT INTO menu_urun (isletme_id, kategori_id, ad, aciklama, url_adi, fiyat_kurus, alerjenler, diyet_etiketleri, ozellikler, gorseller, sira) VALUES (?, ?, ?, ?, 'turk-kahvesi', 9000, '["sut"]', '["vejetaryen"]', ?, ?, 1)`,
    A, ids.kahve, m('Türk Kahvesi', 'Turkish Coffee'), m('Közde pişer', 'Brewed on embers'), JSON.stringify([{ tr: 'Lokum ile', en: 'With Turkish delight' }]), JSON.stringify([`menu/${A}/abc123.webp`]),
  );
  ids.latte = await insert(`INSERT INTO menu_urun (isletme_id, kategori_id, ad, url_adi, fiyat_kurus, tukendi, sira) VALUES (?, ?, ?, 'latte', 12000, 1, 2)`, A, ids.kahve, m('Latte'));
  ids.gizliUrun = await insert(`INSERT INTO menu_urun (isletme_id, kategori_id, ad, url_adi, fiyat_kurus, gorunur) VALUES (?, ?, ?, 'gizli-urun', 100, 0)`, A, ids.kahve, m('Gizli Ürün'));
  ids.gizliKatUrun = await insert(`INSERT INTO menu_urun (isletme_id, kategori_id, ad, url_adi, fiyat_kurus) VALUES (?, ?, ?, 'gorunmez', 100)`, A, ids.gizliKat, m('Görünmez'));
  ids.xss = await insert(`INSERT INTO menu_urun (isletme_id, kategori_id, ad, aciklama, url_adi, fiyat_kurus, sira) VALUES (?, ?, ?, ?, 'xss', 500, 3)`, A, ids.sicak, JSON.stringify({ tr: XSS }), JSON.stringify({ tr: XSS }));
  const now = Date.now();
  ids.yuzde = await insert(`INSERT INTO menu_kampanya (isletme_id, baslik, tur, deger, kategori_idler, baslangic, bitis) VALUES (?, ?, 'yuzde_indirim', 20, ?, ?, ?)`, A, m('Kahvelerde %20', 'Coffees 20% off'), JSON.stringify([ids.sicak]), iso(now - 3_600_000), iso(now + 7_200_000));
  ids.sabit = await insert(`INSERT INTO menu_kampanya (isletme_id, baslik, tur, deger, urun_idler, baslangic, bitis) VALUES (?, ?, 'sabit_fiyat', 8000, ?, ?, ?)`, A, m('Türk kahvesi 80 TL'), JSON.stringify([ids.turk]), iso(now - 3_600_000), iso(now + 7_200_000));
  ids.yakinda = await insert(`INSERT INTO menu_kampanya (isletme_id, baslik, aciklama, tur, hediye_urun_id, baslangic, bitis) VALUES (?, ?, ?, 'hediye_urun', ?, ?, ?)`, A, JSON.stringify({ tr: XSS }), JSON.stringify({ tr: XSS }), ids.latte, iso(now + 86_400_000), iso(now + 2 * 86_400_000));
  ids.bitti = await insert(`INSERT INTO menu_kampanya (isletme_id, baslik, tur, deger, baslangic, bitis) VALUES (?, ?, 'yuzde_indirim', 50, ?, ?)`, A, m('Bitmiş'), iso(now - 7_200_000), iso(now - 3_600_000));
  ids.kapali = await insert(`INSERT INTO menu_kampanya (isletme_id, baslik, tur, deger, baslangic, bitis, aktif) VALUES (?, ?, 'yuzde_indirim', 50, ?, ?, 0)`, A, m('Kapatılmış'), iso(now - 7_200_000), iso(now + 3_600_000));
  // another venue's rows never leak in
  const cKat = await insert(`INSERT INTO menu_kategori (isletme_id, ad, url_adi) VALUES (?, ?, 'baska')`, w.venue.C, m('Başka İşletme'));
  await insert(`INSERT INTO menu_urun (isletme_id, kategori_id, ad, url_adi, fiyat_kurus) VALUES (?, ?, ?, 'baska-urun', 100)`, w.venue.C, cKat, m('Başka Ürün'));
  await env.DB.prepare(`UPDATE isletme SET menu_tema = 'gece' WHERE id = ?`).bind(A).run();
  await bump(A);
});

describe('GET /api/public/menu/:slug', () => {
  it('answers the read model of the venue: visible categories and products only, texts in ?lang', async () => {
    const { response, body } = await menu(`${slugA}?lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    expect(body.success).toBe(true);
    const data = body.data;
    expect(data.isletme).toMatchObject({ slug: slugA, urlAdi: 'kahve-duragi', ad: 'Kahve Durağı', tema: 'gece', saatDilimi: 'Europe/Istanbul' });
    expect(data.lang).toBe('en');
    expect(data.anasayfa).toMatchObject({ hosgeldin: 'Welcome', wifiAd: 'Misafir', wifiSifre: 'kahve2026', calismaSaatleri: [{ gunler: 'Pazartesi-Cuma', saat: '08:00-23:00' }] });
    expect(data.kategoriler.map((k: { ad: string }) => k.ad)).toEqual(['Hot Drinks']);
    const kahve = data.kategoriler[0].altKategoriler[0];
    expect(kahve).toMatchObject({ ad: 'Coffees', urlAdi: 'kahveler' });
    expect(kahve.urunler.map((u: { id: number }) => u.id)).toEqual([ids.turk, ids.latte]);
    expect(kahve.urunler[0]).toMatchObject({
      ad: 'Turkish Coffee', aciklama: 'Brewed on embers', ozellikler: ['With Turkish delight'], alerjenler: ['sut'], diyetEtiketleri: ['vejetaryen'],
      fiyatKurus: 9000, tukendi: false, gorseller: [`/api/public/gorsel/menu/${w.venue.A}/abc123.webp`],
    });
    expect(kahve.urunler[1]).toMatchObject({ ad: 'Latte', tukendi: true });
    const text = JSON.stringify(body);
    for (const hidden of ['Gizli', 'Görünmez', 'Başka', 'Bitmiş', 'Kapatılmış']) expect(text).not.toContain(hidden);
  });

  it('falls back to Turkish for a missing translation, never blank', async () => {
    const { body } = await menu(`${slugA}?lang=de`);
    expect(body.data.lang).toBe('de');
    expect(body.data.kategoriler[0].ad).toBe('Sıcak İçecekler');
    expect(body.data.kategoriler[0].altKategoriler[0].ad).toBe('Kaffee');
    expect(body.data.kategoriler[0].altKategoriler[0].urunler[0].ad).toBe('Türk Kahvesi');
    expect(body.data.anasayfa.hosgeldin).toBe('Hoş geldiniz');
  });

  it('?lang=xx falls back per SPEC: X-Lang, then Accept-Language, then tr', async () => {
    expect((await menu(`${slugA}?lang=xx`, { headers: { 'accept-language': 'en-GB,en;q=0.8' } })).body.data.lang).toBe('en');
    expect((await menu(`${slugA}?lang=xx`)).body.data.lang).toBe('tr');
    expect((await menu(slugA, { lang: 'ru' })).body.data.lang).toBe('ru');
    const { response, body } = await menu(slugA, { headers: { cookie: 'lang=de' } });
    expect(body.data.lang).toBe('de');
    expect(response.headers.get('vary')).toContain('Accept-Language');
  });

  it('lists active and upcoming campaigns with durum/degisimMs and sets the lowest active campaign price', async () => {
    const before = Date.now();
    const { body } = await menu(`${slugA}?lang=tr`);
    const kampanyalar = body.data.kampanyalar as { id: number; durum: string; degisimMs: number; hediyeUrunAd: string | null }[];
    expect(kampanyalar.map((k) => [k.id, k.durum])).toEqual([[ids.yuzde, 'aktif'], [ids.sabit, 'aktif'], [ids.yakinda, 'yaklasan']]);
    expect(kampanyalar[0]!.degisimMs).toBeGreaterThan(before);
    expect(kampanyalar[2]!.hediyeUrunAd).toBe('Latte');
    const kahve = body.data.kategoriler[0].altKategoriler[0];
    // 20 % of 90,00 = 72,00 beats the fixed 80,00; the latte gets 20 % of 120,00 through the parent category
    expect(kahve.urunler[0].kampanyaFiyatKurus).toBe(7200);
    expect(kahve.urunler[1].kampanyaFiyatKurus).toBe(9600);
  });

  it('returns venue text with markup verbatim as JSON strings', async () => {
    const response = await call('GET', `/api/public/menu/${slugA}?lang=tr`);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await json(response);
    const xss = body.data.kategoriler[0].urunler.find((u: { id: number }) => u.id === ids.xss);
    expect(xss.ad).toBe(XSS);
    expect(xss.aciklama).toBe(XSS);
    expect(body.data.kampanyalar.find((k: { id: number }) => k.id === ids.yakinda).baslik).toBe(XSS);
  });

  it.each([
    ['a too short slug', 'kisa'], ['a slug with a wrong mask', 'AAAAAAAA'], ['a far too long slug', 'A'.repeat(500)], ['junk', '%3Cscript%3E'],
    ['a slug of an id that does not exist', '__unknown__'], ['an inactive venue', '__kapali__'],
  ])('%s answers 404 with an envelope, never a 500', async (_label, raw) => {
    const slug = raw === '__unknown__' ? slugFor(env, 999_999) : raw === '__kapali__' ? slugFor(env, w.venue.kapali) : raw;
    const { response, body } = await menu(slug);
    expect(response.status).toBe(404);
    expect(body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(body.errorDetail).not.toMatch(/invalid slug/);
  });

  it('edge cache: serves the cached model until menu_surum changes, then the edit at once', async () => {
    const first = (await menu(`${slugA}?lang=tr`)).body.data;
    expect(first.kategoriler[0].altKategoriler[0].urunler[1].tukendi).toBe(true);
    // a write that does not bump menu_surum (never done by the panel) stays invisible: proof the cache answered
    await env.DB.prepare('UPDATE menu_urun SET tukendi = 0 WHERE id = ?').bind(ids.latte).run();
    expect((await menu(`${slugA}?lang=tr`)).body.data.kategoriler[0].altKategoriler[0].urunler[1].tukendi).toBe(true);
    await bump(w.venue.A);
    const after = (await menu(`${slugA}?lang=tr`)).body.data;
    expect(after.kategoriler[0].altKategoriler[0].urunler[1].tukendi).toBe(false);
    expect(after.isletme.surum).toBe(first.isletme.surum + 1);
    // the venue row itself is always read fresh (theme, name)
    await env.DB.prepare(`UPDATE isletme SET menu_tema = 'ferah' WHERE id = ?`).bind(w.venue.A).run();
    expect((await menu(`${slugA}?lang=tr`)).body.data.isletme.tema).toBe('ferah');
    await env.DB.prepare(`UPDATE isletme SET menu_tema = 'gece' WHERE id = ?`).bind(w.venue.A).run();
    await env.DB.prepare('UPDATE menu_urun SET tukendi = 1 WHERE id = ?').bind(ids.latte).run();
    await bump(w.venue.A);
  });
});

describe('venue parameters on the guest side', () => {
  it('offers only the venue’s guest languages (another reads as Turkish) and carries its money display', async () => {
    const B = w.venue.B;
    const slugB = slugFor(env, B);
    await env.DB.prepare(`INSERT INTO menu_kategori (isletme_id, ad, url_adi) VALUES (?, ?, 'tatlilar')`).bind(B, m('Tatlılar', 'Desserts', 'Nachspeisen')).run();
    await env.DB.prepare(`INSERT OR REPLACE INTO isletme_parametre (isletme_id, misafir_dilleri, para_gosterimi) VALUES (?, '["tr","en"]', 'sembol_once')`).bind(B).run();
    const en = await menu(`${slugB}?lang=en`);
    expect(en.response.status).toBe(200);
    expect(en.body.data.lang).toBe('en');
    expect(en.body.data.isletme).toMatchObject({ diller: ['tr', 'en'], paraGosterimi: 'sembol_once' });
    expect(en.body.data.kategoriler[0].ad).toBe('Desserts');
    // German is not offered by this venue: the guest gets the Turkish menu, not a half-translated one
    const de = await menu(`${slugB}?lang=de`);
    expect(de.body.data.lang).toBe('tr');
    expect(de.body.data.kategoriler[0].ad).toBe('Tatlılar');
    // a venue without a parameter row offers all four, prices as '1.234,50 ₺'
    const a = await menu(`${slugA}?lang=de`);
    expect(a.body.data.lang).toBe('de');
    expect(a.body.data.isletme).toMatchObject({ diller: ['tr', 'en', 'de', 'ru'], paraGosterimi: 'sembol_sonra' });
  });
});

describe('CORS: public reads only, never with credentials', () => {
  it('public GETs carry Access-Control-Allow-Origin: * and no credentials header', async () => {
    for (const path of [`/api/public/menu/${slugA}`, `/api/QrMenu/aktifmenutema?slug=${slugA}`, '/api/public/menu/kisa']) {
      const response = await call('GET', path, { headers: { origin: 'https://kafe-sitesi.example' } });
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(response.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });

  it('answers the preflight for public reads', async () => {
    const response = await call('OPTIONS', `/api/public/menu/${slugA}`, { origin: 'https://kafe-sitesi.example', headers: { 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-lang' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-lang');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('a session cookie changes nothing on public reads (no credentials) and /api/isletme/* has no CORS', async () => {
    const anon = await json(await call('GET', `/api/public/menu/${slugA}?lang=tr`));
    const withCookie = await json(await call('GET', `/api/public/menu/${slugA}?lang=tr`, { token: owner, origin: 'https://evil.example' }));
    expect(withCookie.data.isletme).toEqual(anon.data.isletme);
    const venue = await call('GET', '/api/isletme/ozet', { token: owner, venue: w.venue.A, headers: { origin: 'https://evil.example' } });
    expect(venue.status).toBe(200);
    expect(venue.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await call('OPTIONS', '/api/isletme/ozet', { origin: 'https://evil.example', headers: { 'access-control-request-method': 'GET' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('/api/QrMenu/aktifmenutema (SPEC §7)', () => {
  it('GET ?slug= and ?isletmeId= answer {success, data: themeId}', async () => {
    for (const query of [`slug=${slugA}`, `isletmeId=${slugA}`]) {
      const response = await call('GET', `/api/QrMenu/aktifmenutema?${query}`);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ success: true, data: 'gece' });
    }
  });

  it('POST {isletmeId: slug} answers the same shape', async () => {
    const response = await call('POST', '/api/QrMenu/aktifmenutema', { body: { isletmeId: slugA }, origin: null });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ success: true, data: 'gece' });
  });

  it('unknown or bad slugs answer {success:false} 404; missing or broken input 400', async () => {
    for (const slug of [slugFor(env, 999_999), 'kisa', 'AAAAAAAA', slugFor(env, w.venue.kapali)]) {
      const response = await call('GET', `/api/QrMenu/aktifmenutema?slug=${encodeURIComponent(slug)}`);
      expect(response.status, slug).toBe(404);
      expect(await json(response)).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
    const post = await call('POST', '/api/QrMenu/aktifmenutema', { body: { isletmeId: slugFor(env, 999_999) } });
    expect(post.status).toBe(404);
    expect((await json(await call('GET', '/api/QrMenu/aktifmenutema'))).success).toBe(false);
    expect((await call('GET', '/api/QrMenu/aktifmenutema')).status).toBe(400);
    expect((await call('POST', '/api/QrMenu/aktifmenutema', { rawBody: '{nope' })).status).toBe(400);
    for (const isletmeId of [true, null, {}, [w.venue.A], '', '  ']) {
      expect((await call('POST', '/api/QrMenu/aktifmenutema', { body: { isletmeId } })).status, JSON.stringify(isletmeId)).toBe(400);
    }
  });

  it('takes the numeric venue id as the SPEC client sends it (decoded from the slug): GET ?isletmeId=, POST number or digits', async () => {
    const expected = { success: true, data: 'gece' };
    const get = await call('GET', `/api/QrMenu/aktifmenutema?isletmeId=${w.venue.A}`);
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(await json(get)).toEqual(expected);
    for (const isletmeId of [w.venue.A, String(w.venue.A), ` ${w.venue.A} `]) {
      const post = await call('POST', '/api/QrMenu/aktifmenutema', { body: { isletmeId }, origin: 'https://widget-host.example' });
      expect(post.status, JSON.stringify(isletmeId)).toBe(200);
      expect(await json(post)).toEqual(expected);
    }
    // the slug and the id of one venue answer byte for byte the same: an id reveals nothing a slug does not
    const bySlug = await (await call('GET', `/api/QrMenu/aktifmenutema?isletmeId=${slugA}`)).text();
    expect(await (await call('GET', `/api/QrMenu/aktifmenutema?isletmeId=${w.venue.A}`)).text()).toBe(bySlug);
  });

  it('unknown, inactive and malformed numeric ids answer the clear 404, never 500', async () => {
    const ids: unknown[] = [999_999, w.venue.kapali, String(w.venue.kapali), 0, -1, 1.5, 4_294_967_296, 1e300, '-1', '1.5', '0x10', '99999999999', '١', `${w.venue.A}abc`];
    for (const isletmeId of ids) {
      const post = await call('POST', '/api/QrMenu/aktifmenutema', { body: { isletmeId }, lang: 'en' });
      expect(post.status, JSON.stringify(isletmeId)).toBe(404);
      expect(await json(post)).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
      if (typeof isletmeId === 'string') expect((await call('GET', `/api/QrMenu/aktifmenutema?isletmeId=${encodeURIComponent(isletmeId)}`)).status, isletmeId).toBe(404);
    }
  });
});

describe('$menuTheme against the real API (SPEC §3/§4/§8)', () => {
  it('goes idle → loading → succeeded, fails with the SPEC texts, and clears to idle', async () => {
    const original = globalThis.fetch;
    // not a mock: the store's requests are routed to this Worker, which answers them for real
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => SELF.fetch(input, init)) as typeof fetch;
    try {
      expect($menuTheme.get()).toEqual({ themeId: null, status: 'idle', error: null });
      const pending = fetchMenuTheme(slugA, 'http://example.com');
      expect($menuTheme.get().status).toBe('loading');
      expect(await pending).toEqual({ themeId: 'gece', status: 'succeeded', error: null });
      expect($menuTheme.get()).toEqual({ themeId: 'gece', status: 'succeeded', error: null });
      expect(await fetchMenuTheme(slugFor(env, 999_999), 'http://example.com')).toEqual({ themeId: null, status: 'failed', error: 'Tema alınamadı' });
      expect(await fetchMenuTheme(slugA, 'not a url')).toEqual({ themeId: null, status: 'failed', error: 'Sunucu hatası' });
      clearMenuTheme();
      expect($menuTheme.get()).toEqual({ themeId: null, status: 'idle', error: null });
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('GET /api/public/gorsel/*', () => {
  const key = () => `menu/${w.venue.A}/0123456789abcdef.webp`;
  const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4, 87, 69, 66, 80, 9, 9, 9, 9]);

  beforeAll(async () => {
    await env.IMAGES_BUCKET.put(key(), bytes);
    await env.IMAGES_BUCKET.put('secret.txt', 'do not serve');
  });

  it('streams the R2 object as image/webp, cached for a year, and answers If-None-Match with 304', async () => {
    const response = await call('GET', `/api/public/gorsel/${key()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    const etag = response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await call('GET', `/api/public/gorsel/${key()}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 (JSON envelope) for a missing image', async () => {
    const response = await call('GET', `/api/public/gorsel/menu/${w.venue.A}/ffffffffffffffff.webp`);
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it.each([
    '../secret.txt', '..%2Fsecret.txt', '%2e%2e/secret.txt', `menu/${1}/..%2F..%2Fsecret.txt`, 'secret.txt', 'menu/1/%2e%2e/x.webp', 'menu\\1\\x.webp',
    'menu%5C1%5Cx.webp', '/etc/passwd', 'menu//x.webp', 'MENU/1/X.WEBP', 'menu/1/.webp', 'menu/1/x.webp%00.txt', `menu/1/${'a'.repeat(300)}.webp`,
  ])('refuses %s without touching anything else', async (path) => {
    const response = await call('GET', `/api/public/gorsel/${path}`);
    expect([400, 404]).toContain(response.status);
    const text = await response.text();
    expect(text).not.toContain('do not serve');
  });
});
