import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_OVERLAY, TUM_TR as TR } from '@lib/i18n/tum';
import { isGunuAraligi } from '@lib/zaman/isgunu';
import { isletmeZamani } from '@worker/db/parametre';
import { buildWorld, call, insertKategori, json, login, loginWith, scalar, type Json, type World } from '../fixtures';

const P = '/api/isletme/parametre';
const KEY = 'isletme:ayarlar:yonetim:parametre';
let w: World;
let owner: string;
let ust1: number;
let ust2: number;
let alt: number;
let yabanci: number;

const istek = (method: string, path: string, body?: unknown, opts: { token?: string; venue?: number; lang?: string } = {}) =>
  call(method, path, { token: opts.token ?? owner, venue: opts.venue ?? w.venue.A, body, lang: opts.lang });

const form = (patch: Record<string, unknown> = {}) => ({
  ad: 'Kahve Durağı', adres: 'Işıklar Cd. No:24, Muratpaşa', sehir: 'Antalya', telefon: '+90 242 555 12 34', vergiNo: '1234567890',
  saatDilimi: 'Europe/Istanbul', gunDonumuSaat: 3, odemeYontemleri: ['nakit', 'kart', 'yemek_karti'], kdvOranlari: [1, 10, 20], varsayilanKdv: 10,
  kategoriKdv: [], fisUstBilgi: 'KAHVE DURAĞI\nIşıklar Cd. No:24', fisAltBilgi: 'Yine bekleriz!', misafirDilleri: ['tr', 'en'], paraGosterimi: 'sembol_sonra', ...patch,
});

/** Everything a parameter save may touch, as one comparable value. */
async function durum(): Promise<string> {
  const results = await env.DB.batch([
    'SELECT * FROM isletme ORDER BY id', 'SELECT * FROM isletme_parametre ORDER BY isletme_id', 'SELECT * FROM parametre_log ORDER BY id', 'SELECT id, kdv_orani FROM menu_kategori ORDER BY id',
  ].map((sql) => env.DB.prepare(sql)));
  return JSON.stringify(results.map((r) => r.results));
}

const logSatirlari = async (): Promise<Json[]> => (await env.DB.prepare('SELECT alan, eski, yeni, kullanici_id FROM parametre_log WHERE isletme_id = ? ORDER BY id').bind(w.venue.A).all()).results;

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  ust1 = await insertKategori(w.venue.A, 'Kahveler', null, 1);
  ust2 = await insertKategori(w.venue.A, 'Tatlılar', null, 2);
  alt = await insertKategori(w.venue.A, 'Filtre', ust1);
  yabanci = await insertKategori(w.venue.C, 'Çorbalar');
});

describe('GET /parametre', () => {
  it('a venue without a parameter row reads the defaults and its top categories', async () => {
    const response = await istek('GET', P);
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data).toMatchObject({
      ad: 'Kahve Durağı', sehir: 'Antalya', adres: '', telefon: '', saatDilimi: 'Europe/Istanbul', vergiNo: null, gunDonumuSaat: 0,
      odemeYontemleri: ['nakit', 'kart', 'havale'], kdvOranlari: [1, 10, 20], varsayilanKdv: 10, fisUstBilgi: '', fisAltBilgi: '', misafirDilleri: ['tr', 'en', 'de', 'ru'], paraGosterimi: 'sembol_sonra', guncelleme: null,
    });
    expect(data.kategoriler.map((k: Json) => [k.id, k.ad.tr, k.kdv])).toEqual([[ust1, 'Kahveler', null], [ust2, 'Tatlılar', null]]);
  });

  it('isletmeZamani reads defaults for a venue without a row and for an unknown venue', async () => {
    expect(await isletmeZamani(env.DB, w.venue.B)).toEqual({ saatDilimi: 'Europe/Istanbul', gunDonumuSaat: 0 });
    expect(await isletmeZamani(env.DB, 987654)).toEqual({ saatDilimi: 'Europe/Istanbul', gunDonumuSaat: 0 });
  });
});

