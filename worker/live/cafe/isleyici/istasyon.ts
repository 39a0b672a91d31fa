import type { IstasyonBasimIslemi, IstasyonHazirIslemi, IstasyonTeslimIslemi } from '@lib/schemas/cafe/istasyon';
import { fisleriTazele, surumArtir, SURUM_SQL } from '@worker/db/cafe/istasyon/esitle';
import { ApiError } from '@worker/http/envelope';
import type { IslemBaglami, Isleyici } from '../tipler';

/** What a station screen does: bump a line or a ticket (hazır) and recall it, claim a ticket's print; and the waiter taking a ready ticket. */

interface FisSatiri { id: number; surum: number; basilan_surum: number; basim: number; adisyon_id: number | null }

async function fisOku(b: IslemBaglami, fisId: number): Promise<FisSatiri> {
  const f = await b.db.prepare(`SELECT f.id, f.surum, f.basilan_surum, f.basim,
      (SELECT k.adisyon_id FROM istasyon_kalem x JOIN adisyon_kalem k ON k.id = x.kalem_id WHERE x.fis_id = f.id ORDER BY x.id LIMIT 1) AS adisyon_id
    FROM istasyon_fis f WHERE f.id = ? AND f.isletme_id = ?`).bind(fisId, b.isletmeId).first<FisSatiri>();
  if (!f) throw new ApiError(404, 'NOT_FOUND', 'cafe.istasyon.api.fisYok');
  return f;
}

export const istasyonHazir: Isleyici<IstasyonHazirIslemi> = async (b, op) => {
  const f = await fisOku(b, op.fisId);
  if (op.kalemId !== null) {
    const k = await b.db.prepare('SELECT durum FROM istasyon_kalem WHERE fis_id = ? AND kalem_id = ?').bind(f.id, op.kalemId).first<{ durum: string }>();
    if (!k) throw new ApiError(404, 'NOT_FOUND', 'cafe.istasyon.api.fisYok');
    if (k.durum === 'iptal') throw new ApiError(409, 'LINE_DONE', 'cafe.istasyon.api.iptalKalem');
  }
  return {
    durum: 200, veri: null, yayin: [], ifadeler: [],
    istasyon: {
      takip: true,
      ifadeler: [
        surumArtir(b.db, b.isletmeId),
        b.db.prepare(`UPDATE istasyon_kalem SET hazir_zamani = ?, surum = ${SURUM_SQL}
            WHERE fis_id = ? AND isletme_id = ? AND durum <> 'iptal' AND (kalem_id = ? OR ? IS NULL) AND (hazir_zamani IS NULL) = ?`)
          .bind(op.geri ? null : b.simdi, b.isletmeId, f.id, b.isletmeId, op.kalemId, op.kalemId, op.geri ? 0 : 1),
        // the whole ticket: bumped (or recalled) even when nothing on it is left to make (every line voided)
        ...(op.kalemId === null ? [b.db.prepare(`UPDATE istasyon_fis SET hazir_zamani = ${op.geri ? 'NULL' : 'coalesce(hazir_zamani, ?)'}, surum = ${SURUM_SQL} WHERE id = ?`)
          .bind(...(op.geri ? [] : [b.simdi]), b.isletmeId, f.id)] : []),
        fisleriTazele(b.db, b.isletmeId, b.simdi),
      ],
    },
    gunluk: { tur: 'istasyonHazir', adisyonId: f.adisyon_id, ozet: { fisId: f.id, kalemId: op.kalemId, geri: op.geri } },
  };
};

/** The waiter took what was ready for a check: its table tile stops saying "hazır". */
export const istasyonTeslim: Isleyici<IstasyonTeslimIslemi> = async (b, op) => {
  const a = await b.db.prepare('SELECT id, masa_id FROM adisyon WHERE id = ? AND isletme_id = ?').bind(op.adisyonId, b.isletmeId).first<{ id: number; masa_id: number }>();
  if (!a) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return {
    durum: 200, veri: null,
    ifadeler: [b.db.prepare(`UPDATE istasyon_fis SET teslim_zamani = ? WHERE isletme_id = ? AND hazir_zamani IS NOT NULL AND teslim_zamani IS NULL
        AND id IN (SELECT x.fis_id FROM istasyon_kalem x JOIN adisyon_kalem k ON k.id = x.kalem_id WHERE k.adisyon_id = ?)`).bind(b.simdi, b.isletmeId, a.id)],
    yayin: [{ kitle: 'takip', olay: { tur: 'istasyonHazir' } }],
    gunluk: { tur: 'istasyonTeslim', adisyonId: a.id, masaId: a.masa_id, ozet: {} },
  };
};

/**
 * A station screen that prints asks before each print: the first screen to ask for a version of the ticket prints it,
 * any other gets `bas: false` (two screens of one station never both print). `tekrar` prints again on purpose, marked.
 */
export const istasyonBasim: Isleyici<IstasyonBasimIslemi> = async (b, op) => {
  const f = await fisOku(b, op.fisId);
  const bas = op.tekrar || f.basilan_surum < f.surum;
  return {
    durum: 200,
    veri: { bas, tekrar: op.tekrar, degisiklik: !op.tekrar && f.basilan_surum > 0, basim: bas ? f.basim + 1 : f.basim },
    ifadeler: bas ? [b.db.prepare('UPDATE istasyon_fis SET basilan_surum = ?, basim = basim + 1 WHERE id = ?').bind(f.surum, f.id)] : [],
    yayin: [],
    gunluk: { tur: 'istasyonBasim', ozet: { fisId: f.id, surum: f.surum, bas, tekrar: op.tekrar } },
  };
};
