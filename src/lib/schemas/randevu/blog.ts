import * as v from 'valibot';
import { MAX_URL_ADI, URL_ADI_DESENI } from '@lib/blog/url-adi';

/**
 * Blog posts of the appointment channel (randevu_blog): one schema for the panel form and the API
 * (/api/isletme/randevu/blog*). Messages are i18n keys ('randevu.blog.v.*'). The body is sanitised on the server on every
 * write (src/lib/blog/sanitize.ts); the schema only bounds its size.
 */

export const MAX_BASLIK = 200;
export const MAX_OZET = 300;
export const MAX_GOVDE = 100_000;
/** Covers are cropped to this size in the browser, so pages can reserve the space (no layout shift). */
export const KAPAK_EN = 1200;
export const KAPAK_BOY = 630;

/** R2 key of a cover as POST /blog/kapak stores it (randevu/blog/{isletmeId}/{32 hex}.webp). */
export const KAPAK_DESENI = /^randevu\/blog\/\d{1,10}\/[0-9a-f]{32}\.webp$/;

// control characters (NUL cuts text short in SQLite's length(), others are never typed)
const temiz = (satirlar: boolean) => (text: string) => ![...text].some((ch) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && !(satirlar && (ch === '\n' || ch === '\r' || ch === '\t'))) || code === 127;
});

const ISO_ZAMAN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
/** An instant with its offset, between 2000 and 2100; normalised to toISOString() so text order is time order. */
const zaman = v.pipe(
  v.string('randevu.blog.v.yayinTarihi'),
  v.check((text) => {
    const ms = Date.parse(text);
    return ISO_ZAMAN.test(text) && Number.isFinite(ms) && ms >= Date.UTC(2000, 0, 1) && ms < Date.UTC(2100, 0, 1);
  }, 'randevu.blog.v.yayinTarihi'),
  v.transform((text) => new Date(Date.parse(text)).toISOString()),
);

export const BlogSchema = v.object({
  baslik: v.pipe(v.string('randevu.blog.v.baslik'), v.trim(), v.minLength(1, 'randevu.blog.v.baslik'), v.maxLength(MAX_BASLIK, 'randevu.blog.v.baslik'), v.check(temiz(false), 'randevu.blog.v.baslik')),
  /** '' (or missing): made from the title */
  urlAdi: v.optional(v.pipe(
    v.string('randevu.blog.v.urlAdi'),
    v.trim(),
    v.maxLength(MAX_URL_ADI, 'randevu.blog.v.urlAdi'),
    v.check((ad) => ad === '' || URL_ADI_DESENI.test(ad), 'randevu.blog.v.urlAdi'),
  ), ''),
  ozet: v.optional(v.pipe(v.string('randevu.blog.v.ozet'), v.trim(), v.maxLength(MAX_OZET, 'randevu.blog.v.ozet'), v.check(temiz(true), 'randevu.blog.v.ozet')), ''),
  govdeHtml: v.optional(v.pipe(v.string('randevu.blog.v.govde'), v.maxLength(MAX_GOVDE, 'randevu.blog.v.govdeUzun')), ''),
  kapak: v.optional(v.nullable(v.pipe(v.string('randevu.blog.v.kapak'), v.regex(KAPAK_DESENI, 'randevu.blog.v.kapak'))), null),
  yayinda: v.optional(v.boolean('randevu.blog.v.yayinda'), false),
  /** null: now when first published (a published post keeps its date) */
  yayinTarihi: v.optional(v.nullable(zaman), null),
});
export type BlogGirdisi = v.InferOutput<typeof BlogSchema>;

export const YayinSchema = v.object({ yayinda: v.boolean('randevu.blog.v.yayinda') });

export type BlogDurumu = 'taslak' | 'zamanli' | 'yayinda';

/** Draft, scheduled (published with a future date) or live. */
export function blogDurumu(yayinda: boolean, yayinTarihi: string | null, nowMs = Date.now()): BlogDurumu {
  if (!yayinda) return 'taslak';
  return yayinTarihi !== null && Date.parse(yayinTarihi) > nowMs ? 'zamanli' : 'yayinda';
}

// ---- answers of the API (shared by the worker and the panel) ----

export interface BlogOzeti {
  id: number;
  baslik: string;
  urlAdi: string;
  ozet: string;
  kapak: string | null;
  yayinda: boolean;
  yayinTarihi: string | null;
  olusturma: string;
  guncelleme: string;
}

export interface BlogYazisi extends BlogOzeti { govdeHtml: string }

/** GET …/blog: the posts and the channel's address parts. */
export interface BlogListesi {
  yazilar: BlogOzeti[];
  saatDilimi: string;
  /** first path segment of the public pages (/{firmaAdi}/blog) */
  firmaAdi: string;
  /** the booking channel, for the "book" link; null when the venue never set one up */
  firmaKey: string | null;
  kanalAktif: boolean;
}
/** What saving a post answers. */
export interface BlogKayitSonucu { id: number; urlAdi: string; yayinTarihi: string | null; govdeHtml: string }
