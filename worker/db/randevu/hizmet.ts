import type { Hizmet, HizmetGirdisi, HizmetListesi } from '@lib/schemas/randevu/hizmet';
import { ApiError } from '@worker/http/envelope';
import { cokDilli, jsonList } from '@worker/db/qrmenu/admin';
import { isForeignKeyViolation } from '@worker/http/validation';

/** Queries of the services screen (/api/isletme/randevu/hizmetler). Every query is scoped by venue. */

export const notFound = () => new ApiError(404, 'NOT_FOUND', 'error.notFound');

interface HizmetSatiri {
  id: number;
  ad: string;
  sure_dk: number;
  fiyat_kurus: number;
  once_tampon_dk: number;
  sonra_tampon_dk: number;
  online: number;
  aktif: number;
  personel_idler: string;
}

const HIZMET_SELECT = `SELECT h.id, h.ad, h.sure_dk, h.fiyat_kurus, h.once_tampon_dk, h.sonra_tampon_dk, h.online, h.aktif,
  (SELECT json_group_array(ph.personel_id) FROM randevu_personel_hizmet ph JOIN randevu_personel p ON p.id = ph.personel_id AND p.isletme_id = h.isletme_id
    WHERE ph.hizmet_id = h.id) AS personel_idler
  FROM randevu_hizmet h`;

// items reach a service only through the venue's appointments; the join keeps the count on the venue's index
const KULLANIM_SAYISI = `SELECT k.hizmet_id, count(*) AS n FROM randevu r JOIN randevu_kalem k ON k.randevu_id = r.id WHERE r.isletme_id = ?`;

function toHizmet(row: HizmetSatiri, randevuSayisi: number): Hizmet {
  const ad = cokDilli(row.ad);
  return {
    id: row.id,
    ad,
    sureDk: row.sure_dk,
    fiyatKurus: row.fiyat_kurus,
    onceTamponDk: row.once_tampon_dk,
    sonraTamponDk: row.sonra_tampon_dk,
    online: row.online === 1,
    aktif: row.aktif === 1,
    personelIdler: jsonList<number>(row.personel_idler).filter((x) => typeof x === 'number').sort((a, b) => a - b),
    randevuSayisi,
  };
}

/** Every service of the venue (Turkish name order) and the staff who may be linked to them. */
export async function hizmetListesi(db: D1Database, isletmeId: number): Promise<HizmetListesi> {
  const [hizmetler, sayilar, personeller] = await db.batch([
    db.prepare(`${HIZMET_SELECT} WHERE h.isletme_id = ? ORDER BY h.id`).bind(isletmeId),
    db.prepare(`${KULLANIM_SAYISI} GROUP BY k.hizmet_id`).bind(isletmeId),
    db.prepare('SELECT id, ad, aktif FROM randevu_personel WHERE isletme_id = ? ORDER BY sira, id').bind(isletmeId),
  ]);
  const sayi = new Map((sayilar!.results as { hizmet_id: number; n: number }[]).map((row) => [row.hizmet_id, row.n]));
  return {
    hizmetler: (hizmetler!.results as unknown as HizmetSatiri[])
      .map((row) => toHizmet(row, sayi.get(row.id) ?? 0))
      .sort((a, b) => a.ad.tr.localeCompare(b.ad.tr, 'tr') || a.id - b.id),
    personeller: (personeller!.results as { id: number; ad: string; aktif: number }[]).map((row) => ({ id: row.id, ad: row.ad, aktif: row.aktif === 1 })),
  };
}

/** One service of the venue, else 404 (another venue's id looks exactly like a missing one). */
export async function hizmetBul(db: D1Database, isletmeId: number, id: number): Promise<Hizmet> {
  const [row, sayi] = await db.batch([
    db.prepare(`${HIZMET_SELECT} WHERE h.isletme_id = ? AND h.id = ?`).bind(isletmeId, id),
    db.prepare(`${KULLANIM_SAYISI} AND k.hizmet_id = ?`).bind(isletmeId, id),
  ]);
  const hizmet = row!.results[0] as HizmetSatiri | undefined;
  if (!hizmet) throw notFound();
  return toHizmet(hizmet, (sayi!.results[0] as { n: number } | undefined)?.n ?? 0);
}

/** Body references must be the venue's own staff: anything else is a 400 that names no other venue's rows. */
export async function personelDogrula(db: D1Database, isletmeId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const row = await db
    .prepare('SELECT count(*) AS n FROM randevu_personel WHERE isletme_id = ? AND id IN (SELECT value FROM json_each(?))')
    .bind(isletmeId, JSON.stringify(ids))
    .first<{ n: number }>();
  if ((row?.n ?? 0) !== ids.length) throw new ApiError(400, 'STAFF_INVALID', 'randevu.hizmet.api.personelGecersiz');
}

const alanlar = (input: HizmetGirdisi) => [
  JSON.stringify(input.ad), input.sureDk, input.fiyatKurus, input.onceTamponDk, input.sonraTamponDk, input.online ? 1 : 0, input.aktif ? 1 : 0,
];

