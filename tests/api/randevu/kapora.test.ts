import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, nextIp } from '../fixtures';
import { olustur, govde, rezerveEt, yerelTarih, yerelZaman, yeniTelefon } from './fixtures';
import { cevap, istek, takvimKur, type TakvimDunyasi } from './takvim-ortak';

/** Deposits (kapora): service and customer rules, the online hold, its expiry, recording, completion and no-show. */

let w: TakvimDunyasi;
const kasaSatirlari = async (randevuId: number) =>
  (await env.DB.prepare('SELECT tur, odeme, tutar_kurus, aciklama, sistem_tur FROM kasa WHERE randevu_id = ? ORDER BY id').bind(randevuId).all<{ tur: string; odeme: string; tutar_kurus: number; aciklama: string; sistem_tur: string | null }>()).results;
const randevuId = async (kod: string) => (await env.DB.prepare('SELECT id FROM randevu WHERE kod = ?').bind(kod).first<{ id: number }>())!.id;
const durum = async (id: number) => (await env.DB.prepare('SELECT durum FROM randevu WHERE id = ?').bind(id).first<{ durum: string }>())!.durum;
/** moves an appointment into the past (completion and no-show need a started one) */
const gecmiseAl = (id: number) => env.DB.prepare("UPDATE randevu SET baslangic = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 hours'), bitis = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours') WHERE id = ?").bind(id).run();

beforeAll(async () => {
  w = await takvimKur();
  // Saç kesimi 450,00 TL: a fixed 100,00 TL deposit; Fön 250,00 TL: 15 %
  expect((await istek(w, 'PUT', `/hizmetler/${w.hizmet.sac}/kapora`, { tur: 'sabit', deger: 10_000 })).status).toBe(200);
  expect((await istek(w, 'PUT', `/hizmetler/${w.hizmet.fon}/kapora`, { tur: 'yuzde', deger: 15 })).status).toBe(200);
  const ayar = await cevap(await istek(w, 'PUT', '/kapora/ayar', { tutmaDk: 120, kuralGelmedi: 2, kuralGecIptalSaat: 24, kuralAy: 6, kuralYuzde: 20, gelmediPolitika: 'tut', iban: 'TR12 0006 1005 1978 6457 8413 26', hesapSahibi: 'Salon Ltd.' }));
  expect(ayar.status).toBe(200);
  expect(ayar.body.data.iban).toBe('TR120006100519786457841326');
});

describe('deposit settings', () => {
  it('refuses a bad rule or service deposit with a reason and writes nothing', async () => {
    const r = await cevap(await istek(w, 'PUT', `/hizmetler/${w.hizmet.fon}/kapora`, { tur: 'yuzde', deger: 150 }));
    expect(r.status).toBe(400);
    expect(r.body.errorDetail).toContain('yüzde');
    const iban = await cevap(await istek(w, 'PUT', '/kapora/ayar', { tutmaDk: 120, kuralGelmedi: 2, kuralGecIptalSaat: 24, kuralAy: 6, kuralYuzde: 20, gelmediPolitika: 'tut', iban: 'TR12', hesapSahibi: '' }));
    expect(iban.status).toBe(400);
    expect((await env.DB.prepare('SELECT kapora_deger FROM randevu_hizmet WHERE id = ?').bind(w.hizmet.fon).first<{ kapora_deger: number }>())!.kapora_deger).toBe(15);
    expect((await cevap(await istek(w, 'GET', '/kapora/ayar'))).body.data.iban).toBe('TR120006100519786457841326');
  });
});

