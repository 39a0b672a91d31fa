import { MUSTERI_ARAMA_LIMIT, isoYerelMetin, type CariMusteri, type MusteriBaglanti, type RandevuBaglanti } from '@lib/schemas/randevu-finans';
import { aramaHazirla, musteriEslesir } from '@lib/schemas/randevu-musteri';
import { VARSAYILAN_PARAMETRE, type OdemeYontemi } from '@lib/schemas/parametre';
import { ApiError } from '@worker/http/envelope';
import { isletmeZamani, parametreOku } from './parametre';

/** Shared reads of the cash book and the debt ledger (/api/isletme/randevu/kasa, /cari, /cari-bakiye). */

/** What the money screens need of the venue: name, zone, business-day cutoff and the payment methods it offers. */
export async function isletmeOku(db: D1Database, isletmeId: number): Promise<{ ad: string; saatDilimi: string; gunDonumuSaat: number; odemeYontemleri: OdemeYontemi[] }> {
  const [parametre, zaman] = await Promise.all([parametreOku(db, isletmeId), isletmeZamani(db, isletmeId)]);
  return { ad: parametre?.ad ?? '', ...zaman, odemeYontemleri: parametre?.odemeYontemleri ?? [...VARSAYILAN_PARAMETRE.odemeYontemleri] };
}

export const musteriYok = () => new ApiError(404, 'NOT_FOUND', 'rfinans.api.musteriYok');
export const hareketYok = () => new ApiError(404, 'NOT_FOUND', 'rfinans.api.hareketYok');

/** The venue's customer (erased ones included: their books stay) or 404 — another venue's id looks like a missing one. */
export async function musteriOku(db: D1Database, isletmeId: number, id: number): Promise<{ id: number; ad_soyad: string; telefon: string; silinme_zamani: string | null }> {
  const row = await db
    .prepare('SELECT id, ad_soyad, telefon, silinme_zamani FROM musteri WHERE id = ? AND isletme_id = ?')
    .bind(id, isletmeId)
    .first<{ id: number; ad_soyad: string; telefon: string; silinme_zamani: string | null }>();
  if (!row) throw musteriYok();
  return row;
}

/** LEFT JOIN columns → a link object, or null when the row has none. */
export function musteriBaglanti(id: number | null, adSoyad: string | null, silinme: string | null): MusteriBaglanti | null {
  return id === null || adSoyad === null ? null : { id, adSoyad, silinmis: silinme !== null };
}
export function randevuBaglanti(id: number | null, kod: string | null, baslangic: string | null): RandevuBaglanti | null {
  return id === null || kod === null || baslangic === null ? null : { id, kod, baslangic };
}

/**
 * Customers for the pickers: name words (Turkish locale, folded diacritics) or phone digits, matched here rather than
 * in SQL (SQLite's lower() knows only ASCII). Erased customers only when they have ledger rows (their books stay
 * reachable). An empty query lists the customers with the most recent ledger movements.
 */
export async function finansMusteriAra(db: D1Database, isletmeId: number, q: string): Promise<CariMusteri[]> {
  const { results } = await db
    .prepare(`SELECT m.id, m.ad_soyad, m.telefon, m.email, m.silinme_zamani, c.bakiye, c.adet, c.son
      FROM musteri m
      LEFT JOIN (SELECT musteri_id, bakiye_kurus AS bakiye, hareket AS adet, son_tarih AS son FROM cari_bakiye WHERE isletme_id = ?1) c ON c.musteri_id = m.id
      WHERE m.isletme_id = ?1 AND (m.silinme_zamani IS NULL OR c.adet > 0)`)
    .bind(isletmeId)
    .all<{ id: number; ad_soyad: string; telefon: string; email: string | null; silinme_zamani: string | null; bakiye: number | null; adet: number | null; son: string | null }>();
  const metin = q.trim();
  const collator = new Intl.Collator('tr', { sensitivity: 'base' });
  let secilen: typeof results;
  if (metin === '') {
    secilen = results.filter((r) => (r.adet ?? 0) > 0).sort((a, b) => (b.son ?? '').localeCompare(a.son ?? '') || b.id - a.id);
  } else {
    const arama = aramaHazirla(metin);
    secilen = results
      .filter((r) => musteriEslesir({ adSoyad: r.ad_soyad, telefon: r.silinme_zamani ? '' : r.telefon, email: r.email }, arama))
      .sort((a, b) => collator.compare(a.ad_soyad, b.ad_soyad) || a.id - b.id);
  }
  return secilen.slice(0, MUSTERI_ARAMA_LIMIT).map((r) => ({
    id: r.id,
    adSoyad: r.ad_soyad,
    telefon: r.silinme_zamani ? '' : r.telefon,
    silinmis: r.silinme_zamani !== null,
    bakiyeKurus: r.bakiye ?? 0,
    hareketSayisi: r.adet ?? 0,
  }));
}

/** A stored instant → 'YYYY-MM-DD HH:MM' in the venue zone (Excel reads it as a date-time). */
export function csvZaman(iso: string, timeZone: string): string {
  return Number.isNaN(Date.parse(iso)) ? '' : isoYerelMetin(iso, timeZone).replace('T', ' ');
}
