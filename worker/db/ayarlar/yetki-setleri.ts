import { normalisePermissions } from '@lib/permissions';

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
      `SELECT ys.yetkiler FROM isletme_kullanici ik
         JOIN yetki_seti ys ON ys.id = ik.yetki_seti_id AND ys.isletme_id = ik.isletme_id
        WHERE ik.kullanici_id = ? AND ik.aktif = 1 AND ys.id = ?`,
    )
    .bind(kullaniciId, id)
    .first<{ yetkiler: string }>();
}
