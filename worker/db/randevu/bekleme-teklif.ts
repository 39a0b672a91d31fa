import { TEKLIF_AMACI } from '@lib/randevu/bekleme';
import { decryptLink, encryptLink } from '@worker/crypto/link';
import { hataZinciri } from '@worker/http/validation';
import { ApiError } from '@worker/http/envelope';

/** A waitlist offer's link: made for one offer of one venue, opened with its checks (each refusal names its reason). */

export interface TeklifSatiri {
  id: number; bekleme_id: number; isletme_id: number; personel_id: number; personel_ad: string; baslangic: string; bitis: string; son_zaman: string;
  durum: 'acik' | 'kabul' | 'suresi_doldu' | 'dolu' | 'iptal'; randevu_id: number | null;
  ad_soyad: string; telefon: string; hizmet_id: number; hizmet_ad: string; dil: string | null; kvkk_metin_surum: string | null; kvkk_onay_zamani: string | null;
  firma_key: string; firma_adi: string; isletme_ad: string; saat_dilimi: string;
}

/** `/{firmaAdi}/{firmaKey}/randevu/teklif?t=…`, working until the offer's end. */
export async function teklifLinki(linkKey: string, v: { firmaAdi: string; firmaKey: string }, teklifId: number, isletmeId: number, sonZamanMs: number): Promise<string> {
  const token = await encryptLink(linkKey, { purpose: TEKLIF_AMACI, ids: { t: teklifId, i: isletmeId }, exp: sonZamanMs });
  return `/${encodeURIComponent(v.firmaAdi)}/${encodeURIComponent(v.firmaKey)}/randevu/teklif?t=${token}`;
}

export async function teklifAc(db: D1Database, linkKey: string, firmaKey: string, token: string, nowMs: number): Promise<TeklifSatiri> {
  // expiry is checked here, so an expired link gets its own message instead of "invalid"
  const payload = await decryptLink(linkKey, token.trim(), TEKLIF_AMACI, 0);
  const { t: teklifId, i: isletmeId } = payload.ids;
  if (typeof teklifId !== 'number' || typeof isletmeId !== 'number') throw new ApiError(400, 'LINK_INVALID', 'error.invalidLink');
  if (payload.exp <= nowMs) throw new ApiError(410, 'OFFER_EXPIRED', 'randevu.bekleme.api.teklifSuresiDoldu');
  const row = await db.prepare(`SELECT t.id, t.bekleme_id, t.isletme_id, t.personel_id, p.ad AS personel_ad, t.baslangic, t.bitis, t.son_zaman, t.durum, t.randevu_id,
      b.ad_soyad, b.telefon, b.hizmet_id, h.ad AS hizmet_ad, b.dil, b.kvkk_metin_surum, b.kvkk_onay_zamani, k.firma_key, k.firma_adi, i.ad AS isletme_ad, i.saat_dilimi
    FROM randevu_bekleme_teklif t JOIN randevu_bekleme b ON b.id = t.bekleme_id JOIN randevu_hizmet h ON h.id = b.hizmet_id JOIN personel p ON p.id = t.personel_id
    JOIN randevu_kanal k ON k.isletme_id = t.isletme_id JOIN isletme i ON i.id = t.isletme_id
    WHERE t.id = ? AND t.isletme_id = ? AND k.firma_key = ? AND k.aktif = 1`).bind(teklifId, isletmeId, firmaKey).first<TeklifSatiri>();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'randevu.bekleme.api.teklifYok');
  return row;
}

/** The accepting batch found the offer closed (the trigger of migration 0045). */
export const teklifKapaliHatasi = (error: unknown) => hataZinciri(error).includes('randevu_bekleme_teklif not open');

/** Someone else took the slot: the offer ends and its entry waits again (the next pass may offer it another slot). */
export async function teklifDustu(db: D1Database, row: TeklifSatiri): Promise<void> {
  await db.batch([
    db.prepare("UPDATE randevu_bekleme_teklif SET durum = 'dolu' WHERE id = ? AND durum = 'acik'").bind(row.id),
    db.prepare(`UPDATE randevu_bekleme SET durum = 'bekliyor', guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND durum = 'teklif'
      AND NOT EXISTS (SELECT 1 FROM randevu_bekleme_teklif WHERE bekleme_id = ? AND durum = 'acik')`).bind(row.bekleme_id, row.bekleme_id),
  ]);
}

/** The statements that mark the offer accepted in the booking's own batch (the trigger refuses a closed offer). */
export function kabulKomutlari(db: D1Database, row: TeklifSatiri, randevuKod: string): D1PreparedStatement[] {
  return [
    db.prepare("UPDATE randevu_bekleme_teklif SET durum = 'kabul', randevu_id = (SELECT id FROM randevu WHERE kod = ?) WHERE id = ?").bind(randevuKod, row.id),
    db.prepare("UPDATE randevu_bekleme SET durum = 'randevu', guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(row.bekleme_id),
  ];
}

export async function teklifDurumu(db: D1Database, id: number): Promise<TeklifSatiri['durum'] | null> {
  return db.prepare('SELECT durum FROM randevu_bekleme_teklif WHERE id = ?').bind(id).first<TeklifSatiri['durum']>('durum');
}
