import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GARSON_YETKISI, SIFRE, apiRoutes, buildWorld, call, insertOperator, insertSet, json, login, nextIp, scalar, type World,
} from './fixtures';
import { QRMENU_MATRIX, qrmenuMatrixSetup } from './qrmenu/matrix';
import { RANDEVU_MATRIX } from './randevu/fixtures';
import { HIZMET_MATRIX, hizmetMatrixSetup } from './randevu/matrix/hizmet';
import { PERSONEL_MATRIX, personelMatrixSetup } from './randevu/matrix/personel';
import { MUSTERI_MATRIX, musteriMatrixSetup } from './randevu/matrix/musteri';
import { KASA_MATRIX, kasaMatrixSetup } from './kasa/matrix';
import { CARI_MATRIX, cariMatrixSetup } from './cari/matrix';
import { TAKVIM_MATRIX, takvimMatrixSetup } from './randevu/matrix/takvim';
import { OZET_MATRIX, ozetMatrixSetup } from './randevu/matrix/ozet';
import { BLOG_MATRIX, blogMatrixSetup } from './randevu/matrix/blog';
import { HATIRLATMA_MATRIX, hatirlatmaMatrixSetup } from './randevu/matrix/hatirlatma';
import { KAYNAK_MATRIX, kaynakMatrixSetup } from './randevu/matrix/kaynak';
import { SERI_MATRIX, seriMatrixSetup } from './randevu/matrix/seri';
import { KAPORA_MATRIX, kaporaMatrixSetup } from './randevu/matrix/kapora';
import { BEKLEME_MATRIX, beklemeMatrixSetup } from './randevu/matrix/bekleme';
import { PARAMETRE_MATRIX, parametreMatrixSetup } from './parametre/matrix';
import { PERSONEL_KAYIT_MATRIX, personelMatrixSetup as personelKayitMatrixSetup } from './personel/matrix';
import { STOK_MATRIX, stokMatrixSetup } from './envanter/matrix/stok';
import { DEMIRBAS_MATRIX, demirbasMatrixSetup } from './envanter/matrix/demirbas';
import { TARAMA_MATRIX, taramaMatrixSetup } from './envanter/matrix/tarama';
import { CAFE_MATRIX, cafeMatrixSetup } from './cafe/matrix';
import { CRM_RAPOR_MATRIX, raporMatrixSetup as crmRaporMatrixSetup } from './crm/matrix/rapor';
import { CAFE_GUN_MATRIX, cafeGunMatrixSetup } from './cafe/gun-matrix';
import { CAFE_ADISYON_MATRIX, cafeAdisyonMatrixSetup } from './cafe/adisyon-matrix';
import { CAFE_ISTASYON_MATRIX, cafeIstasyonMatrixSetup } from './cafe/istasyon-matrix';
import { QR_SIPARIS_MATRIX, qrSiparisMatrixSetup } from './qrmenu/siparis-matrix';
import { DETAY_MATRIX, detayMatrixSetup } from './crm/matrix/detay';
import { CRM_TAKIP_MATRIX, crmTakipMatrixSetup } from './crm/matrix/takip';
import { DESTEK_MATRIX, destekMatrixSetup } from './admin/matrix/destek';
import { MUHASEBE_MATRIX, muhasebeMatrixSetup } from './admin/matrix/muhasebe';
import { GENEL_MATRIX } from './admin/matrix/genel';
import { STOK_MATRIX as ADMIN_STOK_MATRIX, stokMatrixSetup as adminStokMatrixSetup } from './admin/matrix/stok';
import { ISLETMELER_MATRIX, isletmelerMatrixSetup } from './admin/matrix/isletmeler';
import { LISANS_MATRIX, lisansMatrixSetup } from './admin/matrix/lisans';
import { IKINCIEL_MATRIX, ikincielMatrixSetup } from './ikinciel/matrix/ikinciel';
import { TALEPLER_MATRIX, taleplerMatrixSetup } from './admin/matrix/talep';
import { POS_MATRIX, posMatrixSetup } from './admin/matrix/pos';
import { slugFor } from '@worker/slug';

