import { isletmeOku } from '@worker/db/parametre';
import { BAG_KOSULU } from '../secenek';
import { HAZIR_SAYISI_SQL } from '../istasyon/fis';
import type { AcikAdisyonOzeti, Katalog, TakipDurumu, TakipMasasi } from '@lib/cafe/tipler';

export type { AcikAdisyonOzeti, Katalog, TakipDurumu, TakipMasasi };

/** What the table grid and the order screen read: areas, tables with their open check's header, the working day, the catalogue. */

interface AcikRow {
  id: number; no: number; masa_id: number; surum: number; misafir: number; garson_id: number | null; garson: string | null;
  toplam_kurus: number; odenen_kurus: number; hesap_istendi: number; acilis: string; hazir: number;
}

export async function takipDurumu(db: D1Database, isletmeId: number, ben: number): Promise<TakipDurumu> {
  const [alan, masa, acik, gun] = await db.batch([
    db.prepare('SELECT id, ad FROM cafe_alan WHERE isletme_id = ? AND aktif = 1 ORDER BY sira, id').bind(isletmeId),
    db.prepare(`SELECT m.id, m.ad, m.alan_id, m.kapasite, m.sira FROM menu_masa m LEFT JOIN cafe_alan a ON a.id = m.alan_id
      WHERE m.isletme_id = ? AND m.aktif = 1 ORDER BY coalesce(a.sira, 0), m.sira, m.id`).bind(isletmeId),
    db.prepare(`SELECT a.id, a.no, a.masa_id, a.surum, a.misafir, a.garson_id, u.ad_soyad AS garson, a.toplam_kurus, a.odenen_kurus, a.hesap_istendi, a.acilis,
        ${HAZIR_SAYISI_SQL} AS hazir
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
      toplamKurus: r.toplam_kurus, odenenKurus: r.odenen_kurus, hesapIstendi: r.hesap_istendi === 1, acilis: r.acilis, hazir: r.hazir,
    })),
    gun: g ? { id: g.id, isGunu: g.is_gunu, acilis: g.acilis_zamani } : null,
    ben,
    ...(({ odemeYontemleri, cafeMisafirSor, cafeFisNoZorunlu }) => ({ odemeYontemleri, misafirSor: cafeMisafirSor, fisNoZorunlu: cafeFisNoZorunlu }))(await isletmeOku(db, isletmeId)),
  };
}

export async function katalog(db: D1Database, isletmeId: number): Promise<Katalog> {
  const [kat, urun, fav, grup, deger, bag] = await db.batch([
    db.prepare(`SELECT id, coalesce(json_extract(ad, '$.tr'), '') AS ad, ust_kategori_id FROM menu_kategori WHERE isletme_id = ? ORDER BY sira, id`).bind(isletmeId),
    db.prepare(`SELECT id, kategori_id, coalesce(json_extract(ad, '$.tr'), '') AS ad, fiyat_kurus, tukendi FROM menu_urun WHERE isletme_id = ? ORDER BY sira, id`).bind(isletmeId),
    db.prepare(`SELECT k.urun_id FROM adisyon_kalem k WHERE k.isletme_id = ? AND k.urun_id IS NOT NULL AND k.eklenme >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-14 days')
      GROUP BY k.urun_id ORDER BY sum(k.adet) DESC LIMIT 12`).bind(isletmeId),
    db.prepare(`SELECT id, coalesce(json_extract(ad, '$.tr'), '') AS ad, en_az, en_cok FROM menu_secenek_grup WHERE isletme_id = ? ORDER BY sira, id`).bind(isletmeId),
    db.prepare(`SELECT id, grup_id, coalesce(json_extract(ad, '$.tr'), '') AS ad, fark_kurus, tukendi FROM menu_secenek_deger
      WHERE isletme_id = ? AND aktif = 1 ORDER BY sira, id`).bind(isletmeId),
    db.prepare(`SELECT DISTINCT u.id AS urun_id, b.grup_id FROM menu_urun u JOIN menu_kategori k ON k.id = u.kategori_id
      JOIN menu_secenek_bag b ON ${BAG_KOSULU} WHERE u.isletme_id = ?`).bind(isletmeId),
  ]);
  const degerler = deger!.results as { id: number; grup_id: number; ad: string; fark_kurus: number; tukendi: number }[];
  const gruplar = (grup!.results as { id: number; ad: string; en_az: number; en_cok: number }[]).map((g) => ({
    id: g.id, ad: g.ad, enAz: g.en_az, enCok: g.en_cok,
    degerler: degerler.filter((d) => d.grup_id === g.id).map((d) => ({ id: d.id, ad: d.ad, farkKurus: d.fark_kurus, tukendi: d.tukendi === 1 })),
  }));
  const sira = new Map(gruplar.map((g, i) => [g.id, i]));
  const urunGrubu = new Map<number, number[]>();
  for (const r of bag!.results as { urun_id: number; grup_id: number }[]) urunGrubu.set(r.urun_id, [...(urunGrubu.get(r.urun_id) ?? []), r.grup_id]);
  return {
    kategoriler: (kat!.results as { id: number; ad: string; ust_kategori_id: number | null }[]).map((k) => ({ id: k.id, ad: k.ad, ustId: k.ust_kategori_id })),
    urunler: (urun!.results as { id: number; kategori_id: number; ad: string; fiyat_kurus: number; tukendi: number }[])
      .map((u) => ({
        id: u.id, kategoriId: u.kategori_id, ad: u.ad, fiyatKurus: u.fiyat_kurus, tukendi: u.tukendi === 1,
        secenekGrupIdler: (urunGrubu.get(u.id) ?? []).sort((a, b) => sira.get(a)! - sira.get(b)!),
      })),
    favoriler: (fav!.results as { urun_id: number }[]).map((r) => r.urun_id),
    secenekGruplari: gruplar,
  };
}
