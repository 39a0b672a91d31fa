import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { blogDuzMetin, blogHtmlTemizle } from '@lib/blog/sanitize';
import { yerelGirdi } from '@lib/zaman/girdi';
import { urlAdiUret } from '@lib/blog/url-adi';
import type { MessageKey } from '@lib/i18n/translate';
import { blogDurumu, BlogSchema, YayinSchema, type BlogGirdisi, type BlogYazisi } from '@lib/schemas/randevu/blog';
import { requirePermission } from '@worker/auth/guards';
import {
  blogBul, blogEkle, blogGuncelle, blogListesi, blogSil, urlAdiKullaniliyor, yayinAyarla, type BlogKaydi,
} from '@worker/db/randevu/blog';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { webpYukle } from '@worker/http/webp-yukle';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';
import { csvCevap } from '@worker/http/csv';

const KEY = 'isletme:randevutakip:post-olustur';
/** R2 prefix of covers; GET /api/public/gorsel/{key} serves any such key. */
const KAPAK_ONEKI = 'randevu/blog';

/** Uploading a cover belongs to adding and to editing: either key is enough. */
function ekleVeyaGuncelle(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const granted = c.get('isletme').yetkiler;
    if (!granted.has(`${KEY}:ekle`) && !granted.has(`${KEY}:guncelle`)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
    await next();
  };
}

/** Removing an image nobody points at any more; a failure only leaves an orphan behind. */
async function kapakSil(c: Context<AppEnv>, anahtar: string | null): Promise<void> {
  if (!anahtar) return;
  try {
    await c.env.IMAGES_BUCKET.delete(anahtar);
  } catch (error) {
    console.warn('blog cover delete failed:', error instanceof Error ? error.message : String(error));
  }
}

/** Validation beyond the schema, the sanitised body and the publish date: what gets written. */
async function hazirla(c: Context<AppEnv>, input: BlogGirdisi, mevcut?: BlogYazisi): Promise<BlogKaydi> {
  const isletmeId = c.get('isletme').id;
  const urlAdi = input.urlAdi || urlAdiUret(input.baslik);
  if (!urlAdi) throw new ApiError(400, 'VALIDATION', 'randevu.blog.v.urlAdiUretilemedi');
  const govdeHtml = blogHtmlTemizle(input.govdeHtml);
  if (input.yayinda && blogDuzMetin(govdeHtml) === '') throw new ApiError(400, 'VALIDATION', 'randevu.blog.v.govdeBos');
  if (input.kapak !== null && input.kapak !== mevcut?.kapak) {
    if (!input.kapak.startsWith(`${KAPAK_ONEKI}/${isletmeId}/`) || !(await c.env.IMAGES_BUCKET.head(input.kapak))) throw new ApiError(400, 'VALIDATION', 'randevu.blog.v.kapak');
  }
  if (await urlAdiKullaniliyor(c.env.DB, isletmeId, urlAdi, mevcut?.id)) throw new ApiError(409, 'URL_TAKEN', 'randevu.blog.urlAlindi');
  // a post is dated when first published and keeps that date unless the author sets another
  const yayinTarihi = input.yayinda ? (input.yayinTarihi ?? mevcut?.yayinTarihi ?? new Date().toISOString()) : input.yayinTarihi;
  return { baslik: input.baslik, urlAdi, ozet: input.ozet, govdeHtml, kapak: input.kapak, yayinda: input.yayinda, yayinTarihi };
}

async function csv(c: Context<AppEnv>) {
  const lang = c.get('lang');
  const t = (key: string) => translate(lang, key as MessageKey);
  const liste = await blogListesi(c.env.DB, c.get('isletme').id);
  const origin = new URL(c.req.url).origin;
  const zaman = (iso: string | null) => (iso ? yerelGirdi(iso, liste.saatDilimi).replace('T', ' ') : '');
  const rows = [
    ['baslik', 'urlAdi', 'durum', 'yayinTarihi', 'ozet', 'baglanti', 'olusturma', 'guncelleme'].map((k) => t(`randevu.blog.csv.${k}`)),
    ...liste.yazilar.map((y) => {
      const durum = blogDurumu(y.yayinda, y.yayinTarihi);
      return [
        y.baslik, y.urlAdi, t(`randevu.blog.durum.${durum}`), zaman(y.yayinTarihi), y.ozet,
        durum === 'yayinda' ? `${origin}/${encodeURIComponent(liste.firmaAdi)}/blog/${y.urlAdi}` : '',
        zaman(y.olusturma), zaman(y.guncelleme),
      ];
    }),
  ];
  return csvCevap(c, rows, 'blog', liste.saatDilimi);
}

/** /api/isletme/randevu/blog*: the venue's blog posts (list, read, add, edit, publish, cover upload, delete, CSV). */
export const blogRoutes = new Hono<AppEnv>()
  .get('/blog', requirePermission(KEY), async (c) => ok(c, await blogListesi(c.env.DB, c.get('isletme').id)))
  .get('/blog/disa-aktar', requirePermission(`${KEY}:disa-aktar`), csv)
  .post('/blog/kapak', ekleVeyaGuncelle(), async (c) => ok(c, { anahtar: await webpYukle(c, KAPAK_ONEKI) }, 201))
  .post('/blog', requirePermission(`${KEY}:ekle`), async (c) => {
    const kayit = await hazirla(c, await readBody(c, BlogSchema));
    const id = await blogEkle(c.env.DB, c.get('isletme').id, kayit);
    return ok(c, { id, urlAdi: kayit.urlAdi, yayinTarihi: kayit.yayinTarihi, govdeHtml: kayit.govdeHtml }, 201);
  })
  .get('/blog/:id', requirePermission(KEY), async (c) => ok(c, await blogBul(c.env.DB, c.get('isletme').id, idParam(c))))
  .put('/blog/:id', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, BlogSchema);
    const isletmeId = c.get('isletme').id;
    const mevcut = await blogBul(c.env.DB, isletmeId, id);
    const kayit = await hazirla(c, input, mevcut);
    await blogGuncelle(c.env.DB, isletmeId, id, kayit);
    if (mevcut.kapak !== kayit.kapak) await kapakSil(c, mevcut.kapak);
    return ok(c, { id, urlAdi: kayit.urlAdi, yayinTarihi: kayit.yayinTarihi, govdeHtml: kayit.govdeHtml });
  })
  .put('/blog/:id/yayin', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const { yayinda } = await readBody(c, YayinSchema);
    const isletmeId = c.get('isletme').id;
    const mevcut = await blogBul(c.env.DB, isletmeId, id);
    if (yayinda && blogDuzMetin(mevcut.govdeHtml) === '') throw new ApiError(400, 'VALIDATION', 'randevu.blog.v.govdeBos');
    const yayinTarihi = await yayinAyarla(c.env.DB, isletmeId, id, yayinda, new Date().toISOString());
    return ok(c, { id, yayinda, yayinTarihi });
  })
  .delete('/blog/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    await kapakSil(c, await blogSil(c.env.DB, c.get('isletme').id, id));
    return ok(c, { id });
  });
