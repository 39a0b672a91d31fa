import type { Adisyon } from '@lib/cafe/tipler';
import type { SiparisDegeri, SiparisGrubu } from '@worker/db/cafe/secenek';

/**
 * What the venue's object remembers between operations so that adding lines to a check — the hot path of a busy
 * evening — needs one D1 round trip instead of two: the open checks it last wrote (by table), and the tables and
 * products it last read. Nothing here is trusted: a handler that uses it puts a guard first in its write batch
 * (`ONBELLEK_KORUMA`), which fails the whole batch when any remembered row changed meanwhile (a price edited on the
 * menu screen, a table deactivated, a check changed by anything but an order). The object then forgets everything and
 * runs the operation again from fresh reads.
 */

export interface MasaSatiri { id: number; ad: string; aktif: number }
/** secenekli: 1 when an option group reaches the product (its orders always read the option rows) */
export interface UrunSatiri { id: number; ad: string; fiyat_kurus: number; tukendi: number; kategori_ad: string; kdv: number; secenekli: number }

/** The guard's failure: SQLite's own error for malformed JSON, raised only by the guard's ELSE branch. */
export const ONBELLEK_ESKI = /malformed JSON/;

/** A statement that passes when `kosul` holds and otherwise raises an error, so the batch rolls back. */
export function onbellekKorumasi(db: D1Database, kosul: string, binds: unknown[]): D1PreparedStatement {
  return db.prepare(`SELECT CASE WHEN ${kosul} THEN 1 ELSE json('onbellek eski') END`).bind(...binds);
}

export class Onbellek {
  private readonly adisyonlar = new Map<number, Adisyon>();
  private readonly masalar = new Map<number, MasaSatiri>();
  private readonly urunler = new Map<number, UrunSatiri>();
  /** every option group a product offers (in the groups' order), and the option values orders chose */
  private readonly gruplar = new Map<number, SiparisGrubu[]>();
  private readonly degerler = new Map<number, SiparisDegeri>();

  adisyon(masaId: number): Adisyon | undefined {
    return this.adisyonlar.get(masaId);
  }

  masa(masaId: number): MasaSatiri | undefined {
    return this.masalar.get(masaId);
  }

  /** The products when every one is known, else undefined (then the handler reads them). */
  urunlerHepsi(idler: readonly number[]): UrunSatiri[] | undefined {
    const list = idler.map((id) => this.urunler.get(id));
    return list.every((u) => u !== undefined) ? (list as UrunSatiri[]) : undefined;
  }

  /** The groups of every product when all are known, else undefined. */
  gruplarHepsi(urunIdler: readonly number[]): SiparisGrubu[] | undefined {
    const list = urunIdler.map((id) => this.gruplar.get(id));
    return list.every((g) => g !== undefined) ? (list as SiparisGrubu[][]).flat() : undefined;
  }

  /** The chosen values when all are known, else undefined. */
  degerlerHepsi(idler: readonly number[]): SiparisDegeri[] | undefined {
    const list = idler.map((id) => this.degerler.get(id));
    return list.every((d) => d !== undefined) ? (list as SiparisDegeri[]) : undefined;
  }

  /** The table's check as the batch just wrote and read it back (a closed or moved one is forgotten). */
  adisyonYaz(masaId: number, a: Adisyon | null): void {
    if (a && a.durum === 'acik' && a.masaId === masaId) this.adisyonlar.set(masaId, a);
    else this.adisyonlar.delete(masaId);
  }

  okunanlar(masa: MasaSatiri | undefined, urunler: readonly UrunSatiri[], gruplar: readonly SiparisGrubu[], degerler: readonly SiparisDegeri[]): void {
    if (masa) this.masalar.set(masa.id, masa);
    for (const u of urunler) {
      this.urunler.set(u.id, u);
      this.gruplar.set(u.id, gruplar.filter((g) => g.urun_id === u.id));
    }
    for (const d of degerler) this.degerler.set(d.id, d);
  }

  /** Any operation but an order may change checks in ways the object does not follow line by line. */
  adisyonlariUnut(): void {
    this.adisyonlar.clear();
  }

  unut(): void {
    this.adisyonlar.clear();
    this.masalar.clear();
    this.urunler.clear();
    this.gruplar.clear();
    this.degerler.clear();
  }
}
