import { parseMetin } from '@lib/menu/text';
import type { Aralik, PersonelGirdisi, PersonelListesi } from '@lib/schemas/personel';
import { ApiError } from '@worker/http/envelope';
import { isForeignKeyViolation, uniqueAs409 } from '@worker/http/validation';
import { SAAT_DILIMI_SQL, saatDilimiSatiri } from '@worker/db/parametre';

/**
 * Staff of the appointment panel: people of the venue's register (personel) with an appointment profile (randevu_profil),
 * read through the randevu_personel view, + services, hours, leave. Reads and writes, always venue-scoped.
 */

export const AKTIF_DURUMLAR_SQL = "('beklemede', 'onaylandi')";
export const notFound = () => new ApiError(404, 'NOT_FOUND', 'error.notFound');

export interface PersonelSatiri {
  id: number;
  ad: string;
  renk: string;
  foto: string | null;
  sira: number;
  aktif: number;
  online: number;
  kullanici_id: number | null;
  kullanici_ad: string | null;
}




const SATIR_SQL = `SELECT p.id, p.ad, p.renk, p.foto, p.sira, p.aktif, p.online, p.kullanici_id, k.ad_soyad AS kullanici_ad
  FROM randevu_personel p LEFT JOIN kullanici k ON k.id = p.kullanici_id`;

/** One staff row of the venue, else 404 (another venue's id looks exactly like a missing one). */
export async function personelBul(db: D1Database, isletmeId: number, id: number): Promise<PersonelSatiri> {
  const row = await db.prepare(`${SATIR_SQL} WHERE p.id = ? AND p.isletme_id = ?`).bind(id, isletmeId).first<PersonelSatiri>();
  if (!row) throw notFound();
  return row;
}

/** Everything the staff screen shows, in one batch. */
export async function personelListesi(db: D1Database, isletmeId: number, nowIso = new Date().toISOString()): Promise<PersonelListesi> {
  const ofVenue = 'JOIN randevu_personel p ON p.id = x.personel_id AND p.isletme_id = ?';
  const [satirlar, baglar, saatler, izinler, randevular, hizmetler, hesaplar, isletme, adaylar] = await db.batch([
    db.prepare(`${SATIR_SQL} WHERE p.isletme_id = ? ORDER BY p.sira, p.id`).bind(isletmeId),
    db.prepare(`SELECT x.personel_id, x.hizmet_id FROM randevu_personel_hizmet x ${ofVenue} ORDER BY x.hizmet_id`).bind(isletmeId),
    db.prepare(`SELECT x.personel_id, x.gun, x.baslangic, x.bitis, x.tur FROM randevu_calisma x ${ofVenue} ORDER BY x.gun, x.tur, x.baslangic`).bind(isletmeId),
    db.prepare(`SELECT x.personel_id, count(*) AS n FROM randevu_izin x ${ofVenue} WHERE x.bitis > ? GROUP BY x.personel_id`).bind(isletmeId, nowIso),
    db.prepare(`SELECT personel_id, count(*) AS toplam, sum(durum IN ${AKTIF_DURUMLAR_SQL} AND baslangic >= ?) AS gelecek FROM randevu WHERE isletme_id = ? GROUP BY personel_id`).bind(nowIso, isletmeId),
    db.prepare("SELECT id, ad, aktif FROM randevu_hizmet WHERE isletme_id = ? ORDER BY aktif DESC, json_extract(ad, '$.tr') COLLATE NOCASE, id").bind(isletmeId),
    db.prepare(`SELECT k.id, k.ad_soyad FROM isletme_kullanici ik JOIN kullanici k ON k.id = ik.kullanici_id
      WHERE ik.isletme_id = ? AND ik.aktif = 1 AND k.aktif = 1 AND k.kullanici_tipi = 2 ORDER BY k.ad_soyad COLLATE NOCASE, k.id`).bind(isletmeId),
    db.prepare(SAAT_DILIMI_SQL).bind(isletmeId),
    db.prepare(`SELECT id, ad, unvan, renk, foto, kullanici_id FROM personel p WHERE isletme_id = ? AND aktif = 1
      AND NOT EXISTS (SELECT 1 FROM randevu_profil rp WHERE rp.personel_id = p.id) ORDER BY ad COLLATE NOCASE, id`).bind(isletmeId),
  ]);
  const grupla = <T extends { personel_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.personel_id, [...(map.get(row.personel_id) ?? []), row]);
    return map;
  };
  const bagMap = grupla(baglar!.results as { personel_id: number; hizmet_id: number }[]);
  const saatMap = grupla(saatler!.results as (Aralik & { personel_id: number })[]);
  const izinMap = new Map((izinler!.results as { personel_id: number; n: number }[]).map((r) => [r.personel_id, r.n]));
  const randevuMap = new Map((randevular!.results as { personel_id: number; toplam: number; gelecek: number | null }[]).map((r) => [r.personel_id, r]));
  return {
    personeller: (satirlar!.results as PersonelSatiri[]).map((row) => ({
      id: row.id,
      ad: row.ad,
      renk: row.renk,
      foto: row.foto,
      sira: row.sira,
      aktif: row.aktif === 1,
      online: row.online === 1,
      kullaniciId: row.kullanici_id,
      kullaniciAd: row.kullanici_ad,
      hizmetIdler: (bagMap.get(row.id) ?? []).map((b) => b.hizmet_id),
      calisma: (saatMap.get(row.id) ?? []).map(({ gun, baslangic, bitis, tur }) => ({ gun, baslangic, bitis, tur })),
      izinSayisi: izinMap.get(row.id) ?? 0,
      gelecekRandevu: randevuMap.get(row.id)?.gelecek ?? 0,
      toplamRandevu: randevuMap.get(row.id)?.toplam ?? 0,
    })),
    hizmetler: (hizmetler!.results as { id: number; ad: string; aktif: number }[]).map((h) => ({ id: h.id, ad: parseMetin(h.ad), aktif: h.aktif === 1 })),
    hesaplar: (hesaplar!.results as { id: number; ad_soyad: string }[]).map((h) => ({ id: h.id, adSoyad: h.ad_soyad })),
    adaylar: (adaylar!.results as { id: number; ad: string; unvan: string; renk: string; foto: string | null; kullanici_id: number | null }[])
      .map((a) => ({ id: a.id, ad: a.ad, unvan: a.unvan, renk: a.renk, foto: a.foto, kullaniciId: a.kullanici_id })),
    saatDilimi: saatDilimiSatiri(isletme!.results[0]),
  };
}

