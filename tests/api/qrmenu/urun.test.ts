import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildWorld, call, gorselAnahtari, insertKampanya, insertKategori, insertUrun, json, login, loginWith, menuSnapshot, menuSurum, scalar, type World,
} from '../fixtures';

/** /api/isletme/qrmenu/urunler: CRUD, status toggles, price history, tenancy and permissions. */

const P = '/api/isletme/qrmenu/urunler';
let w: World;
let owner: string;
let kahveler: number;
let tatlilar: number;
const as = (token: string, venue: number) => (method: string, path: string, body?: unknown, lang?: string) => call(method, path, { token, venue, body, lang });
let A: ReturnType<typeof as>;

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  A = as(owner, w.venue.A);
  kahveler = await insertKategori(w.venue.A, 'Kahveler');
  tatlilar = await insertKategori(w.venue.A, 'Tatlılar');
});

const latte = (extra: Record<string, unknown> = {}) => ({
  kategoriId: kahveler,
  ad: { tr: 'Latte', en: 'Latte', de: 'Milchkaffee' },
  aciklama: { tr: 'Espresso ve buharla ısıtılmış süt' },
  ozellikler: [{ tr: 'Çekirdek: Etiyopya Yirgacheffe', en: 'Beans: Ethiopia Yirgacheffe' }],
  teknikOzellikler: [{ tr: '350 ml' }],
  fiyatKurus: 11_000,
  alerjenler: ['sut', 'sut'],
  diyetEtiketleri: ['vejetaryen'],
  gorseller: [gorselAnahtari(w.venue.A, 1)],
  ...extra,
});

