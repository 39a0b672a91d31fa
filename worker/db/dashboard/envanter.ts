import type { EnvanterOzeti } from '@lib/schemas/dashboard';
import { yaklasanBakimlar } from '@worker/db/envanter/demirbas';
import { dusukStoklar } from '@worker/db/envanter/urun';

/**
 * The inventory tile: stock items below their minimum, assets whose scheduled maintenance is due within a week (or
 * overdue, counted from the last service or the purchase), open repairs, assets outside the venue, scrap requests
 * waiting for a decision. `bugun` is the venue's date ('YYYY-MM-DD').
 */
export async function envanterOzeti(db: D1Database, isletmeId: number, bugun: string, mask: number): Promise<EnvanterOzeti> {
  const [az, bakim, sayi] = await Promise.all([
    dusukStoklar(db, isletmeId),
    yaklasanBakimlar(db, isletmeId, mask, bugun),
    db.prepare(`SELECT (SELECT count(*) FROM envanter_bakim WHERE isletme_id = ?1 AND kapanis IS NULL) AS acik_bakim,
        (SELECT count(*) FROM envanter_demirbas WHERE isletme_id = ?1 AND durum = 'disarida') AS disarida,
        (SELECT count(*) FROM envanter_hurda WHERE isletme_id = ?1 AND durum = 'bekliyor') AS hurda_bekleyen,
        (SELECT count(*) FROM envanter_demirbas WHERE isletme_id = ?1 AND durum <> 'hurda') AS demirbas`).bind(isletmeId)
      .first<{ acik_bakim: number; disarida: number; hurda_bekleyen: number; demirbas: number }>(),
  ]);
  return {
    azStok: az.map((u) => ({ id: u.id, ad: u.ad, birim: u.birim, minBinde: u.minBinde, miktarBinde: u.toplamBinde })),
    bakim,
    acikBakim: sayi?.acik_bakim ?? 0,
    disarida: sayi?.disarida ?? 0,
    hurdaBekleyen: sayi?.hurda_bekleyen ?? 0,
    demirbas: sayi?.demirbas ?? 0,
  };
}
