import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, json, login, loginWith, type World } from '../fixtures';
import { kanalKur, yerelTarih, type TestKanal } from './fixtures';

/** /api/isletme/randevu/ozet: the appointment dashboard of the selected venue (Europe/Istanbul, UTC+3). */

const P = '/api/isletme/randevu/ozet';
const DASH = 'isletme:randevutakip:dashboard';
// a Tuesday far from "now", so the 30-day window holds only this file's rows
const GUN = '2030-04-16';
const ist = (tarih: string, saat: string) => new Date(Date.parse(`${tarih}T${saat}:00+03:00`)).toISOString();
const onceki = (tarih: string, n: number) => new Date(Date.parse(`${tarih}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

let w: World;
let k: TestKanal;
let token: string;
let musteri: number;
let kodNo = 0;

async function musteriEkle(isletmeId: number, ad: string, olusturma: string): Promise<number> {
  const telefon = `+90555${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`;
  return (await env.DB.prepare('INSERT INTO musteri (isletme_id, ad_soyad, telefon, olusturma) VALUES (?, ?, ?, ?) RETURNING id').bind(isletmeId, ad, telefon, olusturma).first<{ id: number }>())!.id;
}

async function randevu(r: { isletmeId?: number; musteriId?: number; personelId: number; tarih: string; bas: string; bit: string; bitTarih?: string; durum: string; kurus: number; hizmetId?: number }): Promise<number> {
  kodNo += 1;
  const id = (await env.DB
    .prepare("INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus) VALUES (?, ?, ?, ?, ?, ?, 'panel', ?, ?) RETURNING id")
    .bind(r.isletmeId ?? k.isletmeId, r.musteriId ?? musteri, r.personelId, ist(r.tarih, r.bas), ist(r.bitTarih ?? r.tarih, r.bit), r.durum, `OZETKOD${String(kodNo).padStart(4, '0')}`, r.kurus)
    .first<{ id: number }>())!.id;
  await env.DB.prepare('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) VALUES (?, ?, 30, ?)').bind(id, r.hizmetId ?? k.hizmet.sac, r.kurus).run();
  return id;
}

const kasa = (tarih: string, kurus: number, tur = 'gelir', isletmeId = k.isletmeId) =>
  env.DB.prepare("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, tarih) VALUES (?, ?, 'nakit', ?, ?)").bind(isletmeId, tur, kurus, tarih).run();

beforeAll(async () => {
  w = await buildWorld();
  k = await kanalKur();
  token = await loginWith(k.isletmeId, [DASH]);
  musteri = await musteriEkle(k.isletmeId, 'Zehra Yıldız', ist(onceki(GUN, 3), '12:00'));
  await musteriEkle(k.isletmeId, 'Eski Müşteri', ist(onceki(GUN, 40), '12:00'));
  const [selin, burak] = k.personel;
  // the day: one of each status for Selin (the no-show is in the afternoon)
  await randevu({ personelId: selin, tarih: GUN, bas: '09:00', bit: '09:45', durum: 'tamamlandi', kurus: 45_000 });
  await randevu({ personelId: selin, tarih: GUN, bas: '10:00', bit: '10:45', durum: 'beklemede', kurus: 45_000 });
  await randevu({ personelId: selin, tarih: GUN, bas: '11:00', bit: '11:30', durum: 'onaylandi', kurus: 25_000, hizmetId: k.hizmet.fon });
  await randevu({ personelId: selin, tarih: GUN, bas: '12:00', bit: '12:30', durum: 'iptal', kurus: 10_000 });
  await randevu({ personelId: selin, tarih: GUN, bas: '14:00', bit: '14:30', durum: 'gelmedi', kurus: 20_000 });
  // the day before, 23:30 → 00:15: revenue on the day it started, occupancy split over both days
  await randevu({ personelId: burak, tarih: onceki(GUN, 1), bas: '23:30', bit: '00:15', bitTarih: GUN, durum: 'tamamlandi', kurus: 30_000 });
  // 30 days back is outside the window (29 days back is inside)
  await randevu({ personelId: burak, tarih: onceki(GUN, 30), bas: '10:00', bit: '10:30', durum: 'tamamlandi', kurus: 99_900 });
  await randevu({ personelId: burak, tarih: onceki(GUN, 29), bas: '10:00', bit: '10:30', durum: 'tamamlandi', kurus: 10_000 });
  // Burak is on leave on the day
  await env.DB.prepare('INSERT INTO randevu_izin (personel_id, baslangic, bitis) VALUES (?, ?, ?)').bind(burak, ist(GUN, '00:00'), ist(onceki(GUN, -1), '00:00')).run();
  // cash: 00:15 local on the day (21:15 UTC the day before), an expense (ignored), one outside the window
  await kasa(ist(GUN, '00:15'), 12_000);
  await kasa(ist(GUN, '18:00'), 40_000);
  await kasa(ist(GUN, '18:00'), 50_000, 'gider');
  await kasa(ist(onceki(GUN, 30), '18:00'), 77_700);
});

const ozet = async (query = `?gun=${GUN}`, options: { token?: string; venue?: number; lang?: string } = {}) =>
  call('GET', `${P}${query}`, { token: options.token ?? token, venue: options.venue ?? k.isletmeId, lang: options.lang });

describe('appointment dashboard', () => {
  it('counts the day by status, expected revenue and pending approvals', async () => {
    const response = await ozet();
    expect(response.status).toBe(200);
    const d = (await json(response)).data;
    expect(d).toMatchObject({ saatDilimi: 'Europe/Istanbul', gun: GUN, bugun: yerelTarih(0) });
    expect(d.durumlar).toEqual({ beklemede: 1, onaylandi: 1, tamamlandi: 1, iptal: 1, gelmedi: 1 });
    expect(d.beklenenKurus).toBe(45_000 + 45_000 + 25_000);
    expect(d.tamamlananKurus).toBe(45_000);
    expect(d.bekleyenOnay).toBe(1);
    expect(d.hafta).toEqual(['2030-04-15', '2030-04-16', '2030-04-17', '2030-04-18', '2030-04-19', '2030-04-20', '2030-04-21']);
    expect(d.sayilar).toEqual({ personel: 2, hizmet: 3, randevu: 8, kanal: 'acik' });
  });

  it('lists the next active appointments of a coming day with customer, services and staff', async () => {
    const d = (await json(await ozet())).data;
    expect(d.siradaki.map((r: { baslangic: string; durum: string; musteri: string; hizmetler: string[]; personel: { ad: string } }) => [r.baslangic, r.durum, r.musteri, r.hizmetler, r.personel.ad])).toEqual([
      [ist(GUN, '10:00'), 'beklemede', 'Zehra Yıldız', ['Saç kesimi'], 'Selin'],
      [ist(GUN, '11:00'), 'onaylandi', 'Zehra Yıldız', ['Fön'], 'Selin'],
    ]);
    expect((await json(await ozet(`?gun=${GUN}`, { lang: 'en' }))).data.siradaki[0].hizmetler).toEqual(['Saç kesimi EN']);
    // a coming day's list runs on into the next days; a past day has nothing "next"
    expect((await json(await ozet(`?gun=${onceki(GUN, 1)}`))).data.siradaki).toHaveLength(2);
    expect((await json(await ozet('?gun=2020-01-07'))).data.siradaki).toEqual([]);
  });

  it('occupancy per staff for the day and the week: breaks, leave and the day edge', async () => {
    const d = (await json(await ozet())).data;
    const [selin, burak] = d.doluluk;
    // 09–18 with a 13–14 break = 480 min; active: 45 + 45 + 30 min (cancelled and no-show do not count)
    expect(selin).toMatchObject({ ad: 'Selin', gun: { planDk: 480, calismaDk: 480, doluDk: 120, mesaiDisiDk: 0, oran: 0.25 } });
    expect(selin.hafta).toMatchObject({ calismaDk: 7 * 480, doluDk: 120 });
    // on leave: no working time on the day; the 00:00–00:15 part of the night appointment is outside hours
    expect(burak.gun).toEqual({ planDk: 480, calismaDk: 0, doluDk: 0, mesaiDisiDk: 15, oran: null });
    expect(burak.hafta).toMatchObject({ calismaDk: 6 * 480, doluDk: 0, mesaiDisiDk: 45 });
  });

  it('30 days of revenue per venue-zone day: completed appointments, cash income, no-shows, new customers', async () => {
    const g = (await json(await ozet())).data.gelir;
    expect(g.gunler).toHaveLength(30);
    expect(g.gunler[0]).toBe(onceki(GUN, 29));
    expect(g.gunler[29]).toBe(GUN);
    expect(g.tamamlananKurus[29]).toBe(45_000);
    expect(g.tamamlananKurus[28]).toBe(30_000);
    expect(g.tamamlananKurus[0]).toBe(10_000);
    expect(g.kasaKurus[29]).toBe(52_000);
    expect(g.kasaKurus.reduce((a: number, b: number) => a + b, 0)).toBe(52_000);
    expect(g).toMatchObject({ toplamKurus: 85_000, kasaToplamKurus: 52_000, tamamlanan: 3, gelmedi: 1, gelmemeOrani: 0.25, yeniMusteri: 1 });
  });

  it('defaults to today in the venue zone and refuses bad dates with a translated 400', async () => {
    const d = (await json(await ozet(''))).data;
    expect(d.gun).toBe(yerelTarih(0));
    expect(d.gun).toBe(d.bugun);
    for (const gun of ['2030-02-30', 'dün', '1999-12-31', '2100-01-01', "2030-04-16' OR 1=1", '2030-4-16', '']) {
      const response = await ozet(`?gun=${encodeURIComponent(gun)}`);
      expect(response.status, gun).toBe(400);
      expect((await json(response)).errorDetail).toBe('Tarih YYYY-AA-GG biçiminde geçerli bir gün olmalı.');
    }
    expect((await json(await ozet('?gun=x', { lang: 'en' }))).errorDetail).toBe('The date must be a valid day in the YYYY-MM-DD format.');
  });

  it('shows only the selected venue, needs the dashboard key, and another venue answers 403', async () => {
    // venue A of the world: nothing of the test salon leaks in
    const owner = await login(w.user.owner.email);
    const a = (await json(await ozet(`?gun=${GUN}`, { token: owner, venue: w.venue.A }))).data;
    expect(a.durumlar).toEqual({ beklemede: 0, onaylandi: 0, tamamlandi: 0, iptal: 0, gelmedi: 0 });
    expect(a).toMatchObject({ siradaki: [], doluluk: [], sayilar: { personel: 0, hizmet: 0, randevu: 0, kanal: 'yok' } });
    expect(a.gelir.toplamKurus).toBe(0);
    // the owner of A and B is not a member of the test salon
    expect((await ozet(`?gun=${GUN}`, { token: owner })).status).toBe(403);
    expect((await ozet(`?gun=${GUN}`, { token: await loginWith(k.isletmeId, ['isletme:randevutakip:online-kanal-tema']) })).status).toBe(403);
    expect((await call('GET', P, { venue: k.isletmeId })).status).toBe(401);
  });
});