describe('products', () => {
  it('creates a product with every field, writes the first price-history row and bumps the menu version', async () => {
    const before = await menuSurum(w.venue.A);
    const created = await A('POST', P, latte());
    expect(created.status).toBe(201);
    const id = (await json(created)).data.id;
    expect(await menuSurum(w.venue.A)).toBe(before + 1);
    const list = await json(await A('GET', P));
    expect(list.data.find((u: { id: number }) => u.id === id)).toEqual({
      id, kategoriId: kahveler, ad: { tr: 'Latte', en: 'Latte', de: 'Milchkaffee', ru: '' }, aciklama: { tr: 'Espresso ve buharla ısıtılmış süt', en: '', de: '', ru: '' },
      ozellikler: [{ tr: 'Çekirdek: Etiyopya Yirgacheffe', en: 'Beans: Ethiopia Yirgacheffe', de: '', ru: '' }], teknikOzellikler: [{ tr: '350 ml', en: '', de: '', ru: '' }],
      urlAdi: 'latte', fiyatKurus: 11_000, gorseller: [gorselAnahtari(w.venue.A, 1)], alerjenler: ['sut'], diyetEtiketleri: ['vejetaryen'], tukendi: false, gorunur: true, sira: 1,
    });
    const history = await env.DB.prepare('SELECT eski_kurus, yeni_kurus, kullanici_id FROM menu_fiyat_gecmisi WHERE urun_id = ?').bind(id).all();
    expect(history.results).toEqual([{ eski_kurus: null, yeni_kurus: 11_000, kullanici_id: w.user.owner.id }]);
    // a second product of the same name gets its own URL name and the next position
    const twin = await json(await A('POST', P, latte()));
    expect(await scalar('SELECT url_adi FROM menu_urun WHERE id = ?', twin.data.id)).toBe('latte-2');
    expect(await scalar('SELECT sira FROM menu_urun WHERE id = ?', twin.data.id)).toBe(2);
  });

  it('records every price change with the user; an edit without a price change adds no history', async () => {
    const id = (await json(await A('POST', P, latte({ ad: { tr: 'Americano' }, fiyatKurus: 9_000 })))).data.id;
    const other = await login(w.user.owner.email);
    expect((await A('PUT', `${P}/${id}`, latte({ ad: { tr: 'Americano' }, fiyatKurus: 9_500 }))).status).toBe(200);
    expect((await A('PUT', `${P}/${id}`, latte({ ad: { tr: 'Americano', en: 'Americano' }, fiyatKurus: 9_500 }))).status).toBe(200);
    expect((await call('PUT', `${P}/${id}`, { token: other, venue: w.venue.A, body: latte({ ad: { tr: 'Americano' }, fiyatKurus: 10_000 }) })).status).toBe(200);
    const history = await json(await A('GET', `${P}/${id}/fiyat-gecmisi`));
    expect(history.data.map((h: { eskiKurus: number | null; yeniKurus: number; kullanici: string }) => [h.eskiKurus, h.yeniKurus, h.kullanici])).toEqual([
      [9_500, 10_000, 'Test sahip'], [9_000, 9_500, 'Test sahip'], [null, 9_000, 'Test sahip'],
    ]);
    expect(history.data[0].zaman).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('moves a product to another category of the venue; a foreign or unknown category is 400', async () => {
    const id = (await json(await A('POST', P, latte({ ad: { tr: 'Cheesecake' } })))).data.id;
    expect((await A('PUT', `${P}/${id}`, latte({ ad: { tr: 'Cheesecake' }, kategoriId: tatlilar }))).status).toBe(200);
    expect(await scalar('SELECT kategori_id FROM menu_urun WHERE id = ?', id)).toBe(tatlilar);
    const yabanci = await insertKategori(w.venue.C, 'C kategorisi');
    const before = await menuSnapshot();
    for (const kategoriId of [yabanci, 999_999]) {
      const post = await A('POST', P, latte({ kategoriId }), 'en');
      expect(post.status).toBe(400);
      expect(await json(post)).toMatchObject({ errorCode: 'CATEGORY_INVALID', errorDetail: 'The selected category does not belong to this venue.' });
      expect((await A('PUT', `${P}/${id}`, latte({ kategoriId }))).status).toBe(400);
    }
    expect(await menuSnapshot()).toBe(before);
  });

  it('toggles sold out and visible separately; an empty status is 400', async () => {
    const id = await insertUrun(w.venue.A, kahveler, 'Mocha');
    const before = await menuSurum(w.venue.A);
    const sold = await json(await A('POST', `${P}/${id}/durum`, { tukendi: true }));
    expect(sold.data).toMatchObject({ id, tukendi: true, gorunur: true });
    const hidden = await json(await A('POST', `${P}/${id}/durum`, { gorunur: false }));
    expect(hidden.data).toMatchObject({ tukendi: true, gorunur: false });
    expect(await menuSurum(w.venue.A)).toBe(before + 2);
    for (const body of [{}, { tukendi: 'evet' }, { gorunur: 1 }]) expect((await A('POST', `${P}/${id}/durum`, body, 'de')).status).toBe(400);
    expect((await json(await A('POST', `${P}/${id}/durum`, {}, 'en'))).errorDetail).toBe('Send a status to change (sold out or visible).');
  });

  it('deletes a product with its history; a campaign gift is protected (409) and campaign targets are cleaned', async () => {
    const id = (await json(await A('POST', P, latte({ ad: { tr: 'Filtre Kahve' } })))).data.id;
    const kampanya = await insertKampanya(w.venue.A, { urunIdler: [id, 424_242] });
    const before = await menuSurum(w.venue.A);
    expect((await A('DELETE', `${P}/${id}`)).status).toBe(200);
    expect(await scalar('SELECT count(*) FROM menu_urun WHERE id = ?', id)).toBe(0);
    expect(await scalar('SELECT count(*) FROM menu_fiyat_gecmisi WHERE urun_id = ?', id)).toBe(0);
    expect(JSON.parse((await scalar<string>('SELECT urun_idler FROM menu_kampanya WHERE id = ?', kampanya))!)).toEqual([424_242]);
    expect(await menuSurum(w.venue.A)).toBe(before + 1);
    expect((await A('DELETE', `${P}/${id}`)).status).toBe(404);

    const kurabiye = await insertUrun(w.venue.A, tatlilar, 'Kurabiye');
    await insertKampanya(w.venue.A, { tur: 'hediye_urun', deger: 0, hediyeUrunId: kurabiye });
    const refused = await A('DELETE', `${P}/${kurabiye}`, undefined, 'en');
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ errorCode: 'PRODUCT_IN_CAMPAIGN', errorDetail: 'This product is the bonus item of 1 campaign; change the campaign first.' });
  });

  it('stores XSS text verbatim (escaping is the renderer\'s job)', async () => {
    const xss = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const id = (await json(await A('POST', P, latte({ ad: { tr: xss }, aciklama: { tr: `"'&<>${xss}` }, ozellikler: [{ tr: xss }] })))).data.id;
    const product = (await json(await A('GET', P))).data.find((u: { id: number }) => u.id === id);
    expect(product.ad.tr).toBe(xss);
    expect(product.aciklama.tr).toBe(`"'&<>${xss}`);
    expect(product.ozellikler[0].tr).toBe(xss);
    expect(product.urlAdi).toBe('script-alert-x-script-img-src-x-onerror-alert-1');
  });

  it('rejects bad bodies with 400 in the caller\'s language', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ fiyatKurus: -1 }, 'Enter a valid price.'],
      [{ fiyatKurus: 1.5 }, 'Enter a valid price.'],
      [{ fiyatKurus: 100_000_001 }, 'Enter a valid price.'],
      [{ ad: { tr: '' } }, 'Turkish text is required.'],
      [{ alerjenler: ['kurabiye'] }, 'The submitted information is invalid.'],
      [{ gorseller: [gorselAnahtari(w.venue.C, 1)] }, 'The image does not belong to this venue; please upload it again.'],
      [{ gorseller: ['menu/../x.webp'] }, 'The submitted information is invalid.'],
      [{ ozellikler: Array.from({ length: 21 }, () => ({ tr: 'x' })) }, 'The submitted information is invalid.'],
      [{ kategoriId: '1' }, 'Choose a category.'],
    ];
    const before = await menuSnapshot();
    for (const [patch, message] of cases) {
      const response = await A('POST', P, latte(patch), 'en');
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect((await json(response)).errorDetail, JSON.stringify(patch)).toBe(message);
    }
    expect(await menuSnapshot()).toBe(before);
  });
});

