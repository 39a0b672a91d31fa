import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { isLang } from '@lib/i18n/languages';
import type { MessageKey } from '@lib/i18n/translate';
import { QR_CAGRI_TURLERI, QrCagriGovdeSchema, QrSepetSchema, QrSiparisGovdeSchema } from '@lib/schemas/cafe/qr';
import { sha256Hex } from '@worker/crypto/tokens';
import { ziyaretOku, type Ziyaret } from '@worker/crypto/ziyaret';
import { findVenueById, type VenueRow } from '@worker/db/qrmenu/public';
import { siparisKatalogu, siparisMasasi } from '@worker/db/qrmenu/siparis';
import { ApiError, ok } from '@worker/http/envelope';
import { pencereDenemesi } from '@worker/http/limiter';
import { clientIp, readBody } from '@worker/http/request';
import { sepetHesapla } from '@worker/live/cafe/isleyici/qr-oku';
import type { IslemCevabi } from '@worker/live/cafe/tipler';
import { idFromSlug } from '@worker/slug';
import type { AppEnv } from '@worker/types';

/**
 * /api/qrmenu/{slug}: ordering from the table, for guests (no account). Every call needs the guest's visit (the
 * cookie the table card's QR gave them); orders and calls go through the venue's live object like a waiter's.
 * Writes come only from our own pages (Origin) and are limited per address; the object limits per table.
 */

/** calls per address in QR_ADRES_PENCERE_MS (orders, carts and calls together; a retry of one cart counts too) */
export const QR_ADRES_SINIRI = 120;
export const QR_ADRES_PENCERE_MS = 10 * 60_000;

async function mekan(c: Context<AppEnv>): Promise<VenueRow> {
  let id = 0;
  try {
    id = idFromSlug(c.env, c.req.param('slug') ?? '');
  } catch {
    id = 0;
  }
  const venue = id > 0 ? await findVenueById(c.env.DB, id) : null;
  if (!venue) throw new ApiError(404, 'NOT_FOUND', 'qrmenu.misafir.menuNotFound');
  if (venue.kapali) throw new ApiError(403, 'VENUE_CLOSED', 'qrmenu.misafir.kapaliMetin');
  return venue;
}

async function ziyaret(c: Context<AppEnv>, venue: VenueRow): Promise<Ziyaret> {
  const z = await ziyaretOku(c.env.LINK_KEY, c.req.header('cookie'), venue.id);
  // no visit (never scanned, expired, another venue's, tampered): the guest reads the same "scan again"
  if (!z) throw new ApiError(403, 'FORBIDDEN', 'qrmenu.siparis.ziyaretBitti');
  return z;
}

/** A write from another site (the visit cookie is ambient) is refused. */
function kendiSitemiz(c: Context<AppEnv>): void {
  const self = new URL(c.req.url).origin;
  const kaynak = c.req.header('origin') ?? c.req.header('referer');
  let from: string | null = null;
  try {
    from = kaynak ? new URL(kaynak).origin : null;
  } catch {
    from = null;
  }
  if (from !== self) throw new ApiError(403, 'CSRF', 'error.csrf');
}

async function adresSiniri(c: Context<AppEnv>): Promise<string> {
  const adres = (await sha256Hex(`qr:${clientIp(c)}`)).slice(0, 32);
  const d = await pencereDenemesi(c.env.DB, 'qr_deneme', QR_ADRES_PENCERE_MS, [{ anahtar: adres, max: QR_ADRES_SINIRI }]);
  if (d.retryAfter > 0) {
    c.header('Retry-After', String(d.retryAfter));
    throw new ApiError(429, 'RATE_LIMITED', 'qrmenu.siparis.adresSiniri', { saniye: d.retryAfter });
  }
  return adres;
}

function canli(c: Context<AppEnv>, isletmeId: number) {
  return c.env.CAFE_CANLI.get(c.env.CAFE_CANLI.idFromName(String(isletmeId)));
}

function cevapVeri(cevap: IslemCevabi): { durum: number; veri: unknown } {
  if ('hata' in cevap) {
    const h = cevap.hata;
    throw new ApiError(h.status as 400, h.errorCode, h.messageKey as MessageKey, h.params);
  }
  return { durum: cevap.durum, veri: cevap.veri };
}

