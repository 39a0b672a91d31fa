import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../fixtures';
import { rezerveEt, yerelTarih, yerelZaman, yeniTelefon } from './fixtures';
import { cevap, istek, takvimKur, type TakvimDunyasi } from './takvim-ortak';

/**
 * No-show and late-cancel reports (dashboard per service/staff, CRM per customer) on hand-made appointments, their
 * agreement with the deposit rule, and the cash report's deposit figures.
 */

let w: TakvimDunyasi;
let n = 0;

/** "0532 …" as typed → the stored +90532… */
const e164 = (typed: string) => `+90${typed.replace(/\D/g, '').slice(1)}`;
const musteriEkle = async (isletmeId: number, adSoyad: string, telefon = yeniTelefon()) =>
  (await env.DB.prepare('INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, ?, ?) RETURNING id').bind(isletmeId, adSoyad, e164(telefon)).first<{ id: number }>())!.id;

interface Koy { musteri: number; personel: number; hizmetler: number[]; saat: number; durum: string; iptalSaatOnce?: number; kapora?: 'dustu' | 'bekliyor' }

/** An appointment starting `saat` hours from now (negative = past), cancelled `iptalSaatOnce` hours before its start. */
async function koy(k: { isletmeId: number }, r: Koy): Promise<number> {
  const kod = `RAPOR${++n}${Math.floor(Math.random() * 1e8)}`;
  const id = (await env.DB.prepare(`INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, iptal_zamani)
      VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?), ?, 'panel', ?,
        CASE WHEN ? IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?, ?) END) RETURNING id`)
    .bind(k.isletmeId, r.musteri, r.personel, `${r.saat} hours`, `${r.saat + 1} hours`, r.durum, kod, r.iptalSaatOnce ?? null, `${r.saat} hours`, `-${r.iptalSaatOnce ?? 0} hours`)
    .first<{ id: number }>())!.id;
  for (const h of r.hizmetler) await env.DB.prepare('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) VALUES (?, ?, 30, 10000)').bind(id, h).run();
  if (r.kapora) {
    await env.DB.prepare(`INSERT INTO randevu_kapora (randevu_id, isletme_id, kod, tutar_kurus, neden, son_zaman, durum) VALUES (?, ?, ?, 5000, 'hizmet', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 days'), ?)`)
      .bind(id, k.isletmeId, `K${String(n).padStart(5, '0')}`.slice(0, 6), r.kapora).run();
  }
  return id;
}

let ayse = 0;
let ayseTel = '';
let fatma = 0;
let fatmaTel = '';

beforeAll(async () => {
  w = await takvimKur();
  expect((await istek(w, 'PUT', '/kapora/ayar', { tutmaDk: 120, kuralGelmedi: 2, kuralGecIptalSaat: 24, kuralAy: 6, kuralYuzde: 20, gelmediPolitika: 'tut', iban: '', hesapSahibi: '' })).status).toBe(200);
  const [p1, p2] = w.personel as [number, number];
  const { sac, fon } = w.hizmet;
  ayseTel = yeniTelefon();
  ayse = await musteriEkle(w.isletmeId, 'Ayşe Rapor', ayseTel);
  fatmaTel = yeniTelefon();
  fatma = await musteriEkle(w.isletmeId, 'Fatma Rapor', fatmaTel);
  // staff 1, Saç kesimi: a no-show, a late cancel (3 h before), a completed one, an early cancel (48 h before)
  await koy(w, { musteri: ayse, personel: p1, hizmetler: [sac], saat: -72, durum: 'gelmedi' });
  await koy(w, { musteri: ayse, personel: p1, hizmetler: [sac], saat: -48, durum: 'iptal', iptalSaatOnce: 3 });
  await koy(w, { musteri: fatma, personel: p1, hizmetler: [sac], saat: -30, durum: 'tamamlandi' });
  await koy(w, { musteri: fatma, personel: p1, hizmetler: [sac], saat: -26, durum: 'iptal', iptalSaatOnce: 48 });
  // staff 2, Fön: a completed one, an expired deposit hold cancelled by the trigger (late by the clock, not a late cancel),
  // an expired hold still "beklemede" (never due), and a future confirmed one (not due yet)
  await koy(w, { musteri: fatma, personel: p2, hizmetler: [fon], saat: -50, durum: 'tamamlandi' });
  await koy(w, { musteri: ayse, personel: p2, hizmetler: [fon], saat: -20, durum: 'iptal', iptalSaatOnce: 1, kapora: 'dustu' });
  await koy(w, { musteri: fatma, personel: p2, hizmetler: [fon], saat: -5, durum: 'beklemede', kapora: 'bekliyor' });
  await koy(w, { musteri: ayse, personel: p2, hizmetler: [fon], saat: 30, durum: 'onaylandi' });
  // another venue's no-shows must not leak in
  const baska = await takvimKur();
  const yabanci = await musteriEkle(baska.isletmeId, 'Yabancı Rapor');
  for (const saat of [-40, -30, -20]) await koy(baska, { musteri: yabanci, personel: baska.personel[0], hizmetler: [baska.hizmet.sac], saat, durum: 'gelmedi' });
});

const donem = () => `bas=${yerelTarih(-10)}&bit=${yerelTarih(10)}`;

