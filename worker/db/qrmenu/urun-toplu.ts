import { surumArtir } from './admin';

/** Whole-list product work: the bulk price change (with its history) and the CSV export's rows. */

/** The current prices of the given products of the venue, in menu order. */
export async function fiyatlar(db: D1Database, isletmeId: number, ids: readonly number[]) {
  const { results } = await db
    .prepare('SELECT id, ad, fiyat_kurus FROM menu_urun WHERE isletme_id = ? AND id IN (SELECT value FROM json_each(?)) ORDER BY kategori_id, sira, id')
    .bind(isletmeId, JSON.stringify(ids))
    .all<{ id: number; ad: string; fiyat_kurus: number }>();
  return results;
}

/** Writes new prices (`degisen` is JSON [[id, kuruş], …]) with one history row per real change. */
export async function topluFiyatYaz(db: D1Database, isletmeId: number, kullaniciId: number, degisen: string): Promise<void> {
  // three statements whatever the list length (D1 counts statements per request)
  await db.batch([
    db
      .prepare(
        `INSERT INTO menu_fiyat_gecmisi (isletme_id, urun_id, eski_kurus, yeni_kurus, kullanici_id)
         SELECT u.isletme_id, u.id, u.fiyat_kurus, json_extract(j.value, '$[1]'), ?
           FROM json_each(?) j JOIN menu_urun u ON u.id = json_extract(j.value, '$[0]')
          WHERE u.isletme_id = ? AND u.fiyat_kurus <> json_extract(j.value, '$[1]')`,
      )
      .bind(kullaniciId, degisen, isletmeId),
    db
      .prepare(
        `UPDATE menu_urun SET fiyat_kurus = (SELECT json_extract(j.value, '$[1]') FROM json_each(?1) j WHERE json_extract(j.value, '$[0]') = menu_urun.id)
          WHERE isletme_id = ?2 AND id IN (SELECT json_extract(value, '$[0]') FROM json_each(?1))`,
      )
      .bind(degisen, isletmeId),
    surumArtir(db, isletmeId),
  ]);
}

/** Every product with its category and parent category, in menu order (the CSV export). */
export async function urunDisaAktarim(db: D1Database, isletmeId: number) {
  const { results } = await db
    .prepare(
      `SELECT u.ad, u.fiyat_kurus, u.tukendi, u.gorunur, u.alerjenler, k.ad AS kategori, p.ad AS ust
         FROM menu_urun u
         JOIN menu_kategori k ON k.id = u.kategori_id AND k.isletme_id = u.isletme_id
         LEFT JOIN menu_kategori p ON p.id = k.ust_kategori_id AND p.isletme_id = u.isletme_id
        WHERE u.isletme_id = ?
        ORDER BY coalesce(p.sira, k.sira), coalesce(p.id, k.id), p.id IS NOT NULL, k.sira, k.id, u.sira, u.id`,
    )
    .bind(isletmeId)
    .all<{ ad: string; fiyat_kurus: number; tukendi: number; gorunur: number; alerjenler: string; kategori: string; ust: string | null }>();
  return results;
}