/** Where a form POST goes back to: a guest page of ours, else the venue's landing. */
function donus(c: Context<AppEnv>, git: unknown): string {
  let yol = typeof git === 'string' ? git : '';
  if (!yol) {
    try {
      const r = new URL(c.req.header('referer') ?? '');
      yol = r.origin === new URL(c.req.url).origin ? r.pathname + r.search : '';
    } catch {
      yol = '';
    }
  }
  const temiz = yol.replace(/([?&])cagri=[^&]*/g, '$1').replace(/[?&]+$/, '').replace('?&', '?');
  return /^\/qr\/[^/?#]+\/[^/?#]+(\/[^?#]*)?(\?[^#]*)?$/.test(temiz) && !temiz.includes('//') ? temiz : '/';
}

const ekle = (yol: string, ad: string, deger: string) => `${yol}${yol.includes('?') ? '&' : '?'}${ad}=${encodeURIComponent(deger)}`;

export const qrmenuMisafirRoutes = new Hono<AppEnv>()
  /** The orderable products and their options for the ordering island (the visit's table decides what may be ordered). */
  .get('/:slug/katalog', async (c) => {
    const venue = await mekan(c);
    const z = await ziyaret(c, venue);
    const masa = await siparisMasasi(c.env.DB, venue.id, z.masaId);
    if (!masa) throw new ApiError(404, 'NOT_FOUND', 'qrmenu.siparis.masaYok');
    if (!masa.siparis) throw new ApiError(403, 'QR_ORDER_OFF', 'qrmenu.siparis.kapali');
    const lang = isLang(c.req.query('lang')) ? c.req.query('lang')! : c.get('lang');
    c.header('Cache-Control', 'private, no-store');
    return ok(c, { masa: { id: masa.id, ad: masa.ad }, ...(await siparisKatalogu(c.env.DB, venue.id, masa.kategoriler, isLang(lang) ? lang : 'tr')) });
  })
  /** The cart priced by the server (nothing written). */
  .post('/:slug/sepet', async (c) => {
    kendiSitemiz(c);
    const venue = await mekan(c);
    const z = await ziyaret(c, venue);
    await adresSiniri(c);
    const govde = await readBody(c, QrSepetSchema);
    return ok(c, await sepetHesapla(c.env.DB, venue.id, z.masaId, govde.kalemler));
  })
  /** Sends the cart (its id made by the phone: a double tap or a retry is one order). */
  .post('/:slug/siparis', async (c) => {
    kendiSitemiz(c);
    const venue = await mekan(c);
    const z = await ziyaret(c, venue);
    const adres = await adresSiniri(c);
    const govde = await readBody(c, QrSiparisGovdeSchema);
    const islemId = `qr-${govde.siparisId}`.slice(0, 64);
    const op = { islemId, tur: 'qrSiparis', masaId: z.masaId, kalemler: govde.kalemler, ziyaret: z.id, ziyaretBasi: z.baslangic, dil: c.get('lang') ?? 'tr', adres };
    const { durum, veri } = cevapVeri((await canli(c, venue.id).misafirIslem(venue.id, islemId, op)) as unknown as IslemCevabi);
    return ok(c, veri, durum as 200);
  })
  /** "Garson çağır" / "Hesap iste": JSON from the island, or a plain form POST from a page without JavaScript (303 back). */
  .post('/:slug/cagri', async (c) => {
    const form = (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
    let tur: unknown;
    let git: unknown;
    if (form) {
      const f = await c.req.parseBody();
      tur = f.tur;
      git = f.git;
    }
    try {
      kendiSitemiz(c);
      const venue = await mekan(c);
      const z = await ziyaret(c, venue);
      await adresSiniri(c);
      const cagri = form ? v.parse(QrCagriGovdeSchema, { tur }).tur : (await readBody(c, QrCagriGovdeSchema)).tur;
      const islemId = `qr-c-${crypto.randomUUID()}`;
      const op = { islemId, tur: 'qrCagri', masaId: z.masaId, cagri, ziyaret: z.id, ziyaretBasi: z.baslangic, dil: c.get('lang') ?? 'tr', adres: '' };
      const { durum, veri } = cevapVeri((await canli(c, venue.id).misafirIslem(venue.id, islemId, op)) as unknown as IslemCevabi);
      if (form) return c.redirect(ekle(donus(c, git), 'cagri', cagri), 303);
      return ok(c, veri, durum as 201);
    } catch (error) {
      if (!form) throw error;
      // the page says why (its own texts, in its language): wait, scan again, or that it failed
      const neden = error instanceof ApiError ? (error.status === 429 ? 'bekle' : error.status === 403 ? 'okut' : 'hata') : 'hata';
      const t = QR_CAGRI_TURLERI.includes(tur as 'garson') ? String(tur) : 'garson';
      return c.redirect(ekle(donus(c, git), 'cagri', `${t}-${neden}`), 303);
    }
  });
