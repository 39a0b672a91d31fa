import { RAPOR_SAYFA_BOYUTU, type AdisyonOdemesi } from '@lib/schemas/cafe/gun';
import type { TransferKalemi } from '@lib/cafe/transfer';
import { gunAraligiIso } from '@lib/zaman/isgunu';
import { ApiError } from '@worker/http/envelope';

/**
 * The check report (adisyonraporu): checks of a period of working days, filtered and paged on the server, one check
 * read-only with its full history (adisyon_islem), and the transfer logs (cafe_transfer). Every query is venue-scoped,
 * joins included.
 */

export interface AdisyonRaporFiltresi {
  bas: string;
  bit: string;
  masa?: number;
  garson?: number;
  odeme: AdisyonOdemesi | '';
  durum: '' | 'acik' | 'kapali' | 'birlesti';
}

export interface AdisyonRaporSatiri {
  id: number; no: number; isGunu: string; masa: string; garson: string | null; durum: 'acik' | 'kapali' | 'birlesti';
  acilis: string; kapanis: string | null; misafir: number; toplamKurus: number; odenenKurus: number; indirimKurus: number; odemeler: string;
}

const FILTRE = `a.isletme_id = ?1 AND g.is_gunu >= ?2 AND g.is_gunu <= ?3 AND (?4 IS NULL OR a.masa_id = ?4) AND (?5 IS NULL OR a.garson_id = ?5)
  AND (?6 = '' OR EXISTS (SELECT 1 FROM adisyon_odeme o WHERE o.adisyon_id = a.id AND o.isletme_id = a.isletme_id AND o.odeme = ?6))
  AND (?7 = '' OR a.durum = ?7)`;
const SATIR_SQL = `SELECT a.id, a.no, g.is_gunu AS isGunu, coalesce(m.ad, '') AS masa, u.ad_soyad AS garson, a.durum, a.acilis, a.kapanis, a.misafir,
    a.toplam_kurus AS toplamKurus, a.odenen_kurus AS odenenKurus, a.indirim_kurus AS indirimKurus,
    coalesce((SELECT group_concat(DISTINCT o.odeme) FROM adisyon_odeme o WHERE o.adisyon_id = a.id AND o.isletme_id = a.isletme_id), '') AS odemeler
  FROM adisyon a JOIN cafe_gun g ON g.id = a.gun_id AND g.isletme_id = a.isletme_id
  LEFT JOIN menu_masa m ON m.id = a.masa_id AND m.isletme_id = a.isletme_id
  LEFT JOIN kullanici u ON u.id = a.garson_id`;

const degerler = (isletmeId: number, f: AdisyonRaporFiltresi) => [isletmeId, f.bas, f.bit, f.masa ?? null, f.garson ?? null, f.odeme, f.durum];

export async function adisyonRaporu(db: D1Database, isletmeId: number, f: AdisyonRaporFiltresi, sayfa: number) {
  const [satir, toplam, masalar, garsonlar, secenek] = await db.batch([
    db.prepare(`${SATIR_SQL} WHERE ${FILTRE} ORDER BY a.no DESC LIMIT ${RAPOR_SAYFA_BOYUTU} OFFSET ?8`).bind(...degerler(isletmeId, f), (sayfa - 1) * RAPOR_SAYFA_BOYUTU),
    db.prepare(`SELECT count(*) AS adet, coalesce(sum(a.toplam_kurus), 0) AS toplamKurus, coalesce(sum(a.odenen_kurus), 0) AS odenenKurus
      FROM adisyon a JOIN cafe_gun g ON g.id = a.gun_id AND g.isletme_id = a.isletme_id WHERE ${FILTRE}`).bind(...degerler(isletmeId, f)),
    db.prepare('SELECT id, ad FROM menu_masa WHERE isletme_id = ? ORDER BY sira, ad').bind(isletmeId),
    db.prepare(`SELECT DISTINCT u.id, u.ad_soyad AS ad FROM adisyon a JOIN kullanici u ON u.id = a.garson_id WHERE a.isletme_id = ? ORDER BY u.ad_soyad`).bind(isletmeId),
    // sales by option on the filtered checks' active lines: how often each value was sold and what its differences brought
    // grouped by the option's own names (a bare `ad` would be the line's product name)
    db.prepare(`SELECT json_extract(s.value, '$.grup') AS grup, json_extract(s.value, '$.ad') AS ad, sum(k.adet) AS adet,
        sum(json_extract(s.value, '$.farkKurus') * k.adet) AS farkKurus
      FROM adisyon a JOIN cafe_gun g ON g.id = a.gun_id AND g.isletme_id = a.isletme_id
      JOIN adisyon_kalem k ON k.adisyon_id = a.id AND k.isletme_id = a.isletme_id AND k.durum = 'aktif', json_each(k.secenekler) s
      WHERE ${FILTRE} GROUP BY json_extract(s.value, '$.grup'), json_extract(s.value, '$.ad')
      ORDER BY 1, 3 DESC, 2`).bind(...degerler(isletmeId, f)),
  ]);
  const t = toplam!.results[0] as { adet: number; toplamKurus: number; odenenKurus: number };
  return {
    satirlar: satir!.results as unknown as AdisyonRaporSatiri[],
    toplam: t,
    sayfa,
    sayfaBoyutu: RAPOR_SAYFA_BOYUTU,
    masalar: masalar!.results as { id: number; ad: string }[],
    garsonlar: garsonlar!.results as { id: number; ad: string }[],
    secenekSatislari: secenek!.results as { grup: string; ad: string; adet: number; farkKurus: number }[],
  };
}

