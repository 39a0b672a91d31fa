import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { gunEkle } from '@lib/zaman/dilim';
import { SAYFA_OMRU } from '@lib/menu/sayfa-omru';
import { encryptLink } from '@worker/crypto/link';
import { davetLinki } from '@worker/db/admin/davet';
import { qrmenuSayfaCache } from '@worker/pages/qrmenu-cache';
import { slugFor } from '@worker/slug';
import type { AppEnv } from '@worker/types';
import { TUM_ISLETME_YETKILERI, buildWorld, call, insertVenue, json, login, loginResponse, scalar, type Json, type World } from '../fixtures';

/** Venues and their owners (issue 14): /api/admin/isletmeler, the invite link, the dashboard figures, QR view counts. */

let w: World;
let admin: string;
let kisitli: string;
let n = 0;
const uniq = () => `${++n}${Math.floor(Math.random() * 1e6)}`;
const istanbulBugun = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now());
const P = '/api/admin/isletmeler';

beforeAll(async () => {
  w = await buildWorld();
  admin = await login(w.user.admin.email);
  kisitli = await login(w.user.adminKisitli.email);
});

const yeni = (extra: Record<string, unknown> = {}) => {
  const u = uniq();
  return { ad: `Çay Bahçesi ${u}`, tur: 'cafe', urlAdi: `cay-bahcesi-${u}`, sehir: 'Trabzon', telefon: '0462 000 00 00', sahipAdSoyad: 'Şükrü Öztürk', sahipEmail: `sukru.${u}@demo.test`, ...extra };
};
const ekle = (body: unknown, token = admin) => call('POST', P, { token, body });
const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('t')!);

