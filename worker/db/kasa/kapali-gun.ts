import { isGunuOf } from '@lib/zaman/isgunu';
import { isletmeZamani } from '@worker/db/parametre';
import { ApiError } from '@worker/http/envelope';

/**
 * Closed business days never change (the cafe's day end froze their figures in cafe_gunsonu.rapor). An instant is
 * inside a closed day when
 *  - a closed working day ran over it (acilis_zamani … kapanis_zamani: the window the day end counted the cash book
 *    in, which may pass the day's cutoff), or
 *  - its business day (venue zone and cutoff, src/lib/zaman/isgunu.ts) had its day end and no working day of that
 *    date is open again (a venue may close and reopen on one date: the open one takes the writes).
 * Every write to the cash book (by hand, the ledger's payment, appointment payments and package sales) asks this first;
 * the correction goes into the open day, referring to the closed one.
 */

const KAPALI_SQL = `SELECT g.is_gunu FROM cafe_gun g
  WHERE g.isletme_id = ?1 AND g.durum = 'kapali'
    AND ((g.acilis_zamani <= ?2 AND g.kapanis_zamani >= ?2)
      OR (g.is_gunu = ?3 AND NOT EXISTS (SELECT 1 FROM cafe_gun o WHERE o.isletme_id = ?1 AND o.durum = 'acik' AND o.is_gunu = ?3)))
  ORDER BY g.kapanis_zamani DESC LIMIT 1`;

export const gunKapali = (isGunu: string) => new ApiError(409, 'DAY_CLOSED', 'kasa.api.gunKapali', undefined, { isGunu });

/** 409 DAY_CLOSED (data.isGunu: the closed day) when any of the instants (UTC ISO) is inside a closed business day. */
export async function kapaliGunDegil(db: D1Database, isletmeId: number, anlar: readonly (string | null | undefined)[], zaman?: { saatDilimi: string; gunDonumuSaat: number }): Promise<void> {
  const kontrol = anlar.filter((a): a is string => typeof a === 'string' && !Number.isNaN(Date.parse(a)));
  if (kontrol.length === 0) return;
  const { saatDilimi, gunDonumuSaat } = zaman ?? (await isletmeZamani(db, isletmeId));
  const sonuclar = await db.batch(kontrol.map((an) => db.prepare(KAPALI_SQL).bind(isletmeId, an, isGunuOf(an, saatDilimi, gunDonumuSaat))));
  for (const s of sonuclar) {
    const row = s.results[0] as { is_gunu: string } | undefined;
    if (row) throw gunKapali(row.is_gunu);
  }
}
