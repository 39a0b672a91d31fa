import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { SILINMIS_AD } from '@lib/schemas/musteri';
import { kodUret } from '@worker/db/randevu/yaz';
import { buildWorld, call, insertMasa, insertRandevuPersoneli, json, login, loginWith, scalar, type Json, type World } from '../fixtures';
import { govde, kanalKur, olustur, yerelTarih, yerelZaman } from '../randevu/fixtures';

/** /api/isletme/crm/musteri/:id …: the 360 view, the timeline, KVKK export / erase under the CRM keys, the customer's language. */

const C = '/api/isletme/crm';
const KEY = 'isletme:crm:musteri:rapor-detay';
let w: World;
let owner: string;
let telNo = 0;
const tel = () => `+90546${String(++telNo).padStart(7, '0')}`;
const id1 = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<{ id: number }>())!.id;
const get = (path: string, token = owner, venue: number = w.venue.A) => call('GET', `${C}${path}`, { token, venue });
const post = (path: string, body: unknown, token = owner, venue: number = w.venue.A) => call('POST', `${C}${path}`, { token, venue, body });
const musteriEkle = async (body: Record<string, unknown>, venue: number = w.venue.A): Promise<Json> => {
  const r = await call('POST', '/api/isletme/randevu/musteriler', { token: owner, venue, body: { telefon: tel(), ...body } });
  const data = await json(r);
  expect(r.status, JSON.stringify(data)).toBe(201);
  return data.data;
};

let personel = 0;
let hizmet = 0;
let masa = 0;
let cafeGun = 0;
let adisyonNo = 500;

async function randevu(musteriId: number, gun: number, durum: string, kurus: number, indirim = 0): Promise<{ id: number; kalem: number; kod: string }> {
  const bas = yerelZaman(gun, 11);
  const kod = kodUret();
  const id = await id1("INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus, indirim_kurus) VALUES (?, ?, ?, ?, ?, ?, 'panel', ?, ?, ?) RETURNING id",
    w.venue.A, musteriId, personel, bas, new Date(Date.parse(bas) + 30 * 60_000).toISOString(), durum, kod, kurus, indirim);
  const kalem = await id1('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) VALUES (?, ?, 30, ?) RETURNING id', id, hizmet, kurus);
  return { id, kalem, kod };
}

async function adisyon(musteriId: number, gun: number, kurus: number): Promise<number> {
  const kapanis = yerelZaman(gun, 15);
  const id = await id1("INSERT INTO adisyon (isletme_id, no, masa_id, gun_id, durum, musteri_id, toplam_kurus, odenen_kurus, acilis, kapanis) VALUES (?, ?, ?, ?, 'kapali', ?, ?, ?, ?, ?) RETURNING id",
    w.venue.A, ++adisyonNo, masa, cafeGun, musteriId, kurus, kurus, yerelZaman(gun, 14), kapanis);
  await env.DB.prepare("INSERT INTO adisyon_kalem (isletme_id, adisyon_id, ad, birim_kurus, adet, tutar_kurus) VALUES (?, ?, 'Türk kahvesi', ?, 2, ?)").bind(w.venue.A, id, kurus / 2, kurus).run();
  return id;
}

