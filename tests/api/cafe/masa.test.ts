import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, insertMasa, json, login, loginWith, menuSnapshot, menuSurum, scalar, type World } from '../fixtures';

/** Cafe areas and tables (/api/isletme/cafe): areas, tables, the floor plan, order, deletes, permissions, other venues. */

const P = '/api/isletme/cafe';
const KEY = 'isletme:qrmenu:cafe-yonetim:masa';
let w: World;
let owner: string;
const A = (method: string, path: string, body?: unknown, lang?: string) => call(method, `${P}${path}`, { token: owner, venue: w.venue.A, body, lang });
const duzen = async () => (await json(await A('GET', '/masalar'))).data as { alanlar: Array<{ id: number; ad: string; sira: number; aktif: boolean }>; masalar: Array<{ id: number; ad: string; alanId: number; sira: number; kapasite: number; aktif: boolean; planX: number | null; planY: number | null }> };
const alanEkle = async (ad: string) => (await json(await A('POST', '/alanlar', { ad }))).data.id as number;
const masaEkle = async (ad: string, alanId: number, kapasite = 4) => (await json(await A('POST', '/masalar', { ad, alanId, kapasite }))).data.id as number;

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

describe('areas', () => {
  it('adds in order, renames, deactivates, reorders; a taken name is 409 in the caller\'s language', async () => {
    const salon = await alanEkle('Salon');
    const bahce = await alanEkle(' Bahçe ');
    const teras = await alanEkle('Teras');
    expect((await duzen()).alanlar).toEqual([
      { id: salon, ad: 'Salon', sira: 1, aktif: true }, { id: bahce, ad: 'Bahçe', sira: 2, aktif: true }, { id: teras, ad: 'Teras', sira: 3, aktif: true },
    ]);
    const dup = await A('POST', '/alanlar', { ad: 'Salon' }, 'en');
    expect(dup.status).toBe(409);
    expect(await json(dup)).toMatchObject({ errorCode: 'NAME_TAKEN', errorDetail: 'An area with this name already exists.' });
    expect((await A('PUT', `/alanlar/${teras}`, { ad: 'Bahçe' })).status).toBe(409);

    expect((await A('PUT', `/alanlar/${teras}`, { ad: 'Çatı Terası', aktif: false })).status).toBe(200);
    expect((await A('PUT', '/alanlar/sira', { idler: [teras, salon, bahce] })).status).toBe(200);
    expect((await duzen()).alanlar).toEqual([
      { id: teras, ad: 'Çatı Terası', sira: 1, aktif: false }, { id: salon, ad: 'Salon', sira: 2, aktif: true }, { id: bahce, ad: 'Bahçe', sira: 3, aktif: true },
    ]);
    // an order must name every area of the venue exactly once
    for (const idler of [[teras, salon], [teras, salon, bahce, bahce], [teras, salon, 999999], []]) {
      expect((await A('PUT', '/alanlar/sira', { idler })).status, JSON.stringify(idler)).toBe(400);
    }
    for (const ad of ['', '   ', 'x'.repeat(41), 5, null]) expect((await A('POST', '/alanlar', { ad })).status, String(ad)).toBe(400);
    const bad = await A('POST', '/alanlar', { ad: '' }, 'en');
    expect(await json(bad)).toMatchObject({ errorCode: 'VALIDATION', errorDetail: 'The name must be 1–40 characters.', data: { alanlar: { ad: 'The name must be 1–40 characters.' } } });
  });

  it('deletes only an empty area (409 with tables in it)', async () => {
    const dolu = await alanEkle('Dolu alan');
    const masa = await masaEkle('Dolu alan 1', dolu);
    const res = await A('DELETE', `/alanlar/${dolu}`, undefined, 'en');
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ errorCode: 'AREA_NOT_EMPTY' });
    expect(await scalar('SELECT count(*) FROM cafe_alan WHERE id = ?', dolu)).toBe(1);
    expect((await A('DELETE', `/masalar/${masa}`)).status).toBe(200);
    expect((await A('DELETE', `/alanlar/${dolu}`)).status).toBe(200);
    expect((await A('DELETE', `/alanlar/${dolu}`)).status).toBe(404);
  });
});

