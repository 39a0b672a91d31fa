import type { MusteriBaglanti } from '@lib/schemas/kasa';
import { ApiError } from '@worker/http/envelope';

/** A customer as other books (cash, ledger, appointments) see it: the existence check and the link object. */

/** 404 for a customer id that is missing or another venue's. */
export const musteriYok = () => new ApiError(404, 'NOT_FOUND', 'kasa.api.musteriYok');

/** The venue's customer (erased ones included: their books stay) or 404 — another venue's id looks like a missing one. */
export async function musteriOku(db: D1Database, isletmeId: number, id: number): Promise<{ id: number; ad_soyad: string; telefon: string; silinme_zamani: string | null }> {
  const row = await db
    .prepare('SELECT id, ad_soyad, telefon, silinme_zamani FROM musteri WHERE id = ? AND isletme_id = ?')
    .bind(id, isletmeId)
    .first<{ id: number; ad_soyad: string; telefon: string; silinme_zamani: string | null }>();
  if (!row) throw musteriYok();
  return row;
}

/** LEFT JOIN columns → a link object, or null when the row has none. */
export function musteriBaglanti(id: number | null, adSoyad: string | null, silinme: string | null): MusteriBaglanti | null {
  return id === null || adSoyad === null ? null : { id, adSoyad, silinmis: silinme !== null };
}
