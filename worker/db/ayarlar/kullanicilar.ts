import { koltukVarSql } from '@worker/db/lisans/koltuk';
import { ApiError } from '@worker/http/envelope';
import { isUniqueViolation } from '@worker/http/validation';

/** Operators of a venue (isletme_kullanici ⋈ kullanici): the queries behind /api/isletme/kullanicilar. */

export interface MemberRow {
  id: number;
  email: string;
  ad_soyad: string;
  aktif: number;
  yetki_seti_id: number | null;
  yetki_seti_ad: string | null;
  diger_isletme: number;
  son_giris: number | null;
}

/** The stored keys of one of the venue's own sets, or null when the venue has no such set. */
export async function isletmeSetiYetkileri(db: D1Database, isletmeId: number, yetkiSetiId: number): Promise<string | null> {
  const row = await db.prepare('SELECT yetkiler FROM yetki_seti WHERE id = ? AND isletme_id = ?').bind(yetkiSetiId, isletmeId).first<{ yetkiler: string }>();
  return row ? row.yetkiler : null;
}

/** One member of the venue, else 404 (another venue's operator looks like a missing one). */
export async function uyeBul(db: D1Database, isletmeId: number, id: number): Promise<MemberRow> {
  const row = await db
    .prepare(
      `SELECT k.id, k.email, k.ad_soyad, ik.aktif, ik.yetki_seti_id, NULL AS yetki_seti_ad, NULL AS son_giris,
              (SELECT count(*) FROM isletme_kullanici o WHERE o.kullanici_id = k.id AND o.isletme_id <> ik.isletme_id) AS diger_isletme
         FROM isletme_kullanici ik JOIN kullanici k ON k.id = ik.kullanici_id
        WHERE ik.isletme_id = ? AND k.id = ?`,
    )
    .bind(isletmeId, id)
    .first<MemberRow>();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return row;
}

/** The venue's members, active first, by name, with their set, other venues and last login. */
export async function uyeListesi(db: D1Database, isletmeId: number): Promise<MemberRow[]> {
  const { results } = await db
    .prepare(
      `SELECT k.id, k.email, k.ad_soyad, ik.aktif, ik.yetki_seti_id, ys.ad AS yetki_seti_ad,
              (SELECT count(*) FROM isletme_kullanici o WHERE o.kullanici_id = k.id AND o.isletme_id <> ik.isletme_id) AS diger_isletme,
              (SELECT max(olusturma_zamani) FROM oturum WHERE kullanici_id = k.id) AS son_giris
         FROM isletme_kullanici ik
         JOIN kullanici k ON k.id = ik.kullanici_id
         LEFT JOIN yetki_seti ys ON ys.id = ik.yetki_seti_id
        WHERE ik.isletme_id = ?
        ORDER BY ik.aktif DESC, k.ad_soyad COLLATE NOCASE`,
    )
    .bind(isletmeId)
    .all<MemberRow>();
  return results;
}

/** The venue's set names for the assignment dropdown. */
export async function yetkiSecenekleri(db: D1Database, isletmeId: number) {
  const { results } = await db.prepare('SELECT id, ad FROM yetki_seti WHERE isletme_id = ? ORDER BY ad COLLATE NOCASE').bind(isletmeId).all<{ id: number; ad: string }>();
  return results;
}

/**
 * Creates an operator account and its membership in one batch; the membership only while the licence has a free
 * seat (else the new account is removed in the same batch and this answers null). A taken e-mail surfaces as the
 * driver's UNIQUE error.
 */
export async function kullaniciOlustur(db: D1Database, isletmeId: number, email: string, adSoyad: string, sifreHash: string, yetkiSetiId: number | null): Promise<number | null> {
  const [created, uyelik] = await db.batch([
    db.prepare('INSERT INTO kullanici (email, ad_soyad, sifre_hash, kullanici_tipi) VALUES (?, ?, ?, 2) RETURNING id').bind(email, adSoyad, sifreHash),
    db
      .prepare(`INSERT INTO isletme_kullanici (isletme_id, kullanici_id, yetki_seti_id)
                SELECT ?1, (SELECT id FROM kullanici WHERE email = ?2), ?3 WHERE ${koltukVarSql('?1')}`)
      .bind(isletmeId, email, yetkiSetiId),
    db.prepare('DELETE FROM kullanici WHERE email = ? AND NOT EXISTS (SELECT 1 FROM isletme_kullanici ik WHERE ik.kullanici_id = kullanici.id)').bind(email),
  ]);
  if (!uyelik || uyelik.meta.changes === 0) return null;
  return (created!.results[0] as { id: number }).id;
}

/**
 * Sets a member's set and, when given, their name, e-mail and (new hash or kept) password, plus the caller's extra
 * statements (closing sessions), in one batch; a taken e-mail is 409 EMAIL_TAKEN.
 */
export async function uyeGuncelle(
  db: D1Database,
  isletmeId: number,
  id: number,
  yetkiSetiId: number | null,
  kisisel: { adSoyad: string; email: string; sifreHash: string | null } | null,
  ekler: D1PreparedStatement[] = [],
): Promise<void> {
  const statements = [db.prepare('UPDATE isletme_kullanici SET yetki_seti_id = ? WHERE isletme_id = ? AND kullanici_id = ?').bind(yetkiSetiId, isletmeId, id)];
  if (kisisel) statements.push(db.prepare('UPDATE kullanici SET ad_soyad = ?, email = ?, sifre_hash = coalesce(?, sifre_hash) WHERE id = ?').bind(kisisel.adSoyad, kisisel.email, kisisel.sifreHash, id));
  statements.push(...ekler);
  try {
    await db.batch(statements);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'EMAIL_TAKEN', 'error.emailTaken');
    throw error;
  }
}

/** Disables the membership (with the caller's session-closing statement); with no active venue left, the account too. */
export async function uyePasif(db: D1Database, isletmeId: number, id: number, oturumKapat: D1PreparedStatement): Promise<void> {
  await db.batch([
    db.prepare('UPDATE isletme_kullanici SET aktif = 0 WHERE isletme_id = ? AND kullanici_id = ?').bind(isletmeId, id),
    oturumKapat,
    // with no venue left the account itself is closed, so the login answer stays the generic one
    db.prepare('UPDATE kullanici SET aktif = 0 WHERE id = ? AND NOT EXISTS (SELECT 1 FROM isletme_kullanici WHERE kullanici_id = ? AND aktif = 1 AND isletme_id <> ?)').bind(id, id, isletmeId),
  ]);
}

/** Enables the membership (only while the licence has a free seat) and the account; false when no seat was free. */
export async function uyeAktif(db: D1Database, isletmeId: number, id: number): Promise<boolean> {
  const [uyelik] = await db.batch([
    db.prepare(`UPDATE isletme_kullanici SET aktif = 1 WHERE isletme_id = ?1 AND kullanici_id = ?2 AND (aktif = 1 OR ${koltukVarSql('?1')})`).bind(isletmeId, id),
    db.prepare('UPDATE kullanici SET aktif = 1 WHERE id = ?1 AND EXISTS (SELECT 1 FROM isletme_kullanici WHERE isletme_id = ?2 AND kullanici_id = ?1 AND aktif = 1)').bind(id, isletmeId),
  ]);
  return (uyelik?.meta.changes ?? 0) > 0;
}