describe('tables', () => {
  it('adds into an area at its end, edits, moves to another area (off the plan, at its end), deactivates', async () => {
    const ic = await alanEkle('İç Salon');
    const dis = await alanEkle('Dış Alan');
    const m1 = await masaEkle('İç 1', ic, 2);
    const m2 = await masaEkle('İç 2', ic, 6);
    const d1 = await masaEkle('Dış 1', dis);
    const created = await A('POST', '/masalar', { ad: 'İç 3', alanId: ic, kapasite: 8, aktif: false });
    expect(created.status).toBe(201);
    const m3 = (await json(created)).data;
    expect(m3).toEqual({ id: m3.id, ad: 'İç 3', alanId: ic, sira: 3, kapasite: 8, aktif: false, planX: null, planY: null });
    expect((await A('PUT', `/masalar/${m1}/konum`, { planX: 2, planY: 1 })).status).toBe(200);

    const moved = await A('PUT', `/masalar/${m1}`, { ad: 'Dış 2', alanId: dis, kapasite: 3, aktif: true });
    expect(moved.status).toBe(200);
    expect((await json(moved)).data).toEqual({ id: m1, ad: 'Dış 2', alanId: dis, sira: 2, kapasite: 3, aktif: true, planX: null, planY: null });
    // an edit in the same area keeps the cell and the order
    await A('PUT', `/masalar/${m2}/konum`, { planX: 0, planY: 0 });
    expect((await json(await A('PUT', `/masalar/${m2}`, { ad: 'İç 2', alanId: ic, kapasite: 5, aktif: false }))).data)
      .toEqual({ id: m2, ad: 'İç 2', alanId: ic, sira: 2, kapasite: 5, aktif: false, planX: 0, planY: 0 });
    expect((await duzen()).masalar.filter((m) => [m1, m2, d1].includes(m.id)).map((m) => [m.ad, m.alanId, m.sira])).toEqual([['İç 2', ic, 2], ['Dış 1', dis, 1], ['Dış 2', dis, 2]]);

    // validation: every field, and the area must be the venue's
    const res = await A('POST', '/masalar', { ad: '', alanId: 'x', kapasite: 0 }, 'en');
    expect(res.status).toBe(400);
    expect((await json(res)).data.alanlar).toEqual({ ad: 'The name must be 1–40 characters.', alanId: 'Choose an area.', kapasite: 'Seats must be between 1 and 50.' });
    for (const kapasite of [0, 51, 2.5, '4', null]) expect((await A('POST', '/masalar', { ad: 'Kapasite', alanId: ic, kapasite })).status, String(kapasite)).toBe(400);
    expect((await A('POST', '/masalar', { ad: 'Dış 1', alanId: ic, kapasite: 4 })).status).toBe(409);
    expect((await A('PUT', `/masalar/${m2}`, { ad: 'Dış 1', alanId: ic, kapasite: 4 })).status).toBe(409);
    const yabanciAlan = (await env.DB.prepare("INSERT INTO cafe_alan (isletme_id, ad) VALUES (?, 'Yabancı') RETURNING id").bind(w.venue.C).first<{ id: number }>())!.id;
    expect((await A('POST', '/masalar', { ad: 'Kaçak', alanId: yabanciAlan, kapasite: 4 })).status).toBe(404);
    expect((await A('PUT', `/masalar/${m2}`, { ad: 'İç 2', alanId: yabanciAlan, kapasite: 4 })).status).toBe(404);
    expect(await scalar('SELECT count(*) FROM menu_masa WHERE alan_id = ?', yabanciAlan)).toBe(0);
  });

  it('orders the tables of one area', async () => {
    const alan = await alanEkle('Sıra alanı');
    const [a, b, c] = [await masaEkle('S1', alan), await masaEkle('S2', alan), await masaEkle('S3', alan)];
    expect((await A('PUT', `/alanlar/${alan}/masa-sirasi`, { idler: [c, a, b] })).status).toBe(200);
    expect((await duzen()).masalar.filter((m) => m.alanId === alan).sort((x, y) => x.sira - y.sira).map((m) => m.ad)).toEqual(['S3', 'S1', 'S2']);
    expect((await A('PUT', `/alanlar/${alan}/masa-sirasi`, { idler: [c, a] })).status).toBe(400);
  });

  it('deletes a table; one a check (or any row) refers to is 409 "deactivate it instead" and stays', async () => {
    const alan = await alanEkle('Silme alanı');
    const masa = await masaEkle('Silinmez', alan);
    // stands for adisyon.masa_id (migration 0013): whatever refers to the table makes the database refuse the delete
    await env.DB.prepare('CREATE TABLE IF NOT EXISTS test_masa_ref (masa_id INTEGER NOT NULL REFERENCES menu_masa(id))').run();
    await env.DB.prepare('INSERT INTO test_masa_ref (masa_id) VALUES (?)').bind(masa).run();
    const before = await menuSurum(w.venue.A);
    const res = await A('DELETE', `/masalar/${masa}`, undefined, 'en');
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ errorCode: 'TABLE_IN_USE', errorDetail: 'This table has had checks and cannot be deleted. Make it inactive instead.' });
    expect(await scalar('SELECT count(*) FROM menu_masa WHERE id = ?', masa)).toBe(1);
    expect(await menuSurum(w.venue.A)).toBe(before);
    // the QR menu's delete is the same guard
    expect((await call('DELETE', `/api/isletme/qrmenu/masalar/${masa}`, { token: owner, venue: w.venue.A })).status).toBe(409);
    expect((await A('PUT', `/masalar/${masa}`, { ad: 'Silinmez', alanId: alan, kapasite: 4, aktif: false })).status).toBe(200);
  });

  it('a table that had a check (adisyon, migration 0013) is 409 and stays; a table without one goes', async () => {
    const alan = await alanEkle('Adisyon alanı');
    const [eski, yeni] = [await masaEkle('Adisyonlu', alan), await masaEkle('Adisyonsuz', alan)];
    const gun = (await env.DB.prepare("INSERT INTO cafe_gun (isletme_id, is_gunu) VALUES (?, '2026-11-25') RETURNING id").bind(w.venue.A).first<{ id: number }>())!.id;
    await env.DB.prepare("INSERT INTO adisyon (isletme_id, no, masa_id, gun_id, durum, kapanis) VALUES (?, 1, ?, ?, 'kapali', '2026-11-25T20:00:00.000Z')").bind(w.venue.A, eski, gun).run();
    const res = await A('DELETE', `/masalar/${eski}`);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ errorCode: 'TABLE_IN_USE', errorDetail: 'Bu masada adisyon açılmış, silinemez. Bunun yerine masayı pasif yapın.' });
    expect(await scalar('SELECT count(*) FROM menu_masa WHERE id = ?', eski)).toBe(1);
    expect((await A('DELETE', `/masalar/${yeni}`)).status).toBe(200);
  });
});

