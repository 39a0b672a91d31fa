import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, json, login, loginWith, scalar, type World } from '../fixtures';

/** /api/isletme/randevu/kanal: the operator's online channel settings, scoped to the selected venue. */

const P = '/api/isletme/randevu/kanal';
const KEY = 'isletme:randevutakip:online-kanal';
let w: World;
let owner: string;
const ayar = (extra: Record<string, unknown> = {}) => ({ aktif: true, minOnBildirimDk: 120, ileriGun: 45, adimDk: 30, otomatikOnay: false, iptalSaatOnce: 48, ...extra });

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

describe('online channel settings', () => {
  it('answers defaults without a row, creates the channel on the first save, then updates it in place', async () => {
    const A = (method: string, body?: unknown) => call(method, P, { token: owner, venue: w.venue.A, body });
    expect((await json(await A('GET'))).data).toEqual({ aktif: false, firmaKey: '', firmaAdi: '', minOnBildirimDk: 60, ileriGun: 30, adimDk: 15, otomatikOnay: true, iptalSaatOnce: 24 });
    const created = await A('PUT', ayar());
    expect(created.status).toBe(200);
    const first = (await json(created)).data;
    expect(first).toMatchObject({ ...ayar(), firmaAdi: 'kahve-duragi' });
    expect(first.firmaKey).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{12}$/);
    expect((await json(await A('GET'))).data).toEqual(first);

    const updated = (await json(await A('PUT', ayar({ aktif: false, adimDk: 5, otomatikOnay: true, minOnBildirimDk: 0, iptalSaatOnce: 168, ileriGun: 365 })))).data;
    // the key and name stay: shared links keep working
    expect(updated).toEqual({ firmaKey: first.firmaKey, firmaAdi: 'kahve-duragi', aktif: false, adimDk: 5, otomatikOnay: true, minOnBildirimDk: 0, iptalSaatOnce: 168, ileriGun: 365 });
    expect(await scalar('SELECT count(*) FROM randevu_kanal WHERE isletme_id = ?', w.venue.A)).toBe(1);
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    const C = (body: unknown, lang?: string) => call('PUT', P, { token: owner, venue: w.venue.B, body, lang });
    const cases: Array<[Record<string, unknown>, string]> = [
      [ayar({ adimDk: 7 }), 'Adım 5, 10, 15, 20, 30 veya 60 dakika olmalı.'],
      [ayar({ ileriGun: 0 }), 'İleri gün sayısı 1 ile 365 arasında olmalı.'],
      [ayar({ ileriGun: 366 }), 'İleri gün sayısı 1 ile 365 arasında olmalı.'],
      [ayar({ minOnBildirimDk: 10081 }), 'Ön bildirim süresi 0 ile 10080 dakika arasında olmalı.'],
      [ayar({ minOnBildirimDk: 1.5 }), 'Ön bildirim süresi 0 ile 10080 dakika arasında olmalı.'],
      [ayar({ iptalSaatOnce: 169 }), 'İptal sınırı 0 ile 168 saat arasında olmalı.'],
      [ayar({ iptalSaatOnce: '24' }), 'İptal sınırı 0 ile 168 saat arasında olmalı.'],
      [ayar({ aktif: 'evet' }), 'Kanal durumu geçersiz.'],
      [ayar({ otomatikOnay: 1 }), 'Otomatik onay seçimi geçersiz.'],
    ];
    for (const [body, message] of cases) {
      const response = await C(body);
      const answer = await json(response);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(answer).toMatchObject({ success: false, errorCode: 'VALIDATION', errorDetail: message });
    }
    expect((await json(await C(ayar({ adimDk: 7 }), 'en'))).errorDetail).toBe('The step must be 5, 10, 15, 20, 30 or 60 minutes.');
    expect((await call('PUT', P, { token: owner, venue: w.venue.B, rawBody: '{nope' })).status).toBe(400);
    expect(await scalar('SELECT count(*) FROM randevu_kanal WHERE isletme_id = ?', w.venue.B)).toBe(0);
  });

  it('needs the screen key to read and the :guncelle key to write', async () => {
    const okuyan = await loginWith(w.venue.C, [KEY]);
    expect((await call('GET', P, { token: okuyan, venue: w.venue.C })).status).toBe(200);
    const put = await call('PUT', P, { token: okuyan, venue: w.venue.C, body: ayar() });
    expect(put.status).toBe(403);
    expect((await json(put)).success).toBe(false);
    const hicbiri = await loginWith(w.venue.C, ['isletme:qrmenu:kategori']);
    expect((await call('GET', P, { token: hicbiri, venue: w.venue.C })).status).toBe(403);
    const garson = await login(w.user.waiter.email);
    expect((await call('PUT', P, { token: garson, venue: w.venue.A, body: ayar() })).status).toBe(403);
    expect(await scalar('SELECT count(*) FROM randevu_kanal WHERE isletme_id = ?', w.venue.C)).toBe(0);
  });

  it('touches only the selected venue; another venue\'s channel is unaffected and unreachable', async () => {
    const cOwner = await login(w.user.cOwner.email);
    const C = (method: string, body?: unknown) => call(method, P, { token: cOwner, venue: w.venue.C, body });
    const cKanal = (await json(await C('PUT', ayar({ adimDk: 60, ileriGun: 10 })))).data;
    expect(cKanal.firmaAdi).toBe('lezzet-restoran');
    const before = await scalar<string>('SELECT json_object(\'k\', firma_key, \'a\', adim_dk, \'g\', ileri_gun, \'o\', aktif) FROM randevu_kanal WHERE isletme_id = ?', w.venue.C);

    // the owner of A and B writes B (also trying to smuggle another venue id in the body) and cannot select C
    const b = (await json(await call('PUT', P, { token: owner, venue: w.venue.B, body: { ...ayar({ adimDk: 10 }), isletmeId: w.venue.C } }))).data;
    expect(b.firmaAdi).toBe('guzellik-salonu-lotus');
    expect(b.firmaKey).not.toBe(cKanal.firmaKey);
    expect((await call('GET', P, { token: owner, venue: w.venue.C })).status).toBe(403);
    expect((await call('PUT', P, { token: owner, venue: w.venue.C, body: ayar() })).status).toBe(403);

    expect(await scalar<string>('SELECT json_object(\'k\', firma_key, \'a\', adim_dk, \'g\', ileri_gun, \'o\', aktif) FROM randevu_kanal WHERE isletme_id = ?', w.venue.C)).toBe(before);
    expect((await json(await C('GET'))).data).toEqual(cKanal);
  });
});
