import { env } from 'cloudflare:test';
import { ziyaretYaz } from '@worker/crypto/ziyaret';
import { slugFor } from '@worker/slug';
import { call, nextIp } from '../fixtures';
import { cafeKur, type TestCafe } from '../cafe/fixtures';

/** A cafe whose tables take orders from the QR menu, and a guest's calls with a visit cookie (what scanning the card gives). */

export interface QrKafe extends TestCafe { slug: string }

export async function qrKafe(secenek: { gunAcik?: boolean; onay?: boolean } = {}): Promise<QrKafe> {
  const k = await cafeKur({ gunAcik: secenek.gunAcik });
  await env.DB.prepare('UPDATE isletme_parametre SET qr_siparis = 1, qr_siparis_onay = ? WHERE isletme_id = ?').bind(secenek.onay ? 1 : 0, k.isletmeId).run();
  return { ...k, slug: slugFor(env, k.isletmeId) };
}

/** The visit cookie of a guest who scanned a table's card at `zaman` (default now). */
export async function ziyaret(isletmeId: number, masaId: number, zaman = Date.now()): Promise<string> {
  return `qr_ziyaret=${await ziyaretYaz(env.LINK_KEY, isletmeId, masaId, zaman)}`;
}

let sepetSayac = 0;
export const yeniSepetId = (): string => `sepet-${Date.now().toString(36)}-${(sepetSayac += 1)}-${Math.floor(Math.random() * 1e9).toString(36)}`;

export interface QrCagriSecenegi { ip?: string; lang?: string; siparisId?: string }

/** POST /api/qrmenu/{slug}/siparis as the guest's island sends it: [urunId, adet, secenekler?][] */
export function qrSiparis(k: QrKafe, cerez: string | null, kalemler: [number, number, number[]?][], o: QrCagriSecenegi = {}): Promise<Response> {
  return call('POST', `/api/qrmenu/${k.slug}/siparis`, {
    token: cerez ?? undefined, ip: o.ip ?? nextIp(), lang: o.lang,
    body: { siparisId: o.siparisId ?? yeniSepetId(), kalemler: kalemler.map(([urunId, adet, secenekler]) => ({ urunId, adet, secenekler: secenekler ?? [] })) },
  });
}

export function qrCagri(k: QrKafe, cerez: string | null, tur: string, o: QrCagriSecenegi = {}): Promise<Response> {
  return call('POST', `/api/qrmenu/${k.slug}/cagri`, { token: cerez ?? undefined, ip: o.ip ?? nextIp(), lang: o.lang, body: { tur } });
}
