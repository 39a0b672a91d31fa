import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { scalar } from '../fixtures';
import { olustur, govde, rezerveEt, yerelTarih, yerelZaman, yeniTelefon } from './fixtures';
import { cevap, ekle, ekleGovdesi, hucreSayisi, istek, takvimKur, type TakvimDunyasi } from './takvim-ortak';

/** Calendar reads and panel creates/edits/moves (status changes: randevu-takvim-durum.test.ts). */

let w: TakvimDunyasi;
let diger: TakvimDunyasi;
beforeAll(async () => {
  w = await takvimKur({ otomatikOnay: 0 });
  diger = await takvimKur();
});

describe('GET /randevular (calendar data)', () => {
  it('a day: staff with their working ranges and breaks in UTC, appointments with customer and services, pending count', async () => {
    const { data } = await rezerveEt(w, yerelZaman(4, 10), { hizmetIdler: [w.hizmet.sac, w.hizmet.fon], adSoyad: 'Zeynep Kaya' });
    const { status, body } = await cevap(await istek(w, 'GET', `/randevular?tarih=${yerelTarih(4)}`));
    expect(status).toBe(200);
    const d = body.data;
    expect(d.saatDilimi).toBe('Europe/Istanbul');
    expect(d.tarihler).toEqual([yerelTarih(4)]);
    expect(d.baslangic).toBe(yerelZaman(4, 0));
    expect(d.personeller.map((p: { id: number }) => p.id)).toEqual(w.personel);
    expect(d.personeller[0].gunler[0]).toEqual({
      tarih: yerelTarih(4),
      calisma: [{ baslangicMs: Date.parse(yerelZaman(4, 9)), bitisMs: Date.parse(yerelZaman(4, 18)) }],
      molalar: [{ baslangicMs: Date.parse(yerelZaman(4, 13)), bitisMs: Date.parse(yerelZaman(4, 14)) }],
      izinler: [],
    });
    const r = d.randevular.find((x: { kod: string }) => x.kod === data.kod);
    expect(r).toMatchObject({ durum: 'beklemede', kaynak: 'online', musteriAd: 'Zeynep Kaya', toplamKurus: 70_000, personelId: w.personel[0] });
    expect(r.kalemler.map((k: { ad: { tr: string } }) => k.ad.tr)).toEqual(['Saç kesimi', 'Fön']);
    expect(r.musteriTelefon).toMatch(/^\+90532/);
    expect(d.bekleyenSayisi).toBeGreaterThanOrEqual(1);
    expect(d.bekleyenler.some((x: { kod: string }) => x.kod === data.kod)).toBe(true);
    // the offline service is offered in the panel too
    expect(d.hizmetler.map((h: { id: number }) => h.id)).toEqual([w.hizmet.sac, w.hizmet.fon, w.hizmet.offline]);
    // the day before does not show it
    const dun = (await cevap(await istek(w, 'GET', `/randevular?tarih=${yerelTarih(3)}`))).body.data;
    expect(dun.randevular.some((x: { kod: string }) => x.kod === data.kod)).toBe(false);
  });

  it('a week: 7 dates, leave clipped to each day', async () => {
    await env.DB.prepare("INSERT INTO randevu_izin (personel_id, baslangic, bitis, aciklama) VALUES (?, ?, ?, 'İzin')").bind(w.personel[1], yerelZaman(10, 12), yerelZaman(11, 10)).run();
    const d = (await cevap(await istek(w, 'GET', `/randevular?tarih=${yerelTarih(10)}&gun=7`))).body.data;
    expect(d.tarihler).toHaveLength(7);
    const burak = d.personeller.find((p: { id: number }) => p.id === w.personel[1]);
    expect(burak.gunler[0].izinler).toEqual([{ baslangicMs: Date.parse(yerelZaman(10, 12)), bitisMs: Date.parse(yerelZaman(11, 0)) }]);
    expect(burak.gunler[1].izinler).toEqual([{ baslangicMs: Date.parse(yerelZaman(11, 0)), bitisMs: Date.parse(yerelZaman(11, 10)) }]);
    expect(burak.gunler[2].izinler).toEqual([]);
  });

  it('bad queries answer 400 in Turkish (and English) and never another venue', async () => {
    for (const q of ['', '?tarih=2026-02-30', '?tarih=bugun', '?tarih=2026-01-01&gun=3']) {
      const { status, body } = await cevap(await istek(w, 'GET', `/randevular${q}`));
      expect(status, q).toBe(400);
      expect([TR['randevu.takvim.api.dateInvalid'], TR['randevu.takvim.api.daysInvalid']]).toContain(body.errorDetail);
    }
    const en = await cevap(await istek(w, 'GET', '/randevular?tarih=x', undefined, 'en'));
    expect(en.body.errorDetail).toBe('Invalid date (YYYY-MM-DD).');
    const { data } = await rezerveEt(diger, yerelZaman(5, 11));
    const d = (await cevap(await istek(w, 'GET', `/randevular?tarih=${yerelTarih(5)}`))).body.data;
    expect(d.randevular.some((x: { kod: string }) => x.kod === data.kod)).toBe(false);
  });
});