describe('dashboard rates per service and staff', () => {
  it('counts a no-show and a late cancel, not an early cancel, an expired deposit hold, a future one or another venue', async () => {
    const r = await cevap(await istek(w, 'GET', `/ozet/guvenilirlik?${donem()}`));
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.gecIptalSaat).toBe(24);
    // due: no-show, late cancel, 2 completed = 4; the early cancel, both holds and the future one are out
    expect(d.toplam).toEqual({ vade: 4, gelmedi: 1, gecIptal: 1, oran: 0.5 });
    const satir = (liste: Json[], id: number) => liste.find((x) => x.id === id);
    expect(satir(d.personeller, w.personel[0])).toMatchObject({ vade: 3, gelmedi: 1, gecIptal: 1 });
    expect(satir(d.personeller, w.personel[1])).toMatchObject({ vade: 1, gelmedi: 0, gecIptal: 0, oran: 0 });
    expect(satir(d.hizmetler, w.hizmet.sac)).toMatchObject({ ad: 'Saç kesimi', vade: 3, gelmedi: 1, gecIptal: 1 });
    expect(satir(d.hizmetler, w.hizmet.sac)!.oran).toBeCloseTo(2 / 3);
    // highest rate first
    expect(d.personeller.map((p: { id: number }) => p.id)).toEqual([w.personel[0], w.personel[1]]);
    expect(d.hizmetler.map((h: { id: number }) => h.id)).toEqual([w.hizmet.sac, w.hizmet.fon]);
  });

  it('follows the venue\'s late-cancel hours (the deposit rule\'s parameter)', async () => {
    await istek(w, 'PUT', '/kapora/ayar', { tutmaDk: 120, kuralGelmedi: 2, kuralGecIptalSaat: 2, kuralAy: 6, kuralYuzde: 20, gelmediPolitika: 'tut', iban: '', hesapSahibi: '' });
    try {
      const d = (await cevap(await istek(w, 'GET', `/ozet/guvenilirlik?${donem()}`))).body.data;
      // cancelled 3 h before is in time with a 2-hour rule: out of the denominator too
      expect(d.toplam).toEqual({ vade: 3, gelmedi: 1, gecIptal: 0, oran: 1 / 3 });
    } finally {
      await istek(w, 'PUT', '/kapora/ayar', { tutmaDk: 120, kuralGelmedi: 2, kuralGecIptalSaat: 24, kuralAy: 6, kuralYuzde: 20, gelmediPolitika: 'tut', iban: '', hesapSahibi: '' });
    }
  });

  it('a period without due appointments has no rate; a bad period is a 400 with a reason', async () => {
    const bos = (await cevap(await istek(w, 'GET', `/ozet/guvenilirlik?bas=${yerelTarih(3)}&bit=${yerelTarih(5)}`))).body.data;
    expect(bos.toplam).toEqual({ vade: 0, gelmedi: 0, gecIptal: 0, oran: null });
    expect(bos.personeller).toEqual([]);
    const ters = await cevap(await istek(w, 'GET', `/ozet/guvenilirlik?bas=${yerelTarih(5)}&bit=${yerelTarih(3)}`));
    expect([ters.status, ters.body.errorCode]).toEqual([400, 'VALIDATION']);
    expect(ters.body.errorDetail).toMatch(/tarih/i);
    expect((await istek(w, 'GET', '/ozet/guvenilirlik?bas=2026-13-40')).status).toBe(400);
    expect((await istek(w, 'GET', '/ozet/guvenilirlik?bas=2020-01-01&bit=2026-01-01')).status).toBe(400);
  });
});

describe('CRM per customer', () => {
  it('lists the customers with no-shows or late cancels, most first, only of this venue', async () => {
    const r = await cevap(await call('GET', `/api/isletme/crm/musteriler/guvenilirlik?${donem()}`, { token: w.token, venue: w.isletmeId }));
    expect(r.status).toBe(200);
    expect(r.body.data.musteriler).toEqual([{ id: ayse, ad: 'Ayşe Rapor', vade: 2, gelmedi: 1, gecIptal: 1, oran: 1 }]);
  });

  it('the customer summary shows the counts in the rule\'s window and agrees with the deposit the rule asks', async () => {
    const ozet = async (id: number) => (await cevap(await call('GET', `/api/isletme/crm/musteri/${id}`, { token: w.token, venue: w.isletmeId }))).body.data.guvenilirlik;
    expect(await ozet(ayse)).toEqual({ ay: 6, gecIptalSaat: 24, vade: 2, gelmedi: 1, gecIptal: 1, oran: 1, esik: 2, kaporaKurali: true });
    expect(await ozet(fatma)).toMatchObject({ gelmedi: 0, gecIptal: 0, vade: 2, oran: 0, kaporaKurali: false });
    // the rule itself: Ayşe's next online booking of a service without a deposit asks the customer deposit, Fatma's does not
    const a = await rezerveEt(w, yerelZaman(5, 10), { hizmetIdler: [w.hizmet.fon], telefon: ayseTel });
    expect(a.data.kapora).toMatchObject({ tutarKurus: 5_000 });
    const f = await rezerveEt(w, yerelZaman(5, 11), { hizmetIdler: [w.hizmet.fon], telefon: fatmaTel });
    expect(f.data.kapora).toBeUndefined();
  });
});
