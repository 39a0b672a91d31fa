import { env } from 'cloudflare:workers';
import type { AstroGlobal } from 'astro';
import { decryptLink } from '@worker/crypto/link';
import { misafirKaporasiIdIle, type MisafirKaporasi } from '@worker/db/randevu/kapora';
import { LINK_AMACI } from '@worker/routes/randevu-public/ortak';

/**
 * The manage page (/{FirmaAdi}/{FirmaKey}/randevu/sorgula?l=…) of a booking that still waits for its deposit: the
 * deposit box is drawn by the server, so a guest who booked through a venue's widget (which has no room for it)
 * finds the amount, IBAN and reference code behind the confirmation's manage link. Null otherwise (any bad link too:
 * the lookup flow itself answers why).
 */
export async function bekleyenKapora(astro: AstroGlobal, firmaKey: string): Promise<MisafirKaporasi | null> {
  const token = astro.url.searchParams.get('l');
  if (!token) return null;
  try {
    const { ids } = await decryptLink(env.LINK_KEY, token, LINK_AMACI);
    if (typeof ids.randevuId !== 'number' || typeof ids.isletmeId !== 'number') return null;
    const kapora = await misafirKaporasiIdIle(env.DB, firmaKey, ids.randevuId, ids.isletmeId);
    return kapora && kapora.durum === 'bekliyor' && Date.parse(kapora.sonZaman) > Date.now() ? kapora : null;
  } catch {
    return null;
  }
}