/** A customer with one event of every kind the timeline knows. */
async function tamMusteri(): Promise<{ id: number; ad: string; telefon: string; email: string }> {
  const ad = `Şükrü Öztürk ${++telNo}`;
  const m = await musteriEkle({ adSoyad: ad, email: `sukru${telNo}@ornek.test`, kvkkOnay: true, pazarlamaSms: true, dil: 'de', notlar: 'Sessiz köşe sever' });
  const r1 = await randevu(m.id, -20, 'tamamlandi', 40_000);
  await randevu(m.id, -10, 'tamamlandi', 30_000, 5_000);
  await randevu(m.id, -3, 'gelmedi', 20_000);
  await adisyon(m.id, -5, 12_000);
  await env.DB.prepare(`INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, kaynak, sistem_tur, sistem_param, tarih, randevu_id, musteri_id)
    VALUES (?, 'gelir', 'kart', 40000, 'randevu', 'randevuOdemesi', ?, ?, ?, ?)`).bind(w.venue.A, JSON.stringify({ kod: r1.kod }), yerelZaman(-20, 12), r1.id, m.id).run();
  const paket = await id1('INSERT INTO randevu_musteri_paket (isletme_id, musteri_id, ad, fiyat_kurus, satis_zamani, son_gun) VALUES (?, ?, ?, 100000, ?, ?) RETURNING id',
    w.venue.A, m.id, '5 seans cilt bakımı', yerelZaman(-25, 10), yerelTarih(60));
  await env.DB.prepare('INSERT INTO randevu_musteri_paket_hizmet (musteri_paket_id, hizmet_id, toplam, kalan) VALUES (?, ?, 5, 5)').bind(paket, hizmet).run();
  await env.DB.prepare('INSERT INTO randevu_paket_kullanim (randevu_kalem_id, musteri_paket_id, hizmet_id) VALUES (?, ?, ?)').bind(r1.kalem, paket, hizmet).run();
  await env.DB.prepare("INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, aciklama, tarih) VALUES (?, ?, 'borc', 15000, 'Şükrü bey veresiye', ?)").bind(w.venue.A, m.id, yerelZaman(-2, 12)).run();
  const takip = await id1("INSERT INTO crm_takip (isletme_id, musteri_id, kural, anahtar, neden, vade, durum, kapanis) VALUES (?, ?, 'gelmedi', ?, '{}', ?, 'tamam', ?) RETURNING id",
    w.venue.A, m.id, `r${telNo}`, yerelTarih(-1), yerelZaman(-1, 13));
  await env.DB.prepare("INSERT INTO crm_takip_olay (isletme_id, takip_id, tur, sonuc, zaman) VALUES (?, ?, 'sonuc', 'ulasildi', ?)").bind(w.venue.A, takip, yerelZaman(-1, 13)).run();
  // a duplicate record merged into this one
  const ikiz = await musteriEkle({ adSoyad: `${ad} (eski)` });
  expect((await call('POST', `/api/isletme/randevu/musteriler/${m.id}/birlestir/${ikiz.id}`, { token: owner, venue: w.venue.A })).status).toBe(200);
  return { id: m.id, ad, telefon: m.telefon, email: m.email };
}

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  personel = await insertRandevuPersoneli(w.venue.A, 'Selin Kuaför');
  hizmet = await id1('INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (?, ?, 30, 40000) RETURNING id', w.venue.A, JSON.stringify({ tr: 'Cilt bakımı', en: 'Facial' }));
  masa = await insertMasa(w.venue.A, 'Bahçe 3');
  cafeGun = await id1('INSERT INTO cafe_gun (isletme_id, is_gunu, acilis_kasasi_kurus, acilis_zamani) VALUES (?, ?, 0, ?) RETURNING id', w.venue.A, yerelTarih(-40), yerelZaman(-40, 8));
});

