import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { MAX_GOVDE } from '@lib/schemas/randevu/blog';
import { JSON_MAX, YUKLEME_MAX } from '@worker/http/body-limit';
import { BASE, SIFRE, buildWorld, call, gorselForm, json, login, loginResponse, nextIp, scalar, webpBytes, type World } from '../fixtures';

/** Request size (worker/http/body-limit.ts): every /api body is capped by its kind before anything parses it. */

let w: World;
let owner: string;
beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

const MB = 1024 * 1024;
const oturumlar = () => scalar<number>('SELECT count(*) FROM oturum WHERE kullanici_id = ?', w.user.waiter.id);

/** A body sent as a stream in 64 KB parts (no Content-Length, the runtime forwards it chunked): `bas`, `dolgu` spaces, `son`. */
function akis(bas: string, dolgu: number, son: string): ReadableStream<Uint8Array> {
  const parcalar: Uint8Array[] = [new TextEncoder().encode(bas)];
  for (let kalan = dolgu; kalan > 0; kalan -= 64 * 1024) parcalar.push(new Uint8Array(Math.min(64 * 1024, kalan)).fill(0x20));
  parcalar.push(new TextEncoder().encode(son));
  return new ReadableStream({
    pull(controller) {
      const parca = parcalar.shift();
      if (parca) controller.enqueue(parca);
      else controller.close();
    },
  });
}

describe('request size', () => {
  it('a 20 MB JSON login answers 413 in the caller\'s language and logs nobody in', async () => {
    const before = await oturumlar();
    const body = JSON.stringify({ email: w.user.waiter.email, password: SIFRE, dolgu: 'x'.repeat(20 * MB) });
    const response = await call('POST', '/api/auth/login', { rawBody: body, ip: nextIp() });
    expect(response.status).toBe(413);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await json(response)).toEqual({ success: false, errorCode: 'PAYLOAD_TOO_LARGE', errorDetail: TR['error.payloadTooLarge'].replace('{boyut}', '512 KB') });
    const english = await call('POST', '/api/auth/login', { rawBody: body, ip: nextIp(), lang: 'en' });
    expect((await json(english)).errorDetail).toBe('The data sent is too large (at most 512 KB). Please shorten it and try again.');
    expect(await oturumlar()).toBe(before);
    // a normal login still works
    expect((await loginResponse(w.user.waiter.email, SIFRE)).status).toBe(200);
  });

  it('counts a chunked body without Content-Length and refuses it once it passes the limit', async () => {
    const before = await oturumlar();
    // valid JSON of a correct login: without the limit it would log in
    const response = await akisla('/api/auth/login', akis(`{"email":"${w.user.waiter.email}","password":"${SIFRE}","dolgu":"`, JSON_MAX, '"}'));
    expect(response.status).toBe(413);
    expect((await json(response)).errorCode).toBe('PAYLOAD_TOO_LARGE');
    expect(await oturumlar()).toBe(before);
    // a small chunked body is read normally after counting
    const ok = await akisla('/api/auth/login', akis(`{"email":"${w.user.waiter.email}","password":"${SIFRE}","dolgu":"`, 100 * 1024, '"}'));
    expect(ok.status).toBe(200);
  });

  it('holds public routes to the same limit', async () => {
    const response = await call('POST', '/api/randevu/yok/sorgula', { rawBody: JSON.stringify({ dolgu: 'x'.repeat(2 * MB) }), lang: 'de' });
    expect(response.status).toBe(413);
    // the widget on a venue's own site must be able to read the refusal
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await json(response)).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE', errorDetail: 'Die gesendeten Daten sind zu groß (höchstens 512 KB). Bitte kürzen Sie sie und versuchen Sie es erneut.' });
  });

  it('lets the largest legal JSON body through: a blog post of MAX_GOVDE three-byte characters', async () => {
    const govdeHtml = `<p>${'€'.repeat(MAX_GOVDE - 7)}</p>`;
    const body = { baslik: 'En uzun yazı', govdeHtml };
    expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeGreaterThan(256 * 1024);
    const response = await call('POST', '/api/isletme/randevu/blog', { token: owner, venue: w.venue.A, body });
    expect(response.status).toBe(201);
    expect((await json(response)).data.govdeHtml).toBe(govdeHtml);
  });

  it('uploads an image at the image limit, and refuses a bigger multipart body before reading it', async () => {
    const P = '/api/isletme/qrmenu/gorsel';
    const objects = async () => (await env.IMAGES_BUCKET.list({ prefix: `menu/${w.venue.A}/` })).objects.length;
    const buyuk = await call('POST', P, { token: owner, venue: w.venue.A, form: gorselForm(webpBytes(MB)) });
    expect(buyuk.status).toBe(201);
    const before = await objects();
    const fazla = await call('POST', P, { token: owner, venue: w.venue.A, form: gorselForm(webpBytes(YUKLEME_MAX)), lang: 'ru' });
    expect(fazla.status).toBe(413);
    expect(await json(fazla)).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE', errorDetail: 'Размер изображения не более 1 МБ.' });
    expect(await objects()).toBe(before);
  });
});

/** POST with a streamed body (no Content-Length). */
function akisla(path: string, body: ReadableStream<Uint8Array>): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', origin: BASE, 'cf-connecting-ip': nextIp() }, duplex: 'half' } as RequestInit);
}
