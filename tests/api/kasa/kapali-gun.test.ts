import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { isGunuOf } from '@lib/zaman/isgunu';
import { call, insertRandevuPersoneli, insertVenue, json, loginWith, scalar, TUM_ISLETME_YETKILERI } from '../fixtures';

/**
 * A closed business day never changes: every write to the cash book dated inside a day whose day end is taken (and every
 * change or delete of a row dated there) is refused with 409 DAY_CLOSED, through both mounts of the book (the cafe's and
 * the appointment module's), the ledger's payment and an appointment's completion or its undo.
 */

const db = () => env.DB;
const TR = 'Bu iş günü kapandı; düzeltmeyi açık güne girin.';
const EN = 'This business day is closed; enter the correction in the open day.';
const MOUNTLAR = ['/api/isletme/cafe', '/api/isletme/randevu'] as const;

let v = 0;
let token = '';

async function id(sql: string, ...b: unknown[]): Promise<number> {
  return (await db().prepare(sql).bind(...b).first<{ id: number }>())!.id;
}
async function mekan(): Promise<number> {
  const yeni = await insertVenue({ ad: 'Kapalı Gün Kafe', urlAdi: `kapali-gun-${Math.floor(Math.random() * 1e9)}`, tur: 'cafe' });
  // Istanbul, the day turns at 05:00
  await db().prepare('INSERT INTO isletme_parametre (isletme_id, gun_donumu_saat) VALUES (?, 5)').bind(yeni).run();
  return yeni;
}
const kapaliGun = (isletmeId: number, isGunu: string, acilis: string, kapanis: string) =>
  id("INSERT INTO cafe_gun (isletme_id, is_gunu, durum, acilis_zamani, kapanis_zamani) VALUES (?, ?, 'kapali', ?, ?) RETURNING id", isletmeId, isGunu, acilis, kapanis);
const kasaSatiri = (isletmeId: number, tarih: string) =>
  id("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, aciklama, tarih) VALUES (?, 'gelir', 'nakit', 10000, 'Elle', ?) RETURNING id", isletmeId, tarih);
const girdi = (tarih: string, tutarKurus = 5_000) => ({ tur: 'gelir', odeme: 'nakit', tutarKurus, tarih, aciklama: '', musteriId: null });
const kasaSayisi = (isletmeId: number) => scalar('SELECT count(*) FROM kasa WHERE isletme_id = ?', isletmeId);

async function kapaliMi(res: Response, detay = TR): Promise<void> {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(409);
  expect(body).toMatchObject({ success: false, errorCode: 'DAY_CLOSED', errorDetail: detay });
}

beforeAll(async () => {
  v = await mekan();
  token = await loginWith(v, TUM_ISLETME_YETKILERI);
  // business day 2 March: opened 09:00, closed at 00:00 local (06:00Z → 21:00Z)
  await kapaliGun(v, '2026-03-02', '2026-03-02T06:00:00.000Z', '2026-03-02T21:00:00.000Z');
  // 6 March closed at 14:00 and reopened at 15:00 local: the open one takes that date's later writes
  await kapaliGun(v, '2026-03-06', '2026-03-06T06:00:00.000Z', '2026-03-06T11:00:00.000Z');
  await db().prepare("INSERT INTO cafe_gun (isletme_id, is_gunu, acilis_zamani) VALUES (?, '2026-03-06', '2026-03-06T12:00:00.000Z')").bind(v).run();
});

describe.each(MOUNTLAR)('the cash book under %s', (P) => {
  it('POST dated inside a closed business day → 409 in the user\'s language; nothing is written', async () => {
    const once = await kasaSayisi(v);
    await kapaliMi(await call('POST', `${P}/kasa`, { token, venue: v, body: girdi('2026-03-02T15:00') }));
    // 02:30 on 3 March is after the closing instant but still business day 2 March (cutoff 05:00)
    await kapaliMi(await call('POST', `${P}/kasa`, { token, venue: v, body: girdi('2026-03-03T02:30') }));
    await kapaliMi(await call('POST', `${P}/kasa`, { token, venue: v, lang: 'en', body: girdi('2026-03-02T10:00') }), EN);
    // inside the first (closed) 6 March day; the reopened day of the same date takes 16:00
    await kapaliMi(await call('POST', `${P}/kasa`, { token, venue: v, body: girdi('2026-03-06T12:00') }));
    expect(await kasaSayisi(v)).toBe(once);
    expect((await call('POST', `${P}/kasa`, { token, venue: v, body: girdi('2026-03-06T16:00') })).status).toBe(201);
    // the correction goes into an open day
    expect((await call('POST', `${P}/kasa`, { token, venue: v, body: { ...girdi('2026-03-05T10:00'), aciklama: '2026-03-02 iş gününün düzeltmesi' } })).status).toBe(201);
    expect(await kasaSayisi(v)).toBe((once as number) + 2);
  });

  it('PUT of a row dated in a closed day, or moving a row into one → 409; open rows still change', async () => {
    const kapali = await kasaSatiri(v, '2026-03-02T12:00:00.000Z');
    const acik = await kasaSatiri(v, '2026-03-05T12:00:00.000Z');
    await kapaliMi(await call('PUT', `${P}/kasa/${kapali}`, { token, venue: v, body: girdi('2026-03-02T15:00', 1) }));
    await kapaliMi(await call('PUT', `${P}/kasa/${kapali}`, { token, venue: v, body: girdi('2026-03-05T15:00') }));
    await kapaliMi(await call('PUT', `${P}/kasa/${acik}`, { token, venue: v, body: girdi('2026-03-02T15:00') }));
    expect(await scalar('SELECT tutar_kurus FROM kasa WHERE id = ?', kapali)).toBe(10_000);
    expect(await scalar('SELECT tarih FROM kasa WHERE id = ?', acik)).toBe('2026-03-05T12:00:00.000Z');
    expect((await call('PUT', `${P}/kasa/${acik}`, { token, venue: v, body: girdi('2026-03-05T16:00', 7_500) })).status).toBe(200);
    expect(await scalar('SELECT tutar_kurus FROM kasa WHERE id = ?', acik)).toBe(7_500);
  });

  it('DELETE of a row dated in a closed day → 409 (the row stays); an open row goes', async () => {
    const kapali = await kasaSatiri(v, '2026-03-02T20:59:00.000Z');
    const acik = await kasaSatiri(v, '2026-03-05T12:00:00.000Z');
    await kapaliMi(await call('DELETE', `${P}/kasa/${kapali}`, { token, venue: v }));
    expect(await scalar('SELECT count(*) FROM kasa WHERE id = ?', kapali)).toBe(1);
    expect((await call('DELETE', `${P}/kasa/${acik}`, { token, venue: v })).status).toBe(200);
    expect(await scalar('SELECT count(*) FROM kasa WHERE id = ?', acik)).toBe(0);
  });
});

