import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { call, json } from '../fixtures';
import { olustur, govde, rezerveEt, yerelTarih, yerelZaman, yonet } from './fixtures';
import { cevap, ekle, istek, takvimKur, type TakvimDunyasi } from './takvim-ortak';
import { demirbasEkle, gerektir, kaynakEkle, kaynakHucreSayisi } from './kaynak-ortak';

/** Resources (rooms, devices): a slot is free only when its staff member and every resource its services need are free. */

let w: TakvimDunyasi;
let cihaz: number;
const slotlar = async (hizmetId: number, personel: number | 'any', gun: number) =>
  (await json(await call('GET', `/api/randevu/${w.firmaKey}/slotlar?hizmetIdler=${hizmetId}&personelId=${personel}&tarih=${yerelTarih(gun)}`))).data as { baslangicMs: number; personelIdler: number[] }[];
const randevuIdOf = async (kod: string) => (await env.DB.prepare('SELECT id FROM randevu WHERE kod = ?').bind(kod).first<{ id: number }>())!.id;

beforeAll(async () => {
  w = await takvimKur();
  cihaz = await kaynakEkle(w, { ad: 'Lazer cihazı' });
  // Saç kesimi (45 + 5 min) needs the device; Fön needs nothing
  await gerektir(w, w.hizmet.sac, [cihaz]);
});

describe('the resources screen', () => {
  it('lists a resource with its services, capacity 1 and no asset', async () => {
    const { status, body } = await cevap(await istek(w, 'GET', '/kaynaklar'));
    expect(status).toBe(200);
    expect(body.data.kaynaklar.find((k: { id: number }) => k.id === cihaz)).toMatchObject({ ad: 'Lazer cihazı', tur: 'cihaz', kapasite: 1, demirbasId: null, demirbas: null, aktif: true, hizmetIdler: [w.hizmet.sac] });
  });

  it('refuses a bad body, a taken name and another venue\'s asset with a reason (4xx, nothing written)', async () => {
    const bos = await cevap(await istek(w, 'POST', '/kaynaklar', { ad: '  ', tur: 'cihaz', demirbasId: null, aktif: true }));
    expect(bos.status).toBe(400);
    expect(bos.body.errorDetail).toBe(TR['randevu.kaynak.v.ad']);
    const tur = await cevap(await istek(w, 'POST', '/kaynaklar', { ad: 'Koltuk', tur: 'koltuk', demirbasId: null, aktif: true }));
    expect(tur.status).toBe(400);
    const ayni = await cevap(await istek(w, 'POST', '/kaynaklar', { ad: 'Lazer cihazı', tur: 'oda', demirbasId: null, aktif: true }));
    expect(ayni.status).toBe(409);
    expect(ayni.body.errorDetail).toBe(TR['randevu.kaynak.api.adVar']);
    const baska = await takvimKur();
    const yabanci = await demirbasEkle(baska.isletmeId);
    const r = await cevap(await istek(w, 'POST', '/kaynaklar', { ad: 'Yabancı', tur: 'cihaz', demirbasId: yabanci, aktif: true }));
    expect(r.status).toBe(400);
    expect(r.body.errorDetail).toBe(TR['randevu.kaynak.api.demirbasYok']);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM randevu_kaynak WHERE ad IN ('Koltuk', 'Yabancı')").first<{ n: number }>())!.n).toBe(0);
    // nor may a service of this venue need another venue's resource, or another venue's service be given one
    const oburKaynak = await kaynakEkle(baska);
    expect((await istek(w, 'PUT', `/hizmetler/${w.hizmet.fon}/kaynaklar`, { kaynakIdler: [oburKaynak] })).status).toBe(400);
    expect((await istek(w, 'PUT', `/hizmetler/${baska.hizmet.fon}/kaynaklar`, { kaynakIdler: [cihaz] })).status).toBe(404);
    expect((await istek(w, 'PUT', `/kaynaklar/${oburKaynak}`, { ad: 'Ele geçirildi', tur: 'oda', demirbasId: null, aktif: true })).status).toBe(404);
    expect((await istek(w, 'DELETE', `/kaynaklar/${oburKaynak}`)).status).toBe(404);
  });
});

