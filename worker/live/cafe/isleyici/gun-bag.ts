import { gunAcIfadeleri } from '@worker/db/cafe/gun';
import { ApiError } from '@worker/http/envelope';
import type { IslemBaglami } from '../tipler';

/** The venue's open working day inside a batch (checks and payments belong to it). */
export const ACIK_GUN_SQL = "(SELECT id FROM cafe_gun WHERE isletme_id = ? AND durum = 'acik')";

/**
 * A check can only be opened or paid in an open working day. With none open: the venue's parameter may let the
 * first check open it (the statements are returned to run first in the batch), else the waiter is told to ask the cashier.
 */
export async function acikGunGerekli(b: IslemBaglami): Promise<D1PreparedStatement[]> {
  const row = await b.db.prepare(`SELECT (SELECT id FROM cafe_gun WHERE isletme_id = ?1 AND durum = 'acik') AS gun_id,
      (SELECT cafe_gun_otomatik FROM isletme_parametre WHERE isletme_id = ?1) AS otomatik`).bind(b.isletmeId).first<{ gun_id: number | null; otomatik: number | null }>();
  if (row?.gun_id) return [];
  if (row?.otomatik !== 1) throw new ApiError(409, 'DAY_CLOSED', 'cafe.api.gunKapali');
  return (await gunAcIfadeleri(b.db, b.isletmeId, b.kullanici.id, b.simdi)).ifadeler;
}