describe('PUT /parametre', () => {
  it('saves every field, answers the stored state and logs one row per changed field', async () => {
    const response = await istek('PUT', P, form({ kategoriKdv: [{ id: ust1, kdv: 20 }, { id: ust2, kdv: null }] }));
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data).toMatchObject({ vergiNo: '1234567890', gunDonumuSaat: 3, odemeYontemleri: ['nakit', 'kart', 'yemek_karti'], telefon: '+90 242 555 12 34', misafirDilleri: ['tr', 'en'] });
    expect(data.kategoriler.map((k: Json) => k.kdv)).toEqual([20, null]);
    expect(data.guncelleme).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await scalar('SELECT telefon FROM isletme WHERE id = ?', w.venue.A)).toBe('+90 242 555 12 34');
    expect(await scalar('SELECT kdv_orani FROM menu_kategori WHERE id = ?', ust1)).toBe(20);

    const rows = await logSatirlari();
    const byAlan = Object.fromEntries(rows.map((r) => [r.alan, r]));
    // unchanged: ad, sehir, saatDilimi, kdvOranlari, varsayilanKdv, paraGosterimi, ust2 (null → null)
    expect(Object.keys(byAlan).sort()).toEqual(['adres', 'fisAltBilgi', 'fisUstBilgi', `kategoriKdv:${ust1}`, 'gunDonumuSaat', 'misafirDilleri', 'odemeYontemleri', 'telefon', 'vergiNo'].sort());
    expect(rows).toHaveLength(9);
    expect(byAlan.vergiNo).toEqual({ alan: 'vergiNo', eski: null, yeni: '1234567890', kullanici_id: w.user.owner.id });
    expect(byAlan.gunDonumuSaat).toMatchObject({ eski: '0', yeni: '3' });
    expect(byAlan.odemeYontemleri).toMatchObject({ eski: '["nakit","kart","havale"]', yeni: '["nakit","kart","yemek_karti"]' });
    expect(byAlan[`kategoriKdv:${ust1}`]).toMatchObject({ eski: null, yeni: '20' });
    expect(byAlan.telefon).toMatchObject({ eski: null, yeni: '+90 242 555 12 34' });
  });

  it('saving the same values again logs nothing; one change logs one row with old and new', async () => {
    const before = (await logSatirlari()).length;
    expect((await istek('PUT', P, form({ kategoriKdv: [{ id: ust1, kdv: 20 }] }))).status).toBe(200);
    expect((await logSatirlari()).length).toBe(before);
    expect((await istek('PUT', P, form({ ad: 'Kahve Durağı Lara', kategoriKdv: [{ id: ust1, kdv: 20 }] }))).status).toBe(200);
    const rows = await logSatirlari();
    expect(rows.slice(before)).toEqual([{ alan: 'ad', eski: 'Kahve Durağı', yeni: 'Kahve Durağı Lara', kullanici_id: w.user.owner.id }]);
    await istek('PUT', P, form());
  });

  it('the business day of the venue follows the saved zone and cutoff (isletmeZamani)', async () => {
    expect((await istek('PUT', P, form({ saatDilimi: 'europe/berlin', gunDonumuSaat: 5 }))).status).toBe(200);
    const zaman = await isletmeZamani(env.DB, w.venue.A);
    expect(zaman).toEqual({ saatDilimi: 'Europe/Berlin', gunDonumuSaat: 5 });
    expect(isGunuAraligi('2026-03-28', zaman.saatDilimi, zaman.gunDonumuSaat)).toEqual({ baslangic: '2026-03-28T04:00:00.000Z', bitis: '2026-03-29T03:00:00.000Z' });
    await istek('PUT', P, form());
  });

  const MESAJ: Record<string, Record<string, unknown>> = { tr: TR, ...TUM_OVERLAY };
  const GECERSIZ: Array<[string, Record<string, unknown>, string]> = [
    ['ad', { ad: 'K' }, 'parametre.v.ad'],
    ['adres', { adres: 'a'.repeat(301) }, 'parametre.v.adres'],
    ['sehir', { sehir: 's'.repeat(61) }, 'parametre.v.sehir'],
    ['telefon', { telefon: 'ara beni' }, 'parametre.v.telefon'],
    ['vergiNo biçim', { vergiNo: '12345' }, 'parametre.v.vergiNo'],
    ['vergiNo kontrol', { vergiNo: '1234567891' }, 'parametre.v.vergiNoKontrol'],
    ['saatDilimi', { saatDilimi: 'Europe/Atlantis' }, 'parametre.v.saatDilimi'],
    ['gunDonumuSaat', { gunDonumuSaat: 13 }, 'parametre.v.gunDonumu'],
    ['odemeYontemleri', { odemeYontemleri: [] }, 'parametre.v.odeme'],
    ['kdvOranlari', { kdvOranlari: [18] }, 'parametre.v.kdvOranlari'],
    ['varsayilanKdv', { varsayilanKdv: 0 }, 'parametre.v.varsayilanKdv'],
    ['kategoriKdv', { kategoriKdv: [{ id: 1, kdv: 8 }] }, 'parametre.v.kategoriKdv'],
    ['fisUstBilgi', { fisUstBilgi: 'x'.repeat(301) }, 'parametre.v.fisUst'],
    ['fisAltBilgi', { fisAltBilgi: '1\n2\n3\n4\n5\n6\n7\n8\n9' }, 'parametre.v.fisAlt'],
    ['misafirDilleri', { misafirDilleri: ['en'] }, 'parametre.v.diller'],
    ['paraGosterimi', { paraGosterimi: '$' }, 'parametre.v.para'],
  ];

  it.each(GECERSIZ)('%s invalid → 400 in the request language, nothing changed', async (_alan, patch, key) => {
    const before = await durum();
    for (const lang of ['tr', 'en', 'de', 'ru']) {
      const response = await istek('PUT', P, form(patch), { lang });
      expect(response.status, lang).toBe(400);
      const body = await json(response);
      expect(body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
      expect(body.errorDetail, lang).toBe(MESAJ[lang]![key]);
    }
    expect(await durum()).toBe(before);
  });

  it.each([
    ['missing field', (() => { const f: Record<string, unknown> = form(); delete f.saatDilimi; return f; })()],
    ['wrong types', form({ ad: 42, gunDonumuSaat: '3', odemeYontemleri: 'nakit', kategoriKdv: {} })],
    ['nested junk', form({ kategoriKdv: [{ id: 'x', kdv: null }, null] })],
  ])('%s → 400, never 500', async (_ad, body) => {
    const before = await durum();
    const response = await istek('PUT', P, body);
    expect(response.status).toBe(400);
    expect((await json(response)).success).toBe(false);
    expect(await durum()).toBe(before);
  });

  it('bad JSON → 400', async () => {
    const response = await call('PUT', P, { token: owner, venue: w.venue.A, rawBody: '{"ad":' });
    expect(response.status).toBe(400);
    expect((await json(response)).errorCode).toBe('INVALID_JSON');
  });

  it("a category of another venue, or a subcategory, answers 404 and changes nothing", async () => {
    const before = await durum();
    for (const kategoriKdv of [[{ id: yabanci, kdv: 20 }], [{ id: ust1, kdv: 10 }, { id: yabanci, kdv: 1 }], [{ id: alt, kdv: 20 }], [{ id: 99_999_999, kdv: 20 }]]) {
      const response = await istek('PUT', P, form({ ad: 'Ele geçirildi', kategoriKdv }));
      expect(response.status, JSON.stringify(kategoriKdv)).toBe(404);
      expect(await json(response)).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
    expect(await durum()).toBe(before);
    expect(await scalar('SELECT kdv_orani FROM menu_kategori WHERE id = ?', yabanci)).toBeNull();
  });

  it('the saved values of venue A stay in A: B reads its own', async () => {
    const { data } = await json(await istek('GET', P, undefined, { venue: w.venue.B }));
    expect(data).toMatchObject({ ad: 'Güzellik Salonu Lotus', vergiNo: null, gunDonumuSaat: 0, kategoriler: [] });
  });
});