describe('online booking with a deposit', () => {
  it('is held as "kapora bekliyor" with the amount, IBAN and reference code', async () => {
    const { data } = await rezerveEt(w, yerelZaman(3, 10), { hizmetIdler: [w.hizmet.sac, w.hizmet.fon] });
    expect(data.durum).toBe('beklemede');
    // 100,00 TL fixed + 15 % of 250,00 TL = 137,50 TL
    expect(data.kapora).toMatchObject({ tutarKurus: 13_750, iban: 'TR120006100519786457841326', hesapSahibi: 'Salon Ltd.' });
    expect(data.kapora.kod).toMatch(/^[A-Z2-9]{6}$/);
    const kalan = Date.parse(data.kapora.sonZaman) - Date.now();
    expect(kalan).toBeGreaterThan(119 * 60_000);
    expect(kalan).toBeLessThanOrEqual(120 * 60_000);
  });

  it('a customer with 2 no-shows or late cancels in 6 months gets the rule deposit on a service without one', async () => {
    const telefon = yeniTelefon();
    const ilk = await rezerveEt(w, yerelZaman(4, 9), { hizmetIdler: [w.hizmet.fon], telefon });
    expect(ilk.data.kapora.tutarKurus).toBe(3_750);
    await istek(w, 'PUT', `/hizmetler/${w.hizmet.fon}/kapora`, { tur: 'yok', deger: 0 });
    try {
      const musteri = (await env.DB.prepare('SELECT musteri_id FROM randevu WHERE kod = ?').bind(ilk.data.kod).first<{ musteri_id: number }>())!.musteri_id;
      const eski = async (gunOnce: number, i: number) => env.DB.prepare(`INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod)
        VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?), 'gelmedi', 'panel', ?)`)
        .bind(w.isletmeId, musteri, w.personel[1], `-${gunOnce} days`, `-${gunOnce - 1} days`, `GELMEDI${i}${Math.floor(Math.random() * 1e6)}`).run();
      /** a cancelled appointment `gunOnce` days ago, cancelled `saatOnce` hours before its start */
      const iptal = async (gunOnce: number, saatOnce: number, i: number) => env.DB.prepare(`INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, iptal_zamani)
        VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?), 'iptal', 'panel', ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?, ?))`)
        .bind(w.isletmeId, musteri, w.personel[1], `-${gunOnce} days`, `-${gunOnce - 1} days`, `IPTAL${i}${Math.floor(Math.random() * 1e6)}`, `-${gunOnce} days`, `-${saatOnce} hours`).run();
      await eski(300, 1); // outside the 6 months: does not count
      await eski(20, 2);
      await iptal(15, 48, 4); // cancelled two days ahead: not late
      const bir = await rezerveEt(w, yerelZaman(4, 11), { hizmetIdler: [w.hizmet.fon], telefon });
      expect(bir.data.kapora).toBeUndefined();
      expect(bir.data.durum).toBe('onaylandi');
      // recording a deposit on an appointment that waits for none is refused with a reason
      const hic = await cevap(await istek(w, 'POST', `/randevular/${await randevuId(bir.data.kod)}/kapora`, { odeme: 'nakit' }));
      expect([hic.status, hic.body.errorCode, hic.body.errorDetail]).toEqual([409, 'NO_DEPOSIT', 'Bu randevu kapora beklemiyor.']);
      await iptal(10, 3, 5); // cancelled 3 hours before: late (the venue's window is 24 hours)
      const iki = await rezerveEt(w, yerelZaman(4, 15), { hizmetIdler: [w.hizmet.fon], telefon });
      expect(iki.data.durum).toBe('beklemede');
      // 20 % of 250,00 TL
      expect(iki.data.kapora).toMatchObject({ tutarKurus: 5_000 });
      expect(await env.DB.prepare('SELECT neden FROM randevu_kapora WHERE randevu_id = ?').bind(await randevuId(iki.data.kod)).first('neden')).toBe('musteri');
    } finally {
      await istek(w, 'PUT', `/hizmetler/${w.hizmet.fon}/kapora`, { tur: 'yuzde', deger: 15 });
    }
  });

  it('an expired hold frees its cells: availability shows the slot and a new booking takes it', async () => {
    const saat = yerelZaman(5, 10);
    const { data } = await rezerveEt(w, saat);
    const id = await randevuId(data.kod);
    // the slot is taken while the hold runs
    expect((await olustur(w.firmaKey, govde(w, saat, { hizmetIdler: [w.hizmet.fon] }))).status).toBe(409);
    await env.DB.prepare("UPDATE randevu_kapora SET son_zaman = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 minutes') WHERE randevu_id = ?").bind(id).run();
    // recording the deposit of an expired hold is refused and writes nothing
    const gec = await cevap(await istek(w, 'POST', `/randevular/${id}/kapora`, { odeme: 'havale' }));
    expect(gec.status).toBe(409);
    expect(gec.body.errorCode).toBe('DEPOSIT_EXPIRED');
    expect(await kasaSatirlari(id)).toEqual([]);
    const yeni = await olustur(w.firmaKey, govde(w, saat, { hizmetIdler: [w.hizmet.fon] }));
    expect(yeni.status).toBe(201);
    expect(await durum(id)).toBe('iptal');
    expect(await env.DB.prepare('SELECT durum FROM randevu_kapora WHERE randevu_id = ?').bind(id).first('durum')).toBe('dustu');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM randevu_hucre WHERE randevu_id = ?').bind(id).first('n')).toBe(0);
  });

  it('parallel bookings of an expired hold\'s slot: exactly one wins', async () => {
    const saat = yerelZaman(5, 15);
    const { data } = await rezerveEt(w, saat);
    const id = await randevuId(data.kod);
    await env.DB.prepare("UPDATE randevu_kapora SET son_zaman = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 minutes') WHERE randevu_id = ?").bind(id).run();
    const yanitlar = await Promise.all(Array.from({ length: 10 }, () => olustur(w.firmaKey, govde(w, saat, { hizmetIdler: [w.hizmet.fon] }))));
    expect(yanitlar.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await durum(id)).toBe('iptal');
    const sahipler = await env.DB.prepare('SELECT DISTINCT randevu_id FROM randevu_hucre WHERE personel_id = ? AND hucre = ?').bind(w.personel[0], Date.parse(saat) / 300_000).all();
    expect(sahipler.results).toHaveLength(1);
  });

  it('recording the deposit writes "Kapora · KOD" and confirms in one batch; a repeat writes nothing more', async () => {
    const { data } = await rezerveEt(w, yerelZaman(6, 10));
    const id = await randevuId(data.kod);
    const bir = await cevap(await istek(w, 'POST', `/randevular/${id}/kapora`, { odeme: 'havale' }));
    expect(bir.status).toBe(200);
    expect(bir.body.data.kapora).toMatchObject({ durum: 'alindi', odeme: 'havale', tutarKurus: 10_000 });
    expect(bir.body.data.randevu.durum).toBe('onaylandi');
    const iki = await istek(w, 'POST', `/randevular/${id}/kapora`, { odeme: 'havale' });
    expect(iki.status).toBe(200);
    expect(await kasaSatirlari(id)).toEqual([{ tur: 'gelir', odeme: 'havale', tutar_kurus: 10_000, aciklama: `Kapora · ${data.kapora.kod}`, sistem_tur: null }]);
    // an expired-looking time after payment changes nothing: the hold ended when it was paid
    await env.DB.prepare("UPDATE randevu_kapora SET son_zaman = '2000-01-01T00:00:00.000Z' WHERE randevu_id = ?").bind(id).run();
    expect((await olustur(w.firmaKey, govde(w, yerelZaman(6, 10)))).status).toBe(409);

    // completion charges price − deposit: 450,00 − 100,00 TL
    await gecmiseAl(id);
    const tamam = await cevap(await istek(w, 'POST', `/randevular/${id}/durum`, { islem: 'tamamla', odeme: 'nakit' }));
    expect(tamam.status).toBe(200);
    const satirlar = await kasaSatirlari(id);
    expect(satirlar.map((s) => [s.tur, s.odeme, s.tutar_kurus])).toEqual([['gelir', 'havale', 10_000], ['gelir', 'nakit', 35_000]]);
    expect(satirlar.reduce((t, s) => t + s.tutar_kurus, 0)).toBe(45_000);
    expect(await env.DB.prepare('SELECT durum FROM randevu_kapora WHERE randevu_id = ?').bind(id).first('durum')).toBe('mahsup');
  });

  it('a hold staff confirmed without the deposit keeps its cells past the hold time', async () => {
    const saat = yerelZaman(5, 11);
    const { data } = await rezerveEt(w, saat);
    const id = await randevuId(data.kod);
    expect((await istek(w, 'POST', `/randevular/${id}/durum`, { islem: 'onayla' })).status).toBe(200);
    await env.DB.prepare("UPDATE randevu_kapora SET son_zaman = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 minutes') WHERE randevu_id = ?").bind(id).run();
    expect((await olustur(w.firmaKey, govde(w, saat, { hizmetIdler: [w.hizmet.fon] }))).status).toBe(409);
    expect(await durum(id)).toBe('onaylandi');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM randevu_hucre WHERE randevu_id = ?').bind(id).first('n')).toBeGreaterThan(0);
  });

  it('undoing a kept no-show holds the deposit again, and completing then charges price − deposit', async () => {
    await istek(w, 'PUT', '/kapora/ayar', { tutmaDk: 120, kuralGelmedi: 2, kuralGecIptalSaat: 24, kuralAy: 6, kuralYuzde: 20, gelmediPolitika: 'tut', iban: 'TR120006100519786457841326', hesapSahibi: 'Salon Ltd.' });
    const { data } = await rezerveEt(w, yerelZaman(6, 16));
    const id = await randevuId(data.kod);
    await istek(w, 'POST', `/randevular/${id}/kapora`, { odeme: 'havale' });
    await gecmiseAl(id);
    expect((await istek(w, 'POST', `/randevular/${id}/durum`, { islem: 'gelmedi' })).status).toBe(200);
    expect((await istek(w, 'POST', `/randevular/${id}/durum`, { islem: 'geri-al' })).status).toBe(200);
    expect(await env.DB.prepare('SELECT durum FROM randevu_kapora WHERE randevu_id = ?').bind(id).first('durum')).toBe('alindi');
    expect((await istek(w, 'POST', `/randevular/${id}/durum`, { islem: 'tamamla', odeme: 'kart' })).status).toBe(200);
    expect((await kasaSatirlari(id)).reduce((t, s) => t + s.tutar_kurus, 0)).toBe(45_000);
  });

  it('a split-payment completion must add up to price − deposit', async () => {
    const { data } = await rezerveEt(w, yerelZaman(6, 15));
    const id = await randevuId(data.kod);
    expect((await istek(w, 'POST', `/randevular/${id}/kapora`, { odeme: 'nakit' })).status).toBe(200);
    await gecmiseAl(id);
    const yanlis = await istek(w, 'POST', `/randevular/${id}/durum`, { islem: 'tamamla', tahsilat: { indirim: { tur: 'tutar', deger: 0 }, odemeler: [{ yontem: 'nakit', tutarKurus: 45_000 }], veresiyeKurus: 0 } });
    expect(yanlis.status).toBe(400);
    const dogru = await istek(w, 'POST', `/randevular/${id}/durum`, { islem: 'tamamla', tahsilat: { indirim: { tur: 'tutar', deger: 0 }, odemeler: [{ yontem: 'nakit', tutarKurus: 35_000 }], veresiyeKurus: 0 } });
    expect(dogru.status).toBe(200);
    expect((await kasaSatirlari(id)).reduce((t, s) => t + s.tutar_kurus, 0)).toBe(45_000);
  });

  it('a no-show keeps the deposit, or refunds it as an expense row, by the venue policy', async () => {
    const tut = await rezerveEt(w, yerelZaman(7, 10));
    const tutId = await randevuId(tut.data.kod);
    await istek(w, 'POST', `/randevular/${tutId}/kapora`, { odeme: 'nakit' });
    await gecmiseAl(tutId);
    expect((await istek(w, 'POST', `/randevular/${tutId}/durum`, { islem: 'gelmedi' })).status).toBe(200);
    expect((await kasaSatirlari(tutId)).map((s) => [s.tur, s.tutar_kurus])).toEqual([['gelir', 10_000]]);
    expect(await env.DB.prepare('SELECT durum FROM randevu_kapora WHERE randevu_id = ?').bind(tutId).first('durum')).toBe('tutuldu');

    await istek(w, 'PUT', '/kapora/ayar', { tutmaDk: 120, kuralGelmedi: 2, kuralGecIptalSaat: 24, kuralAy: 6, kuralYuzde: 20, gelmediPolitika: 'iade', iban: '', hesapSahibi: '' });
    const iade = await rezerveEt(w, yerelZaman(7, 15));
    const iadeId = await randevuId(iade.data.kod);
    await istek(w, 'POST', `/randevular/${iadeId}/kapora`, { odeme: 'havale' });
    await gecmiseAl(iadeId);
    expect((await istek(w, 'POST', `/randevular/${iadeId}/durum`, { islem: 'gelmedi' })).status).toBe(200);
    expect((await kasaSatirlari(iadeId)).map((s) => [s.tur, s.odeme, s.tutar_kurus, s.aciklama])).toEqual([
      ['gelir', 'havale', 10_000, `Kapora · ${iade.data.kapora.kod}`],
      ['gider', 'havale', 10_000, `Kapora iadesi · ${iade.data.kapora.kod}`],
    ]);
  });

  it('refuses another venue\'s appointment and a bad method', async () => {
    const baska = await takvimKur();
    const { data } = await rezerveEt(w, yerelZaman(8, 10));
    const id = await randevuId(data.kod);
    expect((await istek(baska, 'POST', `/randevular/${id}/kapora`, { odeme: 'nakit' })).status).toBe(404);
    const kotu = await cevap(await istek(w, 'POST', `/randevular/${id}/kapora`, { odeme: 'kart' }));
    expect(kotu.status).toBe(400);
    expect(await kasaSatirlari(id)).toEqual([]);
    expect(await durum(id)).toBe('beklemede');
  });
});