describe('availability and booking with a required device', () => {
  it('the device taken by one staff member removes that time from every other staff member (slots, booking)', async () => {
    const bas = yerelZaman(3, 10);
    const onceki = await slotlar(w.hizmet.sac, w.personel[1], 3);
    expect(onceki.some((s) => s.baslangicMs === Date.parse(bas))).toBe(true);
    const { data } = await rezerveEt(w, bas, { personelId: w.personel[0] });
    const randevuId = await randevuIdOf(data.kod);
    // 45 min + 5 min buffer = 10 cells on the device, written with the staff cells
    expect(await kaynakHucreSayisi(cihaz, randevuId)).toBe(10);
    const sonra = await slotlar(w.hizmet.sac, w.personel[1], 3);
    for (const s of sonra) expect(s.baslangicMs + 50 * 60_000 <= Date.parse(bas) || s.baslangicMs >= Date.parse(bas) + 50 * 60_000, new Date(s.baslangicMs).toISOString()).toBe(true);
    // "any" too, and the day count the calendar greys out with
    expect((await slotlar(w.hizmet.sac, 'any', 3)).some((s) => s.baslangicMs === Date.parse(bas))).toBe(false);
    const r = await olustur(w.firmaKey, govde(w, bas, { personelId: w.personel[1] }));
    expect(r.status).toBe(409);
    expect((await json(r)).errorCode).toBe('SLOT_TAKEN');
    // a service that needs no resource is still free for the other staff member then
    expect((await slotlar(w.hizmet.fon, w.personel[1], 3)).some((s) => s.baslangicMs === Date.parse(bas))).toBe(true);
    expect((await olustur(w.firmaKey, govde(w, bas, { personelId: w.personel[1], hizmetIdler: [w.hizmet.fon] }))).status).toBe(201);
  });

  it('a guest\'s reschedule onto the busy device is refused; onto a free time its device cells move with it', async () => {
    const dolu = yerelZaman(11, 10);
    await rezerveEt(w, dolu, { personelId: w.personel[0] });
    const { data, body } = await rezerveEt(w, yerelZaman(11, 15), { personelId: w.personel[1] });
    const id = await randevuIdOf(data.kod);
    const r = await yonet(w.firmaKey, 'randevular/ertele', { kod: data.kod, telefon: body.telefon, yeniBaslangic: yerelZaman(11, 10, 15) });
    expect(r.status).toBe(409);
    expect((await json(r)).errorCode).toBe('SLOT_TAKEN');
    // its own cells do not stand in its way: 15 minutes later on the same device is fine
    const ok = await yonet(w.firmaKey, 'randevular/ertele', { kod: data.kod, telefon: body.telefon, yeniBaslangic: yerelZaman(11, 15, 15) });
    expect(ok.status, JSON.stringify(await ok.clone().json())).toBe(200);
    expect(await env.DB.prepare('SELECT min(hucre) AS ilk, count(*) AS n FROM randevu_kaynak_hucre WHERE randevu_id = ?').bind(id).first()).toEqual({ ilk: Date.parse(yerelZaman(11, 15, 15)) / 300_000, n: 10 });
    // a guest's cancel frees the device
    expect((await yonet(w.firmaKey, 'randevular/iptal', { kod: data.kod, telefon: body.telefon })).status).toBe(200);
    expect(await kaynakHucreSayisi(cihaz, id)).toBe(0);
  });

  it('the panel refuses a create and a move onto the busy device; a move and a cancel free its cells', async () => {
    const bas = yerelZaman(4, 10);
    const ilk = await ekle(w, bas, { personelId: w.personel[0] });
    const cakisan = await cevap(await istek(w, 'POST', '/randevular', { personelId: w.personel[1], baslangic: yerelZaman(4, 10, 15), hizmetIdler: [w.hizmet.sac], musteri: { adSoyad: 'Panel Müşteri', telefon: '0532 900 00 01' }, notlar: '' }));
    expect(cakisan.status).toBe(409);
    expect(cakisan.body).toMatchObject({ errorCode: 'SLOT_TAKEN', errorDetail: TR['randevu.kaynak.api.dolu'] });
    const ayniKisi = await cevap(await istek(w, 'POST', '/randevular', { personelId: w.personel[0], baslangic: yerelZaman(4, 10, 15), hizmetIdler: [w.hizmet.fon], musteri: { adSoyad: 'Panel Müşteri', telefon: '0532 900 00 04' }, notlar: '' }));
    expect(ayniKisi.status).toBe(409);
    expect(ayniKisi.body.errorDetail).toBe(TR['randevu.takvim.api.slotTaken'].replace('{personel}', 'Selin'));
    const ikinci = await ekle(w, yerelZaman(4, 12), { personelId: w.personel[1] });
    const tasi = await cevap(await istek(w, 'POST', `/randevular/${ikinci.id}/tasi`, { personelId: w.personel[1], baslangic: yerelZaman(4, 10, 30) }));
    expect(tasi.status).toBe(409);
    expect(tasi.body.errorDetail).toBe(TR['randevu.kaynak.api.dolu']);
    // the suggestions for the refused move never land on the busy device either
    for (const o of tasi.body.data.oneriler as { baslangic: string }[]) {
      const ms = Date.parse(o.baslangic);
      expect(ms + 50 * 60_000 <= Date.parse(bas) || ms >= Date.parse(bas) + 50 * 60_000, o.baslangic).toBe(true);
    }
    expect(await kaynakHucreSayisi(cihaz, ikinci.id)).toBe(10);
    // moving the first away frees its device cells; the second may then take 10:30
    expect((await istek(w, 'POST', `/randevular/${ilk.id}/tasi`, { personelId: w.personel[0], baslangic: yerelZaman(4, 15) })).status).toBe(200);
    expect((await istek(w, 'POST', `/randevular/${ikinci.id}/tasi`, { personelId: w.personel[1], baslangic: yerelZaman(4, 10, 30) })).status).toBe(200);
    const hucreler = await env.DB.prepare('SELECT min(hucre) AS ilk, count(*) AS n FROM randevu_kaynak_hucre WHERE randevu_id = ?').bind(ikinci.id).first<{ ilk: number; n: number }>();
    expect(hucreler).toEqual({ ilk: Date.parse(yerelZaman(4, 10, 30)) / 300_000, n: 10 });
    expect((await istek(w, 'POST', `/randevular/${ikinci.id}/durum`, { islem: 'iptal' })).status).toBe(200);
    expect(await kaynakHucreSayisi(cihaz, ikinci.id)).toBe(0);
  });

  it('a service change onto a service that needs the device takes its cells, and gives them back when changed again', async () => {
    const r = await ekle(w, yerelZaman(5, 15), { personelId: w.personel[1], hizmetIdler: [w.hizmet.fon] });
    expect(await kaynakHucreSayisi(cihaz, r.id)).toBe(0);
    expect((await istek(w, 'PUT', `/randevular/${r.id}`, { hizmetIdler: [w.hizmet.sac], notlar: '' })).status).toBe(200);
    expect(await kaynakHucreSayisi(cihaz, r.id)).toBe(10);
    expect((await istek(w, 'PUT', `/randevular/${r.id}`, { hizmetIdler: [w.hizmet.fon], notlar: '' })).status).toBe(200);
    expect(await kaynakHucreSayisi(cihaz, r.id)).toBe(0);
  });

  it('a series counts a date whose device is taken as a conflict', async () => {
    await ekle(w, yerelZaman(13, 11), { personelId: w.personel[0] });
    const plan = await cevap(await istek(w, 'POST', '/randevular/seri/plan', {
      randevu: { personelId: w.personel[1], baslangic: yerelZaman(6, 11), hizmetIdler: [w.hizmet.sac], musteri: { adSoyad: 'Seri Müşteri', telefon: '0532 900 00 02' }, notlar: '' },
      tekrar: { aralikHafta: 1, adet: 3, bitisTarihi: null }, secimler: [],
    }));
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    expect(plan.body.data.tarihler.map((t: { durum: string }) => t.durum)).toEqual(['uygun', 'dolu', 'uygun']);
  });

  it('an expired unpaid hold on the device is freed by a booking of another staff member', async () => {
    expect((await istek(w, 'PUT', `/hizmetler/${w.hizmet.sac}/kapora`, { tur: 'sabit', deger: 10_000 })).status).toBe(200);
    const bas = yerelZaman(7, 10);
    const { data } = await rezerveEt(w, bas, { personelId: w.personel[0] });
    expect(data.durum).toBe('beklemede');
    const holdId = await randevuIdOf(data.kod);
    expect((await olustur(w.firmaKey, govde(w, bas, { personelId: w.personel[1] }))).status).toBe(409);
    await env.DB.prepare("UPDATE randevu_kapora SET son_zaman = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 minutes') WHERE randevu_id = ?").bind(holdId).run();
    // the slot list already treats the expired hold as free, and the booking takes the device
    expect((await slotlar(w.hizmet.sac, w.personel[1], 7)).some((s) => s.baslangicMs === Date.parse(bas))).toBe(true);
    const r = await olustur(w.firmaKey, govde(w, bas, { personelId: w.personel[1] }));
    expect(r.status, JSON.stringify(await r.clone().json())).toBe(201);
    expect((await env.DB.prepare('SELECT r.durum, k.durum AS kapora FROM randevu r JOIN randevu_kapora k ON k.randevu_id = r.id WHERE r.id = ?').bind(holdId).first())).toEqual({ durum: 'iptal', kapora: 'dustu' });
    expect(await kaynakHucreSayisi(cihaz, holdId)).toBe(0);
    expect((await istek(w, 'PUT', `/hizmetler/${w.hizmet.sac}/kapora`, { tur: 'yok', deger: 0 })).status).toBe(200);
  });

  it('a switched-off resource blocks nothing; switched on again, the appointments that need it hold it again', async () => {
    const bas = yerelZaman(8, 10);
    const r = await ekle(w, bas, { personelId: w.personel[0] });
    const kapali = await cevap(await istek(w, 'PUT', `/kaynaklar/${cihaz}`, { ad: 'Lazer cihazı', tur: 'cihaz', demirbasId: null, aktif: false }));
    expect(kapali.status).toBe(200);
    expect(await kaynakHucreSayisi(cihaz, r.id)).toBe(0);
    expect((await slotlar(w.hizmet.sac, w.personel[1], 8)).some((s) => s.baslangicMs === Date.parse(bas))).toBe(true);
    expect((await istek(w, 'PUT', `/kaynaklar/${cihaz}`, { ad: 'Lazer cihazı', tur: 'cihaz', demirbasId: null, aktif: true })).status).toBe(200);
    expect(await kaynakHucreSayisi(cihaz, r.id)).toBe(10);
    expect((await slotlar(w.hizmet.sac, w.personel[1], 8)).some((s) => s.baslangicMs === Date.parse(bas))).toBe(false);
  });

  it('a service newly given a resource makes its future appointments hold it', async () => {
    const oda = await kaynakEkle(w, { ad: 'Masaj odası', tur: 'oda' });
    const r = await ekle(w, yerelZaman(9, 10), { personelId: w.personel[0], hizmetIdler: [w.hizmet.fon] });
    await gerektir(w, w.hizmet.fon, [oda]);
    expect(await kaynakHucreSayisi(oda, r.id)).toBe(6);
    await gerektir(w, w.hizmet.fon, []);
    expect(await kaynakHucreSayisi(oda, r.id)).toBe(0);
    // deleting the resource takes its links and cells; the appointments stay
    expect((await istek(w, 'DELETE', `/kaynaklar/${oda}`)).status).toBe(200);
    expect((await env.DB.prepare('SELECT durum FROM randevu WHERE id = ?').bind(r.id).first<{ durum: string }>())!.durum).toBe('onaylandi');
  });
});

