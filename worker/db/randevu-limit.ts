/**
 * Exact sliding-window limits for the public booking calls (DESIGN §4), the login limiter's pattern: every
 * attempt writes its row and counts in one D1 batch (a transaction), so parallel requests cannot all slip under
 * the limit. Extra statements can ride in the same batch (the lookup itself), saving a round trip.
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

export async function denemeBaslat(db: D1Database, anahtar: string, max: number, ekler: D1PreparedStatement[] = [], now = Date.now()): Promise<Deneme> {
  const since = now - RANDEVU_PENCERE_MS;
  const results = await db.batch([
    db.prepare('DELETE FROM randevu_deneme WHERE zaman <= ?').bind(since),
    db.prepare('INSERT INTO randevu_deneme (anahtar, zaman) VALUES (?, ?) RETURNING id').bind(anahtar, now),
    db.prepare('SELECT count(*) AS n FROM randevu_deneme WHERE anahtar = ? AND zaman > ?').bind(anahtar, since),
    ...ekler,
  ]);
  const id = (results[1]!.results[0] as { id: number }).id;
  const n = (results[2]!.results[0] as { n: number }).n;
  const ekSonuclar = results.slice(3);
  if (n <= max) return { id, retryAfter: 0, ekSonuclar };
  await denemeSil(db, id);
  // free again once enough earlier attempts leave the window that this key is back under its limit
  const nth = await db
    .prepare('SELECT zaman FROM randevu_deneme WHERE anahtar = ? AND zaman > ? ORDER BY zaman ASC LIMIT 1 OFFSET ?')
    .bind(anahtar, since, Math.max(0, n - 1 - max))
    .first<{ zaman: number }>();
  const until = (nth?.zaman ?? now) + RANDEVU_PENCERE_MS;
  return { id, retryAfter: Math.max(1, Math.ceil((until - now) / 1000)), ekSonuclar };
}

/** Removes an attempt's row (a lookup that found its appointment does not count). */
export async function denemeSil(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM randevu_deneme WHERE id = ?').bind(id).run();
}