describe('late cancels', () => {
  it('a cancel records its time in the cancelling statement; a late one counts toward the rule', async () => {
    const v = await takvimKur();
    const telefon = yeniTelefon();
    const { data } = await rezerveEt(v, yerelZaman(2, 10), { hizmetIdler: [v.hizmet.fon], telefon });
    const id = await randevuId(data.kod);
    // the appointment starts 30 hours from now (cancel deadlines aside: staff cancel)
    await env.DB.prepare("UPDATE randevu SET baslangic = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+30 hours'), bitis = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+31 hours') WHERE id = ?").bind(id).run();
    const r = await cevap(await istek(v, 'POST', `/randevular/${id}/durum`, { islem: 'iptal' }));
    expect(r.status).toBe(200);
    const iptal = await env.DB.prepare('SELECT iptal_zamani FROM randevu WHERE id = ?').bind(id).first<{ iptal_zamani: string }>();
    expect(Math.abs(Date.parse(iptal!.iptal_zamani) - Date.now())).toBeLessThan(60_000);
    // 30 hours ahead is not late for a 24-hour window…
    expect((await rezerveEt(v, yerelZaman(3, 10), { hizmetIdler: [v.hizmet.fon], telefon })).data.kapora).toBeUndefined();
    // …but with a 48-hour window it is, and a threshold of 1 asks the rule's deposit
    await istek(v, 'PUT', '/kapora/ayar', { tutmaDk: 120, kuralGelmedi: 1, kuralGecIptalSaat: 48, kuralAy: 6, kuralYuzde: 20, gelmediPolitika: 'tut', iban: '', hesapSahibi: '' });
    expect((await rezerveEt(v, yerelZaman(3, 11), { hizmetIdler: [v.hizmet.fon], telefon })).data.kapora).toMatchObject({ tutarKurus: 5_000 });
  });
});

