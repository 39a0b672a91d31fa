import { etiketCoz, etiketSlug, type EtiketTuru } from '@lib/envanter/etiket';
import type { EtiketLokasyon, EtiketOzeti, LokasyonKarti, LokasyonSecenegi } from '@lib/schemas/envanter/tarama';
import { ApiError } from '@worker/http/envelope';

/** Labels: what one stands for in this venue (an asset or a location), location paths, cards and the location tree. */

/** The path from the root to a location ("Bina › Kat › Oda"), root first; [] when it is not this venue's. */
export async function lokasyonYolu(db: D1Database, isletmeId: number, id: number): Promise<string[]> {
  const { results } = await db.prepare(`WITH RECURSIVE yol(id, ust_id, ad, derinlik) AS (
      SELECT id, ust_id, ad, 0 FROM envanter_lokasyon WHERE id = ? AND isletme_id = ?
      UNION ALL SELECT l.id, l.ust_id, l.ad, yol.derinlik + 1 FROM envanter_lokasyon l JOIN yol ON l.id = yol.ust_id
        WHERE l.isletme_id = ? AND yol.derinlik < 32)
    SELECT ad FROM yol ORDER BY derinlik DESC`).bind(id, isletmeId, isletmeId).all<{ ad: string }>();
  return results.map((r) => r.ad);
}

/** A label's slug → its record in this venue; a malformed slug is 400, another venue's or a missing one 404. */
export async function etiketBul(db: D1Database, isletmeId: number, slug: string, mask: number): Promise<EtiketOzeti> {
  const etiket = /^[A-Za-z0-9_-]{8}$/.test(slug) ? etiketCoz(slug, mask) : null;
  if (!etiket) throw new ApiError(400, 'INVALID_LABEL', 'envanter.tarama.api.gecersizEtiket');
  const bulunan = await etiketKaydi(db, isletmeId, etiket.tur, etiket.id, mask);
  if (!bulunan) throw new ApiError(404, 'NOT_FOUND', 'envanter.tarama.api.etiketYok');
  return bulunan;
}

export async function etiketKaydi(db: D1Database, isletmeId: number, tur: EtiketTuru, id: number, mask: number): Promise<EtiketOzeti | null> {
  if (tur === 'demirbas') {
    const d = await db.prepare(`SELECT d.id, d.kod, d.ad, d.durum, d.lokasyon_id, l.ad AS lokasyon_ad FROM envanter_demirbas d
        LEFT JOIN envanter_lokasyon l ON l.id = d.lokasyon_id WHERE d.id = ? AND d.isletme_id = ?`)
      .bind(id, isletmeId).first<{ id: number; kod: string; ad: string; durum: string; lokasyon_id: number | null; lokasyon_ad: string | null }>();
    if (!d) return null;
    return { tur, id: d.id, slug: etiketSlug(tur, d.id, mask), kod: d.kod, ad: d.ad, durum: d.durum, lokasyonId: d.lokasyon_id, lokasyonAd: d.lokasyon_ad };
  }
  const l = await db.prepare('SELECT id, ad, aktif FROM envanter_lokasyon WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).first<{ id: number; ad: string; aktif: number }>();
  if (!l) return null;
  return { tur, id: l.id, slug: etiketSlug(tur, l.id, mask), ad: l.ad, yol: await lokasyonYolu(db, isletmeId, l.id), aktif: l.aktif === 1 };
}

/** A location's card (qr/{slug}): where it sits, what assets and stock it holds, its direct sub-locations. */
export async function lokasyonKarti(db: D1Database, isletmeId: number, lokasyon: EtiketLokasyon, mask: number): Promise<LokasyonKarti> {
  const [demirbaslar, stoklar, altlar] = await db.batch([
    db.prepare(`SELECT id, kod, ad, durum FROM envanter_demirbas WHERE isletme_id = ? AND lokasyon_id = ? ORDER BY durum = 'hurda', kod LIMIT 500`).bind(isletmeId, lokasyon.id),
    db.prepare(`SELECT u.id, u.ad, u.birim, s.miktar_binde, u.min_binde FROM envanter_stok s JOIN envanter_urun u ON u.id = s.urun_id
        WHERE s.isletme_id = ? AND s.lokasyon_id = ? AND s.miktar_binde > 0 ORDER BY u.ad LIMIT 500`).bind(isletmeId, lokasyon.id),
    db.prepare('SELECT id, ad FROM envanter_lokasyon WHERE isletme_id = ? AND ust_id = ? ORDER BY sira, ad').bind(isletmeId, lokasyon.id),
  ]);
  return {
    ...lokasyon,
    demirbaslar: (demirbaslar!.results as { id: number; kod: string; ad: string; durum: string }[])
      .map((d) => ({ ...d, slug: etiketSlug('demirbas', d.id, mask) })),
    stoklar: (stoklar!.results as { id: number; ad: string; birim: string; miktar_binde: number }[])
      .map((s) => ({ id: s.id, ad: s.ad, birim: s.birim, miktarBinde: s.miktar_binde })),
    altlar: (altlar!.results as { id: number; ad: string }[]).map((a) => ({ ...a, slug: etiketSlug('lokasyon', a.id, mask) })),
  };
}

/** The venue's locations as a flat tree list (the audit's location picker and the label sheets). */
export async function lokasyonAgaci(db: D1Database, isletmeId: number, mask: number): Promise<LokasyonSecenegi[]> {
  const { results } = await db.prepare(`SELECT l.id, l.ust_id, l.ad, l.aktif,
      (SELECT count(*) FROM envanter_demirbas d WHERE d.isletme_id = l.isletme_id AND d.lokasyon_id = l.id AND d.durum <> 'hurda') AS demirbas
      FROM envanter_lokasyon l WHERE l.isletme_id = ? ORDER BY l.sira, l.ad`).bind(isletmeId)
    .all<{ id: number; ust_id: number | null; ad: string; aktif: number; demirbas: number }>();
  const cocuklar = new Map<number | null, typeof results>();
  for (const r of results) cocuklar.set(r.ust_id, [...(cocuklar.get(r.ust_id) ?? []), r]);
  const liste: LokasyonSecenegi[] = [];
  const gez = (ust: number | null, derinlik: number, yol: string) => {
    for (const r of cocuklar.get(ust) ?? []) {
      const tam = yol ? `${yol} › ${r.ad}` : r.ad;
      liste.push({ id: r.id, ad: r.ad, derinlik, yol: tam, demirbas: r.demirbas, aktif: r.aktif === 1, slug: etiketSlug('lokasyon', r.id, mask) });
      if (derinlik < 32) gez(r.id, derinlik + 1, tam);
    }
  };
  gez(null, 0, '');
  return liste;
}
