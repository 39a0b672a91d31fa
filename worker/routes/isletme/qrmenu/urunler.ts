import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { UrunSchema } from '@lib/schemas/qrmenu';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { cokDilli, gorselAnahtariDogrula, listUrunler, sahipSayisi, toUrun, urunBul, urunUrlAdi } from '@worker/db/qrmenu/admin';
import { fiyatGecmisi, urunDurumYaz, urunEkle, urunGuncelle, urunSil } from '@worker/db/qrmenu/urun';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:qrmenu:urunler';

const DurumSchema = v.object({ tukendi: v.optional(v.boolean()), gorunur: v.optional(v.boolean()) });

type UrunGirdi = v.InferOutput<typeof UrunSchema>;

/** Body references must be the venue's own rows; the images its own uploads. */
async function dogrula(c: Context<AppEnv>, input: UrunGirdi): Promise<void> {
  const isletmeId = c.get('isletme').id;
  if ((await sahipSayisi(c.env.DB, 'menu_kategori', isletmeId, [input.kategoriId])) !== 1) throw new ApiError(400, 'CATEGORY_INVALID', 'qrmenu.api.categoryInvalid');
  gorselAnahtariDogrula(isletmeId, input.gorseller);
}

/** Menu products (SPEC /isletme/qrmenu/urunler); every price change leaves a price-history row. */
export const urunRoutes = new Hono<AppEnv>()
  .get('/', requirePermission(KEY), async (c) => {
    const rows = await listUrunler(c.env.DB, c.get('isletme').id);
    return ok(c, rows.map(toUrun));
  })
  .post('/', requirePermission(`${KEY}:ekle`), async (c) => {
    const input = await readBody(c, UrunSchema);
    await dogrula(c, input);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const url = await urunUrlAdi(db, input.kategoriId, input.ad.tr);
    const id = await urunEkle(db, isletmeId, currentUser(c).id, input, url);
    return ok(c, { id }, 201);
  })
  .put('/:id', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, UrunSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const current = await urunBul(db, isletmeId, id);
    await dogrula(c, input);
    // URL names stay stable unless the Turkish name or the category changes
    const url = input.kategoriId !== current.kategori_id || input.ad.tr !== cokDilli(current.ad).tr ? await urunUrlAdi(db, input.kategoriId, input.ad.tr, id) : current.url_adi;
    const moved = input.kategoriId !== current.kategori_id;
    await urunGuncelle(db, isletmeId, currentUser(c).id, id, input, url, moved);
    return ok(c, { id, urlAdi: url });
  })
  .post('/:id/durum', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, DurumSchema);
    if (input.tukendi === undefined && input.gorunur === undefined) throw new ApiError(400, 'VALIDATION', 'qrmenu.api.statusEmpty');
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await urunBul(db, isletmeId, id);
    await urunDurumYaz(db, isletmeId, id, input);
    return ok(c, toUrun(await urunBul(db, isletmeId, id)));
  })
  .delete('/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await urunBul(db, isletmeId, id);
    await urunSil(db, isletmeId, id);
    return ok(c, { id });
  })
  .get('/:id/fiyat-gecmisi', requirePermission(KEY), async (c) => {
    const id = idParam(c);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await urunBul(db, isletmeId, id);
    const results = await fiyatGecmisi(db, isletmeId, id);
    return ok(c, results.map((row) => ({ eskiKurus: row.eski_kurus, yeniKurus: row.yeni_kurus, zaman: row.zaman, kullanici: row.ad_soyad })));
  });