describe('the booking page asks a booking\'s deposit', () => {
  it('answers amount, IBAN and reference code by the booking\'s code on its own channel only', async () => {
    await istek(w, 'PUT', '/kapora/ayar', { tutmaDk: 120, kuralGelmedi: 2, kuralGecIptalSaat: 24, kuralAy: 6, kuralYuzde: 20, gelmediPolitika: 'tut', iban: 'TR120006100519786457841326', hesapSahibi: 'Salon Ltd.' });
    const { data } = await rezerveEt(w, yerelZaman(9, 10));
    const r = await cevap(await call('GET', `/api/randevu/${w.firmaKey}/randevular/${data.kod}/kapora`, { ip: nextIp() }));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ kod: data.kapora.kod, tutarKurus: 10_000, durum: 'bekliyor', iban: 'TR120006100519786457841326', hesapSahibi: 'Salon Ltd.', saatDilimi: 'Europe/Istanbul' });
    const baska = await takvimKur();
    expect((await call('GET', `/api/randevu/${baska.firmaKey}/randevular/${data.kod}/kapora`, { ip: nextIp() })).status).toBe(404);
    expect((await call('GET', `/api/randevu/${w.firmaKey}/randevular/AAAAAAAAAA/kapora`, { ip: nextIp() })).status).toBe(404);
  });
});

