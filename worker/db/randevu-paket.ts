/**
 * Package sessions used by a completed appointment. Balances change only through randevu_paket_kullanim rows
 * (triggers in migration 0004 decrement/increment kalan; its CHECK refuses over-use).
 */

interface Bakiye { musteri_paket_id: number; hizmet_id: number; kalan: number }
interface KalemSatiri { id: number; hizmet_id: number }

/**
 * Statements that count each item of the appointment against the customer's oldest usable package for that
 * service. Put them in the SAME batch right AFTER the status update to 'tamamlandi': each insert only happens when
 * the appointment is completed by then, and the kullanim primary key makes a second completion of the same
 * appointment fail the whole batch (UNIQUE) instead of counting twice.
 */
export async function paketDusumu(db: D1Database, isletmeId: number, randevuId: number, bugun: string): Promise<D1PreparedStatement[]> {
  const [kalemler, bakiyeler] = await db.batch([
    db.prepare('SELECT k.id, k.hizmet_id FROM randevu_kalem k JOIN randevu r ON r.id = k.randevu_id WHERE r.id = ? AND r.isletme_id = ? ORDER BY k.id').bind(randevuId, isletmeId),
    db
      .prepare(`SELECT mph.musteri_paket_id, mph.hizmet_id, mph.kalan FROM randevu_musteri_paket_hizmet mph
        JOIN randevu_musteri_paket mp ON mp.id = mph.musteri_paket_id
        JOIN randevu r ON r.musteri_id = mp.musteri_id AND r.isletme_id = mp.isletme_id
        WHERE r.id = ? AND r.isletme_id = ? AND mph.kalan > 0 AND (mp.son_gun IS NULL OR mp.son_gun >= ?)
        ORDER BY mp.satis_zamani, mp.id`)
      .bind(randevuId, isletmeId, bugun),
  ]);
  const kalan = (bakiyeler!.results as unknown as Bakiye[]).map((b) => ({ ...b }));
  const statements: D1PreparedStatement[] = [];
  for (const kalem of kalemler!.results as unknown as KalemSatiri[]) {
    const paket = kalan.find((b) => b.hizmet_id === kalem.hizmet_id && b.kalan > 0);
    if (!paket) continue;
    paket.kalan -= 1;
    statements.push(
      db
        .prepare(`INSERT INTO randevu_paket_kullanim (randevu_kalem_id, musteri_paket_id, hizmet_id)
          SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM randevu WHERE id = ? AND isletme_id = ? AND durum = 'tamamlandi')`)
        .bind(kalem.id, paket.musteri_paket_id, kalem.hizmet_id, randevuId, isletmeId),
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
