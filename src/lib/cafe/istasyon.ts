import type { KalemDurumu, KalemSecenegi } from './tipler';

/** What a kitchen or bar station shows: tickets (one order batch × station) with their lines, and the venue's settings. */

export interface Istasyon { id: number; ad: string; yazdir: boolean }

export interface IstasyonAyari {
  istasyonlar: Istasyon[];
  /** the age timer turns amber, then red, after these minutes */
  sariDk: number;
  kirmiziDk: number;
}

export interface IstasyonKalemi {
  /** the check line's id (one station line per check line) */
  kalemId: number;
  urunId: number | null;
  ad: string;
  adet: number;
  secenekler: KalemSecenegi[];
  not: string;
  durum: KalemDurumu;
  /** the table the line's check is on now (differs from the ticket's after a move or merge) */
  masaAd: string;
  hazir: string | null;
}

export interface IstasyonFisi {
  id: number;
  istasyonId: number;
  siparisId: number;
  /** the table it was sent from */
  masaAd: string;
  gonderen: string;
  zaman: string;
  surum: number;
  hazir: string | null;
  basilanSurum: number;
  basim: number;
  kalemler: IstasyonKalemi[];
}

/** The answer of a catch-up: the venue's station version now and every ticket changed after the one asked for. */
export interface IstasyonDegisimi { surum: number; fisler: IstasyonFisi[] }

/** Tickets after applying changed ones (a changed ticket replaces the one held, whatever order they arrive in). */
export function fisleriUygula(eldeki: ReadonlyMap<number, IstasyonFisi>, gelen: readonly IstasyonFisi[]): Map<number, IstasyonFisi> {
  const sonra = new Map(eldeki);
  for (const f of gelen) {
    const onceki = sonra.get(f.id);
    if (!onceki || onceki.surum <= f.surum) sonra.set(f.id, f);
  }
  return sonra;
}

/** The table the ticket's lines are on now, when all of them moved elsewhere together (a move or merge): "Masa 3 → Masa 7". */
export function fisinYeniMasasi(f: IstasyonFisi): string | null {
  const masalar = new Set(f.kalemler.map((k) => k.masaAd));
  const [tek] = [...masalar];
  return masalar.size === 1 && tek !== f.masaAd ? tek! : null;
}

/** Lines still to make: neither voided nor bumped. */
export const yapilacak = (k: IstasyonKalemi): boolean => k.durum !== 'iptal' && k.hazir === null;

/** One row of the preparation report: a station with a product (urun) or an hour of the day (saat, venue time). */
export interface HazirlamaSatiri { istasyon: string; urun: string | null; saat: number | null; adet: number; ortalamaDk: number; enUzunDk: number }
export interface HazirlamaRaporu { urunler: HazirlamaSatiri[]; saatler: HazirlamaSatiri[] }
