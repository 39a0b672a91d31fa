/**
 * The option rows an order needs: the groups offered on its products (attached to the product, its category or the
 * category's parent) and the values it chose. Both are plain reads for the order's one batch.
 */

export interface SiparisGrubu { urun_id: number; id: number; ad: string; mutfak_ad: string; en_az: number; en_cok: number; sira: number }
export interface SiparisDegeri { id: number; grup_id: number; ad: string; mutfak_ad: string; fark_kurus: number; tukendi: number; aktif: number }

const TR = (col: string) => `coalesce(json_extract(${col}, '$.tr'), '')`;

/** Where a group reaches a product: the product itself, its category, or its category's parent. */
export const BAG_KOSULU = 'b.urun_id = u.id OR b.kategori_id = u.kategori_id OR b.kategori_id = k.ust_kategori_id';

/** The groups offered on the products of `json_each(?)` (the venue's id first), one row per product and group. */
export const GRUP_SQL = `SELECT DISTINCT u.id AS urun_id, g.id, ${TR('g.ad')} AS ad, g.mutfak_ad, g.en_az, g.en_cok, g.sira
      FROM menu_urun u JOIN menu_kategori k ON k.id = u.kategori_id
      JOIN menu_secenek_bag b ON ${BAG_KOSULU}
      JOIN menu_secenek_grup g ON g.id = b.grup_id AND g.isletme_id = u.isletme_id
     WHERE u.isletme_id = ? AND u.id IN (SELECT value FROM json_each(?))`;

/** The values of `json_each(?)` (the venue's id first). */
export const DEGER_SQL = `SELECT id, grup_id, ${TR('ad')} AS ad, mutfak_ad, fark_kurus, tukendi, aktif FROM menu_secenek_deger
     WHERE isletme_id = ? AND id IN (SELECT value FROM json_each(?))`;

export function urunGruplari(db: D1Database, isletmeId: number, urunIdler: readonly number[]): D1PreparedStatement {
  return db.prepare(`${GRUP_SQL} ORDER BY g.sira, g.id`).bind(isletmeId, JSON.stringify(urunIdler));
}

export function secilenDegerler(db: D1Database, isletmeId: number, degerIdler: readonly number[]): D1PreparedStatement {
  return db.prepare(DEGER_SQL).bind(isletmeId, JSON.stringify(degerIdler));
}

/** Whether any group reaches the product (a column of the order's product read). */
export const SECENEKLI_SQL = `EXISTS (SELECT 1 FROM menu_secenek_bag b WHERE b.isletme_id = u.isletme_id AND (${BAG_KOSULU}))`;
