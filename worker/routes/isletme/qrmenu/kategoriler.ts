import { Hono } from 'hono';
import * as v from 'valibot';
import { KategoriSchema, SiralamaSchema } from '@lib/schemas/qrmenu';
import { requirePermission } from '@worker/auth/guards';
import {
  cokDilli, gorselAnahtariDogrula, kampanyaHedefTemizle, kategoriBul, kategoriUrlAdi, listKategoriler, surumArtir, toKategori, ustKategoriDogrula,
} from '@worker/db/qrmenu/admin';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { uniqueAs409 } from '@worker/http/validation';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:qrmenu:kategori';

const GorselSchema = v.object({ gorsel: v.nullable(v.pipe(v.string(), v.maxLength(200))) });

// unique URL names are computed first; a concurrent twin still trips the UNIQUE index → 409, never 500
const yaz = (batch: () => Promise<unknown>) => uniqueAs409(batch);

/** Menu categories and subcategories (two levels), SPEC /isletme/qrmenu/kategori. */
export const kategoriRoutes = new Hono<AppEnv>()
  .get('/', requirePermission(KEY), async (c) => {
    const rows = await listKategoriler(c.env.DB, c.get('isletme').id);
    return ok(c, rows.map(toKategori));
  })
  .post('/', requirePermission(`${KEY}:ekle`), async (c) => {
    const input = await readBody(c, KategoriSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await ustKategoriDogrula(db, isletmeId, input.ustKategoriId);
    const ad = await kategoriUrlAdi(db, isletmeId, input.ustKategoriId, input.ad.tr);
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
    return ok(c, { id }, 201);
  })
  // registered before '/:id' so 'sira' is never read as an id
  .put('/sira', requirePermission(`${KEY}:guncelle`), async (c) => {
    const { idler } = await readBody(c, SiralamaSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const unique = [...new Set(idler)];
    if (unique.length === 0 || unique.length !== idler.length) throw new ApiError(400, 'ORDER_INVALID', 'qr.api.orderInvalid');
    const { results } = await db
      .prepare('SELECT DISTINCT coalesce(ust_kategori_id, 0) AS ust, count(*) OVER () AS n FROM menu_kategori WHERE isletme_id = ? AND id IN (SELECT value FROM json_each(?))')
      .bind(isletmeId, JSON.stringify(unique))
      .all<{ ust: number; n: number }>();
    if (results.length !== 1 || results[0]!.n !== unique.length) throw new ApiError(400, 'ORDER_INVALID', 'qr.api.orderInvalid');
    await db.batch([
      ...unique.map((id, index) => db.prepare('UPDATE menu_kategori SET sira = ? WHERE isletme_id = ? AND id = ?').bind(index + 1, isletmeId, id)),
      surumArtir(db, isletmeId),
    ]);
    return ok(c, { idler: unique });
  })
  .put('/:id', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, KategoriSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const current = await kategoriBul(db, isletmeId, id);
    await ustKategoriDogrula(db, isletmeId, input.ustKategoriId, id);
    // a category with subcategories stays top-level, or the tree would get a third level
    if (input.ustKategoriId !== null && current.alt_sayisi > 0) throw new ApiError(400, 'HAS_SUBCATEGORIES', 'qr.api.hasSubcategories');
    const moved = input.ustKategoriId !== current.ust_kategori_id;
    const renamed = input.ad.tr !== cokDilli(current.ad).tr;
    // URL names stay stable (printed links, bookmarks) unless the Turkish name or the parent changes
    const url = moved || renamed ? await kategoriUrlAdi(db, isletmeId, input.ustKategoriId, input.ad.tr, id) : current.url_adi;
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
    return ok(c, { id, urlAdi: url });
  })
  .put('/:id/gorsel', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const { gorsel } = await readBody(c, GorselSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await kategoriBul(db, isletmeId, id);
    if (gorsel !== null) gorselAnahtariDogrula(isletmeId, [gorsel]);
    await db.batch([
      db.prepare('UPDATE menu_kategori SET gorsel_anahtar = ? WHERE isletme_id = ? AND id = ?').bind(gorsel, isletmeId, id),
      surumArtir(db, isletmeId),
    ]);
    return ok(c, { id, gorsel });
  })
  .delete('/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const current = await kategoriBul(db, isletmeId, id);
    const tumu = c.req.query('tumu') === '1';
    const altUrun = await db
      .prepare('SELECT count(*) AS n FROM menu_urun WHERE isletme_id = ? AND kategori_id IN (SELECT id FROM menu_kategori WHERE isletme_id = ? AND ust_kategori_id = ?)')
      .bind(isletmeId, isletmeId, id)
      .first<{ n: number }>();
    const urunSayisi = current.urun_sayisi + (altUrun?.n ?? 0);
    if ((urunSayisi > 0 || current.alt_sayisi > 0) && !tumu) {
      throw new ApiError(409, 'CATEGORY_NOT_EMPTY', 'qr.api.categoryNotEmpty', { urun: urunSayisi, alt: current.alt_sayisi });
    }
    const kategoriler = 'SELECT id FROM menu_kategori WHERE isletme_id = ? AND (id = ? OR ust_kategori_id = ?)';
    const urunler = `SELECT id FROM menu_urun WHERE isletme_id = ? AND kategori_id IN (${kategoriler})`;
    const hediye = await db
      .prepare(`SELECT count(*) AS n FROM menu_kampanya WHERE isletme_id = ? AND hediye_urun_id IN (${urunler})`)
      .bind(isletmeId, isletmeId, isletmeId, id, id)
      .first<{ n: number }>();
    if (hediye && hediye.n > 0) throw new ApiError(409, 'PRODUCT_IN_CAMPAIGN', 'qr.api.productInCampaign', { sayi: hediye.n });
    await db.batch([
      kampanyaHedefTemizle(db, isletmeId, 'urun_idler', urunler, isletmeId, isletmeId, id, id),
      kampanyaHedefTemizle(db, isletmeId, 'kategori_idler', kategoriler, isletmeId, id, id),
      db.prepare(`DELETE FROM menu_fiyat_gecmisi WHERE isletme_id = ? AND urun_id IN (${urunler})`).bind(isletmeId, isletmeId, isletmeId, id, id),
      db.prepare(`DELETE FROM menu_urun WHERE isletme_id = ? AND kategori_id IN (${kategoriler})`).bind(isletmeId, isletmeId, id, id),
      db.prepare('DELETE FROM menu_kategori WHERE isletme_id = ? AND ust_kategori_id = ?').bind(isletmeId, id),
      db.prepare('DELETE FROM menu_kategori WHERE isletme_id = ? AND id = ?').bind(isletmeId, id),
      surumArtir(db, isletmeId),
    ]);
    return ok(c, { id, silinenUrun: urunSayisi, silinenAltKategori: current.alt_sayisi });
  });
