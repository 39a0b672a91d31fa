import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ODEME_KODLARI } from '@lib/pos';
import { buildWorld, call, json, login, scalar, type World } from '../fixtures';

// POS definitions venues inherit (/api/admin/pos) and a venue's choice (/api/isletme/parametre/pos).

let w: World;
let admin: string;
let owner: string;
let waiter: string;
let standart: number;
let kampanya: number;
let gizli: number;
let p80: number;
let p58: number;

const tanim = async () => (await json(await call('GET', '/api/admin/pos', { token: admin }))).data;
const venuePos = async () => (await json(await call('GET', '/api/isletme/parametre/pos', { token: owner, venue: w.venue.A }))).data;
const sec = (body: unknown) => call('PUT', '/api/isletme/parametre/pos', { token: owner, venue: w.venue.A, body });
const ekle = async (path: string, body: unknown) => (await json(await call('POST', `/api/admin/pos/${path}`, { token: admin, body }))).data.id as number;

beforeAll(async () => {
  w = await buildWorld();
  admin = await login(w.user.admin.email);
  owner = await login(w.user.owner.email);
  waiter = await login(w.user.waiter.email);
  standart = await ekle('sablonlar', { ad: 'Standart', ustSatirlar: ['Afiyet olsun'], altSatirlar: ['Teşekkürler'], logoGoster: true });
  kampanya = await ekle('sablonlar', { ad: 'Kampanya', ustSatirlar: ['Hoş geldiniz'], altSatirlar: ['5 kahveye 1 bizden'], logoGoster: false });
  gizli = await ekle('sablonlar', { ad: 'Gizli', ustSatirlar: [], altSatirlar: [], logoGoster: false });
  p80 = await ekle('profiller', { ad: '80 mm', kagitMm: 80, satirKarakter: 48 });
  p58 = await ekle('profiller', { ad: '58 mm', kagitMm: 58, satirKarakter: 32 });
  const r = await call('PUT', '/api/admin/pos/izinler', { token: admin, body: { sablonlar: [standart, kampanya], profiller: [p80, p58], varsayilanSablonId: standart, varsayilanProfilId: p80 } });
  expect(r.status).toBe(200);
});

describe('inheritance and override', () => {
  it('a venue without a choice prints the platform default', async () => {
    const { fis, secenekler } = await venuePos();
    expect(fis).toMatchObject({ sablonAd: 'Standart', ustSatirlar: ['Afiyet olsun'], altSatirlar: ['Teşekkürler'], logoGoster: true, kagitMm: 80, satirKarakter: 48 });
    // the venue only sees what the platform allows
    expect(secenekler.sablonlar.map((s: { id: number }) => s.id).sort()).toEqual([standart, kampanya].sort());
    expect(fis.yontemler.map((y: { kod: string }) => y.kod)).toEqual([...ODEME_KODLARI]);
  });

  it('the venue picks an allowed template and profile; its own footer prints below the template lines', async () => {
    // the venue's own footer is the receipt footer it keeps in Parametreler
    await env.DB.prepare("INSERT INTO isletme_parametre (isletme_id, fis_alt_bilgi) VALUES (?, ?) ON CONFLICT (isletme_id) DO UPDATE SET fis_alt_bilgi = excluded.fis_alt_bilgi").bind(w.venue.A, 'Wi-Fi: Kahve\nŞifre: 1234').run();
    const r = await sec({ sablonId: kampanya, profilId: p58 });
    expect(r.status).toBe(200);
    const { fis } = (await json(r)).data;
    expect(fis).toMatchObject({ sablonAd: 'Kampanya', ustSatirlar: ['Hoş geldiniz'], altSatirlar: ['5 kahveye 1 bizden', 'Wi-Fi: Kahve', 'Şifre: 1234'], logoGoster: false, kagitMm: 58, satirKarakter: 32 });
    // the waiter's print reads the same resolved ticket
    const yazdir = await call('GET', '/api/isletme/parametre/pos/fis', { token: waiter, venue: w.venue.A });
    expect(yazdir.status).toBe(200);
    expect((await json(yazdir)).data.sablonAd).toBe('Kampanya');
  });

  it('a template the platform stops allowing falls back to the default; labels and order of methods follow the platform', async () => {
    await call('PUT', '/api/admin/pos/izinler', { token: admin, body: { sablonlar: [standart], profiller: [p80, p58], varsayilanSablonId: standart, varsayilanProfilId: p80 } });
    const yontemler = (await tanim()).yontemler.map((y: { kod: string; etiket: string; sira: number; izinli: boolean }) => ({ ...y, izinli: y.kod !== 'veresiye', etiket: y.kod === 'kart' ? 'Kart (POS)' : y.etiket, sira: y.kod === 'kart' ? 0 : y.sira }));
    expect((await call('PUT', '/api/admin/pos/odeme-yontemleri', { token: admin, body: { yontemler } })).status).toBe(200);
    const { fis, secim } = await venuePos();
    expect(secim.sablonId).toBe(kampanya);
    expect(fis.sablonAd).toBe('Standart');
    expect(fis.altSatirlar).toEqual(['Teşekkürler', 'Wi-Fi: Kahve', 'Şifre: 1234']);
    expect(fis.yontemler[0]).toEqual({ kod: 'kart', etiket: 'Kart (POS)' });
    expect(fis.yontemler.map((y: { kod: string }) => y.kod)).not.toContain('veresiye');
  });

  it('a method the platform switches off leaves every venue: not in its parameters, refused on save and at the till', async () => {
    const yontemler = (await tanim()).yontemler.map((y: { kod: string; izinli: boolean }) => ({ ...y, izinli: y.kod !== 'havale' && y.kod !== 'veresiye' }));
    expect((await call('PUT', '/api/admin/pos/odeme-yontemleri', { token: admin, body: { yontemler } })).status).toBe(200);
    const parametre = (await json(await call('GET', '/api/isletme/parametre', { token: owner, venue: w.venue.A }))).data;
    expect(parametre.odemeYontemleri).not.toContain('havale');
    expect(parametre.kapaliOdemeYontemleri).toContain('havale');
    const { kategoriler, ...girdi } = parametre;
    const kategoriKdv = kategoriler.map((k: { id: number; kdv: number | null }) => ({ id: k.id, kdv: k.kdv }));
    const once = await scalar('SELECT odeme_yontemleri FROM isletme_parametre WHERE isletme_id = ?', w.venue.A);
    const kayit = await call('PUT', '/api/isletme/parametre', { token: owner, venue: w.venue.A, body: { ...girdi, kategoriKdv, odemeYontemleri: ['nakit', 'havale'] } });
    expect(kayit.status).toBe(422);
    expect((await json(kayit)).errorCode).toBe('PAYMENT_METHOD_NOT_ALLOWED');
    expect(await scalar('SELECT odeme_yontemleri FROM isletme_parametre WHERE isletme_id = ?', w.venue.A)).toBe(once);
    const kasa = await call('POST', '/api/isletme/randevu/kasa', { token: owner, venue: w.venue.A, body: { tur: 'gelir', odeme: 'havale', tutarKurus: 1000, tarih: new Date().toISOString(), aciklama: 'Havale denemesi', musteriId: null } });
    expect(kasa.status).toBeGreaterThanOrEqual(400);
    expect(kasa.status).toBeLessThan(500);
    expect(await scalar("SELECT count(*) FROM kasa WHERE isletme_id = ? AND aciklama = 'Havale denemesi'", w.venue.A)).toBe(0);
    const geri = (await tanim()).yontemler.map((y: { kod: string; izinli: boolean }) => ({ ...y, izinli: y.kod !== 'veresiye' }));
    expect((await call('PUT', '/api/admin/pos/odeme-yontemleri', { token: admin, body: { yontemler: geri } })).status).toBe(200);
    expect((await json(await call('GET', '/api/isletme/parametre', { token: owner, venue: w.venue.A }))).data.kapaliOdemeYontemleri).not.toContain('havale');
  });

  it('deleting a chosen template clears the choice; the default cannot be deleted', async () => {
    expect((await call('DELETE', `/api/admin/pos/sablonlar/${standart}`, { token: admin })).status).toBe(409);
    expect((await call('DELETE', `/api/admin/pos/sablonlar/${kampanya}`, { token: admin })).status).toBe(200);
    expect(await scalar('SELECT sablon_id FROM isletme_pos WHERE isletme_id = ?', w.venue.A)).toBeNull();
    expect((await call('DELETE', `/api/admin/pos/sablonlar/${kampanya}`, { token: admin })).status).toBe(404);
  });
});

