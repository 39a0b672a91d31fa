import { masaEkleIlkAlana, masaSil as cafeMasaSil } from '@worker/db/cafe/masa';

/**
 * The venue's tables that get their own QR cards: the cafe's tables (menu_masa, managed with areas and the floor
 * plan under worker/db/cafe), read here in area order; every change bumps the menu version.
 */

export async function masaListesi(db: D1Database, isletmeId: number) {
  const { results } = await db.prepare(`SELECT m.id, m.ad, m.sira FROM menu_masa m JOIN cafe_alan a ON a.id = m.alan_id
      WHERE m.isletme_id = ? ORDER BY a.sira, a.id, m.sira, m.id`).bind(isletmeId).all<{ id: number; ad: string; sira: number }>();
  return results;
}

/** Adds a table by name into the venue's first area; a taken name is 409 NAME_TAKEN. */
export const masaEkle = (db: D1Database, isletmeId: number, ad: string): Promise<number> => masaEkleIlkAlana(db, isletmeId, ad);

/** Deletes one of the venue's tables, else 404; one that had a check is 409 (deactivate it instead). */
export const masaSil = (db: D1Database, isletmeId: number, id: number): Promise<void> => cafeMasaSil(db, isletmeId, id);
