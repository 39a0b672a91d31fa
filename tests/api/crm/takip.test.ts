import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptLink } from '@worker/crypto/link';
import { TUM_ISLETME_YETKILERI, call, insertOperator, insertRandevuPersoneli, insertSet, json, login, loginWith, scalar, type Json } from '../fixtures';
import { kanalKur, yerelTarih, type TestKanal } from '../randevu/fixtures';
import { borcEkle, islemId, musteriEkle, onayVer, paketEkle, randevuEkle, sablonEkle, takipEkle } from './takip-fixtures';

/**
 * Follow-ups against real D1: daily generation (idempotent, every rule on a seeded fact), the list's filters, send with
 * the consent rule, outcome idempotency, erased customers, foreign venues, templates, the encrypted booking link.
 */

const P = '/api/isletme/crm';
let k: TestKanal;
let diger: TestKanal;
let sahip: string;
const m: Record<string, number> = {};
let resepsiyonPersonel = 0;
let resepsiyon = '';

const get = (path: string, token = sahip, venue = k.isletmeId) => call('GET', `${P}${path}`, { token, venue });
const send = (method: string, path: string, body: unknown, token = sahip, venue = k.isletmeId) => call(method, `${P}${path}`, { token, venue, body });
const liste = async (q = '', token = sahip): Promise<Json> => {
  const r = await get(`/takipler${q}`, token);
  expect(r.status).toBe(200);
  return (await json(r)).data;
};
const takipId = async (musteriId: number, kural: string) => scalar<number>('SELECT id FROM crm_takip WHERE musteri_id = ? AND kural = ?', musteriId, kural);

beforeAll(async () => {
  k = await kanalKur();
  diger = await kanalKur();
  sahip = await loginWith(k.isletmeId, TUM_ISLETME_YETKILERI);
  const [p1] = k.personel;
  m.gelmeyen = await musteriEkle(k.isletmeId, 'Gelmeyen Gül');
  await randevuEkle(k.isletmeId, m.gelmeyen, p1, -60, 'tamamlandi', k.hizmet.sac);
  await randevuEkle(k.isletmeId, m.gelmeyen, p1, -45, 'tamamlandi', k.hizmet.sac);
  m.yakin = await musteriEkle(k.isletmeId, 'Yakın Yasemin');
  await randevuEkle(k.isletmeId, m.yakin, p1, -44, 'tamamlandi');
  m.dogum = await musteriEkle(k.isletmeId, 'Doğum Derya', { dogum: `1990-${yerelTarih(3).slice(5)}` });
  m.paket = await musteriEkle(k.isletmeId, 'Paket Pınar');
  await paketEkle(k.isletmeId, m.paket, k.hizmet.sac, 1, null);
  m.bitiyor = await musteriEkle(k.isletmeId, 'Bitiyor Berna');
  await paketEkle(k.isletmeId, m.bitiyor, k.hizmet.sac, 4, 10);
  m.borclu = await musteriEkle(k.isletmeId, 'Borçlu Burcu');
  await borcEkle(k.isletmeId, m.borclu, 12_500);
  m.noshow = await musteriEkle(k.isletmeId, 'Gelmedi Gamze');
  await randevuEkle(k.isletmeId, m.noshow, p1, -3, 'gelmedi');
  m.ilk = await musteriEkle(k.isletmeId, 'İlk İpek', { dil: 'en', email: 'ipek@example.com' });
  await randevuEkle(k.isletmeId, m.ilk, p1, -7, 'tamamlandi', k.hizmet.fon);
  m.silinen = await musteriEkle(k.isletmeId, 'Silinecek Sibel');
  await borcEkle(k.isletmeId, m.silinen, 5_000);
  // the receptionist: a user with the follow-up keys and a staff member of their own
  const setId = await insertSet({ isletmeId: k.isletmeId, ad: 'Resepsiyon', yetkiler: [
    'isletme:crm:musteri-takip:rapor', 'isletme:crm:musteri-takip:rapor:ekle', 'isletme:crm:musteri-takip:rapor-detay',
    'isletme:crm:musteri-takip:rapor-detay:kaydet', 'isletme:crm:musteri-takip:rapor-detay:yazdir',
  ] });
  const kid = await insertOperator(`resepsiyon.${k.isletmeId}@demo.test`, [[k.isletmeId, setId]]);
  resepsiyonPersonel = await insertRandevuPersoneli(k.isletmeId, 'Resepsiyon Rana', kid);
  resepsiyon = await login(`resepsiyon.${k.isletmeId}@demo.test`);
  // the debt rule goes to the receptionist
  expect((await send('PUT', '/kurallar', { kurallar: [{ kural: 'acikBorc', aktif: true, deger: 0, personelId: resepsiyonPersonel }] })).status).toBe(200);
});