describe('POST /randevular (panel create)', () => {
  it('creates a confirmed panel appointment for a new customer without consent fields; total = sum of prices', async () => {
    const telefon = yeniTelefon();
    const r = await ekle(w, yerelZaman(6, 10), { hizmetIdler: [w.hizmet.sac, w.hizmet.offline], musteri: { adSoyad: 'Elif Şahin', telefon, email: 'elif@example.com' }, notlar: 'İlk ziyaret' });
    expect(r).toMatchObject({ durum: 'onaylandi', kaynak: 'panel', musteriAd: 'Elif Şahin', toplamKurus: 55_000, notlar: 'İlk ziyaret', baslangic: yerelZaman(6, 10), bitis: yerelZaman(6, 11, 45) });
    expect(r.kod).toMatch(/^[A-Z2-9]{10}$/);
    // 105 min service + the widest after-buffer (5 min) = 110 min = 22 cells
    expect(await hucreSayisi(r.id)).toBe(22);
    const m = await env.DB.prepare('SELECT telefon, email, kvkk_metin_surum, kvkk_onay_zamani FROM musteri WHERE id = ?').bind(r.musteriId).first();
    expect(m).toEqual({ telefon: `+90${telefon.replace(/\D/g, '').slice(1)}`, email: 'elif@example.com', kvkk_metin_surum: null, kvkk_onay_zamani: null });
  });

  it("an existing customer (by id or by the same phone) keeps name, e-mail and KVKK consent", async () => {
    const { body } = await rezerveEt(w, yerelZaman(7, 9), { adSoyad: 'Onaylı Müşteri', email: 'onay@example.com' });
    const once = await env.DB.prepare('SELECT id, ad_soyad, email, kvkk_metin_surum, kvkk_onay_zamani FROM musteri WHERE isletme_id = ? AND ad_soyad = ?').bind(w.isletmeId, 'Onaylı Müşteri').first<{ id: number }>();
    expect(once).toMatchObject({ kvkk_metin_surum: expect.any(String) });
    await ekle(w, yerelZaman(7, 11), { musteri: { adSoyad: 'Başka Ad', telefon: body.telefon, email: 'baska@example.com' } });
    const r2 = await ekle(w, yerelZaman(7, 15), { musteri: null, musteriId: once!.id });
    expect(r2.musteriId).toBe(once!.id);
    const sonra = await env.DB.prepare('SELECT id, ad_soyad, email, kvkk_metin_surum, kvkk_onay_zamani FROM musteri WHERE id = ?').bind(once!.id).first();
    expect(sonra).toEqual(once);
  });

  it('refuses invalid input with 400 and a clear Turkish message, writing nothing', async () => {
    const before = await scalar('SELECT count(*) FROM randevu');
    const cases: [Record<string, unknown>, string][] = [
      [{ hizmetIdler: [] }, TR['randevu.takvim.api.serviceRequired']],
      [{ baslangic: yerelZaman(8, 10, 3) }, TR['randevu.takvim.api.timeStep']],
      [{ baslangic: 'yarın' }, TR['randevu.takvim.api.timeInvalid']],
      [{ musteri: { adSoyad: 'A', telefon: '05321112233' } }, TR['randevu.takvim.api.nameInvalid']],
      [{ musteri: { adSoyad: 'Ali Veli', telefon: '12345' } }, TR['randevu.takvim.api.phoneInvalid']],
      [{ musteri: { adSoyad: 'Ali Veli', telefon: '05321112233', email: 'x@' } }, TR['randevu.takvim.api.emailInvalid']],
      [{ musteri: null, musteriId: null }, TR['randevu.takvim.api.customerRequired']],
      [{ musteriId: 5 }, TR['randevu.takvim.api.customerRequired']],
      [{ notlar: 'x'.repeat(1001) }, TR['randevu.takvim.api.notesInvalid']],
      [{ personelId: 'bir' }, TR['randevu.takvim.api.staffRequired']],
    ];
    for (const [patch, message] of cases) {
      const { status, body } = await cevap(await istek(w, 'POST', '/randevular', { ...ekleGovdesi(w, yerelZaman(8, 10)), ...patch }));
      expect(status, JSON.stringify(patch)).toBe(400);
      expect(body).toMatchObject({ success: false, errorCode: 'VALIDATION', errorDetail: message });
    }
    const { status, body } = await cevap(await istek(w, 'POST', '/randevular', ekleGovdesi(w, yerelZaman(8, 10), { hizmetIdler: [w.hizmet.fon, w.hizmet.fon] })));
    expect([status, body.errorDetail]).toEqual([400, TR['randevu.takvim.api.serviceRequired']]);
    expect(await scalar('SELECT count(*) FROM randevu')).toBe(before);
  });

  it("another venue's staff, services or customer answer 404; a staff member who doesn't do the service 400", async () => {
    const musteri = await scalar<number>('SELECT id FROM musteri WHERE isletme_id = ? LIMIT 1', w.isletmeId);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ personelId: diger.personel[0] }, 404, TR['randevu.takvim.api.staffNotFound']],
      [{ hizmetIdler: [diger.hizmet.sac] }, 404, TR['randevu.takvim.api.serviceNotFound']],
      [{ musteri: null, musteriId: 999_999 }, 404, TR['randevu.takvim.api.customerNotFound']],
    ];
    for (const [patch, code, message] of cases) {
      const { status, body } = await cevap(await istek(w, 'POST', '/randevular', { ...ekleGovdesi(w, yerelZaman(8, 10)), ...patch }));
      expect(status, JSON.stringify(patch)).toBe(code);
      expect(body.errorDetail).toBe(message);
    }
    const yabanci = await cevap(await istek(diger, 'POST', '/randevular', { ...ekleGovdesi(diger, yerelZaman(8, 10)), musteri: null, musteriId: musteri }));
    expect([yabanci.status, yabanci.body.errorDetail]).toEqual([404, TR['randevu.takvim.api.customerNotFound']]);
    await env.DB.prepare('DELETE FROM randevu_personel_hizmet WHERE personel_id = ? AND hizmet_id = ?').bind(diger.personel[1], diger.hizmet.fon).run();
    const { status, body } = await cevap(await istek(diger, 'POST', '/randevular', ekleGovdesi(diger, yerelZaman(8, 10), { personelId: diger.personel[1], hizmetIdler: [diger.hizmet.fon] })));
    expect([status, body.errorDetail]).toEqual([400, 'Burak seçilen hizmetlerin hepsini vermiyor.']);
  });

  it('double booking: 409 with a clear message, also against a pending online booking and the buffer', async () => {
    const r = await ekle(w, yerelZaman(9, 10));
    const cakisan = await cevap(await istek(w, 'POST', '/randevular', ekleGovdesi(w, yerelZaman(9, 10, 30))));
    expect(cakisan).toEqual({ status: 409, body: { success: false, errorCode: 'SLOT_TAKEN', errorDetail: TR['randevu.takvim.api.slotTaken'].replace('{personel}', 'Selin') } });
    // 10:00 + 45 min + 5 min buffer: 10:45 is still taken, 10:50 is free
    expect((await istek(w, 'POST', '/randevular', ekleGovdesi(w, yerelZaman(9, 10, 45)))).status).toBe(409);
    expect((await istek(w, 'POST', '/randevular', ekleGovdesi(w, yerelZaman(9, 10, 50), { hizmetIdler: [w.hizmet.fon] }))).status).toBe(201);
    // the other staff member is free at 10:00
    expect((await istek(w, 'POST', '/randevular', ekleGovdesi(w, yerelZaman(9, 10), { personelId: w.personel[1] }))).status).toBe(201);
    // a pending public booking blocks too (this channel approves manually)
    const { data } = await rezerveEt(w, yerelZaman(9, 15), { personelId: w.personel[0] });
    expect(data.durum).toBe('beklemede');
    expect((await istek(w, 'POST', '/randevular', ekleGovdesi(w, yerelZaman(9, 15, 15)))).status).toBe(409);
    expect(await hucreSayisi(r.id)).toBe(10);
  });

  it('panel vs public race for one slot: exactly one wins, the rest 409, no 5xx', async () => {
    const slot = yerelZaman(12, 11);
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => istek(w, 'POST', '/randevular', ekleGovdesi(w, slot))),
      ...Array.from({ length: 10 }, () => olustur(w.firmaKey, govde(w, slot))),
    ]);
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await scalar("SELECT count(*) FROM randevu WHERE personel_id = ? AND baslangic = ? AND durum <> 'iptal'", w.personel[0], slot)).toBe(1);
  });

  it('outside working hours, in a break or on leave: 409 OUTSIDE_HOURS unless confirmed', async () => {
    const durumlar: number[] = [];
    for (const baslangic of [yerelZaman(13, 8), yerelZaman(13, 17, 30), yerelZaman(13, 12, 30), yerelZaman(13, 23, 30)]) {
      const { status, body } = await cevap(await istek(w, 'POST', '/randevular', ekleGovdesi(w, baslangic)));
      durumlar.push(status);
      expect(body.errorCode, baslangic).toBe('OUTSIDE_HOURS');
      expect(body.errorDetail).toBe(TR['randevu.takvim.api.outsideHours'].replace('{personel}', 'Selin'));
    }
    expect(durumlar).toEqual([409, 409, 409, 409]);
    expect((await istek(w, 'POST', '/randevular', ekleGovdesi(w, yerelZaman(13, 8), { mesaiDisi: true }))).status).toBe(201);
    await env.DB.prepare("INSERT INTO randevu_izin (personel_id, baslangic, bitis) VALUES (?, ?, ?)").bind(w.personel[1], yerelZaman(14, 0), yerelZaman(15, 0)).run();
    expect((await cevap(await istek(w, 'POST', '/randevular', ekleGovdesi(w, yerelZaman(14, 10), { personelId: w.personel[1] })))).body.errorCode).toBe('OUTSIDE_HOURS');
  });
});