/** Every row of the filter (CSV), oldest first, each with the options its active lines were sold with ("Şeker: Orta ×2", in the order first sold). */
export async function adisyonRaporuTumu(db: D1Database, isletmeId: number, f: AdisyonRaporFiltresi): Promise<Array<AdisyonRaporSatiri & { secenekler: string[] }>> {
  const [satir, secenek] = await db.batch([
    db.prepare(`${SATIR_SQL} WHERE ${FILTRE} ORDER BY a.no`).bind(...degerler(isletmeId, f)),
    db.prepare(`SELECT k.adisyon_id AS id, json_extract(s.value, '$.grup') || ': ' || json_extract(s.value, '$.ad') AS secenek, sum(k.adet) AS adet
      FROM adisyon a JOIN cafe_gun g ON g.id = a.gun_id AND g.isletme_id = a.isletme_id
      JOIN adisyon_kalem k ON k.adisyon_id = a.id AND k.isletme_id = a.isletme_id AND k.durum = 'aktif', json_each(k.secenekler) s
      WHERE ${FILTRE} GROUP BY k.adisyon_id, 2 ORDER BY k.adisyon_id, min(k.id * 1000 + s.key)`).bind(...degerler(isletmeId, f)),
  ]);
  const secenekler = new Map<number, string[]>();
  for (const r of secenek!.results as { id: number; secenek: string; adet: number }[]) secenekler.set(r.id, [...(secenekler.get(r.id) ?? []), `${r.secenek} ×${r.adet}`]);
  return (satir!.results as unknown as AdisyonRaporSatiri[]).map((s) => ({ ...s, secenekler: secenekler.get(s.id) ?? [] }));
}

export const adisyonYok = () => new ApiError(404, 'NOT_FOUND', 'cafe.gun.api.adisyonYok');

/** One check, read-only: its lines (voided ones too), payments, and every operation on it in order (who, what, when). */
export async function adisyonGecmisi(db: D1Database, isletmeId: number, id: number) {
  const [baslik, kalemler, odemeler, islemler] = await db.batch([
    db.prepare(`${SATIR_SQL} WHERE a.id = ?1 AND a.isletme_id = ?2`).bind(id, isletmeId),
    db.prepare(`SELECT k.id, k.ad, k.kategori_ad AS kategori, k.birim_kurus AS birimKurus, k.adet, k.kdv_orani AS kdvOrani, k.not_metni AS notMetni, k.secenekler, k.durum, k.neden,
        k.indirim_kurus AS indirimKurus, k.tutar_kurus AS tutarKurus, k.siparis_id AS siparisId, k.eklenme, ue.ad_soyad AS ekleyen, ud.ad_soyad AS durumKullanici, k.durum_zamani AS durumZamani
      FROM adisyon_kalem k LEFT JOIN kullanici ue ON ue.id = k.ekleyen_id LEFT JOIN kullanici ud ON ud.id = k.durum_kullanici_id
      WHERE k.adisyon_id = ? AND k.isletme_id = ? ORDER BY k.id`).bind(id, isletmeId),
    db.prepare(`SELECT o.id, o.odeme, o.tutar_kurus AS tutarKurus, o.alinan_kurus AS alinanKurus, o.fis_no AS fisNo, o.zaman, u.ad_soyad AS kullanici, mu.ad_soyad AS musteri
      FROM adisyon_odeme o LEFT JOIN kullanici u ON u.id = o.kullanici_id LEFT JOIN musteri mu ON mu.id = o.musteri_id AND mu.isletme_id = o.isletme_id
      WHERE o.adisyon_id = ? AND o.isletme_id = ? ORDER BY o.zaman, o.id`).bind(id, isletmeId),
    db.prepare(`SELECT i.id, i.tur, i.adisyon_id AS adisyonId, i.hedef_adisyon_id AS hedefAdisyonId, i.ozet, i.zaman, u.ad_soyad AS kullanici
      FROM adisyon_islem i LEFT JOIN kullanici u ON u.id = i.kullanici_id
      WHERE i.isletme_id = ?2 AND (i.adisyon_id = ?1 OR i.hedef_adisyon_id = ?1) ORDER BY i.zaman, i.id`).bind(id, isletmeId),
  ]);
  const a = baslik!.results[0] as AdisyonRaporSatiri | undefined;
  if (!a) throw adisyonYok();
  return {
    adisyon: a,
    kalemler: (kalemler!.results as { secenekler: string }[]).map((k) => ({ ...k, secenekler: guvenliListe(k.secenekler) })),
    odemeler: odemeler!.results,
    gecmis: (islemler!.results as { ozet: string }[]).map((r) => ({ ...r, ozet: guvenliJson(r.ozet) })),
  };
}

