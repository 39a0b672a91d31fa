import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, insertKampanya, insertKategori, insertUrun, json, login, loginWith, menuSnapshot, menuSurum, scalar, type World } from '../fixtures';

/** /api/isletme/qrmenu/kampanyalar: rules per type, derived state, end now, tenancy. */

const P = '/api/isletme/qrmenu/kampanyalar';
let w: World;
let owner: string;
let kahveler: number;
let kurabiye: number;
let latte: number;
const A = (method: string, path: string, body?: unknown, lang?: string) => call(method, path, { token: owner, venue: w.venue.A, body, lang });
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const DAY = 86_400_000;

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  kahveler = await insertKategori(w.venue.A, 'Kahveler');
  kurabiye = await insertUrun(w.venue.A, kahveler, 'Kurabiye', 4_000);
  latte = await insertUrun(w.venue.A, kahveler, 'Latte', 11_000);
});

const happyHour = (extra: Record<string, unknown> = {}) => ({
  baslik: { tr: 'Happy Hour', en: 'Happy Hour' },
  aciklama: { tr: 'Hafta içi 15:00–17:00 soğuk içeceklerde %20 indirim' },
  tur: 'yuzde_indirim',
  deger: 20,
  kategoriIdler: [kahveler],
  baslangic: iso(-DAY),
  bitis: iso(60 * DAY),
  haftalikSaatler: [{ gunler: [1, 2, 3, 4, 5], baslangic: '15:00', bitis: '17:00' }],
  ...extra,
});

describe('campaigns', () => {
  it('creates each type and lists it with its derived state', async () => {
    const before = await menuSurum(w.venue.A);
    const hh = await A('POST', P, happyHour());
    expect(hh.status).toBe(201);
    const hhId = (await json(hh)).data.id;
    const hediye = await json(await A('POST', P, happyHour({ baslik: { tr: '2 kahveye 1 kurabiye hediye' }, tur: 'hediye_urun', deger: 0, hediyeUrunId: kurabiye, haftalikSaatler: [] })));
    const sabit = await json(await A('POST', P, happyHour({ baslik: { tr: 'Latte 90 ₺' }, tur: 'sabit_fiyat', deger: 9_000, hediyeUrunId: kurabiye, urunIdler: [latte, latte], kategoriIdler: [], baslangic: iso(DAY), bitis: iso(2 * DAY), haftalikSaatler: [] })));
    expect(await menuSurum(w.venue.A)).toBe(before + 3);
    const list = (await json(await A('GET', P))).data;
    const g = list.find((k: { id: number }) => k.id === hediye.data.id);
    expect(g).toMatchObject({ tur: 'hediye_urun', hediyeUrunId: kurabiye, durum: 'aktif', aktif: true, baslik: { tr: '2 kahveye 1 kurabiye hediye', en: '', de: '', ru: '' } });
    expect(g.degisimMs).toBe(Date.parse(g.bitis));
    const s = list.find((k: { id: number }) => k.id === sabit.data.id);
    // a gift id on another type is dropped; duplicate targets collapse
    expect(s).toMatchObject({ tur: 'sabit_fiyat', deger: 9_000, hediyeUrunId: null, urunIdler: [latte], durum: 'yaklasan' });
    expect(s.degisimMs).toBe(Date.parse(s.baslangic));
    const h = list.find((k: { id: number }) => k.id === hhId);
    // happy hour: active inside a weekday 15:00–17:00 window, otherwise upcoming until the next one
    expect(['aktif', 'yaklasan']).toContain(h.durum);
    expect(h.degisimMs).toBeGreaterThan(Date.now());
    expect(h.degisimMs).toBeLessThan(Date.now() + 4 * DAY);
    expect(h.haftalikSaatler).toEqual([{ gunler: [1, 2, 3, 4, 5], baslangic: '15:00', bitis: '17:00' }]);
  });

  it('normalises times to UTC ISO', async () => {
    const id = (await json(await A('POST', P, happyHour({ baslangic: '2030-01-01T10:00:00+03:00', bitis: '2030-01-02T10:00:00+03:00', haftalikSaatler: [] })))).data.id;
    const row = await env.DB.prepare('SELECT baslangic, bitis FROM menu_kampanya WHERE id = ?').bind(id).first();
    expect(row).toEqual({ baslangic: '2030-01-01T07:00:00.000Z', bitis: '2030-01-02T07:00:00.000Z' });
  });

  it('enforces the business rules with 400 in the caller\'s language', async () => {
    const yabanciKat = await insertKategori(w.venue.C, 'C');
    const yabanciUrun = await insertUrun(w.venue.C, yabanciKat, 'C ürünü');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bitis: iso(-2 * DAY) }, 'The end time must be after the start.'],
      [{ deger: 0 }, 'The discount percent must be between 1 and 100.'],
      [{ deger: 101 }, 'The discount percent must be between 1 and 100.'],
      [{ tur: 'sabit_fiyat', deger: 0 }, 'The campaign price must be greater than zero.'],
      [{ tur: 'hediye_urun', hediyeUrunId: null }, 'Choose a bonus product of this venue for a bonus item campaign.'],
      [{ tur: 'hediye_urun', hediyeUrunId: yabanciUrun }, 'Choose a bonus product of this venue for a bonus item campaign.'],
      [{ urunIdler: [latte, yabanciUrun] }, "The campaign's products and categories must belong to this venue."],
      [{ kategoriIdler: [yabanciKat] }, "The campaign's products and categories must belong to this venue."],
      [{ kategoriIdler: [777_777] }, "The campaign's products and categories must belong to this venue."],
      [{ baslangic: 'yarın' }, 'Enter a valid time.'],
      [{ haftalikSaatler: [{ gunler: [1], baslangic: '25:00', bitis: '02:00' }] }, 'Enter a valid time.'],
      [{ tur: 'bedava' }, 'The submitted information is invalid.'],
      [{ baslik: { tr: '' } }, 'Turkish text is required.'],
    ];
    const before = await menuSnapshot();
    for (const [patch, message] of cases) {
      const response = await A('POST', P, happyHour(patch), 'en');
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect((await json(response)).errorDetail, JSON.stringify(patch)).toBe(message);
    }
    expect(await menuSnapshot()).toBe(before);
  });

  it('updates, ends now (an upcoming one too) and deletes', async () => {
    const id = (await json(await A('POST', P, happyHour()))).data.id;
    expect((await A('PUT', `${P}/${id}`, happyHour({ deger: 25 }))).status).toBe(200);
    expect(await scalar('SELECT deger FROM menu_kampanya WHERE id = ?', id)).toBe(25);
    const before = await menuSurum(w.venue.A);
    const ended = await json(await A('POST', `${P}/${id}/bitir`));
    expect(Math.abs(Date.parse(ended.data.bitis) - Date.now())).toBeLessThan(10_000);
    expect(await scalar('SELECT aktif FROM menu_kampanya WHERE id = ?', id)).toBe(1);
    expect((await json(await A('GET', P))).data.find((k: { id: number }) => k.id === id)).toMatchObject({ durum: 'bitti', degisimMs: null });
    expect(await menuSurum(w.venue.A)).toBe(before + 1);

    const upcoming = await insertKampanya(w.venue.A, { baslangic: iso(5 * DAY), bitis: iso(9 * DAY) });
    expect((await A('POST', `${P}/${upcoming}/bitir`)).status).toBe(200);
    const row = await env.DB.prepare('SELECT baslangic, bitis FROM menu_kampanya WHERE id = ?').bind(upcoming).first<{ baslangic: string; bitis: string }>();
    expect(Date.parse(row!.bitis)).toBeLessThanOrEqual(Date.now());
    expect(row!.baslangic < row!.bitis).toBe(true);

    expect((await A('DELETE', `${P}/${id}`)).status).toBe(200);
    expect(await scalar('SELECT count(*) FROM menu_kampanya WHERE id = ?', id)).toBe(0);
    expect((await A('DELETE', `${P}/${id}`)).status).toBe(404);
  });

  it('stores XSS text verbatim', async () => {
    const xss = '</script><svg onload=alert(1)>';
    const id = (await json(await A('POST', P, happyHour({ baslik: { tr: xss }, aciklama: { tr: xss, ru: xss } })))).data.id;
    const k = (await json(await A('GET', P))).data.find((c: { id: number }) => c.id === id);
    expect(k.baslik.tr).toBe(xss);
    expect(k.aciklama.ru).toBe(xss);
  });
});