describe('other paths into the same book', () => {
  it('the ledger\'s payment into the cash book is refused inside a closed day; a ledger row alone is not cash', async () => {
    const musteri = await id("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Cari Müşteri', '+905331234567') RETURNING id", v);
    const cari = (kasaOdeme: string | null, tarih: string) => call('POST', '/api/isletme/randevu/cari', { token, venue: v, body: { musteriId: musteri, tur: 'tahsilat', tutarKurus: 3_000, tarih, aciklama: '', kasaOdeme } });
    const once = await kasaSayisi(v);
    await kapaliMi(await cari('nakit', '2026-03-02T15:00'));
    expect(await kasaSayisi(v)).toBe(once);
    expect(await scalar('SELECT count(*) FROM cari WHERE musteri_id = ?', musteri)).toBe(0);
    expect((await cari(null, '2026-03-02T15:00')).status).toBe(201);
    expect((await cari('nakit', '2026-03-05T15:00')).status).toBe(201);
  });

  it('an appointment completed with payment while today\'s business day is closed → 409; undoing a completion paid in a closed day → 409', async () => {
    const bugunKapali = await mekan();
    const t = await loginWith(bugunKapali, TUM_ISLETME_YETKILERI);
    const simdi = Date.now();
    await kapaliGun(bugunKapali, isGunuOf(simdi, 'Europe/Istanbul', 5), new Date(simdi - 60_000 * 90).toISOString(), new Date(simdi - 60_000 * 30).toISOString());
    const personel = await insertRandevuPersoneli(bugunKapali, 'Usta');
    const hizmet = await id(`INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (?, '{"tr":"Saç kesimi"}', 30, 30000) RETURNING id`, bugunKapali);
    const musteri = await id("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Randevu Müşteri', '+905337654321') RETURNING id", bugunKapali);
    const randevu = async (durum: string, kod: string) => {
      const r = await id(`INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus) VALUES (?, ?, ?, ?, ?, ?, 'panel', ?, 30000) RETURNING id`,
        bugunKapali, musteri, personel, new Date(simdi - 3_600_000).toISOString(), new Date(simdi - 1_800_000).toISOString(), durum, kod);
      await db().prepare('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) VALUES (?, ?, 30, 30000)').bind(r, hizmet).run();
      return r;
    };
    const acik = await randevu('onaylandi', 'KAPALI0001');
    await kapaliMi(await call('POST', `/api/isletme/randevu/randevular/${acik}/durum`, { token: t, venue: bugunKapali, body: { islem: 'tamamla', odeme: 'nakit' } }));
    expect(await scalar('SELECT durum FROM randevu WHERE id = ?', acik)).toBe('onaylandi');
    expect(await kasaSayisi(bugunKapali)).toBe(0);
    // on the ledger (veresiye) no cash row is written: that completion goes through
    expect((await call('POST', `/api/isletme/randevu/randevular/${acik}/durum`, { token: t, venue: bugunKapali, body: { islem: 'tamamla', odeme: 'veresiye' } })).status).toBe(200);

    const odenmis = await randevu('tamamlandi', 'KAPALI0002');
    await db().prepare("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, kaynak, sistem_tur, sistem_param, tarih, randevu_id, musteri_id) VALUES (?, 'gelir', 'nakit', 30000, 'randevu', 'randevuOdemesi', '{}', ?, ?, ?)")
      .bind(bugunKapali, new Date(simdi - 3_600_000).toISOString(), odenmis, musteri).run();
    await kapaliMi(await call('POST', `/api/isletme/randevu/randevular/${odenmis}/durum`, { token: t, venue: bugunKapali, body: { islem: 'geri-al' } }));
    expect(await scalar('SELECT durum FROM randevu WHERE id = ?', odenmis)).toBe('tamamlandi');
    expect(await scalar('SELECT count(*) FROM kasa WHERE randevu_id = ?', odenmis)).toBe(1);
    // and the cash book's own form, dated now
    const simdiYerel = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' }).format(simdi).replace(' ', 'T');
    await kapaliMi(await call('POST', '/api/isletme/cafe/kasa', { token: t, venue: bugunKapali, body: girdi(simdiYerel) }));
  });
});
