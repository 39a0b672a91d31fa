import { etiketSlug } from '@lib/envanter/etiket';
import type { DemirbasHareketSayfasi, HareketRaporSatiri, HareketRaporu } from '@lib/schemas/envanter/stok';
import { hareketKisileri, hareketKosulu, HAREKET_SAYFA_BOYUTU, type HareketFiltresi } from './hareket';

/** The asset side of the movement tab (rows of envanter_log about one asset) and the stock movement report. */

interface LogSatiri { id: number; zaman: string; varlik: string; islem: string; demirbas_id: number; kod: string | null; ad: string | null; ozet: string; kullanici: string | null }

const metinVeyaNull = (x: unknown) => (typeof x === 'string' && x !== '' ? x : null);

/** Asset-side log rows over [basIso, bitIso), newest first; `islem` narrows to one action. */
export async function demirbasHareketleri(db: D1Database, isletmeId: number, aralik: [string, string], islem: string | undefined, sayfa: number, mask: number)
  : Promise<Omit<DemirbasHareketSayfasi, 'bas' | 'bit'>> {
  const kosul = 'g.isletme_id = ? AND g.demirbas_id IS NOT NULL AND g.zaman >= ? AND g.zaman < ?' + (islem ? ' AND g.islem = ?' : '');
  const binds = [isletmeId, ...aralik, ...(islem ? [islem] : [])];
  const boyut = HAREKET_SAYFA_BOYUTU;
  const [liste, sayi] = await db.batch([
    db.prepare(`SELECT g.id, g.zaman, g.varlik, g.islem, g.demirbas_id, d.kod, d.ad, g.ozet, k.ad_soyad AS kullanici FROM envanter_log g
      LEFT JOIN envanter_demirbas d ON d.id = g.demirbas_id LEFT JOIN kullanici k ON k.id = g.kullanici_id
      WHERE ${kosul} ORDER BY g.zaman DESC, g.id DESC LIMIT ? OFFSET ?`).bind(...binds, boyut, (sayfa - 1) * boyut),
    db.prepare(`SELECT count(*) AS n FROM envanter_log g WHERE ${kosul}`).bind(...binds),
  ]);
  return {
    satirlar: (liste!.results as LogSatiri[]).map((r) => {
      let ozet: Record<string, unknown> = {};
      try { ozet = JSON.parse(r.ozet) as Record<string, unknown>; } catch { /* a row written by hand stays listable */ }
      return {
        id: r.id, zaman: r.zaman, varlik: r.varlik, islem: r.islem, demirbasId: r.demirbas_id, demirbasKod: r.kod, demirbasAd: r.ad,
        slug: etiketSlug('demirbas', r.demirbas_id, mask),
        kaynak: metinVeyaNull(ozet.kaynak), hedef: metinVeyaNull(ozet.hedef) ?? metinVeyaNull(ozet.kime),
        not: metinVeyaNull(ozet.not) ?? metinVeyaNull(ozet.aciklama) ?? metinVeyaNull(ozet.sonuc) ?? '',
        kullanici: r.kullanici,
      };
    }),
    toplam: (sayi!.results[0] as { n: number }).n, sayfa, boyut,
  };
}

interface RaporSatiri { anahtar: string | number | null; ad: string | null; birim: string | null; tur: string; miktar: number; deger: number; adet: number }

const DEGER_SQL = 'sum((h.miktar_binde * coalesce(h.birim_maliyet_kurus, u.maliyet_kurus) + 500) / 1000)';

function topla(rows: RaporSatiri[], birimli: boolean): HareketRaporSatiri[] {
  const map = new Map<string, HareketRaporSatiri>();
  for (const r of rows) {
    const anahtar = String(r.anahtar ?? '');
    const s = map.get(anahtar) ?? { anahtar, ad: r.ad ?? '', birim: birimli ? (r.birim as HareketRaporSatiri['birim']) : null, girisBinde: 0, cikisBinde: 0, transferBinde: 0, girisKurus: 0, cikisKurus: 0, adet: 0 };
    if (r.tur === 'giris') { s.girisBinde += r.miktar; s.girisKurus += r.deger; }
    if (r.tur === 'cikis') { s.cikisBinde += r.miktar; s.cikisKurus += r.deger; }
    if (r.tur === 'transfer') s.transferBinde += r.miktar;
    s.adet += r.adet;
    map.set(anahtar, s);
  }
  return [...map.values()].sort((a, b) => b.adet - a.adet || a.ad.localeCompare(b.ad, 'tr'));
}

/** Totals of the period: per kind and unit, per item, per location (in and out of it) and per person. */
export async function hareketRaporu(db: D1Database, isletmeId: number, f: HareketFiltresi, aralik: [string, string])
  : Promise<Omit<HareketRaporu, 'bas' | 'bit' | 'bugun' | 'saatDilimi'>> {
  const { where, binds } = hareketKosulu(isletmeId, f, aralik);
  const from = 'FROM envanter_stok_hareket h JOIN envanter_urun u ON u.id = h.urun_id';
  const [turler, urunler, lokasyonlar, kisiler, kullanicilar] = await db.batch([
    db.prepare(`SELECT h.tur, u.birim, sum(h.miktar_binde) AS miktar, ${DEGER_SQL} AS deger, count(*) AS adet ${from} WHERE ${where} GROUP BY h.tur, u.birim ORDER BY h.tur, u.birim`).bind(...binds),
    db.prepare(`SELECT u.id AS anahtar, u.ad, u.birim, h.tur, sum(h.miktar_binde) AS miktar, ${DEGER_SQL} AS deger, count(*) AS adet ${from} WHERE ${where} GROUP BY u.id, h.tur`).bind(...binds),
    // a transfer counts at both ends: out of its source and into its target
    db.prepare(`SELECT l.id AS anahtar, l.ad, NULL AS birim, CASE WHEN l.id = h.hedef_lokasyon_id AND h.tur = 'transfer' THEN 'giris' WHEN h.tur = 'transfer' THEN 'cikis' ELSE h.tur END AS tur,
        0 AS miktar, ${DEGER_SQL} AS deger, count(*) AS adet ${from} JOIN envanter_lokasyon l ON l.id IN (h.kaynak_lokasyon_id, h.hedef_lokasyon_id)
        WHERE ${where} GROUP BY l.id, 4`).bind(...binds),
    db.prepare(`SELECT coalesce(k.id, 0) AS anahtar, k.ad_soyad AS ad, NULL AS birim, h.tur, 0 AS miktar, ${DEGER_SQL} AS deger, count(*) AS adet ${from}
        LEFT JOIN kullanici k ON k.id = h.kullanici_id WHERE ${where} GROUP BY k.id, h.tur`).bind(...binds),
    hareketKisileri(db, isletmeId),
  ]);
  return {
    turler: (turler!.results as { tur: HareketRaporu['turler'][number]['tur']; birim: HareketRaporu['turler'][number]['birim']; miktar: number; deger: number; adet: number }[])
      .map((r) => ({ tur: r.tur, birim: r.birim, miktarBinde: r.miktar, degerKurus: r.deger, adet: r.adet })),
    urunler: topla(urunler!.results as RaporSatiri[], true),
    lokasyonlar: topla(lokasyonlar!.results as RaporSatiri[], false),
    kisiler: topla(kisiler!.results as RaporSatiri[], false),
    kullanicilar: kullanicilar!.results as { id: number; ad: string }[],
  };
}