/**
 * Route × role × venue matrix. Every route of the API app must have a row; a new route without one fails
 * 'covers every route'. Columns:
 * anon, admin (full admin set), adminKisitli (admin set without admin:ayarlar:yetki-setleri), owner (venue A, full set),
 * waiter (venue A, only masa-takip), noSet (venue A, no set), foreign (the owner with X-Isletme-Id of a venue they are not in;
 * also run with junk headers such as '1 OR 1=1', 'abc', an inactive venue, none).
 */
const ROLES = ['anon', 'admin', 'adminKisitli', 'owner', 'waiter', 'noSet', 'foreign'] as const;
type Role = (typeof ROLES)[number];
type Row = Record<Role, number>;
const row = (...codes: number[]): Row => Object.fromEntries(ROLES.map((role, i) => [role, codes[i]!])) as Row;

interface Req {
  path: string;
  body?: unknown;
  /** replaces the role's session (logout must not end the shared one) */
  token?: string;
  /** checks D1 after the call: the write happened exactly when it was allowed */
  after?: (allowed: boolean) => Promise<void>;
  /** multipart body instead of JSON */
  form?: FormData;
}
type Build = (role: Role) => Promise<Req>;

let w: World;
const tokens: Partial<Record<Role, string>> = {};
const EMAIL: Record<Exclude<Role, 'anon'>, keyof World['user']> = { admin: 'admin', adminKisitli: 'adminKisitli', owner: 'owner', waiter: 'waiter', noSet: 'noSet', foreign: 'owner' };
let hedef: number; // a plain member of A that the user routes act on
let setHedef: number; // a set of A that PUT acts on
let sablonHedef: number; // a platform template that admin PUT acts on
let n = 0;
const uniq = () => `${++n}-${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  w = await buildWorld();
  for (const role of ROLES) if (role !== 'anon') tokens[role] = await login(w.user[EMAIL[role]].email);
  hedef = await insertOperator('hedef@demo.test', [[w.venue.A, w.set.aGarson]]);
  setHedef = await insertSet({ isletmeId: w.venue.A, ad: 'Matris seti', yetkiler: [] });
  sablonHedef = await insertSet({ isletmeId: null, ad: 'Matris şablonu', yetkiler: [] });
  await qrmenuMatrixSetup(w);
  await hizmetMatrixSetup(w);
  await personelMatrixSetup(w);
  await musteriMatrixSetup(w);
  kasaMatrixSetup(w);
  await cariMatrixSetup(w);
  await takvimMatrixSetup(w);
  await ozetMatrixSetup(w);
  await blogMatrixSetup(w);
  await hatirlatmaMatrixSetup(w);
  await kaynakMatrixSetup(w);
  await seriMatrixSetup(w);
  await kaporaMatrixSetup(w);
  await beklemeMatrixSetup(w);
  await crmRaporMatrixSetup(w);
  parametreMatrixSetup(w);
  personelKayitMatrixSetup(w);
  await demirbasMatrixSetup(w);
  await cafeMatrixSetup(w);
  await cafeGunMatrixSetup(w);
  await cafeAdisyonMatrixSetup(w);
  await cafeIstasyonMatrixSetup(w);
  await qrSiparisMatrixSetup(w);
  await stokMatrixSetup(w);
  await taramaMatrixSetup(w);
  await detayMatrixSetup(w);
  await crmTakipMatrixSetup(w);
  destekMatrixSetup(w);
  await muhasebeMatrixSetup(w);
  await adminStokMatrixSetup(w);
  await isletmelerMatrixSetup(w);
  lisansMatrixSetup(w);
  ikincielMatrixSetup(w);
  await taleplerMatrixSetup();
  await posMatrixSetup();
});

const expectCount = (sql: string, ...params: unknown[]) => async (allowed: boolean) => expect(await scalar(sql, ...params), sql).toBe(allowed ? 1 : 0);
const memberState = async (aktif: 0 | 1) => env.DB.prepare('UPDATE isletme_kullanici SET aktif = ? WHERE isletme_id = ? AND kullanici_id = ?').bind(aktif, w.venue.A, hedef).run();

const MATRIX: Record<string, { expect: Row; build: Build }> = {
  'POST /auth/login': { expect: row(200, 200, 200, 200, 200, 200, 200), build: async () => ({ path: '/auth/login', body: { email: w.user.waiter.email, password: SIFRE } }) },
  'POST /auth/logout': {
    expect: row(200, 200, 200, 200, 200, 200, 200),
    build: async (role) => ({ path: '/auth/logout', token: role === 'anon' ? undefined : await login(w.user[EMAIL[role]].email) }),
  },
  // public reads (guest pages, widget): every caller gets the same answer, the venue header is ignored
  'GET /public/menu/:slug': { expect: row(200, 200, 200, 200, 200, 200, 200), build: async () => ({ path: `/public/menu/${slugFor(env, w.venue.A)}` }) },
  'GET /public/gorsel/*': { expect: row(404, 404, 404, 404, 404, 404, 404), build: async () => ({ path: `/public/gorsel/menu/${w.venue.A}/yok.webp` }) },
  'GET /QrMenu/aktifmenutema': { expect: row(200, 200, 200, 200, 200, 200, 200), build: async () => ({ path: `/QrMenu/aktifmenutema?slug=${slugFor(env, w.venue.A)}` }) },
  'POST /QrMenu/aktifmenutema': { expect: row(200, 200, 200, 200, 200, 200, 200), build: async () => ({ path: '/QrMenu/aktifmenutema', body: { isletmeId: slugFor(env, w.venue.A) } }) },
  // an empty body is refused after the session check: nobody's profile changes here (tests/api/auth-profil.test.ts)
  'PUT /auth/profil': { expect: row(401, 400, 400, 400, 400, 400, 400), build: async () => ({ path: '/auth/profil', body: {} }) },
  'GET /auth/me': { expect: row(401, 200, 200, 200, 200, 200, 200), build: async () => ({ path: '/auth/me' }) },
  'POST /YetkiSetleri/kullaniciyetkileri': { expect: row(401, 200, 200, 200, 200, 200, 200), build: async () => ({ path: '/YetkiSetleri/kullaniciyetkileri', body: { yetkiSetIdString: '' } }) },
  'GET /isletme/ozet': { expect: row(401, 403, 403, 200, 200, 200, 403), build: async () => ({ path: '/isletme/ozet' }) },
  // dashboard tiles: each needs its module's permission (the waiter's set holds none of them)
  'GET /isletme/ozet/yonetim': { expect: row(401, 403, 403, 200, 403, 403, 403), build: async () => ({ path: '/isletme/ozet/yonetim' }) },
  'GET /isletme/ozet/randevu': { expect: row(401, 403, 403, 200, 403, 403, 403), build: async () => ({ path: '/isletme/ozet/randevu' }) },
  'GET /isletme/ozet/kasa': { expect: row(401, 403, 403, 200, 403, 403, 403), build: async () => ({ path: '/isletme/ozet/kasa' }) },
  'GET /isletme/ozet/cari': { expect: row(401, 403, 403, 200, 403, 403, 403), build: async () => ({ path: '/isletme/ozet/cari' }) },
  'GET /isletme/ozet/personel': { expect: row(401, 403, 403, 200, 403, 403, 403), build: async () => ({ path: '/isletme/ozet/personel' }) },
  'GET /isletme/ozet/envanter': { expect: row(401, 403, 403, 200, 403, 403, 403), build: async () => ({ path: '/isletme/ozet/envanter' }) },
  'GET /isletme/kullanicilar': { expect: row(401, 403, 403, 200, 403, 403, 403), build: async () => ({ path: '/isletme/kullanicilar' }) },
  'GET /isletme/kullanicilar/yetki-secenekleri': { expect: row(401, 403, 403, 200, 403, 403, 403), build: async () => ({ path: '/isletme/kullanicilar/yetki-secenekleri' }) },
  'POST /isletme/kullanicilar': {
    expect: row(401, 403, 403, 201, 403, 403, 403),
    build: async () => {
      const email = `matris.${uniq()}@demo.test`;
      return { path: '/isletme/kullanicilar', body: { adSoyad: 'Matris Kullanıcı', email, sifre: 'sifre12345', yetkiSetiId: w.set.aGarson }, after: expectCount('SELECT count(*) FROM kullanici WHERE email = ?', email) };
    },
  },
  'POST /isletme/kullanicilar/mevcut': {
    expect: row(401, 403, 403, 201, 403, 403, 403),
    build: async () => {
      // a fresh operator each time (of no venue, so no other list changes): once added, a second call is ALREADY_MEMBER
      const email = `mevcut.${uniq()}@demo.test`;
      const id = await insertOperator(email, []);
      return { path: '/isletme/kullanicilar/mevcut', body: { email, yetkiSetiId: w.set.aGarson }, after: expectCount('SELECT count(*) FROM isletme_kullanici WHERE isletme_id = ? AND kullanici_id = ?', w.venue.A, id) };
    },
  },
  'PUT /isletme/kullanicilar/:id': {
    expect: row(401, 403, 403, 200, 403, 403, 403),
    build: async () => {
      const adSoyad = `Matris ${uniq()}`;
      return { path: `/isletme/kullanicilar/${hedef}`, body: { adSoyad, email: 'hedef@demo.test', yetkiSetiId: w.set.aGarson }, after: expectCount('SELECT count(*) FROM kullanici WHERE ad_soyad = ?', adSoyad) };
    },
  },
  'POST /isletme/kullanicilar/:id/pasif': {
    expect: row(401, 403, 403, 200, 403, 403, 403),
    build: async () => {
      await memberState(1);
      return { path: `/isletme/kullanicilar/${hedef}/pasif`, after: expectCount('SELECT count(*) FROM isletme_kullanici WHERE kullanici_id = ? AND aktif = 0', hedef) };
    },
  },
  'POST /isletme/kullanicilar/:id/aktif': {
    expect: row(401, 403, 403, 200, 403, 403, 403),
    build: async () => {
      await memberState(0);
      return { path: `/isletme/kullanicilar/${hedef}/aktif`, after: expectCount('SELECT count(*) FROM isletme_kullanici WHERE kullanici_id = ? AND aktif = 1', hedef) };
    },
  },
  'GET /isletme/yetki-setleri': { expect: row(401, 403, 403, 200, 403, 403, 403), build: async () => ({ path: '/isletme/yetki-setleri' }) },
  'GET /isletme/yetki-setleri/sablonlar': { expect: row(401, 403, 403, 200, 403, 403, 403), build: async () => ({ path: '/isletme/yetki-setleri/sablonlar' }) },
  'POST /isletme/yetki-setleri': {
    expect: row(401, 403, 403, 201, 403, 403, 403),
    build: async () => {
      const ad = `Matris ${uniq()}`;
      return { path: '/isletme/yetki-setleri', body: { ad, yetkiler: [GARSON_YETKISI] }, after: expectCount('SELECT count(*) FROM yetki_seti WHERE ad = ?', ad) };
    },
  },
  'PUT /isletme/yetki-setleri/:id': {
    expect: row(401, 403, 403, 200, 403, 403, 403),
    build: async () => {
      const aciklama = `matris ${uniq()}`;
      return { path: `/isletme/yetki-setleri/${setHedef}`, body: { ad: 'Matris seti', aciklama, yetkiler: [] }, after: expectCount('SELECT count(*) FROM yetki_seti WHERE aciklama = ?', aciklama) };
    },
  },
  'DELETE /isletme/yetki-setleri/:id': {
    expect: row(401, 403, 403, 200, 403, 403, 403),
    build: async () => {
      const id = await insertSet({ isletmeId: w.venue.A, ad: `Silinecek ${uniq()}`, yetkiler: [] });
      return { path: `/isletme/yetki-setleri/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM yetki_seti WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  'GET /admin/ozet': { expect: row(401, 200, 200, 403, 403, 403, 403), build: async () => ({ path: '/admin/ozet' }) },
  'GET /admin/yetki-setleri': { expect: row(401, 200, 403, 403, 403, 403, 403), build: async () => ({ path: '/admin/yetki-setleri' }) },
  'POST /admin/yetki-setleri': {
    expect: row(401, 201, 403, 403, 403, 403, 403),
    build: async () => {
      const ad = `Matris şablon ${uniq()}`;
      return { path: '/admin/yetki-setleri', body: { ad, kapsam: 'isletme', yetkiler: [] }, after: expectCount('SELECT count(*) FROM yetki_seti WHERE ad = ?', ad) };
    },
  },
  'PUT /admin/yetki-setleri/:id': {
    expect: row(401, 200, 403, 403, 403, 403, 403),
    build: async () => {
      const aciklama = `matris ${uniq()}`;
      return { path: `/admin/yetki-setleri/${sablonHedef}`, body: { ad: 'Matris şablonu', aciklama, kapsam: 'isletme', yetkiler: [] }, after: expectCount('SELECT count(*) FROM yetki_seti WHERE aciklama = ?', aciklama) };
    },
  },
  'DELETE /admin/yetki-setleri/:id': {
    expect: row(401, 200, 403, 403, 403, 403, 403),
    build: async () => {
      const id = await insertSet({ isletmeId: null, ad: `Silinecek şablon ${uniq()}`, yetkiler: [] });
      return { path: `/admin/yetki-setleri/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM yetki_seti WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
  ...QRMENU_MATRIX,
  // public booking calls (no auth): every caller gets the same answer, the venue header is ignored
  ...RANDEVU_MATRIX,
  // appointment panel (tests/api/randevu-matrix/*)
  ...HIZMET_MATRIX,
  ...PERSONEL_MATRIX,
  ...MUSTERI_MATRIX,
  ...KASA_MATRIX,
  ...CARI_MATRIX,
  ...TAKVIM_MATRIX,
  ...OZET_MATRIX,
  ...BLOG_MATRIX,
  ...HATIRLATMA_MATRIX,
  ...KAYNAK_MATRIX,
  ...SERI_MATRIX,
  ...KAPORA_MATRIX,
  ...BEKLEME_MATRIX,
  // venue parameters (tests/api/parametre-matrix.ts)
  ...PARAMETRE_MATRIX,
  // staff register (tests/api/personel/matrix.ts)
  ...PERSONEL_KAYIT_MATRIX,
  // cafe areas and tables (tests/api/cafe-matrix.ts)
  ...CAFE_MATRIX,
  // cafe working day, day end, reports, transfer logs, cash book (tests/api/cafe-gun-matrix.ts)
  ...CAFE_GUN_MATRIX,
  // table tracking: grid, checks, operations, live socket (tests/api/cafe-adisyon-matrix.ts)
  ...CAFE_ADISYON_MATRIX,
  // kitchen and bar stations: settings, routes, tickets, live socket (tests/api/cafe/istasyon-matrix.ts)
  ...CAFE_ISTASYON_MATRIX,
  ...QR_SIPARIS_MATRIX,
  // inventory stock side: locations, items, movements, movement report (tests/api/envanter-matrix/stok.ts)
  ...STOK_MATRIX,
  // fixed assets: categories, assets, transfer / gate pass / maintenance, scrap requests (tests/api/envanter-matrix/demirbas.ts)
  ...DEMIRBAS_MATRIX,
  // inventory scanning part: labels, audits, log, summary (tests/api/envanter-matrix/tarama.ts)
  ...TARAMA_MATRIX,
  // CRM customer view: search, 360, timeline, KVKK export / erase (tests/api/crm-matrix/detay.ts)
  ...DETAY_MATRIX,
  // CRM follow-ups: list, one follow-up, rules, templates, the booking prefill (tests/api/crm-matrix/takip.ts)
  ...CRM_TAKIP_MATRIX,
  // CRM customer report and retention (tests/api/crm-matrix/rapor.ts)
  ...CRM_RAPOR_MATRIX,
  // support access ("view as") and the owner's log of it (tests/api/admin-matrix/destek.ts)
  ...DESTEK_MATRIX,
  ...MUHASEBE_MATRIX,
  ...GENEL_MATRIX,
  ...ADMIN_STOK_MATRIX,
  // admin: venues and their owners, the invite page's call (tests/api/admin-matrix/isletmeler.ts)
  ...ISLETMELER_MATRIX,
  // admin licences (tests/api/admin-matrix/lisans.ts)
  ...LISANS_MATRIX,
  // second-hand trading: items, costs, sale / return, reports, listings (tests/api/ikinciel-matrix/ikinciel.ts)
  ...IKINCIEL_MATRIX,
  // front office: the sales desk and the public demo form (tests/api/admin-matrix/talepler.ts)
  ...TALEPLER_MATRIX,
  // POS definitions and a venue's receipt choice (tests/api/admin-matrix/pos.ts)
  ...POS_MATRIX,
};

const JUNK_VENUES: Array<string | undefined> = ['1 OR 1=1', 'abc', '-1', '1.0', '0x1', '99999999999', 'kapali', undefined];

async function run(key: string, role: Role, venue?: string | number | undefined): Promise<number> {
  const method = key.split(' ')[0]!;
  const req = await MATRIX[key]!.build(role);
  const token = 'token' in req ? req.token : tokens[role];
  const response = await call(method, `/api${req.path}`, { token, venue, body: req.body, form: req.form, ip: nextIp() });
  // file downloads (CSV export) answer the envelope only when refused
  const body = response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/csv') ? { success: true } : await json(response);
  // envelope on every answer, allowed or not
  expect(body.success, `${key} as ${role}`).toBe(response.status < 400);
  if (response.status === 401) expect(body.errorCode).toBe('UNAUTHORIZED');
  if (response.status === 403) expect(['FORBIDDEN', 'VENUE_FORBIDDEN']).toContain(body.errorCode);
  await req.after?.(response.status < 400);
  return response.status;
}

describe('route × role × venue matrix', () => {
  it('covers every route of the API app (no route without a row, no stale rows)', () => {
    const routes = apiRoutes();
    const table = Object.keys(MATRIX).sort();
    expect(routes.filter((route) => !table.includes(route)), 'routes missing from MATRIX').toEqual([]);
    expect(table.filter((route) => !routes.includes(route)), 'MATRIX rows without a route').toEqual([]);
  });

  it.each(Object.keys(MATRIX))('%s', async (key) => {
    const actual: Partial<Row> = {};
    for (const role of ROLES) {
      const venue = role === 'foreign' ? w.venue.C : role === 'anon' || role.startsWith('admin') ? undefined : w.venue.A;
      actual[role] = await run(key, role, venue);
    }
    expect(actual).toEqual(MATRIX[key]!.expect);
    // junk or foreign X-Isletme-Id headers behave like a venue the owner is not in
    const foreign = MATRIX[key]!.expect.foreign;
    for (const junk of JUNK_VENUES) {
      const venue = junk === 'kapali' ? w.venue.kapali : junk;
      expect(await run(key, 'foreign', venue), `${key} with X-Isletme-Id ${String(junk)}`).toBe(foreign);
    }
    // admins sending a venue header stay admins: no venue route opens for them
    expect(await run(key, 'admin', w.venue.A), `${key} as admin with a venue header`).toBe(MATRIX[key]!.expect.admin);
  });
});

/** Everything a tenant could damage, as one comparable value. */
async function snapshot(): Promise<string> {
  const tables = ['SELECT * FROM yetki_seti ORDER BY id', 'SELECT * FROM kullanici ORDER BY id', 'SELECT * FROM isletme_kullanici ORDER BY isletme_id, kullanici_id', 'SELECT token_hash, iptal_zamani FROM oturum ORDER BY token_hash'];
  const results = await env.DB.batch(tables.map((sql) => env.DB.prepare(sql)));
  return JSON.stringify(results.map((result) => result.results));
}

describe("another venue's ids answer 404 and change nothing", () => {
  let disabledInA: number;
  beforeAll(async () => {
    disabledInA = await insertOperator('pasif.a@demo.test', [[w.venue.A, w.set.aGarson]]);
    await env.DB.prepare('UPDATE isletme_kullanici SET aktif = 0 WHERE kullanici_id = ?').bind(disabledInA).run();
  });

  // the outsider only works in B; the owner works in A too but has B selected
  it.each(['outsider', 'owner'] as const)('%s with X-Isletme-Id of B acting on rows of A', async (actor) => {
    const token = await login(w.user[actor].email);
    const waiterSession = await login(w.user.waiter.email);
    const before = await snapshot();
    const attempts: Array<[string, string, unknown]> = [
      ['PUT', `/api/isletme/yetki-setleri/${w.set.aGarson}`, { ad: 'Ele geçirildi', yetkiler: [GARSON_YETKISI, 'isletme:ayarlar:yonetim:kullanici'] }],
      ['DELETE', `/api/isletme/yetki-setleri/${w.set.aBos}`, undefined],
      ['PUT', `/api/isletme/kullanicilar/${w.user.waiter.id}`, { adSoyad: 'Ele Geçirildi', email: w.user.waiter.email, sifre: 'yenisifre123', yetkiSetiId: w.set.bTam }],
      ['POST', `/api/isletme/kullanicilar/${w.user.waiter.id}/pasif`, undefined],
      ['POST', `/api/isletme/kullanicilar/${disabledInA}/aktif`, undefined],
      ['PUT', `/api/isletme/kullanicilar/${w.user.cOwner.id}`, { adSoyad: 'Ele Geçirildi', email: w.user.cOwner.email, yetkiSetiId: null }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(method, path, { token, venue: w.venue.B, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await json(response)).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
    // a set of A cannot be handed out in B
    const smuggled = await call('POST', '/api/isletme/kullanicilar', { token, venue: w.venue.B, body: { adSoyad: 'Kaçak Kullanıcı', email: `kacak.${actor}@demo.test`, sifre: 'sifre12345', yetkiSetiId: w.set.aTam } });
    expect(smuggled.status).toBe(400);
    const joined = await call('POST', '/api/isletme/kullanicilar/mevcut', { token, venue: w.venue.B, body: { email: w.user.cOwner.email, yetkiSetiId: w.set.aTam } });
    expect(joined.status).toBe(400);
    const reassigned = await call('PUT', `/api/isletme/kullanicilar/${w.user.outsider.id}`, { token, venue: w.venue.B, body: { adSoyad: 'Test yabanci', email: w.user.outsider.email, yetkiSetiId: w.set.aTam } });
    // refused either as a foreign set (400) or because nobody changes their own set (403)
    expect([400, 403]).toContain(reassigned.status);
    expect(await snapshot()).toBe(before);
    expect((await call('GET', '/api/auth/me', { token: waiterSession })).status).toBe(200);
  });

  it("lists in B never show A's users or sets", async () => {
    const token = await login(w.user.outsider.email);
    const users = await json(await call('GET', '/api/isletme/kullanicilar', { token, venue: w.venue.B }));
    expect(users.data.map((u: { id: number }) => u.id).sort()).toEqual([w.user.owner.id, w.user.outsider.id].sort());
    const sets = await json(await call('GET', '/api/isletme/yetki-setleri', { token, venue: w.venue.B }));
    expect(sets.data.map((s: { id: number }) => s.id)).toEqual([w.set.bTam]);
    const options = await json(await call('GET', '/api/isletme/kullanicilar/yetki-secenekleri', { token, venue: w.venue.B }));
    expect(options.data).toEqual([{ id: w.set.bTam, ad: 'Tam Yetki' }]);
  });

  it("the admin's template routes answer 404 for a venue's set", async () => {
    const token = await login(w.user.admin.email);
    const before = await snapshot();
    const put = await call('PUT', `/api/admin/yetki-setleri/${w.set.aTam}`, { token, body: { ad: 'Ele geçirildi', kapsam: 'isletme', yetkiler: [] } });
    expect(put.status).toBe(404);
    const del = await call('DELETE', `/api/admin/yetki-setleri/${w.set.aBos}`, { token });
    expect(del.status).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});
