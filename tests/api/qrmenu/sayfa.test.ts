import { beforeAll, describe, expect, it } from 'vitest';
import { idFromSlug } from '@worker/slug';
import { env } from 'cloudflare:test';
import {
  buildWorld, call, gorselAnahtari, insertKampanya, insertKategori, insertMasa, insertUrun, json, login, loginWith, menuSnapshot, menuSurum, scalar, type World,
} from '../fixtures';

/** Theme, landing, QR addresses and tables; plus the menu version bump and hostile input across every menu route. */

const Q = '/api/isletme/qrmenu';
let w: World;
let owner: string;
const A = (method: string, path: string, body?: unknown, lang?: string) => call(method, path, { token: owner, venue: w.venue.A, body, lang });

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

const landing = (extra: Record<string, unknown> = {}) => ({
  hosgeldin: { tr: 'Kahve Durağı\'na hoş geldiniz!', en: 'Welcome to Kahve Durağı!' },
  wifiAd: 'KahveDuragi_Misafir',
  wifiSifre: 'kahve2026',
  telefon: '+90 242 555 12 34',
  whatsapp: '+90 532 555 12 34',
  instagram: '@kahveduragi',
  adres: 'Işıklar Cd. No:24 Muratpaşa/Antalya',
  haritaUrl: 'https://maps.google.com/?q=36.8841,30.7056',
  calismaSaatleri: [{ gunler: 'Pazartesi-Cuma', saat: '08:00-23:00' }, { gunler: 'Pazar', saat: 'Kapalı' }],
  ...extra,
});

describe('theme', () => {
  it('reads and sets the active theme; unknown ids are 400', async () => {
    expect((await json(await A('GET', `${Q}/tema`))).data).toEqual({ temaId: 'klasik' });
    const before = await menuSurum(w.venue.A);
    expect((await A('PUT', `${Q}/tema`, { temaId: 'gece' })).status).toBe(200);
    expect((await json(await A('GET', `${Q}/tema`))).data).toEqual({ temaId: 'gece' });
    expect(await menuSurum(w.venue.A)).toBe(before + 1);
    for (const temaId of ['yok', '', null, "klasik'; --"]) expect((await A('PUT', `${Q}/tema`, { temaId })).status).toBe(400);
    // another venue's theme is untouched
    expect(await scalar('SELECT menu_tema FROM isletme WHERE id = ?', w.venue.B)).toBe('klasik');
  });
});

describe('landing', () => {
  it('answers defaults before the first save, then upserts', async () => {
    expect((await json(await A('GET', `${Q}/anasayfa`))).data).toEqual({
      hosgeldin: { tr: '', en: '', de: '', ru: '' }, wifiAd: '', wifiSifre: '', telefon: '', whatsapp: '', instagram: '', adres: '', haritaUrl: '', calismaSaatleri: [],
    });
    expect((await A('PUT', `${Q}/anasayfa`, landing())).status).toBe(200);
    expect((await A('PUT', `${Q}/anasayfa`, landing({ wifiSifre: 'yeni2026' }))).status).toBe(200);
    const data = (await json(await A('GET', `${Q}/anasayfa`))).data;
    expect(data).toMatchObject({ wifiAd: 'KahveDuragi_Misafir', wifiSifre: 'yeni2026', instagram: '@kahveduragi', hosgeldin: { tr: 'Kahve Durağı\'na hoş geldiniz!', en: 'Welcome to Kahve Durağı!', de: '', ru: '' } });
    expect(data.calismaSaatleri).toHaveLength(2);
    expect(await scalar('SELECT count(*) FROM menu_anasayfa')).toBe(1);
  });

  it('validates links and contacts with messages in the caller\'s language', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ haritaUrl: 'javascript:alert(1)' }, 'The link must start with https://.'],
      [{ haritaUrl: 'http://maps.google.com' }, 'The link must start with https://.'],
      [{ telefon: '<script>' }, 'Enter a valid phone number.'],
      [{ instagram: 'kahve duragi!' }, 'Enter a valid Instagram username.'],
      [{ wifiAd: 'x'.repeat(65) }, 'The text is too long.'],
    ];
    const before = await menuSnapshot();
    for (const [patch, message] of cases) {
      const response = await A('PUT', `${Q}/anasayfa`, landing(patch), 'en');
      expect(response.status).toBe(400);
      expect((await json(response)).errorDetail).toBe(message);
    }
    expect(await menuSnapshot()).toBe(before);
  });
});

