import { ALERJENLER, DIYET_ETIKETLERI, type Alerjen, type DiyetEtiketi } from '@lib/menu/allergens';
import { kampanyaDurumu, type HaftalikSaat } from '@lib/menu/campaign';
import type { PublicKampanya, PublicKategori, PublicMenu, PublicUrun } from '@lib/menu/public-types';
import { metin, parseMetin, type CokDilliMetin } from '@lib/menu/text';
import type { Lang } from '@lib/i18n/languages';
import type { ParaGosterimi } from '@lib/parametre/para';
import { misafirGorunumu } from '@worker/db/parametre';
import { MISAFIR_SUTUNLARI, misafirAcik, type MisafirSatiri } from '@worker/db/lisans/misafir';
import { slugFor } from '@worker/slug';
import type { Bindings } from '@worker/types';

/** The venue row every public read starts from (always read fresh: its menu_surum keys the cache). */
export interface VenueRow {
  id: number;
  ad: string;
  url_adi: string;
  menu_tema: string;
  menu_surum: number;
  saat_dilimi: string;
  /** venue parameters: languages offered to guests (tr always) and the money display */
  diller: Lang[];
  para_gosterimi: ParaGosterimi;
  /** guests see a neutral "temporarily closed" page: suspended, no QR menu module, or licence past its grace */
  kapali: boolean;
  /** the self-ordering settings as one text (a change re-renders the guest pages: it decides the ordering island) */
  qr_siparis?: string;
}

const VENUE_SQL = `SELECT i.id, i.ad, i.url_adi, i.menu_tema, i.menu_surum, i.saat_dilimi, p.misafir_dilleri, p.para_gosterimi, ${MISAFIR_SUTUNLARI},
    coalesce(p.qr_siparis, 0) || '/' || coalesce(p.qr_siparis_kategoriler, '') || '/' || coalesce(p.qr_siparis_alanlar, '') AS qr_siparis
  FROM isletme i LEFT JOIN isletme_parametre p ON p.isletme_id = i.id`;
type VenueSql = Omit<VenueRow, 'diller' | 'para_gosterimi' | 'kapali'> & MisafirSatiri & { misafir_dilleri: string | null; para_gosterimi: string | null };

function venueRow(row: VenueSql | null): VenueRow | null {
  if (!row) return null;
  const { misafir_dilleri, para_gosterimi, m_askida, m_moduller, m_bitis, m_ek_sure, ...rest } = row;
  const { diller, paraGosterimi } = misafirGorunumu({ misafir_dilleri, para_gosterimi });
  const kapali = !misafirAcik({ m_askida, m_moduller, m_bitis, m_ek_sure, saat_dilimi: row.saat_dilimi }, 'qrmenu');
  return { ...rest, diller, para_gosterimi: paraGosterimi, kapali };
}

export async function findVenueById(db: D1Database, id: number): Promise<VenueRow | null> {
  return venueRow(await db.prepare(`${VENUE_SQL} WHERE i.id = ? AND i.aktif = 1`).bind(id).first<VenueSql>());
}

/** The venue behind a printed short URL (/qr/{isletmeadi}). */
export async function findVenueByUrl(db: D1Database, urlAdi: string): Promise<VenueRow | null> {
  if (urlAdi.length > 80) return null;
  return venueRow(await db.prepare(`${VENUE_SQL} WHERE i.url_adi = ? AND i.aktif = 1`).bind(urlAdi).first<VenueSql>());
}

// ---------- rows → read model (pure, unit-tested) ----------

export interface KategoriRow { id: number; ust_kategori_id: number | null; ad: string; aciklama: string; url_adi: string; gorsel_anahtar: string | null; gorunur: number }
export interface UrunRow {
  id: number; kategori_id: number; ad: string; aciklama: string; ozellikler: string; teknik_ozellikler: string; url_adi: string;
  fiyat_kurus: number; gorseller: string; alerjenler: string; diyet_etiketleri: string; tukendi: number; gorunur: number;
}
export interface KampanyaRow {
  id: number; baslik: string; aciklama: string; tur: PublicKampanya['tur']; deger: number; hediye_urun_id: number | null;
  urun_idler: string; kategori_idler: string; baslangic: string; bitis: string; haftalik_saatler: string;
}
export interface AnasayfaRow {
  hosgeldin: string; wifi_ad: string; wifi_sifre: string; telefon: string; whatsapp: string; instagram: string; adres: string; harita_url: string; calisma_saatleri: string;
}
export interface MenuRows { kategoriler: KategoriRow[]; urunler: UrunRow[]; kampanyalar: KampanyaRow[]; anasayfa: AnasayfaRow | null }