/** A register entry of the venue that may get an appointment profile: 404 if not the venue's, 409 if it has one. */
export async function adayBul(db: D1Database, isletmeId: number, personelId: number): Promise<{ id: number; foto: string | null; kullanici_id: number | null }> {
  const row = await db.prepare(`SELECT p.id, p.foto, p.kullanici_id, EXISTS (SELECT 1 FROM randevu_profil rp WHERE rp.personel_id = p.id) AS profilli
      FROM personel p WHERE p.id = ? AND p.isletme_id = ?`).bind(personelId, isletmeId).first<{ id: number; foto: string | null; kullanici_id: number | null; profilli: number }>();
  if (!row) throw notFound();
  if (row.profilli) throw new ApiError(409, 'HAS_PROFILE', 'personel.api.profilVar');
  return row;
}

/** Every service id must be one of the venue's, else 404. */
export async function hizmetleriDogrula(db: D1Database, isletmeId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const n = await db.prepare('SELECT count(*) AS n FROM randevu_hizmet WHERE isletme_id = ? AND id IN (SELECT value FROM json_each(?))').bind(isletmeId, JSON.stringify(ids)).first<number>('n');
  if (n !== ids.length) throw new ApiError(404, 'NOT_FOUND', 'personel.api.hizmetYok');
}

/** Account links are the register's rule (worker/db/personel); the appointment panel checks the same way. */
export { hesapDogrula } from './hesap';

/** A staff write; the UNIQUE (isletme_id, kullanici_id) index (a race past hesapDogrula) becomes 409, not 500. */
const hesapTekil = <T>(write: () => Promise<T>) => uniqueAs409(write, 'ACCOUNT_LINKED', 'personel.api.hesapBagli');

const hizmetBagla = (db: D1Database, isletmeId: number, personelRef: string, ids: readonly number[], ...refParams: unknown[]) =>
  db.prepare(`INSERT OR IGNORE INTO randevu_personel_hizmet (personel_id, hizmet_id) SELECT ${personelRef}, h.id FROM randevu_hizmet h WHERE h.isletme_id = ? AND h.id IN (SELECT value FROM json_each(?))`)
    .bind(...refParams, isletmeId, JSON.stringify(ids));

/**
 * New appointment staff at the end of the order; returns the id. With `personelId` the person is already in the
 * venue's register (added on /isletme/personel) and only gets the appointment profile; else the register entry is
 * created in the same batch.
 */