describe('create a venue with its owner', () => {
  it('writes the venue, a trial licence, the owner without a usable password, a full set from the template and the membership at once', async () => {
    await env.DB.prepare('UPDATE platform_ayar SET deneme_gun = 10 WHERE id = 1').run();
    const body = yeni({ koltuk: 3 });
    const response = await ekle(body);
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(data).toMatchObject({ yeniHesap: true, davet: { link: expect.stringMatching(/^http:\/\/example\.com\/davet\?t=v1\./) } });
    expect(data.davet.gecerlilik - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const venue = await env.DB.prepare('SELECT * FROM isletme WHERE id = ?').bind(data.id).first<Json>();
    expect(venue).toMatchObject({ ad: body.ad, url_adi: body.urlAdi, tur: 'cafe', sehir: 'Trabzon', sahip_kullanici_id: data.sahipId, askiya_alma_zamani: null });
    const bugun = istanbulBugun();
    expect(await env.DB.prepare('SELECT plan, moduller, koltuk, baslangic, bitis, deneme, ek_sure_gun FROM lisans WHERE isletme_id = ?').bind(data.id).first()).toEqual({
      plan: 'deneme', moduller: '["qrmenu","cafe","randevu","envanter","crm"]', koltuk: 3, baslangic: bugun, bitis: gunEkle(bugun, 9), deneme: 1, ek_sure_gun: null,
    });
    const sahip = await env.DB.prepare('SELECT email, ad_soyad, kullanici_tipi, sifre_hash FROM kullanici WHERE id = ?').bind(data.sahipId).first<Json>();
    expect(sahip).toMatchObject({ email: body.sahipEmail, ad_soyad: 'Şükrü Öztürk', kullanici_tipi: 2 });
    expect(sahip.sifre_hash).toMatch(/^davet\$/);
    const set = await env.DB.prepare("SELECT ys.ad, ys.yetkiler FROM isletme_kullanici ik JOIN yetki_seti ys ON ys.id = ik.yetki_seti_id WHERE ik.isletme_id = ? AND ik.kullanici_id = ? AND ik.aktif = 1").bind(data.id, data.sahipId).first<Json>();
    expect(set.ad).toBe('Tam Yetki');
    expect(JSON.parse(set.yetkiler).sort()).toEqual(TUM_ISLETME_YETKILERI);
    expect(await scalar("SELECT count(*) FROM platform_log WHERE isletme_id = ? AND tur = 'isletme.ekle' AND kullanici_id = ?", data.id, w.user.admin.id)).toBe(1);
    // no password can log in before the invite is used
    expect((await loginResponse(body.sahipEmail, 'davet')).status).toBe(401);
    await env.DB.prepare('UPDATE platform_ayar SET deneme_gun = 14 WHERE id = 1').run();
  });

  it('a taken URL name is 409 and nothing is written', async () => {
    const body = yeni({ urlAdi: 'kahve-duragi' });
    const response = await ekle(body);
    expect(response.status).toBe(409);
    expect((await json(response)).errorCode).toBe('URL_TAKEN');
    expect(await scalar('SELECT count(*) FROM kullanici WHERE email = ?', body.sahipEmail)).toBe(0);
    expect(await scalar('SELECT count(*) FROM isletme WHERE ad = ?', body.ad)).toBe(0);
  });

  it("an admin's e-mail is refused with a clear message; an operator's e-mail makes that operator the owner without a new account", async () => {
    const response = await ekle(yeni({ sahipEmail: 'ADMIN@demo.test' }));
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ errorCode: 'EMAIL_ADMIN', errorDetail: 'Bu e-posta bir platform yöneticisine ait; işletme sahibi olamaz.' });

    const body = yeni({ sahipEmail: w.user.outsider.email, sahipAdSoyad: 'Başka Ad' });
    const eklendi = await ekle(body);
    expect(eklendi.status).toBe(201);
    const { data } = await json(eklendi);
    expect(data).toMatchObject({ sahipId: w.user.outsider.id, yeniHesap: false, davet: null });
    expect(await scalar('SELECT count(*) FROM kullanici WHERE email = ?', w.user.outsider.email)).toBe(1);
    // the existing account keeps its name and password and can open the new venue at once
    const token = await login(w.user.outsider.email);
    expect((await call('GET', '/api/isletme/ozet', { token, venue: data.id })).status).toBe(200);
  });

  it('bad input is 400 with field messages, never 500', async () => {
    for (const body of [{}, yeni({ urlAdi: 'Büyük Harf' }), yeni({ tur: 'bar' }), yeni({ sahipEmail: 'x' }), yeni({ koltuk: 0 }), yeni({ talepId: 'abc' })]) {
      const response = await ekle(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('POST', P, { token: admin, rawBody: '{nope' })).status).toBe(400);
  });

  it('from a lead: the lead is marked won and points at the venue; a second venue from it is 409', async () => {
    const talepId = (await env.DB.prepare("INSERT INTO talep (ad_soyad, isletme_adi, telefon, eposta, kvkk_onay_zamani) VALUES ('Ayşe Kılıç', 'Kılıç Kuaför', '05320000000', 'ayse@example.com', '2026-11-01T00:00:00Z') RETURNING id").first<number>('id'))!;
    const response = await ekle(yeni({ talepId }));
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(await env.DB.prepare('SELECT durum, isletme_id FROM talep WHERE id = ?').bind(talepId).first()).toEqual({ durum: 'kazanildi', isletme_id: data.id });
    const ikinci = await ekle(yeni({ talepId }));
    expect(ikinci.status).toBe(409);
    expect((await ekle(yeni({ talepId: 99_999 }))).status).toBe(404);
  });

  it('an admin set without admin:isletmeler gets 403 on every call; an operator gets 403', async () => {
    const owner = await login(w.user.owner.email);
    for (const token of [kisitli, owner]) {
      expect((await call('GET', P, { token })).status).toBe(403);
      expect((await call('GET', `${P}/disa-aktar`, { token })).status).toBe(403);
      expect((await ekle(yeni(), token)).status).toBe(403);
      expect((await call('GET', `${P}/${w.venue.A}`, { token })).status).toBe(403);
      expect((await call('POST', `${P}/${w.venue.A}/askiya-al`, { token, body: { neden: 'deneme' } })).status).toBe(403);
    }
    expect(await scalar('SELECT count(*) FROM isletme WHERE id = ? AND askiya_alma_zamani IS NOT NULL', w.venue.A)).toBe(0);
  });
});

