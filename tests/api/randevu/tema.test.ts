import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, gorselForm, json, loginWith, scalar, webpBytes, type World } from '../fixtures';
import { kanalKur, type TestKanal } from './fixtures';

/** /api/isletme/randevu/tema (+ /tema/logo): the online channel theme and what the public calls then read. */

const P = '/api/isletme/randevu/tema';
const KEY = 'isletme:randevutakip:online-kanal-tema';
let w: World;
let k: TestKanal;
let editor: string;

const TEMA = {
  colors: { primary: '#7C3A6B', secondary: '#f6eef4', text: '#2b1d27' },
  logo: null,
  texts: { title: 'Lotus Güzellik', subtitle: 'Kadıköy', welcome: 'Hoş geldiniz.' },
  infoCards: {
    workingHours: { title: 'Çalışma Saatleri', hours: [{ days: 'Pazartesi - Cuma', time: '09:00 - 18:00' }, { days: 'Cumartesi - Pazar', time: 'KAPALI' }] },
    address: { title: 'Adres', text: 'Moda Cd. No:118, Kadıköy' },
    phone: { title: 'Telefon', text: '+90 216 555 78 90' },
  },
};
const KAYITLI = { ...TEMA, colors: { ...TEMA.colors, primary: '#7c3a6b' } };

const put = (body: unknown, options: { token?: string; venue?: number; lang?: string } = {}) =>
  call('PUT', P, { token: options.token ?? editor, venue: options.venue ?? k.isletmeId, body, lang: options.lang });
const ayarJson = async (isletmeId = k.isletmeId) => scalar<string>('SELECT ayar_json FROM randevu_kanal WHERE isletme_id = ?', isletmeId);
const logoYukle = (bytes: Uint8Array<ArrayBuffer>, options: { token?: string; venue?: number; type?: string } = {}) =>
  call('POST', `${P}/logo`, { token: options.token ?? editor, venue: options.venue ?? k.isletmeId, form: gorselForm(bytes, options.type) });

beforeAll(async () => {
  w = await buildWorld();
  k = await kanalKur({ ayarJson: { colors: { primary: '#0f766e' }, texts: { title: 'Eski başlık' }, yabanci: { x: 1 }, infoCards: { workingHours: { hours: [{ days: 'Pazar', time: 'Kapalı' }] } } } });
  editor = await loginWith(k.isletmeId, [KEY, `${KEY}:guncelle`]);
});

