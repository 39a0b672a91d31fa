import { ApiError } from '@worker/http/envelope';

/**
 * The condition under which one more active operator fits the venue's licence (a venue without a licence row has no
 * limit). Put it in the WHERE of the INSERT/UPDATE that makes the membership active, so the count and the write are
 * one statement: parallel invites can never pass the limit together. `isletmeParam` names the venue id's bind (e.g. '?1').
 */
export function koltukVarSql(isletmeParam: string): string {
  return `(SELECT count(*) FROM isletme_kullanici WHERE isletme_id = ${isletmeParam} AND aktif = 1)
    < coalesce((SELECT koltuk FROM lisans WHERE isletme_id = ${isletmeParam}), 1000000)`;
}

/** The venue's seat count, for the SEAT_LIMIT message. */
export async function koltukSayisi(db: D1Database, isletmeId: number): Promise<number | null> {
  const row = await db.prepare('SELECT koltuk FROM lisans WHERE isletme_id = ?').bind(isletmeId).first<{ koltuk: number }>();
  return row?.koltuk ?? null;
}

/** 409 SEAT_LIMIT naming the limit. */
export async function koltukHatasi(db: D1Database, isletmeId: number): Promise<ApiError> {
  return new ApiError(409, 'SEAT_LIMIT', 'error.seatLimit', { koltuk: (await koltukSayisi(db, isletmeId)) ?? 0 });
}