describe('the invite link', () => {
  it('sets the password once; the owner then logs in and opens the new venue', async () => {
    const body = yeni();
    const { data } = await json(await ekle(body));
    const t = tokenOf(data.davet.link);
    const response = await call('POST', '/api/davet', { body: { t, sifre: 'guclu-sifre-1' } });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ email: body.sahipEmail });
    const token = await login(body.sahipEmail, 'guclu-sifre-1');
    expect((await call('GET', '/api/isletme/ozet', { token, venue: data.id })).status).toBe(200);
    // used: the same link again is a clear 409, the password stays
    const ikinci = await call('POST', '/api/davet', { body: { t, sifre: 'baska-sifre-2' } });
    expect(ikinci.status).toBe(409);
    expect(await json(ikinci)).toMatchObject({ errorCode: 'DAVET_USED', errorDetail: 'Bu davet bağlantısı zaten kullanılmış. Şifrenizle giriş yapabilirsiniz.' });
    expect((await loginResponse(body.sahipEmail, 'baska-sifre-2')).status).toBe(401);
    // once the password is set, no new invite is issued
    expect((await call('POST', `${P}/${data.id}/davet`, { token: admin })).status).toBe(409);
  });

  it('tampered, expired, foreign-purpose and junk links are clear 4xx, a short password is 400; nothing changes', async () => {
    const body = yeni();
    const { data } = await json(await ekle(body));
    const hash = await scalar<string>('SELECT sifre_hash FROM kullanici WHERE id = ?', data.sahipId);
    const t = tokenOf(data.davet.link);
    const [v, iv, ct] = t.split('.') as [string, string, string];
    const flipped = `${v}.${iv}.${ct.slice(0, 5)}${ct[5] === 'A' ? 'B' : 'A'}${ct.slice(6)}`;
    const eski = tokenOf((await davetLinki(env.LINK_KEY, 'http://example.com', data.sahipId, data.id, hash!, Date.now() - 8 * 86_400_000)).link);
    const baskaAmac = await encryptLink(env.LINK_KEY, { purpose: 'randevu-sorgula', ids: { k: data.sahipId, i: data.id, h: 'x' }, exp: Date.now() + 60_000 });
    const cases: [string, number, string][] = [[flipped, 400, 'LINK_INVALID'], [eski, 410, 'DAVET_EXPIRED'], [baskaAmac, 400, 'LINK_INVALID'], ['junk', 400, 'LINK_UNREADABLE'], ['v1.a.b', 400, 'LINK_UNREADABLE'], ['', 400, 'LINK_UNREADABLE']];
    for (const [token, status, code] of cases) {
      const response = await call('POST', '/api/davet', { body: { t: token, sifre: 'guclu-sifre-1' } });
      expect(response.status, token).toBe(status);
      expect((await json(response)).errorCode).toBe(code);
    }
    expect(await json(await call('POST', '/api/davet', { body: { t: eski, sifre: 'guclu-sifre-1' } }))).toMatchObject({ errorDetail: 'Bu davet bağlantısının süresi dolmuş. Yöneticinizden yeni bir bağlantı isteyin.' });
    const kisa = await call('POST', '/api/davet', { body: { t, sifre: 'kisa' } });
    expect(kisa.status).toBe(400);
    for (const junk of [{ t: 5, sifre: 'guclu-sifre-1' }, { t: 'x'.repeat(5000), sifre: 'guclu-sifre-1' }, { sifre: 'guclu-sifre-1' }]) expect((await call('POST', '/api/davet', { body: junk })).status).toBe(400);
    expect(await scalar<string>('SELECT sifre_hash FROM kullanici WHERE id = ?', data.sahipId)).toBe(hash);
    // the genuine link still works afterwards
    expect((await call('POST', '/api/davet', { body: { t, sifre: 'guclu-sifre-1' } })).status).toBe(200);
  });

  it('a re-issued link works while the owner has no password; a link of a member who left stops working', async () => {
    const { data } = await json(await ekle(yeni()));
    const yeniden = await call('POST', `${P}/${data.id}/davet`, { token: admin });
    expect(yeniden.status).toBe(200);
    const link = (await json(yeniden)).data.link as string;
    expect(await scalar("SELECT count(*) FROM platform_log WHERE isletme_id = ? AND tur = 'isletme.davet'", data.id)).toBe(1);
    await env.DB.prepare('UPDATE isletme_kullanici SET aktif = 0 WHERE isletme_id = ? AND kullanici_id = ?').bind(data.id, data.sahipId).run();
    expect((await call('POST', '/api/davet', { body: { t: tokenOf(link), sifre: 'guclu-sifre-1' } })).status).toBe(409);
    await env.DB.prepare('UPDATE isletme_kullanici SET aktif = 1 WHERE isletme_id = ? AND kullanici_id = ?').bind(data.id, data.sahipId).run();
    expect((await call('POST', '/api/davet', { body: { t: tokenOf(link), sifre: 'guclu-sifre-1' } })).status).toBe(200);
    // a venue nobody owns, and one that does not exist
    const sahipsiz = await insertVenue({ ad: 'Sahipsiz', urlAdi: `sahipsiz-${uniq()}`, tur: 'cafe' });
    expect((await call('POST', `${P}/${sahipsiz}/davet`, { token: admin })).status).toBe(409);
    expect((await call('POST', `${P}/99999999/davet`, { token: admin })).status).toBe(404);
  });
});

