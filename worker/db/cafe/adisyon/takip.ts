import { isletmeOku } from '@worker/db/parametre';
import type { AcikAdisyonOzeti, Katalog, TakipDurumu, TakipMasasi } from '@lib/cafe/tipler';

export type { AcikAdisyonOzeti, Katalog, TakipDurumu, TakipMasasi };

/** What the table grid and the order screen read: areas, tables with their open check's header, the working day, the catalogue. */

interface AcikRow {
  id: number; no: number; masa_id: number; surum: number; misafir: number; garson_id: number | null; garson: string | null;
  toplam_kurus: number; odenen_kurus: number; hesap_istendi: number; acilis: string;
}

export async function takipDurumu(db: D1Database, isletmeId: number, ben: number): Promise<TakipDurumu> {
  const [alan, masa, acik, gun] = await db.batch([
    db.prepare('SELECT id, ad FROM cafe_alan WHERE isletme_id = ? AND aktif = 1 ORDER BY sira, id').bind(isletmeId),
    db.prepare(`SELECT m.id, m.ad, m.alan_id, m.kapasite, m.sira FROM menu_masa m LEFT JOIN cafe_alan a ON a.id = m.alan_id
      WHERE m.isletme_id = ? AND m.aktif = 1 ORDER BY coalesce(a.sira, 0), m.sira, m.id`).bind(isletmeId),
    db.prepare(`SELECT a.id, a.no, a.masa_id, a.surum, a.misafir, a.garson_id, u.ad_soyad AS garson, a.toplam_kurus, a.odenen_kurus, a.hesap_istendi, a.acilis
      FROM adisyon a LEFT JOIN kullanici u ON u.id = a.garson_id WHERE a.isletme_id = ? AND a.durum = 'acik'`).bind(isletmeId),
    db.prepare("SELECT id, is_gunu, acilis_zamani FROM cafe_gun WHERE isletme_id = ? AND durum = 'acik'").bind(isletmeId),
  ]);
  const g = gun!.results[0] as { id: number; is_gunu: string; acilis_zamani: string } | undefined;
  return {
    alanlar: alan!.results as { id: number; ad: string }[],
    masalar: (masa!.results as { id: number; ad: string; alan_id: number | null; kapasite: number; sira: number }[])
      .map((m) => ({ id: m.id, ad: m.ad, alanId: m.alan_id, kapasite: m.kapasite, sira: m.sira })),
    acik: (acik!.results as unknown as AcikRow[]).map((r) => ({
      id: r.id, no: r.no, masaId: r.masa_id, surum: r.surum, misafir: r.misafir, garsonId: r.garson_id, garson: r.garson,
      toplamKurus: r.toplam_kurus, odenenKurus: r.odenen_kurus, hesapIstendi: r.hesap_istendi === 1, acilis: r.acilis,
    })),
    gun: g ? { id: g.id, isGunu: g.is_gunu, acilis: g.acilis_zamani } : null,
    ben,
    odemeYontemleri: (await isletmeOku(db, isletmeId)).odemeYontemleri,
  };
}

export async function katalog(db: D1Database, isletmeId: number): Promise<Katalog> {
  const [kat, urun, fav] = await db.batch([
    db.prepare(`SELECT id, coalesce(json_extract(ad, '$.tr'), '') AS ad, ust_kategori_id FROM menu_kategori WHERE isletme_id = ? ORDER BY sira, id`).bind(isletmeId),
    db.prepare(`SELECT id, kategori_id, coalesce(json_extract(ad, '$.tr'), '') AS ad, fiyat_kurus, tukendi FROM menu_urun WHERE isletme_id = ? ORDER BY sira, id`).bind(isletmeId),
    db.prepare(`SELECT k.urun_id FROM adisyon_kalem k WHERE k.isletme_id = ? AND k.urun_id IS NOT NULL AND k.eklenme >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-14 days')
      GROUP BY k.urun_id ORDER BY sum(k.adet) DESC LIMIT 12`).bind(isletmeId),
  ]);
  return {
    kategoriler: (kat!.results as { id: number; ad: string; ust_kategori_id: number | null }[]).map((k) => ({ id: k.id, ad: k.ad, ustId: k.ust_kategori_id })),
    urunler: (urun!.results as { id: number; kategori_id: number; ad: string; fiyat_kurus: number; tukendi: number }[])
      .map((u) => ({ id: u.id, kategoriId: u.kategori_id, ad: u.ad, fiyatKurus: u.fiyat_kurus, tukendi: u.tukendi === 1 })),
    favoriler: (fav!.results as { urun_id: number }[]).map((r) => r.urun_id),
  };
}
