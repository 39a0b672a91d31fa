import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { TEYIT_AMACI } from '@lib/randevu/hatirlatma';
import { encryptLink } from '@worker/crypto/link';
import { call, scalar, type Json } from '../fixtures';
import { yerelZaman } from './fixtures';
import { cevap, ekle, hucreSayisi, istek, operator, takvimKur, type TakvimDunyasi } from './takvim-ortak';

/** Reminders: the list, "sent" with who and when, the customer's confirm link and the cancel through the manage link. */

const EKRAN = 'isletme:randevutakip:hatirlatmalar';
let w: TakvimDunyasi;
let diger: TakvimDunyasi;
beforeAll(async () => {
  w = await takvimKur();
  diger = await takvimKur();
});

const liste = async (k = w) => {
  const { status, body } = await cevap(await istek(k, 'GET', '/hatirlatmalar'));
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { satirlar: Json[]; zamanlama: string; linkli: boolean };
};
const satir = async (randevuId: number, k = w) => (await liste(k)).satirlar.find((s: Json) => s.randevuId === randevuId);
const gonder = (randevuId: number, kanal = 'whatsapp', k: { token: string; isletmeId: number } = w) => istek(k, 'POST', `/hatirlatmalar/${randevuId}/gonder`, { kanal });
const publicCagri = (firmaKey: string, yol: string, body: unknown, lang?: string) => call('POST', `/api/randevu/${firmaKey}/${yol}`, { body, origin: 'https://baska-site.example', lang });

/** Sends the reminder of a new appointment and returns it with the message's decoded text and links. */
async function gonderilmis(baslangic: string, k = w) {
  const r = await ekle(k, baslangic);
  const { status, body } = await cevap(await gonder(r.id, 'whatsapp', k));
  expect(status, JSON.stringify(body)).toBe(200);
  const metin = new URL(body.data.adres).searchParams.get('text')!;
  const linkler = metin.match(/https?:\/\/\S+/g) ?? [];
  const onay = linkler.find((l) => l.includes('/randevu/onay?'))!;
  const iptal = linkler.find((l) => l.includes('/randevu/sorgula?'))!;
  return { r, metin, onay, iptal, t: new URL(onay).searchParams.get('t')! };
}