describe('edit, suspend, reopen', () => {
  it('edits the venue; a taken URL name is 409 and nothing changes', async () => {
    const { data } = await json(await ekle(yeni()));
    const ok = await call('PUT', `${P}/${data.id}`, { token: admin, body: { ad: 'Yeni Ad', tur: 'restoran', urlAdi: `yeni-ad-${uniq()}`, sehir: 'Rize', telefon: '1', adres: 'Sahil yolu 1' } });
    expect(ok.status).toBe(200);
    expect((await json(ok)).data).toMatchObject({ ad: 'Yeni Ad', tur: 'restoran', sehir: 'Rize', adres: 'Sahil yolu 1' });
    const cakisma = await call('PUT', `${P}/${data.id}`, { token: admin, body: { ad: 'Başka', tur: 'cafe', urlAdi: 'kahve-duragi', sehir: '', telefon: '', adres: '' } });
    expect(cakisma.status).toBe(409);
    expect(await scalar('SELECT ad FROM isletme WHERE id = ?', data.id)).toBe('Yeni Ad');
    expect((await call('PUT', `${P}/99999999`, { token: admin, body: { ad: 'Yok', tur: 'cafe', urlAdi: `yok-${uniq()}`, sehir: '', telefon: '', adres: '' } })).status).toBe(404);
    expect((await call('GET', `${P}/abc`, { token: admin })).status).toBe(404);
  });

  it('suspends with a reason and reopens, each logged once; the same change twice is 409', async () => {
    const { data } = await json(await ekle(yeni()));
    const al = await call('POST', `${P}/${data.id}/askiya-al`, { token: admin, body: { neden: 'Ödeme gecikti' } });
    expect(al.status).toBe(200);
    expect((await json(al)).data).toMatchObject({ durum: 'askida', askiyaNedeni: 'Ödeme gecikti' });
    expect((await call('POST', `${P}/${data.id}/askiya-al`, { token: admin, body: { neden: 'İkinci kez' } })).status).toBe(409);
    expect((await call('POST', `${P}/${data.id}/askiya-al`, { token: admin, body: { neden: '' } })).status).toBe(400);
    const log = await env.DB.prepare("SELECT kullanici_id, ayrinti FROM platform_log WHERE isletme_id = ? AND tur = 'isletme.askiya-al'").bind(data.id).all();
    expect(log.results).toEqual([{ kullanici_id: w.user.admin.id, ayrinti: JSON.stringify({ neden: 'Ödeme gecikti' }) }]);
    const ac = await call('POST', `${P}/${data.id}/ac`, { token: admin });
    expect(ac.status).toBe(200);
    expect((await json(ac)).data).toMatchObject({ durum: 'deneme', askiyaNedeni: null });
    expect(await scalar('SELECT askiya_alma_zamani FROM isletme WHERE id = ?', data.id)).toBeNull();
    expect((await call('POST', `${P}/${data.id}/ac`, { token: admin })).status).toBe(409);
    expect(await scalar("SELECT count(*) FROM platform_log WHERE isletme_id = ? AND tur = 'isletme.ac'", data.id)).toBe(1);
  });
});

