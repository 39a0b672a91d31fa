import { etiketSlug, type EtiketTuru } from '@lib/envanter/etiket';
import { lokasyonAgaci } from './etiket';

/** What a label sheet prints: each record's slug, code and name (ids of another venue are simply absent). */
export interface EtiketSecimi { tur: EtiketTuru; idler: number[] | null; lokasyonId: number | null }

export const ETIKET_TAVANI = 500;

export async function etiketListesi(db: D1Database, isletmeId: number, s: EtiketSecimi, mask: number) {
  const idKosulu = s.idler ? ` AND id IN (${s.idler.map(() => '?').join(',')})` : '';
  if (s.tur === 'demirbas') {
    const lokKosulu = s.lokasyonId !== null ? ' AND lokasyon_id = ?' : '';
    const { results } = await db.prepare(`SELECT id, kod, ad FROM envanter_demirbas WHERE isletme_id = ? AND durum <> 'hurda'${idKosulu}${lokKosulu} ORDER BY kod LIMIT ${ETIKET_TAVANI}`)
      .bind(isletmeId, ...(s.idler ?? []), ...(s.lokasyonId !== null ? [s.lokasyonId] : [])).all<{ id: number; kod: string; ad: string }>();
    return results.map((r) => ({ id: r.id, slug: etiketSlug('demirbas', r.id, mask), kod: r.kod, ad: r.ad }));
  }
  // a location's label names its place in the tree ("Bina › Kat › Oda") where an asset's names its code
  const secili = s.idler ? new Set(s.idler) : null;
  return (await lokasyonAgaci(db, isletmeId, mask)).filter((l) => l.aktif && (!secili || secili.has(l.id))).slice(0, ETIKET_TAVANI)
    .map((l) => ({ id: l.id, slug: l.slug, kod: l.yol, ad: l.ad }));
}
