/**
 * Which check a guest's visit is tied to. A visit is tied to the table's open check when that check was already open
 * as the visit began (the guest scanned the card at a table with a running check) or when an order of this visit
 * was accepted into it. It is over once the check it was tied to has closed: ordering then answers "scan again".
 * A visit that began at a free table is tied to nothing: its orders wait for a staff accept.
 */

export type ZiyaretBagi = { tur: 'bagli'; adisyonId: number } | { tur: 'serbest' } | { tur: 'bitti' };

/** Three reads for the caller's batch: the open check, a check open at the visit's start and closed since, the visit's accepted order. */
export function ziyaretSorgulari(db: D1Database, isletmeId: number, masaId: number, ziyaret: { id: string; baslangic: string }): D1PreparedStatement[] {
  return [
    db.prepare("SELECT id, acilis FROM adisyon WHERE isletme_id = ? AND masa_id = ? AND durum = 'acik'").bind(isletmeId, masaId),
    db.prepare("SELECT id FROM adisyon WHERE isletme_id = ?1 AND masa_id = ?2 AND durum <> 'acik' AND acilis <= ?3 AND coalesce(kapanis, ?3) > ?3 LIMIT 1")
      .bind(isletmeId, masaId, ziyaret.baslangic),
    db.prepare(`SELECT q.adisyon_id, a.durum FROM qr_siparis q JOIN adisyon a ON a.id = q.adisyon_id
       WHERE q.isletme_id = ? AND q.ziyaret = ? AND q.masa_id = ? ORDER BY q.id DESC LIMIT 1`).bind(isletmeId, ziyaret.id, masaId),
  ];
}

/** The tie from the three results of ziyaretSorgulari. */
export function ziyaretBagi(sonuclar: D1Result[], baslangic: string): ZiyaretBagi {
  const acik = sonuclar[0]!.results[0] as { id: number; acilis: string } | undefined;
  const kabul = sonuclar[2]!.results[0] as { adisyon_id: number; durum: string } | undefined;
  if (acik && (acik.acilis <= baslangic || kabul?.adisyon_id === acik.id)) return { tur: 'bagli', adisyonId: acik.id };
  if (sonuclar[1]!.results.length > 0 || (kabul && kabul.durum !== 'acik')) return { tur: 'bitti' };
  return { tur: 'serbest' };
}
