import type { IstasyonAyari } from '@lib/cafe/istasyon';
import type { IstasyonAyarGirisi } from '@lib/schemas/cafe/istasyon';
import { ApiError } from '@worker/http/envelope';

/** The venue's stations and the age timer's minutes; where its categories and products are prepared. */

export async function istasyonAyari(db: D1Database, isletmeId: number): Promise<IstasyonAyari & { kategoriler: { id: number; ad: string; ustId: number | null; istasyonId: number | null }[] }> {
  const [ist, prm, kat] = await db.batch([
    db.prepare('SELECT id, ad, yazdir FROM cafe_istasyon WHERE isletme_id = ? AND aktif = 1 ORDER BY sira, id').bind(isletmeId),
    db.prepare('SELECT istasyon_sari_dk, istasyon_kirmizi_dk FROM isletme_parametre WHERE isletme_id = ?').bind(isletmeId),
    db.prepare(`SELECT id, coalesce(json_extract(ad, '$.tr'), '') AS ad, ust_kategori_id, istasyon_id FROM menu_kategori WHERE isletme_id = ? ORDER BY sira, id`).bind(isletmeId),
  ]);
  const p = prm!.results[0] as { istasyon_sari_dk: number; istasyon_kirmizi_dk: number } | undefined;
  return {
    istasyonlar: (ist!.results as { id: number; ad: string; yazdir: number }[]).map((r) => ({ id: r.id, ad: r.ad, yazdir: r.yazdir === 1 })),
    sariDk: p?.istasyon_sari_dk ?? 8,
    kirmiziDk: p?.istasyon_kirmizi_dk ?? 15,
    kategoriler: (kat!.results as { id: number; ad: string; ust_kategori_id: number | null; istasyon_id: number | null }[])
      .map((k) => ({ id: k.id, ad: k.ad, ustId: k.ust_kategori_id, istasyonId: k.istasyon_id })),
  };
}

/** Saves the whole list: known ids are renamed, new ones added, the ones left out removed (and nothing routed to them). */
export async function istasyonAyariKaydet(db: D1Database, isletmeId: number, g: IstasyonAyarGirisi): Promise<void> {
  const mevcut = (await db.prepare('SELECT id FROM cafe_istasyon WHERE isletme_id = ? AND aktif = 1').bind(isletmeId).all<{ id: number }>()).results.map((r) => r.id);
  const kalan = g.istasyonlar.flatMap((i) => (i.id ? [i.id] : []));
  if (kalan.some((id) => !mevcut.includes(id))) throw new ApiError(404, 'NOT_FOUND', 'cafe.istasyon.api.istasyonYok');
  const silinen = mevcut.filter((id) => !kalan.includes(id));
  const liste = (ids: number[]) => ids.map(() => '?').join(', ');
  await db.batch([
    db.prepare('INSERT OR IGNORE INTO isletme_parametre (isletme_id) VALUES (?)').bind(isletmeId),
    db.prepare('UPDATE isletme_parametre SET istasyon_sari_dk = ?, istasyon_kirmizi_dk = ? WHERE isletme_id = ?').bind(g.sariDk, g.kirmiziDk, isletmeId),
    ...(silinen.length ? [
      db.prepare(`UPDATE cafe_istasyon SET aktif = 0 WHERE isletme_id = ? AND id IN (${liste(silinen)})`).bind(isletmeId, ...silinen),
      db.prepare(`UPDATE menu_kategori SET istasyon_id = NULL WHERE isletme_id = ? AND istasyon_id IN (${liste(silinen)})`).bind(isletmeId, ...silinen),
      db.prepare(`UPDATE menu_urun SET istasyon_id = NULL WHERE isletme_id = ? AND istasyon_id IN (${liste(silinen)})`).bind(isletmeId, ...silinen),
    ] : []),
    ...g.istasyonlar.map((i, sira) => (i.id
      ? db.prepare('UPDATE cafe_istasyon SET ad = ?, yazdir = ?, sira = ? WHERE id = ? AND isletme_id = ?').bind(i.ad, i.yazdir ? 1 : 0, sira, i.id, isletmeId)
      : db.prepare('INSERT INTO cafe_istasyon (isletme_id, ad, yazdir, sira) VALUES (?, ?, ?, ?)').bind(isletmeId, i.ad, i.yazdir ? 1 : 0, sira))),
  ]);
}

/** Routes a category or a product of the venue to a station (null: none / the category's). */
export async function yonlendir(db: D1Database, isletmeId: number, hedef: { kategoriId: number | null; urunId: number | null }, istasyonId: number | null): Promise<void> {
  if (istasyonId !== null) {
    const ist = await db.prepare('SELECT 1 FROM cafe_istasyon WHERE id = ? AND isletme_id = ? AND aktif = 1').bind(istasyonId, isletmeId).first();
    if (!ist) throw new ApiError(404, 'NOT_FOUND', 'cafe.istasyon.api.istasyonYok');
  }
  const [tablo, id] = hedef.kategoriId !== null ? ['menu_kategori', hedef.kategoriId] : ['menu_urun', hedef.urunId];
  const r = await db.prepare(`UPDATE ${tablo} SET istasyon_id = ? WHERE id = ? AND isletme_id = ?`).bind(istasyonId, id, isletmeId).run();
  if (!r.meta.changes) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
}

/** A product's own station (null: its category's). */
export async function urunIstasyonu(db: D1Database, isletmeId: number, urunId: number): Promise<number | null> {
  const r = await db.prepare('SELECT istasyon_id FROM menu_urun WHERE id = ? AND isletme_id = ?').bind(urunId, isletmeId).first<{ istasyon_id: number | null }>();
  if (!r) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return r.istasyon_id;
}

/** The venue's active stations among `idler` (a screen may listen only to those). */
export async function gecerliIstasyonlar(db: D1Database, isletmeId: number, idler: readonly number[]): Promise<number[]> {
  if (!idler.length) return [];
  const r = await db.prepare(`SELECT id FROM cafe_istasyon WHERE isletme_id = ? AND aktif = 1 AND id IN (${idler.map(() => '?').join(', ')})`).bind(isletmeId, ...idler).all<{ id: number }>();
  return r.results.map((x) => x.id);
}