describe('QR addresses and tables', () => {
  it('answers the venue URL name and the slug of its id', async () => {
    const data = (await json(await A('GET', `${Q}/qr-bilgi`))).data;
    expect(data.urlAdi).toBe('kahve-duragi');
    expect(idFromSlug(env, data.slug)).toBe(w.venue.A);
    expect(data).toEqual({ urlAdi: 'kahve-duragi', slug: data.slug, yol: `/qr/kahve-duragi/${data.slug}`, kisaYol: '/qr/kahve-duragi' });
    const b = (await json(await call('GET', `${Q}/qr-bilgi`, { token: owner, venue: w.venue.B }))).data;
    expect(b.urlAdi).toBe('guzellik-salonu-lotus');
    expect(b.slug).not.toBe(data.slug);
  });

  it('adds tables in order, refuses duplicates (409) and deletes', async () => {
    const masa1 = await json(await A('POST', `${Q}/masalar`, { ad: 'Masa 1' }));
    const bahce = await json(await A('POST', `${Q}/masalar`, { ad: ' Bahçe 1 ' }));
    expect(masa1.data.id).toBeGreaterThan(0);
    const dup = await A('POST', `${Q}/masalar`, { ad: 'Masa 1' }, 'en');
    expect(dup.status).toBe(409);
    expect(await json(dup)).toMatchObject({ errorCode: 'NAME_TAKEN', errorDetail: 'A table with this name already exists.' });
    // the same name in another venue is fine
    expect((await call('POST', `${Q}/masalar`, { token: owner, venue: w.venue.B, body: { ad: 'Masa 1' } })).status).toBe(201);
    const list = (await json(await A('GET', `${Q}/masalar`))).data;
    expect(list).toEqual([{ id: masa1.data.id, ad: 'Masa 1', sira: 1 }, { id: bahce.data.id, ad: 'Bahçe 1', sira: 2 }]);
    for (const ad of ['', '   ', 'x'.repeat(41), 5]) expect((await A('POST', `${Q}/masalar`, { ad })).status).toBe(400);
    expect((await A('DELETE', `${Q}/masalar/${masa1.data.id}`)).status).toBe(200);
    expect((await A('DELETE', `${Q}/masalar/${masa1.data.id}`)).status).toBe(404);
  });

  it('garson gets 403; another venue\'s table is 404 and stays', async () => {
    const masa = await insertMasa(w.venue.A, 'Korunan Masa');
    const waiter = await login(w.user.waiter.email);
    for (const [method, path, body] of [['GET', `${Q}/qr-bilgi`], ['GET', `${Q}/masalar`], ['POST', `${Q}/masalar`, { ad: 'Garson masası' }], ['DELETE', `${Q}/masalar/${masa}`]] as const) {
      expect((await call(method, path, { token: waiter, venue: w.venue.A, body })).status, `${method} ${path}`).toBe(403);
    }
    const viewer = await loginWith(w.venue.A, ['isletme:qrmenu:olustur']);
    expect((await call('POST', `${Q}/masalar`, { token: viewer, venue: w.venue.A, body: { ad: 'İzleyici' } })).status).toBe(403);
    const before = await menuSnapshot();
    const C = await login(w.user.cOwner.email);
    expect((await call('DELETE', `${Q}/masalar/${masa}`, { token: C, venue: w.venue.C })).status).toBe(404);
    expect(await menuSnapshot()).toBe(before);
  });
});

describe('every menu mutation bumps menu_surum exactly once', () => {
  it('for each route', async () => {
    const kat = await insertKategori(w.venue.A, 'Sürüm');
    const kat2 = await insertKategori(w.venue.A, 'Sürüm 2');
    const urun = await insertUrun(w.venue.A, kat, 'Sürüm ürünü', 1_000);
    const silinecekUrun = await insertUrun(w.venue.A, kat, 'Silinecek', 1_000);
    const kampanya = await insertKampanya(w.venue.A);
    const silinecekKampanya = await insertKampanya(w.venue.A);
    const masa = await insertMasa(w.venue.A, 'Sürüm masası');
    const urunBody = { kategoriId: kat, ad: { tr: 'Sürüm ürünü' }, fiyatKurus: 1_200 };
    const kampanyaBody = { baslik: { tr: 'K' }, tur: 'yuzde_indirim', deger: 5, baslangic: new Date().toISOString(), bitis: new Date(Date.now() + 86_400_000).toISOString() };
    const steps: Array<[string, string, unknown?]> = [
      ['POST', `${Q}/kategoriler`, { ad: { tr: 'Yeni' }, ustKategoriId: null, gorunur: true }],
      ['PUT', `${Q}/kategoriler/${kat}`, { ad: { tr: 'Sürüm' }, ustKategoriId: null, gorunur: false }],
      ['PUT', `${Q}/kategoriler/sira`, { idler: [kat2, kat] }],
      ['PUT', `${Q}/kategoriler/${kat}/gorsel`, { gorsel: gorselAnahtari(w.venue.A, 3) }],
      ['POST', `${Q}/urunler`, { ...urunBody, ad: { tr: 'Başka' } }],
      ['PUT', `${Q}/urunler/${urun}`, urunBody],
      ['POST', `${Q}/urunler/${urun}/durum`, { tukendi: true }],
      ['POST', `${Q}/urunler/toplu-fiyat`, { urunIdler: [urun], tur: 'tutar', deger: 100, onizleme: false }],
      ['DELETE', `${Q}/urunler/${silinecekUrun}`],
      ['POST', `${Q}/kampanyalar`, kampanyaBody],
      ['PUT', `${Q}/kampanyalar/${kampanya}`, kampanyaBody],
      ['POST', `${Q}/kampanyalar/${kampanya}/bitir`],
      ['DELETE', `${Q}/kampanyalar/${silinecekKampanya}`],
      ['PUT', `${Q}/tema`, { temaId: 'ferah' }],
      ['PUT', `${Q}/anasayfa`, landing()],
      ['POST', `${Q}/masalar`, { ad: 'Yeni masa' }],
      ['DELETE', `${Q}/masalar/${masa}`],
      ['DELETE', `${Q}/kategoriler/${kat2}`],
    ];
    for (const [method, path, body] of steps) {
      const before = await menuSurum(w.venue.A);
      const other = await menuSurum(w.venue.B);
      const response = await A(method, path, body);
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
      expect(await menuSurum(w.venue.A), `${method} ${path}`).toBe(before + 1);
      expect(await menuSurum(w.venue.B)).toBe(other);
    }
    // a preview and a refused write leave it alone
    const before = await menuSurum(w.venue.A);
    await A('POST', `${Q}/urunler/toplu-fiyat`, { urunIdler: [urun], tur: 'tutar', deger: 100, onizleme: true });
    await A('POST', `${Q}/urunler`, { ...urunBody, fiyatKurus: -1 });
    expect(await menuSurum(w.venue.A)).toBe(before);
  });
});

