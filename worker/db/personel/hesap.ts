import { ApiError } from '@worker/http/envelope';

/** The linked account must be an active operator member of this venue (404) and not linked to another person (409). */
export async function hesapDogrula(db: D1Database, isletmeId: number, kullaniciId: number | null, kendisi = 0): Promise<void> {
  if (kullaniciId === null) return;
  const row = await db
    .prepare(`SELECT (SELECT count(*) FROM isletme_kullanici ik JOIN kullanici k ON k.id = ik.kullanici_id
        WHERE ik.isletme_id = ? AND ik.kullanici_id = ? AND ik.aktif = 1 AND k.aktif = 1 AND k.kullanici_tipi = 2) AS uye,
      (SELECT count(*) FROM personel WHERE isletme_id = ? AND kullanici_id = ? AND id <> ?) AS bagli`)
    .bind(isletmeId, kullaniciId, isletmeId, kullaniciId, kendisi)
    .first<{ uye: number; bagli: number }>();
  if (!row || row.uye === 0) throw new ApiError(404, 'NOT_FOUND', 'personel.api.hesapYok');
  if (row.bagli > 0) throw new ApiError(409, 'ACCOUNT_LINKED', 'personel.api.hesapBagli');
}

/** Active operator accounts of the venue that may be linked to a person. */
export async function baglanabilirHesaplar(db: D1Database, isletmeId: number): Promise<{ id: number; adSoyad: string }[]> {
  const { results } = await db.prepare(`SELECT k.id, k.ad_soyad FROM isletme_kullanici ik JOIN kullanici k ON k.id = ik.kullanici_id
      WHERE ik.isletme_id = ? AND ik.aktif = 1 AND k.aktif = 1 AND k.kullanici_tipi = 2 ORDER BY k.ad_soyad COLLATE NOCASE, k.id`).bind(isletmeId).all<{ id: number; ad_soyad: string }>();
  return results.map((h) => ({ id: h.id, adSoyad: h.ad_soyad }));
}