function guvenliListe(text: string): unknown[] {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

function guvenliJson(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// ---- transfer logs ----

export type TransferLogu = 'masa' | 'adisyon';
export const TRANSFER_LIMIT = 500;

export interface TransferSatiri {
  id: number; tur: 'masa' | 'birlestir' | 'kalem' | 'bol' | 'bolGeri'; zaman: string; kaynakMasa: string; hedefMasa: string; kaynakNo: number; hedefNo: number;
  kalemler: TransferKalemi[]; tutarKurus: number; kullanici: string | null;
}

export interface TransferFiltresi { bas: string; bit: string; masa?: number; kullanici?: number }

/** Table moves and merges (masa) or line moves and check splits (adisyon) in bas…bit (business days), newest first. */
export async function transferler(db: D1Database, isletmeId: number, log: TransferLogu, f: TransferFiltresi, tz: string, gunDonumuSaat: number, limit = TRANSFER_LIMIT) {
  const [bas, bit] = gunAraligiIso(f.bas, f.bit, tz, gunDonumuSaat);
  const { results } = await db
    .prepare(`SELECT t.id, t.tur, t.zaman, coalesce(km.ad, '') AS kaynakMasa, coalesce(hm.ad, '') AS hedefMasa, ka.no AS kaynakNo, ha.no AS hedefNo,
        t.kalemler, t.tutar_kurus AS tutarKurus, u.ad_soyad AS kullanici
      FROM cafe_transfer t
      LEFT JOIN menu_masa km ON km.id = t.kaynak_masa_id AND km.isletme_id = t.isletme_id
      LEFT JOIN menu_masa hm ON hm.id = t.hedef_masa_id AND hm.isletme_id = t.isletme_id
      LEFT JOIN adisyon ka ON ka.id = t.kaynak_adisyon_id AND ka.isletme_id = t.isletme_id
      LEFT JOIN adisyon ha ON ha.id = t.hedef_adisyon_id AND ha.isletme_id = t.isletme_id
      LEFT JOIN kullanici u ON u.id = t.kullanici_id
      WHERE t.isletme_id = ?1 AND t.tur IN (${log === 'masa' ? "'masa', 'birlestir'" : "'kalem', 'bol', 'bolGeri'"}) AND t.zaman >= ?2 AND t.zaman < ?3
        AND (?4 IS NULL OR t.kaynak_masa_id = ?4 OR t.hedef_masa_id = ?4) AND (?5 IS NULL OR t.kullanici_id = ?5)
      ORDER BY t.zaman DESC, t.id DESC LIMIT ${limit + 1}`)
    .bind(isletmeId, bas, bit, f.masa ?? null, f.kullanici ?? null)
    .all<Omit<TransferSatiri, 'kalemler'> & { kalemler: string }>();
  const satirlar = results.slice(0, limit).map((r): TransferSatiri => {
    let kalemler: TransferSatiri['kalemler'] = [];
    try {
      const v = JSON.parse(r.kalemler) as unknown;
      if (Array.isArray(v)) kalemler = v.filter((k): k is TransferSatiri['kalemler'][number] => !!k && typeof k === 'object' && typeof (k as { ad?: unknown }).ad === 'string');
    } catch {
      kalemler = [];
    }
    return { ...r, kalemler };
  });
  return { satirlar, kesildi: results.length > limit };
}

/** The users who made a transfer (filter options). */
export async function transferKullanicilari(db: D1Database, isletmeId: number) {
  const { results } = await db
    .prepare('SELECT DISTINCT u.id, u.ad_soyad AS ad FROM cafe_transfer t JOIN kullanici u ON u.id = t.kullanici_id WHERE t.isletme_id = ? ORDER BY u.ad_soyad')
    .bind(isletmeId)
    .all<{ id: number; ad: string }>();
  return results;
}
