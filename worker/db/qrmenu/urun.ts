import type * as v from 'valibot';
import type { UrunSchema } from '@lib/schemas/qrmenu';
import { ApiError } from '@worker/http/envelope';
import { uniqueAs409 } from '@worker/http/validation';
import { kampanyaHedefTemizle, surumArtir } from './admin';

/** Writes of the menu products; every price change leaves a price-history row, every change bumps the menu version. */

type UrunGirdi = v.InferOutput<typeof UrunSchema>;

const alanlar = (input: UrunGirdi) => [
  JSON.stringify(input.ad), JSON.stringify(input.aciklama), JSON.stringify(input.ozellikler), JSON.stringify(input.teknikOzellikler),
  input.fiyatKurus, JSON.stringify(input.gorseller), JSON.stringify([...new Set(input.alerjenler)]), JSON.stringify([...new Set(input.diyetEtiketleri)]),
  input.tukendi ? 1 : 0, input.gorunur ? 1 : 0,
];

// unique URL names are computed first; a concurrent twin still trips the UNIQUE index → 409, never 500
const yaz = (batch: () => Promise<unknown>) => uniqueAs409(batch);

/** Adds a product at the end of its category under the URL name `url`, with its first price-history row. */
export async function urunEkle(db: D1Database, isletmeId: number, kullaniciId: number, input: UrunGirdi, url: string): Promise<number> {
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
        .bind(isletmeId, input.fiyatKurus, kullaniciId),
      surumArtir(db, isletmeId),
    ]);
    id = inserted!.results[0]!.id;
  });
  return id;
}

/** Saves a product; `moved` puts it at the end of its new category. */
export async function urunGuncelle(db: D1Database, isletmeId: number, kullaniciId: number, id: number, input: UrunGirdi, url: string, moved: boolean): Promise<void> {
  await yaz(() =>
    db.batch([
      // reads the old price inside the batch, so a concurrent edit cannot make the history lie
      db
        .prepare('INSERT INTO menu_fiyat_gecmisi (isletme_id, urun_id, eski_kurus, yeni_kurus, kullanici_id) SELECT isletme_id, id, fiyat_kurus, ?, ? FROM menu_urun WHERE isletme_id = ? AND id = ? AND fiyat_kurus <> ?')
        .bind(input.fiyatKurus, kullaniciId, isletmeId, id, input.fiyatKurus),
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
}

/** Sold-out and visible switches; an omitted one stays as it is. */
export async function urunDurumYaz(db: D1Database, isletmeId: number, id: number, input: { tukendi?: boolean; gorunur?: boolean }): Promise<void> {
  const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);
  await db.batch([
    db.prepare('UPDATE menu_urun SET tukendi = coalesce(?, tukendi), gorunur = coalesce(?, gorunur) WHERE isletme_id = ? AND id = ?').bind(flag(input.tukendi), flag(input.gorunur), isletmeId, id),
    surumArtir(db, isletmeId),
  ]);
}

/** Deletes a product with its price history (409 PRODUCT_IN_CAMPAIGN while a campaign gives it away). */
export async function urunSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  const hediye = await db.prepare('SELECT count(*) AS n FROM menu_kampanya WHERE isletme_id = ? AND hediye_urun_id = ?').bind(isletmeId, id).first<{ n: number }>();
  if (hediye && hediye.n > 0) throw new ApiError(409, 'PRODUCT_IN_CAMPAIGN', 'qrmenu.api.productInCampaign', { sayi: hediye.n });
  await db.batch([
    kampanyaHedefTemizle(db, isletmeId, 'urun_idler', 'SELECT ?', id),
    db.prepare('DELETE FROM menu_fiyat_gecmisi WHERE isletme_id = ? AND urun_id = ?').bind(isletmeId, id),
    db.prepare('DELETE FROM menu_urun WHERE isletme_id = ? AND id = ?').bind(isletmeId, id),
    surumArtir(db, isletmeId),
  ]);
}

/** The product's price history, newest first (at most 500 rows). */
export async function fiyatGecmisi(db: D1Database, isletmeId: number, id: number) {
  const { results } = await db
    .prepare(
      `SELECT g.eski_kurus, g.yeni_kurus, g.zaman, k.ad_soyad FROM menu_fiyat_gecmisi g LEFT JOIN kullanici k ON k.id = g.kullanici_id
        WHERE g.isletme_id = ? AND g.urun_id = ? ORDER BY g.zaman DESC, g.id DESC LIMIT 500`,
    )
    .bind(isletmeId, id)
    .all<{ eski_kurus: number | null; yeni_kurus: number; zaman: string; ad_soyad: string | null }>();
  return results;
}
