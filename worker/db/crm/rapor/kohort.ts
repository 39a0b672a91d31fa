import { SEGMENT_SQL } from '@lib/crm/segment';
import { KOHORT_AY, ayBasiIso, ayKaydir, aylarOnce, dkDegistirici, kohortTablosu, sonAylar, utcFarkDk } from '@lib/crm/kohort';
import {
  HUCRE_SAYFA_BOYUTU, SEGMENT_FILTRELERI, type HucreListesi, type HucreSorgusu, type KohortRaporu, type RaporOzeti, type SegmentFiltresi,
} from '@lib/schemas/crm/rapor';
import { canliMusteri, canliMusteriId } from '@worker/db/musteri/canli';
import { segmentBaglariAn } from './esik';
import type { RaporBaglami } from './liste';

/**
 * Segment counts, new vs returning customers per month, cohorts by first-visit month and segment moves. Months are the
 * venue's local months: SQL shifts instants by the zone's offset NOW (strftime with '+N minutes'). A zone with daylight
 * saving may therefore move a visit made in a month's first or last hour into the neighbouring month — one hour, and
 * only in the months whose offset differs from today's. Erased customers are counted nowhere (worker/db/musteri/canli.ts),
 * the same as in the customer list.
 */

const bosMatris = (): Record<SegmentFiltresi, number> => Object.fromEntries(SEGMENT_FILTRELERI.map((s) => [s, 0])) as Record<SegmentFiltresi, number>;

function ayAyari(b: RaporBaglami) {
  const aylar = sonAylar(b.simdi.getTime(), b.saatDilimi, KOHORT_AY);
  // a day early: the month test itself is the strftime below, this bound only lets SQL use the time indexes
  const alt = new Date(Date.parse(ayBasiIso(aylar[0]!, b.saatDilimi)) - 86_400_000).toISOString();
  return { aylar, alt, mod: dkDegistirici(utcFarkDk(b.simdi.getTime(), b.saatDilimi)) };
}

/** Distinct (customer, local month) of the venue's visits since `alt` (the view crm_ziyaret, pushed down into both halves). */
const ZIYARET_AYLARI = `SELECT DISTINCT v.musteri_id, strftime('%Y-%m', v.zaman, ?1) AS ay FROM crm_ziyaret v WHERE v.isletme_id = ?2 AND v.zaman >= ?3 AND ${canliMusteriId('v.musteri_id')}`;

export async function raporOzeti(db: D1Database, b: RaporBaglami): Promise<RaporOzeti> {
  const { aylar, alt, mod } = ayAyari(b);
  const [seg, ay] = await db.batch([
    db.prepare(`SELECT (${SEGMENT_SQL}) AS segment, count(*) AS n FROM musteri m LEFT JOIN crm_ozet o ON o.musteri_id = m.id WHERE m.isletme_id = ? AND ${canliMusteri()} GROUP BY 1`)
      .bind(...segmentBaglariAn(b.simdi, b.saatDilimi, b.esikler), b.isletmeId),
    db.prepare(`WITH z AS (${ZIYARET_AYLARI})
      SELECT z.ay, sum(strftime('%Y-%m', o.ilk_ziyaret, ?1) = z.ay) AS yeni, sum(strftime('%Y-%m', o.ilk_ziyaret, ?1) < z.ay) AS donen
        FROM z JOIN crm_ozet o ON o.musteri_id = z.musteri_id GROUP BY z.ay`).bind(mod, b.isletmeId, alt),
  ]);
  const segmentler = bosMatris();
  for (const r of seg!.results as { segment: SegmentFiltresi | null; n: number }[]) segmentler[r.segment ?? 'yok'] += r.n;
  const ayHarita = new Map((ay!.results as { ay: string; yeni: number; donen: number }[]).map((r) => [r.ay, r]));
  return {
    segmentler,
    aylar: aylar.map((a) => ({ ay: a, yeni: ayHarita.get(a)?.yeni ?? 0, donen: ayHarita.get(a)?.donen ?? 0 })),
    esikler: b.esikler,
  };
}

/** Each customer's segment at `an` from the visits before it (the same rule as crm_ozet's, over a recount). */
const ESKI_OZET = `SELECT musteri_id, min(zaman) AS ilk_ziyaret, max(zaman) AS son_ziyaret, count(*) AS ziyaret, sum(tutar_kurus) AS harcama_kurus
  FROM crm_ziyaret WHERE isletme_id = ? AND zaman < ? GROUP BY musteri_id`;

function gecisSorgusu(db: D1Database, b: RaporBaglami, an: Date) {
  // every ? positional, in text order
  return {
    sql: `WITH p AS (${ESKI_OZET}),
      e AS (SELECT o.musteri_id, (${SEGMENT_SQL}) AS seg FROM p o)
      SELECT m.id, coalesce(e.seg, 'yok') AS eski, coalesce((${SEGMENT_SQL}), 'yok') AS yeni
        FROM musteri m LEFT JOIN crm_ozet o ON o.musteri_id = m.id LEFT JOIN e ON e.musteri_id = m.id WHERE m.isletme_id = ? AND ${canliMusteri()}`,
    baglar: [b.isletmeId, an.toISOString(), ...segmentBaglariAn(an, b.saatDilimi, b.esikler), ...segmentBaglariAn(b.simdi, b.saatDilimi, b.esikler), b.isletmeId],
    db,
  };
}