describe('permissions', () => {
  it('the waiter gets 403 on every parameter route and changes nothing', async () => {
    const garson = await login(w.user.waiter.email);
    const before = await durum();
    for (const [method, path, body] of [['GET', P], ['PUT', P, form({ ad: 'Garson kafe' })], ['GET', `${P}/log`]] as const) {
      const response = await istek(method, path, body, { token: garson });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await json(response)).errorCode).toBe('FORBIDDEN');
    }
    expect(await durum()).toBe(before);
  });

  it('the screen key alone reads but cannot save; :guncelle saves', async () => {
    const okur = await loginWith(w.venue.A, [KEY]);
    expect((await istek('GET', P, undefined, { token: okur })).status).toBe(200);
    expect((await istek('GET', `${P}/log`, undefined, { token: okur })).status).toBe(200);
    const before = await durum();
    expect((await istek('PUT', P, form({ ad: 'Okur kafe' }), { token: okur })).status).toBe(403);
    expect(await durum()).toBe(before);
    const yazar = await loginWith(w.venue.A, [KEY, `${KEY}:guncelle`]);
    expect((await istek('PUT', P, form({ sehir: 'İzmir' }), { token: yazar })).status).toBe(200);
    await istek('PUT', P, form());
  });
});

describe('GET /parametre/log', () => {
  it('newest first, with the user name, the category name and paging', async () => {
    // 25 more changes so there are at least two pages
    for (let i = 0; i < 25; i++) await istek('PUT', P, form({ fisAltBilgi: `Teşekkürler ${i}` }));
    await istek('PUT', P, form({ fisAltBilgi: 'Teşekkürler 24', kategoriKdv: [{ id: ust2, kdv: 1 }] }));
    const toplam = (await scalar<number>('SELECT count(*) FROM parametre_log WHERE isletme_id = ?', w.venue.A))!;
    const sayfa1 = (await json(await istek('GET', `${P}/log`))).data;
    expect(sayfa1).toMatchObject({ sayfa: 1, boyut: 20, toplam });
    expect(sayfa1.satirlar).toHaveLength(20);
    expect(sayfa1.satirlar[0]).toMatchObject({ alan: `kategoriKdv:${ust2}`, eski: null, yeni: '1', kullanici: 'Test sahip', kategori: { tr: 'Tatlılar' } });
    expect(sayfa1.satirlar[1]).toMatchObject({ alan: 'fisAltBilgi', eski: 'Teşekkürler 23', yeni: 'Teşekkürler 24', kategori: null });
    const zamanlar = sayfa1.satirlar.map((s: Json) => s.zaman);
    expect([...zamanlar].sort().reverse()).toEqual(zamanlar);
    const sayfa2 = (await json(await istek('GET', `${P}/log?sayfa=2`))).data;
    expect(sayfa2.satirlar.length).toBe(Math.min(20, toplam - 20));
    expect(sayfa2.satirlar[0].id).toBeLessThan(sayfa1.satirlar[19].id);
    // another venue's log is its own
    expect((await json(await istek('GET', `${P}/log`, undefined, { venue: w.venue.B }))).data).toMatchObject({ satirlar: [], toplam: 0 });
  });

  it.each(['0', 'abc', '-1', '1.5', '1000000'])('sayfa=%s → 400', async (sayfa) => {
    const response = await istek('GET', `${P}/log?sayfa=${sayfa}`, undefined, { lang: 'en' });
    expect(response.status).toBe(400);
    expect((await json(response)).errorDetail).toBe(TUM_OVERLAY.en['error.invalidInput']);
  });
});