/** A menu without the time-dependent parts (campaign state and campaign prices): what the edge cache holds. */
export type MenuBase = Omit<PublicMenu, 'kampanyalar'> & { kampanyalar: Omit<PublicKampanya, 'durum' | 'degisimMs'>[] };

const IMAGE_KEY = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.webp$/;
export const gorselUrl = (key: string) => `/api/public/gorsel/${key}`;

function jsonArray(text: string | null | undefined): unknown[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

const ids = (text: string) => jsonArray(text).filter((x): x is number => Number.isInteger(x));
const image = (key: string | null) => (key && IMAGE_KEY.test(key) && key.length <= 160 ? gorselUrl(key) : null);
const texts = (text: string, lang: Lang) =>
  jsonArray(text).map((item) => (item && typeof item === 'object' ? metin(item as CokDilliMetin, lang) : typeof item === 'string' ? item : '')).filter((s) => s.trim() !== '');

function hours(text: string): HaftalikSaat[] {
  return jsonArray(text).filter((h): h is HaftalikSaat => {
    const slot = h as Partial<HaftalikSaat> | null;
    return !!slot && Array.isArray(slot.gunler) && typeof slot.baslangic === 'string' && typeof slot.bitis === 'string';
  });
}

function urun(row: UrunRow, lang: Lang): PublicUrun {
  return {
    id: row.id,
    urlAdi: row.url_adi,
    ad: metin(parseMetin(row.ad), lang),
    aciklama: metin(parseMetin(row.aciklama), lang),
    ozellikler: texts(row.ozellikler, lang),
    teknikOzellikler: texts(row.teknik_ozellikler, lang),
    fiyatKurus: row.fiyat_kurus,
    kampanyaFiyatKurus: null,
    gorseller: jsonArray(row.gorseller).map((key) => (typeof key === 'string' ? image(key) : null)).filter((url): url is string => url !== null),
    alerjenler: jsonArray(row.alerjenler).filter((a): a is Alerjen => (ALERJENLER as readonly unknown[]).includes(a)),
    diyetEtiketleri: jsonArray(row.diyet_etiketleri).filter((d): d is DiyetEtiketi => (DIYET_ETIKETLERI as readonly unknown[]).includes(d)),
    tukendi: row.tukendi === 1,
  };
}

/** The venue part of the read model; always taken from the venue row just read, never from the cache. */
function vitrin(venue: VenueRow, slug: string): PublicMenu['isletme'] {
  return { slug, urlAdi: venue.url_adi, ad: venue.ad, tema: venue.menu_tema, saatDilimi: venue.saat_dilimi, surum: venue.menu_surum, diller: venue.diller, paraGosterimi: venue.para_gosterimi };
}

/** Rows of one venue → the language-resolved menu: only visible categories (two levels) and products, texts fall back to Turkish. */
export function buildMenuBase(venue: VenueRow, slug: string, rows: MenuRows, lang: Lang): MenuBase {
  const visible = rows.kategoriler.filter((k) => k.gorunur === 1);
  const kategori = (row: KategoriRow): PublicKategori => ({
    id: row.id, urlAdi: row.url_adi, ad: metin(parseMetin(row.ad), lang), aciklama: metin(parseMetin(row.aciklama), lang), gorsel: image(row.gorsel_anahtar), altKategoriler: [], urunler: [],
  });
  const byId = new Map<number, PublicKategori>();
  const tops: PublicKategori[] = [];
  for (const row of visible) {
    if (row.ust_kategori_id !== null) continue;
    const top = kategori(row);
    byId.set(row.id, top);
    tops.push(top);
  }
  for (const row of visible) {
    const parent = row.ust_kategori_id === null ? undefined : byId.get(row.ust_kategori_id);
    // only two levels: a subcategory of a hidden category (or deeper nesting) is not shown
    if (!parent || !tops.includes(parent)) continue;
    const sub = kategori(row);
    byId.set(row.id, sub);
    parent.altKategoriler.push(sub);
  }
  const names = new Map(rows.urunler.map((row) => [row.id, metin(parseMetin(row.ad), lang)]));
  for (const row of rows.urunler) {
    if (row.gorunur !== 1) continue;
    byId.get(row.kategori_id)?.urunler.push(urun(row, lang));
  }
  const a = rows.anasayfa;
  return {
    isletme: vitrin(venue, slug),
    lang,
    anasayfa: {
      hosgeldin: a ? metin(parseMetin(a.hosgeldin), lang) : '',
      wifiAd: a?.wifi_ad ?? '', wifiSifre: a?.wifi_sifre ?? '', telefon: a?.telefon ?? '', whatsapp: a?.whatsapp ?? '', instagram: a?.instagram ?? '',
      adres: a?.adres ?? '', haritaUrl: a?.harita_url ?? '',
      calismaSaatleri: jsonArray(a?.calisma_saatleri).filter((h): h is { gunler: string; saat: string } => {
        const row = h as { gunler?: unknown; saat?: unknown } | null;
        return !!row && typeof row.gunler === 'string' && typeof row.saat === 'string';
      }).map(({ gunler, saat }) => ({ gunler, saat })),
    },
    kategoriler: tops,
    kampanyalar: rows.kampanyalar.map((k) => ({
      id: k.id, baslik: metin(parseMetin(k.baslik), lang), aciklama: metin(parseMetin(k.aciklama), lang), tur: k.tur, deger: k.deger,
      hediyeUrunAd: k.hediye_urun_id === null ? null : names.get(k.hediye_urun_id) ?? null,
      urunIdler: ids(k.urun_idler), kategoriIdler: ids(k.kategori_idler), baslangic: k.baslangic, bitis: k.bitis, haftalikSaatler: hours(k.haftalik_saatler),
    })),
  };
}

/** The campaign price of one product under one active campaign, or null when the campaign sets no price. */
function campaignPrice(kampanya: Pick<PublicKampanya, 'tur' | 'deger'>, fiyatKurus: number): number | null {
  if (kampanya.tur === 'sabit_fiyat') return kampanya.deger;
  if (kampanya.tur === 'yuzde_indirim') return Math.round((fiyatKurus * (100 - Math.min(100, kampanya.deger))) / 100);
  return null;
}

/**
 * Adds what depends on the clock: campaigns active now or upcoming (with durum and degisimMs, active first) and each
 * product's lowest active campaign price (only when below the regular price). Never mutates `base` (it may be shared).
 */
export function applyTime(base: MenuBase, nowMs: number): PublicMenu {
  const kampanyalar: PublicKampanya[] = [];
  for (const k of base.kampanyalar) {
    const state = kampanyaDurumu({ baslangic: k.baslangic, bitis: k.bitis, haftalikSaatler: k.haftalikSaatler, aktif: true }, nowMs, base.isletme.saatDilimi);
    if (state.durum === 'aktif') kampanyalar.push({ ...k, durum: 'aktif', degisimMs: state.bitisMs });
    else if (state.durum === 'yaklasan') kampanyalar.push({ ...k, durum: 'yaklasan', degisimMs: state.baslangicMs });
  }
  kampanyalar.sort((x, y) => (x.durum === y.durum ? x.degisimMs - y.degisimMs : x.durum === 'aktif' ? -1 : 1));
  const active = kampanyalar.filter((k) => k.durum === 'aktif' && k.tur !== 'hediye_urun');
  const withPrices = (kategori: PublicKategori, parentId: number | null): PublicKategori => ({
    ...kategori,
    altKategoriler: kategori.altKategoriler.map((sub) => withPrices(sub, kategori.id)),
    urunler: kategori.urunler.map((u) => {
      let best: number | null = null;
      for (const k of active) {
        const covers = k.urunIdler.includes(u.id) || k.kategoriIdler.includes(kategori.id) || (parentId !== null && k.kategoriIdler.includes(parentId));
        const price = covers ? campaignPrice(k, u.fiyatKurus) : null;
        if (price !== null && price < u.fiyatKurus && (best === null || price < best)) best = price;
      }
      return { ...u, kampanyaFiyatKurus: best };
    }),
  });
  return { ...base, kategoriler: base.kategoriler.map((k) => withPrices(k, null)), kampanyalar };
}

// ---------- D1 + edge cache ----------

/** One db.batch = one D1 round trip: every row the guest pages need (campaigns that have not ended yet). */
async function readRows(db: D1Database, isletmeId: number, nowIso: string): Promise<MenuRows> {
  const [kategoriler, urunler, kampanyalar, anasayfa] = await db.batch([
    db.prepare('SELECT id, ust_kategori_id, ad, aciklama, url_adi, gorsel_anahtar, gorunur FROM menu_kategori WHERE isletme_id = ? ORDER BY sira, id').bind(isletmeId),
    db.prepare('SELECT id, kategori_id, ad, aciklama, ozellikler, teknik_ozellikler, url_adi, fiyat_kurus, gorseller, alerjenler, diyet_etiketleri, tukendi, gorunur FROM menu_urun WHERE isletme_id = ? ORDER BY sira, id').bind(isletmeId),
    db.prepare('SELECT id, baslik, aciklama, tur, deger, hediye_urun_id, urun_idler, kategori_idler, baslangic, bitis, haftalik_saatler FROM menu_kampanya WHERE isletme_id = ? AND aktif = 1 AND bitis > ? ORDER BY baslangic, id').bind(isletmeId, nowIso),
    db.prepare('SELECT hosgeldin, wifi_ad, wifi_sifre, telefon, whatsapp, instagram, adres, harita_url, calisma_saatleri FROM menu_anasayfa WHERE isletme_id = ?').bind(isletmeId),
  ]);
  return {
    kategoriler: (kategoriler?.results ?? []) as unknown as KategoriRow[],
    urunler: (urunler?.results ?? []) as unknown as UrunRow[],
    kampanyalar: (kampanyalar?.results ?? []) as unknown as KampanyaRow[],
    anasayfa: ((anasayfa?.results ?? [])[0] as AnasayfaRow | undefined) ?? null,
  };
}

const CACHE_ORIGIN = 'https://public-menu.cache';

/** Cache key: venue id + language + menu_surum. The panel bumps menu_surum on every edit, so an edit is a new key at once. */
export function menuCacheKey(venue: Pick<VenueRow, 'id' | 'menu_surum'>, lang: Lang, origin = CACHE_ORIGIN): string {
  return `${origin}/__menu-cache/v1/${venue.id}/${lang}/${venue.menu_surum}`;
}

function edgeCache(): Cache | null {
  // absent outside workerd (unit tests in Node)
  return typeof caches !== 'undefined' ? ((caches as unknown as { default?: Cache }).default ?? null) : null;
}

/**
 * The public read model of a venue, or null when it does not exist or is inactive ('kapali' when guests may not see it).
 * D1 round trips: 1 for the venue row (always fresh) + 1 db.batch on a cache miss; a cache hit needs only the first.
 */
export async function loadPublicMenu(db: D1Database, env: Pick<Bindings, 'SLUG_MASK_SEED'>, isletmeId: number, lang: Lang, nowMs: number, options: { cacheOrigin?: string } = {}): Promise<PublicMenu | 'kapali' | null> {
  const venue = await findVenueById(db, isletmeId);
  if (!venue) return null;
  if (venue.kapali) return 'kapali';
  // a language the venue does not offer its guests reads as Turkish
  const dil = venue.diller.includes(lang) ? lang : 'tr';
  return applyTime(await loadBase(db, env, venue, dil, nowMs, options.cacheOrigin), nowMs);
}

async function loadBase(db: D1Database, env: Pick<Bindings, 'SLUG_MASK_SEED'>, venue: VenueRow, lang: Lang, nowMs: number, origin?: string): Promise<MenuBase> {
  const cache = edgeCache();
  const key = menuCacheKey(venue, lang, origin);
  const fresh = (base: MenuBase): MenuBase => ({
    ...base,
    // the venue row was just read: name/theme/zone never come stale from the cache
    isletme: vitrin(venue, base.isletme.slug),
  });
  if (cache) {
    try {
      const hit = await cache.match(key);
      if (hit) return fresh((await hit.json()) as MenuBase);
    } catch {
      // a cache failure only costs the batch below
    }
  }
  const base = buildMenuBase(venue, slugFor(env, venue.id), await readRows(db, venue.id, new Date(nowMs).toISOString()), lang);
  if (cache) {
    const body = JSON.stringify(base);
    try {
      await cache.put(key, new Response(body, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=86400' } }));
    } catch {
      // ignore: the next request reads D1 again
    }
  }
  return base;
}
