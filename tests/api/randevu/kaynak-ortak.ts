import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { cevap, istek, type TakvimDunyasi } from './takvim-ortak';

/** Shared steps of the resource (room, device) tests. */

let n = 0;

/** Creates a resource through the screen's API; fails the test unless 201. */
export async function kaynakEkle(w: TakvimDunyasi, extra: Record<string, unknown> = {}): Promise<number> {
  const { status, body } = await cevap(await istek(w, 'POST', '/kaynaklar', { ad: `Lazer cihazı ${++n}`, tur: 'cihaz', demirbasId: null, aktif: true, ...extra }));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.id;
}

/** Makes the service need exactly these resources. */
export async function gerektir(w: TakvimDunyasi, hizmetId: number, kaynakIdler: number[]): Promise<void> {
  const { status, body } = await cevap(await istek(w, 'PUT', `/hizmetler/${hizmetId}/kaynaklar`, { kaynakIdler }));
  expect(status, JSON.stringify(body)).toBe(200);
}

/** An inventory fixed asset of the venue (as the inventory screen would add it). */
export async function demirbasEkle(isletmeId: number): Promise<number> {
  const row = await env.DB.prepare('INSERT INTO envanter_demirbas (isletme_id, kod, ad) VALUES (?, ?, ?) RETURNING id').bind(isletmeId, `DMR-K${++n}${Math.floor(Math.random() * 1e6)}`, 'Lazer epilasyon cihazı').first<{ id: number }>();
  return row!.id;
}

export const kaynakHucreSayisi = async (kaynakId: number, randevuId?: number) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM randevu_kaynak_hucre WHERE kaynak_id = ? AND (?2 IS NULL OR randevu_id = ?2)').bind(kaynakId, randevuId ?? null).first<{ n: number }>())!.n;