describe('an inventory asset in maintenance', () => {
  it('removes the linked resource\'s future slots, lists the appointments to move, and frees them when closed', async () => {
    const d = await demirbasEkle(w.isletmeId);
    expect((await istek(w, 'PUT', `/kaynaklar/${cihaz}`, { ad: 'Lazer cihazı', tur: 'cihaz', demirbasId: d, aktif: true })).status).toBe(200);
    const bas = yerelZaman(10, 10);
    const r = await ekle(w, bas, { personelId: w.personel[0] });
    expect((await slotlar(w.hizmet.sac, 'any', 11)).length).toBeGreaterThan(0);
    const bakim = await cevap(await call('POST', `/api/isletme/envanter/demirbaslar/${d}/bakim`, { token: w.token, venue: w.isletmeId, body: { tur: 'ariza', aciklama: 'Başlık arızası' } }));
    expect(bakim.status, JSON.stringify(bakim.body)).toBe(201);
    // an open maintenance has no end: no future day offers the device's service; other services are untouched
    for (const gun of [1, 11, 30]) expect(await slotlar(w.hizmet.sac, 'any', gun)).toEqual([]);
    expect((await slotlar(w.hizmet.fon, 'any', 11)).length).toBeGreaterThan(0);
    const liste = await cevap(await istek(w, 'GET', '/kaynaklar'));
    expect(liste.body.data.kaynaklar.find((k: { id: number }) => k.id === cihaz).demirbas).toMatchObject({ bakimda: true });
    const tasinacak = liste.body.data.tasinacaklar.filter((t: { randevuId: number }) => t.randevuId === r.id);
    expect(tasinacak).toEqual([expect.objectContaining({ randevuId: r.id, kaynakId: cihaz, kaynakAd: 'Lazer cihazı', baslangic: bas, gun: yerelTarih(10), personelAd: 'Selin' })]);
    expect((await cevap(await istek(w, 'GET', `/kaynaklar/${cihaz}/tasinacaklar`))).body.data.map((t: { randevuId: number }) => t.randevuId)).toContain(r.id);
    // the panel cannot book the device while it is in maintenance either
    const yeni = await cevap(await istek(w, 'POST', '/randevular', { personelId: w.personel[1], baslangic: yerelZaman(12, 10), hizmetIdler: [w.hizmet.sac], musteri: { adSoyad: 'Panel Müşteri', telefon: '0532 900 00 03' }, notlar: '' }));
    expect(yeni.status).toBe(409);
    const bakimId = (await env.DB.prepare('SELECT id FROM envanter_bakim WHERE demirbas_id = ? AND kapanis IS NULL').bind(d).first<{ id: number }>())!.id;
    expect((await call('POST', `/api/isletme/envanter/bakimlar/${bakimId}/kapat`, { token: w.token, venue: w.isletmeId, body: { sonuc: 'Başlık değişti', maliyetKurus: 0 } })).status).toBe(200);
    expect((await slotlar(w.hizmet.sac, 'any', 11)).length).toBeGreaterThan(0);
    expect((await cevap(await istek(w, 'GET', '/kaynaklar/tasinacaklar'))).body.data.map((t: { randevuId: number }) => t.randevuId)).not.toContain(r.id);
  });
});
