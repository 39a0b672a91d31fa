import type * as v from 'valibot';
import type { KategoriSchema } from '@lib/schemas/qrmenu';
import { ApiError } from '@worker/http/envelope';
import { uniqueAs409 } from '@worker/http/validation';
import { kampanyaHedefTemizle, surumArtir, type KategoriRow } from './admin';

/** Writes of the menu categories (two levels); every change bumps the menu version. */

type KategoriGirdisi = v.InferOutput<typeof KategoriSchema>;

// unique URL names are computed first; a concurrent twin still trips the UNIQUE index → 409, never 500
const yaz = (batch: () => Promise<unknown>) => uniqueAs409(batch);

/** Adds a category at the end of its level under the URL name `ad`; returns its id. */
export async function kategoriEkle(db: D1Database, isletmeId: number, input: KategoriGirdisi, ad: string): Promise<number> {
  let id = 0;
  await yaz(async () => {
    const [inserted] = await db.batch<{ id: number }>([
      db
        .prepare(
          `INSERT INTO menu_kategori (isletme_id, ust_kategori_id, ad, aciklama, url_adi, gorunur, sira)
           SELECT ?, ?, ?, ?, ?, ?, coalesce(max(sira), 0) + 1 FROM menu_kategori WHERE isletme_id = ? AND coalesce(ust_kategori_id, 0) = ?
           RETURNING id`,
        )
        .bind(isletmeId, input.ustKategoriId, JSON.stringify(input.ad), JSON.stringify(input.aciklama), ad, input.gorunur ? 1 : 0, isletmeId, input.ustKategoriId ?? 0),
      surumArtir(db, isletmeId),
    ]);
    id = inserted!.results[0]!.id;
  });
  return id;
}

/** New order of the categories of one level (all of them, each once), else 400 ORDER_INVALID. */
export async function kategoriSirala(db: D1Database, isletmeId: number, unique: readonly number[]): Promise<void> {
  const { results } = await db
    .prepare('SELECT DISTINCT coalesce(ust_kategori_id, 0) AS ust, count(*) OVER () AS n FROM menu_kategori WHERE isletme_id = ? AND id IN (SELECT value FROM json_each(?))')
    .bind(isletmeId, JSON.stringify(unique))
    .all<{ ust: number; n: number }>();
  if (results.length !== 1 || results[0]!.n !== unique.length) throw new ApiError(400, 'ORDER_INVALID', 'qrmenu.api.orderInvalid');
  await db.batch([
    ...unique.map((id, index) => db.prepare('UPDATE menu_kategori SET sira = ? WHERE isletme_id = ? AND id = ?').bind(index + 1, isletmeId, id)),
    surumArtir(db, isletmeId),
  ]);
}

/** Saves a category; `moved` puts it at the end of its new level. */
export async function kategoriGuncelle(db: D1Database, isletmeId: number, id: number, input: KategoriGirdisi, url: string, moved: boolean): Promise<void> {
  await yaz(() =>
    db.batch([
      db
        .prepare(
          `UPDATE menu_kategori SET ad = ?, aciklama = ?, ust_kategori_id = ?, url_adi = ?, gorunur = ?,
             sira = CASE WHEN ? THEN (SELECT coalesce(max(sira), 0) + 1 FROM menu_kategori WHERE isletme_id = ? AND coalesce(ust_kategori_id, 0) = ?) ELSE sira END
           WHERE isletme_id = ? AND id = ?`,
        )
        .bind(JSON.stringify(input.ad), JSON.stringify(input.aciklama), input.ustKategoriId, url, input.gorunur ? 1 : 0, moved ? 1 : 0, isletmeId, input.ustKategoriId ?? 0, isletmeId, id),
      surumArtir(db, isletmeId),
    ]),
  );
}

export async function kategoriGorselYaz(db: D1Database, isletmeId: number, id: number, gorsel: string | null): Promise<void> {
  await db.batch([
    db.prepare('UPDATE menu_kategori SET gorsel_anahtar = ? WHERE isletme_id = ? AND id = ?').bind(gorsel, isletmeId, id),
    surumArtir(db, isletmeId),
  ]);
}

/**
 * Deletes a category with its subcategories and products (only with `tumu`, else 409 CATEGORY_NOT_EMPTY when it
 * holds any; 409 PRODUCT_IN_CAMPAIGN while a campaign gives one of them away); returns the products removed.
 */
export async function kategoriSil(db: D1Database, isletmeId: number, current: KategoriRow, tumu: boolean): Promise<number> {
  const id = current.id;
  const altUrun = await db
    .prepare('SELECT count(*) AS n FROM menu_urun WHERE isletme_id = ? AND kategori_id IN (SELECT id FROM menu_kategori WHERE isletme_id = ? AND ust_kategori_id = ?)')
    .bind(isletmeId, isletmeId, id)
    .first<{ n: number }>();
  const urunSayisi = current.urun_sayisi + (altUrun?.n ?? 0);
  if ((urunSayisi > 0 || current.alt_sayisi > 0) && !tumu) {
    throw new ApiError(409, 'CATEGORY_NOT_EMPTY', 'qrmenu.api.categoryNotEmpty', { urun: urunSayisi, alt: current.alt_sayisi });
  }
  const kategoriler = 'SELECT id FROM menu_kategori WHERE isletme_id = ? AND (id = ? OR ust_kategori_id = ?)';
  const urunler = `SELECT id FROM menu_urun WHERE isletme_id = ? AND kategori_id IN (${kategoriler})`;
  const hediye = await db
    .prepare(`SELECT count(*) AS n FROM menu_kampanya WHERE isletme_id = ? AND hediye_urun_id IN (${urunler})`)
    .bind(isletmeId, isletmeId, isletmeId, id, id)
    .first<{ n: number }>();
  if (hediye && hediye.n > 0) throw new ApiError(409, 'PRODUCT_IN_CAMPAIGN', 'qrmenu.api.productInCampaign', { sayi: hediye.n });
  await db.batch([
    kampanyaHedefTemizle(db, isletmeId, 'urun_idler', urunler, isletmeId, isletmeId, id, id),
    kampanyaHedefTemizle(db, isletmeId, 'kategori_idler', kategoriler, isletmeId, id, id),
    db.prepare(`DELETE FROM menu_fiyat_gecmisi WHERE isletme_id = ? AND urun_id IN (${urunler})`).bind(isletmeId, isletmeId, isletmeId, id, id),
    db.prepare(`DELETE FROM menu_urun WHERE isletme_id = ? AND kategori_id IN (${kategoriler})`).bind(isletmeId, isletmeId, id, id),
    db.prepare('DELETE FROM menu_kategori WHERE isletme_id = ? AND ust_kategori_id = ?').bind(isletmeId, id),
    db.prepare('DELETE FROM menu_kategori WHERE isletme_id = ? AND id = ?').bind(isletmeId, id),
    surumArtir(db, isletmeId),
  ]);
  return urunSayisi;
}