describe('product security', () => {
  it('garson gets 403 on every product route; the screen key alone cannot add, edit, toggle or delete', async () => {
    const id = await insertUrun(w.venue.A, kahveler, 'Korunan');
    const before = await menuSnapshot();
    const routes = [['POST', P, latte()], ['PUT', `${P}/${id}`, latte()], ['POST', `${P}/${id}/durum`, { tukendi: true }], ['DELETE', `${P}/${id}`], ['POST', `${P}/toplu-fiyat`, { urunIdler: [id], tur: 'yuzde', deger: 10, onizleme: false }]] as const;
    const W = as(await login(w.user.waiter.email), w.venue.A);
    for (const [method, path, body] of [...routes, ['GET', P], ['GET', `${P}/${id}/fiyat-gecmisi`], ['GET', `${P}/disa-aktar`]] as const) {
      expect((await W(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    const viewer = as(await loginWith(w.venue.A, ['isletme:qrmenu:urunler']), w.venue.A);
    expect((await viewer('GET', P)).status).toBe(200);
    expect((await viewer('GET', `${P}/${id}/fiyat-gecmisi`)).status).toBe(200);
    for (const [method, path, body] of [...routes, ['GET', `${P}/disa-aktar`]] as const) expect((await viewer(method, path, body)).status, `${method} ${path}`).toBe(403);
    // :ekle alone may add but not edit
    const adder = as(await loginWith(w.venue.A, ['isletme:qrmenu:urunler', 'isletme:qrmenu:urunler:ekle']), w.venue.A);
    expect((await adder('PUT', `${P}/${id}`, latte())).status).toBe(403);
    expect(await menuSnapshot()).toBe(before);
    expect((await adder('POST', P, latte({ ad: { tr: 'Ekleyebilir' } }))).status).toBe(201);
  });

  it("another venue's product ids answer 404 and change nothing", async () => {
    const id = await insertUrun(w.venue.A, kahveler, 'A ürünü', 7_000);
    const cKategori = await insertKategori(w.venue.C, 'C kategorisi');
    const C = as(await login(w.user.cOwner.email), w.venue.C);
    const before = await menuSnapshot();
    for (const [method, path, body] of [
      ['PUT', `${P}/${id}`, latte({ kategoriId: cKategori })], ['POST', `${P}/${id}/durum`, { tukendi: true }], ['DELETE', `${P}/${id}`], ['GET', `${P}/${id}/fiyat-gecmisi`],
      ['POST', `${P}/toplu-fiyat`, { urunIdler: [id], tur: 'tutar', deger: -100, onizleme: false }], ['POST', `${P}/toplu-fiyat`, { urunIdler: [id], tur: 'tutar', deger: -100, onizleme: true }],
    ] as const) {
      expect((await C(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    // a product of A cannot be a campaign target or gift in C either
    expect((await json(await C('GET', P))).data).toEqual([]);
    expect(await menuSnapshot()).toBe(before);
  });
});