/** Creates a service and its staff links in ONE batch; returns the new id. */
export async function hizmetEkle(db: D1Database, isletmeId: number, input: HizmetGirdisi): Promise<number> {
  const [inserted] = await db.batch([
    db
      .prepare('INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus, once_tampon_dk, sonra_tampon_dk, online, aktif) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id')
      .bind(isletmeId, ...alanlar(input)),
    // the batch is one transaction and ids grow, so the newest service is the one just inserted
    db
      .prepare(`INSERT INTO randevu_personel_hizmet (personel_id, hizmet_id)
        SELECT p.id, (SELECT max(id) FROM randevu_hizmet WHERE isletme_id = ?1) FROM randevu_personel p
        WHERE p.isletme_id = ?1 AND p.id IN (SELECT value FROM json_each(?2))`)
      .bind(isletmeId, JSON.stringify(input.personelIdler)),
  ]);
  return (inserted!.results[0] as { id: number }).id;
}

/** Replaces the fields and the staff links of an existing service in ONE batch. */
export async function hizmetGuncelle(db: D1Database, isletmeId: number, id: number, input: HizmetGirdisi): Promise<void> {
  const sahip = 'EXISTS (SELECT 1 FROM randevu_hizmet WHERE id = ?1 AND isletme_id = ?2)';
  await db.batch([
    db
      .prepare('UPDATE randevu_hizmet SET ad = ?, sure_dk = ?, fiyat_kurus = ?, once_tampon_dk = ?, sonra_tampon_dk = ?, online = ?, aktif = ? WHERE isletme_id = ? AND id = ?')
      .bind(...alanlar(input), isletmeId, id),
    db.prepare(`DELETE FROM randevu_personel_hizmet WHERE hizmet_id = ?1 AND ${sahip}`).bind(id, isletmeId),
    db
      .prepare(`INSERT INTO randevu_personel_hizmet (personel_id, hizmet_id)
        SELECT p.id, ?1 FROM randevu_personel p WHERE p.isletme_id = ?2 AND p.id IN (SELECT value FROM json_each(?3)) AND ${sahip}`)
      .bind(id, isletmeId, JSON.stringify(input.personelIdler)),
  ]);
}

/** Why a service may not be deleted (409), or nothing. */
export async function hizmetSilmeEngeli(db: D1Database, isletmeId: number, hizmet: Hizmet): Promise<ApiError | null> {
  if (hizmet.randevuSayisi > 0) return new ApiError(409, 'SERVICE_IN_USE', 'randevu.hizmet.api.hizmetKullanimda', { sayi: hizmet.randevuSayisi });
  const [satilan, tekHizmet] = await db.batch([
    db
      .prepare(`SELECT count(*) AS n FROM randevu_musteri_paket mp JOIN randevu_musteri_paket_hizmet mph ON mph.musteri_paket_id = mp.id
        WHERE mp.isletme_id = ? AND mph.hizmet_id = ?`)
      .bind(isletmeId, hizmet.id),
    db
      .prepare(`SELECT p.ad FROM randevu_paket p JOIN randevu_paket_hizmet ph ON ph.paket_id = p.id
        WHERE p.isletme_id = ? AND ph.hizmet_id = ? AND (SELECT count(*) FROM randevu_paket_hizmet x WHERE x.paket_id = p.id) = 1 ORDER BY p.id LIMIT 1`)
      .bind(isletmeId, hizmet.id),
  ]);
  if (((satilan!.results[0] as { n: number } | undefined)?.n ?? 0) > 0) return new ApiError(409, 'SERVICE_IN_PACKAGE', 'randevu.hizmet.api.hizmetSatilmisPakette');
  const paket = tekHizmet!.results[0] as { ad: string } | undefined;
  if (paket) return new ApiError(409, 'SERVICE_ONLY_IN_PACKAGE', 'randevu.hizmet.api.hizmetTekPakette', { paket: paket.ad.slice(0, 120) });
  return null;
}

/** Deletes an unused service with its staff and (unsold) package links; the foreign keys refuse a race with a new booking. */
export async function hizmetSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  const sahip = 'EXISTS (SELECT 1 FROM randevu_hizmet WHERE id = ?1 AND isletme_id = ?2)';
  try {
    await db.batch([
      db.prepare(`DELETE FROM randevu_personel_hizmet WHERE hizmet_id = ?1 AND ${sahip}`).bind(id, isletmeId),
      db.prepare(`DELETE FROM randevu_paket_hizmet WHERE hizmet_id = ?1 AND ${sahip}`).bind(id, isletmeId),
      db.prepare('DELETE FROM randevu_hizmet WHERE id = ?1 AND isletme_id = ?2').bind(id, isletmeId),
    ]);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ApiError(409, 'SERVICE_IN_USE', 'randevu.hizmet.api.hizmetYeniKullanim');
    throw error;
  }
}

/** Switches a service active/passive and online/offline; an omitted flag stays as it is. */
export async function hizmetBayraklari(db: D1Database, isletmeId: number, id: number, input: { aktif?: boolean; online?: boolean }): Promise<void> {
  const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);
  await db
    .prepare('UPDATE randevu_hizmet SET aktif = coalesce(?, aktif), online = coalesce(?, online) WHERE isletme_id = ? AND id = ?')
    .bind(flag(input.aktif), flag(input.online), isletmeId, id)
    .run();
}
