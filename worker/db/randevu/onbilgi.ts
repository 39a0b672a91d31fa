/**
 * The customer a follow-up message's booking link names, to prefill the booking form: only while the link's venue still
 * takes online bookings under this FirmaKey and the customer is not erased; else null.
 */
export async function onbilgiMusterisi(db: D1Database, firmaKey: string, isletmeId: number, musteriId: number): Promise<{ adSoyad: string; telefon: string } | null> {
  const m = await db.prepare(`SELECT m.ad_soyad, m.telefon FROM musteri m JOIN randevu_kanal k ON k.isletme_id = m.isletme_id AND k.firma_key = ? AND k.aktif = 1
      WHERE m.id = ? AND m.isletme_id = ? AND m.silinme_zamani IS NULL`).bind(firmaKey, musteriId, isletmeId).first<{ ad_soyad: string; telefon: string }>();
  return m ? { adSoyad: m.ad_soyad, telefon: m.telefon } : null;
}
