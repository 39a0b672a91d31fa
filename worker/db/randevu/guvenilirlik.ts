/**
 * No-shows and late cancels: the one definition the deposit's customer rule (kapora.ts `istenenKapora`) and the
 * reports (dashboard, CRM) share, so a report can never count differently from the rule that asks the deposit.
 *
 * - no-show: durum 'gelmedi'
 * - late cancel: cancelled (iptal_zamani set) less than the venue's `kural_gec_iptal_saat` hours before the start;
 *   an expired unpaid deposit hold (randevu_kapora 'dustu') is not one — the guest never had a booking
 * - due (the rate's denominator): started before now, not cancelled in time, not an unpaid hold (expired or dropped)
 */

/** The hours are a venue parameter (0–168, checked by the table); as an integer literal the fragment needs no binding. */
function saatKaydir(saat: number): string {
  const n = Math.trunc(saat);
  if (!Number.isFinite(n) || n < 0 || n > 168) throw new RangeError(`kural_gec_iptal_saat ${saat}`);
  return `'-${n} hours'`;
}

/** SQL condition: the appointment `r` is a no-show. */
export const gelmediSql = (r = 'r') => `${r}.durum = 'gelmedi'`;

/** SQL condition: the appointment `r` was cancelled late (less than `saat` hours before its start). */
export const gecIptalSql = (saat: number, r = 'r') =>
  `(${r}.durum = 'iptal' AND ${r}.iptal_zamani IS NOT NULL AND ${r}.iptal_zamani > strftime('%Y-%m-%dT%H:%M:%fZ', ${r}.baslangic, ${saatKaydir(saat)})
    AND NOT EXISTS (SELECT 1 FROM randevu_kapora dk WHERE dk.randevu_id = ${r}.id AND dk.durum = 'dustu'))`;

/** SQL condition: a no-show or a late cancel (what the deposit rule counts). */
export const sorunluSql = (saat: number, r = 'r') => `(${gelmediSql(r)} OR ${gecIptalSql(saat, r)})`;

const SIMDI = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * SQL condition: the appointment was due — its start has passed, it was not cancelled in
 * time, and it is no unpaid deposit hold (such a booking never held its slot for real).
 */
export const vadesiGelenSql = (saat: number, r = 'r') =>
  `(${r}.baslangic < ${SIMDI} AND (${r}.durum <> 'iptal' OR ${gecIptalSql(saat, r)})
    AND NOT EXISTS (SELECT 1 FROM randevu_kapora vk WHERE vk.randevu_id = ${r}.id AND (vk.durum = 'dustu' OR (vk.durum = 'bekliyor' AND ${r}.durum = 'beklemede' AND vk.son_zaman <= ${SIMDI}))))`;

export interface SorunluSayim { sorunlu: number; gelmedi: number; gecIptal: number; vade: number }

/**
 * The statement counting one customer's (by phone, as the booking knows them) no-shows and late cancels of
 * appointments starting at or after `basIso`, and the due ones among them. Rides in the caller's batch; read the
 * row with `sorunluSayimOku`.
 */
export function sorunluSayimi(db: D1Database, isletmeId: number, telefon: string, basIso: string, saat: number): D1PreparedStatement {
  return db
    .prepare(`SELECT coalesce(sum(${sorunluSql(saat)}), 0) AS sorunlu, coalesce(sum(${gelmediSql()}), 0) AS gelmedi,
        coalesce(sum(${gecIptalSql(saat)}), 0) AS gec_iptal, coalesce(sum(${vadesiGelenSql(saat)}), 0) AS vade
      FROM randevu r JOIN musteri m ON m.id = r.musteri_id WHERE m.isletme_id = ? AND m.telefon = ? AND r.baslangic >= ?`)
    .bind(isletmeId, telefon, basIso);
}

export function sorunluSayimOku(sonuc: D1Result): SorunluSayim {
  const r = sonuc.results[0] as { sorunlu: number; gelmedi: number; gec_iptal: number; vade: number } | undefined;
  return { sorunlu: r?.sorunlu ?? 0, gelmedi: r?.gelmedi ?? 0, gecIptal: r?.gec_iptal ?? 0, vade: r?.vade ?? 0 };
}

/** The start of the deposit rule's window: `ay` months before now. */
export function kuralPenceresi(nowMs: number, ay: number): string {
  const pencere = new Date(nowMs);
  pencere.setUTCMonth(pencere.getUTCMonth() - ay);
  return pencere.toISOString();
}
