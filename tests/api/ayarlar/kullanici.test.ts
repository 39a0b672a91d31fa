import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import {
  GARSON_YETKISI, SIFRE, addMember, buildWorld, call, insertOperator, json, login, loginResponse, loginWith, scalar, type World,
} from '../fixtures';
import { TUM_OVERLAY } from '@lib/i18n/tum';
const { en } = TUM_OVERLAY;

/** An account that already exists joins another venue (POST /api/isletme/kullanicilar/mevcut). */
let w: World;
let owner: string;
beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

const KEY = 'isletme:ayarlar:yonetim:kullanici';
const inA = (method: string, path: string, body?: unknown, token = owner) => call(method, `/api/isletme/kullanicilar${path}`, { token, venue: w.venue.A, body });
const error = (errorCode: string, errorDetail: string) => ({ success: false, errorCode, errorDetail });
/** The account row and every membership it has, as one comparable value. */
const hesapDurumu = async (id: number) => JSON.stringify([
  await scalar<string>("SELECT email || '|' || ad_soyad || '|' || sifre_hash || '|' || aktif || '|' || kullanici_tipi FROM kullanici WHERE id = ?", id),
  await scalar<string>("SELECT group_concat(isletme_id || ':' || coalesce(yetki_seti_id, '-') || ':' || aktif, ',') FROM (SELECT * FROM isletme_kullanici WHERE kullanici_id = ? ORDER BY isletme_id)", id),
]);
const uyelikSayisi = (id: number) => scalar('SELECT count(*) FROM isletme_kullanici WHERE isletme_id = ? AND kullanici_id = ?', w.venue.A, id);

