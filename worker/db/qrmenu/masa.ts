import { ApiError } from '@worker/http/envelope';
import { isUniqueViolation } from '@worker/http/validation';
import { notFound, surumArtir } from './admin';

/** The venue's tables that get their own QR cards (menu_masa); every change bumps the menu version. */

export async function masaListesi(db: D1Database, isletmeId: number) {
  const { results } = await db.prepare('SELECT id, ad, sira FROM menu_masa WHERE isletme_id = ? ORDER BY sira, id').bind(isletmeId).all<{ id: number; ad: string; sira: number }>();
  return results;
}

/** Adds a table at the end; a taken name is 409 NAME_TAKEN. */
export async function masaEkle(db: D1Database, isletmeId: number, ad: string): Promise<number> {
  try {
    const [inserted] = await db.batch<{ id: number }>([
      db.prepare('INSERT INTO menu_masa (isletme_id, ad, sira) SELECT ?, ?, coalesce(max(sira), 0) + 1 FROM menu_masa WHERE isletme_id = ? RETURNING id').bind(isletmeId, ad, isletmeId),
      surumArtir(db, isletmeId),
    ]);
    return inserted!.results[0]!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'NAME_TAKEN', 'qr.api.tableTaken');
    throw error;
  }
}

/** Deletes one of the venue's tables, else 404. */
export async function masaSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  const row = await db.prepare('SELECT id FROM menu_masa WHERE isletme_id = ? AND id = ?').bind(isletmeId, id).first();
  if (!row) throw notFound();
  await db.batch([db.prepare('DELETE FROM menu_masa WHERE isletme_id = ? AND id = ?').bind(isletmeId, id), surumArtir(db, isletmeId)]);
}