describe('generation', () => {
  it('two parallel first reads of the day add every follow-up once', async () => {
    const [a, b] = await Promise.all([get('/takipler'), get('/takipler')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await scalar('SELECT count(*) FROM (SELECT musteri_id, kural, anahtar FROM crm_takip WHERE isletme_id = ? GROUP BY 1, 2, 3 HAVING count(*) > 1)', k.isletmeId)).toBe(0);
    const sayi = await scalar('SELECT count(*) FROM crm_takip WHERE isletme_id = ?', k.isletmeId);
    // running the rules again (a changed setting) adds nothing new
    await env.DB.prepare('DELETE FROM crm_uretim WHERE isletme_id = ?').bind(k.isletmeId).run();
    await get('/takipler');
    expect(await scalar('SELECT count(*) FROM crm_takip WHERE isletme_id = ?', k.isletmeId)).toBe(sayi);
    expect(await scalar('SELECT gun FROM crm_uretim WHERE isletme_id = ?', k.isletmeId)).toBe(yerelTarih(0));
  });

  it('each rule fires on its seeded fact, and only there', async () => {
    const { results } = await env.DB.prepare('SELECT musteri_id, kural, anahtar, neden, vade, personel_id FROM crm_takip WHERE isletme_id = ? ORDER BY id').bind(k.isletmeId)
      .all<{ musteri_id: number; kural: string; anahtar: string; neden: string; vade: string; personel_id: number | null }>();
    const bul = (musteri: number) => results.filter((r) => r.musteri_id === musteri).map((r) => r.kural).sort();
    expect(bul(m.gelmeyen!)).toEqual(['ziyaretYok']);
    expect(bul(m.yakin!)).toEqual([]);
    expect(bul(m.dogum!)).toEqual(['dogumGunu']);
    expect(bul(m.paket!)).toEqual(['paketAzaldi']);
    expect(bul(m.bitiyor!)).toEqual(['paketBitiyor']);
    expect(bul(m.borclu!)).toEqual(['acikBorc']);
    expect(bul(m.noshow!)).toEqual(['gelmedi']);
    expect(bul(m.ilk!)).toEqual(['ilkZiyaret']);
    const ziyaret = results.find((r) => r.musteri_id === m.gelmeyen)!;
    expect(ziyaret).toMatchObject({ anahtar: yerelTarih(-45), vade: yerelTarih(0) });
    expect(JSON.parse(ziyaret.neden)).toEqual({ gun: 45 });
    expect(results.find((r) => r.musteri_id === m.dogum)!.vade).toBe(yerelTarih(3));
    expect(results.find((r) => r.musteri_id === m.borclu)!.personel_id).toBe(resepsiyonPersonel);
  });

  it('filters: mine, today, overdue, rule, folded search; rows carry customer, reason and assignee', async () => {
    const benim = await liste('?benim=1', resepsiyon);
    expect(benim.satirlar.map((r: Json) => r.musteri.id).sort()).toEqual([m.borclu, m.silinen].sort());
    const bugun = await liste('?sekme=bugun');
    expect(bugun.satirlar.every((r: Json) => r.vade === yerelTarih(0))).toBe(true);
    expect(bugun.satirlar.some((r: Json) => r.musteri.id === m.dogum)).toBe(false);
    const kural = await liste('?kural=gelmedi');
    expect(kural.satirlar).toHaveLength(1);
    expect(kural.satirlar[0]).toMatchObject({ musteri: { id: m.noshow, ad: 'Gelmedi Gamze' }, kural: 'gelmedi', durum: 'acik', sonGonderim: null });
    const ara = await liste(`?q=${encodeURIComponent('BORCLU  burcu')}`);
    expect(ara.satirlar.map((r: Json) => r.musteri.id)).toEqual([m.borclu]);
    // overdue: a manual one due yesterday
    const eski = await takipEkle(k.isletmeId, m.yakin!, yerelTarih(-1));
    const gecikmis = await liste('?sekme=gecikmis');
    expect(gecikmis.satirlar.map((r: Json) => r.id)).toEqual([eski]);
    expect((await get('/takipler?sekme=hepsi')).status).toBe(400);
  });
});

describe('send', () => {
  it('without the gonder permission → 403, nothing recorded', async () => {
    const id = (await takipId(m.noshow!, 'gelmedi'))!;
    const r = await send('POST', `/takipler/${id}/gonder`, { kanal: 'whatsapp', metin: 'Merhaba', islemId: islemId() }, resepsiyon);
    expect(r.status).toBe(403);
    expect(await scalar('SELECT count(*) FROM crm_takip_olay WHERE takip_id = ?', id)).toBe(0);
  });

  it('a marketing template to a customer without consent is refused with a clear message and nothing recorded', async () => {
    const id = (await takipId(m.gelmeyen!, 'ziyaretYok'))!;
    const pazarlama = await sablonEkle(k.isletmeId, 'pazarlama', 'Merhaba {ad}, sizi özledik! {randevuLinki}', 'ziyaretYok');
    await onayVer(k.isletmeId, m.gelmeyen!, 'sms', 1);
    await onayVer(k.isletmeId, m.gelmeyen!, 'sms', 0); // the latest record counts: withdrawn
    const r = await send('POST', `/takipler/${id}/gonder`, { kanal: 'whatsapp', sablonId: pazarlama, metin: 'Merhaba Gelmeyen', islemId: islemId() });
    expect(r.status).toBe(409);
    const body = await json(r);
    expect(body).toMatchObject({ success: false, errorCode: 'CONSENT_REQUIRED' });
    expect(body.errorDetail).toContain('pazarlama izni yok');
    expect(await scalar('SELECT count(*) FROM crm_takip_olay WHERE takip_id = ?', id)).toBe(0);
    expect(await scalar('SELECT son_gonderim FROM crm_takip WHERE id = ?', id)).toBeNull();
    // with consent given again it goes; the same islemId twice is one event
    await onayVer(k.isletmeId, m.gelmeyen!, 'sms', 1);
    const islem = islemId();
    const metin = 'Merhaba Gül, sizi özledik & bekleriz?';
    const ok1 = await json(await send('POST', `/takipler/${id}/gonder`, { kanal: 'whatsapp', sablonId: pazarlama, metin, islemId: islem }));
    const ok2 = await json(await send('POST', `/takipler/${id}/gonder`, { kanal: 'whatsapp', sablonId: pazarlama, metin, islemId: islem }));
    const telefon = await scalar<string>('SELECT telefon FROM musteri WHERE id = ?', m.gelmeyen);
    expect(ok1.data.adres).toBe(`https://wa.me/${telefon!.slice(1)}?text=${encodeURIComponent(metin)}`);
    expect(ok2.data.adres).toBe(ok1.data.adres);
    expect(await scalar("SELECT count(*) FROM crm_takip_olay WHERE takip_id = ? AND tur = 'gonderim' AND sablon_tur = 'pazarlama' AND kanal = 'whatsapp'", id)).toBe(1);
    expect(ok1.data.takip.sonGonderim).not.toBeNull();
    // e-mail consent is separate: the customer has none
    expect((await send('POST', `/takipler/${id}/gonder`, { kanal: 'email', sablonId: pazarlama, metin, islemId: islemId() })).status).toBe(422);
  });

  it('a service template or a free text needs no consent; SMS and e-mail composer addresses', async () => {
    const id = (await takipId(m.ilk!, 'ilkZiyaret'))!;
    const hizmet = await sablonEkle(k.isletmeId, 'hizmet', 'Teşekkürler {ad}');
    const sms = await json(await send('POST', `/takipler/${id}/gonder`, { kanal: 'sms', sablonId: hizmet, metin: 'Teşekkürler İpek', islemId: islemId() }));
    expect(sms.data.adres).toMatch(/^sms:\+90535\d{7}\?body=Te%C5%9Fekk%C3%BCrler%20%C4%B0pek$/);
    const eposta = await json(await send('POST', `/takipler/${id}/gonder`, { kanal: 'email', metin: 'Serbest metin', islemId: islemId() }));
    expect(eposta.data.adres).toMatch(/^mailto:ipek@example\.com\?subject=Salon%20[^&]+&body=Serbest%20metin$/);
    expect(await scalar("SELECT count(*) FROM crm_takip_olay WHERE takip_id = ? AND sablon_tur = 'hizmet'", id)).toBe(2);
  });
});

describe('outcome', () => {
  it('kaydet twice with the same islemId → one outcome and the same answer; the item leaves the open list', async () => {
    const id = (await takipId(m.paket!, 'paketAzaldi'))!;
    const body = { sonuc: 'randevu', not: 'Cuma 14:00', islemId: islemId() };
    const [a, b] = await Promise.all([send('POST', `/takipler/${id}/kaydet`, body, resepsiyon), send('POST', `/takipler/${id}/kaydet`, body, resepsiyon)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [ja, jb] = [await json(a), await json(b)];
    expect(ja.data.olayId).toBe(jb.data.olayId);
    expect(await scalar("SELECT count(*) FROM crm_takip_olay WHERE takip_id = ? AND tur = 'sonuc'", id)).toBe(1);
    const kapanis = await scalar<string>('SELECT kapanis FROM crm_takip WHERE id = ?', id);
    const c = await json(await send('POST', `/takipler/${id}/kaydet`, body, resepsiyon));
    expect(c.data).toMatchObject({ olayId: ja.data.olayId, takip: { durum: 'tamam', sonuc: 'randevu' } });
    expect(await scalar<string>('SELECT kapanis FROM crm_takip WHERE id = ?', id)).toBe(kapanis);
    expect((await liste()).satirlar.some((r: Json) => r.id === id)).toBe(false);
    expect((await liste('?sekme=tamam')).satirlar.some((r: Json) => r.id === id)).toBe(true);
    // a new outcome on a closed follow-up is refused
    expect((await send('POST', `/takipler/${id}/kaydet`, { ...body, islemId: islemId() }, resepsiyon)).status).toBe(409);
  });

  it('sonra reschedules and keeps it open; it needs a date', async () => {
    const id = (await takipId(m.bitiyor!, 'paketBitiyor'))!;
    expect((await send('POST', `/takipler/${id}/kaydet`, { sonuc: 'sonra', islemId: islemId() })).status).toBe(400);
    const r = await json(await send('POST', `/takipler/${id}/kaydet`, { sonuc: 'sonra', sonrakiVade: yerelTarih(5), islemId: islemId() }));
    expect(r.data.takip).toMatchObject({ durum: 'acik', sonuc: 'sonra', vade: yerelTarih(5) });
  });

  it('print records an event; skip and reopen', async () => {
    const id = (await takipId(m.dogum!, 'dogumGunu'))!;
    expect((await send('POST', `/takipler/${id}/yazdir`, {}, resepsiyon)).status).toBe(200);
    expect(await scalar("SELECT count(*) FROM crm_takip_olay WHERE takip_id = ? AND tur = 'yazdir'", id)).toBe(1);
    expect((await send('PATCH', `/takipler/${id}`, { durum: 'atlandi' }, resepsiyon)).status).toBe(403);
    expect((await json(await send('PATCH', `/takipler/${id}`, { durum: 'atlandi' }))).data.durum).toBe('atlandi');
    expect((await json(await send('PATCH', `/takipler/${id}`, { durum: 'acik', personelId: resepsiyonPersonel }))).data).toMatchObject({ durum: 'acik', personel: { id: resepsiyonPersonel } });
    expect((await send('PATCH', `/takipler/${id}`, { personelId: diger.personel[0] })).status).toBe(422);
  });

  it('manual follow-up: customer, reason, due, assignee', async () => {
    const r = await send('POST', '/takipler', { musteriId: m.yakin, metin: 'Yeni kampanyayı anlat', vade: yerelTarih(1), personelId: resepsiyonPersonel }, resepsiyon);
    expect(r.status).toBe(201);
    expect((await json(r)).data).toMatchObject({ kural: 'manuel', neden: { metin: 'Yeni kampanyayı anlat' }, vade: yerelTarih(1), personel: { id: resepsiyonPersonel } });
    const yabanci = await musteriEkle(diger.isletmeId, 'Yabancı Yeliz');
    expect((await send('POST', '/takipler', { musteriId: yabanci, metin: 'x', vade: yerelTarih(1) })).status).toBe(422);
    expect((await send('POST', '/takipler', { musteriId: m.yakin, metin: 'x', vade: '2026-02-30' })).status).toBe(400);
  });
});

describe('erased customers and foreign venues', () => {
  it('an erased customer leaves every list and the detail', async () => {
    const id = (await takipId(m.silinen!, 'acikBorc'))!;
    expect((await liste()).satirlar.some((r: Json) => r.id === id)).toBe(true);
    await env.DB.prepare("UPDATE musteri SET silinme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ad_soyad = 'Silindi' WHERE id = ?").bind(m.silinen).run();
    expect((await liste()).satirlar.some((r: Json) => r.id === id)).toBe(false);
    expect((await liste('?benim=1', resepsiyon)).satirlar.some((r: Json) => r.id === id)).toBe(false);
    expect((await get(`/takipler/${id}`)).status).toBe(404);
    const csv = await (await get('/takipler/disa-aktar')).text();
    expect(csv).not.toContain('Silindi');
    expect(csv).toContain('Borçlu Burcu');
    // generation never adds one for them again
    await env.DB.prepare('DELETE FROM crm_takip WHERE id = ?').bind(id).run();
    await env.DB.prepare('DELETE FROM crm_uretim WHERE isletme_id = ?').bind(k.isletmeId).run();
    await get('/takipler');
    expect(await scalar('SELECT count(*) FROM crm_takip WHERE musteri_id = ?', m.silinen)).toBe(0);
  });

  it("another venue's follow-up answers 404 and changes nothing", async () => {
    const yabanci = await takipEkle(diger.isletmeId, await musteriEkle(diger.isletmeId, 'Öteki Öykü'));
    for (const [method, path, body] of [
      ['GET', `/takipler/${yabanci}`, undefined], ['PATCH', `/takipler/${yabanci}`, { durum: 'atlandi' }],
      ['POST', `/takipler/${yabanci}/gonder`, { kanal: 'sms', metin: 'x', islemId: islemId() }],
      ['POST', `/takipler/${yabanci}/kaydet`, { sonuc: 'ulasildi', islemId: islemId() }], ['POST', `/takipler/${yabanci}/yazdir`, {}],
    ] as const) {
      const r = method === 'GET' ? await get(path) : await send(method, path, body);
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    expect(await scalar('SELECT count(*) FROM crm_takip_olay WHERE takip_id = ?', yabanci)).toBe(0);
    expect(await scalar('SELECT durum FROM crm_takip WHERE id = ?', yabanci)).toBe('acik');
  });
});

describe('rules and templates', () => {
  it('validates rule numbers with a clear message; a change lets the rules run again', async () => {
    const r = await send('PUT', '/kurallar', { kurallar: [{ kural: 'ziyaretYok', aktif: true, deger: 0, personelId: null }] });
    expect(r.status).toBe(422);
    expect((await json(r)).errorDetail).toContain('1–3650');
    await get('/takipler');
    expect(await scalar('SELECT count(*) FROM crm_uretim WHERE isletme_id = ?', k.isletmeId)).toBe(1);
    const ok = await json(await send('PUT', '/kurallar', { kurallar: [{ kural: 'ziyaretYok', aktif: true, deger: 44, personelId: null }] }));
    expect(ok.data.kurallar.find((x: Json) => x.kural === 'ziyaretYok')).toMatchObject({ aktif: true, deger: 44 });
    expect(await scalar('SELECT count(*) FROM crm_uretim WHERE isletme_id = ?', k.isletmeId)).toBe(0);
    await get('/takipler');
    expect(await takipId(m.yakin!, 'ziyaretYok')).not.toBeNull();
  });

  it('a switched-off rule adds nothing on the next run; the detail without ?takip finds my next open one', async () => {
    const yeni = await musteriEkle(k.isletmeId, 'Yeni Borçlu Yonca');
    await borcEkle(k.isletmeId, yeni, 3_000);
    expect((await send('PUT', '/kurallar', { kurallar: [{ kural: 'acikBorc', aktif: false, deger: 0, personelId: resepsiyonPersonel }] })).status).toBe(200);
    await get('/takipler');
    expect(await takipId(yeni, 'acikBorc')).toBeNull();
    expect((await send('PUT', '/kurallar', { kurallar: [{ kural: 'acikBorc', aktif: true, deger: 0, personelId: resepsiyonPersonel }] })).status).toBe(200);
    await get('/takipler');
    expect(await takipId(yeni, 'acikBorc')).not.toBeNull();
    const siradaki = (await json(await get('/takipler/siradaki', resepsiyon))).data.id;
    expect(await scalar('SELECT personel_id FROM crm_takip WHERE id = ?', siradaki)).toBe(resepsiyonPersonel);
    expect((await json(await get('/takipler/siradaki'))).data.id).toBeNull();
  });

  it('templates: unknown placeholder → clear error; kinds; rendered in the customer language with the booking link', async () => {
    const bad = await send('POST', '/sablonlar', { ad: 'Kötü', tur: 'hizmet', metin: { tr: 'Merhaba {ad} {kampanya}' } });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errorDetail).toContain('{kampanya}');
    expect((await send('POST', '/sablonlar', { ad: 'Boş', tur: 'hizmet', metin: { tr: '' } })).status).toBe(400);
    const ok = await send('POST', '/sablonlar', { ad: 'Davet', tur: 'hizmet', kural: 'ilkZiyaret', metin: { tr: 'Merhaba {ad}, {sonHizmet} nasıldı? {randevuLinki}', en: 'Hi {ad}, how was {sonHizmet}? {randevuLinki}' } });
    expect(ok.status).toBe(201);
    const sablon = (await json(ok)).data;
    expect((await json(await send('PUT', `/sablonlar/${sablon.id}`, { ...sablon, ad: 'Davet 2' }))).data.ad).toBe('Davet 2');
    const id = (await takipId(m.ilk!, 'ilkZiyaret'))!;
    const detay = (await json(await get(`/takipler/${id}`))).data;
    expect(detay.musteri).toMatchObject({ dil: 'en', onay: { sms: false, email: false }, sonHizmet: 'Fön EN' });
    const mesaj = detay.mesajlar[0];
    expect(mesaj).toMatchObject({ sablonId: sablon.id, tur: 'hizmet' });
    expect(mesaj.metin).toMatch(/^Hi İlk, how was Fön EN\? http:\/\/example\.com\/.+\/randevu\/yeni\?k=v1\.[\w.-]+&lang=en$/);
    expect(detay.kanallar).toEqual({ whatsapp: true, sms: true, telefon: true, email: true });
    expect((await send('DELETE', `/sablonlar/${sablon.id}`, undefined)).status).toBe(200);
  });
});

describe('booking link', () => {
  const onbilgi = (firmaKey: string, token: string) => call('GET', `/api/randevu/${firmaKey}/onbilgi?k=${encodeURIComponent(token)}`);
  let token = '';
  beforeAll(async () => {
    await sablonEkle(k.isletmeId, 'hizmet', 'Randevu: {randevuLinki}', 'gelmedi');
    const id = (await takipId(m.noshow!, 'gelmedi'))!;
    const detay = (await json(await get(`/takipler/${id}`))).data;
    const link = detay.mesajlar.find((x: Json) => x.metin.startsWith('Randevu: ')).metin.slice('Randevu: '.length);
    expect(link).toContain(`/${k.firmaAdi}/${k.firmaKey}/randevu/yeni?k=`);
    token = new URL(link).searchParams.get('k')!;
  });

  it('a valid link prefills name and phone only', async () => {
    const r = await onbilgi(k.firmaKey, token);
    expect(r.status).toBe(200);
    const telefon = await scalar<string>('SELECT telefon FROM musteri WHERE id = ?', m.noshow);
    expect((await json(r)).data).toEqual({ adSoyad: 'Gelmedi Gamze', telefon });
  });

  it('a tampered, foreign-venue or expired link does not', async () => {
    const [v, iv, veri] = token.split('.');
    const bozuk = `${v}.${iv}.${veri!.slice(0, -2)}${veri!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await onbilgi(k.firmaKey, bozuk)).status).toBe(400);
    expect((await onbilgi(diger.firmaKey, token)).status).toBe(400);
    const eski = await encryptLink(env.LINK_KEY, { purpose: 'crm-randevu', ids: { musteriId: m.noshow!, isletmeId: k.isletmeId }, exp: Date.now() - 1000 });
    const r = await onbilgi(k.firmaKey, eski);
    expect(r.status).toBe(400);
    expect((await json(r)).errorDetail).toBe('Geçersiz bağlantı.');
    expect((await onbilgi(k.firmaKey, 'bozuk')).status).toBe(400);
  });
});