describe('an e-mail that already has an account', () => {
  it("answers ACCOUNT_EXISTS for another venue's operator (any case, spaces) and changes nothing", async () => {
    const id = await insertOperator('baska.mekan@demo.test', [[w.venue.B, w.set.bTam]]);
    const before = await hesapDurumu(id);
    const users = await scalar('SELECT count(*) FROM kullanici');
    const response = await inA('POST', '', { adSoyad: 'Başka Ad', email: '  Baska.Mekan@DEMO.test ', sifre: 'yenisifre123', yetkiSetiId: w.set.aGarson });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual(error('ACCOUNT_EXISTS', TR['error.accountExists']));
    expect(await hesapDurumu(id)).toBe(before);
    expect(await scalar('SELECT count(*) FROM kullanici')).toBe(users);
    expect((await loginResponse('baska.mekan@demo.test', SIFRE)).status).toBe(200);
  });

  it("adds it with /mevcut: only the membership, account untouched, the new venue selectable at once", async () => {
    const id = await insertOperator('coklu@demo.test', [[w.venue.B, w.set.bTam]]);
    const session = await login('coklu@demo.test');
    const account = await scalar<string>("SELECT email || '|' || ad_soyad || '|' || sifre_hash || '|' || aktif FROM kullanici WHERE id = ?", id);
    // name and password in the body are not this endpoint's business
    const response = await inA('POST', '/mevcut', { email: ' Coklu@DEMO.Test ', yetkiSetiId: w.set.aGarson, adSoyad: 'Başka Ad', sifre: 'yenisifre123' });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ success: true, data: { id } });
    expect(await scalar<string>("SELECT email || '|' || ad_soyad || '|' || sifre_hash || '|' || aktif FROM kullanici WHERE id = ?", id)).toBe(account);
    expect(await scalar<string>("SELECT group_concat(isletme_id || ':' || yetki_seti_id || ':' || aktif, ',') FROM (SELECT * FROM isletme_kullanici WHERE kullanici_id = ? ORDER BY isletme_id)", id))
      .toBe(`${w.venue.A}:${w.set.aGarson}:1,${w.venue.B}:${w.set.bTam}:1`);
    expect((await loginResponse('coklu@demo.test', 'yenisifre123')).status).toBe(401);

    // the open session already lists both venues and can select the new one
    const me = await json(await call('GET', '/api/auth/me', { token: session, venue: w.venue.A }));
    expect(me.data.userInfo.isletmeler.map((v: { id: number }) => v.id).sort()).toEqual([w.venue.A, w.venue.B].sort());
    expect(me.data.selectedIsletmeId).toBe(w.venue.A);
    expect(me.data.permissions).toEqual([GARSON_YETKISI]);
    expect((await call('GET', '/api/isletme/ozet', { token: session, venue: w.venue.A })).status).toBe(200);
    expect((await call('GET', '/api/isletme/ozet', { token: session, venue: w.venue.C })).status).toBe(403);
    const relogin = await json(await loginResponse('coklu@demo.test', SIFRE));
    expect(relogin.data.userInfo.isletmeler.map((v: { ad: string }) => v.ad)).toEqual(['Güzellik Salonu Lotus', 'Kahve Durağı']);

    const list = await json(await inA('GET', ''));
    expect(list.data).toContainEqual(expect.objectContaining({ id, email: 'coklu@demo.test', adSoyad: 'Test coklu', yetkiSetiAd: 'Garson', aktif: true, digerIsletmeler: true }));
    // still a shared user: personal data stays theirs
    const rename = await inA('PUT', `/${id}`, { adSoyad: 'Başka Ad', email: 'coklu@demo.test', yetkiSetiId: w.set.aGarson });
    expect(rename.status).toBe(403);
    expect((await json(rename)).errorCode).toBe('SHARED_USER');
  });

  it('answers ALREADY_MEMBER on both routes for a member of this venue, also a disabled one', async () => {
    const disabled = await insertOperator('pasif.uye@demo.test', [[w.venue.B, w.set.bTam]]);
    await addMember(w.venue.A, disabled, w.set.aGarson, 0);
    for (const [id, email] of [[w.user.waiter.id, 'GARSON@demo.test'], [disabled, 'pasif.uye@demo.test']] as const) {
      const before = await hesapDurumu(id);
      const viaMevcut = await inA('POST', '/mevcut', { email, yetkiSetiId: w.set.aTam });
      expect(viaMevcut.status, email).toBe(409);
      expect(await json(viaMevcut)).toEqual(error('ALREADY_MEMBER', TR['error.alreadyMember']));
      const viaAdd = await inA('POST', '', { adSoyad: 'Kopya Kullanıcı', email, sifre: 'sifre12345', yetkiSetiId: null });
      expect(viaAdd.status, email).toBe(409);
      expect(await json(viaAdd)).toEqual(error('ALREADY_MEMBER', TR['error.alreadyMember']));
      expect(await hesapDurumu(id)).toBe(before);
    }
  });

  it("refuses another venue's set or a template (400) and a set granting more than the caller (403)", async () => {
    const id = await insertOperator('set.deneme@demo.test', [[w.venue.B, w.set.bTam]]);
    for (const yetkiSetiId of [w.set.bTam, w.set.sablon, w.set.admin, 999_999]) {
      const response = await inA('POST', '/mevcut', { email: 'set.deneme@demo.test', yetkiSetiId });
      expect(response.status, String(yetkiSetiId)).toBe(400);
      expect(await json(response)).toEqual(error('VALIDATION', TR['error.invalidInput']));
    }
    // this caller may add users but does not hold the waiter's key
    const limited = await loginWith(w.venue.A, [KEY, `${KEY}:ekle`]);
    const beyond = await inA('POST', '/mevcut', { email: 'set.deneme@demo.test', yetkiSetiId: w.set.aGarson }, limited);
    expect(beyond.status).toBe(403);
    expect(await json(beyond)).toEqual(error('GRANT_BEYOND_OWN', TR['error.grantBeyondOwn']));
    expect(await uyelikSayisi(id)).toBe(0);
    // the same caller with a set inside their own: allowed
    expect((await inA('POST', '/mevcut', { email: 'set.deneme@demo.test', yetkiSetiId: w.set.aBos }, limited)).status).toBe(201);
    expect(await scalar('SELECT yetki_seti_id FROM isletme_kullanici WHERE isletme_id = ? AND kullanici_id = ?', w.venue.A, id)).toBe(w.set.aBos);
  });

  it('needs the :ekle permission', async () => {
    const id = await insertOperator('izinsiz@demo.test', [[w.venue.B, w.set.bTam]]);
    const viewer = await loginWith(w.venue.A, [KEY, `${KEY}:guncelle`]);
    const response = await inA('POST', '/mevcut', { email: 'izinsiz@demo.test', yetkiSetiId: null }, viewer);
    expect(response.status).toBe(403);
    expect((await json(response)).errorCode).toBe('FORBIDDEN');
    expect(await uyelikSayisi(id)).toBe(0);
  });

  it('an unknown e-mail is 404; an admin account is only "cannot be added"', async () => {
    const unknown = await inA('POST', '/mevcut', { email: 'kimse.yok@demo.test', yetkiSetiId: null });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual(error('ACCOUNT_NOT_FOUND', TR['error.accountNotFound']));
    const before = await hesapDurumu(w.user.admin.id);
    const adminAccount = await inA('POST', '/mevcut', { email: 'Admin@Demo.Test', yetkiSetiId: null });
    expect(adminAccount.status).toBe(400);
    expect(await json(adminAccount)).toEqual(error('ACCOUNT_NOT_ADDABLE', TR['error.accountNotAddable']));
    expect(await hesapDurumu(w.user.admin.id)).toBe(before);
    // the create form does not offer to add an admin either
    const viaAdd = await inA('POST', '', { adSoyad: 'Yönetici Kopya', email: 'admin@demo.test', sifre: 'sifre12345', yetkiSetiId: null });
    expect(viaAdd.status).toBe(409);
    expect((await json(viaAdd)).errorCode).toBe('EMAIL_TAKEN');
  });

  it("answers in the caller's language", async () => {
    await insertOperator('dil@demo.test', [[w.venue.B, w.set.bTam]]);
    const response = await call('POST', '/api/isletme/kullanicilar', { token: owner, venue: w.venue.A, lang: 'en', body: { adSoyad: 'Dil Deneme', email: 'dil@demo.test', sifre: 'sifre12345', yetkiSetiId: null } });
    expect(await json(response)).toEqual(error('ACCOUNT_EXISTS', en['error.accountExists']!));
  });

  it('reopens an account that was closed when its only venue disabled it, leaving that venue disabled', async () => {
    const id = await insertOperator('kapanan@demo.test', [[w.venue.B, w.set.bTam]]);
    expect((await call('POST', `/api/isletme/kullanicilar/${id}/pasif`, { token: owner, venue: w.venue.B })).status).toBe(200);
    expect((await loginResponse('kapanan@demo.test', SIFRE)).status).toBe(401);
    expect((await inA('POST', '/mevcut', { email: 'kapanan@demo.test', yetkiSetiId: w.set.aGarson })).status).toBe(201);
    const loggedIn = await json(await loginResponse('kapanan@demo.test', SIFRE));
    expect(loggedIn.data.userInfo.isletmeler.map((v: { id: number }) => v.id)).toEqual([w.venue.A]);
    expect(await scalar('SELECT aktif FROM isletme_kullanici WHERE isletme_id = ? AND kullanici_id = ?', w.venue.B, id)).toBe(0);
  });
});
