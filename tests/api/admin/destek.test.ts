import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildWorld, call, json, login, scalar, type Json, type World } from '../fixtures';

/** Support access ("view as"): start, enter a venue's API as the admin, read-only without consent, the audit log. */

let w: World;
let admin: string;
let owner: string;
let n = 0;

const baslat = (body: Json, token = admin) => call('POST', '/api/admin/destek', { token, body });
const bitir = (token = admin) => call('POST', '/api/admin/destek/bitir', { token });
const setEkle = (ad: string, venue = w.venue.A, token = admin) => call('POST', '/api/isletme/yetki-setleri', { token, venue, body: { ad, yetkiler: [] } });
const setSayisi = (ad: string) => scalar<number>('SELECT count(*) FROM yetki_seti WHERE ad = ?', ad);
const yazmalar = () => env.DB.prepare("SELECT kullanici_id, isletme_id, ayrinti FROM platform_log WHERE tur = 'destek.yazma' ORDER BY id").all<{ kullanici_id: number; isletme_id: number; ayrinti: string }>();
const kod = async (r: Response) => ({ status: r.status, errorCode: ((await json(r)) as Json).errorCode as string | undefined });

beforeAll(async () => {
  w = await buildWorld();
  admin = await login(w.user.admin.email);
  owner = await login(w.user.owner.email);
});

beforeEach(async () => {
  // every test starts without a live session
  await env.DB.prepare('UPDATE destek_oturumu SET bitirme_zamani = ? WHERE bitirme_zamani IS NULL').bind(new Date().toISOString()).run();
});