describe('channel theme', () => {
  it('GET shows the stored theme completed with defaults, closed days, bookable services and staff hours', async () => {
    const d = (await json(await call('GET', P, { token: editor, venue: k.isletmeId }))).data;
    expect(d.kanal).toEqual({ firmaKey: k.firmaKey, firmaAdi: k.firmaAdi, aktif: true });
    expect(d.tema.colors).toEqual({ primary: '#0f766e', secondary: '#f0fdfa', text: '#1f2937' });
    expect(d.tema.texts).toEqual({ title: 'Eski başlık', subtitle: '', welcome: '' });
    expect(d.tema).not.toHaveProperty('yabanci');
    expect(d.kapaliGunler).toEqual([0]);
    expect(d.hizmetler.map((h: { ad: string }) => h.ad)).toEqual(['Saç kesimi', 'Fön']);
    expect(d.calisma).toContainEqual({ gun: 1, baslangic: '09:00', bitis: '18:00' });
  });

  it('PUT saves exactly the schema keys; the public SPEC call returns that theme and closed days follow', async () => {
    const response = await put({ ...TEMA, yabanci: '<script>', texts: { ...TEMA.texts, html: '<b>x</b>' } });
    expect(response.status).toBe(200);
    const d = (await json(response)).data;
    expect(d.tema).toEqual(KAYITLI);
    expect(d.kapaliGunler).toEqual([0, 6]);
    expect(JSON.parse((await ayarJson())!)).toEqual(KAYITLI);

    for (const method of ['GET', 'POST'] as const) {
      const spec = method === 'GET'
        ? await call('GET', `/api/Rezervasyon/onlinekanalgetforclient?IsletmeId=${k.firmaKey}`)
        : await call('POST', '/api/Rezervasyon/onlinekanalgetforclient', { body: { IsletmeId: k.firmaKey } });
      const body = await json(spec);
      expect(body.success).toBe(true);
      expect(JSON.parse(body.data.ayarJson)).toEqual(KAYITLI);
    }
    const kanal = (await json(await call('GET', `/api/randevu/${k.firmaKey}/kanal`))).data;
    expect(kanal.closedWeekdays).toEqual([0, 6]);
    // the widget gets the colours checked and the accent's text colour computed (not the whole theme to parse)
    expect(kanal.renkler).toEqual({ a: '#7c3a6b', at: '#fff', s: '#f6eef4', x: '#2b1d27' });
    expect(kanal).not.toHaveProperty('ayarJson');
    // GET after PUT is the same theme
    expect((await json(await call('GET', P, { token: editor, venue: k.isletmeId }))).data.tema).toEqual(KAYITLI);
  });

  it('refuses bad input with a Turkish 400 and changes nothing; never a 500', async () => {
    const once = await ayarJson();
    const cases: Array<[unknown, string]> = [
      [{ ...TEMA, colors: { ...TEMA.colors, primary: 'kırmızı' } }, 'Ana renk #rrggbb biçiminde olmalı (örn. #7c3a6b).'],
      [{ ...TEMA, colors: { ...TEMA.colors, secondary: '#fff' } }, 'İkincil renk #rrggbb biçiminde olmalı (örn. #f6eef4).'],
      [{ ...TEMA, colors: { ...TEMA.colors, text: 12 } }, 'Metin rengi #rrggbb biçiminde olmalı (örn. #2b1d27).'],
      [{ ...TEMA, texts: { ...TEMA.texts, title: 'x'.repeat(81) } }, 'Başlık en fazla 80 karakter olabilir.'],
      [{ ...TEMA, texts: { ...TEMA.texts, welcome: 'x'.repeat(401) } }, 'Karşılama metni en fazla 400 karakter olabilir.'],
      [{ ...TEMA, infoCards: { ...TEMA.infoCards, workingHours: { title: '', hours: Array.from({ length: 15 }, () => ({ days: 'Pazar', time: 'Kapalı' })) } } }, 'Çalışma saatleri kartında en fazla 14 satır olabilir.'],
      [{ ...TEMA, infoCards: { ...TEMA.infoCards, workingHours: { title: '', hours: [{ days: 'Pazar', time: '' }] } } }, 'Çalışma saatlerinin her satırında hem gün hem saat yazılı olmalı.'],
      [{ ...TEMA, infoCards: { ...TEMA.infoCards, workingHours: { title: '', hours: [{ days: 'x'.repeat(41), time: 'Kapalı' }] } } }, 'Gün metni en fazla 40 karakter olabilir.'],
      [{ ...TEMA, infoCards: { ...TEMA.infoCards, workingHours: { title: '', hours: [{ days: 'Pazar', time: 'x'.repeat(41) }] } } }, 'Saat metni en fazla 40 karakter olabilir.'],
      [{ ...TEMA, infoCards: { ...TEMA.infoCards, phone: { title: '', text: '1'.repeat(41) } } }, 'Telefon en fazla 40 karakter olabilir.'],
      [{ ...TEMA, logo: '../../etc/passwd' }, 'Logo geçersiz; lütfen logoyu yeniden yükleyin.'],
      [{ ...TEMA, logo: 'menu/1/0123456789abcdef0123456789abcdef.webp' }, 'Logo geçersiz; lütfen logoyu yeniden yükleyin.'],
    ];
    for (const [body, message] of cases) {
      const response = await put(body);
      expect(response.status, message).toBe(400);
      expect(await json(response)).toMatchObject({ success: false, errorCode: 'VALIDATION', errorDetail: message });
    }
    expect((await json(await put(cases[0]![0], { lang: 'en' }))).errorDetail).toBe('The primary colour must use the #rrggbb format (e.g. #7c3a6b).');
    const weird: unknown[] = [[], 'metin', 5, null, { colors: null }, { colors: [] }, { texts: 'x' }, { infoCards: { workingHours: { hours: {} } } },
      { infoCards: { workingHours: { hours: [null, 1] } } }, { infoCards: { address: 7 } }, { logo: 123 }, { logo: {} }, { texts: { title: '\u0000' } }];
    for (const body of weird) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const invalid = await call('PUT', P, { token: editor, venue: k.isletmeId, rawBody: '{"colors":' });
    expect(invalid.status).toBe(400);
    expect(await ayarJson()).toBe(once);
  });

  it('view-only can read but not save or upload; no key reads nothing; another venue answers 403', async () => {
    const okuyan = await loginWith(k.isletmeId, [KEY]);
    const once = await ayarJson();
    expect((await call('GET', P, { token: okuyan, venue: k.isletmeId })).status).toBe(200);
    expect((await put(TEMA, { token: okuyan })).status).toBe(403);
    expect((await logoYukle(webpBytes(128), { token: okuyan })).status).toBe(403);
    expect((await call('GET', P, { token: await loginWith(k.isletmeId, ['isletme:randevutakip:online-kanal']), venue: k.isletmeId })).status).toBe(403);
    // an editor of venue C sending the salon's id, and the salon's editor sending C's id
    const cEditor = await loginWith(w.venue.C, [KEY, `${KEY}:guncelle`]);
    expect((await put({ ...TEMA, texts: { ...TEMA.texts, title: 'Ele geçirildi' } }, { token: cEditor })).status).toBe(403);
    expect((await put(TEMA, { venue: w.venue.C })).status).toBe(403);
    expect((await call('PUT', P, { venue: k.isletmeId, body: TEMA })).status).toBe(401);
    expect(await ayarJson()).toBe(once);
  });

  it('without a channel: GET says so, PUT and the logo upload answer 409 with the way forward', async () => {
    const bos = await loginWith(w.venue.C, [KEY, `${KEY}:guncelle`]);
    const d = (await json(await call('GET', P, { token: bos, venue: w.venue.C }))).data;
    expect(d.kanal).toBeNull();
    const response = await put(TEMA, { token: bos, venue: w.venue.C });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ errorCode: 'CHANNEL_MISSING', errorDetail: expect.stringContaining('Online Kanal ekranından') });
    expect((await logoYukle(webpBytes(128), { token: bos, venue: w.venue.C })).status).toBe(409);
    expect(await scalar('SELECT count(*) FROM randevu_kanal WHERE isletme_id = ?', w.venue.C)).toBe(0);
  });

  it('logo: WebP only, size limit, stored under the venue prefix, served publicly; foreign or missing keys are refused', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await logoYukle(png, { type: 'image/png' })).status).toBe(400);
    expect((await logoYukle(png, { type: 'image/webp' })).status).toBe(400);
    expect((await logoYukle(webpBytes(1024 * 1024 + 10))).status).toBe(413);

    const yuklendi = await logoYukle(webpBytes(300));
    expect(yuklendi.status).toBe(201);
    const { anahtar } = (await json(yuklendi)).data;
    expect(anahtar).toMatch(new RegExp(`^randevu/logo/${k.isletmeId}/[0-9a-f]{32}\\.webp$`));
    const gorsel = await call('GET', `/api/public/gorsel/${anahtar}`);
    expect(gorsel.status).toBe(200);
    expect(gorsel.headers.get('content-type')).toBe('image/webp');

    expect((await put({ ...TEMA, logo: anahtar })).status).toBe(200);
    expect(JSON.parse((await ayarJson())!).logo).toBe(anahtar);
    // the stored logo stays valid even if the object is gone; a new key must exist and be this venue's
    await env.IMAGES_BUCKET.delete(anahtar);
    expect((await put({ ...TEMA, logo: anahtar, texts: { ...TEMA.texts, title: 'Yeni' } })).status).toBe(200);
    expect((await put({ ...TEMA, logo: `randevu/logo/${k.isletmeId}/${'a'.repeat(32)}.webp` })).status).toBe(400);
    const baska = await kanalKur();
    const baskaAnahtar = (await json(await logoYukle(webpBytes(200), { token: await loginWith(baska.isletmeId, [KEY, `${KEY}:guncelle`]), venue: baska.isletmeId }))).data.anahtar;
    expect((await put({ ...TEMA, logo: baskaAnahtar })).status).toBe(400);
    expect(JSON.parse((await ayarJson())!).logo).toBe(anahtar);
    expect((await put({ ...TEMA, logo: null })).status).toBe(200);
    expect(JSON.parse((await ayarJson())!).logo).toBeNull();
  });
});
