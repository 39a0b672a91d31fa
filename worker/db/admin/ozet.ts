/** Platform figures for the admin dashboard: active venues and users, venue permission-set templates. */
export async function platformOzeti(db: D1Database): Promise<{ isletme: number; kullanici: number; sablon: number }> {
  const row = await db
    .prepare(
      `SELECT (SELECT count(*) FROM isletme WHERE aktif = 1) AS isletme,
              (SELECT count(*) FROM kullanici WHERE aktif = 1) AS kullanici,
              (SELECT count(*) FROM yetki_seti WHERE isletme_id IS NULL AND kapsam = 'isletme') AS sablon`,
    )
    .first<{ isletme: number; kullanici: number; sablon: number }>();
  return row ?? { isletme: 0, kullanici: 0, sablon: 0 };
}