describe('floor plan', () => {
  it('places one table, refuses a taken or outside cell, takes it off; saves a whole plan in one batch (swaps too)', async () => {
    const alan = await alanEkle('Plan alanı');
    const baska = await alanEkle('Başka plan');
    const [a, b, c] = [await masaEkle('P1', alan), await masaEkle('P2', alan), await masaEkle('P3', alan)];
    const x = await masaEkle('X1', baska);
    expect((await json(await A('PUT', `/masalar/${a}/konum`, { planX: 7, planY: 5 }))).data).toMatchObject({ planX: 7, planY: 5 });
    const taken = await A('PUT', `/masalar/${b}/konum`, { planX: 7, planY: 5 }, 'en');
    expect(taken.status).toBe(409);
    expect(await json(taken)).toMatchObject({ errorCode: 'CELL_TAKEN', errorDetail: 'Another table is on this cell of the plan.' });
    // the same cell in another area is free
    expect((await A('PUT', `/masalar/${x}/konum`, { planX: 7, planY: 5 })).status).toBe(200);
    for (const body of [{ planX: 8, planY: 0 }, { planX: 0, planY: 6 }, { planX: -1, planY: 0 }, { planX: 1, planY: null }, { planX: 1.5, planY: 1 }, {}]) {
      expect((await A('PUT', `/masalar/${b}/konum`, body)).status, JSON.stringify(body)).toBe(400);
    }

    // swap a and b, place c: one call
    await A('PUT', `/masalar/${b}/konum`, { planX: 0, planY: 0 });
    const saved = await A('PUT', `/alanlar/${alan}/plan`, { masalar: [{ id: a, planX: 0, planY: 0 }, { id: b, planX: 7, planY: 5 }, { id: c, planX: 3, planY: 2 }] });
    expect(saved.status).toBe(200);
    const plan = (await json(saved)).data.masalar.filter((m: { alanId: number }) => m.alanId === alan).map((m: { ad: string; planX: number; planY: number }) => [m.ad, m.planX, m.planY]);
    expect(plan).toEqual([['P1', 0, 0], ['P2', 7, 5], ['P3', 3, 2]]);

    // a cell held by a table outside the list: 409, nothing changes
    const before = await menuSnapshot();
    expect((await A('PUT', `/alanlar/${alan}/plan`, { masalar: [{ id: c, planX: 0, planY: 0 }] })).status).toBe(409);
    // two tables on one cell, a table of another area, a table twice: refused
    expect((await A('PUT', `/alanlar/${alan}/plan`, { masalar: [{ id: a, planX: 1, planY: 1 }, { id: b, planX: 1, planY: 1 }] })).status).toBe(400);
    expect((await A('PUT', `/alanlar/${alan}/plan`, { masalar: [{ id: x, planX: 1, planY: 1 }] })).status).toBe(404);
    expect((await A('PUT', `/alanlar/${alan}/plan`, { masalar: [{ id: a, planX: 1, planY: 1 }, { id: a, planX: 2, planY: 1 }] })).status).toBe(400);
    expect(await menuSnapshot()).toBe(before);

    expect((await json(await A('PUT', `/masalar/${c}/konum`, { planX: null, planY: null }))).data).toMatchObject({ planX: null, planY: null });
    // the database holds the rule too
    await expect(env.DB.prepare('UPDATE menu_masa SET plan_x = 0, plan_y = 0 WHERE id = ?').bind(c).run()).rejects.toThrow(/UNIQUE/);
    await expect(env.DB.prepare('UPDATE menu_masa SET plan_x = 3, plan_y = NULL WHERE id = ?').bind(c).run()).rejects.toThrow(/CHECK/);
  });
});