describe('PUT /randevular/:id and POST /randevular/:id/tasi', () => {
  it('edits notes; new services recompute end, total and cells; a conflict leaves it unchanged', async () => {
    const r = await ekle(w, yerelZaman(16, 10), { hizmetIdler: [w.hizmet.fon] });
    expect(await hucreSayisi(r.id)).toBe(6);
    const notlar = await cevap(await istek(w, 'PUT', `/randevular/${r.id}`, { notlar: 'Kahve sever' }));
    expect(notlar.body.data).toMatchObject({ notlar: 'Kahve sever', bitis: yerelZaman(16, 10, 30) });
    const yeni = await cevap(await istek(w, 'PUT', `/randevular/${r.id}`, { notlar: 'Kahve sever', hizmetIdler: [w.hizmet.sac, w.hizmet.fon] }));
    expect(yeni.status).toBe(200);
    expect(yeni.body.data).toMatchObject({ bitis: yerelZaman(16, 11, 15), toplamKurus: 70_000 });
    expect(await hucreSayisi(r.id)).toBe(16);
    // something right after: growing into it is refused, nothing changes
    await ekle(w, yerelZaman(16, 11, 20), { hizmetIdler: [w.hizmet.fon] });
    const cakisma = await cevap(await istek(w, 'PUT', `/randevular/${r.id}`, { notlar: 'değişmemeli', hizmetIdler: [w.hizmet.sac, w.hizmet.fon, w.hizmet.offline] }));
    expect([cakisma.status, cakisma.body.errorCode]).toEqual([409, 'SLOT_TAKEN']);
    const row = await env.DB.prepare('SELECT bitis, toplam_kurus, notlar, (SELECT count(*) FROM randevu_kalem WHERE randevu_id = ?) AS kalem FROM randevu WHERE id = ?').bind(r.id, r.id).first();
    expect(row).toEqual({ bitis: yerelZaman(16, 11, 15), toplam_kurus: 70_000, notlar: 'Kahve sever', kalem: 2 });
    expect(await hucreSayisi(r.id)).toBe(16);
  });

  it('moves to another staff member and time atomically; a taken target answers 409 and changes nothing', async () => {
    const r = await ekle(w, yerelZaman(17, 10));
    const engel = await ekle(w, yerelZaman(17, 15), { personelId: w.personel[1] });
    const tasi = await cevap(await istek(w, 'POST', `/randevular/${r.id}/tasi`, { personelId: w.personel[1], baslangic: yerelZaman(17, 11) }));
    expect(tasi.status).toBe(200);
    expect(tasi.body.data).toMatchObject({ personelId: w.personel[1], baslangic: yerelZaman(17, 11), bitis: yerelZaman(17, 11, 45) });
    expect(await scalar('SELECT count(*) FROM randevu_hucre WHERE randevu_id = ? AND personel_id = ?', r.id, w.personel[1])).toBe(10);
    const dolu = await cevap(await istek(w, 'POST', `/randevular/${r.id}/tasi`, { personelId: w.personel[1], baslangic: yerelZaman(17, 14, 30) }));
    expect([dolu.status, dolu.body.errorCode]).toEqual([409, 'SLOT_TAKEN']);
    expect(await env.DB.prepare('SELECT personel_id, baslangic FROM randevu WHERE id = ?').bind(r.id).first()).toEqual({ personel_id: w.personel[1], baslangic: yerelZaman(17, 11) });
    expect(await hucreSayisi(r.id)).toBe(10);
    expect(await hucreSayisi(engel.id)).toBe(10);
    const mesai = await cevap(await istek(w, 'POST', `/randevular/${r.id}/tasi`, { personelId: w.personel[0], baslangic: yerelZaman(17, 19) }));
    expect(mesai.body.errorCode).toBe('OUTSIDE_HOURS');
    expect((await istek(w, 'POST', `/randevular/${r.id}/tasi`, { personelId: w.personel[0], baslangic: yerelZaman(17, 19), mesaiDisi: true })).status).toBe(200);
  });

  it('a refused move answers the next free times of that staff member and the other staff free then; a suggestion moves', async () => {
    // 45 min + 5 min buffer; the staff member is busy 11:00–11:30, the break is 13:00–14:00
    const r = await ekle(w, yerelZaman(18, 10));
    await ekle(w, yerelZaman(18, 11), { hizmetIdler: [w.hizmet.fon] });
    const dolu = await cevap(await istek(w, 'POST', `/randevular/${r.id}/tasi`, { personelId: w.personel[0], baslangic: yerelZaman(18, 11) }));
    expect(dolu.status).toBe(409);
    expect(dolu.body).toEqual({
      success: false, errorCode: 'SLOT_TAKEN', errorDetail: TR['randevu.takvim.api.slotTaken'].replace('{personel}', 'Selin'),
      data: {
        oneriler: [
          { personelId: w.personel[0], baslangic: yerelZaman(18, 11, 30) },
          { personelId: w.personel[0], baslangic: yerelZaman(18, 11, 45) },
          { personelId: w.personel[0], baslangic: yerelZaman(18, 12) },
          { personelId: w.personel[1], baslangic: yerelZaman(18, 11) },
        ],
      },
    });
    expect(await env.DB.prepare('SELECT baslangic FROM randevu WHERE id = ?').bind(r.id).first()).toEqual({ baslangic: yerelZaman(18, 10) });
    const oneri = dolu.body.data.oneriler[0];
    const tasi = await cevap(await istek(w, 'POST', `/randevular/${r.id}/tasi`, oneri));
    expect(tasi.status).toBe(200);
    expect(tasi.body.data).toMatchObject({ personelId: w.personel[0], baslangic: yerelZaman(18, 11, 30) });
    // busy until the end of the day: the suggestions go on to the next day
    await ekle(w, yerelZaman(18, 14), { personelId: w.personel[1], hizmetIdler: [w.hizmet.offline], mesaiDisi: true });
    for (const saat of [15, 16, 17]) await ekle(w, yerelZaman(18, saat), { personelId: w.personel[1], hizmetIdler: [w.hizmet.offline] });
    const ertesi = await cevap(await istek(w, 'POST', `/randevular/${r.id}/tasi`, { personelId: w.personel[1], baslangic: yerelZaman(18, 15) }));
    expect(ertesi.body.data.oneriler.slice(0, 1)).toEqual([{ personelId: w.personel[1], baslangic: yerelZaman(19, 9) }]);
  });

  it("another venue's appointment is a 404 for every write and stays unchanged", async () => {
    const r = await ekle(diger, yerelZaman(18, 10));
    const attempts: [string, string, unknown][] = [
      ['PUT', `/randevular/${r.id}`, { notlar: 'ele geçirildi' }],
      ['POST', `/randevular/${r.id}/tasi`, { personelId: w.personel[0], baslangic: yerelZaman(18, 11) }],
      ['POST', `/randevular/${r.id}/durum`, { islem: 'iptal' }],
      ['POST', `/randevularim/${r.id}/durum`, { islem: 'onayla' }],
    ];
    for (const [method, path, body] of attempts) {
      const { status, body: answer } = await cevap(await istek(w, method, path, body));
      expect(status, path).toBe(404);
      expect(answer.success).toBe(false);
    }
    expect(await env.DB.prepare('SELECT durum, notlar, baslangic FROM randevu WHERE id = ?').bind(r.id).first()).toEqual({ durum: 'onaylandi', notlar: '', baslangic: yerelZaman(18, 10) });
  });

  it('a cancelled appointment cannot be moved or re-serviced', async () => {
    const r = await ekle(w, yerelZaman(19, 10));
    expect((await istek(w, 'POST', `/randevular/${r.id}/durum`, { islem: 'iptal' })).status).toBe(200);
    const tasi = await cevap(await istek(w, 'POST', `/randevular/${r.id}/tasi`, { personelId: w.personel[0], baslangic: yerelZaman(19, 11) }));
    expect([tasi.status, tasi.body.errorDetail]).toEqual([409, TR['randevu.takvim.api.notActive']]);
    const put = await cevap(await istek(w, 'PUT', `/randevular/${r.id}`, { hizmetIdler: [w.hizmet.fon] }));
    expect(put.status).toBe(409);
    // notes stay editable
    expect((await istek(w, 'PUT', `/randevular/${r.id}`, { notlar: 'Müşteri aradı, iptal etti.' })).status).toBe(200);
  });
});

