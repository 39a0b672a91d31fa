import type { IstasyonDegisimi, IstasyonFisi } from '@lib/cafe/istasyon';
import type { KalemDurumu, KalemSecenegi } from '@lib/cafe/tipler';
import { SURUM_SQL } from './esitle';

/** Reads of the stations' tickets: changed since a version (a screen catching up), or changed by this very batch (the broadcast). */

interface FisRow {
  id: number; istasyon_id: number; siparis_id: number; masa_ad: string; gonderen: string; zaman: string; surum: number;
  hazir_zamani: string | null; basilan_surum: number; basim: number;
}
interface KalemRow {
  fis_id: number; kalem_id: number; urun_id: number | null; ad: string; adet: number; secenekler: string; not_metni: string;
  durum: KalemDurumu; masa_ad: string; hazir_zamani: string | null;
}

const FIS_ALANLARI = 'f.id, f.istasyon_id, f.siparis_id, f.masa_ad, f.gonderen, f.zaman, f.surum, f.hazir_zamani, f.basilan_surum, f.basim';
const KALEM_ALANLARI = 'x.fis_id, x.kalem_id, x.urun_id, x.ad, x.adet, x.secenekler, x.not_metni, x.durum, x.masa_ad, x.hazir_zamani';

/** The two reads (tickets, their lines) of the tickets matching `where` (on `f`). */
export function fisSorgulari(db: D1Database, isletmeId: number, where: string, binds: unknown[]): D1PreparedStatement[] {
  return [
    db.prepare(`SELECT ${FIS_ALANLARI} FROM istasyon_fis f WHERE f.isletme_id = ? AND ${where} ORDER BY f.id`).bind(isletmeId, ...binds),
    db.prepare(`SELECT ${KALEM_ALANLARI} FROM istasyon_kalem x WHERE x.fis_id IN (SELECT f.id FROM istasyon_fis f WHERE f.isletme_id = ? AND ${where})
      ORDER BY x.kalem_id`).bind(isletmeId, ...binds),
  ];
}

/** The tickets this batch changed (its station version). */
export const buSurumdekiler = (db: D1Database, isletmeId: number) => fisSorgulari(db, isletmeId, `f.surum = ${SURUM_SQL}`, [isletmeId]);

function secenekler(json: string): KalemSecenegi[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as KalemSecenegi[]) : [];
  } catch {
    return [];
  }
}

export function fisleriCoz([fis, kal]: readonly D1Result[]): IstasyonFisi[] {
  const kalemler = new Map<number, IstasyonFisi['kalemler']>();
  for (const r of kal!.results as unknown as KalemRow[]) {
    const list = kalemler.get(r.fis_id) ?? [];
    list.push({ kalemId: r.kalem_id, urunId: r.urun_id, ad: r.ad, adet: r.adet, secenekler: secenekler(r.secenekler), not: r.not_metni, durum: r.durum, masaAd: r.masa_ad, hazir: r.hazir_zamani });
    kalemler.set(r.fis_id, list);
  }
  return (fis!.results as unknown as FisRow[]).map((r) => ({
    id: r.id, istasyonId: r.istasyon_id, siparisId: r.siparis_id, masaAd: r.masa_ad, gonderen: r.gonderen, zaman: r.zaman, surum: r.surum,
    hazir: r.hazir_zamani, basilanSurum: r.basilan_surum, basim: r.basim, kalemler: kalemler.get(r.id) ?? [],
  }));
}

// a screen that opens (version 0) gets what is still to make and what was bumped lately (to recall it)
const ACILIS_SAATI = 12;

/**
 * The stations' tickets changed after version `surum` (0: the ones a screen opening now needs) and the version now,
 * read in one batch so nothing falls between them.
 */
export async function fisDegisimi(db: D1Database, isletmeId: number, istasyonIdler: readonly number[], surum: number): Promise<IstasyonDegisimi> {
  const istasyon = `f.istasyon_id IN (${istasyonIdler.map(() => '?').join(', ')})`;
  const where = surum > 0
    ? `${istasyon} AND f.surum > ?`
    : `${istasyon} AND f.zaman >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${ACILIS_SAATI} hours')
       AND (f.hazir_zamani IS NULL OR f.hazir_zamani >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'))`;
  const binds = surum > 0 ? [...istasyonIdler, surum] : [...istasyonIdler];
  const [s, ...okuma] = await db.batch([
    db.prepare('SELECT coalesce((SELECT surum FROM istasyon_surum WHERE isletme_id = ?), 0) AS surum').bind(isletmeId),
    ...fisSorgulari(db, isletmeId, where, binds),
  ]);
  return { surum: (s!.results[0] as { surum: number }).surum, fisler: fisleriCoz(okuma) };
}

/** Open checks' ready tickets the waiter has not taken yet, per check (the table grid's "hazır"); read from the check's own lines (indexed). */
export const HAZIR_SAYISI_SQL = `(SELECT count(DISTINCT x.fis_id) FROM adisyon_kalem k JOIN istasyon_kalem x ON x.kalem_id = k.id JOIN istasyon_fis f ON f.id = x.fis_id
    WHERE k.adisyon_id = a.id AND x.durum <> 'iptal' AND f.hazir_zamani IS NOT NULL AND f.teslim_zamani IS NULL)`;
