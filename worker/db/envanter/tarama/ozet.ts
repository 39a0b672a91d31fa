import { SONRAKI_BAKIM_SQL } from '@worker/db/envanter/demirbas/oku';
import { etiketSlug } from '@lib/envanter/etiket';
import type { EnvanterOzeti } from '@lib/schemas/envanter/tarama';
import { lokasyonAgaci } from './etiket';

/**
 * The inventory summary (rapor/envanter-ozeti): what the venue owns (assets not scrapped) by category and by location,
 * with value at cost; warranty; maintenance due; low stock; what was scrapped this year. `bugun` is the venue's day.
 */
export async function envanterOzeti(db: D1Database, isletmeId: number, bugun: string, mask: number): Promise<EnvanterOzeti> {
  const yilBasi = `${bugun.slice(0, 4)}-01-01`;
  const [kategori, lokasyon, garanti, bakim, dusuk, hurda, toplam] = await db.batch([
    db.prepare(`SELECT d.kategori_id AS id, k.ad, count(*) AS adet, sum(d.alis_kurus) AS deger FROM envanter_demirbas d
        LEFT JOIN envanter_kategori k ON k.id = d.kategori_id WHERE d.isletme_id = ? AND d.durum <> 'hurda'
        GROUP BY d.kategori_id ORDER BY deger DESC, adet DESC`).bind(isletmeId),
    db.prepare(`SELECT lokasyon_id AS id, count(*) AS adet, sum(alis_kurus) AS deger FROM envanter_demirbas
        WHERE isletme_id = ? AND durum <> 'hurda' GROUP BY lokasyon_id`).bind(isletmeId),
    db.prepare(`SELECT sum(garanti_bitis >= ?) AS icinde, sum(garanti_bitis < ?) AS disinda, sum(garanti_bitis IS NULL) AS bilinmiyor,
        sum(garanti_bitis >= ? AND garanti_bitis <= date(?, '+30 days')) AS yakinda
        FROM envanter_demirbas WHERE isletme_id = ? AND durum <> 'hurda'`).bind(bugun, bugun, bugun, bugun, isletmeId),
    // the assets part's one rule for the next service (own interval, else the category's; none open, not scrapped)
    db.prepare(`SELECT d.id, d.kod, d.ad, l.ad AS lokasyon, ${SONRAKI_BAKIM_SQL} AS vade
        FROM envanter_demirbas d LEFT JOIN envanter_lokasyon l ON l.id = d.lokasyon_id LEFT JOIN envanter_kategori k ON k.id = d.kategori_id
        WHERE d.isletme_id = ? AND d.durum <> 'hurda' AND coalesce(d.bakim_aralik_gun, k.bakim_aralik_gun) IS NOT NULL
          AND ${SONRAKI_BAKIM_SQL} <= date(?, '+7 days')
          AND NOT EXISTS (SELECT 1 FROM envanter_bakim b WHERE b.demirbas_id = d.id AND b.kapanis IS NULL)
        ORDER BY vade, d.kod LIMIT 200`).bind(isletmeId, bugun),
    db.prepare(`SELECT u.id, u.ad, u.birim, u.min_binde, coalesce(sum(s.miktar_binde), 0) AS miktar FROM envanter_urun u
        LEFT JOIN envanter_stok s ON s.urun_id = u.id AND s.isletme_id = u.isletme_id
        WHERE u.isletme_id = ? AND u.aktif = 1 AND u.min_binde > 0 GROUP BY u.id HAVING miktar < u.min_binde ORDER BY miktar * 1.0 / u.min_binde, u.ad LIMIT 200`).bind(isletmeId),
    db.prepare(`SELECT d.id, d.kod, d.ad, d.alis_kurus, h.karar_zamani FROM envanter_hurda h JOIN envanter_demirbas d ON d.id = h.demirbas_id
        WHERE h.isletme_id = ? AND h.durum = 'onaylandi' AND h.karar_zamani >= ? ORDER BY h.karar_zamani DESC LIMIT 200`).bind(isletmeId, yilBasi),
    db.prepare(`SELECT count(*) AS adet, coalesce(sum(alis_kurus), 0) AS deger FROM envanter_demirbas WHERE isletme_id = ? AND durum <> 'hurda'`).bind(isletmeId),
  ]);
  const agac = await lokasyonAgaci(db, isletmeId, mask);
  const lokasyonSayilari = new Map((lokasyon!.results as { id: number | null; adet: number; deger: number }[]).map((r) => [r.id, r]));
  const g = garanti!.results[0] as { icinde: number | null; disinda: number | null; bilinmiyor: number | null; yakinda: number | null };
  const t = toplam!.results[0] as { adet: number; deger: number };
  return {
    bugun,
    toplam: { adet: t.adet, degerKurus: t.deger },
    kategoriler: (kategori!.results as { id: number | null; ad: string | null; adet: number; deger: number }[])
      .map((r) => ({ id: r.id, ad: r.ad, adet: r.adet, degerKurus: r.deger })),
    lokasyonlar: [
      ...agac.filter((l) => lokasyonSayilari.has(l.id)).map((l) => ({ id: l.id as number | null, ad: l.yol, adet: lokasyonSayilari.get(l.id)!.adet, degerKurus: lokasyonSayilari.get(l.id)!.deger })),
      ...(lokasyonSayilari.has(null) ? [{ id: null, ad: null, adet: lokasyonSayilari.get(null)!.adet, degerKurus: lokasyonSayilari.get(null)!.deger }] : []),
    ],
    garanti: { icinde: g.icinde ?? 0, disinda: g.disinda ?? 0, bilinmiyor: g.bilinmiyor ?? 0, yakinda: g.yakinda ?? 0 },
    bakimVadesi: (bakim!.results as { id: number; kod: string; ad: string; lokasyon: string | null; vade: string }[])
      .map((r) => ({ ...r, slug: etiketSlug('demirbas', r.id, mask) })),
    dusukStok: (dusuk!.results as { id: number; ad: string; birim: string; min_binde: number; miktar: number }[])
      .map((r) => ({ id: r.id, ad: r.ad, birim: r.birim, minBinde: r.min_binde, miktarBinde: r.miktar })),
    hurdaBuYil: (hurda!.results as { id: number; kod: string; ad: string; alis_kurus: number; karar_zamani: string }[])
      .map((r) => ({ id: r.id, kod: r.kod, ad: r.ad, degerKurus: r.alis_kurus, zaman: r.karar_zamani, slug: etiketSlug('demirbas', r.id, mask) })),
  };
}
