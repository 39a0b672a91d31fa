import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { UrunSchema } from '@lib/schemas/qrmenu';
import { currentUser, requirePermission } from '@worker/auth/guards';
import {
  cokDilli, gorselAnahtariDogrula, kampanyaHedefTemizle, listUrunler, sahipSayisi, surumArtir, toUrun, urunBul, urunUrlAdi,
} from '@worker/db/qrmenu/admin';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { uniqueAs409 } from '@worker/http/validation';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:qrmenu:urunler';

const DurumSchema = v.object({ tukendi: v.optional(v.boolean()), gorunur: v.optional(v.boolean()) });

type UrunGirdi = v.InferOutput<typeof UrunSchema>;

/** Body references must be the venue's own rows; the images its own uploads. */
async function dogrula(c: Context<AppEnv>, input: UrunGirdi): Promise<void> {
  const isletmeId = c.get('isletme').id;
  if ((await sahipSayisi(c.env.DB, 'menu_kategori', isletmeId, [input.kategoriId])) !== 1) throw new ApiError(400, 'CATEGORY_INVALID', 'qr.api.categoryInvalid');
  gorselAnahtariDogrula(isletmeId, input.gorseller);
}

const alanlar = (input: UrunGirdi) => [
  JSON.stringify(input.ad), JSON.stringify(input.aciklama), JSON.stringify(input.ozellikler), JSON.stringify(input.teknikOzellikler),
  input.fiyatKurus, JSON.stringify(input.gorseller), JSON.stringify([...new Set(input.alerjenler)]), JSON.stringify([...new Set(input.diyetEtiketleri)]),
  input.tukendi ? 1 : 0, input.gorunur ? 1 : 0,
];

// unique URL names are computed first; a concurrent twin still trips the UNIQUE index → 409, never 500
const yaz = (batch: () => Promise<unknown>) => uniqueAs409(batch);

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
    let id = 0;
    await yaz(async () => {
      const [inserted] = await db.batch<{ id: number }>([
        db
          .prepare(
            `INSERT INTO menu_urun (isletme_id, kategori_id, url_adi, ad, aciklama, ozellikler, teknik_ozellikler, fiyat_kurus, gorseller, alerjenler, diyet_etiketleri, tukendi, gorunur, sira)
             SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, coalesce(max(sira), 0) + 1 FROM menu_urun WHERE isletme_id = ? AND kategori_id = ?
             RETURNING id`,
          )
          .bind(isletmeId, input.kategoriId, url, ...alanlar(input), isletmeId, input.kategoriId),
        db
          .prepare('INSERT INTO menu_fiyat_gecmisi (isletme_id, urun_id, eski_kurus, yeni_kurus, kullanici_id) VALUES (?, last_insert_rowid(), NULL, ?, ?)')
          .bind(isletmeId, input.fiyatKurus, currentUser(c).id),
        surumArtir(db, isletmeId),
      ]);
      id = inserted!.results[0]!.id;
    });
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
    await yaz(() =>
      db.batch([
        // reads the old price inside the batch, so a concurrent edit cannot make the history lie
        db
          .prepare('INSERT INTO menu_fiyat_gecmisi (isletme_id, urun_id, eski_kurus, yeni_kurus, kullanici_id) SELECT isletme_id, id, fiyat_kurus, ?, ? FROM menu_urun WHERE isletme_id = ? AND id = ? AND fiyat_kurus <> ?')
          .bind(input.fiyatKurus, currentUser(c).id, isletmeId, id, input.fiyatKurus),
        db
          .prepare(
            `UPDATE menu_urun SET ad = ?, aciklama = ?, ozellikler = ?, teknik_ozellikler = ?, fiyat_kurus = ?, gorseller = ?, alerjenler = ?, diyet_etiketleri = ?,
               tukendi = ?, gorunur = ?, kategori_id = ?, url_adi = ?,
               sira = CASE WHEN ? THEN (SELECT coalesce(max(sira), 0) + 1 FROM menu_urun WHERE isletme_id = ? AND kategori_id = ?) ELSE sira END
             WHERE isletme_id = ? AND id = ?`,
          )
          .bind(...alanlar(input), input.kategoriId, url, moved ? 1 : 0, isletmeId, input.kategoriId, isletmeId, id),
        surumArtir(db, isletmeId),
      ]),
    );
    return ok(c, { id, urlAdi: url });
  })
  .post('/:id/durum', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, DurumSchema);
    if (input.tukendi === undefined && input.gorunur === undefined) throw new ApiError(400, 'VALIDATION', 'qr.api.statusEmpty');
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await urunBul(db, isletmeId, id);
    const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);
    await db.batch([
      db.prepare('UPDATE menu_urun SET tukendi = coalesce(?, tukendi), gorunur = coalesce(?, gorunur) WHERE isletme_id = ? AND id = ?').bind(flag(input.tukendi), flag(input.gorunur), isletmeId, id),
      surumArtir(db, isletmeId),
    ]);
    return ok(c, toUrun(await urunBul(db, isletmeId, id)));
  })
  .delete('/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await urunBul(db, isletmeId, id);
    const hediye = await db.prepare('SELECT count(*) AS n FROM menu_kampanya WHERE isletme_id = ? AND hediye_urun_id = ?').bind(isletmeId, id).first<{ n: number }>();
    if (hediye && hediye.n > 0) throw new ApiError(409, 'PRODUCT_IN_CAMPAIGN', 'qr.api.productInCampaign', { sayi: hediye.n });
    await db.batch([
      kampanyaHedefTemizle(db, isletmeId, 'urun_idler', 'SELECT ?', id),
      db.prepare('DELETE FROM menu_fiyat_gecmisi WHERE isletme_id = ? AND urun_id = ?').bind(isletmeId, id),
      db.prepare('DELETE FROM menu_urun WHERE isletme_id = ? AND id = ?').bind(isletmeId, id),
      surumArtir(db, isletmeId),
    ]);
    return ok(c, { id });
  })
  .get('/:id/fiyat-gecmisi', requirePermission(KEY), async (c) => {
    const id = idParam(c);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await urunBul(db, isletmeId, id);
    const { results } = await db
      .prepare(
        `SELECT g.eski_kurus, g.yeni_kurus, g.zaman, k.ad_soyad FROM menu_fiyat_gecmisi g LEFT JOIN kullanici k ON k.id = g.kullanici_id
          WHERE g.isletme_id = ? AND g.urun_id = ? ORDER BY g.zaman DESC, g.id DESC LIMIT 500`,
      )
      .bind(isletmeId, id)
      .all<{ eski_kurus: number | null; yeni_kurus: number; zaman: string; ad_soyad: string | null }>();
    return ok(c, results.map((row) => ({ eskiKurus: row.eski_kurus, yeniKurus: row.yeni_kurus, zaman: row.zaman, kullanici: row.ad_soyad })));
  });
