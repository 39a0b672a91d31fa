import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { bugun as yerelGun, gunEkle } from '@lib/zaman/dilim';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { slugFor } from '@worker/slug';
import { TUM_ISLETME_YETKILERI, buildWorld, call, insertOperator, insertSet, insertUser, insertVenue, json, login, scalar, type World } from '../fixtures';
import { kanalKur } from '../randevu/fixtures';

/** Issue 14 licences: enforced on every venue call, on guest pages, on seats; the admin licence API. */

let w: World;
let admin = '';
let n = 0;
const uniq = () => `${++n}${Math.floor(Math.random() * 1e6)}`;
const bugun = () => yerelGun('Europe/Istanbul');

async function lisansVer(isletmeId: number, l: { moduller?: string[]; koltuk?: number; bitis?: string; ekSureGun?: number | null; deneme?: 0 | 1 } = {}): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO lisans (isletme_id, plan, moduller, koltuk, baslangic, bitis, deneme, ek_sure_gun) VALUES (?, 'standart', ?, ?, '2020-01-01', ?, ?, ?)
     ON CONFLICT (isletme_id) DO UPDATE SET moduller = excluded.moduller, koltuk = excluded.koltuk, bitis = excluded.bitis, deneme = excluded.deneme, ek_sure_gun = excluded.ek_sure_gun`,
  ).bind(isletmeId, JSON.stringify(l.moduller ?? ['qrmenu', 'cafe', 'randevu', 'envanter', 'crm']), l.koltuk ?? 10, l.bitis ?? '2099-12-31', l.deneme ?? 0, l.ekSureGun === undefined ? null : l.ekSureGun).run();
}

/** A venue of its own with a full-set owner; returns the venue id and the owner's session. */
async function isletmeKur(): Promise<{ id: number; token: string; ownerId: number }> {
  const id = await insertVenue({ ad: `Lisans ${uniq()}`, urlAdi: `lisans-${uniq()}`, tur: 'cafe' });
  const set = await insertSet({ isletmeId: id, ad: 'Tam Yetki', yetkiler: TUM_ISLETME_YETKILERI });
  const email = `sahip.${uniq()}@demo.test`;
  const ownerId = await insertOperator(email, [[id, set]]);
  return { id, token: await login(email), ownerId };
}

beforeAll(async () => {
  w = await buildWorld();
  admin = await login(w.user.admin.email);
});

describe('expired licence: read-only panel', () => {
  it('answers writes 403 LICENSE_EXPIRED with the message and keeps reads working', async () => {
    const v = await isletmeKur();
    await lisansVer(v.id, { bitis: gunEkle(bugun(), -1) });
    const okuma = await call('GET', '/api/isletme/qrmenu/kategoriler', { token: v.token, venue: v.id });
    expect(okuma.status).toBe(200);
    const yazma = await call('POST', '/api/isletme/qrmenu/kategoriler', { token: v.token, venue: v.id, body: { ad: { tr: 'Tatlılar' }, ustKategoriId: null, gorunur: true } });
    expect(yazma.status).toBe(403);
    const body = await json(yazma);
    expect(body.errorCode).toBe('LICENSE_EXPIRED');
    expect(body.errorDetail).toBe(TR['error.licenseExpired'].replace('{bitis}', gunEkle(bugun(), -1).split('-').reverse().join('.')));
    expect(await scalar('SELECT count(*) FROM menu_kategori WHERE isletme_id = ?', v.id)).toBe(0);
    const en = await json(await call('POST', '/api/isletme/qrmenu/kategoriler', { token: v.token, venue: v.id, body: { ad: { tr: 'x' }, ustKategoriId: null, gorunur: true }, lang: 'en' }));
    expect(en.errorDetail).toContain('expired');
  });

  it('lets the last day (bitis, the venue\'s local day) still write', async () => {
    const v = await isletmeKur();
    await lisansVer(v.id, { bitis: bugun() });
    const yazma = await call('POST', '/api/isletme/qrmenu/kategoriler', { token: v.token, venue: v.id, body: { ad: { tr: 'Tatlılar' }, ustKategoriId: null, gorunur: true } });
    expect(yazma.status).toBe(201);
  });

  it('inside the grace period (guest pages still open) the panel is already read-only: writes 403, reads 200', async () => {
    const v = await isletmeKur();
    await lisansVer(v.id, { bitis: gunEkle(bugun(), -3), ekSureGun: 7 });
    expect((await call('GET', '/api/isletme/qrmenu/kategoriler', { token: v.token, venue: v.id })).status).toBe(200);
    const yazma = await call('POST', '/api/isletme/qrmenu/kategoriler', { token: v.token, venue: v.id, body: { ad: { tr: 'Tatlılar' }, ustKategoriId: null, gorunur: true } });
    expect(yazma.status).toBe(403);
    expect((await json(yazma)).errorCode).toBe('LICENSE_EXPIRED');
    expect(await scalar('SELECT count(*) FROM menu_kategori WHERE isletme_id = ?', v.id)).toBe(0);
  });

  it('tells the panel the state in the session answer', async () => {
    const v = await isletmeKur();
    await lisansVer(v.id, { bitis: gunEkle(bugun(), -3), ekSureGun: 7 });
    const me = await json(await call('GET', '/api/auth/me', { token: v.token, venue: v.id }));
    const isletme = me.data.userInfo.isletmeler.find((i: { id: number }) => i.id === v.id);
    expect(isletme.lisans).toMatchObject({ hali: 'ek-sure', bitis: gunEkle(bugun(), -3) });
    await lisansVer(v.id, { bitis: gunEkle(bugun(), -8), ekSureGun: 7 });
    const sonra = await json(await call('GET', '/api/auth/me', { token: v.token, venue: v.id }));
    expect(sonra.data.userInfo.isletmeler.find((i: { id: number }) => i.id === v.id).lisans.hali).toBe('bitti');
  });
});

describe('modules outside the licence', () => {
  it('answers the module API 403 MODULE_NOT_LICENSED and leaves it out of the permissions', async () => {
    const v = await isletmeKur();
    await lisansVer(v.id, { moduller: ['qrmenu', 'randevu'] });
    for (const path of ['/api/isletme/crm/musteriler', '/api/isletme/envanter/urunler', '/api/isletme/cafe/masalar', '/api/isletme/ozet/envanter']) {
      const r = await call('GET', path, { token: v.token, venue: v.id });
      expect(r.status, path).toBe(403);
      expect((await json(r)).errorCode, path).toBe('MODULE_NOT_LICENSED');
    }
    expect((await call('GET', '/api/isletme/qrmenu/kategoriler', { token: v.token, venue: v.id })).status).toBe(200);
    // venue-wide core stays open
    expect((await call('GET', '/api/isletme/kullanicilar', { token: v.token, venue: v.id })).status).toBe(200);
    const me = await json(await call('GET', '/api/auth/me', { token: v.token, venue: v.id }));
    const izinler: string[] = me.data.permissions;
    expect(izinler.some((k) => k.startsWith('isletme:crm:'))).toBe(false);
    expect(izinler.some((k) => k.startsWith('isletme:envanter:'))).toBe(false);
    expect(izinler.some((k) => k.startsWith('isletme:qrmenu:cafe-yonetim'))).toBe(false);
    expect(izinler).toContain('isletme:qrmenu:kategori');
    expect(izinler).toContain('isletme:ayarlar:yonetim:kullanici');
    const set = me.data.userInfo.isletmeler.find((i: { id: number }) => i.id === v.id).yetkiSetId;
    const liste = await json(await call('POST', '/api/YetkiSetleri/kullaniciyetkileri', { token: v.token, body: { yetkiSetIdString: String(set) } }));
    expect(liste.data.data.some((k: string) => k.startsWith('isletme:crm:'))).toBe(false);
    expect(liste.data.data).toContain('isletme:randevutakip:randevular');
  });
});

describe('seats', () => {
  it('never goes over the limit under 10 parallel invites', async () => {
    const v = await isletmeKur();
    await lisansVer(v.id, { koltuk: 4 });
    const set = await insertSet({ isletmeId: v.id, ad: 'Garson', yetkiler: ['isletme:qrmenu:cafe-yonetim:masa-takip'] });
    const mevcut: string[] = [];
    for (let i = 0; i < 5; i++) {
      const email = `var.${uniq()}@demo.test`;
      await insertOperator(email, []);
      mevcut.push(email);
    }
    const cevaplar = await Promise.all([
      ...Array.from({ length: 5 }, () => call('POST', '/api/isletme/kullanicilar', { token: v.token, venue: v.id, body: { adSoyad: 'Yeni Kişi', email: `yeni.${uniq()}@demo.test`, sifre: 'sifre12345', yetkiSetiId: set } })),
      ...mevcut.map((email) => call('POST', '/api/isletme/kullanicilar/mevcut', { token: v.token, venue: v.id, body: { email, yetkiSetiId: set } })),
    ]);
    const kodlar = cevaplar.map((r) => r.status);
    expect(kodlar.filter((k) => k === 201)).toHaveLength(3);
    expect(kodlar.filter((k) => k === 409)).toHaveLength(7);
    for (const r of cevaplar.filter((x) => x.status === 409)) {
      const body = await json(r);
      expect(body.errorCode).toBe('SEAT_LIMIT');
      expect(body.errorDetail).toBe(TR['error.seatLimit'].replace('{koltuk}', '4'));
    }
    expect(await scalar('SELECT count(*) FROM isletme_kullanici WHERE isletme_id = ? AND aktif = 1', v.id)).toBe(4);
    // a refused new account leaves no account behind
    expect(await scalar("SELECT count(*) FROM kullanici k WHERE k.email LIKE 'yeni.%' AND NOT EXISTS (SELECT 1 FROM isletme_kullanici ik WHERE ik.kullanici_id = k.id)")).toBe(0);
  });

  it('refuses re-enabling a member over the limit', async () => {
    const v = await isletmeKur();
    const pasif = await insertOperator(`pasif.${uniq()}@demo.test`, []);
    await env.DB.prepare('INSERT INTO isletme_kullanici (isletme_id, kullanici_id, aktif) VALUES (?, ?, 0)').bind(v.id, pasif).run();
    await lisansVer(v.id, { koltuk: 1 });
    const r = await call('POST', `/api/isletme/kullanicilar/${pasif}/aktif`, { token: v.token, venue: v.id });
    expect(r.status).toBe(409);
    expect((await json(r)).errorCode).toBe('SEAT_LIMIT');
    expect(await scalar('SELECT aktif FROM isletme_kullanici WHERE isletme_id = ? AND kullanici_id = ?', v.id, pasif)).toBe(0);
    await lisansVer(v.id, { koltuk: 2 });
    expect((await call('POST', `/api/isletme/kullanicilar/${pasif}/aktif`, { token: v.token, venue: v.id })).status).toBe(200);
  });
});

describe('suspended venue', () => {
  it('answers its operators 403 VENUE_SUSPENDED and its guests a neutral closed answer', async () => {
    const v = await isletmeKur();
    await env.DB.prepare("UPDATE isletme SET askiya_alma_zamani = '2026-01-01T00:00:00.000Z', askiya_alma_nedeni = 'ödeme' WHERE id = ?").bind(v.id).run();
    const r = await call('GET', '/api/isletme/qrmenu/kategoriler', { token: v.token, venue: v.id });
    expect(r.status).toBe(403);
    const body = await json(r);
    expect(body.errorCode).toBe('VENUE_SUSPENDED');
    expect(body.errorDetail).toBe(TR['error.venueSuspended']);
    const menu = await call('GET', `/api/public/menu/${slugFor(env, v.id)}`);
    expect(menu.status).toBe(403);
    const m = await json(menu);
    expect(m.errorCode).toBe('VENUE_CLOSED');
    expect(m.errorDetail).not.toContain('ödeme');
    // the venue list still names it, so the panel can say why
    const me = await json(await call('GET', '/api/auth/me', { token: v.token }));
    expect(me.data.userInfo.isletmeler.find((i: { id: number }) => i.id === v.id).askida).toBe(true);
  });
});

describe('guest pages and the grace period', () => {
  it('keeps the menu and bookings inside the grace period, then closes them (4xx, clear message)', async () => {
    const k = await kanalKur();
    const slug = slugFor(env, k.isletmeId);
    await lisansVer(k.isletmeId, { bitis: gunEkle(bugun(), -2), ekSureGun: 3 });
    expect((await call('GET', `/api/public/menu/${slug}`)).status).toBe(200);
    expect((await call('GET', `/api/randevu/${k.firmaKey}/kanal`)).status).toBe(200);
    await lisansVer(k.isletmeId, { bitis: gunEkle(bugun(), -4), ekSureGun: 3 });
    const menu = await call('GET', `/api/public/menu/${slug}`);
    expect(menu.status).toBe(403);
    const kanal = await call('GET', `/api/randevu/${k.firmaKey}/kanal`);
    expect(kanal.status).toBe(403);
    const body = await json(kanal);
    expect(body.errorCode).toBe('BOOKING_CLOSED');
    expect(body.errorDetail).toBe(TR['randevu.api.bookingClosed']);
    const slotlar = await call('GET', `/api/randevu/${k.firmaKey}/slotlar?tarih=${bugun()}&hizmetler=1`);
    expect(slotlar.status).toBeLessThan(500);
    expect(slotlar.status).toBeGreaterThanOrEqual(400);
  });

  it('uses the platform default grace period when the licence has none', async () => {
    const k = await kanalKur();
    await env.DB.prepare('UPDATE platform_ayar SET ek_sure_gun = 10 WHERE id = 1').run();
    try {
      await lisansVer(k.isletmeId, { bitis: gunEkle(bugun(), -5), ekSureGun: null });
      expect((await call('GET', `/api/randevu/${k.firmaKey}/kanal`)).status).toBe(200);
      await env.DB.prepare('UPDATE platform_ayar SET ek_sure_gun = 2 WHERE id = 1').run();
      expect((await call('GET', `/api/randevu/${k.firmaKey}/kanal`)).status).toBe(403);
    } finally {
      await env.DB.prepare('UPDATE platform_ayar SET ek_sure_gun = 7 WHERE id = 1').run();
    }
  });

  it('keeps the other guest pages of a venue without the appointment module', async () => {
    const k = await kanalKur();
    await lisansVer(k.isletmeId, { moduller: ['qrmenu'] });
    expect((await call('GET', `/api/public/menu/${slugFor(env, k.isletmeId)}`)).status).toBe(200);
    expect((await json(await call('GET', `/api/randevu/${k.firmaKey}/kanal`))).errorCode).toBe('BOOKING_CLOSED');
  });
});

describe('admin licence API', () => {
  const gecerli = (l: Record<string, unknown> = {}) => ({ plan: 'standart', moduller: ['qrmenu', 'cafe'], koltuk: 5, baslangic: '2026-01-01', bitis: '2026-12-31', deneme: false, ekSureGun: null, ...l });

  it('lists every venue with its licence, seats used and state', async () => {
    const v = await isletmeKur();
    await lisansVer(v.id, { bitis: gunEkle(bugun(), -1), koltuk: 3 });
    const body = await json(await call('GET', '/api/admin/lisans', { token: admin }));
    const satir = body.data.satirlar.find((s: { isletmeId: number }) => s.isletmeId === v.id);
    expect(satir).toMatchObject({ kullanilan: 1, lisans: { koltuk: 3, hali: 'ek-sure', plan: 'standart' } });
    expect(body.data.satirlar.find((s: { isletmeId: number }) => s.isletmeId === w.venue.C).lisans).toBeNull();
  });

  it('validates, changes nothing on bad input, and logs every change with before and after', async () => {
    const v = await isletmeKur();
    await lisansVer(v.id, { koltuk: 3 });
    const kotu = await call('PUT', `/api/admin/lisans/${v.id}`, { token: admin, body: gecerli({ baslangic: '2026-05-01', bitis: '2026-04-30' }) });
    expect(kotu.status).toBe(400);
    expect((await json(kotu)).data.alanlar.bitis).toBeTruthy();
    for (const bozuk of [gecerli({ koltuk: 0 }), gecerli({ moduller: ['muhasebe'] }), gecerli({ bitis: '2026-02-30' }), gecerli({ ekSureGun: 91 }), gecerli({ plan: 'altin' }), gecerli({ koltuk: 2.5 })]) {
      expect((await call('PUT', `/api/admin/lisans/${v.id}`, { token: admin, body: bozuk })).status).toBe(400);
    }
    expect(await scalar('SELECT koltuk FROM lisans WHERE isletme_id = ?', v.id)).toBe(3);
    expect(await scalar("SELECT count(*) FROM platform_log WHERE isletme_id = ? AND tur = 'lisans.guncelle'", v.id)).toBe(0);

    const ok = await call('PUT', `/api/admin/lisans/${v.id}`, { token: admin, body: gecerli({ moduller: ['cafe', 'qrmenu', 'cafe'], ekSureGun: 5 }) });
    expect(ok.status).toBe(200);
    expect(await scalar('SELECT moduller FROM lisans WHERE isletme_id = ?', v.id)).toBe('["qrmenu","cafe"]');
    const log = await env.DB.prepare("SELECT kullanici_id, ayrinti FROM platform_log WHERE isletme_id = ? AND tur = 'lisans.guncelle'").bind(v.id).all<{ kullanici_id: number; ayrinti: string }>();
    expect(log.results).toHaveLength(1);
    expect(log.results[0]!.kullanici_id).toBe(w.user.admin.id);
    const ayrinti = JSON.parse(log.results[0]!.ayrinti);
    expect(ayrinti.eski).toMatchObject({ koltuk: 3, plan: 'standart' });
    expect(ayrinti.yeni).toMatchObject({ koltuk: 5, moduller: ['qrmenu', 'cafe'], ekSureGun: 5 });
    const detay = await json(await call('GET', `/api/admin/lisans/${v.id}`, { token: admin }));
    expect(detay.data.gecmis).toHaveLength(1);
    expect(detay.data.gecmis[0].kullanici).toBe('Deniz Arslan');
  });

  it('refuses fewer seats than today\'s active operators with a clear message', async () => {
    const v = await isletmeKur();
    await insertOperator(`ikinci.${uniq()}@demo.test`, [[v.id, null]]);
    const r = await call('PUT', `/api/admin/lisans/${v.id}`, { token: admin, body: gecerli({ koltuk: 1 }) });
    expect(r.status).toBe(422);
    const body = await json(r);
    expect(body.errorCode).toBe('SEATS_BELOW_ACTIVE');
    expect(body.errorDetail).toContain('(2)');
  });

  it('gives a licence to a venue without one; 404 for an unknown venue', async () => {
    const id = await insertVenue({ ad: `Lisanssız ${uniq()}`, urlAdi: `lisanssiz-${uniq()}`, tur: 'cafe' });
    expect((await call('PUT', `/api/admin/lisans/${id}`, { token: admin, body: gecerli() })).status).toBe(200);
    expect(await scalar('SELECT koltuk FROM lisans WHERE isletme_id = ?', id)).toBe(5);
    expect(JSON.parse((await scalar<string>("SELECT ayrinti FROM platform_log WHERE isletme_id = ? AND tur = 'lisans.guncelle'", id))!).eski).toBeNull();
    expect((await call('PUT', '/api/admin/lisans/99999999', { token: admin, body: gecerli() })).status).toBe(404);
    expect((await call('GET', '/api/admin/lisans/abc', { token: admin })).status).toBe(404);
  });

  it('refuses an admin set without admin:ayarlar:lisans and operators', async () => {
    const setId = await insertSet({ isletmeId: null, kapsam: 'admin', ad: `Lisanssız yönetici ${uniq()}`, yetkiler: ['admin:ayarlar:genel', 'admin:muhasebe'] });
    const email = `yonetici.${uniq()}@demo.test`;
    await insertUser({ email, adSoyad: 'Kısıtlı', tip: 3, adminSetId: setId });
    const kisitli = await login(email);
    expect((await call('GET', '/api/admin/lisans', { token: kisitli })).status).toBe(403);
    expect((await call('PUT', `/api/admin/lisans/${w.venue.A}`, { token: kisitli, body: gecerli() })).status).toBe(403);
    const owner = await login(w.user.owner.email);
    expect((await call('GET', '/api/admin/lisans', { token: owner })).status).toBe(403);
    // viewing without the update action: reads yes, writes no
    const okurSet = await insertSet({ isletmeId: null, kapsam: 'admin', ad: `Okur ${uniq()}`, yetkiler: ['admin:ayarlar:lisans'] });
    const okurEmail = `okur.${uniq()}@demo.test`;
    await insertUser({ email: okurEmail, adSoyad: 'Okur', tip: 3, adminSetId: okurSet });
    const okur = await login(okurEmail);
    expect((await call('GET', '/api/admin/lisans', { token: okur })).status).toBe(200);
    expect((await call('PUT', `/api/admin/lisans/${w.venue.A}`, { token: okur, body: gecerli() })).status).toBe(403);
  });
});