describe('the list', () => {
  it('each state filter, the search (folded) and the paging equal a recount in SQL; CSV holds the same rows', async () => {
    const bugun = istanbulBugun();
    const kur = async (urlAdi: string, sehir: string, lisans: [string, number] | null, askida = false) => {
      const id = await insertVenue({ ad: `Sayım ${urlAdi}`, urlAdi, tur: 'salon', sehir });
      if (lisans) await env.DB.prepare("INSERT INTO lisans (isletme_id, plan, moduller, koltuk, baslangic, bitis, deneme) VALUES (?, 'standart', '[]', 5, '2020-01-01', ?, ?)").bind(id, lisans[0], lisans[1]).run();
      if (askida) await env.DB.prepare("UPDATE isletme SET askiya_alma_zamani = '2026-01-01T00:00:00Z', askiya_alma_nedeni = 'x' WHERE id = ?").bind(id).run();
    };
    await kur(`sayim-aktif-${uniq()}`, 'İstanbul', [gunEkle(bugun, 100), 0]);
    await kur(`sayim-deneme-${uniq()}`, 'ISTANBUL', [bugun, 1]);
    await kur(`sayim-ek-${uniq()}`, 'Şanlıurfa', [gunEkle(bugun, -2), 0]);
    await kur(`sayim-bitti-${uniq()}`, 'Şanlıurfa', [gunEkle(bugun, -200), 1]);
    await kur(`sayim-askida-${uniq()}`, 'istanbul', [gunEkle(bugun, 100), 0], true);
    const recount: Record<string, number> = {
      askida: (await scalar('SELECT count(*) FROM isletme WHERE askiya_alma_zamani IS NOT NULL'))!,
      deneme: (await scalar('SELECT count(*) FROM isletme i JOIN lisans l ON l.isletme_id = i.id WHERE i.askiya_alma_zamani IS NULL AND l.deneme = 1 AND l.bitis >= ?', bugun))!,
      aktif: (await scalar('SELECT count(*) FROM isletme i LEFT JOIN lisans l ON l.isletme_id = i.id WHERE i.askiya_alma_zamani IS NULL AND (l.isletme_id IS NULL OR (l.deneme = 0 AND l.bitis >= ?))', bugun))!,
      'suresi-doldu': (await scalar('SELECT count(*) FROM isletme i JOIN lisans l ON l.isletme_id = i.id WHERE i.askiya_alma_zamani IS NULL AND l.bitis < ?', bugun))!,
    };
    expect(recount['suresi-doldu']).toBeGreaterThanOrEqual(2);
    const liste = (await json(await call('GET', P, { token: admin }))).data;
    expect(liste.sayilar).toEqual(recount);
    expect(liste.toplam).toBe(await scalar('SELECT count(*) FROM isletme'));
    for (const [durum, sayi] of Object.entries(recount)) {
      const { data } = await json(await call('GET', `${P}?durum=${durum}`, { token: admin }));
      expect(data.toplam, durum).toBe(sayi);
      expect(data.isletmeler.every((i: Json) => i.durum === durum)).toBe(true);
    }
    const ara = (await json(await call('GET', `${P}?q=${encodeURIComponent('istanbul sayim')}`, { token: admin }))).data;
    // 'İstanbul', 'ISTANBUL' and 'istanbul' all fold to 'istanbul'; 'Sayım' to 'sayim'
    expect(ara.isletmeler.map((i: Json) => i.sehir).sort()).toEqual(['ISTANBUL', 'istanbul', 'İstanbul'].sort());
    // paging: 25 a page, the last page holds the rest
    const son = Math.ceil(liste.toplam / 25);
    const sonSayfa = (await json(await call('GET', `${P}?sayfa=${son}`, { token: admin }))).data;
    expect(sonSayfa.isletmeler.length).toBe(liste.toplam - (son - 1) * 25);
    // junk parameters are ignored, never 500
    expect((await call('GET', `${P}?sayfa=-5&durum=%27;DROP&q=${'x'.repeat(500)}`, { token: admin })).status).toBe(200);

    const csv = await call('GET', `${P}/disa-aktar?durum=suresi-doldu`, { token: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/isletmeler-\d{4}-\d{2}-\d{2}\.csv/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Turkish Excel needs
    const text = new TextDecoder().decode(bytes);
    const satirlar = text.trim().split('\r\n');
    expect(satirlar[0]).toContain('İşletme;URL adı;Tür');
    expect(satirlar.length - 1).toBe(recount['suresi-doldu']);
    expect(satirlar.slice(1).every((s) => s.includes(';suresi-doldu;'))).toBe(true);
  });

  it('the operator count is the active memberships', async () => {
    const { data } = await json(await call('GET', `${P}/${w.venue.A}`, { token: admin }));
    expect(data.operator).toBe(await scalar('SELECT count(*) FROM isletme_kullanici WHERE isletme_id = ? AND aktif = 1', w.venue.A));
    expect((await call('GET', `${P}/99999999`, { token: admin })).status).toBe(404);
  });
});

describe('the dashboard', () => {
  it('figures equal a recount: venues by state, active operators, bookings by channel per day, QR views per day, expiring licences, new leads', async () => {
    const bugun = istanbulBugun();
    const personel = (await env.DB.prepare("INSERT INTO personel (isletme_id, ad, unvan) VALUES (?, 'Elif', 'Kuaför') RETURNING id").bind(w.venue.B).first<number>('id'))!;
    const musteri = (await env.DB.prepare("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Şule Işık', '+905321110099') RETURNING id").bind(w.venue.B).first<number>('id'))!;
    const dun = new Date(Date.now() - 86_400_000).toISOString();
    const randevu = (kaynak: string, olusturma: string) => env.DB.prepare(
      "INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, olusturma) VALUES (?, ?, ?, '2026-12-01T07:00:00.000Z', '2026-12-01T08:00:00.000Z', 'onaylandi', ?, ?, ?)",
    ).bind(w.venue.B, musteri, personel, kaynak, `KOD${uniq()}XXXXXXX`, olusturma).run();
    await randevu('online', dun);
    await randevu('widget', dun);
    await randevu('panel', dun);
    await randevu('panel', new Date(Date.now() - 40 * 86_400_000).toISOString()); // outside the 30 days
    await env.DB.prepare("INSERT INTO gunluk_sayac (gun, isletme_id, tur, sayi) VALUES (?, ?, 'qr_goruntuleme', 7), (?, ?, 'qr_goruntuleme', 5), (?, ?, 'rezervasyon', 99)")
      .bind(bugun, w.venue.A, bugun, w.venue.B, bugun, w.venue.A).run();
    await env.DB.prepare("INSERT INTO talep (ad_soyad, isletme_adi, telefon, eposta, kvkk_onay_zamani, durum) VALUES ('A', 'B', '1', 'a@b.c', 'x', 'yeni'), ('C', 'D', '2', 'c@d.e', 'x', 'arandi')").run();
    const biten = await insertVenue({ ad: 'Biten', urlAdi: `biten-${uniq()}`, tur: 'cafe' });
    await env.DB.prepare("INSERT INTO lisans (isletme_id, plan, moduller, koltuk, baslangic, bitis) VALUES (?, 'pro', '[]', 5, '2020-01-01', ?)").bind(biten, gunEkle(bugun, 12)).run();
    await login(w.user.waiter.email);

    const response = await call('GET', '/api/admin/ozet', { token: kisitli });
    expect(response.status).toBe(200);
    const { data } = await json(response);
    const liste = (await json(await call('GET', P, { token: admin }))).data;
    expect(data.isletme).toEqual({ ...liste.sayilar, toplam: liste.toplam });
    expect(data.aktifOperator).toBe(await scalar('SELECT count(DISTINCT o.kullanici_id) FROM oturum o JOIN kullanici k ON k.id = o.kullanici_id WHERE k.kullanici_tipi = 2 AND o.olusturma_zamani > ?', Date.now() - 7 * 86_400_000));
    expect(data.aktifOperator).toBeGreaterThanOrEqual(2);
    expect(data.yeniTalep).toBe(await scalar("SELECT count(*) FROM talep WHERE durum = 'yeni'"));
    expect(data.bitenLisans).toBe(await scalar('SELECT count(*) FROM isletme i JOIN lisans l ON l.isletme_id = i.id WHERE i.askiya_alma_zamani IS NULL AND l.bitis BETWEEN ? AND ?', bugun, gunEkle(bugun, 30)));
    expect(data.bitenLisans).toBeGreaterThanOrEqual(1);
    expect(data.gunler).toHaveLength(30);
    expect(data.gunler.at(-1)).toMatchObject({ gun: bugun, qr: await scalar("SELECT sum(sayi) FROM gunluk_sayac WHERE tur = 'qr_goruntuleme' AND gun = ?", bugun) });
    const dunGun = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.parse(dun));
    expect(data.gunler.find((g: Json) => g.gun === dunGun)).toMatchObject({ online: 2, panel: 1 });
    const toplam = data.gunler.reduce((s: number, g: Json) => s + g.online + g.panel, 0);
    expect(toplam).toBe(await scalar('SELECT count(*) FROM randevu WHERE olusturma >= ?', new Date(Date.parse(`${data.gunler[0].gun}T00:00:00+03:00`)).toISOString()));
    expect((await call('GET', '/api/admin/ozet', { token: await login(w.user.owner.email) })).status).toBe(403);
  });
});

describe('QR menu views', () => {
  it('count every guest page view on the venue day, a cached answer too, without delaying it', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', qrmenuSayfaCache());
    let render = 0;
    app.get('*', (c) => {
      render += 1;
      c.header(SAYFA_OMRU, '60000');
      return c.html('<h1>Menü</h1>');
    });
    const venue = await insertVenue({ ad: 'Sayaç Kafe', urlAdi: `sayac-kafe-${uniq()}`, tur: 'cafe' });
    const url = `http://example.com/qr/sayac-kafe/${slugFor(env, venue)}/menu`;
    const istek = async () => {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(url), env, ctx);
      await response.text();
      await waitOnExecutionContext(ctx);
      return response.headers.get('x-cache');
    };
    expect(await istek()).toBe('MISS');
    expect(await istek()).toBe('HIT');
    expect(await istek()).toBe('HIT');
    expect(render).toBe(1);
    const gun = istanbulBugun();
    expect(await env.DB.prepare('SELECT gun, tur, sayi FROM gunluk_sayac WHERE isletme_id = ?').bind(venue).all().then((r) => r.results)).toEqual([{ gun, tur: 'qr_goruntuleme', sayi: 3 }]);
    // a page that is not there (a 404 render) and a bad slug count nothing
    const yok = new Hono<AppEnv>().use('*', qrmenuSayfaCache()).get('*', (c) => c.html('yok', 404));
    const ctx = createExecutionContext();
    await yok.fetch(new Request(`http://example.com/qr/sayac-kafe/${slugFor(env, venue)}/menu/yok`), env, ctx);
    await yok.fetch(new Request('http://example.com/qr/sayac-kafe/%%%/menu'), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await scalar('SELECT sum(sayi) FROM gunluk_sayac WHERE isletme_id = ?', venue)).toBe(3);
  });
});