describe('a venue cannot choose what the platform does not allow', () => {
  it.each([
    ['a template not allowed', () => ({ sablonId: gizli, profilId: null })],
    ['a template that does not exist', () => ({ sablonId: 999999, profilId: null })],
    ['a profile not allowed', () => ({ sablonId: null, profilId: 999999 })],
  ])('%s → 422, nothing written', async (_ad, body) => {
    const once = await scalar('SELECT guncelleme_zamani FROM isletme_pos WHERE isletme_id = ?', w.venue.A);
    const r = await sec(body());
    expect(r.status).toBe(422);
    expect((await json(r)).errorCode).toBe('POS_NOT_ALLOWED');
    expect(await scalar('SELECT guncelleme_zamani FROM isletme_pos WHERE isletme_id = ?', w.venue.A)).toBe(once);
  });

  it('a default must be allowed; bad definitions are refused', async () => {
    expect((await call('PUT', '/api/admin/pos/izinler', { token: admin, body: { sablonlar: [], profiller: [p80], varsayilanSablonId: gizli, varsayilanProfilId: p80 } })).status).toBe(422);
    expect((await call('POST', '/api/admin/pos/profiller', { token: admin, body: { ad: 'Geniş', kagitMm: 112, satirKarakter: 48 } })).status).toBe(400);
    expect((await call('POST', '/api/admin/pos/sablonlar', { token: admin, body: { ad: 'Uzun', ustSatirlar: ['x'.repeat(49)], altSatirlar: [], logoGoster: true } })).status).toBe(400);
    const yontemler = (await tanim()).yontemler.map((y: object) => ({ ...y, izinli: false }));
    expect((await call('PUT', '/api/admin/pos/odeme-yontemleri', { token: admin, body: { yontemler } })).status).toBe(400);
    expect(await scalar('SELECT count(*) FROM pos_odeme_yontemi WHERE izinli = 1')).toBeGreaterThan(0);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM pos_yazici_profili WHERE kagit_mm = 112').first('n')).toBe(0);
  });

  it('an operator cannot touch the platform definitions', async () => {
    expect((await call('GET', '/api/admin/pos', { token: owner })).status).toBe(403);
    expect((await call('POST', '/api/admin/pos/sablonlar', { token: owner, body: { ad: 'X', ustSatirlar: [], altSatirlar: [], logoGoster: true } })).status).toBe(403);
  });
});