describe('campaign security', () => {
  it('garson and a set without :ekle get 403', async () => {
    const id = await insertKampanya(w.venue.A);
    const before = await menuSnapshot();
    const waiter = await login(w.user.waiter.email);
    const viewer = await loginWith(w.venue.A, ['isletme:qrmenu:menu']);
    for (const token of [waiter, viewer]) {
      for (const [method, path, body] of [['POST', P, happyHour()], ['PUT', `${P}/${id}`, happyHour()], ['POST', `${P}/${id}/bitir`], ['DELETE', `${P}/${id}`]] as const) {
        expect((await call(method, path, { token, venue: w.venue.A, body })).status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await call('GET', P, { token: waiter, venue: w.venue.A })).status).toBe(403);
    expect((await call('GET', P, { token: viewer, venue: w.venue.A })).status).toBe(200);
    expect(await menuSnapshot()).toBe(before);
  });

  it("another venue's campaign ids answer 404 and change nothing", async () => {
    const id = await insertKampanya(w.venue.A);
    const C = await login(w.user.cOwner.email);
    const cKat = await insertKategori(w.venue.C, 'C');
    const before = await menuSnapshot();
    for (const [method, path, body] of [['PUT', `${P}/${id}`, happyHour({ kategoriIdler: [cKat] })], ['POST', `${P}/${id}/bitir`], ['DELETE', `${P}/${id}`]] as const) {
      expect((await call(method, path, { token: C, venue: w.venue.C, body })).status, `${method} ${path}`).toBe(404);
    }
    expect((await json(await call('GET', P, { token: C, venue: w.venue.C }))).data).toEqual([]);
    expect(await menuSnapshot()).toBe(before);
  });
});
