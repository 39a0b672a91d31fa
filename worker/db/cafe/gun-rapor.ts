import { ADISYON_ODEMELERI, type AdisyonOdemesi, type GunRaporu } from '@lib/schemas/cafe/gun';

/**
 * The figures of one working day, read from the record (D1): the X report shows them for the open day now, the day
 * end freezes them into cafe_gunsonu.rapor. Sales are the closed checks of the day (a check belongs to the day it was
 * opened in, or carried over to); money is what came in on the day (adisyon_odeme.gun_id), whatever check it paid.
 */

export interface GunSatiri {
  id: number;
  is_gunu: string;
  acilis_zamani: string;
  acilis_kasasi_kurus: number;
}

interface AdisyonRow { id: number; no: number; misafir: number; garson_id: number | null; garson: string | null; toplam_kurus: number; indirim_kurus: number }
interface KalemRow {
  adisyon_id: number; ad: string; kategori_ad: string; birim_kurus: number; adet: number; kdv_orani: number;
  durum: 'aktif' | 'ikram' | 'iptal'; neden: string; indirim_kurus: number; tutar_kurus: number; kullanici: string | null;
}

/** `kurus` spread over `agirliklar` in proportion, to the kuruş (largest remainder), so the parts add up exactly. */
export function orantiliDagit(kurus: number, agirliklar: readonly number[]): number[] {
  const toplam = agirliklar.reduce((a, b) => a + b, 0);
  if (toplam <= 0 || kurus === 0) return agirliklar.map(() => 0);
  const ham = agirliklar.map((a) => (kurus * a) / toplam);
  const taban = ham.map(Math.floor);
  let kalan = kurus - taban.reduce((a, b) => a + b, 0);
  const sira = ham.map((h, i) => [h - taban[i]!, i] as const).sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  for (const [, i] of sira) {
    if (kalan <= 0) break;
    taban[i]! += 1;
    kalan -= 1;
  }
  return taban;
}

/** KDV inside a KDV-inclusive amount at `oran` percent, rounded to the kuruş. */
export const icKdv = (brut: number, oran: number) => Math.round((brut * oran) / (100 + oran));

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
  const a = adisyonlar!.results as unknown as AdisyonRow[];
  const k = kalemler!.results as unknown as KalemRow[];
  const ac = acik!.results[0] as { adet: number; kurus: number };

  const satisKurus = a.reduce((s, r) => s + r.toplam_kurus, 0);
  const misafir = a.reduce((s, r) => s + r.misafir, 0);

  const odemeMap = new Map((odemeler!.results as { odeme: AdisyonOdemesi; adet: number; kurus: number }[]).map((r) => [r.odeme, r]));
  const odemeListesi = ADISYON_ODEMELERI.filter((o) => odemeMap.has(o)).map((o) => ({ odeme: o, adet: odemeMap.get(o)!.adet, kurus: odemeMap.get(o)!.kurus }));

  const kategori = new Map<string, { ad: string; adet: number; kurus: number }>();
  const kdv = new Map<number, number>();
  const ikramlar: GunRaporu['ikramlar'] = [];
  const iptaller: GunRaporu['iptaller'] = [];
  let kalemIndirim = 0;
  let indirimAdet = 0;
  const aktifler = new Map<number, KalemRow[]>();
  for (const r of k) {
    if (r.durum === 'aktif') {
      const kat = kategori.get(r.kategori_ad) ?? { ad: r.kategori_ad, adet: 0, kurus: 0 };
      kat.adet += r.adet;
      kat.kurus += r.tutar_kurus;
      kategori.set(r.kategori_ad, kat);
      kalemIndirim += r.indirim_kurus;
      if (r.indirim_kurus > 0) indirimAdet += 1;
      aktifler.set(r.adisyon_id, [...(aktifler.get(r.adisyon_id) ?? []), r]);
    } else {
      (r.durum === 'ikram' ? ikramlar : iptaller).push({ ad: r.ad, adet: r.adet, kurus: r.birim_kurus * r.adet, neden: r.neden, kullanici: r.kullanici });
    }
  }
  // a check discount is spread over the check's lines, so every rate's share and the check total agree to the kuruş
  for (const ad of a) {
    const satirlar = aktifler.get(ad.id) ?? [];
    if (ad.indirim_kurus > 0) indirimAdet += 1;
    const paylar = orantiliDagit(ad.indirim_kurus, satirlar.map((s) => s.tutar_kurus));
    satirlar.forEach((s, i) => kdv.set(s.kdv_orani, (kdv.get(s.kdv_orani) ?? 0) + s.tutar_kurus - paylar[i]!));
  }

  const garson = new Map<string, { id: number | null; ad: string; adisyon: number; kurus: number }>();
  for (const r of a) {
    const anahtar = String(r.garson_id ?? '');
    const g = garson.get(anahtar) ?? { id: r.garson_id, ad: r.garson ?? '', adisyon: 0, kurus: 0 };
    g.adisyon += 1;
    g.kurus += r.toplam_kurus;
    garson.set(anahtar, g);
  }

  const nakitMap = new Map((nakit!.results as { tur: 'gelir' | 'gider'; kurus: number }[]).map((r) => [r.tur, r.kurus]));
  const adisyonNakit = odemeMap.get('nakit')?.kurus ?? 0;
  const girisKurus = nakitMap.get('gelir') ?? 0;
  const cikisKurus = nakitMap.get('gider') ?? 0;

  return {
    gunId: gun.id,
    isGunu: gun.is_gunu,
    acilis: gun.acilis_zamani,
    zaman,
    acilisKasasiKurus: gun.acilis_kasasi_kurus,
    adisyon: {
      adet: a.length,
      ilkNo: a[0]?.no ?? null,
      sonNo: a.at(-1)?.no ?? null,
      misafir,
      ortalamaKurus: a.length ? Math.round(satisKurus / a.length) : 0,
      acikAdet: ac.adet,
      acikKurus: ac.kurus,
    },
    satisKurus,
    odemeler: odemeListesi,
    tahsilatKurus: odemeListesi.reduce((s, o) => s + o.kurus, 0),
    kategoriler: [...kategori.values()].sort((x, y) => y.kurus - x.kurus || x.ad.localeCompare(y.ad, 'tr')),
    garsonlar: [...garson.values()].sort((x, y) => y.kurus - x.kurus),
    kdv: [...kdv.entries()].sort((x, y) => x[0] - y[0]).map(([oran, brut]) => {
      const kdvKurus = icKdv(brut, oran);
      return { oran, brutKurus: brut, netKurus: brut - kdvKurus, kdvKurus };
    }),
    indirim: { kalemKurus: kalemIndirim, adisyonKurus: a.reduce((s, r) => s + r.indirim_kurus, 0), adet: indirimAdet },
    ikramlar,
    iptaller,
    ikramKurus: ikramlar.reduce((s, r) => s + r.kurus, 0),
    iptalKurus: iptaller.reduce((s, r) => s + r.kurus, 0),
    nakit: {
      acilisKurus: gun.acilis_kasasi_kurus,
      adisyonKurus: adisyonNakit,
      girisKurus,
      cikisKurus,
      beklenenKurus: gun.acilis_kasasi_kurus + adisyonNakit + girisKurus - cikisKurus,
    },
  };
}
