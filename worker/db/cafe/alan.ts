import type { Alan, AlanGirdisi } from '@lib/schemas/cafe/masa';
import { ApiError } from '@worker/http/envelope';
import { isForeignKeyViolation, uniqueAs409 } from '@worker/http/validation';
import { notFound, surumArtir } from '@worker/db/qrmenu/admin';

/** The venue's areas (cafe_alan: salon, bahçe, teras, ...); every write bumps the menu version like the tables do. */

const adTekil = <T>(write: () => Promise<T>) => uniqueAs409(write, 'NAME_TAKEN', 'cafe.api.alanAdiVar');

export async function alanlar(db: D1Database, isletmeId: number): Promise<Alan[]> {
  const { results } = await db.prepare('SELECT id, ad, sira, aktif FROM cafe_alan WHERE isletme_id = ? ORDER BY sira, id').bind(isletmeId).all<{ id: number; ad: string; sira: number; aktif: number }>();
  return results.map((row) => ({ ...row, aktif: row.aktif === 1 }));
}

/** 404 unless the area is the venue's. */
export async function alanVarMi(db: D1Database, isletmeId: number, id: number): Promise<void> {
  if (!(await db.prepare('SELECT 1 FROM cafe_alan WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).first())) throw notFound();
}

/** A new area at the end of the venue's order; returns its id. */
export async function alanEkle(db: D1Database, isletmeId: number, g: AlanGirdisi): Promise<number> {
  return adTekil(async () => {
    const [eklenen] = await db.batch<{ id: number }>([
      db.prepare('INSERT INTO cafe_alan (isletme_id, ad, aktif, sira) SELECT ?1, ?2, ?3, coalesce(max(sira), 0) + 1 FROM cafe_alan WHERE isletme_id = ?1 RETURNING id').bind(isletmeId, g.ad, g.aktif ? 1 : 0),
      surumArtir(db, isletmeId),
    ]);
    return eklenen!.results[0]!.id;
  });
}

export async function alanGuncelle(db: D1Database, isletmeId: number, id: number, g: AlanGirdisi): Promise<void> {
  await alanVarMi(db, isletmeId, id);
  await adTekil(() => db.batch([
    db.prepare('UPDATE cafe_alan SET ad = ?, aktif = ? WHERE id = ? AND isletme_id = ?').bind(g.ad, g.aktif ? 1 : 0, id, isletmeId),
    surumArtir(db, isletmeId),
  ]));
}

/** Only an empty area goes (409 while tables are in it: move or delete them first). */
export async function alanSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  await alanVarMi(db, isletmeId, id);
  const dolu = () => new ApiError(409, 'AREA_NOT_EMPTY', 'cafe.api.alanDolu');
  if (await db.prepare('SELECT 1 FROM menu_masa WHERE alan_id = ? LIMIT 1').bind(id).first()) throw dolu();
  try {
    await db.batch([db.prepare('DELETE FROM cafe_alan WHERE id = ? AND isletme_id = ?').bind(id, isletmeId), surumArtir(db, isletmeId)]);
  } catch (error) {
    // a table added between the check and the delete
    if (isForeignKeyViolation(error)) throw dolu();
    throw error;
  }
}

/** The venue's areas in a new order: exactly its area ids, each once. */
export async function alanSirala(db: D1Database, isletmeId: number, idler: readonly number[]): Promise<void> {
  const mevcut = (await alanlar(db, isletmeId)).map((alan) => alan.id);
  if (mevcut.length !== idler.length || !idler.every((id) => mevcut.includes(id))) throw new ApiError(400, 'VALIDATION', 'cafe.v.sira');
  await db.batch([
    ...idler.map((id, i) => db.prepare('UPDATE cafe_alan SET sira = ? WHERE id = ? AND isletme_id = ?').bind(i + 1, id, isletmeId)),
    surumArtir(db, isletmeId),
  ]);
}

/**
 * Where a table added without an area (the QR menu's table form) lands: the first active area, else the first one;
 * a venue without any area gets 'Salon' (as migration 0012 gave every venue with tables). Statements for a batch.
 */
export function ilkAlanHazirla(db: D1Database, isletmeId: number): D1PreparedStatement {
  return db.prepare("INSERT INTO cafe_alan (isletme_id, ad, sira) SELECT ?1, 'Salon', 1 WHERE NOT EXISTS (SELECT 1 FROM cafe_alan WHERE isletme_id = ?1)").bind(isletmeId);
}
export const ILK_ALAN_SQL = '(SELECT id FROM cafe_alan WHERE isletme_id = ?1 ORDER BY aktif DESC, sira, id LIMIT 1)';