describe('every write bumps the menu version once', () => {
  it('for each route', async () => {
    const alan = await alanEkle('Sürüm alanı');
    const masa = await masaEkle('Sürüm 1', alan);
    const bos = await alanEkle('Sürüm boş');
    const alanlar = (await duzen()).alanlar.map((a) => a.id);
    const steps: Array<[string, string, unknown?]> = [
      ['PUT', '/alanlar/sira', { idler: [...alanlar].reverse() }],
      ['POST', '/alanlar', { ad: 'Sürüm yeni' }],
      ['PUT', `/alanlar/${alan}`, { ad: 'Sürüm alanı 2' }],
      ['POST', '/masalar', { ad: 'Sürüm 2', alanId: alan, kapasite: 2 }],
      ['PUT', `/masalar/${masa}`, { ad: 'Sürüm 1', alanId: alan, kapasite: 3 }],
      ['PUT', `/masalar/${masa}/konum`, { planX: 4, planY: 4 }],
      ['PUT', `/alanlar/${alan}/plan`, { masalar: [{ id: masa, planX: 5, planY: 4 }] }],
      ['PUT', `/alanlar/${alan}/masa-sirasi`, { idler: [masa, masa + 1] }],
      ['DELETE', `/alanlar/${bos}`],
      ['DELETE', `/masalar/${masa}`],
    ];
    for (const [method, path, body] of steps) {
      const before = await menuSurum(w.venue.A);
      const res = await A(method, path, body);
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
      expect(await menuSurum(w.venue.A), `${method} ${path}`).toBe(before + 1);
    }
  });
});

