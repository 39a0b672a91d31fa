import type { BlogListesi, BlogOzeti, BlogYazisi } from '@lib/schemas/randevu/blog';
import { ApiError } from '@worker/http/envelope';
import { uniqueAs409 } from '@worker/http/validation';
import { saatDilimiSatiri } from '@worker/db/parametre';

/** Panel queries of the blog posts (randevu_blog); every statement is scoped by the selected venue. */

interface BlogSatiri {
  id: number;
  baslik: string;
  url_adi: string;
  ozet: string;
  govde_html: string;
  kapak: string | null;
  yayinda: number;
  yayin_tarihi: string | null;
  olusturma: string;
  guncelleme: string;
}


/** A write after validation and sanitising. */
export interface BlogKaydi {
  baslik: string;
  urlAdi: string;
  ozet: string;
  govdeHtml: string;
  kapak: string | null;
  yayinda: boolean;
  yayinTarihi: string | null;
}

const ALANLAR = 'id, baslik, url_adi, ozet, kapak, yayinda, yayin_tarihi, olusturma, guncelleme';

function ozet(row: Omit<BlogSatiri, 'govde_html'>): BlogOzeti {
  return {
    id: row.id, baslik: row.baslik, urlAdi: row.url_adi, ozet: row.ozet, kapak: row.kapak, yayinda: row.yayinda === 1,
    yayinTarihi: row.yayin_tarihi, olusturma: row.olusturma, guncelleme: row.guncelleme,
  };
}

const yok = () => new ApiError(404, 'NOT_FOUND', 'randevu.blog.yok');
const urlAlindi = <T>(write: () => Promise<T>) => uniqueAs409(write, 'URL_TAKEN', 'randevu.blog.urlAlindi');

/** Newest first: scheduled and published by their date, drafts by their last edit. */
export async function blogListesi(db: D1Database, isletmeId: number): Promise<BlogListesi> {
  const [yazilar, isletme] = await db.batch([
    db.prepare(`SELECT ${ALANLAR} FROM randevu_blog WHERE isletme_id = ? ORDER BY coalesce(yayin_tarihi, guncelleme) DESC, id DESC`).bind(isletmeId),
    db.prepare(`SELECT i.saat_dilimi, coalesce(k.firma_adi, i.url_adi) AS firma_adi, k.firma_key, coalesce(k.aktif, 0) AS kanal_aktif
      FROM isletme i LEFT JOIN randevu_kanal k ON k.isletme_id = i.id WHERE i.id = ?`).bind(isletmeId),
  ]);
  const v = (isletme!.results[0] ?? {}) as { saat_dilimi?: string; firma_adi?: string; firma_key?: string | null; kanal_aktif?: number };
  return {
    yazilar: (yazilar!.results as unknown as BlogSatiri[]).map(ozet),
    saatDilimi: saatDilimiSatiri(v),
    firmaAdi: v.firma_adi ?? '',
    firmaKey: v.firma_key ?? null,
    kanalAktif: v.kanal_aktif === 1,
  };
}

/** One post of the venue with its body, else 404. */
export async function blogBul(db: D1Database, isletmeId: number, id: number): Promise<BlogYazisi> {
  const row = await db.prepare(`SELECT ${ALANLAR}, govde_html FROM randevu_blog WHERE id = ? AND isletme_id = ?`).bind(id, isletmeId).first<BlogSatiri>();
  if (!row) throw yok();
  return { ...ozet(row), govdeHtml: row.govde_html };
}

export async function blogEkle(db: D1Database, isletmeId: number, k: BlogKaydi): Promise<number> {
  const row = await urlAlindi(() => db
    .prepare(`INSERT INTO randevu_blog (isletme_id, baslik, url_adi, ozet, govde_html, kapak, yayinda, yayin_tarihi) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`)
    .bind(isletmeId, k.baslik, k.urlAdi, k.ozet, k.govdeHtml, k.kapak, k.yayinda ? 1 : 0, k.yayinTarihi)
    .first<{ id: number }>());
  return row!.id;
}

export async function blogGuncelle(db: D1Database, isletmeId: number, id: number, k: BlogKaydi): Promise<void> {
  const result = await urlAlindi(() => db
    .prepare(`UPDATE randevu_blog SET baslik = ?, url_adi = ?, ozet = ?, govde_html = ?, kapak = ?, yayinda = ?, yayin_tarihi = ?,
        guncelleme = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND isletme_id = ?`)
    .bind(k.baslik, k.urlAdi, k.ozet, k.govdeHtml, k.kapak, k.yayinda ? 1 : 0, k.yayinTarihi, id, isletmeId)
    .run());
  if (!result.meta.changes) throw yok();
}

/** Publishing from the list: a post keeps the date it was first published with, else now. */
export async function yayinAyarla(db: D1Database, isletmeId: number, id: number, yayinda: boolean, simdi: string): Promise<string | null> {
  const row = await db
    .prepare(`UPDATE randevu_blog SET yayinda = ?, yayin_tarihi = CASE WHEN ? = 1 THEN coalesce(yayin_tarihi, ?) ELSE yayin_tarihi END,
        guncelleme = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND isletme_id = ? RETURNING yayin_tarihi`)
    .bind(yayinda ? 1 : 0, yayinda ? 1 : 0, simdi, id, isletmeId)
    .first<{ yayin_tarihi: string | null }>();
  if (!row) throw yok();
  return row.yayin_tarihi;
}

/** Deletes a post; answers its cover key so the caller can remove the image too. */
export async function blogSil(db: D1Database, isletmeId: number, id: number): Promise<string | null> {
  const row = await db.prepare('DELETE FROM randevu_blog WHERE id = ? AND isletme_id = ? RETURNING kapak').bind(id, isletmeId).first<{ kapak: string | null }>();
  if (!row) throw yok();
  return row.kapak;
}

/** Whether a post of the venue already uses the URL name (other than `haricId`): answered before writing for a clear 409. */
export async function urlAdiKullaniliyor(db: D1Database, isletmeId: number, urlAdi: string, haricId = 0): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM randevu_blog WHERE isletme_id = ? AND url_adi = ? AND id != ?').bind(isletmeId, urlAdi, haricId).first()) !== null;
}
