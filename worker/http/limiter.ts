/**
 * The one exact sliding-window limiter (DESIGN §4), used by the login and the public booking calls. Every attempt
 * writes one row per key and counts them in one D1 batch (a transaction), so parallel requests cannot all slip
 * under a limit; extra statements can ride in the same batch (saving a round trip). A refused attempt removes its
 * rows again; the caller removes them too when an attempt should not count (a successful login, a found lookup).
 */

/** The tables that hold attempts: (id, anahtar, zaman in ms). */
export type DenemeTablosu = 'giris_denemesi' | 'randevu_deneme' | 'talep_deneme' | 'qr_deneme';

export interface PencereAnahtari {
  anahtar: string;
  /** attempts allowed in the window; the next one is refused */
  max: number;
}

export interface PencereDenemesi {
  /** the rows this attempt wrote, in the order of the keys */
  ids: number[];
  /** seconds until the caller may try again; 0 when this attempt may proceed */
  retryAfter: number;
  /** results of the extra statements, in order */
  ekSonuclar: D1Result[];
}

/** Registers an attempt under every key and says whether any key is over its limit (counting this attempt). */
export async function pencereDenemesi(
  db: D1Database,
  tablo: DenemeTablosu,
  pencereMs: number,
  anahtarlar: readonly PencereAnahtari[],
  ekler: D1PreparedStatement[] = [],
  now = Date.now(),
): Promise<PencereDenemesi> {
  const since = now - pencereMs;
  const keys = anahtarlar.map((a) => a.anahtar);
  const insert = db.prepare(`INSERT INTO ${tablo} (anahtar, zaman) VALUES (?, ?) RETURNING id`);
  const results = await db.batch([
    db.prepare(`DELETE FROM ${tablo} WHERE zaman <= ?`).bind(since),
    ...keys.map((key) => insert.bind(key, now)),
    db.prepare(`SELECT anahtar, count(*) AS n FROM ${tablo} WHERE anahtar IN (${keys.map(() => '?').join(', ')}) AND zaman > ? GROUP BY anahtar`).bind(...keys, since),
    ...ekler,
  ]);
  const ids = results.slice(1, 1 + keys.length).map((result) => (result.results[0] as { id: number }).id);
  const counts = results[1 + keys.length]!.results as { anahtar: string; n: number }[];
  const ekSonuclar = results.slice(2 + keys.length);
  const limitOf = (key: string) => anahtarlar.find((a) => a.anahtar === key)!.max;
  const over = counts.filter((row) => row.n > limitOf(row.anahtar));
  if (over.length === 0) return { ids, retryAfter: 0, ekSonuclar };
  await pencereDenemesiSil(db, tablo, ids);
  // free again once enough earlier attempts leave the window that every key is back under its limit
  let until = now;
  for (const row of over) {
    const nth = await db
      .prepare(`SELECT zaman FROM ${tablo} WHERE anahtar = ? AND zaman > ? ORDER BY zaman ASC LIMIT 1 OFFSET ?`)
      .bind(row.anahtar, since, Math.max(0, row.n - 1 - limitOf(row.anahtar)))
      .first<{ zaman: number }>();
    until = Math.max(until, (nth?.zaman ?? now) + pencereMs);
  }
  return { ids, retryAfter: Math.max(1, Math.ceil((until - now) / 1000)), ekSonuclar };
}

/** Removes an attempt's rows. */
export async function pencereDenemesiSil(db: D1Database, tablo: DenemeTablosu, ids: readonly number[]): Promise<void> {
  await db.prepare(`DELETE FROM ${tablo} WHERE id IN (${ids.map(() => '?').join(', ')})`).bind(...ids).run();
}

/** Removes every attempt of one key (a successful login clears that account's failures from that address). */
export async function pencereAnahtariSil(db: D1Database, tablo: DenemeTablosu, anahtar: string): Promise<void> {
  await db.prepare(`DELETE FROM ${tablo} WHERE anahtar = ?`).bind(anahtar).run();
}
