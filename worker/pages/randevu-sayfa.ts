import { env } from 'cloudflare:workers';
import type { AstroGlobal } from 'astro';
import { RANDEVU_LINKI_AMACI } from '@lib/crm/kural';
import { langFromRequest } from '@lib/i18n/server-lang';
import type { SayfaVerisi } from '@lib/randevu/sayfa';
import { decryptLink } from '@worker/crypto/link';
import { firmaKeyGecerli, kanalYukle } from '@worker/db/randevu/kanal';
import { ApiError } from '@worker/http/envelope';

/** Server side of the booking pages (only the pages import it, never the widget bundle). */

// first path segments of other pages: never a venue
const AYRILMIS = new Set(['qr', 'isletme', 'admin', 'api', 'login', 'widgets', 'i18n', '_astro']);

/** The channel of the URL's FirmaKey; a changed or mistyped venue name redirects to the channel's current one. */
export async function sayfaYukle(astro: AstroGlobal): Promise<SayfaVerisi | Response> {
  const lang = langFromRequest(astro.request);
  const { firmaAdi = '', firmaKey = '' } = astro.params;
  const bos: SayfaVerisi = { durum: 'yok', lang, firmaKey, firmaAdi, isletmeAdi: '', config: {} };
  if (AYRILMIS.has(firmaAdi) || !firmaKeyGecerli(firmaKey)) return bos;
  try {
    const veri = await kanalYukle(env.DB, firmaKey);
    if (!veri) return bos;
    const k = veri.kanal;
    // the key decides; a changed or mistyped name goes to the channel's current name
    if (k.firma_adi !== firmaAdi) {
      const yol = astro.url.pathname.split('/').slice(3).join('/');
      return astro.redirect(`/${encodeURIComponent(k.firma_adi)}/${encodeURIComponent(k.firma_key)}/${yol}${astro.url.search}`, 301);
    }
    let config: Record<string, unknown> = {};
    try {
      const json = JSON.parse(k.ayar_json ?? '') as unknown;
      if (json && typeof json === 'object' && !Array.isArray(json)) config = json as Record<string, unknown>;
    } catch {
      config = {};
    }
    const token = astro.url.searchParams.get('k');
    const linkGecersiz = token !== null && !(await decryptLink(env.LINK_KEY, token, RANDEVU_LINKI_AMACI).then((p) => Number(p.ids.isletmeId) === k.isletme_id, () => false));
    return { durum: 'ok', lang, firmaKey: k.firma_key, firmaAdi: k.firma_adi, isletmeAdi: k.isletme_ad, config, linkGecersiz };
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'BOOKING_CLOSED') return { ...bos, durum: 'kapali' };
    console.error('booking page load failed:', error instanceof Error ? error.message : String(error));
    return { ...bos, durum: 'hata' };
  }
}

/**
 * The token of a guest's link page (a reminder's confirm, a waitlist offer): `?t=` when it is opened, the page form's
 * `t` when its button posts (opening the link changes nothing; the POST does).
 */
export async function linkSayfasiTokeni(astro: AstroGlobal): Promise<{ post: boolean; token: string }> {
  const post = astro.request.method === 'POST';
  let token = astro.url.searchParams.get('t') ?? '';
  if (post) {
    const form = await astro.request.formData().catch(() => null);
    const t = form?.get('t');
    if (typeof t === 'string') token = t;
  }
  return { post, token };
}
