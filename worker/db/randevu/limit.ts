import { pencereDenemesi, pencereDenemesiSil } from '@worker/http/limiter';

/**
 * Limits of the public booking calls (DESIGN §4) over the one sliding-window limiter (worker/http/limiter.ts);
 * the lookup itself rides in the limiter's batch, saving a round trip.
 */
export const RANDEVU_PENCERE_MS = 15 * 60 * 1000;
/** bookings per IP and window (every create past validation counts) */
export const OLUSTURMA_MAX = 10;
/** failed lookups (code + phone) per IP and window */
export const SORGU_MAX_HATA = 20;

export interface Deneme {
  id: number;
  /** seconds until the caller may try again; 0 when this attempt may proceed */
  retryAfter: number;
  /** results of the extra statements, in order */
  ekSonuclar: D1Result[];
}

/** Registers one attempt under `anahtar` (at most `max` per window), running `ekler` in the same batch. */
export async function denemeBaslat(db: D1Database, anahtar: string, max: number, ekler: D1PreparedStatement[] = [], now = Date.now()): Promise<Deneme> {
  const { ids, retryAfter, ekSonuclar } = await pencereDenemesi(db, 'randevu_deneme', RANDEVU_PENCERE_MS, [{ anahtar, max }], ekler, now);
  return { id: ids[0]!, retryAfter, ekSonuclar };
}

/** Removes an attempt's row (a lookup that found its appointment does not count). */
export async function denemeSil(db: D1Database, id: number): Promise<void> {
  await pencereDenemesiSil(db, 'randevu_deneme', [id]);
}
