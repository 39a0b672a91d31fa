/**
 * The statements that bring the stations' tickets in line with the sent lines of a check, run at the end of the same
 * D1 batch as the operation that changed the lines (so they see its writes, new line ids included, and happen wholly
 * or not at all). Each call takes the venue's next station version; every ticket and line it changes carries it.
 */

/** The venue's station version this batch took (after `surumArtir`). */
export const SURUM_SQL = '(SELECT surum FROM istasyon_surum WHERE isletme_id = ?)';

export function surumArtir(db: D1Database, isletmeId: number): D1PreparedStatement {
  return db.prepare('INSERT INTO istasyon_surum (isletme_id, surum) VALUES (?, 1) ON CONFLICT(isletme_id) DO UPDATE SET surum = surum + 1').bind(isletmeId);
}

/** Which sent lines a change touched: their order batches, and/or the batch the same statement list just inserted. */
export interface EsitlemeKapsami { siparisIdler: readonly number[]; sonSiparis: boolean }

function kapsam(isletmeId: number, k: EsitlemeKapsami): { sql: string; binds: unknown[] } {
  const parcalar: string[] = [];
  const binds: unknown[] = [];
  if (k.siparisIdler.length) {
    parcalar.push(`k.siparis_id IN (${k.siparisIdler.map(() => '?').join(', ')})`);
    binds.push(...k.siparisIdler);
  }
  if (k.sonSiparis) {
    parcalar.push('k.siparis_id = (SELECT max(id) FROM adisyon_siparis WHERE isletme_id = ?)');
    binds.push(isletmeId);
  }
  // `+` keeps SQLite off the venue's index (every line it ever had) and on the batch's (0044)
  return { sql: `+k.isletme_id = ? AND k.siparis_id IS NOT NULL AND (${parcalar.join(' OR ') || '0'})`, binds: [isletmeId, ...binds] };
}

// the station a line goes to when it first reaches the stations: its product's, else its category's, else the parent's
const YONLENDIRME = `LEFT JOIN menu_urun u ON u.id = k.urun_id
  LEFT JOIN menu_kategori kat ON kat.id = u.kategori_id
  LEFT JOIN menu_kategori ust ON ust.id = kat.ust_kategori_id
  JOIN cafe_istasyon ist ON ist.id = coalesce(u.istasyon_id, kat.istasyon_id, ust.istasyon_id) AND ist.isletme_id = k.isletme_id AND ist.aktif = 1`;

/**
 * A ticket whose lines changed is ready when nothing on it is left to make (a recall or a new line makes it unready
 * again, and the waiter's "taken" goes with it). Runs after the lines got version `SURUM_SQL`.
 */
export function fisleriTazele(db: D1Database, isletmeId: number, simdi: string): D1PreparedStatement {
  // a ticket whose every line was voided stays on the screen (struck through) until the station bumps it
  const hazir = `NOT EXISTS (SELECT 1 FROM istasyon_kalem x WHERE x.fis_id = istasyon_fis.id AND x.durum <> 'iptal' AND x.hazir_zamani IS NULL)
    AND (hazir_zamani IS NOT NULL OR EXISTS (SELECT 1 FROM istasyon_kalem x WHERE x.fis_id = istasyon_fis.id AND x.durum <> 'iptal'))`;
  return db.prepare(`UPDATE istasyon_fis SET surum = ${SURUM_SQL},
      hazir_zamani = CASE WHEN ${hazir} THEN coalesce(hazir_zamani, ?) ELSE NULL END,
      teslim_zamani = CASE WHEN ${hazir} THEN teslim_zamani ELSE NULL END
    WHERE isletme_id = ? AND (surum = ${SURUM_SQL} OR id IN (SELECT fis_id FROM istasyon_kalem WHERE isletme_id = ? AND surum = ${SURUM_SQL}))`)
    .bind(isletmeId, simdi, isletmeId, isletmeId, isletmeId, isletmeId);
}

/** New tickets and lines for lines not on a station yet; quantity, status and table of the ones already there. */
export function esitlemeIfadeleri(db: D1Database, isletmeId: number, k: EsitlemeKapsami, simdi: string): D1PreparedStatement[] {
  const { sql, binds } = kapsam(isletmeId, k);
  const yeni = `${sql} AND NOT EXISTS (SELECT 1 FROM istasyon_kalem x WHERE x.kalem_id = k.id)`;
  return [
    surumArtir(db, isletmeId),
    db.prepare(`INSERT INTO istasyon_fis (isletme_id, istasyon_id, siparis_id, masa_ad, gonderen, zaman, surum)
        SELECT k.isletme_id, ist.id, s.id, min(m.ad),
          -- a batch from the guest's QR menu says so (and who accepted it, when a waiter did)
          CASE WHEN min(s.kaynak) = 'qr' THEN 'QR' || coalesce(' · ' || min(g.ad_soyad), '') ELSE coalesce(min(g.ad_soyad), '') END, s.zaman, ${SURUM_SQL}
        FROM adisyon_kalem k JOIN adisyon_siparis s ON s.id = k.siparis_id
          JOIN adisyon a ON a.id = k.adisyon_id JOIN menu_masa m ON m.id = a.masa_id
          LEFT JOIN kullanici g ON g.id = s.gonderen_id
          ${YONLENDIRME}
        WHERE ${yeni} GROUP BY ist.id, s.id
        ON CONFLICT(siparis_id, istasyon_id) DO NOTHING`).bind(isletmeId, ...binds),
    db.prepare(`UPDATE istasyon_kalem SET adet = k.adet, durum = k.durum, masa_ad = m.ad, surum = ${SURUM_SQL}
        FROM adisyon_kalem k JOIN adisyon a ON a.id = k.adisyon_id JOIN menu_masa m ON m.id = a.masa_id
        WHERE istasyon_kalem.kalem_id = k.id AND ${sql}
          AND (istasyon_kalem.adet <> k.adet OR istasyon_kalem.durum <> k.durum OR istasyon_kalem.masa_ad <> m.ad)`).bind(isletmeId, ...binds),
    db.prepare(`INSERT INTO istasyon_kalem (isletme_id, fis_id, kalem_id, urun_id, ad, adet, secenekler, not_metni, durum, masa_ad, surum)
        SELECT k.isletme_id, f.id, k.id, k.urun_id, k.ad, k.adet, k.secenekler, k.not_metni, k.durum, m.ad, ${SURUM_SQL}
        FROM adisyon_kalem k JOIN adisyon a ON a.id = k.adisyon_id JOIN menu_masa m ON m.id = a.masa_id
          ${YONLENDIRME}
          JOIN istasyon_fis f ON f.siparis_id = k.siparis_id AND f.istasyon_id = ist.id
        WHERE ${yeni}`).bind(isletmeId, ...binds),
    fisleriTazele(db, isletmeId, simdi),
  ];
}