describe('the list', () => {
  it("lists today's and tomorrow's due reminders with customer, service, staff, time and state", async () => {
    // the day before at 10:00 (default): tomorrow's appointment is due today, the day after's tomorrow, later ones not yet
    const yarin = await ekle(w, yerelZaman(1, 15));
    const ertesi = await ekle(w, yerelZaman(2, 16));
    const sonra = await ekle(w, yerelZaman(4, 10));
    const l = await liste();
    expect(l.zamanlama).toBe('onceki_gun');
    expect(l.linkli).toBe(true);
    const a = l.satirlar.find((s: Json) => s.randevuId === yarin.id);
    expect(a).toMatchObject({
      grup: 'bugun', durum: 'bekliyor', atlamaNedeni: null, gonderim: null, teyit: null, baslangic: yarin.baslangic,
      musteri: { id: yarin.musteriId, ad: 'Panel Müşteri', dil: 'tr' }, hizmetler: ['Saç kesimi'], personel: { id: w.personel[0], ad: 'Selin' },
      vade: new Date(Date.parse(yerelZaman(0, 10))).toISOString(),
    });
    expect(l.satirlar.find((s: Json) => s.randevuId === ertesi.id)).toMatchObject({ grup: 'yarin', durum: 'bekliyor' });
    expect(l.satirlar.find((s: Json) => s.randevuId === sonra.id)).toBeUndefined();
    // another venue's list does not show them
    expect((await liste(diger)).satirlar.find((s: Json) => s.randevuId === yarin.id)).toBeUndefined();
  });

  it('N hours before: a reminder due before today is overdue until sent', async () => {
    const k = await takvimKur();
    expect((await cevap(await istek(k, 'PUT', '/hatirlatmalar/ayar', { zamanlama: 'saat_once', saat: '10:00', saatOnce: 72, metin: { tr: '', en: '', de: '', ru: '' } }))).status).toBe(200);
    // two days ahead, 72 h before: due yesterday
    const r = await ekle(k, yerelZaman(2, 10));
    expect(await satir(r.id, k)).toMatchObject({ grup: 'gecikmis', durum: 'bekliyor', vade: new Date(Date.parse(yerelZaman(2, 10)) - 72 * 3_600_000).toISOString() });
    expect((await gonder(r.id, 'sms', k)).status).toBe(200);
    // sent: no longer overdue
    expect(await satir(r.id, k)).toBeUndefined();
  });

  it('a customer who opted out of messages, or was erased, is skipped and shown as such', async () => {
    const r = await ekle(w, yerelZaman(1, 11));
    await env.DB.prepare('UPDATE musteri SET mesaj_istemiyor = 1 WHERE id = ?').bind(r.musteriId).run();
    expect(await satir(r.id)).toMatchObject({ durum: 'atlandi', atlamaNedeni: 'istemiyor' });
    const { status, body } = await cevap(await gonder(r.id));
    expect(status).toBe(409);
    expect(body).toEqual({ success: false, errorCode: 'OPTED_OUT', errorDetail: TR['randevu.hatirlatma.api.istemiyor'] });
    expect(await scalar('SELECT count(*) FROM randevu_hatirlatma WHERE randevu_id = ?', r.id)).toBe(0);

    const s = await ekle(w, yerelZaman(1, 12));
    await env.DB.prepare("UPDATE musteri SET silinme_zamani = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(s.musteriId).run();
    expect(await satir(s.id)).toMatchObject({ durum: 'atlandi', atlamaNedeni: 'telefonYok', musteri: { telefon: '' } });
    expect((await cevap(await gonder(s.id))).body.errorCode).toBe('NO_PHONE');
  });

  it("the customer book's \"no messages\" choice is what skips them", async () => {
    const r = await ekle(w, yerelZaman(1, 10), { personelId: w.personel[1] });
    const telefon = await scalar<string>('SELECT telefon FROM musteri WHERE id = ?', r.musteriId);
    const kaydet = async (extra: object) => cevap(await istek(w, 'PUT', `/musteriler/${r.musteriId}`, { adSoyad: 'Panel Müşteri', telefon, ...extra }));
    const acik = await kaydet({ mesajIstemiyor: true });
    expect(acik.status, JSON.stringify(acik.body)).toBe(200);
    expect(acik.body.data.mesajIstemiyor).toBe(true);
    expect(await satir(r.id)).toMatchObject({ durum: 'atlandi', atlamaNedeni: 'istemiyor' });
    // a save that leaves it out keeps it; unticking it sends reminders again
    expect((await kaydet({ notlar: 'not' })).body.data.mesajIstemiyor).toBe(true);
    expect((await kaydet({ mesajIstemiyor: false })).body.data.mesajIstemiyor).toBe(false);
    expect(await satir(r.id)).toMatchObject({ durum: 'bekliyor', atlamaNedeni: null });
  });

  it('a reminder needs no marketing consent', async () => {
    const r = await ekle(w, yerelZaman(1, 14));
    expect(await scalar("SELECT count(*) FROM musteri_onay WHERE musteri_id = ? AND tur = 'pazarlama' AND verildi = 1", r.musteriId)).toBe(0);
    expect((await gonder(r.id)).status).toBe(200);
  });
});

describe('sent', () => {
  it("opens WhatsApp or SMS with the message in the customer's language and records who sent it and when", async () => {
    const r = await ekle(w, yerelZaman(1, 16));
    await env.DB.prepare("UPDATE musteri SET dil = 'en' WHERE id = ?").bind(r.musteriId).run();
    const telefon = await scalar<string>('SELECT telefon FROM musteri WHERE id = ?', r.musteriId);
    const { status, body } = await cevap(await gonder(r.id));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.adres.startsWith(`https://wa.me/${telefon!.replace(/\D/g, '')}?text=`)).toBe(true);
    const metin = new URL(body.data.adres).searchParams.get('text')!;
    expect(metin).toBe(body.data.metin);
    expect(metin).toMatch(/^Hello Panel, a reminder of your Saç kesimi EN appointment on .+ at \d\d:\d\d \(Salon .+, Selin\)\. To confirm: http\S+\/randevu\/onay\?t=\S+&lang=en To cancel or reschedule: http\S+\/randevu\/sorgula\?l=\S+&lang=en$/);
    expect(body.data.satir).toMatchObject({ randevuId: r.id, durum: 'gonderildi', gonderim: { kanal: 'whatsapp', kullanici: expect.any(String) } });
    const kayit = await env.DB.prepare('SELECT kanal, kullanici_id, zaman FROM randevu_hatirlatma WHERE randevu_id = ?').bind(r.id).first<Json>();
    expect(kayit).toMatchObject({ kanal: 'whatsapp', kullanici_id: w.kullaniciId });
    expect(Math.abs(Date.parse(kayit.zaman) - Date.now())).toBeLessThan(60_000);

    const sms = await cevap(await gonder(r.id, 'sms'));
    expect(sms.body.data.adres).toMatch(new RegExp(`^sms:\\${telefon}\\?body=Hello%20Panel`));
    expect(await satir(r.id)).toMatchObject({ durum: 'gonderildi', gonderim: { kanal: 'sms' } });
  });

  it('needs the gonder permission; the screen alone reads the list only; another venue cannot send', async () => {
    const r = await ekle(w, yerelZaman(1, 17));
    const okuyan = await operator(w, [EKRAN]);
    expect((await istek({ token: okuyan.token, isletmeId: w.isletmeId }, 'GET', '/hatirlatmalar')).status).toBe(200);
    const red = await cevap(await gonder(r.id, 'whatsapp', { token: okuyan.token, isletmeId: w.isletmeId }));
    expect(red).toEqual({ status: 403, body: { success: false, errorCode: 'FORBIDDEN', errorDetail: TR['error.forbidden'] } });
    expect(await scalar('SELECT count(*) FROM randevu_hatirlatma WHERE randevu_id = ?', r.id)).toBe(0);
    const gonderen = await operator(w, [EKRAN, `${EKRAN}:gonder`]);
    expect((await gonder(r.id, 'whatsapp', { token: gonderen.token, isletmeId: w.isletmeId })).status).toBe(200);
    expect(await scalar('SELECT kullanici_id FROM randevu_hatirlatma WHERE randevu_id = ?', r.id)).toBe(gonderen.id);
    // another venue's operator gets a plain 404 for this appointment
    expect((await gonder(r.id, 'whatsapp', diger)).status).toBe(404);
    expect((await cevap(await gonder(r.id, 'telgraf'))).body.errorDetail).toBe(TR['randevu.hatirlatma.v.kanal']);
  });

  it('a cancelled appointment gets no reminder', async () => {
    const r = await ekle(w, yerelZaman(1, 9));
    expect((await istek(w, 'POST', `/randevular/${r.id}/durum`, { islem: 'iptal' })).status).toBe(200);
    expect((await cevap(await gonder(r.id))).body.errorCode).toBe('NOT_ACTIVE');
    expect(await satir(r.id)).toBeUndefined();
  });
});

