/** The stored Idempotency-Keys of venue writes (istek_anahtari): claim, answer, release, read — the limiter's kind of plumbing, beside it. */

export interface AnahtarKapsami { isletmeId: number; kullaniciId: number; anahtar: string }
export interface SaklananYanit { istek_ozet: string; durum: number | null; yanit: string | null }

/**
 * Claims the key for a request (and drops keys older than `oncesiIso` in the same round trip); the claim's id, or null
 * when the key is already taken in this scope.
 */
export async function anahtarAl(db: D1Database, k: AnahtarKapsami, ozet: string, oncesiIso: string): Promise<number | null> {
  const [, alinan] = await db.batch([
    db.prepare('DELETE FROM istek_anahtari WHERE olusturma < ?').bind(oncesiIso),
    db.prepare(`INSERT INTO istek_anahtari (isletme_id, kullanici_id, anahtar, istek_ozet) VALUES (?, ?, ?, ?)
      ON CONFLICT (isletme_id, kullanici_id, anahtar) DO NOTHING RETURNING id`).bind(k.isletmeId, k.kullaniciId, k.anahtar, ozet),
  ]);
  return (alinan!.results[0] as { id: number } | undefined)?.id ?? null;
}

export async function anahtarOku(db: D1Database, k: AnahtarKapsami): Promise<SaklananYanit | null> {
  return db.prepare('SELECT istek_ozet, durum, yanit FROM istek_anahtari WHERE isletme_id = ? AND kullanici_id = ? AND anahtar = ?')
    .bind(k.isletmeId, k.kullaniciId, k.anahtar).first<SaklananYanit>();
}

export async function yanitSakla(db: D1Database, id: number, durum: number, yanit: string): Promise<void> {
  await db.prepare('UPDATE istek_anahtari SET durum = ?, yanit = ? WHERE id = ?').bind(durum, yanit, id).run();
}

/** Frees a claim whose request wrote nothing worth replaying (it was refused): a retry runs again. */
export async function anahtarBirak(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM istek_anahtari WHERE id = ?').bind(id).run();
}