describe('hostile input on menu routes never causes a 500', () => {
  const HOSTILE: unknown[] = [null, [], 'metin', 0, { ad: null }, { ad: { tr: 'x'.repeat(100_000) } }, { ad: { tr: 'A', __proto__: { admin: true } } }, { idler: Array.from({ length: 501 }, (_, i) => i + 1) }, { urunIdler: Array.from({ length: 1001 }, (_, i) => i + 1) }, { kategoriId: 4294967296 }, { gorsel: '../../etc/passwd' }, { temaId: { $ne: 1 } }];
  it('for JSON bodies on every mutation route', async () => {
    const kat = await insertKategori(w.venue.A, 'Fuzz');
    const urun = await insertUrun(w.venue.A, kat, 'Fuzz');
    const kampanya = await insertKampanya(w.venue.A);
    const routes: Array<[string, string]> = [
      ['POST', `${Q}/kategoriler`], ['PUT', `${Q}/kategoriler/${kat}`], ['PUT', `${Q}/kategoriler/sira`], ['PUT', `${Q}/kategoriler/${kat}/gorsel`],
      ['POST', `${Q}/urunler`], ['PUT', `${Q}/urunler/${urun}`], ['POST', `${Q}/urunler/${urun}/durum`], ['POST', `${Q}/urunler/toplu-fiyat`],
      ['POST', `${Q}/kampanyalar`], ['PUT', `${Q}/kampanyalar/${kampanya}`], ['PUT', `${Q}/tema`], ['PUT', `${Q}/anasayfa`], ['POST', `${Q}/masalar`], ['POST', `${Q}/gorsel`],
    ];
    const before = await menuSnapshot();
    for (const [method, path] of routes) {
      for (const body of HOSTILE) {
        const response = await A(method, path, body, 'ru');
        const text = await response.text();
        expect(response.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 40)} → ${text.slice(0, 120)}`).toBe(400);
        expect(JSON.parse(text).success).toBe(false);
      }
      for (const rawBody of ['', '{', '\u0000', '[1,2']) {
        const response = await call(method, path, { token: owner, venue: w.venue.A, rawBody });
        expect(response.status, `${method} ${path} raw ${rawBody}`).toBe(400);
      }
    }
    expect(await menuSnapshot()).toBe(before);
  // dozens of routes × hostile bodies: slow on a loaded 2-core machine, not a timing test
  }, 30_000);

  it('for hostile ids and query strings', async () => {
    for (const id of ['0', '-1', '4294967296', '1e3', '%00', 'abc', '1;DROP']) {
      for (const [method, path] of [['PUT', `${Q}/kategoriler/${id}`], ['DELETE', `${Q}/kategoriler/${id}?tumu=1`], ['DELETE', `${Q}/urunler/${id}`], ['GET', `${Q}/urunler/${id}/fiyat-gecmisi`], ['POST', `${Q}/kampanyalar/${id}/bitir`], ['DELETE', `${Q}/masalar/${id}`]]) {
        const response = await A(method!, path!, method === 'GET' ? undefined : { ad: { tr: 'x' }, ustKategoriId: null, gorunur: true });
        expect([400, 404], `${method} ${path}`).toContain(response.status);
      }
    }
  });
});
