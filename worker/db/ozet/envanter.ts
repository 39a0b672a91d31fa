import type { EnvanterOzeti } from '@lib/schemas/ozet';
import { dusukStoklar } from '@worker/db/envanter/urun';

/** Days ahead a scheduled maintenance counts as due on the dashboard. */
export const BAKIM_UYARI_GUN = 7;

/**
 * The inventory tile: stock items below their minimum, assets whose scheduled maintenance is due within a week (or
 * overdue, counted from the last service or the purchase), open repairs, assets outside the venue, scrap requests
 * waiting for a decision. `bugun` is the venue's date ('YYYY-MM-DD').
 */
export async function envanterOzeti(db: D1Database, isletmeId: number, bugun: string): Promise<EnvanterOzeti> {
  const [az, [bakimR, sayiR]] = await Promise.all([dusukStoklar(db, isletmeId), db.batch([
    db.prepare(`SELECT id, kod, ad, son_tarih FROM (
        SELECT d.id, d.kod, d.ad, date(coalesce(d.son_bakim, d.alis_tarihi, substr(d.olusturma, 1, 10)), '+' || coalesce(d.bakim_aralik_gun, k.bakim_aralik_gun) || ' days') AS son_tarih
          FROM envanter_demirbas d LEFT JOIN envanter_kategori k ON k.id = d.kategori_id
         WHERE d.isletme_id = ? AND d.durum IN ('kullanimda', 'depoda') AND coalesce(d.bakim_aralik_gun, k.bakim_aralik_gun) IS NOT NULL)
       WHERE son_tarih <= date(?, '+${BAKIM_UYARI_GUN} days') ORDER BY son_tarih, kod`).bind(isletmeId, bugun),
    db.prepare(`SELECT (SELECT count(*) FROM envanter_bakim WHERE isletme_id = ?1 AND kapanis IS NULL) AS acik_bakim,
        (SELECT count(*) FROM envanter_demirbas WHERE isletme_id = ?1 AND durum = 'disarida') AS disarida,
        (SELECT count(*) FROM envanter_hurda WHERE isletme_id = ?1 AND durum = 'bekliyor') AS hurda_bekleyen,
        (SELECT count(*) FROM envanter_demirbas WHERE isletme_id = ?1 AND durum <> 'hurda') AS demirbas`).bind(isletmeId),
  ])]);
  const gunFarki = (tarih: string) => Math.round((Date.parse(`${bugun}T00:00:00Z`) - Date.parse(`${tarih}T00:00:00Z`)) / 86_400_000);
  const sayi = sayiR!.results[0] as { acik_bakim: number; disarida: number; hurda_bekleyen: number; demirbas: number };
  return {
    azStok: az.map((u) => ({ id: u.id, ad: u.ad, birim: u.birim, minBinde: u.minBinde, miktarBinde: u.toplamBinde })),
    bakim: (bakimR!.results as { id: number; kod: string; ad: string; son_tarih: string }[])
      .map((r) => ({ id: r.id, kod: r.kod, ad: r.ad, sonTarih: r.son_tarih, gecikmeGun: gunFarki(r.son_tarih) })),
    acikBakim: sayi.acik_bakim,
    disarida: sayi.disarida,
    hurdaBekleyen: sayi.hurda_bekleyen,
    demirbas: sayi.demirbas,
  };
}
