import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildWorld, call, gorselAnahtari, insertKampanya, insertKategori, insertUrun, json, login, loginWith, menuSnapshot, menuSurum, scalar, type World,
} from '../fixtures';

/** /api/isletme/qrmenu/kategoriler: two-level tree, URL names, order, delete rules, tenancy. */

const P = '/api/isletme/qrmenu/kategoriler';
let w: World;
let owner: string;
let waiter: string;
let cOwner: string;
const as = (token: string, venue: number) => (method: string, path: string, body?: unknown, lang?: string) => call(method, path, { token, venue, body, lang });
let A: ReturnType<typeof as>;

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  waiter = await login(w.user.waiter.email);
  cOwner = await login(w.user.cOwner.email);
  A = as(owner, w.venue.A);
});

const yeni = (tr: string, ustKategoriId: number | null = null, extra: Record<string, unknown> = {}) => ({ ad: { tr }, ustKategoriId, gorunur: true, ...extra });

describe('categories', () => {
  it('creates top-level and subcategories with unique URL names among siblings, and lists them with counts', async () => {
    const before = await menuSurum(w.venue.A);
    const sicak = await json(await A('POST', P, yeni('Sıcak İçecekler', null, { aciklama: { tr: 'Taze demlenmiş', en: 'Freshly brewed' } })));
    expect(sicak.success).toBe(true);
    const ikinci = await json(await A('POST', P, yeni('Sıcak içecekler')));
    const kahve = await json(await A('POST', P, yeni('Kahveler', sicak.data.id)));
    const cay = await json(await A('POST', P, yeni('Çaylar', sicak.data.id)));
    // the same name under another parent may reuse the URL name
    const baskaKahve = await json(await A('POST', P, yeni('Kahveler', ikinci.data.id)));
    expect(await menuSurum(w.venue.A)).toBe(before + 5);
    await insertUrun(w.venue.A, kahve.data.id, 'Latte');

    const list = await json(await A('GET', P));
    const byId = new Map(list.data.map((k: { id: number }) => [k.id, k]));
    expect(byId.get(sicak.data.id)).toEqual({
      id: sicak.data.id, ad: { tr: 'Sıcak İçecekler', en: '', de: '', ru: '' }, aciklama: { tr: 'Taze demlenmiş', en: 'Freshly brewed', de: '', ru: '' },
      ustKategoriId: null, urlAdi: 'sicak-icecekler', gorunur: true, sira: 1, gorsel: null, urunSayisi: 0, altKategoriSayisi: 2,
    });
    expect(byId.get(ikinci.data.id)).toMatchObject({ urlAdi: 'sicak-icecekler-2', sira: 2 });
    expect(byId.get(kahve.data.id)).toMatchObject({ urlAdi: 'kahveler', ustKategoriId: sicak.data.id, urunSayisi: 1, sira: 1 });
    expect(byId.get(cay.data.id)).toMatchObject({ urlAdi: 'caylar', sira: 2 });
    expect(byId.get(baskaKahve.data.id)).toMatchObject({ urlAdi: 'kahveler' });
    // top level first, then by parent and order
    const order = list.data.map((k: { id: number }) => k.id);
    expect(order.indexOf(sicak.data.id)).toBeLessThan(order.indexOf(kahve.data.id));
    expect(order.indexOf(kahve.data.id)).toBeLessThan(order.indexOf(cay.data.id));
  });

  it('keeps the tree at two levels: no grandchildren, no foreign parent, no self parent, no moving a parent down', async () => {
    const ust = await insertKategori(w.venue.A, 'Ana');
    const alt = await insertKategori(w.venue.A, 'Alt', ust);
    const diger = await insertKategori(w.venue.A, 'Diğer');
    const yabanci = await insertKategori(w.venue.C, 'Yabancı');
    const before = await menuSnapshot();
    for (const parent of [alt, yabanci, 999_999]) {
      const response = await A('POST', P, yeni('Torun', parent), 'en');
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ errorCode: 'PARENT_INVALID', errorDetail: 'The parent must be a top-level category of this venue (two levels at most).' });
    }
    expect((await A('PUT', `${P}/${ust}`, yeni('Ana', ust))).status).toBe(400);
    const down = await A('PUT', `${P}/${ust}`, yeni('Ana', diger), 'de');
    expect(down.status).toBe(400);
    expect((await json(down)).errorDetail).toBe('Eine Kategorie mit Unterkategorien kann nicht unter eine andere Kategorie verschoben werden.');
    expect(await menuSnapshot()).toBe(before);
    // a leaf may move under another top-level category, and gets the end of its new siblings
    const moved = await A('PUT', `${P}/${alt}`, yeni('Alt', diger));
    expect(moved.status).toBe(200);
    expect(await scalar('SELECT ust_kategori_id FROM menu_kategori WHERE id = ?', alt)).toBe(diger);
  });

  it('updates text and visibility; the URL name follows only a Turkish rename', async () => {
    const id = (await json(await A('POST', P, yeni('Tatlılar')))).data.id;
    const before = await menuSurum(w.venue.A);
    const xss = '<img src=x onerror=alert(1)>"\'';
    const put = await json(await A('PUT', `${P}/${id}`, { ad: { tr: 'Tatlılar', en: xss }, ustKategoriId: null, gorunur: false }));
    expect(put.data.urlAdi).toBe('tatlilar');
    const row = await env.DB.prepare('SELECT ad, gorunur, url_adi FROM menu_kategori WHERE id = ?').bind(id).first<{ ad: string; gorunur: number; url_adi: string }>();
    expect(JSON.parse(row!.ad).en).toBe(xss);
    expect(row!.gorunur).toBe(0);
    const renamed = await json(await A('PUT', `${P}/${id}`, yeni('Pastalar')));
    expect(renamed.data.urlAdi).toBe('pastalar');
    expect(await menuSurum(w.venue.A)).toBe(before + 2);
  });

  it('reorders siblings; mixed parents, duplicates, foreign or unknown ids are 400', async () => {
    const ust = await insertKategori(w.venue.A, 'Sıra Ana');
    const [a, b, c] = [await insertKategori(w.venue.A, 'S1', ust, 1), await insertKategori(w.venue.A, 'S2', ust, 2), await insertKategori(w.venue.A, 'S3', ust, 3)];
    const before = await menuSurum(w.venue.A);
    expect((await A('PUT', `${P}/sira`, { idler: [c, a, b] })).status).toBe(200);
    const { results } = await env.DB.prepare('SELECT id FROM menu_kategori WHERE ust_kategori_id = ? ORDER BY sira').bind(ust).all<{ id: number }>();
    expect(results.map((r) => r.id)).toEqual([c, a, b]);
    expect(await menuSurum(w.venue.A)).toBe(before + 1);
    const yabanci = await insertKategori(w.venue.C, 'Yabancı');
    const snapshot = await menuSnapshot();
    for (const idler of [[a, ust], [a, a, b], [a, yabanci], [a, 987_654], []]) {
      const response = await A('PUT', `${P}/sira`, { idler }, 'en');
      expect(response.status, JSON.stringify(idler)).toBe(400);
    }
    expect(await menuSnapshot()).toBe(snapshot);
  });

  it('refuses to delete a non-empty category (409 naming the counts) unless ?tumu=1, then removes the subtree and its price history', async () => {
    const ust = await insertKategori(w.venue.A, 'Silinecek Ana');
    const alt = await insertKategori(w.venue.A, 'Silinecek Alt', ust);
    const urun1 = await insertUrun(w.venue.A, ust, 'Ürün 1');
    await insertUrun(w.venue.A, alt, 'Ürün 2');
    await insertUrun(w.venue.A, alt, 'Ürün 3');
    await env.DB.prepare('INSERT INTO menu_fiyat_gecmisi (isletme_id, urun_id, eski_kurus, yeni_kurus) VALUES (?, ?, 100, 200)').bind(w.venue.A, urun1).run();
    const kampanya = await insertKampanya(w.venue.A, { urunIdler: [urun1] });
    const refused = await A('DELETE', `${P}/${ust}`);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ errorCode: 'CATEGORY_NOT_EMPTY', errorDetail: 'Bu kategoride 3 ürün ve 1 alt kategori var. Önce onları taşıyın ya da hepsiyle birlikte silin.' });
    const en = await json(await A('DELETE', `${P}/${ust}`, undefined, 'en'));
    expect(en.errorDetail).toBe('This category contains 3 products and 1 subcategory. Move them first or delete everything together.');
    expect(await scalar('SELECT count(*) FROM menu_kategori WHERE id IN (?, ?)', ust, alt)).toBe(2);

    const before = await menuSurum(w.venue.A);
    const all = await A('DELETE', `${P}/${ust}?tumu=1`);
    expect(all.status).toBe(200);
    expect(await scalar('SELECT count(*) FROM menu_kategori WHERE id IN (?, ?)', ust, alt)).toBe(0);
    expect(await scalar('SELECT count(*) FROM menu_urun WHERE kategori_id IN (?, ?)', ust, alt)).toBe(0);
    expect(await scalar('SELECT count(*) FROM menu_fiyat_gecmisi WHERE urun_id = ?', urun1)).toBe(0);
    expect(await scalar('SELECT urun_idler FROM menu_kampanya WHERE id = ?', kampanya)).toBe('[]');
    expect(await menuSurum(w.venue.A)).toBe(before + 1);

    const bos = await insertKategori(w.venue.A, 'Boş');
    expect((await A('DELETE', `${P}/${bos}`)).status).toBe(200);
  });

  it('a product used as a campaign gift blocks deleting its category', async () => {
    const kat = await insertKategori(w.venue.A, 'Kurabiyeler');
    const kurabiye = await insertUrun(w.venue.A, kat, 'Kurabiye');
    await insertKampanya(w.venue.A, { tur: 'hediye_urun', deger: 0, hediyeUrunId: kurabiye });
    const response = await A('DELETE', `${P}/${kat}?tumu=1`);
    expect(response.status).toBe(409);
    expect((await json(response)).errorCode).toBe('PRODUCT_IN_CAMPAIGN');
    expect(await scalar('SELECT count(*) FROM menu_urun WHERE id = ?', kurabiye)).toBe(1);
  });

  it('sets and clears the image; keys outside the venue prefix are 400', async () => {
    const kat = await insertKategori(w.venue.A, 'Görselli');
    const key = gorselAnahtari(w.venue.A, 7);
    expect((await A('PUT', `${P}/${kat}/gorsel`, { gorsel: key })).status).toBe(200);
    expect(await scalar('SELECT gorsel_anahtar FROM menu_kategori WHERE id = ?', kat)).toBe(key);
    for (const gorsel of [gorselAnahtari(w.venue.C, 7), `menu/${w.venue.A}/../x.webp`, 'https://evil.test/x.webp', `menu/${w.venue.A}/abc.png`, 5]) {
      const response = await A('PUT', `${P}/${kat}/gorsel`, { gorsel });
      expect(response.status, String(gorsel)).toBe(400);
    }
    expect(await scalar('SELECT gorsel_anahtar FROM menu_kategori WHERE id = ?', kat)).toBe(key);
    expect((await A('PUT', `${P}/${kat}/gorsel`, { gorsel: null })).status).toBe(200);
    expect(await scalar('SELECT gorsel_anahtar FROM menu_kategori WHERE id = ?', kat)).toBeNull();
  });

  it('bad input is 400 in the caller\'s language, never 500', async () => {
    const cases: unknown[] = [{}, { ad: { tr: '' }, ustKategoriId: null, gorunur: true }, { ad: { tr: 'x'.repeat(81) }, ustKategoriId: null, gorunur: true }, { ad: 'metin', ustKategoriId: null, gorunur: true }, { ad: { tr: 'A' }, ustKategoriId: -1, gorunur: true }, { ad: { tr: 'A' }, ustKategoriId: null, gorunur: 'evet' }];
    for (const body of cases) {
      const response = await A('POST', P, body, 'ru');
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json(response)).success).toBe(false);
    }
    expect((await json(await A('POST', P, { ad: { tr: ' ' }, ustKategoriId: null, gorunur: true }, 'en'))).errorDetail).toBe('Turkish text is required.');
    const raw = await call('POST', P, { token: owner, venue: w.venue.A, rawBody: '{"ad":', lang: 'de' });
    expect(raw.status).toBe(400);
  });
});

