/**
 * Which check a guest's visit is tied to. The card's QR is printed and static, so a visit cannot prove it is at the
 * table: it is tied to the table's open check only once staff accepted an order of this visit into it (they have seen
 * the guest's order). Until then every order of the visit waits for a staff accept, so a table URL copied and opened
 * from home can at most make a waiting order, never add to someone else's check unseen, nor read it. A visit is over
 * once the check it was tied to — or the check that was open when it began — has closed: ordering then answers
 * "scan again".
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
export function ziyaretBagi(sonuclar: D1Result[]): ZiyaretBagi {
  const acik = sonuclar[0]!.results[0] as { id: number; acilis: string } | undefined;
  const kabul = sonuclar[2]!.results[0] as { adisyon_id: number; durum: string } | undefined;
  if (acik && kabul?.adisyon_id === acik.id) return { tur: 'bagli', adisyonId: acik.id };
  if (sonuclar[1]!.results.length > 0 || (kabul && kabul.durum !== 'acik')) return { tur: 'bitti' };
  return { tur: 'serbest' };
}
