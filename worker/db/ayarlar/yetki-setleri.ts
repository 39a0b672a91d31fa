import { normalisePermissions } from '@lib/permissions';
import { ApiError } from '@worker/http/envelope';
import { isUniqueViolation } from '@worker/http/validation';

/** JSON list from D1 → known keys only (a key removed from the tree silently stops granting). */
export function parsePermissionList(json: string | null, known: ReadonlySet<string>): string[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? normalisePermissions(list.filter((x): x is string => typeof x === 'string'), known) : [];
  } catch {
    return [];
  }
}

export interface YetkiSetiRow {
  id: number;
  isletme_id: number | null;
  kapsam: 'isletme' | 'admin';
  ad: string;
  aciklama: string;
  yetkiler: string;
  guncelleme_zamani: string;
  kullanici_sayisi: number;
}

export function toYetkiSeti(row: YetkiSetiRow, known: ReadonlySet<string>) {
  return {
    id: row.id,
    ad: row.ad,
    aciklama: row.aciklama,
    kapsam: row.kapsam,
    yetkiler: parsePermissionList(row.yetkiler, known),
    kullaniciSayisi: row.kullanici_sayisi,
    guncellemeZamani: row.guncelleme_zamani,
  };
}

/** Venue sets with how many active members use each. */
export async function listVenueSets(db: D1Database, isletmeId: number): Promise<YetkiSetiRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ys.*, (SELECT count(*) FROM isletme_kullanici ik WHERE ik.yetki_seti_id = ys.id AND ik.aktif = 1) AS kullanici_sayisi
         FROM yetki_seti ys WHERE ys.isletme_id = ? ORDER BY ys.ad COLLATE NOCASE`,
    )
    .bind(isletmeId)
    .all<YetkiSetiRow>();
  return results;
}

/** Platform-wide sets: venue templates and admin sets. */
export async function listPlatformSets(db: D1Database): Promise<YetkiSetiRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ys.*, (SELECT count(*) FROM kullanici k WHERE k.admin_yetki_seti_id = ys.id AND k.aktif = 1) AS kullanici_sayisi
         FROM yetki_seti ys WHERE ys.isletme_id IS NULL ORDER BY ys.kapsam, ys.ad COLLATE NOCASE`,
    )
    .all<YetkiSetiRow>();
  return results;
}

/** The stored permission list of an admin set. */
export async function adminSetiYetkileri(db: D1Database, id: number) {
  return db.prepare("SELECT yetkiler FROM yetki_seti WHERE id = ? AND kapsam = 'admin'").bind(id).first<{ yetkiler: string }>();
}

/** The stored permission list of a venue set, only when it is the set of one of the user's active memberships. */
export async function uyelikSetiYetkileri(db: D1Database, kullaniciId: number, id: number) {
  return db
    .prepare(
      `SELECT ys.yetkiler, l.moduller AS lisans_moduller FROM isletme_kullanici ik
         JOIN yetki_seti ys ON ys.id = ik.yetki_seti_id AND ys.isletme_id = ik.isletme_id
         LEFT JOIN lisans l ON l.isletme_id = ik.isletme_id
        WHERE ik.kullanici_id = ? AND ik.aktif = 1 AND ys.id = ?`,
    )
    .bind(kullaniciId, id)
    .first<{ yetkiler: string; lisans_moduller: string | null }>();
}

const adAlindi = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new ApiError(409, 'NAME_TAKEN', 'error.nameTaken');
  throw error;
};
/** A venue's set (isletmeId) or a platform template (null): the SQL condition on isletme_id. */
const sahibi = (isletmeId: number | null) => (isletmeId === null ? 'isletme_id IS NULL' : 'isletme_id = ?');
const sahipDegeri = (isletmeId: number | null) => (isletmeId === null ? [] : [isletmeId]);

/** Adds a set to a venue (or a platform template with null); a taken name is 409 NAME_TAKEN. */
export async function yetkiSetiEkle(db: D1Database, isletmeId: number | null, kapsam: 'isletme' | 'admin', ad: string, aciklama: string, yetkiler: readonly string[]): Promise<number> {
  try {
    const row = await db
      .prepare('INSERT INTO yetki_seti (isletme_id, kapsam, ad, aciklama, yetkiler) VALUES (?, ?, ?, ?, ?) RETURNING id')
      .bind(isletmeId, kapsam, ad, aciklama, JSON.stringify(yetkiler))
      .first<{ id: number }>();
    return row!.id;
  } catch (error) {
    return adAlindi(error);
  }
}

/** The scope of a platform template, or null when there is none with that id. */
export async function platformSetiKapsami(db: D1Database, id: number): Promise<'isletme' | 'admin' | null> {
  const row = await db.prepare('SELECT kapsam FROM yetki_seti WHERE id = ? AND isletme_id IS NULL').bind(id).first<{ kapsam: 'isletme' | 'admin' }>();
  return row?.kapsam ?? null;
}

/** Replaces a set's name, description and keys; 404 when the owner has no such set, 409 on a taken name. */
export async function yetkiSetiGuncelle(db: D1Database, isletmeId: number | null, id: number, ad: string, aciklama: string, yetkiler: readonly string[]): Promise<void> {
  let degisen = 0;
  try {
    const result = await db
      .prepare(`UPDATE yetki_seti SET ad = ?, aciklama = ?, yetkiler = ?, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND ${sahibi(isletmeId)}`)
      .bind(ad, aciklama, JSON.stringify(yetkiler), id, ...sahipDegeri(isletmeId))
      .run();
    degisen = result.meta.changes;
  } catch (error) {
    adAlindi(error);
  }
  // a platform template's existence was checked by the caller (with its scope)
  if (isletmeId !== null && degisen === 0) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
}

/** Deletes a set nobody holds: 409 SET_IN_USE with the holder count, 404 when the owner has no such set. */
export async function yetkiSetiSil(db: D1Database, isletmeId: number | null, id: number): Promise<void> {
  const used = isletmeId === null
    ? await db.prepare('SELECT count(*) AS n FROM kullanici WHERE admin_yetki_seti_id = ?').bind(id).first<{ n: number }>()
    : await db.prepare('SELECT count(*) AS n FROM isletme_kullanici WHERE yetki_seti_id = ? AND isletme_id = ?').bind(id, isletmeId).first<{ n: number }>();
  if ((used?.n ?? 0) > 0) throw new ApiError(409, 'SET_IN_USE', 'error.setInUse', { sayi: used!.n });
  const result = await db.prepare(`DELETE FROM yetki_seti WHERE id = ? AND ${sahibi(isletmeId)}`).bind(id, ...sahipDegeri(isletmeId)).run();
  if (result.meta.changes === 0) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
}
