import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import {
  GARSON_YETKISI, SIFRE, TUM_ADMIN_YETKILERI, TUM_ISLETME_YETKILERI, buildWorld, call, insertOperator, json, login, loginResponse, scalar, type World,
} from '../fixtures';

let w: World;
let owner: string;
let admin: string;
beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  admin = await login(w.user.admin.email);
});

const inA = (method: string, path: string, body?: unknown) => call(method, `/api/isletme${path}`, { token: owner, venue: w.venue.A, body });
const asAdmin = (method: string, path: string, body?: unknown) => call(method, `/api/admin/yetki-setleri${path}`, { token: admin, body });
const error = (errorCode: string, errorDetail: string) => ({ success: false, errorCode, errorDetail });

describe('venue users (/api/isletme/kullanicilar)', () => {
  it('creates a user who can then log in, and lists them', async () => {
    const response = await inA('POST', '/kullanicilar', { adSoyad: ' Yeni Garson ', email: 'Yeni.Garson@Demo.Test', sifre: 'sifre12345', yetkiSetiId: w.set.aGarson });
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(data).toEqual({ id: expect.any(Number) });
    expect(await scalar<string>('SELECT email FROM kullanici WHERE id = ?', data.id)).toBe('yeni.garson@demo.test');
    expect(await scalar('SELECT kullanici_tipi FROM kullanici WHERE id = ?', data.id)).toBe(2);
    const loggedIn = await json(await loginResponse('yeni.garson@demo.test', 'sifre12345'));
    expect(loggedIn.data.permissions).toEqual([GARSON_YETKISI]);
    const list = await json(await inA('GET', '/kullanicilar'));
    expect(list.data).toContainEqual(expect.objectContaining({ id: data.id, adSoyad: 'Yeni Garson', email: 'yeni.garson@demo.test', aktif: true, yetkiSetiId: w.set.aGarson, yetkiSetiAd: 'Garson', ben: false }));
    expect(list.data).toContainEqual(expect.objectContaining({ id: w.user.owner.id, ben: true, digerIsletmeler: true }));
  });

  it('refuses a duplicate e-mail (any case, any venue) with 409 saying why (details: ayarlar-kullanici.test.ts)', async () => {
    const before = await scalar('SELECT count(*) FROM kullanici');
    const cases = [[w.user.waiter.email, 'ALREADY_MEMBER', 'error.alreadyMember'], ['YABANCI@demo.test', 'ACCOUNT_EXISTS', 'error.accountExists'], ['ADMIN@demo.test', 'EMAIL_TAKEN', 'error.emailTaken']] as const;
    for (const [email, errorCode, message] of cases) {
      const response = await inA('POST', '/kullanicilar', { adSoyad: 'Kopya Kullanıcı', email, sifre: 'sifre12345', yetkiSetiId: null });
      expect(response.status, email).toBe(409);
      expect(await json(response)).toEqual(error(errorCode, TR[message]));
    }
    expect(await scalar('SELECT count(*) FROM kullanici')).toBe(before);
  });

  it('validates the form with messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ adSoyad: 'Geçersiz Posta', email: 'posta-degil', sifre: 'sifre12345', yetkiSetiId: null }, TR['login.emailInvalid']],
      [{ adSoyad: 'Kısa Şifre', email: 'kisa@demo.test', sifre: 'kisa', yetkiSetiId: null }, TR['profile.passwordInvalid']],
      [{ adSoyad: 'X', email: 'tek@demo.test', sifre: 'sifre12345', yetkiSetiId: null }, TR['profile.fullNameInvalid']],
      [{ adSoyad: 'Yabancı Set', email: 'set@demo.test', sifre: 'sifre12345', yetkiSetiId: w.set.bTam }, TR['error.invalidInput']],
      [{ adSoyad: 'Şablon Set', email: 'sablon@demo.test', sifre: 'sifre12345', yetkiSetiId: w.set.sablon }, TR['error.invalidInput']],
    ];
    for (const [body, message] of cases) {
      const response = await inA('POST', '/kullanicilar', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await json(response)).toMatchObject(error('VALIDATION', message));
      expect(await scalar('SELECT count(*) FROM kullanici WHERE email = ?', body.email)).toBe(0);
    }
  });

  it('updates name, e-mail, set and password; a new password ends the old sessions', async () => {
    const id = await insertOperator('guncellenecek@demo.test', [[w.venue.A, w.set.aGarson]]);
    const session = await login('guncellenecek@demo.test');
    const response = await inA('PUT', `/kullanicilar/${id}`, { adSoyad: 'Yeni Ad', email: 'yeni.ad@demo.test', sifre: 'yenisifre123', yetkiSetiId: w.set.aTam });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ success: true, data: { id } });
    expect(await scalar<string>('SELECT ad_soyad || \'|\' || email FROM kullanici WHERE id = ?', id)).toBe('Yeni Ad|yeni.ad@demo.test');
    expect(await scalar('SELECT yetki_seti_id FROM isletme_kullanici WHERE kullanici_id = ?', id)).toBe(w.set.aTam);
    expect((await call('GET', '/api/auth/me', { token: session })).status).toBe(401);
    expect((await loginResponse('yeni.ad@demo.test', SIFRE)).status).toBe(401);
    expect((await loginResponse('yeni.ad@demo.test', 'yenisifre123')).status).toBe(200);
    // an empty password keeps the old one
    expect((await inA('PUT', `/kullanicilar/${id}`, { adSoyad: 'Yeni Ad', email: 'yeni.ad@demo.test', sifre: '', yetkiSetiId: null })).status).toBe(200);
    expect((await loginResponse('yeni.ad@demo.test', 'yenisifre123')).status).toBe(200);
    // someone else's e-mail
    const taken = await inA('PUT', `/kullanicilar/${id}`, { adSoyad: 'Yeni Ad', email: w.user.outsider.email, yetkiSetiId: null });
    expect(taken.status).toBe(409);
    expect(await json(taken)).toEqual(error('EMAIL_TAKEN', TR['error.emailTaken']));
    expect(await scalar<string>('SELECT email FROM kullanici WHERE id = ?', id)).toBe('yeni.ad@demo.test');
  });

  it('disables and enables a member', async () => {
    const id = await insertOperator('dongu@demo.test', [[w.venue.A, w.set.aGarson]]);
    expect(await json(await inA('POST', `/kullanicilar/${id}/pasif`))).toEqual({ success: true, data: { id, aktif: false } });
    expect((await loginResponse('dongu@demo.test', SIFRE)).status).toBe(401);
    const list = await json(await inA('GET', '/kullanicilar'));
    expect(list.data.find((u: { id: number }) => u.id === id).aktif).toBe(false);
    expect(await json(await inA('POST', `/kullanicilar/${id}/aktif`))).toEqual({ success: true, data: { id, aktif: true } });
    expect((await loginResponse('dongu@demo.test', SIFRE)).status).toBe(200);
  });

  it('cannot disable yourself', async () => {
    const response = await inA('POST', `/kullanicilar/${w.user.owner.id}/pasif`);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual(error('SELF_DISABLE', TR['error.selfDisable']));
    expect(await scalar('SELECT count(*) FROM isletme_kullanici WHERE kullanici_id = ? AND aktif = 1', w.user.owner.id)).toBe(3);
  });

  it("cannot edit name, e-mail or password of a user who also works elsewhere, but can change their set", async () => {
    const id = await insertOperator('paylasilan@demo.test', [[w.venue.A, w.set.aGarson], [w.venue.B, w.set.bTam]]);
    const base = { adSoyad: 'Test paylasilan', email: 'paylasilan@demo.test', yetkiSetiId: w.set.aGarson };
    for (const change of [{ adSoyad: 'Başka Ad' }, { email: 'baska@demo.test' }, { sifre: 'yenisifre123' }]) {
      const response = await inA('PUT', `/kullanicilar/${id}`, { ...base, ...change });
      expect(response.status, JSON.stringify(change)).toBe(403);
      expect(await json(response)).toEqual(error('SHARED_USER', TR['error.sharedUser']));
    }
    expect((await loginResponse('paylasilan@demo.test', SIFRE)).status).toBe(200);
    expect((await inA('PUT', `/kullanicilar/${id}`, { ...base, yetkiSetiId: w.set.aTam })).status).toBe(200);
    expect(await scalar('SELECT yetki_seti_id FROM isletme_kullanici WHERE isletme_id = ? AND kullanici_id = ?', w.venue.A, id)).toBe(w.set.aTam);
  });

  it('answers 404 for unknown ids', async () => {
    for (const [method, path] of [['PUT', '/kullanicilar/999999'], ['POST', '/kullanicilar/999999/pasif'], ['POST', '/kullanicilar/999999/aktif']] as const) {
      const response = await inA(method, path, { adSoyad: 'Kimse Yok', email: 'kimse@demo.test', yetkiSetiId: null });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('venue permission sets (/api/isletme/yetki-setleri)', () => {
  it('creates a set with normalised keys and reads it back', async () => {
    const response = await inA('POST', '/yetki-setleri', { ad: 'Kasiyer', aciklama: 'Kasa', yetkiler: [GARSON_YETKISI, 'isletme:ayarlar:yonetim:kullanici', GARSON_YETKISI] });
    expect(response.status).toBe(201);
    const { data } = await json(response);
    const list = await json(await inA('GET', '/yetki-setleri'));
    expect(list.data).toContainEqual(expect.objectContaining({ id: data.id, ad: 'Kasiyer', aciklama: 'Kasa', kapsam: 'isletme', yetkiler: ['isletme:ayarlar:yonetim:kullanici', GARSON_YETKISI], kullaniciSayisi: 0 }));
  });

  it('names an unknown or admin key in the 400', async () => {
    // an action the screen does not have (the home page is only saved, the QR screen adds and deletes tables) is unknown too
    for (const key of ['isletme:yok:boyle', 'admin:stok', 'isletme:qrmenu:anasayfa:sil', 'isletme:qrmenu:olustur:guncelle', 'isletme:randevutakip:online-kanal:disa-aktar']) {
      const response = await inA('POST', '/yetki-setleri', { ad: `Bozuk ${key}`, yetkiler: [GARSON_YETKISI, key] });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual(error('UNKNOWN_PERMISSION', TR['error.unknownPermission'].replace('{key}', key)));
      expect(await scalar('SELECT count(*) FROM yetki_seti WHERE ad = ?', `Bozuk ${key}`)).toBe(0);
    }
  });

  it('refuses a duplicate name with 409 (create and rename)', async () => {
    const dup = await inA('POST', '/yetki-setleri', { ad: 'Garson', yetkiler: [] });
    expect(dup.status).toBe(409);
    expect(await json(dup)).toEqual(error('NAME_TAKEN', TR['error.nameTaken']));
    // the same name in another venue is fine
    expect((await call('POST', '/api/isletme/yetki-setleri', { token: owner, venue: w.venue.B, body: { ad: 'Garson', yetkiler: [] } })).status).toBe(201);
    const rename = await inA('PUT', `/yetki-setleri/${w.set.aBos}`, { ad: 'Tam Yetki', yetkiler: [] });
    expect(rename.status).toBe(409);
  });

  it('updates a set', async () => {
    const response = await inA('PUT', `/yetki-setleri/${w.set.aBos}`, { ad: 'Boş Set', aciklama: 'güncel', yetkiler: [GARSON_YETKISI] });
    expect(response.status).toBe(200);
    expect(await scalar<string>('SELECT yetkiler FROM yetki_seti WHERE id = ?', w.set.aBos)).toBe(JSON.stringify([GARSON_YETKISI]));
    expect((await inA('PUT', '/yetki-setleri/999999', { ad: 'Yok', yetkiler: [] })).status).toBe(404);
  });

  it('refuses to delete a set in use (409) and deletes an unused one', async () => {
    const used = await inA('DELETE', `/yetki-setleri/${w.set.aGarson}`);
    expect(used.status).toBe(409);
    const count = await scalar<number>('SELECT count(*) FROM isletme_kullanici WHERE yetki_seti_id = ?', w.set.aGarson);
    expect(await json(used)).toEqual(error('SET_IN_USE', TR['error.setInUse'].replace('{sayi}', String(count))));
    const created = await json(await inA('POST', '/yetki-setleri', { ad: 'Silinecek', yetkiler: [] }));
    expect(await json(await inA('DELETE', `/yetki-setleri/${created.data.id}`))).toEqual({ success: true, data: { id: created.data.id } });
    expect(await scalar('SELECT count(*) FROM yetki_seti WHERE id = ?', created.data.id)).toBe(0);
    expect((await inA('DELETE', `/yetki-setleri/${created.data.id}`)).status).toBe(404);
  });

  it('offers the platform templates, not admin sets', async () => {
    const { data } = await json(await inA('GET', '/yetki-setleri/sablonlar'));
    expect(data.map((s: { id: number }) => s.id)).toContain(w.set.sablon);
    expect(data.every((s: { kapsam: string }) => s.kapsam === 'isletme')).toBe(true);
  });
});

describe('admin templates (/api/admin/yetki-setleri)', () => {
  it('lists templates and admin sets, never venue sets', async () => {
    const { data } = await json(await asAdmin('GET', ''));
    const ids = data.map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([w.set.admin, w.set.adminKisitli, w.set.sablon]));
    expect(ids).not.toContain(w.set.aTam);
    expect(data.find((s: { id: number }) => s.id === w.set.admin)).toMatchObject({ kapsam: 'admin', yetkiler: TUM_ADMIN_YETKILERI, kullaniciSayisi: 1 });
  });

  it('checks keys against the scope (admin keys vs business keys)', async () => {
    expect((await asAdmin('POST', '', { ad: 'Muhasebeci', kapsam: 'admin', yetkiler: ['admin:muhasebe'] })).status).toBe(201);
    expect((await asAdmin('POST', '', { ad: 'Garson şablonu', kapsam: 'isletme', yetkiler: [GARSON_YETKISI] })).status).toBe(201);
    const wrongAdmin = await asAdmin('POST', '', { ad: 'Karışık', kapsam: 'admin', yetkiler: [GARSON_YETKISI] });
    expect(await json(wrongAdmin)).toEqual(error('UNKNOWN_PERMISSION', TR['error.unknownPermission'].replace('{key}', GARSON_YETKISI)));
    const wrongVenue = await asAdmin('POST', '', { ad: 'Karışık', kapsam: 'isletme', yetkiler: ['admin:stok'] });
    expect(wrongVenue.status).toBe(400);
    expect((await asAdmin('POST', '', { ad: 'Karışık', kapsam: 'sahip', yetkiler: [] })).status).toBe(400);
    expect((await asAdmin('POST', '', { ad: 'Tam Yetki', kapsam: 'isletme', yetkiler: [] })).status).toBe(409);
  });

  it('updates a template but never changes its scope', async () => {
    const ok = await asAdmin('PUT', `/${w.set.sablon}`, { ad: 'Tam Yetki', aciklama: 'güncel', kapsam: 'isletme', yetkiler: TUM_ISLETME_YETKILERI });
    expect(ok.status).toBe(200);
    const scope = await asAdmin('PUT', `/${w.set.sablon}`, { ad: 'Tam Yetki', kapsam: 'admin', yetkiler: [] });
    expect(scope.status).toBe(400);
    expect(await scalar<string>('SELECT kapsam FROM yetki_seti WHERE id = ?', w.set.sablon)).toBe('isletme');
    expect((await asAdmin('PUT', '/999999', { ad: 'Yok', kapsam: 'admin', yetkiler: [] })).status).toBe(404);
  });

  it('deletes an unused set, refuses one in use', async () => {
    expect((await asAdmin('DELETE', `/${w.set.admin}`)).status).toBe(409);
    const created = await json(await asAdmin('POST', '', { ad: 'Geçici şablon', kapsam: 'isletme', yetkiler: [] }));
    expect((await asAdmin('DELETE', `/${created.data.id}`)).status).toBe(200);
    expect(await scalar('SELECT count(*) FROM yetki_seti WHERE id = ?', created.data.id)).toBe(0);
  });

  it("an admin whose set lacks 'admin:ayarlar:yetki-setleri' gets 403 everywhere here", async () => {
    const token = await login(w.user.adminKisitli.email);
    const before = await scalar('SELECT count(*) FROM yetki_seti');
    for (const [method, path, body] of [
      ['GET', '', undefined], ['POST', '', { ad: 'Kaçak', kapsam: 'admin', yetkiler: TUM_ADMIN_YETKILERI }],
      ['PUT', `/${w.set.adminKisitli}`, { ad: 'Yalnızca Dashboard', kapsam: 'admin', yetkiler: TUM_ADMIN_YETKILERI }], ['DELETE', `/${w.set.sablon}`, undefined],
    ] as const) {
      const response = await call(method, `/api/admin/yetki-setleri${path}`, { token, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await json(response)).toEqual(error('FORBIDDEN', TR['error.forbidden']));
    }
    expect(await scalar('SELECT count(*) FROM yetki_seti')).toBe(before);
    expect(await scalar<string>('SELECT yetkiler FROM yetki_seti WHERE id = ?', w.set.adminKisitli)).toBe('["admin:fo:dashboard"]');
  });
});
