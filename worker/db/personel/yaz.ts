import type { PersonelKaydiGirdisi } from '@lib/schemas/personel';
import { ApiError } from '@worker/http/envelope';
import { isForeignKeyViolation, uniqueAs409 } from '@worker/http/validation';

/** The UNIQUE (isletme_id, kullanici_id) index (a race past hesapDogrula) becomes 409, not 500. */
const hesapTekil = <T>(write: () => Promise<T>) => uniqueAs409(write, 'ACCOUNT_LINKED', 'personel.api.hesapBagli');

const alanlar = (g: PersonelKaydiGirdisi) =>
  [g.ad, g.telefon, g.email, g.unvan, g.baslamaTarihi, g.ayrilmaTarihi, g.aktif ? 1 : 0, g.foto, g.renk, g.notlar, g.kullaniciId] as const;

/** A new person in the register (no appointment profile: that is given on /isletme/randevutakip/personel); returns the id. */
export async function personelKaydiEkle(db: D1Database, isletmeId: number, g: PersonelKaydiGirdisi): Promise<number> {
  return hesapTekil(async () => {
    const row = await db.prepare(`INSERT INTO personel (isletme_id, ad, telefon, email, unvan, baslama_tarihi, ayrilma_tarihi, aktif, foto, renk, notlar, kullanici_id)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`).bind(isletmeId, ...alanlar(g)).first<{ id: number }>();
    return row!.id;
  });
}

/** Leaving (aktif 0) needs nothing else: the randevu_personel view stops offering a person who left. */
export async function personelKaydiGuncelle(db: D1Database, isletmeId: number, id: number, g: PersonelKaydiGirdisi): Promise<void> {
  await hesapTekil(() =>
    db.prepare(`UPDATE personel SET ad = ?, telefon = ?, email = ?, unvan = ?, baslama_tarihi = ?, ayrilma_tarihi = ?, aktif = ?, foto = ?, renk = ?,
        notlar = ?, kullanici_id = ? WHERE id = ? AND isletme_id = ?`).bind(...alanlar(g), id, isletmeId).run(),
  );
}

/**
 * Removes a person who left no trace: refused (409, "mark as left instead") while appointments, tasks or leave
 * history point at them. Their appointment profile, services and weekly hours go with them.
 */
export async function personelKaydiSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  const izler = await db.prepare(`SELECT (SELECT count(*) FROM randevu WHERE personel_id = ?1) AS randevu,
      (SELECT count(*) FROM randevu_gorev WHERE personel_id = ?1) AS gorev,
      (SELECT count(*) FROM randevu_izin WHERE personel_id = ?1) AS izin`).bind(id).first<{ randevu: number; gorev: number; izin: number }>();
  if (izler?.randevu) throw new ApiError(409, 'HAS_APPOINTMENTS', 'personel.api.randevuVar', { sayi: izler.randevu });
  if (izler?.gorev) throw new ApiError(409, 'HAS_TASKS', 'personel.api.gorevVar', { sayi: izler.gorev });
  if (izler?.izin) throw new ApiError(409, 'HAS_HISTORY', 'personel.api.gecmisVar');
  try {
    await db.batch([
      db.prepare('DELETE FROM randevu_personel_hizmet WHERE personel_id = ?').bind(id),
      db.prepare('DELETE FROM randevu_calisma WHERE personel_id = ?').bind(id),
      db.prepare('DELETE FROM randevu_profil WHERE personel_id = ? AND isletme_id = ?').bind(id, isletmeId),
      db.prepare('DELETE FROM personel WHERE id = ? AND isletme_id = ?').bind(id, isletmeId),
    ]);
  } catch (error) {
    // a row written between the check and the batch (or a table added later) still refuses instead of a 500
    if (isForeignKeyViolation(error)) throw new ApiError(409, 'HAS_HISTORY', 'personel.api.gecmisVar');
    throw error;
  }
}
