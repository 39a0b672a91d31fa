/**
 * Package sessions used by a completed appointment. Balances change only through randevu_paket_kullanim rows
 * (triggers in migration 0004 decrement/increment kalan; its CHECK refuses over-use).
 */

interface KalemSatiri { id: number; hizmet_id: number }

/**
 * Statements that count each item of the appointment against the customer's oldest usable package for that
 * service. Put them in the SAME batch right AFTER the status update to 'tamamlandi': each insert only happens when
 * the appointment is completed by then, and the kullanim primary key makes a second completion of the same
 * appointment fail the whole batch (UNIQUE) instead of counting twice.
 *
 * The package is chosen inside each INSERT, when the batch runs, not from the balances read here: two completions
 * prepared against the same last session then end with one counted and the other completing without a session,
 * instead of the loser's whole batch failing on the kalan >= 0 CHECK (the appointment could not be completed).
 */
export async function paketDusumu(db: D1Database, isletmeId: number, randevuId: number, bugun: string): Promise<D1PreparedStatement[] & { tahsilKurus: number }> {
  const [kalemler, bakiyeler] = await db.batch([
    db.prepare('SELECT k.id, k.hizmet_id, k.fiyat_kurus FROM randevu_kalem k JOIN randevu r ON r.id = k.randevu_id WHERE r.id = ? AND r.isletme_id = ? ORDER BY k.id').bind(randevuId, isletmeId),
    db
      .prepare(`SELECT mph.hizmet_id, sum(mph.kalan) AS kalan FROM randevu_musteri_paket_hizmet mph
        JOIN randevu_musteri_paket mp ON mp.id = mph.musteri_paket_id
        JOIN randevu r ON r.musteri_id = mp.musteri_id AND r.isletme_id = mp.isletme_id
        WHERE r.id = ? AND r.isletme_id = ? AND mph.kalan > 0 AND (mp.son_gun IS NULL OR mp.son_gun >= ?)
        GROUP BY mph.hizmet_id`)
      .bind(randevuId, isletmeId, bugun),
  ]);
  // only items that may find a session get a statement (keeps the batch short); the INSERT itself decides
  const kalan = new Map((bakiyeler!.results as { hizmet_id: number; kalan: number }[]).map((b) => [b.hizmet_id, b.kalan]));
  // tahsilKurus: the price of the items no session is expected to cover (what the completion asks to be paid)
  const statements = Object.assign([] as D1PreparedStatement[], { tahsilKurus: 0 });
  for (const kalem of kalemler!.results as unknown as (KalemSatiri & { fiyat_kurus: number })[]) {
    const n = kalan.get(kalem.hizmet_id) ?? 0;
    if (n <= 0) {
      statements.tahsilKurus += kalem.fiyat_kurus;
      continue;
    }
    kalan.set(kalem.hizmet_id, n - 1);
    statements.push(
      db
        .prepare(`INSERT INTO randevu_paket_kullanim (randevu_kalem_id, musteri_paket_id, hizmet_id)
          SELECT k.id, mph.musteri_paket_id, mph.hizmet_id FROM randevu_kalem k
            JOIN randevu r ON r.id = k.randevu_id AND r.isletme_id = ?2 AND r.durum = 'tamamlandi'
            JOIN randevu_musteri_paket mp ON mp.musteri_id = r.musteri_id AND mp.isletme_id = r.isletme_id AND (mp.son_gun IS NULL OR mp.son_gun >= ?3)
            JOIN randevu_musteri_paket_hizmet mph ON mph.musteri_paket_id = mp.id AND mph.hizmet_id = k.hizmet_id AND mph.kalan > 0
          WHERE k.id = ?1
          ORDER BY mp.satis_zamani, mp.id LIMIT 1`)
        .bind(kalem.id, isletmeId, bugun),
    );
  }
  return statements;
}

/** Gives the sessions back (an appointment leaves 'tamamlandi'); same batch as the status update. */
export function paketIadesi(db: D1Database, isletmeId: number, randevuId: number): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM randevu_paket_kullanim WHERE randevu_kalem_id IN (
      SELECT k.id FROM randevu_kalem k JOIN randevu r ON r.id = k.randevu_id WHERE r.id = ? AND r.isletme_id = ? AND r.durum <> 'tamamlandi')`)
    .bind(randevuId, isletmeId);
}
