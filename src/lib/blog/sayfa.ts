import { safeJson } from '../menu/jsonld';
import { translate } from '../i18n/overlays';
import { isLang, type Lang } from '../i18n/languages';
import type { MessageKey } from '../i18n/translate';
import { blogDuzMetin } from './sanitize';
import { blogTarihi } from './tarih';

/** Server-side helpers of the public blog pages /{FirmaAdi}/blog and /{FirmaAdi}/blog/{urlAdi} (no browser code). */

// first path segments of other pages: never a venue
const AYRILMIS = new Set(['qr', 'isletme', 'admin', 'api', 'login', 'widgets', 'i18n', '_astro', 'services', 'about', 'contact']);

/** A first path segment that may name a venue; anything else is answered 404 without a query. */
export const firmaAdiGecerli = (ad: string | undefined): ad is string => typeof ad === 'string' && ad.length >= 1 && ad.length <= 100 && !AYRILMIS.has(ad) && !ad.includes('/');

export interface BlogSayfaBaglami {
  lang: Lang;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  /** '?lang=xx' when the guest chose a language in the URL, so links keep it */
  q: string;
  tarih: (iso: string) => string;
  abs: (path: string) => string;
  gorsel: (anahtar: string) => string;
}

export function baglam(url: URL, lang: Lang, saatDilimi: string): BlogSayfaBaglami {
  const secilen = url.searchParams.get('lang');
  return {
    lang,
    t: (key, params) => translate(lang, key, params),
    q: isLang(secilen) ? `?lang=${secilen}` : '',
    tarih: (iso) => blogTarihi(iso, lang, saatDilimi),
    abs: (path) => new URL(path, url.origin).toString(),
    gorsel: (anahtar) => `/api/public/gorsel/${anahtar}`,
  };
}

export const blogYolu = (firmaAdi: string, urlAdi?: string) => `/${encodeURIComponent(firmaAdi)}/blog${urlAdi ? `/${encodeURIComponent(urlAdi)}` : ''}`;
export const randevuYolu = (firmaAdi: string, firmaKey: string) => `/${encodeURIComponent(firmaAdi)}/${encodeURIComponent(firmaKey)}/randevu/yeni`;

/** The channel theme (ayar_json) as an object; anything unreadable is no theme. */
export function temaAyari(ayarJson: string): Record<string, unknown> {
  try {
    const json = JSON.parse(ayarJson) as unknown;
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Reading minutes of a sanitised body (≈ 200 words a minute, at least 1). */
export function okumaDakikasi(html: string): number {
  return Math.max(1, Math.round(blogDuzMetin(html).split(' ').filter(Boolean).length / 200));
}

/** Status and caching: edits show on the next request; misses and failures never stay cached. */
export function yanitAyarla(response: { status?: number; headers: Headers }, url: URL, status: number): void {
  response.status = status;
  response.headers.set('Cache-Control', status === 200 ? 'public, no-cache' : 'no-store');
  // without ?lang the language comes from the cookie or Accept-Language
  if (!isLang(url.searchParams.get('lang'))) response.headers.set('Vary', 'Cookie, Accept-Language');
}

export interface JsonLdYazi { baslik: string; urlAdi: string; ozet: string; kapak: string | null; yayinTarihi: string; guncelleme?: string }

/** schema.org BlogPosting (page of one post) or Blog with its posts (the list page), escaped for a <script>. */
export function blogJsonLd(b: BlogSayfaBaglami, isletme: string, firmaAdi: string, yazilar: JsonLdYazi[], tek: boolean): string {
  const yayinci = { '@type': 'Organization', name: isletme };
  const posting = (y: JsonLdYazi) => ({
    '@type': 'BlogPosting',
    headline: y.baslik,
    url: b.abs(blogYolu(firmaAdi, y.urlAdi)),
    datePublished: y.yayinTarihi,
    ...(y.guncelleme ? { dateModified: y.guncelleme > y.yayinTarihi ? y.guncelleme : y.yayinTarihi } : {}),
    ...(y.ozet ? { description: y.ozet } : {}),
    ...(y.kapak ? { image: b.abs(b.gorsel(y.kapak)) } : {}),
    author: yayinci,
    publisher: yayinci,
  });
  if (tek && yazilar[0]) return safeJson({ '@context': 'https://schema.org', ...posting(yazilar[0]), mainEntityOfPage: b.abs(blogYolu(firmaAdi, yazilar[0].urlAdi)) });
  return safeJson({
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: b.t('randevu.blog.pub.title', { isletme }),
    url: b.abs(blogYolu(firmaAdi)),
    publisher: yayinci,
    blogPost: yazilar.map(posting),
  });
}
