import type { AcikAdisyon, FissizAdisyon, FissizOdeme, GunRaporu, GunsonuDuzeltmeGirdisi, GunsonuKaydi } from '@lib/schemas/cafe/gun';
import { ApiError } from '@worker/http/envelope';

/**
 * Day end (gün sonu) records: the operation that closes the open working day with a numbered report whose figures are
 * frozen (cafe_gunsonu.rapor) is worker/live/cafe/isleyici/gunsonu.ts.
 * The cash is counted blind (the client sends the count, the expected figure comes back only in the answer), the
 * difference is kept, never forced to zero. A later correction is its own row (cafe_gunsonu_duzeltme), never an UPDATE.
 */

export const GUNSONU_KEY = 'isletme:qrmenu:cafe-yonetim:gunsonu';

export async function acikAdisyonlar(db: D1Database, isletmeId: number): Promise<AcikAdisyon[]> {
  const { results } = await db
    .prepare(`SELECT a.id, a.no, coalesce(m.ad, '') AS masa, a.toplam_kurus AS toplamKurus, a.odenen_kurus AS odenenKurus, a.acilis, u.ad_soyad AS garson
      FROM adisyon a LEFT JOIN menu_masa m ON m.id = a.masa_id AND m.isletme_id = a.isletme_id LEFT JOIN kullanici u ON u.id = a.garson_id
      WHERE a.isletme_id = ? AND a.durum = 'acik' ORDER BY a.no`)
    .bind(isletmeId)
    .all<AcikAdisyon>();
  return results;
}

/**
 * Checks of the open working day holding payments taken without an ÖKC receipt number (the venue requires one:
 * isletme_parametre.cafe_fis_no_zorunlu): the day end lists them before it closes.
 */
export async function fissizAdisyonlar(db: D1Database, isletmeId: number, gunId: number): Promise<FissizAdisyon[]> {
  const [adisyonlar, odemeler] = await db.batch([
    db.prepare(`SELECT a.id, a.no, coalesce(m.ad, '') AS masa, a.durum, count(o.id) AS odemeSayisi, sum(o.tutar_kurus) AS tutarKurus, max(o.zaman) AS zaman
      FROM adisyon_odeme o JOIN adisyon a ON a.id = o.adisyon_id AND a.isletme_id = o.isletme_id
      LEFT JOIN menu_masa m ON m.id = a.masa_id AND m.isletme_id = a.isletme_id
      WHERE o.isletme_id = ? AND o.gun_id = ? AND o.fis_no IS NULL GROUP BY a.id ORDER BY a.no`).bind(isletmeId, gunId),
    db.prepare(`SELECT id, adisyon_id AS adisyonId, odeme, tutar_kurus AS tutarKurus, zaman FROM adisyon_odeme
      WHERE isletme_id = ? AND gun_id = ? AND fis_no IS NULL ORDER BY id`).bind(isletmeId, gunId),
  ]);
  const bekleyen = odemeler!.results as (FissizOdeme & { adisyonId: number })[];
  return (adisyonlar!.results as Omit<FissizAdisyon, 'odemeler'>[]).map((a) => ({
    ...a, odemeler: bekleyen.filter((o) => o.adisyonId === a.id).map(({ id, odeme, tutarKurus, zaman }) => ({ id, odeme, tutarKurus, zaman })),
  }));
}

interface GunsonuRow {
  id: number; no: number; gun_id: number; is_gunu: string; beklenen_nakit_kurus: number; sayilan_nakit_kurus: number; fark_kurus: number;
  okc_z_kurus: number | null; aciklama: string; kullanici: string | null; zaman: string; rapor: string;
}

const gunsonuYok = () => new ApiError(404, 'NOT_FOUND', 'cafe.gun.api.gunsonuYok');

/** A closed day end (by its id or its working day's id) with its frozen figures and every correction, oldest first. */
export async function gunsonuOku(db: D1Database, isletmeId: number, ara: { id: number } | { gunId: number }): Promise<GunsonuKaydi> {
  const [kayit, duzeltme] = await db.batch([
    db.prepare(`SELECT s.id, s.no, s.gun_id, g.is_gunu, s.beklenen_nakit_kurus, s.sayilan_nakit_kurus, s.fark_kurus, s.okc_z_kurus, s.aciklama, u.ad_soyad AS kullanici, s.zaman, s.rapor
      FROM cafe_gunsonu s JOIN cafe_gun g ON g.id = s.gun_id LEFT JOIN kullanici u ON u.id = s.kullanici_id
      WHERE s.isletme_id = ?1 AND ${'id' in ara ? 's.id' : 's.gun_id'} = ?2`).bind(isletmeId, 'id' in ara ? ara.id : ara.gunId),
    db.prepare(`SELECT d.id, d.alan, d.eski_kurus AS eskiKurus, d.yeni_kurus AS yeniKurus, d.neden, u.ad_soyad AS kullanici, d.zaman
      FROM cafe_gunsonu_duzeltme d JOIN cafe_gunsonu s ON s.id = d.gunsonu_id LEFT JOIN kullanici u ON u.id = d.kullanici_id
      WHERE d.isletme_id = ?1 AND ${'id' in ara ? 's.id' : 's.gun_id'} = ?2 ORDER BY d.zaman, d.id`).bind(isletmeId, 'id' in ara ? ara.id : ara.gunId),
  ]);
  const r = kayit!.results[0] as GunsonuRow | undefined;
  if (!r) throw gunsonuYok();
  return {
    id: r.id,
    no: r.no,
    gunId: r.gun_id,
    isGunu: r.is_gunu,
    beklenenNakitKurus: r.beklenen_nakit_kurus,
    sayilanNakitKurus: r.sayilan_nakit_kurus,
    farkKurus: r.fark_kurus,
    okcZKurus: r.okc_z_kurus,
    aciklama: r.aciklama,
    kullanici: r.kullanici,
    zaman: r.zaman,
    rapor: JSON.parse(r.rapor) as GunRaporu,
    duzeltmeler: duzeltme!.results as GunsonuKaydi['duzeltmeler'],
  };
}

/**
 * A correction of the counted cash or the ÖKC Z total: a new row carrying the value it replaces (the latest correction
 * of that field, else the report's own), so the history reads as a chain; the day end row itself never changes.
 */
export async function gunsonuDuzelt(db: D1Database, isletmeId: number, kullaniciId: number, id: number, g: GunsonuDuzeltmeGirdisi): Promise<GunsonuKaydi> {
  const mevcut = await gunsonuOku(db, isletmeId, { id });
  const sonDuzeltme = [...mevcut.duzeltmeler].reverse().find((d) => d.alan === g.alan);
  const eski = sonDuzeltme ? sonDuzeltme.yeniKurus : g.alan === 'sayilan_nakit' ? mevcut.sayilanNakitKurus : mevcut.okcZKurus;
  await db
    .prepare('INSERT INTO cafe_gunsonu_duzeltme (isletme_id, gunsonu_id, alan, eski_kurus, yeni_kurus, neden, kullanici_id) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(isletmeId, id, g.alan, eski, g.yeniKurus, g.neden, kullaniciId)
    .run();
  return gunsonuOku(db, isletmeId, { id });
}
