import { Hono } from 'hono';
import * as v from 'valibot';
import { KategoriSchema, SiralamaSchema } from '@lib/schemas/qrmenu';
import { requirePermission } from '@worker/auth/guards';
import { cokDilli, gorselAnahtariDogrula, kategoriBul, kategoriUrlAdi, listKategoriler, toKategori, ustKategoriDogrula } from '@worker/db/qrmenu/admin';
import { kategoriEkle, kategoriGorselYaz, kategoriGuncelle, kategoriSil, kategoriSirala } from '@worker/db/qrmenu/kategori';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:qrmenu:kategori';

const GorselSchema = v.object({ gorsel: v.nullable(v.pipe(v.string(), v.maxLength(200))) });

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
    const id = await kategoriEkle(db, isletmeId, input, ad);
    return ok(c, { id }, 201);
  })
  // registered before '/:id' so 'sira' is never read as an id
  .put('/sira', requirePermission(`${KEY}:guncelle`), async (c) => {
    const { idler } = await readBody(c, SiralamaSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const unique = [...new Set(idler)];
    if (unique.length === 0 || unique.length !== idler.length) throw new ApiError(400, 'ORDER_INVALID', 'qrmenu.api.orderInvalid');
    await kategoriSirala(db, isletmeId, unique);
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
    if (input.ustKategoriId !== null && current.alt_sayisi > 0) throw new ApiError(400, 'HAS_SUBCATEGORIES', 'qrmenu.api.hasSubcategories');
    const moved = input.ustKategoriId !== current.ust_kategori_id;
    const renamed = input.ad.tr !== cokDilli(current.ad).tr;
    // URL names stay stable (printed links, bookmarks) unless the Turkish name or the parent changes
    const url = moved || renamed ? await kategoriUrlAdi(db, isletmeId, input.ustKategoriId, input.ad.tr, id) : current.url_adi;
    await kategoriGuncelle(db, isletmeId, id, input, url, moved);
    return ok(c, { id, urlAdi: url });
  })
  .put('/:id/gorsel', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const { gorsel } = await readBody(c, GorselSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await kategoriBul(db, isletmeId, id);
    if (gorsel !== null) gorselAnahtariDogrula(isletmeId, [gorsel]);
    await kategoriGorselYaz(db, isletmeId, id, gorsel);
    return ok(c, { id, gorsel });
  })
  .delete('/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const current = await kategoriBul(db, isletmeId, id);
    const tumu = c.req.query('tumu') === '1';
    const urunSayisi = await kategoriSil(db, isletmeId, current, tumu);
    return ok(c, { id, silinenUrun: urunSayisi, silinenAltKategori: current.alt_sayisi });
  });
