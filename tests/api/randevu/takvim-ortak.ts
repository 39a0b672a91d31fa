import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { TUM_ISLETME_YETKILERI, call, insertOperator, insertSet, json, login, type Json } from '../fixtures';
import { kanalKur, yeniTelefon, type KanalSecenek, type TestKanal } from './fixtures';

/** Shared rows and calls of the calendar API tests (tests/api/randevu-takvim*.test.ts). */

export const API = '/api/isletme/randevu';
let n = 0;

export interface TakvimDunyasi extends TestKanal {
  token: string;
  kullaniciId: number;
}

/** A booking venue (kanalKur: two staff 09–18, break 13–14, every day) and an operator with the full set there. */
export async function takvimKur(secenek: KanalSecenek = {}, yetkiler: readonly string[] = TUM_ISLETME_YETKILERI): Promise<TakvimDunyasi> {
  const k = await kanalKur(secenek);
  const email = `takvim.${++n}.${Math.floor(Math.random() * 1e9)}@demo.test`;
  const setId = await insertSet({ isletmeId: k.isletmeId, ad: `Takvim ${email}`, yetkiler });
  const kullaniciId = await insertOperator(email, [[k.isletmeId, setId]]);
  return { ...k, token: await login(email), kullaniciId };
}

/** Another operator of the same venue with exactly these permissions. */
export async function operator(k: TestKanal, yetkiler: readonly string[]): Promise<{ token: string; id: number }> {
  const email = `takvim.op.${++n}.${Math.floor(Math.random() * 1e9)}@demo.test`;
  const setId = await insertSet({ isletmeId: k.isletmeId, ad: `Op ${email}`, yetkiler });
  const id = await insertOperator(email, [[k.isletmeId, setId]]);
  return { token: await login(email), id };
}

export function istek(w: { token: string; isletmeId: number }, method: string, path: string, body?: unknown, lang?: string): Promise<Response> {
  return call(method, `${API}${path}`, { token: w.token, venue: w.isletmeId, body, lang });
}

export async function cevap(response: Response): Promise<{ status: number; body: Json }> {
  return { status: response.status, body: await json(response) };
}

export interface EkleGovdesi {
  personelId: number;
  baslangic: string;
  hizmetIdler: number[];
  musteriId?: number | null;
  musteri?: { adSoyad: string; telefon: string; email?: string } | null;
  notlar?: string;
  mesaiDisi?: boolean;
}

export function ekleGovdesi(k: TestKanal, baslangic: string, extra: Partial<EkleGovdesi> = {}): EkleGovdesi {
  return { personelId: k.personel[0], baslangic, hizmetIdler: [k.hizmet.sac], musteri: { adSoyad: 'Panel Müşteri', telefon: yeniTelefon() }, notlar: '', ...extra };
}

/** Creates through the panel API; fails the test unless 201. */
export async function ekle(w: TakvimDunyasi, baslangic: string, extra: Partial<EkleGovdesi> = {}): Promise<Json> {
  const { status, body } = await cevap(await istek(w, 'POST', '/randevular', ekleGovdesi(w, baslangic, extra)));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

export async function hucreSayisi(randevuId: number): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM randevu_hucre WHERE randevu_id = ?').bind(randevuId).first<{ n: number }>())!.n;
}

/** A package of `seans` sessions of `hizmetId` sold to the customer (balances via the real tables). */
export async function paketSat(isletmeId: number, musteriId: number, hizmetId: number, seans: number): Promise<number> {
  const paket = await env.DB.prepare("INSERT INTO randevu_musteri_paket (isletme_id, musteri_id, ad, fiyat_kurus) VALUES (?, ?, 'Test paketi', 100000) RETURNING id").bind(isletmeId, musteriId).first<{ id: number }>();
  await env.DB.prepare('INSERT INTO randevu_musteri_paket_hizmet (musteri_paket_id, hizmet_id, toplam, kalan) VALUES (?, ?, ?, ?)').bind(paket!.id, hizmetId, seans, seans).run();
  return paket!.id;
}