describe('the confirm link', () => {
  it('opening shows the appointment and changes nothing; confirming marks it on the calendar and in the list', async () => {
    const { r, t } = await gonderilmis(yerelZaman(1, 10));
    const bak = await cevap(await publicCagri(w.firmaKey, 'teyit/bak', { t }));
    expect(bak.status, JSON.stringify(bak.body)).toBe(200);
    expect(bak.body.data).toMatchObject({ baslangic: r.baslangic, hizmetler: ['Saç kesimi'], personel: 'Selin', durum: 'onaylandi', teyit: null });
    expect(bak.body.data.yonetimLinki).toMatch(/\/randevu\/sorgula\?l=/);
    expect(await scalar('SELECT teyit_zamani FROM randevu WHERE id = ?', r.id)).toBeNull();

    const onay = await cevap(await publicCagri(w.firmaKey, 'teyit', { t }));
    expect(onay.status).toBe(200);
    expect(onay.body.data.teyit).toEqual(expect.any(String));
    expect(await scalar('SELECT teyit_zamani FROM randevu WHERE id = ?', r.id)).toBe(onay.body.data.teyit);
    // twice is fine: the first confirmation stays
    expect((await cevap(await publicCagri(w.firmaKey, 'teyit', { t }))).body.data.teyit).toBe(onay.body.data.teyit);
    expect(await satir(r.id)).toMatchObject({ durum: 'onaylandi', teyit: onay.body.data.teyit });
    const takvim = await cevap(await istek(w, 'GET', `/randevular?tarih=${yerelZaman(1, 10).slice(0, 10)}&gun=1`));
    expect(takvim.body.data.randevular.find((x: Json) => x.id === r.id)).toMatchObject({ durum: 'onaylandi', teyit: onay.body.data.teyit });
  });

  it('tampered, another purpose, expired, another venue and a moved appointment are refused with their reason', async () => {
    const { r, t, iptal } = await gonderilmis(yerelZaman(5, 11));
    const red = async (firmaKey: string, token: string) => cevap(await publicCagri(firmaKey, 'teyit', { t: token }));
    // one character changed in the ciphertext
    const son = t.at(-5)!;
    const bozuk = `${t.slice(0, -5)}${son === 'A' ? 'B' : 'A'}${t.slice(-4)}`;
    expect(await red(w.firmaKey, bozuk)).toEqual({ status: 400, body: { success: false, errorCode: 'LINK_INVALID', errorDetail: TR['error.invalidLink'] } });
    expect((await red(w.firmaKey, 'v1.abc')).body.errorCode).toBe('LINK_UNREADABLE');
    // the manage link is not a confirm link, and the confirm link opens no manage page
    const l = new URL(iptal).searchParams.get('l')!;
    expect((await red(w.firmaKey, l)).body.errorCode).toBe('LINK_INVALID');
    expect((await cevap(await publicCagri(w.firmaKey, 'sorgula', { link: t }))).body.errorCode).toBe('LINK_INVALID');
    // expired: made for a time already past
    const eski = await encryptLink(env.LINK_KEY, { purpose: TEYIT_AMACI, ids: { r: r.id, i: w.isletmeId, b: Date.parse(r.baslangic) }, exp: Date.now() - 1000 });
    expect(await red(w.firmaKey, eski)).toEqual({ status: 410, body: { success: false, errorCode: 'LINK_EXPIRED', errorDetail: TR['randevu.hatirlatma.api.linkSuresiDoldu'] } });
    // this venue's link on another venue's page
    expect((await red(diger.firmaKey, t)).status).toBe(404);
    expect(await scalar('SELECT teyit_zamani FROM randevu WHERE id = ?', r.id)).toBeNull();
    // the link names its appointment: another appointment of the customer is not confirmed by it
    const baska = await ekle(w, yerelZaman(5, 15), { musteri: null, musteriId: r.musteriId });
    expect((await red(w.firmaKey, t)).status).toBe(200);
    expect(await scalar('SELECT teyit_zamani FROM randevu WHERE id = ?', baska.id)).toBeNull();
    // moved: the link was for the old time; the move also clears the confirmation and the sent record
    expect((await istek(w, 'POST', `/randevular/${r.id}/tasi`, { personelId: w.personel[0], baslangic: yerelZaman(5, 16) })).status).toBe(200);
    expect(await scalar('SELECT teyit_zamani FROM randevu WHERE id = ?', r.id)).toBeNull();
    expect(await scalar('SELECT count(*) FROM randevu_hatirlatma WHERE randevu_id = ?', r.id)).toBe(0);
    expect(await red(w.firmaKey, t)).toEqual({ status: 409, body: { success: false, errorCode: 'LINK_STALE', errorDetail: TR['randevu.hatirlatma.api.saatDegisti'] } });
  });

  it('a cancelled appointment cannot be confirmed', async () => {
    const { r, t } = await gonderilmis(yerelZaman(5, 12));
    expect((await istek(w, 'POST', `/randevular/${r.id}/durum`, { islem: 'iptal' })).status).toBe(200);
    expect((await cevap(await publicCagri(w.firmaKey, 'teyit', { t }))).body.errorCode).toBe('NOT_ACTIVE');
  });
});