describe('permissions and other venues', () => {
  it('reading needs the screen key, each write its action; the waiter and an empty set get 403', async () => {
    const alan = await alanEkle('Yetki alanı');
    const masa = await masaEkle('Yetki 1', alan);
    const writes: Array<[string, string, unknown, string]> = [
      ['POST', '/alanlar', { ad: 'Yetkisiz' }, 'ekle'],
      ['PUT', `/alanlar/${alan}`, { ad: 'Yetkisiz' }, 'guncelle'],
      ['PUT', '/alanlar/sira', { idler: [alan] }, 'guncelle'],
      ['PUT', `/alanlar/${alan}/plan`, { masalar: [] }, 'guncelle'],
      ['PUT', `/alanlar/${alan}/masa-sirasi`, { idler: [masa] }, 'guncelle'],
      ['DELETE', `/alanlar/${alan}`, undefined, 'sil'],
      ['POST', '/masalar', { ad: 'Yetkisiz', alanId: alan, kapasite: 2 }, 'ekle'],
      ['PUT', `/masalar/${masa}`, { ad: 'Yetkisiz', alanId: alan, kapasite: 2 }, 'guncelle'],
      ['PUT', `/masalar/${masa}/konum`, { planX: 1, planY: 1 }, 'guncelle'],
      ['DELETE', `/masalar/${masa}`, undefined, 'sil'],
    ];
    const reader = await loginWith(w.venue.A, [KEY]);
    const waiter = await login(w.user.waiter.email);
    expect((await call('GET', `${P}/masalar`, { token: reader, venue: w.venue.A })).status).toBe(200);
    expect((await call('GET', `${P}/masalar`, { token: waiter, venue: w.venue.A })).status).toBe(403);
    const before = await menuSnapshot();
    for (const [method, path, body, eylem] of writes) {
      expect((await call(method, `${P}${path}`, { token: reader, venue: w.venue.A, body })).status, `${method} ${path}`).toBe(403);
      expect((await call(method, `${P}${path}`, { token: waiter, venue: w.venue.A, body })).status, `${method} ${path}`).toBe(403);
      // every other action does not open this one
      const others = ['ekle', 'guncelle', 'sil'].filter((e) => e !== eylem).map((e) => `${KEY}:${e}`);
      const yanlis = await loginWith(w.venue.A, [KEY, ...others]);
      expect((await call(method, `${P}${path}`, { token: yanlis, venue: w.venue.A, body })).status, `${method} ${path} without :${eylem}`).toBe(403);
    }
    expect(await menuSnapshot()).toBe(before);
  });

  it("another venue's areas and tables answer 404 and stay as they were", async () => {
    const alan = await alanEkle('Korunan alan');
    const masa = await masaEkle('Korunan 1', alan);
    const C = await login(w.user.cOwner.email);
    const cAlan = (await json(await call('POST', `${P}/alanlar`, { token: C, venue: w.venue.C, body: { ad: 'C salonu' } }))).data.id;
    const before = await menuSnapshot();
    const attempts: Array<[string, string, unknown?]> = [
      ['PUT', `/alanlar/${alan}`, { ad: 'Ele geçirildi' }],
      ['PUT', `/alanlar/${alan}/plan`, { masalar: [{ id: masa, planX: 1, planY: 1 }] }],
      ['PUT', `/alanlar/${cAlan}/plan`, { masalar: [{ id: masa, planX: 1, planY: 1 }] }],
      ['PUT', `/alanlar/${alan}/masa-sirasi`, { idler: [masa] }],
      ['DELETE', `/alanlar/${alan}`],
      ['POST', '/masalar', { ad: 'Kaçak', alanId: alan, kapasite: 2 }],
      ['PUT', `/masalar/${masa}`, { ad: 'Ele geçirildi', alanId: cAlan, kapasite: 2 }],
      ['PUT', `/masalar/${masa}/konum`, { planX: 2, planY: 2 }],
      ['DELETE', `/masalar/${masa}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, `${P}${path}`, { token: C, venue: w.venue.C, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await menuSnapshot()).toBe(before);
    // C's own list holds only C's rows
    const cDuzen = (await json(await call('GET', `${P}/masalar`, { token: C, venue: w.venue.C }))).data;
    expect(cDuzen.alanlar.map((a: { ad: string }) => a.ad)).not.toContain('Korunan alan');
    expect(cDuzen.masalar).toEqual([]);
  });
});

describe('the QR menu\'s tables are the same rows', () => {
  it('a table added on the QR screen lands in the first area; a venue without areas gets "Salon"', async () => {
    const B = (method: string, path: string, body?: unknown) => call(method, path, { token: owner, venue: w.venue.B, body });
    expect((await json(await B('GET', `${P}/masalar`))).data.alanlar).toEqual([]);
    const qr = await json(await B('POST', '/api/isletme/qrmenu/masalar', { ad: 'QR Masası' }));
    const duzenB = (await json(await B('GET', `${P}/masalar`))).data;
    expect(duzenB.alanlar).toEqual([{ id: duzenB.alanlar[0].id, ad: 'Salon', sira: 1, aktif: true }]);
    expect(duzenB.masalar).toEqual([{ id: qr.data.id, ad: 'QR Masası', alanId: duzenB.alanlar[0].id, sira: 1, kapasite: 4, aktif: true, planX: null, planY: null }]);
    // with areas, the first active one in order
    const pasif = (await json(await B('POST', `${P}/alanlar`, { ad: 'Kapalı teras', aktif: false }))).data.id;
    await B('PUT', `${P}/alanlar/sira`, { idler: [pasif, duzenB.alanlar[0].id] });
    const ikinci = (await json(await B('POST', '/api/isletme/qrmenu/masalar', { ad: 'QR 2' }))).data.id;
    expect(await scalar('SELECT alan_id FROM menu_masa WHERE id = ?', ikinci)).toBe(duzenB.alanlar[0].id);
    // a table made here shows on the QR screen, in area order
    const salonB = duzenB.alanlar[0].id;
    const cafeMasa = (await json(await B('POST', `${P}/masalar`, { ad: 'Teras 1', alanId: pasif, kapasite: 2 }))).data.id;
    const qrListe = (await json(await B('GET', '/api/isletme/qrmenu/masalar'))).data.map((m: { id: number }) => m.id);
    expect(qrListe).toEqual([cafeMasa, qr.data.id, ikinci]);
    expect(salonB).toBeGreaterThan(0);
    expect(await insertMasa(w.venue.B, 'Fixture')).toBeGreaterThan(0);
  });
});
