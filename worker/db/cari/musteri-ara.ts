import { MUSTERI_ARAMA_LIMIT, type CariMusteri } from '@lib/schemas/cari';
import { aramaHazirla, musteriEslesir } from '@lib/schemas/musteri';

/**
 * Customers for the pickers: name words (folded by katla) or phone digits, matched here rather than
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
