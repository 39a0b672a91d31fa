import type { AdisyonOdemesi, GunRaporu } from '../schemas/cafe/gun';

/**
 * The figures of a working day from its rows, one pure function: the server (worker/db/cafe/gun-rapor.ts) feeds it
 * from D1 for the X report and the day end, the demo history (scripts/demo-cafe-gecmis.mjs) from what it writes, so a
 * frozen report and a live one always agree. Relative imports only: the demo script loads this file with plain Node.
 */

export const ODEME_SIRASI = ['nakit', 'kart', 'havale', 'yemek_karti', 'diger', 'veresiye'] as const;

export interface HesapGunu { id: number; is_gunu: string; acilis_zamani: string; acilis_kasasi_kurus: number }
export interface HesapAdisyonu { id: number; no: number; misafir: number; garson_id: number | null; garson: string | null; toplam_kurus: number; indirim_kurus: number }
export interface HesapKalemi {
  adisyon_id: number; ad: string; kategori_ad: string; birim_kurus: number; adet: number; kdv_orani: number;
  durum: 'aktif' | 'ikram' | 'iptal'; neden: string; indirim_kurus: number; tutar_kurus: number; kullanici: string | null;
}
export interface HesapGirdisi {
  gun: HesapGunu;
  zaman: string;
  /** closed checks of the day, by number */
  adisyonlar: HesapAdisyonu[];
  acik: { adet: number; kurus: number };
  /** lines of those checks, in order */
  kalemler: HesapKalemi[];
  /** money of the day by method */
  odemeler: { odeme: AdisyonOdemesi; adet: number; kurus: number }[];
  /** cash typed by hand (or by other modules) while the day was open */
  nakitGiris: number;
  nakitCikis: number;
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

export function raporHesapla(g: HesapGirdisi): GunRaporu {
  const a = g.adisyonlar;
  const satisKurus = a.reduce((s, r) => s + r.toplam_kurus, 0);
  const odemeMap = new Map(g.odemeler.map((r) => [r.odeme, r]));
  const odemeler = ODEME_SIRASI.filter((o) => odemeMap.has(o)).map((o) => ({ odeme: o, adet: odemeMap.get(o)!.adet, kurus: odemeMap.get(o)!.kurus }));

  const kategori = new Map<string, { ad: string; adet: number; kurus: number }>();
  const kdv = new Map<number, number>();
  const ikramlar: GunRaporu['ikramlar'] = [];
  const iptaller: GunRaporu['iptaller'] = [];
  let kalemIndirim = 0;
  let indirimAdet = 0;
  const aktifler = new Map<number, HesapKalemi[]>();
  for (const r of g.kalemler) {
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
    const w = garson.get(anahtar) ?? { id: r.garson_id, ad: r.garson ?? '', adisyon: 0, kurus: 0 };
    w.adisyon += 1;
    w.kurus += r.toplam_kurus;
    garson.set(anahtar, w);
  }

  const adisyonNakit = odemeMap.get('nakit')?.kurus ?? 0;
  const acilis = g.gun.acilis_kasasi_kurus;
  return {
    gunId: g.gun.id,
    isGunu: g.gun.is_gunu,
    acilis: g.gun.acilis_zamani,
    zaman: g.zaman,
    acilisKasasiKurus: acilis,
    adisyon: {
      adet: a.length,
      ilkNo: a[0]?.no ?? null,
      sonNo: a.at(-1)?.no ?? null,
      misafir: a.reduce((s, r) => s + r.misafir, 0),
      ortalamaKurus: a.length ? Math.round(satisKurus / a.length) : 0,
      acikAdet: g.acik.adet,
      acikKurus: g.acik.kurus,
    },
    satisKurus,
    odemeler,
    tahsilatKurus: odemeler.reduce((s, o) => s + o.kurus, 0),
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
    nakit: { acilisKurus: acilis, adisyonKurus: adisyonNakit, girisKurus: g.nakitGiris, cikisKurus: g.nakitCikis, beklenenKurus: acilis + adisyonNakit + g.nakitGiris - g.nakitCikis },
  };
}
