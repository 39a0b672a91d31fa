import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { call, insertKategori, insertMasa, insertUrun, insertVenue, json, loginWith, TUM_ISLETME_YETKILERI, type Json } from '../fixtures';

/** A cafe for the check tests: menu, tables, an open working day, an owner, a waiter and a cashier. */

export const TAKIP = 'isletme:qrmenu:cafe-yonetim:masa-takip';
export const GARSON = [TAKIP, `${TAKIP}:ekle`, `${TAKIP}:guncelle`];
export const KASIYER = [TAKIP, `${TAKIP}:tahsilat`, `${TAKIP}:indirim`, 'isletme:qrmenu:cafe-yonetim:kasa-hareketleri'];

export interface TestCafe {
  isletmeId: number;
  masalar: number[];
  /** Türk kahvesi 90,00 ₺, Çay 25,00 ₺, Su 15,00 ₺, Tost 140,00 ₺ */
  urun: { kahve: number; cay: number; su: number; tost: number; tukendi: number };
  sahip: string;
  garson: string;
  kasiyer: string;
}

let sayac = 0;
export async function cafeKur(secenek: { gunAcik?: boolean } = {}): Promise<TestCafe> {
  sayac += 1;
  const isletmeId = await insertVenue({ ad: `Test Kafe ${sayac}`, urlAdi: `test-kafe-${sayac}-${Math.floor(Math.random() * 1e6)}`, tur: 'cafe' });
  await env.DB.prepare('INSERT OR IGNORE INTO isletme_parametre (isletme_id) VALUES (?)').bind(isletmeId).run();
  const sicak = await insertKategori(isletmeId, 'Sıcak İçecekler');
  const yiyecek = await insertKategori(isletmeId, 'Yiyecekler');
  const urun = {
    kahve: await insertUrun(isletmeId, sicak, 'Türk Kahvesi', 9000),
    cay: await insertUrun(isletmeId, sicak, 'Çay', 2500),
    su: await insertUrun(isletmeId, sicak, 'Su', 1500),
    tost: await insertUrun(isletmeId, yiyecek, 'Kaşarlı Tost', 14000),
    tukendi: await insertUrun(isletmeId, yiyecek, 'Menemen', 16000, { tukendi: 1 }),
  };
  const masalar: number[] = [];
  for (let i = 1; i <= 6; i += 1) masalar.push(await insertMasa(isletmeId, `Masa ${i}`));
  if (secenek.gunAcik !== false) {
    await env.DB.prepare("INSERT INTO cafe_gun (isletme_id, is_gunu) VALUES (?, strftime('%Y-%m-%d', 'now'))").bind(isletmeId).run();
  }
  const [sahip, garson, kasiyer] = await Promise.all([loginWith(isletmeId, TUM_ISLETME_YETKILERI), loginWith(isletmeId, GARSON), loginWith(isletmeId, KASIYER)]);
  return { isletmeId, masalar, urun, sahip, garson, kasiyer };
}

let opSayac = 0;
/** A fresh operation id, as a device makes them. */
export const yeniIslemId = (): string => `test-${Date.now().toString(36)}-${(opSayac += 1)}-${Math.floor(Math.random() * 1e9).toString(36)}`;

export function islemGonder(token: string, isletmeId: number, body: Record<string, unknown>): Promise<Response> {
  return call('POST', '/api/isletme/cafe/islem', { token, venue: isletmeId, body: { islemId: yeniIslemId(), ...body } });
}

/** Runs an operation that must succeed and returns its data. */
export async function islem(token: string, isletmeId: number, body: Record<string, unknown>): Promise<Json> {
  const res = await islemGonder(token, isletmeId, body);
  const j = await json(res);
  if (res.status >= 300) throw new Error(`${String(body.tur)} → ${res.status} ${JSON.stringify(j)}`);
  return j.data;
}

/** Orders products on a table: [urunId, adet][] */
export function siparisVer(token: string, isletmeId: number, masaId: number, kalemler: [number, number, string?][], extra: Record<string, unknown> = {}): Promise<Json> {
  return islem(token, isletmeId, { tur: 'siparis', masaId, kalemler: kalemler.map(([urunId, adet, not]) => ({ urunId, adet, not: not ?? '' })), ...extra });
}

/** Collects the events of an accepted live socket (the 101 answer of GET /api/isletme/cafe/canli). */
export function soketDinle(res: Response): { ws: WebSocket; olaylar: Json[] } {
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const olaylar: Json[] = [];
  ws.accept();
  ws.addEventListener('message', (e) => olaylar.push(JSON.parse(e.data as string)));
  return { ws, olaylar };
}

/** Opens the venue's live socket as a panel does (the venue in `?isletme=`, from our own origin). */
export async function soket(token: string, isletmeId: number): Promise<{ ws: WebSocket; olaylar: Json[] }> {
  return soketDinle(await call('GET', `/api/isletme/cafe/canli?isletme=${isletmeId}`, { token, headers: { upgrade: 'websocket' }, origin: 'http://example.com' }));
}
