import { ApiError } from '@worker/http/envelope';
import { koltukVarSql } from '@worker/db/lisans/koltuk';

/** The account behind an e-mail and whether it already belongs to the venue (any state). */
export interface MevcutHesap {
  id: number;
  kullaniciTipi: number;
  uye: boolean;
}

/** Looks an e-mail up (the column is NOCASE; the schema has trimmed and lower-cased it). */
export async function hesapBul(db: D1Database, email: string, isletmeId: number): Promise<MevcutHesap | null> {
  const row = await db
    .prepare(
      `SELECT k.id, k.kullanici_tipi,
              EXISTS (SELECT 1 FROM isletme_kullanici ik WHERE ik.kullanici_id = k.id AND ik.isletme_id = ?) AS uye
         FROM kullanici k WHERE k.email = ?`,
    )
    .bind(isletmeId, email)
    .first<{ id: number; kullanici_tipi: number; uye: number }>();
  return row ? { id: row.id, kullaniciTipi: row.kullanici_tipi, uye: row.uye === 1 } : null;
}

/**
 * Why a new account cannot be made for an e-mail that has one: already ours, an operator the venue may add
 * (the panel then offers POST /mevcut), or someone else's (admins are never named as such).
 */
export function varOlanHesapHatasi(hesap: MevcutHesap): ApiError {
  if (hesap.kullaniciTipi !== 2) return new ApiError(409, 'EMAIL_TAKEN', 'error.emailTaken');
  if (hesap.uye) return new ApiError(409, 'ALREADY_MEMBER', 'error.alreadyMember');
  return new ApiError(409, 'ACCOUNT_EXISTS', 'error.accountExists');
}

/**
 * Adds an existing operator account to the venue: only the membership row (while the licence has a free seat), plus
 * reopening an account that was closed when its last venue disabled it (as POST /:id/aktif does), so the new venue
 * can actually log it in. False when no seat was free (nothing changed).
 */
export async function uyelikEkle(db: D1Database, isletmeId: number, kullaniciId: number, yetkiSetiId: number | null): Promise<boolean> {
  const [uyelik] = await db.batch([
    db.prepare(`INSERT INTO isletme_kullanici (isletme_id, kullanici_id, yetki_seti_id) SELECT ?1, ?2, ?3 WHERE ${koltukVarSql('?1')}`).bind(isletmeId, kullaniciId, yetkiSetiId),
    db.prepare('UPDATE kullanici SET aktif = 1 WHERE id = ?1 AND kullanici_tipi = 2 AND EXISTS (SELECT 1 FROM isletme_kullanici WHERE isletme_id = ?2 AND kullanici_id = ?1 AND aktif = 1)').bind(kullaniciId, isletmeId),
  ]);
  return (uyelik?.meta.changes ?? 0) > 0;
}
