import { env } from 'cloudflare:test';
import { etiketSlug } from '@lib/envanter/etiket';
import { maskFromSeed } from '@lib/slug';

/** Inventory rows written straight into D1 for the API tests (the route under test is not the one that makes them). */

export const MASK = maskFromSeed('test-slug-seed');
let n = 0;

export async function lokasyon(isletmeId: number, ad: string, ustId: number | null = null, tur = 'oda'): Promise<number> {
  return (await env.DB.prepare('INSERT INTO envanter_lokasyon (isletme_id, ust_id, ad, tur) VALUES (?, ?, ?, ?) RETURNING id').bind(isletmeId, ustId, ad, tur).first<{ id: number }>())!.id;
}

export async function demirbas(isletmeId: number, lokasyonId: number | null, extra: { ad?: string; durum?: string; alisKurus?: number; garanti?: string | null; kategoriId?: number | null } = {}): Promise<number> {
  n += 1;
  return (await env.DB.prepare(`INSERT INTO envanter_demirbas (isletme_id, kod, ad, lokasyon_id, durum, alis_kurus, garanti_bitis, kategori_id)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`)
    .bind(isletmeId, `T-${isletmeId}-${String(n).padStart(4, '0')}-${Math.floor(Math.random() * 1e6)}`, extra.ad ?? `Demirbaş ${n}`, lokasyonId, extra.durum ?? 'kullanimda', extra.alisKurus ?? 0, extra.garanti ?? null, extra.kategoriId ?? null)
    .first<{ id: number }>())!.id;
}

export const dSlug = (id: number) => etiketSlug('demirbas', id, MASK);
export const lSlug = (id: number) => etiketSlug('lokasyon', id, MASK);