describe('category security', () => {
  it('the waiter gets 403 on every category route; a set with only the screen key cannot add', async () => {
    const kat = await insertKategori(w.venue.A, 'Garson denemesi');
    const before = await menuSnapshot();
    const W = as(waiter, w.venue.A);
    for (const [method, path, body] of [['GET', P], ['POST', P, yeni('X')], ['PUT', `${P}/${kat}`, yeni('X')], ['PUT', `${P}/sira`, { idler: [kat] }], ['PUT', `${P}/${kat}/gorsel`, { gorsel: null }], ['DELETE', `${P}/${kat}`]] as const) {
      expect((await W(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    const viewer = as(await loginWith(w.venue.A, ['isletme:qrmenu:kategori']), w.venue.A);
    expect((await viewer('GET', P)).status).toBe(200);
    expect((await viewer('POST', P, yeni('X'))).status).toBe(403);
    expect((await viewer('PUT', `${P}/${kat}`, yeni('X'))).status).toBe(403);
    expect((await viewer('DELETE', `${P}/${kat}`)).status).toBe(403);
    expect(await menuSnapshot()).toBe(before);
  });

  it("another venue's category ids answer 404 and change nothing", async () => {
    const kat = await insertKategori(w.venue.A, 'A kategorisi');
    await insertUrun(w.venue.A, kat, 'A ürünü');
    const C = as(cOwner, w.venue.C);
    const before = await menuSnapshot();
    for (const [method, path, body] of [['PUT', `${P}/${kat}`, yeni('Ele geçirildi')], ['PUT', `${P}/${kat}/gorsel`, { gorsel: null }], ['DELETE', `${P}/${kat}?tumu=1`], ['DELETE', `${P}/${kat}`]] as const) {
      const response = await C(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    // and the list in C never shows A's rows
    expect((await json(await C('GET', P))).data.every((k: { id: number }) => k.id !== kat)).toBe(true);
    expect(await menuSnapshot()).toBe(before);
  });
});