describe('360 view', () => {
  it('answers the card, and figures that equal a recount from the records', async () => {
    const m = await tamMusteri();
    const r = await get(`/musteri/${m.id}`);
    const body = await json(r);
    expect(r.status, JSON.stringify(body)).toBe(200);
    const d = body.data;
    expect(d.kart).toMatchObject({ adSoyad: m.ad, telefon: m.telefon, email: m.email, dil: 'de', notlar: 'Sessiz köşe sever' });
    const recount = await env.DB.prepare('SELECT count(*) AS n, sum(tutar_kurus) AS s, min(zaman) AS ilk, max(zaman) AS son FROM crm_ziyaret WHERE musteri_id = ?').bind(m.id).first<Json>();
    expect(recount.n).toBe(3);
    expect(recount.s).toBe(40_000 + 25_000 + 12_000);
    expect(d.ozet).toMatchObject({
      ziyaret: recount.n, randevuZiyaret: 2, adisyonZiyaret: 1, harcamaKurus: recount.s, ortalamaKurus: Math.round(recount.s / 3),
      gelmedi: await scalar("SELECT count(*) FROM randevu WHERE musteri_id = ? AND durum = 'gelmedi'", m.id),
      ilkZiyaret: recount.ilk, sonZiyaret: recount.son, segment: 'yeni',
      borcKurus: await scalar('SELECT bakiye_kurus FROM cari_bakiye WHERE musteri_id = ?', m.id),
    });
    expect(d.ozet.borcKurus).toBe(15_000);
    expect(d.paketler).toHaveLength(1);
    expect(d.paketler[0].hizmetler[0]).toMatchObject({ toplam: 5, kalan: 4 });
    expect(d.pazarlama).toEqual({ sms: true, email: false });
    expect(d.kvkk).not.toBeNull();
    expect(d.onaylar.map((o: Json) => `${o.tur}:${o.kanal ?? ''}:${o.verildi}`).sort()).toEqual(['kvkk::true', 'pazarlama:sms:true']);
    expect(d.onaylar[0]).toMatchObject({ kaynak: 'panel' });
  });

  it('puts a customer with 8 visits into the loyal segment with the venue thresholds', async () => {
    const m = await musteriEkle({ adSoyad: 'Sadık Müşteri' });
    for (let i = 0; i < 8; i++) await randevu(m.id, -40 - i * 5, 'tamamlandi', 10_000);
    expect((await json(await get(`/musteri/${m.id}`))).data.ozet.segment).toBe('sadik');
    await env.DB.prepare('INSERT INTO isletme_parametre (isletme_id) VALUES (?) ON CONFLICT DO NOTHING').bind(w.venue.A).run();
    await env.DB.prepare('UPDATE isletme_parametre SET crm_sadik_ziyaret = 20 WHERE isletme_id = ?').bind(w.venue.A).run();
    try {
      expect((await json(await get(`/musteri/${m.id}`))).data.ozet.segment).toBe('duzenli');
    } finally {
      await env.DB.prepare('UPDATE isletme_parametre SET crm_sadik_ziyaret = 8 WHERE isletme_id = ?').bind(w.venue.A).run();
    }
  });

  it("answers 404 for another venue's customer, on every route", async () => {
    const yabanci = await musteriEkle({ adSoyad: 'Başka Salon' }, w.venue.B);
    for (const path of [`/musteri/${yabanci.id}`, `/musteri/${yabanci.id}/zaman-cizelgesi`, `/musteri/${yabanci.id}/kvkk`]) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect((await json(r)).errorCode).toBe('NOT_FOUND');
    }
    expect((await post(`/musteri/${yabanci.id}/kvkk-sil`, { onay: 'SİL' })).status).toBe(404);
    expect(await scalar('SELECT silinme_zamani FROM musteri WHERE id = ?', yabanci.id)).toBeNull();
    expect((await get('/musteri/abc')).status).toBe(404);
  });

  it('finds customers by folded text, never erased ones or another venue’s', async () => {
    const m = await musteriEkle({ adSoyad: 'Işıl Çağlayan' });
    await musteriEkle({ adSoyad: 'Işıl Başka' }, w.venue.B);
    const ids = (await json(await get('/musteri-ara?q=ISIL%20caglayan'))).data.map((x: Json) => x.id);
    expect(ids).toEqual([m.id]);
    expect((await get(`/musteri-ara?q=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('timeline', () => {
  it('has every kind, newest first', async () => {
    const m = await tamMusteri();
    const body = await json(await get(`/musteri/${m.id}/zaman-cizelgesi`));
    const olaylar: Json[] = body.data.olaylar;
    const turler = new Set(olaylar.map((o) => o.tur));
    for (const tur of ['randevu', 'adisyon', 'odeme', 'paketSatis', 'paketKullanim', 'cari', 'takip', 'takipOlay', 'birlestirme', 'kayit']) expect(turler, tur).toContain(tur);
    const zamanlar = olaylar.map((o) => o.zaman);
    expect(zamanlar).toEqual([...zamanlar].sort().reverse());
    const odeme = olaylar.find((o) => o.tur === 'odeme');
    expect(odeme).toMatchObject({ tutarKurus: 40_000, durum: 'gelir', ek: 'Kart' });
    expect(odeme.metin).toMatch(/^Randevu ödemesi · /);
    expect(olaylar.find((o) => o.tur === 'randevu' && o.durum === 'gelmedi')).toMatchObject({ metin: 'Cilt bakımı', ek: 'Selin Kuaför' });
    expect(olaylar.find((o) => o.tur === 'adisyon')).toMatchObject({ tutarKurus: 12_000, ek: '2× Türk kahvesi' });
    expect(olaylar.find((o) => o.tur === 'adisyon').metin).toContain('Bahçe 3');
    expect(olaylar.filter((o) => o.tur === 'randevu').find((o) => o.durum === 'tamamlandi' && o.tutarKurus === 25_000)).toBeTruthy();
    // the reader's language: service names and system sentences in English
    const en = await json(await call('GET', `${C}/musteri/${m.id}/zaman-cizelgesi`, { token: owner, venue: w.venue.A, lang: 'en' }));
    expect(en.data.olaylar.find((o: Json) => o.tur === 'randevu').metin).toBe('Facial');
  });

  it('pages 50 at a time without repeats, fast with 1,000 events', async () => {
    const m = await musteriEkle({ adSoyad: 'Çok Gelen' });
    const bas = Date.parse(yerelZaman(-400, 9));
    await env.DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 998)
      INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus)
      SELECT ?1, ?2, ?3, strftime('%Y-%m-%dT%H:%M:%fZ', ?4 / 1000.0 + i * 30000, 'unixepoch'), strftime('%Y-%m-%dT%H:%M:%fZ', ?4 / 1000.0 + i * 30000 + 1800, 'unixepoch'),
             'tamamlandi', 'panel', 'CRMDT' || printf('%06d', i) || ?2, 10000 FROM n`).bind(w.venue.A, m.id, personel, bas).run();
    const sayfa = async (s: number) => (await json(await get(`/musteri/${m.id}/zaman-cizelgesi?sayfa=${s}`))).data;
    const bir = await sayfa(1);
    expect(bir.olaylar).toHaveLength(50);
    expect(bir.dahaVar).toBe(true);
    const goruldu = new Set<string>();
    let son: Json = null;
    for (let s = 1; s <= 20; s++) {
      const d = await sayfa(s);
      for (const o of d.olaylar) goruldu.add(`${o.tur}${o.id}`);
      son = d;
    }
    expect(goruldu.size).toBe(1000);
    expect(son.dahaVar).toBe(false);
    expect((await sayfa(21)).olaylar).toEqual([]);
    const t0 = performance.now();
    await sayfa(10);
    expect(performance.now() - t0).toBeLessThan(250);
    expect((await get(`/musteri/${m.id}/zaman-cizelgesi?sayfa=0`)).status).toBe(400);
    expect((await get(`/musteri/${m.id}/zaman-cizelgesi?sayfa=abc`)).status).toBe(400);
  });
});

describe('KVKK under the CRM keys', () => {
  it('export without …:disa-aktar and erase without …:sil answer 403 and change nothing', async () => {
    const m = await musteriEkle({ adSoyad: 'Yetkisiz Deneme' });
    const sadeceGor = await loginWith(w.venue.A, [KEY]);
    expect((await get(`/musteri/${m.id}`, sadeceGor)).status).toBe(200);
    expect((await get(`/musteri/${m.id}/kvkk`, sadeceGor)).status).toBe(403);
    expect((await post(`/musteri/${m.id}/kvkk-sil`, { onay: 'SİL' }, sadeceGor)).status).toBe(403);
    const ihracat = await loginWith(w.venue.A, [KEY, `${KEY}:disa-aktar`]);
    expect((await get(`/musteri/${m.id}/kvkk`, ihracat)).status).toBe(200);
    expect((await post(`/musteri/${m.id}/kvkk-sil`, { onay: 'SİL' }, ihracat)).status).toBe(403);
    expect(await scalar('SELECT silinme_zamani FROM musteri WHERE id = ?', m.id)).toBeNull();
    // the appointment module's keys do not open the CRM routes
    const randevucu = await loginWith(w.venue.A, ['isletme:randevutakip:musteriler', 'isletme:randevutakip:musteriler:sil']);
    expect((await get(`/musteri/${m.id}`, randevucu)).status).toBe(403);
    expect((await post(`/musteri/${m.id}/kvkk-sil`, { onay: 'SİL' }, randevucu)).status).toBe(403);
  });

  it('exports everything held as a JSON download', async () => {
    const m = await tamMusteri();
    const r = await get(`/musteri/${m.id}/kvkk`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/attachment; filename="kvkk-musteri-\d+-\d{4}-\d{2}-\d{2}\.json"/);
    const d = (await json(r)).data;
    expect(d.musteri).toMatchObject({ adSoyad: m.ad, telefon: m.telefon, email: m.email, dil: 'de' });
    expect(d.randevular).toHaveLength(3);
    expect(d.paketler).toHaveLength(1);
    expect(d.onayKayitlari.length).toBeGreaterThanOrEqual(2);
    expect(d.cariHareketler).toHaveLength(1);
  });

  it('erase: personal data gone from the 360, the timeline, the export and the search; the venue figures stay', async () => {
    const m = await tamMusteri();
    const venueOzet = () => env.DB.prepare('SELECT count(*) AS n, sum(ziyaret) AS z, sum(harcama_kurus) AS h FROM crm_ozet WHERE isletme_id = ?').bind(w.venue.A).first<Json>();
    const once = await venueOzet();
    const ozetOnce = (await json(await get(`/musteri/${m.id}`))).data.ozet;
    expect((await post(`/musteri/${m.id}/kvkk-sil`, { onay: 'yanlış' })).status).toBe(400);
    const r = await post(`/musteri/${m.id}/kvkk-sil`, { onay: 'SİL' });
    expect(r.status, JSON.stringify(await json(r.clone()))).toBe(200);
    const d = (await json(await get(`/musteri/${m.id}`))).data;
    expect(d.kart).toBeNull();
    expect(d.silinmeZamani).not.toBeNull();
    expect(d.ozet).toEqual({ ...ozetOnce, segment: ozetOnce.segment });
    expect(d.pazarlama).toEqual({ sms: false, email: false });
    expect(d.kvkk).toBeNull();
    expect(await venueOzet()).toEqual(once);
    const kisisel = [m.ad, m.telefon, m.email, m.telefon.replace('+90', '0'), 'Sessiz köşe'];
    const zaman = await (await get(`/musteri/${m.id}/zaman-cizelgesi`)).text();
    const ihrac = await (await get(`/musteri/${m.id}/kvkk`)).text();
    const cevap = await (await get(`/musteri/${m.id}`)).text();
    for (const parca of kisisel) {
      expect(zaman, parca).not.toContain(parca);
      expect(ihrac, parca).not.toContain(parca);
      expect(cevap, parca).not.toContain(parca);
    }
    expect(JSON.parse(ihrac).data.musteri).toMatchObject({ adSoyad: SILINMIS_AD, email: null, dil: null, dogumTarihi: null });
    expect((await json(await get(`/musteri-ara?q=${encodeURIComponent(m.ad)}`))).data).toEqual([]);
    // a second erase is refused, nothing changes
    expect((await post(`/musteri/${m.id}/kvkk-sil`, { onay: 'SİL' })).status).toBe(409);
  });
});

describe("the customer's language", () => {
  const P = '/api/isletme/randevu/musteriler';
  it('is saved, kept when left out, cleared with an empty value', async () => {
    const m = await musteriEkle({ adSoyad: 'Anna Müller', dil: 'ru' });
    expect(m.dil).toBe('ru');
    const put = (body: Record<string, unknown>) => call('PUT', `${P}/${m.id}`, { token: owner, venue: w.venue.A, body: { adSoyad: 'Anna Müller', telefon: m.telefon, ...body } });
    expect((await json(await put({ dil: 'en' }))).data.dil).toBe('en');
    expect((await json(await put({}))).data.dil).toBe('en');
    expect((await json(await get(`/musteri/${m.id}`))).data.kart.dil).toBe('en');
    expect((await json(await put({ dil: '' }))).data.dil).toBeNull();
    expect(await scalar('SELECT dil FROM musteri WHERE id = ?', m.id)).toBeNull();
  });

  it('refuses an unknown language with a clear message, nothing changed', async () => {
    const m = await musteriEkle({ adSoyad: 'Dil Deneme', dil: 'de' });
    for (const dil of ['fr', 'TR', 1, null]) {
      const r = await call('PUT', `${P}/${m.id}`, { token: owner, venue: w.venue.A, body: { adSoyad: 'Dil Deneme', telefon: m.telefon, dil } });
      expect(r.status).toBe(400);
      const body = await json(r);
      expect(body).toMatchObject({ success: false, errorCode: 'VALIDATION', errorDetail: 'Dil Türkçe, İngilizce, Almanca, Rusça ya da boş olmalı.' });
      expect(body.data.alanlar.dil).toBeTruthy();
    }
    const yeni = await call('POST', P, { token: owner, venue: w.venue.A, body: { adSoyad: 'Dil Yeni', telefon: tel(), dil: 'xx' }, lang: 'en' });
    expect(yeni.status).toBe(400);
    expect((await json(yeni)).errorDetail).toBe('Language must be Turkish, English, German, Russian or empty.');
    expect(await scalar('SELECT dil FROM musteri WHERE id = ?', m.id)).toBe('de');
    expect(await scalar("SELECT count(*) FROM musteri WHERE ad_soyad = 'Dil Yeni'")).toBe(0);
  });

  it("an online booking takes the page's language for a new customer and never overwrites one already set", async () => {
    const k = await kanalKur();
    const telefon = tel();
    expect((await olustur(k.firmaKey, govde(k, yerelZaman(3, 10), { telefon }), { lang: 'de' })).status).toBe(201);
    expect(await scalar('SELECT dil FROM musteri WHERE isletme_id = ? AND telefon = ?', k.isletmeId, telefon)).toBe('de');
    expect((await olustur(k.firmaKey, govde(k, yerelZaman(3, 11), { telefon }), { lang: 'ru' })).status).toBe(201);
    expect(await scalar('SELECT dil FROM musteri WHERE isletme_id = ? AND telefon = ?', k.isletmeId, telefon)).toBe('de');
  });
});