describe('cancel through the reminder', () => {
  it('the manage link cancels and frees the cells', async () => {
    const { r, iptal } = await gonderilmis(yerelZaman(3, 10));
    expect(await hucreSayisi(r.id)).toBeGreaterThan(0);
    const { status, body } = await cevap(await publicCagri(w.firmaKey, 'randevular/iptal', { link: iptal }));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.durum).toBe('iptal');
    expect(await hucreSayisi(r.id)).toBe(0);
    expect(await scalar('SELECT durum FROM randevu WHERE id = ?', r.id)).toBe('iptal');
  });

  it("keeps the channel's cancel deadline", async () => {
    const k = await takvimKur({ iptalSaatOnce: 72 });
    const { r, iptal } = await gonderilmis(yerelZaman(2, 10), k);
    const { status, body } = await cevap(await publicCagri(k.firmaKey, 'randevular/iptal', { link: iptal }));
    expect(status).toBe(409);
    expect(body.errorCode).toBe('TOO_LATE');
    expect(await hucreSayisi(r.id)).toBeGreaterThan(0);
  });
});

describe('settings', () => {
  it('are a venue parameter: saved with the parameters right, logged, and refused when wrong', async () => {
    const k = await takvimKur();
    const metin = { tr: 'Sayın {ad}, {tarih} {saat}. {onayLinki}', en: '', de: '', ru: '' };
    const kaydet = await cevap(await istek(k, 'PUT', '/hatirlatmalar/ayar', { zamanlama: 'onceki_gun', saat: '18:30', saatOnce: 24, metin }));
    expect(kaydet.status).toBe(200);
    expect(kaydet.body.data).toMatchObject({ zamanlama: 'onceki_gun', saat: '18:30', metin });
    expect(await scalar("SELECT yeni FROM parametre_log WHERE isletme_id = ? AND alan = 'hatirlatma.saat'", k.isletmeId)).toBe('18:30');
    const r = await ekle(k, yerelZaman(1, 10));
    const gonderim = await cevap(await gonder(r.id, 'sms', k));
    expect(decodeURIComponent(gonderim.body.data.adres.split('body=')[1])).toMatch(/^Sayın Panel, .+ \d\d:\d\d\. http\S+\/randevu\/onay\?t=\S+$/);

    const hatali = await cevap(await istek(k, 'PUT', '/hatirlatmalar/ayar', { zamanlama: 'onceki_gun', saat: '25:00', saatOnce: 24, metin }));
    expect(hatali).toMatchObject({ status: 400, body: { success: false, errorCode: 'VALIDATION', errorDetail: TR['randevu.hatirlatma.v.saat'] } });
    const okuyan = await operator(k, [EKRAN, `${EKRAN}:gonder`]);
    expect((await istek({ token: okuyan.token, isletmeId: k.isletmeId }, 'PUT', '/hatirlatmalar/ayar', { zamanlama: 'saat_once', saat: '10:00', saatOnce: 3, metin })).status).toBe(403);
    expect((await cevap(await istek({ token: okuyan.token, isletmeId: k.isletmeId }, 'GET', '/hatirlatmalar/ayar'))).body.data.saat).toBe('18:30');
  });
});

describe('the dashboard', () => {
  it("shows tomorrow's appointments the customer has not confirmed", async () => {
    const k = await takvimKur();
    const ozet = async () => (await cevap(await istek(k, 'GET', '/ozet'))).body.data.yarin;
    expect(await ozet()).toEqual({ randevu: 0, onaysiz: 0 });
    const { t } = await gonderilmis(yerelZaman(1, 10), k);
    await ekle(k, yerelZaman(1, 14));
    // the day after tomorrow and a cancelled one do not count
    await ekle(k, yerelZaman(2, 10));
    const iptal = await ekle(k, yerelZaman(1, 16));
    expect((await istek(k, 'POST', `/randevular/${iptal.id}/durum`, { islem: 'iptal' })).status).toBe(200);
    expect(await ozet()).toEqual({ randevu: 2, onaysiz: 2 });
    expect((await publicCagri(k.firmaKey, 'teyit', { t })).status).toBe(200);
    expect(await ozet()).toEqual({ randevu: 2, onaysiz: 1 });
  });
});
