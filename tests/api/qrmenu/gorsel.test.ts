import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, gorselForm, json, login, loginWith, menuSnapshot, webpBytes, type World } from '../fixtures';

/** POST /api/isletme/qrmenu/gorsel: WebP only (by magic bytes), 1 MB, stored in R2 under the venue's prefix. */

const P = '/api/isletme/qrmenu/gorsel';
let w: World;
let owner: string;
const upload = (form: FormData, token = owner, venue: number = w.venue.A, lang?: string) => call('POST', P, { token, venue, form, lang });
const objects = async (isletmeId: number) => (await env.IMAGES_BUCKET.list({ prefix: `menu/${isletmeId}/` })).objects.length;

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

// PNG signature followed by an IHDR chunk start
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1]);

describe('image upload', () => {
  it('stores a WebP under menu/{venue}/ and answers its key; the object is in R2 afterwards', async () => {
    const bytes = webpBytes(2048);
    const before = await menuSnapshot();
    const response = await upload(gorselForm(bytes));
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(data.anahtar).toMatch(new RegExp(`^menu/${w.venue.A}/[0-9a-f]{32}\\.webp$`));
    const object = await env.IMAGES_BUCKET.get(data.anahtar);
    expect(object).not.toBeNull();
    expect(object!.httpMetadata?.contentType).toBe('image/webp');
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
    // uploading alone does not change the menu
    expect(await menuSnapshot()).toBe(before);
    // two uploads never share a key
    const second = await json(await upload(gorselForm(bytes)));
    expect(second.data.anahtar).not.toBe(data.anahtar);
  });

  it('accepts exactly 1 MB and refuses more (413, clear message)', async () => {
    expect((await upload(gorselForm(webpBytes(1024 * 1024)))).status).toBe(201);
    const before = await objects(w.venue.A);
    const response = await upload(gorselForm(webpBytes(1024 * 1024 + 1)), owner, w.venue.A, 'en');
    expect(response.status).toBe(413);
    expect(await json(response)).toMatchObject({ success: false, errorCode: 'IMAGE_TOO_LARGE', errorDetail: 'The image may be at most 1 MB.' });
    expect((await upload(gorselForm(webpBytes(3 * 1024 * 1024)))).status).toBe(413);
    expect(await objects(w.venue.A)).toBe(before);
  });

  it('judges by the bytes: PNG bytes named .webp with type image/webp are refused, and so is a WebP declared as PNG', async () => {
    const before = await objects(w.venue.A);
    const png = await upload(gorselForm(PNG, 'image/webp', 'foto.webp'), owner, w.venue.A, 'de');
    expect(png.status).toBe(400);
    expect(await json(png)).toMatchObject({ errorCode: 'IMAGE_TYPE', errorDetail: 'Es können nur WebP-Bilder hochgeladen werden.' });
    const riffWav = webpBytes(64);
    riffWav.set(new TextEncoder().encode('WAVE'), 8);
    for (const form of [gorselForm(riffWav), gorselForm(webpBytes(64), 'image/png', 'x.png'), gorselForm(new TextEncoder().encode('<svg onload=alert(1)>'), 'image/webp'), gorselForm(new Uint8Array(0))]) {
      expect((await upload(form)).status).toBe(400);
    }
    expect(await objects(w.venue.A)).toBe(before);
  });

  it('needs a file in the field `dosya` of a multipart body', async () => {
    const asText = new FormData();
    asText.append('dosya', 'RIFF0000WEBP');
    for (const form of [gorselForm(webpBytes(), 'image/webp', 'x.webp', 'file'), asText]) {
      const response = await upload(form, owner, w.venue.A, 'en');
      expect(response.status).toBe(400);
      expect((await json(response)).errorDetail).toBe('Choose an image file.');
    }
    for (const [rawBody, contentType] of [['{}', 'application/json'], ['--x\r\nbroken', 'multipart/form-data; boundary=x'], ['', 'multipart/form-data']]) {
      const response = await call('POST', P, { token: owner, venue: w.venue.A, rawBody, contentType });
      expect(response.status, contentType).toBe(400);
    }
  });

  it('is open to any of the add/edit keys of products or categories, and to nobody else', async () => {
    for (const key of ['isletme:qrmenu:urunler:ekle', 'isletme:qrmenu:urunler:guncelle', 'isletme:qrmenu:kategori:ekle', 'isletme:qrmenu:kategori:guncelle']) {
      expect((await upload(gorselForm(webpBytes()), await loginWith(w.venue.A, [key]))).status, key).toBe(201);
    }
    const before = await objects(w.venue.A);
    for (const keys of [['isletme:qrmenu:urunler', 'isletme:qrmenu:kategori', 'isletme:qrmenu:urunler:sil', 'isletme:qrmenu:menu:guncelle'], []]) {
      expect((await upload(gorselForm(webpBytes()), await loginWith(w.venue.A, keys))).status).toBe(403);
    }
    expect((await upload(gorselForm(webpBytes()), await login(w.user.waiter.email))).status).toBe(403);
    // another venue's header: the membership check refuses before anything is stored
    expect((await upload(gorselForm(webpBytes()), owner, w.venue.C)).status).toBe(403);
    expect(await objects(w.venue.A)).toBe(before);
    expect(await objects(w.venue.C)).toBe(0);
  });
});