describe('customer search and CSV export', () => {
  it('finds customers by name (Turkish case rules) or phone digits, at most 20, only of this venue', async () => {
    await ekle(w, yerelZaman(20, 10), { musteri: { adSoyad: 'İLKNUR IŞIK', telefon: '0533 765 43 21' } });
    for (const q of ['ilknur', 'ışık', '765 43', '05337654321']) {
      const { status, body } = await cevap(await istek(w, 'GET', `/randevular/musteri-ara?q=${encodeURIComponent(q)}`));
      expect(status, q).toBe(200);
      expect(body.data.map((m: { adSoyad: string }) => m.adSoyad), q).toContain('İLKNUR IŞIK');
    }
    expect((await cevap(await istek(diger, 'GET', '/randevular/musteri-ara?q=ilknur'))).body.data).toEqual([]);
    const kisa = await cevap(await istek(w, 'GET', '/randevular/musteri-ara?q=a'));
    expect([kisa.status, kisa.body.errorDetail]).toEqual([400, TR['randevu.takvim.api.searchInvalid']]);
    for (let i = 0; i < 22; i++) await env.DB.prepare('INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, ?, ?)').bind(w.isletmeId, `Toplu Müşteri ${i}`, `+90544${String(1000000 + i)}`).run();
    expect((await cevap(await istek(w, 'GET', '/randevular/musteri-ara?q=toplu'))).body.data).toHaveLength(20);
  });

  it('exports a range as Turkish Excel CSV; bad ranges 400', async () => {
    const r = await ekle(w, yerelZaman(21, 10), { musteri: { adSoyad: '=KÖTÜ()', telefon: yeniTelefon() }, notlar: 'not; noktalı virgül' });
    const response = await istek(w, 'GET', `/randevular/disa-aktar?bas=${yerelTarih(21)}&bit=${yerelTarih(21)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`randevular-${yerelTarih(21)}-${yerelTarih(21)}`);
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Kod;Tarih;Başlangıç;Bitiş;Personel;Müşteri;Telefon;Hizmetler;Tutar (TL);Durum;Kaynak;Notlar');
    expect(lines.find((line) => line.startsWith(r.kod))).toBe(`${r.kod};${yerelTarih(21)};10:00;10:45;Selin;'=KÖTÜ();0${r.musteriTelefon.slice(3, 6)} ${r.musteriTelefon.slice(6, 9)} ${r.musteriTelefon.slice(9, 11)} ${r.musteriTelefon.slice(11)};Saç kesimi;450,00;Onaylandı;Panel;"not; noktalı virgül"`);
    for (const q of [`bas=${yerelTarih(21)}&bit=${yerelTarih(20)}`, 'bas=2026-01-01&bit=2027-06-01', 'bas=x&bit=y']) {
      const bad = await cevap(await istek(w, 'GET', `/randevular/disa-aktar?${q}`));
      expect(bad.status, q).toBe(400);
    }
  });
});

describe('never a 500', () => {
  it('hostile bodies and ids on every write', async () => {
    const r = await ekle(w, yerelZaman(22, 10));
    const hostile = [null, [], {}, 'x', 1e308, -1, { personelId: 1e308, baslangic: 'x'.repeat(10_000), hizmetIdler: Array(5000).fill(1) }, { islem: 'tamamla', odeme: 'altın' }, { hizmetIdler: [4294967296] }];
    const paths: [string, string][] = [['POST', '/randevular'], ['PUT', `/randevular/${r.id}`], ['POST', `/randevular/${r.id}/tasi`], ['POST', `/randevular/${r.id}/durum`], ['POST', `/randevularim/${r.id}/durum`]];
    for (const [method, path] of paths) {
      for (const body of hostile) {
        const response = await istek(w, method, path, body);
        expect(response.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 40)}`).toBeLessThan(500);
      }
    }
    for (const q of ['tarih=0000-00-00', 'tarih=9999-12-31&gun=7', 'tarih=1970-01-01', 'tarih[]=x']) {
      expect((await istek(w, 'GET', `/randevular?${q}`)).status, q).toBeLessThan(500);
    }
    // a venue row with a zone Intl does not know falls back to Europe/Istanbul
    const bozuk = await takvimKur();
    await env.DB.prepare("UPDATE isletme SET saat_dilimi = 'Mars/Olympus' WHERE id = ?").bind(bozuk.isletmeId).run();
    const d = await cevap(await istek(bozuk, 'GET', `/randevular?tarih=${yerelTarih(1)}`));
    expect([d.status, d.body.data.saatDilimi]).toEqual([200, 'Europe/Istanbul']);
    expect((await istek(bozuk, 'POST', '/randevular', ekleGovdesi(bozuk, yerelZaman(2, 10)))).status).toBe(201);
  });
});