export async function personelEkle(db: D1Database, isletmeId: number, input: PersonelGirdisi, personelId: number | null = null): Promise<number> {
  const profil = (ref: string, ...refParams: unknown[]) =>
    db.prepare(`INSERT INTO randevu_profil (personel_id, isletme_id, aktif, online, sira)
        SELECT ${ref}, ?, ?, ?, coalesce(max(sira), 0) + 1 FROM randevu_profil WHERE isletme_id = ?`)
      .bind(...refParams, isletmeId, input.aktif ? 1 : 0, input.online ? 1 : 0, isletmeId);
  if (personelId !== null) {
    await hesapTekil(() =>
      db.batch([
        db.prepare('UPDATE personel SET ad = ?, renk = ?, foto = ?, kullanici_id = ? WHERE id = ? AND isletme_id = ?')
          .bind(input.ad, input.renk, input.foto, input.kullaniciId, personelId, isletmeId),
        profil('?', personelId),
        hizmetBagla(db, isletmeId, '?', input.hizmetIdler, personelId),
      ]),
    );
    return personelId;
  }
  return hesapTekil(async () => {
    const [eklenen] = await db.batch<{ id: number }>([
      db.prepare('INSERT INTO personel (isletme_id, ad, renk, foto, kullanici_id, aktif) VALUES (?, ?, ?, ?, ?, 1) RETURNING id')
        .bind(isletmeId, input.ad, input.renk, input.foto, input.kullaniciId),
      // inside the batch (one transaction) the row just inserted holds the highest id
      profil('(SELECT max(id) FROM personel)'),
      hizmetBagla(db, isletmeId, '(SELECT max(id) FROM personel)', input.hizmetIdler),
    ]);
    return eklenen!.results[0]!.id;
  });
}

export async function personelGuncelle(db: D1Database, isletmeId: number, id: number, input: PersonelGirdisi): Promise<void> {
  await hesapTekil(() =>
    db.batch([
      db.prepare('UPDATE personel SET ad = ?, renk = ?, foto = ?, kullanici_id = ? WHERE id = ? AND isletme_id = ?')
        .bind(input.ad, input.renk, input.foto, input.kullaniciId, id, isletmeId),
      db.prepare('UPDATE randevu_profil SET aktif = ?, online = ? WHERE personel_id = ? AND isletme_id = ?').bind(input.aktif ? 1 : 0, input.online ? 1 : 0, id, isletmeId),
      db.prepare('DELETE FROM randevu_personel_hizmet WHERE personel_id = ? AND hizmet_id NOT IN (SELECT value FROM json_each(?))').bind(id, JSON.stringify(input.hizmetIdler)),
      hizmetBagla(db, isletmeId, '?', input.hizmetIdler, id),
    ]),
  );
}

/**
 * Takes a person off the appointment panel: their profile, service links, hours and leave go, their tasks stay
 * unassigned, the register entry (/isletme/personel) stays. Refused (409) while any appointment references them.
 */
export async function personelSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  const randevu = await db.prepare('SELECT count(*) AS n FROM randevu WHERE personel_id = ?').bind(id).first<number>('n');
  const refuse = () => new ApiError(409, 'HAS_APPOINTMENTS', 'personel.randevu.api.randevuVar', { sayi: randevu ?? 0 });
  if (randevu) throw refuse();
  try {
    await db.batch([
      db.prepare('DELETE FROM randevu_personel_hizmet WHERE personel_id = ?').bind(id),
      db.prepare('DELETE FROM randevu_calisma WHERE personel_id = ?').bind(id),
      db.prepare('DELETE FROM randevu_izin WHERE personel_id = ?').bind(id),
      db.prepare('UPDATE randevu_gorev SET personel_id = NULL WHERE personel_id = ? AND isletme_id = ?').bind(id, isletmeId),
      db.prepare('DELETE FROM randevu_profil WHERE personel_id = ? AND isletme_id = ?').bind(id, isletmeId),
    ]);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw refuse();
    throw error;
  }
}

/** New order: exactly the given staff of the venue, first = 1. */
export async function siraKaydet(db: D1Database, isletmeId: number, idler: readonly number[]): Promise<void> {
  const n = await db.prepare('SELECT count(*) AS n FROM randevu_personel WHERE isletme_id = ? AND id IN (SELECT value FROM json_each(?))').bind(isletmeId, JSON.stringify(idler)).first<number>('n');
  if (n !== idler.length) throw notFound();
  await db.batch(idler.map((id, index) => db.prepare('UPDATE randevu_profil SET sira = ? WHERE personel_id = ? AND isletme_id = ?').bind(index + 1, id, isletmeId)));
}

/** Open (pending or confirmed) appointments of one staff member from now on. */
export async function gelecekRandevuSayisi(db: D1Database, personelId: number, nowIso = new Date().toISOString()): Promise<number> {
  const n = await db.prepare("SELECT count(*) AS n FROM randevu WHERE personel_id = ? AND durum IN ('beklemede', 'onaylandi') AND baslangic >= ?").bind(personelId, nowIso).first<number>('n');
  return n ?? 0;
}
