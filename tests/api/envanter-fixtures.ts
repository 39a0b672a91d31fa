import { env } from 'cloudflare:test';

/** Rows of the fixed-asset tests, written straight into D1 (the API under test is not the one that makes locations). */
export async function lokasyonEkle(isletmeId: number, ad: string, ustId: number | null = null, tur = 'oda'): Promise<number> {
  return (await env.DB.prepare('INSERT INTO envanter_lokasyon (isletme_id, ust_id, ad, tur) VALUES (?, ?, ?, ?) RETURNING id').bind(isletmeId, ustId, ad, tur).first<{ id: number }>())!.id;
}

let n = 0;
/** An asset inserted without the API (code unique per run). */
export async function demirbasEkle(isletmeId: number, row: { ad?: string; durum?: string; lokasyonId?: number | null } = {}): Promise<number> {
  const kod = `T-${++n}-${Math.floor(Math.random() * 1e6)}`;
  return (await env.DB.prepare('INSERT INTO envanter_demirbas (isletme_id, kod, ad, durum, lokasyon_id, arama) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(isletmeId, kod, row.ad ?? `Demirbaş ${n}`, row.durum ?? 'kullanimda', row.lokasyonId ?? null, kod.toLowerCase()).first<{ id: number }>())!.id;
}