export async function kohortRaporu(db: D1Database, b: RaporBaglami): Promise<KohortRaporu> {
  const { aylar, alt, mod } = ayAyari(b);
  const an = new Date(aylarOnce(b.simdi.getTime(), b.saatDilimi, 3));
  const g = gecisSorgusu(db, b, an);
  const [boyut, ziyaret, gecis] = await db.batch([
    db.prepare(`SELECT strftime('%Y-%m', ilk_ziyaret, ?1) AS kohort, count(*) AS sayi FROM crm_ozet WHERE isletme_id = ?2 AND ilk_ziyaret >= ?3 AND ${canliMusteriId('musteri_id')} GROUP BY 1`).bind(mod, b.isletmeId, alt),
    db.prepare(`WITH k AS (SELECT musteri_id, strftime('%Y-%m', ilk_ziyaret, ?1) AS kohort FROM crm_ozet WHERE isletme_id = ?2 AND ilk_ziyaret >= ?3 AND ${canliMusteriId('musteri_id')}),
        z AS (${ZIYARET_AYLARI})
      SELECT k.kohort, z.ay, count(*) AS sayi FROM k JOIN z ON z.musteri_id = k.musteri_id GROUP BY 1, 2`).bind(mod, b.isletmeId, alt),
    db.prepare(`SELECT eski, yeni, count(*) AS n FROM (${g.sql}) GROUP BY 1, 2`).bind(...g.baglar),
  ]);
  const gecisler = Object.fromEntries(SEGMENT_FILTRELERI.map((s) => [s, bosMatris()])) as KohortRaporu['gecisler'];
  for (const r of gecis!.results as { eski: SegmentFiltresi; yeni: SegmentFiltresi; n: number }[]) gecisler[r.eski][r.yeni] += r.n;
  return {
    kohortlar: kohortTablosu(aylar, boyut!.results as { kohort: string; sayi: number }[], ziyaret!.results as { kohort: string; ay: string; sayi: number }[]),
    gecisTarihi: an.toISOString(),
    gecisler,
    esikler: b.esikler,
    saatDilimi: b.saatDilimi,
  };
}

/** The customers of one cell, by name (erased ones are no customers: neither counted nor listed). */
export async function hucreListesi(db: D1Database, b: RaporBaglami, s: HucreSorgusu): Promise<HucreListesi> {
  let kume: string;
  let baglar: (string | number)[];
  if (s.tur === 'kohort') {
    const mod = dkDegistirici(utcFarkDk(b.simdi.getTime(), b.saatDilimi));
    const hedef = ayKaydir(s.kohort!, s.ay!);
    const alt = new Date(Date.parse(ayBasiIso(hedef, b.saatDilimi)) - 86_400_000).toISOString();
    const ust = new Date(Date.parse(ayBasiIso(ayKaydir(hedef, 1), b.saatDilimi)) + 86_400_000).toISOString();
    // the two halves of crm_ziyaret by hand: SQLite does not push a correlated term into the view's UNION ALL
    kume = `SELECT o.musteri_id AS id FROM crm_ozet o WHERE o.isletme_id = ? AND strftime('%Y-%m', o.ilk_ziyaret, ?) = ?
      AND (EXISTS (SELECT 1 FROM randevu r WHERE r.musteri_id = o.musteri_id AND r.durum = 'tamamlandi' AND r.baslangic >= ? AND r.baslangic < ? AND strftime('%Y-%m', r.baslangic, ?) = ?)
        OR EXISTS (SELECT 1 FROM adisyon a WHERE a.musteri_id = o.musteri_id AND a.durum = 'kapali' AND a.kapanis >= ? AND a.kapanis < ? AND strftime('%Y-%m', a.kapanis, ?) = ?))`;
    baglar = [b.isletmeId, mod, s.kohort!, alt, ust, mod, hedef, alt, ust, mod, hedef];
  } else {
    const g = gecisSorgusu(db, b, new Date(aylarOnce(b.simdi.getTime(), b.saatDilimi, 3)));
    kume = `SELECT id FROM (${g.sql}) WHERE eski = ? AND yeni = ?`;
    baglar = [...g.baglar, s.eski!, s.yeni!];
  }
  const [sayac, sayfaRows] = await db.batch([
    db.prepare(`SELECT count(*) AS toplam FROM musteri m WHERE m.isletme_id = ? AND ${canliMusteri()} AND m.id IN (${kume})`).bind(b.isletmeId, ...baglar),
    db.prepare(`SELECT m.id, m.ad_soyad, o.son_ziyaret, coalesce(o.ziyaret, 0) AS ziyaret FROM musteri m LEFT JOIN crm_ozet o ON o.musteri_id = m.id
      WHERE m.isletme_id = ? AND ${canliMusteri()} AND m.id IN (${kume}) ORDER BY m.ad_soyad COLLATE NOCASE, m.id LIMIT ? OFFSET ?`)
      .bind(b.isletmeId, ...baglar, HUCRE_SAYFA_BOYUTU, (s.sayfa - 1) * HUCRE_SAYFA_BOYUTU),
  ]);
  const n = sayac!.results[0] as { toplam: number };
  return {
    satirlar: (sayfaRows!.results as { id: number; ad_soyad: string; son_ziyaret: string | null; ziyaret: number }[]).map((r) => ({ id: r.id, adSoyad: r.ad_soyad, sonZiyaret: r.son_ziyaret, ziyaret: r.ziyaret })),
    toplam: n.toplam,
    sayfa: s.sayfa,
    sayfaBoyutu: HUCRE_SAYFA_BOYUTU,
  };
}
