import type { Lang } from '@lib/i18n/languages';
import { urlAdi } from '@lib/menu/text';
import { ApiError } from '@worker/http/envelope';

/** Queries and row mapping for the menu management API (/api/isletme/qrmenu). Every query is scoped by venue. */

export interface CokDilliTam {
  tr: string;
  en: string;
  de: string;
  ru: string;
}

/** A stored multilingual JSON text with all four languages present ('' when missing), for editing forms. */
export function cokDilli(json: string | null | undefined): CokDilliTam {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) value = parsed as Record<string, unknown>;
  } catch {
    // a bad row shows as empty text rather than failing the whole list
  }
  const text = (lang: Lang) => (typeof value[lang] === 'string' ? (value[lang] as string) : '');
  return { tr: text('tr'), en: text('en'), de: text('de'), ru: text('ru') };
}

/** A stored JSON list, [] when malformed. */
export function jsonList<T>(json: string | null | undefined): T[] {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** Guests' pages and caches key on menu_surum: every menu edit bumps it in the same batch. */
export function surumArtir(db: D1Database, isletmeId: number): D1PreparedStatement {
  return db.prepare('UPDATE isletme SET menu_surum = menu_surum + 1 WHERE id = ?').bind(isletmeId);
}

export const notFound = () => new ApiError(404, 'NOT_FOUND', 'error.notFound');

/** `base`, else `base-2`, `base-3`… not in `taken`. */
export function benzersiz(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) {
    const candidate = `${base.slice(0, 56)}-${i}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export interface KategoriRow {
  id: number;
  ust_kategori_id: number | null;
  ad: string;
  aciklama: string;
  url_adi: string;
  gorsel_anahtar: string | null;
  sira: number;
  gorunur: number;
  urun_sayisi: number;
  alt_sayisi: number;
}

const KATEGORI_SELECT = `SELECT k.id, k.ust_kategori_id, k.ad, k.aciklama, k.url_adi, k.gorsel_anahtar, k.sira, k.gorunur,
    (SELECT count(*) FROM menu_urun u WHERE u.kategori_id = k.id) AS urun_sayisi,
    (SELECT count(*) FROM menu_kategori a WHERE a.ust_kategori_id = k.id) AS alt_sayisi
  FROM menu_kategori k`;

export function toKategori(row: KategoriRow) {
  return {
    id: row.id,
    ad: cokDilli(row.ad),
    aciklama: cokDilli(row.aciklama),
    ustKategoriId: row.ust_kategori_id,
    urlAdi: row.url_adi,
    gorunur: row.gorunur === 1,
    sira: row.sira,
    gorsel: row.gorsel_anahtar,
    urunSayisi: row.urun_sayisi,
    altKategoriSayisi: row.alt_sayisi,
  };
}

export async function listKategoriler(db: D1Database, isletmeId: number): Promise<KategoriRow[]> {
  const { results } = await db.prepare(`${KATEGORI_SELECT} WHERE k.isletme_id = ? ORDER BY coalesce(k.ust_kategori_id, 0), k.sira, k.id`).bind(isletmeId).all<KategoriRow>();
  return results;
}

/** The venue's category or 404. */
export async function kategoriBul(db: D1Database, isletmeId: number, id: number): Promise<KategoriRow> {
  const row = await db.prepare(`${KATEGORI_SELECT} WHERE k.isletme_id = ? AND k.id = ?`).bind(isletmeId, id).first<KategoriRow>();
  if (!row) throw notFound();
  return row;
}

/** A parent must be a top-level category of the same venue (two levels only), never the category itself. */
export async function ustKategoriDogrula(db: D1Database, isletmeId: number, ustId: number | null, kendisi?: number): Promise<void> {
  if (ustId === null) return;
  const parent = await db.prepare('SELECT ust_kategori_id FROM menu_kategori WHERE isletme_id = ? AND id = ?').bind(isletmeId, ustId).first<{ ust_kategori_id: number | null }>();
  if (!parent || parent.ust_kategori_id !== null || ustId === kendisi) throw new ApiError(400, 'PARENT_INVALID', 'qrmenu.api.parentInvalid');
}

/** A URL name from the Turkish name, unique among the siblings under `ustId` (excluding `kendisi`). */
export async function kategoriUrlAdi(db: D1Database, isletmeId: number, ustId: number | null, adTr: string, kendisi = 0): Promise<string> {
  const { results } = await db
    .prepare('SELECT url_adi FROM menu_kategori WHERE isletme_id = ? AND coalesce(ust_kategori_id, 0) = ? AND id <> ?')
    .bind(isletmeId, ustId ?? 0, kendisi)
    .all<{ url_adi: string }>();
  return benzersiz(urlAdi(adTr), new Set(results.map((row) => row.url_adi)));
}

export async function urunUrlAdi(db: D1Database, kategoriId: number, adTr: string, kendisi = 0): Promise<string> {
  const { results } = await db.prepare('SELECT url_adi FROM menu_urun WHERE kategori_id = ? AND id <> ?').bind(kategoriId, kendisi).all<{ url_adi: string }>();
  return benzersiz(urlAdi(adTr), new Set(results.map((row) => row.url_adi)));
}

export interface UrunRow {
  id: number;
  kategori_id: number;
  ad: string;
  aciklama: string;
  ozellikler: string;
  teknik_ozellikler: string;
  url_adi: string;
  fiyat_kurus: number;
  gorseller: string;
  alerjenler: string;
  diyet_etiketleri: string;
  tukendi: number;
  gorunur: number;
  sira: number;
}

export function toUrun(row: UrunRow) {
  return {
    id: row.id,
    kategoriId: row.kategori_id,
    ad: cokDilli(row.ad),
    aciklama: cokDilli(row.aciklama),
    ozellikler: jsonList<Record<string, string>>(row.ozellikler).map((item) => cokDilli(JSON.stringify(item))),
    teknikOzellikler: jsonList<Record<string, string>>(row.teknik_ozellikler).map((item) => cokDilli(JSON.stringify(item))),
    urlAdi: row.url_adi,
    fiyatKurus: row.fiyat_kurus,
    gorseller: jsonList<string>(row.gorseller),
    alerjenler: jsonList<string>(row.alerjenler),
    diyetEtiketleri: jsonList<string>(row.diyet_etiketleri),
    tukendi: row.tukendi === 1,
    gorunur: row.gorunur === 1,
    sira: row.sira,
  };
}

const URUN_SELECT = 'SELECT id, kategori_id, ad, aciklama, ozellikler, teknik_ozellikler, url_adi, fiyat_kurus, gorseller, alerjenler, diyet_etiketleri, tukendi, gorunur, sira FROM menu_urun';

export async function listUrunler(db: D1Database, isletmeId: number): Promise<UrunRow[]> {
  const { results } = await db.prepare(`${URUN_SELECT} WHERE isletme_id = ? ORDER BY kategori_id, sira, id`).bind(isletmeId).all<UrunRow>();
  return results;
}

export async function urunBul(db: D1Database, isletmeId: number, id: number): Promise<UrunRow> {
  const row = await db.prepare(`${URUN_SELECT} WHERE isletme_id = ? AND id = ?`).bind(isletmeId, id).first<UrunRow>();
  if (!row) throw notFound();
  return row;
}

/** How many of `ids` (deduplicated) exist in `table` for the venue. */
export async function sahipSayisi(db: D1Database, table: 'menu_urun' | 'menu_kategori', isletmeId: number, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return 0;
  // json_each keeps one bound parameter however long the list is (D1 caps parameters per statement)
  const row = await db
    .prepare(`SELECT count(*) AS n FROM ${table} WHERE isletme_id = ? AND id IN (SELECT value FROM json_each(?))`)
    .bind(isletmeId, JSON.stringify(unique))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Image keys must be ones uploaded for this venue (menu/{isletmeId}/{hex}.webp). */
export function gorselAnahtariDogrula(isletmeId: number, keys: readonly string[]): void {
  const pattern = new RegExp(`^menu/${isletmeId}/[0-9a-f]{32}\\.webp$`);
  if (keys.some((key) => !pattern.test(key))) throw new ApiError(400, 'IMAGE_KEY_INVALID', 'error.imageKeyInvalid');
}

/** Removes deleted product/category ids from campaigns' target lists (run before the delete in the same batch). */
export function kampanyaHedefTemizle(db: D1Database, isletmeId: number, column: 'urun_idler' | 'kategori_idler', silinenSql: string, ...params: unknown[]): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE menu_kampanya SET ${column} = (SELECT coalesce(json_group_array(j.value), '[]') FROM json_each(menu_kampanya.${column}) j WHERE j.value NOT IN (${silinenSql}))
        WHERE isletme_id = ?`,
    )
    .bind(...params, isletmeId);
}

/** The venue's URL name and menu theme/version (not part of the session's venue context; the zone is parametre's). */
export async function isletmeBilgisi(db: D1Database, isletmeId: number): Promise<{ url_adi: string; menu_tema: string; menu_surum: number }> {
  const row = await db.prepare('SELECT url_adi, menu_tema, menu_surum FROM isletme WHERE id = ?').bind(isletmeId).first<{ url_adi: string; menu_tema: string; menu_surum: number }>();
  if (!row) throw notFound();
  return row;
}
