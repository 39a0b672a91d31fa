import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, insertRandevuPersoneli, json, login, type Json, type World } from '../fixtures';

/** The business dashboard's tiles: real figures of the selected venue's business day, each behind its permission. */

let w: World;
let owner: string;
let waiter: string;
const sql = (text: string, ...params: unknown[]) => env.DB.prepare(text).bind(...params);

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  waiter = await login(w.user.waiter.email);
});

async function tile(path: string, token = owner, venue = w.venue.A): Promise<Json> {
  const response = await call('GET', `/api/isletme/ozet${path}`, { token, venue });
  const body = await json(response);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

describe('business dashboard tiles', () => {
  it('today’s cash follows the business day: with a 03:00 cutoff a payment at 01:30 is yesterday’s', async () => {
    const simdi = new Date();
    // an instant one hour ago, and a second movement of another venue that must never show
    const onceki = new Date(simdi.getTime() - 3_600_000).toISOString();
    await sql("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, tarih) VALUES (?, 'gelir', 'kart', 12345, ?), (?, 'gider', 'nakit', 2000, ?), (?, 'gelir', 'nakit', 99999, ?)")
      .bind(w.venue.A, onceki, w.venue.A, onceki, w.venue.B, onceki).run();
    const kasa = await tile('/kasa');
    expect(kasa).toMatchObject({ toplamGelir: 12345, gider: 2000, net: 10345, adet: 2 });
    expect(kasa.gelir.kart).toBe(12345);

    // a venue whose day turns at 03:00, in a zone where it is now 01:30 of day D → the business day is D-1
    await sql("UPDATE isletme SET saat_dilimi = 'Etc/GMT-3' WHERE id = ?", w.venue.C).run();
    await sql('INSERT OR REPLACE INTO isletme_parametre (isletme_id, gun_donumu_saat) VALUES (?, 3)', w.venue.C).run();
    const cOwner = await login(w.user.cOwner.email);
    const gun = (await tile('/kasa', cOwner, w.venue.C)).gun as string;
    const yerel = new Date(simdi.getTime() + 3 * 3_600_000);
    const beklenen = new Date(yerel.getTime() - (yerel.getUTCHours() < 3 ? 86_400_000 : 0)).toISOString().slice(0, 10);
    expect(gun).toBe(beklenen);
  });

  it('counts today’s appointments, pending requests, tabs and staff of the venue only', async () => {
    const p = await insertRandevuPersoneli(w.venue.A, 'Panel Personeli');
    const m = (await sql("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Özet Müşteri', '+905551234567') RETURNING id", w.venue.A).first<{ id: number }>())!.id;
    const baslangic = new Date(Date.now() + 60_000).toISOString();
    const bitis = new Date(Date.now() + 31 * 60_000).toISOString();
    await sql("INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod) VALUES (?, ?, ?, ?, ?, 'beklemede', 'online', 'OZETKODU01')", w.venue.A, m, p, baslangic, bitis).run();
    await sql("INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, tarih) VALUES (?, ?, 'borc', 50000, ?), (?, ?, 'tahsilat', 20000, ?)", w.venue.A, m, baslangic, w.venue.A, m, baslangic).run();
    const randevu = await tile('/randevu');
    expect(randevu.bekleyen).toBe(1);
    expect(randevu.siradakiler[0]).toMatchObject({ musteri: 'Özet Müşteri', personel: 'Panel Personeli', durum: 'beklemede' });
    expect(await tile('/cari')).toEqual({ alacak: 30000, borclu: 1 });
    expect(await tile('/personel')).toMatchObject({ aktif: 1, randevulu: 1 });
    // venue B sees none of it
    expect(await tile('/cari', owner, w.venue.B)).toEqual({ alacak: 0, borclu: 0 });
  });

  it('a waiter gets the venue header but no tile: users, sessions, cash, appointments are refused', async () => {
    expect((await tile('', waiter)).isletme.id).toBe(w.venue.A);
    for (const path of ['/yonetim', '/randevu', '/kasa', '/cari', '/personel']) {
      const response = await call('GET', `/api/isletme/ozet${path}`, { token: waiter, venue: w.venue.A });
      expect(response.status, path).toBe(403);
    }
  });
});
