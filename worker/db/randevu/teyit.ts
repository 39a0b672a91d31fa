import { TEYIT_AMACI } from '@lib/randevu/hatirlatma';
import { decryptLink } from '@worker/crypto/link';
import { ApiError } from '@worker/http/envelope';
import { idIleSorgu, type RandevuSatiri } from './sorgu';

/** The guest's confirm link of a reminder: open it (checks), and confirm the appointment it names. */

export type TeyitSatiri = RandevuSatiri & { teyit_zamani: string | null; firma_adi: string; firma_key: string };

/** Opens a confirm token for this FirmaKey: each refusal names its reason (unreadable/tampered/other purpose, expired, other venue, moved). */
export async function teyitAc(db: D1Database, linkKey: string, firmaKey: string, token: string, nowMs: number): Promise<TeyitSatiri> {
  // expiry is checked below, so an expired link gets its own message instead of "invalid"
  const payload = await decryptLink(linkKey, token.trim(), TEYIT_AMACI, 0);
  const { r: randevuId, i: isletmeId, b: baslangicMs } = payload.ids;
  if (typeof randevuId !== 'number' || typeof isletmeId !== 'number' || typeof baslangicMs !== 'number') throw new ApiError(400, 'LINK_INVALID', 'error.invalidLink');
  if (payload.exp <= nowMs) throw new ApiError(410, 'LINK_EXPIRED', 'randevu.hatirlatma.api.linkSuresiDoldu');
  const [row, teyit] = await db.batch([
    idIleSorgu(db, firmaKey, randevuId, isletmeId),
    db.prepare('SELECT r.teyit_zamani, k.firma_adi, k.firma_key FROM randevu r JOIN randevu_kanal k ON k.isletme_id = r.isletme_id WHERE r.id = ? AND r.isletme_id = ?').bind(randevuId, isletmeId),
  ]);
  const r = row!.results[0] as RandevuSatiri | undefined;
  if (!r) throw new ApiError(404, 'NOT_FOUND', 'randevu.api.notFound');
  // the link was written for another time: the appointment has moved since
  if (Date.parse(r.baslangic) !== baslangicMs) throw new ApiError(409, 'LINK_STALE', 'randevu.hatirlatma.api.saatDegisti');
  const ek = teyit!.results[0] as { teyit_zamani: string | null; firma_adi: string; firma_key: string };
  return { ...r, teyit_zamani: ek.teyit_zamani, firma_adi: ek.firma_adi, firma_key: ek.firma_key };
}

/** Confirms an active appointment that has not started; a second confirm changes nothing. */
export async function teyitYaz(db: D1Database, row: TeyitSatiri, nowMs: number): Promise<TeyitSatiri> {
  if (row.durum !== 'beklemede' && row.durum !== 'onaylandi') throw new ApiError(409, 'NOT_ACTIVE', 'randevu.api.notActive');
  if (row.teyit_zamani) return row;
  const zaman = new Date(nowMs).toISOString();
  const yazilan = await db.prepare(`UPDATE randevu SET teyit_zamani = ? WHERE id = ? AND isletme_id = ? AND baslangic = ? AND durum IN ('beklemede', 'onaylandi')
      AND teyit_zamani IS NULL RETURNING teyit_zamani`).bind(zaman, row.id, row.isletme_id, row.baslangic).first<{ teyit_zamani: string }>();
  if (yazilan) return { ...row, teyit_zamani: yazilan.teyit_zamani };
  // a parallel confirm won, or the appointment changed in between: read what it is now
  const simdi = await db.prepare('SELECT durum, baslangic, teyit_zamani FROM randevu WHERE id = ? AND isletme_id = ?').bind(row.id, row.isletme_id)
    .first<{ durum: TeyitSatiri['durum']; baslangic: string; teyit_zamani: string | null }>();
  if (!simdi || simdi.baslangic !== row.baslangic) throw new ApiError(409, 'LINK_STALE', 'randevu.hatirlatma.api.saatDegisti');
  if (!simdi.teyit_zamani) throw new ApiError(409, 'NOT_ACTIVE', 'randevu.api.notActive');
  return { ...row, durum: simdi.durum, teyit_zamani: simdi.teyit_zamani };
}