describe('starting a support session', () => {
  it('needs admin:isletmeler:destek: a restricted admin and operators get 403, nothing is stored', async () => {
    const kisitli = await login(w.user.adminKisitli.email);
    expect(await kod(await baslat({ isletmeId: w.venue.A, neden: 'Destek talebi 1', sahipOnayi: true }, kisitli))).toEqual({ status: 403, errorCode: 'FORBIDDEN' });
    expect(await kod(await baslat({ isletmeId: w.venue.A, neden: 'Destek talebi 1', sahipOnayi: true }, owner))).toEqual({ status: 403, errorCode: 'FORBIDDEN' });
    expect((await call('GET', '/api/admin/destek', { token: owner })).status).toBe(403);
    expect(await scalar('SELECT count(*) FROM destek_oturumu')).toBe(0);
  });

  it('refuses a missing reason, an unknown or closed venue, and a second live session', async () => {
    expect(await kod(await baslat({ isletmeId: w.venue.A, neden: ' ab ', sahipOnayi: false }))).toEqual({ status: 400, errorCode: 'VALIDATION' });
    expect(await kod(await baslat({ isletmeId: w.venue.A, neden: 'Destek talebi', sahipOnayi: 'evet' }))).toEqual({ status: 400, errorCode: 'VALIDATION' });
    expect(await kod(await baslat({ isletmeId: 999999, neden: 'Destek talebi', sahipOnayi: false }))).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
    expect(await kod(await baslat({ isletmeId: w.venue.kapali, neden: 'Destek talebi', sahipOnayi: false }))).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
    expect((await baslat({ isletmeId: w.venue.A, neden: 'Destek talebi', sahipOnayi: false })).status).toBe(201);
    expect(await kod(await baslat({ isletmeId: w.venue.B, neden: 'Başka bir talep', sahipOnayi: false }))).toEqual({ status: 409, errorCode: 'SUPPORT_ACTIVE' });
    expect(await scalar('SELECT count(*) FROM destek_oturumu WHERE bitirme_zamani IS NULL')).toBe(1);
  });

  it('junk bodies and queries are refused with 400, never a 5xx, and start nothing', async () => {
    const govdeler: unknown[] = [{}, { isletmeId: '1', neden: 'Destek talebi', sahipOnayi: false }, { isletmeId: 1.5, neden: 'Destek talebi', sahipOnayi: false },
      { isletmeId: 4294967296, neden: 'Destek talebi', sahipOnayi: false }, { isletmeId: w.venue.A, neden: 'x'.repeat(501), sahipOnayi: false },
      { isletmeId: w.venue.A, neden: ['Destek talebi'], sahipOnayi: false }, { isletmeId: w.venue.A, neden: 'Destek talebi', sahipOnayi: null }];
    for (const body of govdeler) expect((await baslat(body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    for (const raw of ['', '{', '[]', 'null']) expect((await call('POST', '/api/admin/destek', { token: admin, rawBody: raw })).status).toBe(400);
    for (const q of ['-1', '0x1', '99999999999', '%00']) expect((await call('GET', `/api/admin/destek?isletmeId=${q}`, { token: admin })).status).toBe(400);
    expect((await call('GET', `/api/admin/destek/isletmeler?q=${'%E2%82%AC'.repeat(300)}`, { token: admin })).status).toBe(200);
    expect(await scalar('SELECT count(*) FROM destek_oturumu WHERE bitirme_zamani IS NULL')).toBe(0);
  });

  it('lasts 30 minutes, logs destek.basla and shows in /auth/me and the admin list', async () => {
    const once = Date.now();
    const r = await baslat({ isletmeId: w.venue.A, neden: 'Menü fiyatları görünmüyor (#4412)', sahipOnayi: false });
    expect(r.status).toBe(201);
    const oturum = (await json(r)).data as Json;
    expect(oturum).toMatchObject({ isletmeId: w.venue.A, isletmeAdi: 'Kahve Durağı', sahipOnayi: false, neden: 'Menü fiyatları görünmüyor (#4412)' });
    const sure = Date.parse(oturum.bitis) - Date.parse(oturum.baslangic);
    expect(sure).toBe(30 * 60_000);
    expect(Date.parse(oturum.baslangic)).toBeGreaterThanOrEqual(once - 1000);
    const log = await env.DB.prepare("SELECT kullanici_id, isletme_id, ayrinti FROM platform_log WHERE tur = 'destek.basla' ORDER BY id DESC").first<{ kullanici_id: number; isletme_id: number; ayrinti: string }>();
    expect(log).toMatchObject({ kullanici_id: w.user.admin.id, isletme_id: w.venue.A });
    expect(JSON.parse(log!.ayrinti)).toMatchObject({ oturumId: oturum.id, neden: 'Menü fiyatları görünmüyor (#4412)', sahipOnayi: false });
    const me = (await json(await call('GET', '/api/auth/me', { token: admin }))).data as Json;
    expect(me.destek).toMatchObject({ id: oturum.id, isletmeId: w.venue.A });
    const liste = (await json(await call('GET', `/api/admin/destek?isletmeId=${w.venue.A}`, { token: admin }))).data as Json;
    expect(liste.canli.id).toBe(oturum.id);
    expect(liste.oturumlar[0]).toMatchObject({ id: oturum.id, adminAdi: 'Deniz Arslan', canli: true });
    const baska = (await json(await call('GET', `/api/admin/destek?isletmeId=${w.venue.B}`, { token: admin }))).data as Json;
    expect(baska.oturumlar.map((o: Json) => o.id)).not.toContain(oturum.id);
    expect((await call('GET', '/api/admin/destek?isletmeId=abc', { token: admin })).status).toBe(400);
  });

  it('the venue picker finds venues by folded name and city', async () => {
    const bul = async (q: string) => ((await json(await call('GET', `/api/admin/destek/isletmeler?q=${encodeURIComponent(q)}`, { token: admin }))).data as Json[]).map((i) => i.ad);
    expect(await bul('KAHVE DURAGI')).toEqual(['Kahve Durağı']);
    expect(await bul('istanbul')).toEqual(['Güzellik Salonu Lotus']);
    expect(await bul('kapanmis')).toEqual([]);
  });
});

describe('inside a session ("view as")', () => {
  it('reads the venue as its owner would; another venue stays closed', async () => {
    expect((await call('GET', '/api/isletme/kullanicilar', { token: admin, venue: w.venue.A })).status).toBe(403);
    expect((await baslat({ isletmeId: w.venue.A, neden: 'Kullanıcı sorunu', sahipOnayi: false })).status).toBe(201);
    const users = await call('GET', '/api/isletme/kullanicilar', { token: admin, venue: w.venue.A });
    expect(users.status).toBe(200);
    expect(((await json(users)).data as Json[]).map((u) => u.email)).toContain(w.user.owner.email);
    expect((await call('GET', '/api/isletme/ozet/yonetim', { token: admin, venue: w.venue.A })).status).toBe(200);
    expect(await kod(await call('GET', '/api/isletme/kullanicilar', { token: admin, venue: w.venue.B }))).toEqual({ status: 403, errorCode: 'VENUE_FORBIDDEN' });
    expect((await call('GET', '/api/isletme/kullanicilar', { token: admin, venue: w.venue.kapali })).status).toBe(403);
  });

  it('without the consent tick a write is 403 SUPPORT_READ_ONLY, nothing changes, and the attempt is logged', async () => {
    expect((await baslat({ isletmeId: w.venue.A, neden: 'Salt okunur bakış', sahipOnayi: false })).status).toBe(201);
    const ad = `Destek seti ${++n}`;
    const r = await setEkle(ad);
    expect(r.status).toBe(403);
    const body = (await json(r)) as Json;
    expect(body).toMatchObject({ success: false, errorCode: 'SUPPORT_READ_ONLY' });
    expect(body.errorDetail).toMatch(/salt okunur/);
    expect(await setSayisi(ad)).toBe(0);
    // the same refusal in English for an English-speaking admin
    const en = await call('POST', '/api/isletme/yetki-setleri', { token: admin, venue: w.venue.A, lang: 'en', body: { ad, yetkiler: [] } });
    expect(((await json(en)) as Json).errorDetail).toMatch(/read-only/i);
    const son = (await yazmalar()).results.at(-1)!;
    expect(son).toMatchObject({ kullanici_id: w.user.admin.id, isletme_id: w.venue.A });
    expect(JSON.parse(son.ayrinti)).toMatchObject({ method: 'POST', path: '/api/isletme/yetki-setleri', status: 403 });
  });

  it('with consent a write works and platform_log has it (refused writes too)', async () => {
    const oturum = (await json(await baslat({ isletmeId: w.venue.A, neden: 'Sahip izin verdi', sahipOnayi: true }))).data as Json;
    const ad = `Destek seti ${++n}`;
    expect((await setEkle(ad)).status).toBe(201);
    expect(await setSayisi(ad)).toBe(1);
    const bozuk = await call('POST', '/api/isletme/yetki-setleri', { token: admin, venue: w.venue.A, body: { ad: '' } });
    expect(bozuk.status).toBe(400);
    const kayitlar = (await yazmalar()).results.map((row) => JSON.parse(row.ayrinti) as Json).filter((a) => a.oturumId === oturum.id);
    expect(kayitlar).toEqual([
      { oturumId: oturum.id, method: 'POST', path: '/api/isletme/yetki-setleri', status: 201 },
      { oturumId: oturum.id, method: 'POST', path: '/api/isletme/yetki-setleri', status: 400 },
    ]);
    // reads are not writes
    expect((await call('GET', '/api/isletme/yetki-setleri', { token: admin, venue: w.venue.A })).status).toBe(200);
    expect((await yazmalar()).results.filter((row) => (JSON.parse(row.ayrinti) as Json).oturumId === oturum.id)).toHaveLength(2);
  });

  it('after 30 minutes every call is refused', async () => {
    const oturum = (await json(await baslat({ isletmeId: w.venue.A, neden: 'Süre testi', sahipOnayi: true }))).data as Json;
    expect((await call('GET', '/api/isletme/kullanicilar', { token: admin, venue: w.venue.A })).status).toBe(200);
    // 30 minutes later: the session's end is in the past
    const bas = new Date(Date.now() - 31 * 60_000);
    await env.DB.prepare('UPDATE destek_oturumu SET baslangic = ?, bitis = ? WHERE id = ?').bind(bas.toISOString(), new Date(bas.getTime() + 30 * 60_000).toISOString(), oturum.id).run();
    expect(await kod(await call('GET', '/api/isletme/kullanicilar', { token: admin, venue: w.venue.A }))).toEqual({ status: 403, errorCode: 'VENUE_FORBIDDEN' });
    const ad = `Destek seti ${++n}`;
    expect((await setEkle(ad)).status).toBe(403);
    expect(await setSayisi(ad)).toBe(0);
    expect(((await json(await call('GET', '/api/auth/me', { token: admin }))).data as Json).destek).toBeNull();
    // an expired session no longer blocks a new one
    expect((await baslat({ isletmeId: w.venue.A, neden: 'Yeni oturum', sahipOnayi: false })).status).toBe(201);
  });

  it('an ended session is refused at once; ending logs destek.bitir', async () => {
    const oturum = (await json(await baslat({ isletmeId: w.venue.A, neden: 'Bitirme testi', sahipOnayi: true }))).data as Json;
    const r = await bitir();
    expect(((await json(r)) as Json).data).toEqual({ bitti: true });
    expect(((await json(await bitir())) as Json).data).toEqual({ bitti: false });
    expect((await call('GET', '/api/isletme/kullanicilar', { token: admin, venue: w.venue.A })).status).toBe(403);
    const log = await env.DB.prepare("SELECT isletme_id, ayrinti FROM platform_log WHERE tur = 'destek.bitir' ORDER BY id DESC").first<{ isletme_id: number; ayrinti: string }>();
    expect(log?.isletme_id).toBe(w.venue.A);
    expect(JSON.parse(log!.ayrinti)).toEqual({ oturumId: oturum.id });
  });

  it('taking the support key away from the admin set closes the venue at once', async () => {
    expect((await baslat({ isletmeId: w.venue.A, neden: 'Yetki testi', sahipOnayi: false })).status).toBe(201);
    expect((await call('GET', '/api/isletme/kullanicilar', { token: admin, venue: w.venue.A })).status).toBe(200);
    const eski = await scalar<string>('SELECT yetkiler FROM yetki_seti WHERE id = ?', w.set.admin);
    await env.DB.prepare('UPDATE yetki_seti SET yetkiler = ? WHERE id = ?').bind(JSON.stringify(JSON.parse(eski!).filter((k: string) => k !== 'admin:isletmeler:destek')), w.set.admin).run();
    try {
      expect((await call('GET', '/api/isletme/kullanicilar', { token: admin, venue: w.venue.A })).status).toBe(403);
    } finally {
      await env.DB.prepare('UPDATE yetki_seti SET yetkiler = ? WHERE id = ?').bind(eski, w.set.admin).run();
    }
  });

  it('an operator is never treated as support, even with a session row in their name', async () => {
    const bas = new Date();
    await env.DB.prepare("INSERT INTO destek_oturumu (kullanici_id, isletme_id, neden, sahip_onayi, baslangic, bitis) VALUES (?, ?, 'Sahte', 1, ?, ?)")
      .bind(w.user.waiter.id, w.venue.C, bas.toISOString(), new Date(bas.getTime() + 60_000).toISOString()).run();
    const garson = await login(w.user.waiter.email);
    expect((await call('GET', '/api/isletme/ozet', { token: garson, venue: w.venue.C })).status).toBe(403);
  });
});

describe("the owner's audit log", () => {
  it('lists who entered, when, why, with or without consent, and which writes; a waiter gets 403', async () => {
    const oturum = (await json(await baslat({ isletmeId: w.venue.A, neden: 'Sahibin görmesi gereken neden', sahipOnayi: true }))).data as Json;
    const ad = `Destek seti ${++n}`;
    expect((await setEkle(ad)).status).toBe(201);
    expect((await bitir()).status).toBe(200);
    const r = await call('GET', '/api/isletme/ayarlar/destek', { token: owner, venue: w.venue.A });
    expect(r.status).toBe(200);
    const kayit = ((await json(r)).data as Json[]).find((o) => o.id === oturum.id);
    expect(kayit).toMatchObject({ adminAdi: 'Deniz Arslan', neden: 'Sahibin görmesi gereken neden', sahipOnayi: true, canli: false, isletmeAdi: 'Kahve Durağı' });
    expect(kayit.bitirmeZamani).not.toBeNull();
    expect(kayit.yazmalar).toEqual([expect.objectContaining({ method: 'POST', path: '/api/isletme/yetki-setleri', status: 201 })]);
    // the same owner in venue B sees none of A's sessions
    const b = (await json(await call('GET', '/api/isletme/ayarlar/destek', { token: owner, venue: w.venue.B }))).data as Json[];
    expect(b.map((o) => o.id)).not.toContain(oturum.id);
    const garson = await login(w.user.waiter.email);
    expect((await call('GET', '/api/isletme/ayarlar/destek', { token: garson, venue: w.venue.A })).status).toBe(403);
  });
});
