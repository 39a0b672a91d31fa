import { GUN_MS, localDay, wallToEpoch } from '@lib/zaman/dilim';

/**
 * Customer segments from recency, frequency and spend. Days are the venue's calendar days: a visit on Monday at 23:50
 * is one day before a Tuesday 00:10, whatever the hours. The same rule runs in JS (segmentOf) and in SQL
 * (SEGMENT_SQL with segmentSinirlari's cut-off instants), so a list filtered by segment in SQL and a customer's
 * badge never disagree.
 */
export const SEGMENTLER = ['yeni', 'duzenli', 'sadik', 'riskli', 'kayip'] as const;
export type Segment = (typeof SEGMENTLER)[number];

export interface SegmentEsikleri {
  /** first visit fewer than this many days ago → new */
  yeniGun: number;
  /** last visit at least this many days ago → at risk */
  riskGun: number;
  /** last visit at least this many days ago → lost */
  kayipGun: number;
  /** fewer visits than this → still new */
  duzenliZiyaret: number;
  /** at least this many visits, or this much spend → loyal */
  sadikZiyaret: number;
  sadikHarcamaKurus: number;
}

export const VARSAYILAN_ESIKLER: SegmentEsikleri = { yeniGun: 30, riskGun: 60, kayipGun: 150, duzenliZiyaret: 2, sadikZiyaret: 8, sadikHarcamaKurus: 500_000 };

export interface MusteriOzeti {
  ilkZiyaret: string | null;
  sonZiyaret: string | null;
  ziyaret: number;
  harcamaKurus: number;
}

/** A customer's visit figures as every CRM answer carries them (from crm_ozet). */
export interface ZiyaretRakamlari {
  ilkZiyaret: string | null;
  sonZiyaret: string | null;
  /** visits = completed appointments + closed cafe checks linked to the customer */
  ziyaret: number;
  randevuZiyaret: number;
  adisyonZiyaret: number;
  harcamaKurus: number;
  /** spend / visits, rounded; 0 without visits */
  ortalamaKurus: number;
  gelmedi: number;
  /** null: never came */
  segment: Segment | null;
}

/** Spend per visit, rounded to the kuruş; 0 without visits. */
export const ortalamaKurus = (harcamaKurus: number, ziyaret: number): number => (ziyaret > 0 ? Math.round(harcamaKurus / ziyaret) : 0);

/** Cut-off instants (UTC ISO) of a day: "at least N days ago" ⇔ the instant is before the start of local day today−N+1. */
export interface SegmentSinirlari {
  /** sonZiyaret before this → lost */
  kayip: string;
  /** sonZiyaret before this → at risk */
  risk: string;
  /** ilkZiyaret at or after this → new */
  yeni: string;
}

/** Start (UTC ISO) of the local day `gunFarki` days from the local day of `simdi`. */
export function yerelGunBasi(simdi: Date, saatDilimi: string, gunFarki: number): string {
  const bugun = localDay(simdi.getTime(), saatDilimi).dayMs;
  return new Date(wallToEpoch(bugun + gunFarki * GUN_MS, 0, saatDilimi)).toISOString();
}

/** Whole local calendar days from `onceIso` to `simdi` (0 = the same local day). */
export function gunFarki(onceIso: string, simdi: Date, saatDilimi: string): number {
  return Math.round((localDay(simdi.getTime(), saatDilimi).dayMs - localDay(Date.parse(onceIso), saatDilimi).dayMs) / GUN_MS);
}

export function segmentSinirlari(simdi: Date, saatDilimi: string, e: SegmentEsikleri): SegmentSinirlari {
  return {
    kayip: yerelGunBasi(simdi, saatDilimi, 1 - e.kayipGun),
    risk: yerelGunBasi(simdi, saatDilimi, 1 - e.riskGun),
    yeni: yerelGunBasi(simdi, saatDilimi, 1 - e.yeniGun),
  };
}

/** null: the customer has no visit yet. */
export function segmentOf(o: MusteriOzeti, s: SegmentSinirlari, e: SegmentEsikleri): Segment | null {
  if (!o.sonZiyaret || !o.ilkZiyaret || o.ziyaret === 0) return null;
  if (o.sonZiyaret < s.kayip) return 'kayip';
  if (o.sonZiyaret < s.risk) return 'riskli';
  if (o.ilkZiyaret >= s.yeni || o.ziyaret < e.duzenliZiyaret) return 'yeni';
  if (o.ziyaret >= e.sadikZiyaret || o.harcamaKurus >= e.sadikHarcamaKurus) return 'sadik';
  return 'duzenli';
}

/**
 * The same rule as an SQL expression over crm_ozet aliased `o`; binds, in order: kayip, risk, yeni (segmentSinirlari),
 * duzenliZiyaret, sadikZiyaret, sadikHarcamaKurus (segmentBaglari gives them).
 */
export const SEGMENT_SQL = `CASE
  WHEN o.son_ziyaret IS NULL OR o.ziyaret = 0 THEN NULL
  WHEN o.son_ziyaret < ? THEN 'kayip'
  WHEN o.son_ziyaret < ? THEN 'riskli'
  WHEN o.ilk_ziyaret >= ? OR o.ziyaret < ? THEN 'yeni'
  WHEN o.ziyaret >= ? OR o.harcama_kurus >= ? THEN 'sadik'
  ELSE 'duzenli' END`;

export const segmentBaglari = (s: SegmentSinirlari, e: SegmentEsikleri): (string | number)[] =>
  [s.kayip, s.risk, s.yeni, e.duzenliZiyaret, e.sadikZiyaret, e.sadikHarcamaKurus];