describe('the cash report', () => {
  it('shows the deposits held, taken and refunded, and the cash rows add up', async () => {
    const v = await takvimKur();
    await istek(v, 'PUT', `/hizmetler/${v.hizmet.sac}/kapora`, { tur: 'sabit', deger: 10_000 });
    const ayar = (gelmediPolitika: 'tut' | 'iade') => istek(v, 'PUT', '/kapora/ayar', { tutmaDk: 120, kuralGelmedi: 2, kuralGecIptalSaat: 24, kuralAy: 6, kuralYuzde: 20, gelmediPolitika, iban: '', hesapSahibi: '' });
    const al = async (saat: number) => {
      const { data } = await rezerveEt(v, yerelZaman(3, saat));
      const id = await randevuId(data.kod);
      expect((await istek(v, 'POST', `/randevular/${id}/kapora`, { odeme: 'nakit' })).status).toBe(200);
      return id;
    };
    await al(9); // held
    const tamam = await al(10);
    await gecmiseAl(tamam);
    await istek(v, 'POST', `/randevular/${tamam}/durum`, { islem: 'tamamla', odeme: 'nakit' });
    const tut = await al(11);
    await gecmiseAl(tut);
    await istek(v, 'POST', `/randevular/${tut}/durum`, { islem: 'gelmedi' });
    await ayar('iade');
    const iade = await al(14);
    await gecmiseAl(iade);
    await istek(v, 'POST', `/randevular/${iade}/durum`, { islem: 'gelmedi' });
    const bugun = yerelTarih(0);
    const r = await cevap(await istek(v, 'GET', `/kasa/rapor?bas=${bugun}&bit=${bugun}`));
    expect(r.status).toBe(200);
    expect(r.body.data.kapora).toEqual({ adet: 4, alinanKurus: 40_000, mahsupKurus: 10_000, tutulanKurus: 10_000, iadeKurus: 10_000, eldeKurus: 10_000 });
    // received = the "Kapora · KOD" cash rows of the range; the parts add up to it exactly
    const k = r.body.data.kapora;
    expect(k.mahsupKurus + k.tutulanKurus + k.iadeKurus + k.eldeKurus).toBe(k.alinanKurus);
    expect(await env.DB.prepare("SELECT sum(tutar_kurus) AS n FROM kasa WHERE isletme_id = ? AND tur = 'gelir' AND aciklama LIKE 'Kapora · %'").bind(v.isletmeId).first('n')).toBe(k.alinanKurus);
    expect(await env.DB.prepare("SELECT sum(tutar_kurus) AS n FROM kasa WHERE isletme_id = ? AND tur = 'gider' AND aciklama LIKE 'Kapora iadesi · %'").bind(v.isletmeId).first('n')).toBe(k.iadeKurus);
    // 4 deposits in + the rest of one completion − one refund
    expect([r.body.data.toplam.gelir.toplam, r.body.data.toplam.gider.toplam]).toEqual([40_000 + 35_000, 10_000]);
  });
});
