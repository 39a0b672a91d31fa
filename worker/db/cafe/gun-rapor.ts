import { raporHesapla, type HesapAdisyonu, type HesapGunu, type HesapKalemi } from '@lib/cafe/gun-hesap';
import type { AdisyonOdemesi, GunRaporu } from '@lib/schemas/cafe/gun';

/**
 * The figures of one working day, read from the record (D1): the X report shows them for the open day now, the day
 * end freezes them into cafe_gunsonu.rapor. Sales are the closed checks of the day (a check belongs to the day it was
 * opened in, or carried over to); money is what came in on the day (adisyon_odeme.gun_id), whatever check it paid.
 * The sums themselves are src/lib/cafe/gun-hesap.ts.
 */

export type GunSatiri = HesapGunu;

export async function gunRaporu(db: D1Database, isletmeId: number, gun: GunSatiri, zaman: string): Promise<GunRaporu> {
  const [adisyonlar, acik, kalemler, odemeler, nakit] = await db.batch([
    db.prepare(`SELECT a.id, a.no, a.misafir, a.garson_id, u.ad_soyad AS garson, a.toplam_kurus, a.indirim_kurus
      FROM adisyon a LEFT JOIN kullanici u ON u.id = a.garson_id
      WHERE a.isletme_id = ? AND a.gun_id = ? AND a.durum = 'kapali' ORDER BY a.no`).bind(isletmeId, gun.id),
    db.prepare("SELECT count(*) AS adet, coalesce(sum(toplam_kurus), 0) AS kurus FROM adisyon WHERE isletme_id = ? AND gun_id = ? AND durum = 'acik'").bind(isletmeId, gun.id),
    db.prepare(`SELECT k.adisyon_id, k.ad, k.kategori_ad, k.birim_kurus, k.adet, k.kdv_orani, k.durum, k.neden, k.indirim_kurus, k.tutar_kurus, u.ad_soyad AS kullanici
      FROM adisyon_kalem k JOIN adisyon a ON a.id = k.adisyon_id AND a.isletme_id = k.isletme_id
      LEFT JOIN kullanici u ON u.id = k.durum_kullanici_id
      WHERE k.isletme_id = ? AND a.gun_id = ? AND a.durum = 'kapali' ORDER BY k.id`).bind(isletmeId, gun.id),
    db.prepare('SELECT odeme, count(*) AS adet, sum(tutar_kurus) AS kurus FROM adisyon_odeme WHERE isletme_id = ? AND gun_id = ? GROUP BY odeme').bind(isletmeId, gun.id),
    // cash typed by hand (or from other modules) while the day was open; check payments are counted from adisyon_odeme
    db.prepare(`SELECT tur, coalesce(sum(tutar_kurus), 0) AS kurus FROM kasa
      WHERE isletme_id = ? AND odeme = 'nakit' AND kaynak <> 'adisyon' AND tarih >= ? AND tarih <= ? GROUP BY tur`).bind(isletmeId, gun.acilis_zamani, zaman),
  ]);
  const nakitMap = new Map((nakit!.results as { tur: 'gelir' | 'gider'; kurus: number }[]).map((r) => [r.tur, r.kurus]));
  return raporHesapla({
    gun: { id: gun.id, is_gunu: gun.is_gunu, acilis_zamani: gun.acilis_zamani, acilis_kasasi_kurus: gun.acilis_kasasi_kurus },
    zaman,
    adisyonlar: adisyonlar!.results as unknown as HesapAdisyonu[],
    acik: acik!.results[0] as { adet: number; kurus: number },
    kalemler: kalemler!.results as unknown as HesapKalemi[],
    odemeler: odemeler!.results as { odeme: AdisyonOdemesi; adet: number; kurus: number }[],
    nakitGiris: nakitMap.get('gelir') ?? 0,
    nakitCikis: nakitMap.get('gider') ?? 0,
  });
}
