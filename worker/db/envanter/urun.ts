import { aramaKelimeleri, katla } from '@lib/search';
import type { Urun, UrunGirdisi, UrunListesi, YeniUrunGirdisi } from '@lib/schemas/envanter/stok';
import { ApiError } from '@worker/http/envelope';
import { isForeignKeyViolation, isUniqueViolation } from '@worker/http/validation';
import { likeKalibi } from './demirbas/ortak';
import { logIfadesi } from './log';

/** Stock items (envanter_urun) with what is on hand per location; quantities change only through movements. */

export const URUN_SAYFA_BOYUTU = 50;

interface Satir {
  id: number; ad: string; kod: string | null; kategori: string; birim: Urun['birim']; min_binde: number; maliyet_kurus: number;
  tedarikci: string; notlar: string; aktif: number; toplam: number; stoklar: string;
}

const SATIR_SQL = `SELECT u.id, u.ad, u.kod, u.kategori, u.birim, u.min_binde, u.maliyet_kurus, u.tedarikci, u.notlar, u.aktif,
    coalesce((SELECT sum(s.miktar_binde) FROM envanter_stok s WHERE s.urun_id = u.id), 0) AS toplam,
    coalesce((SELECT json_group_array(json_object('lokasyonId', s.lokasyon_id, 'lokasyonAd', l.ad, 'miktarBinde', s.miktar_binde))
      FROM envanter_stok s JOIN envanter_lokasyon l ON l.id = s.lokasyon_id WHERE s.urun_id = u.id AND s.miktar_binde > 0), '[]') AS stoklar
  FROM envanter_urun u`;
const TOPLAM_SQL = '(SELECT coalesce(sum(s.miktar_binde), 0) FROM envanter_stok s WHERE s.urun_id = u.id)';

/** Value of a quantity at a unit price (thousandths × kuruş), rounded to the kuruş. */
export const deger = (binde: number, kurus: number) => Math.round((binde * kurus) / 1000);

const urun = (r: Satir): Urun => ({
  id: r.id, ad: r.ad, kod: r.kod, kategori: r.kategori, birim: r.birim, minBinde: r.min_binde, maliyetKurus: r.maliyet_kurus,
  tedarikci: r.tedarikci, notlar: r.notlar, aktif: r.aktif === 1, toplamBinde: r.toplam, dusuk: r.min_binde > 0 && r.toplam < r.min_binde,
  degerKurus: deger(r.toplam, r.maliyet_kurus),
  stoklar: (JSON.parse(r.stoklar) as Urun['stoklar']).sort((a, b) => a.lokasyonAd.localeCompare(b.lokasyonAd, 'tr')),
});

export interface UrunFiltresi { q?: string; kategori?: string; lokasyon?: number; dusuk?: '1' | '0'; durum: 'aktif' | 'pasif' | 'tumu' }

/** One page of the venue's items (by name), with the venue-wide low-stock count and value on hand. */
export async function urunler(db: D1Database, isletmeId: number, f: UrunFiltresi, sayfa: number, boyut = URUN_SAYFA_BOYUTU): Promise<UrunListesi> {
  const kosul = ['u.isletme_id = ?'];
  const binds: unknown[] = [isletmeId];
  if (f.durum !== 'tumu') kosul.push(`u.aktif = ${f.durum === 'aktif' ? 1 : 0}`);
  // every word, in any order, like the asset search ('cayi istanbul' finds 'İstanbul çayı')
  for (const kelime of aramaKelimeleri(f.q ?? '')) {
    kosul.push("u.arama LIKE ? ESCAPE '\\'");
    binds.push(likeKalibi(kelime));
  }
  if (f.kategori) { kosul.push('u.kategori = ?'); binds.push(f.kategori); }
  if (f.lokasyon) { kosul.push('EXISTS (SELECT 1 FROM envanter_stok s WHERE s.urun_id = u.id AND s.lokasyon_id = ? AND s.miktar_binde > 0)'); binds.push(f.lokasyon); }
  if (f.dusuk === '1') kosul.push(`u.min_binde > 0 AND ${TOPLAM_SQL} < u.min_binde`);
  const where = kosul.join(' AND ');
  const [liste, sayi, ozet, kategoriler] = await db.batch([
    db.prepare(`${SATIR_SQL} WHERE ${where} ORDER BY u.ad COLLATE NOCASE, u.id LIMIT ? OFFSET ?`).bind(...binds, boyut, (sayfa - 1) * boyut),
    db.prepare(`SELECT count(*) AS n FROM envanter_urun u WHERE ${where}`).bind(...binds),
    db.prepare(`SELECT sum(CASE WHEN u.min_binde > 0 AND t.toplam < u.min_binde THEN 1 ELSE 0 END) AS dusuk, sum((t.toplam * u.maliyet_kurus + 500) / 1000) AS deger
      FROM envanter_urun u JOIN (SELECT u2.id, ${TOPLAM_SQL.replace(/u\.id/g, 'u2.id')} AS toplam FROM envanter_urun u2 WHERE u2.isletme_id = ?) t ON t.id = u.id
      WHERE u.aktif = 1`).bind(isletmeId),
    db.prepare("SELECT DISTINCT kategori FROM envanter_urun WHERE isletme_id = ? AND kategori <> '' ORDER BY kategori COLLATE NOCASE").bind(isletmeId),
  ]);
  const o = ozet!.results[0] as { dusuk: number | null; deger: number | null } | undefined;
  return {
    urunler: (liste!.results as Satir[]).map(urun), toplam: (sayi!.results[0] as { n: number }).n, sayfa, boyut,
    kategoriler: (kategoriler!.results as { kategori: string }[]).map((k) => k.kategori),
    dusukSayisi: o?.dusuk ?? 0, toplamDegerKurus: o?.deger ?? 0,
  };
}

/** Active items below their minimum, most short first (the dashboard tile may read it). */
export async function dusukStoklar(db: D1Database, isletmeId: number, limit = 20): Promise<Urun[]> {
  const { results } = await db.prepare(`${SATIR_SQL} WHERE u.isletme_id = ? AND u.aktif = 1 AND u.min_binde > 0 AND ${TOPLAM_SQL} < u.min_binde
    ORDER BY (${TOPLAM_SQL} * 1.0 / u.min_binde), u.ad LIMIT ?`).bind(isletmeId, limit).all<Satir>();
  return results.map(urun);
}

export async function urunBul(db: D1Database, isletmeId: number, id: number): Promise<Urun> {
  const r = await db.prepare(`${SATIR_SQL} WHERE u.id = ? AND u.isletme_id = ?`).bind(id, isletmeId).first<Satir>();
  if (!r) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return urun(r);
}

const arama = (g: UrunGirdisi) => katla([g.ad, g.kod ?? '', g.kategori, g.tedarikci].join(' '));
const alanlar = (g: UrunGirdisi) => [g.ad, g.kod, g.kategori, g.birim, g.min, g.maliyetKurus, g.tedarikci, g.notlar, g.aktif ? 1 : 0, arama(g)] as const;

/** Name and code are unique in the venue: each answers 409 on its own field. */
async function tekil<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'envanter_urun.kod')) throw new ApiError(409, 'CODE_TAKEN', 'envanter.stok.api.kodVar');
    if (isUniqueViolation(error)) throw new ApiError(409, 'NAME_TAKEN', 'envanter.stok.api.urunAdVar');
    throw error;
  }
}

/** A new item; its opening stock (if any) is a 'giris' movement with neden 'acilis', all in one batch. */
export async function urunEkle(db: D1Database, isletmeId: number, kullaniciId: number, g: YeniUrunGirdisi, zaman = new Date().toISOString()): Promise<number> {
  const yeniId = { sql: '(SELECT max(id) FROM envanter_urun WHERE isletme_id = ?)', binds: [isletmeId] };
  const ifadeler = [
    db.prepare(`INSERT INTO envanter_urun (isletme_id, ad, kod, kategori, birim, min_binde, maliyet_kurus, tedarikci, notlar, aktif, arama)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`).bind(isletmeId, ...alanlar(g)),
    logIfadesi(db, isletmeId, kullaniciId, { varlik: 'urun', varlikId: null, varlikIdSql: yeniId, islem: 'ekle', ozet: { ad: g.ad, birim: g.birim } }, zaman),
  ];
  if (g.acilisMiktar > 0 && g.acilisLokasyonId !== null) {
    ifadeler.push(
      db.prepare(`INSERT INTO envanter_stok (isletme_id, urun_id, lokasyon_id, miktar_binde) VALUES (?, ${yeniId.sql}, ?, ?)`).bind(isletmeId, isletmeId, g.acilisLokasyonId, g.acilisMiktar),
      db.prepare(`INSERT INTO envanter_stok_hareket (isletme_id, urun_id, tur, neden, hedef_lokasyon_id, miktar_binde, birim_maliyet_kurus, kullanici_id, zaman)
        VALUES (?, ${yeniId.sql}, 'giris', 'acilis', ?, ?, ?, ?, ?)`).bind(isletmeId, isletmeId, g.acilisLokasyonId, g.acilisMiktar, g.maliyetKurus || null, kullaniciId, zaman),
      logIfadesi(db, isletmeId, kullaniciId, {
        varlik: 'stok', varlikId: null, varlikIdSql: { sql: '(SELECT max(id) FROM envanter_stok_hareket WHERE isletme_id = ?)', binds: [isletmeId] },
        islem: 'giris', ozet: { urun: g.ad, neden: 'acilis', hedefId: g.acilisLokasyonId, miktarBinde: g.acilisMiktar, birim: g.birim },
      }, zaman),
    );
  }
  const [ekle] = await tekil(() => db.batch(ifadeler));
  return (ekle!.results[0] as { id: number }).id;
}

export async function urunGuncelle(db: D1Database, isletmeId: number, kullaniciId: number, onceki: Urun, g: UrunGirdisi): Promise<void> {
  const degisen = Object.fromEntries((['ad', 'kod', 'kategori', 'birim', 'maliyetKurus', 'tedarikci', 'aktif'] as const)
    .filter((k) => g[k] !== onceki[k]).map((k) => [k, { once: onceki[k], sonra: g[k] }]));
  if (g.min !== onceki.minBinde) degisen.minBinde = { once: onceki.minBinde, sonra: g.min };
  await tekil(() => db.batch([
    db.prepare(`UPDATE envanter_urun SET ad = ?, kod = ?, kategori = ?, birim = ?, min_binde = ?, maliyet_kurus = ?, tedarikci = ?, notlar = ?, aktif = ?, arama = ?
      WHERE id = ? AND isletme_id = ?`).bind(...alanlar(g), onceki.id, isletmeId),
    logIfadesi(db, isletmeId, kullaniciId, { varlik: 'urun', varlikId: onceki.id, islem: 'guncelle', ozet: { ad: g.ad, degisen } }),
  ]));
}

/** An item with stock on hand or any movement keeps its history: deactivate it instead (409). */
export async function urunSil(db: D1Database, isletmeId: number, kullaniciId: number, u: Urun): Promise<void> {
  if (u.toplamBinde > 0) throw new ApiError(409, 'ITEM_HAS_STOCK', 'envanter.stok.api.urunStokVar', { ad: u.ad });
  const hareket = await db.prepare('SELECT count(*) AS n FROM envanter_stok_hareket WHERE urun_id = ? AND isletme_id = ?').bind(u.id, isletmeId).first<{ n: number }>();
  if (hareket?.n) throw new ApiError(409, 'ITEM_HAS_HISTORY', 'envanter.stok.api.urunGecmis', { ad: u.ad, sayi: hareket.n });
  try {
    await db.batch([
      db.prepare('DELETE FROM envanter_stok WHERE urun_id = ? AND isletme_id = ?').bind(u.id, isletmeId),
      db.prepare('DELETE FROM envanter_urun WHERE id = ? AND isletme_id = ?').bind(u.id, isletmeId),
      logIfadesi(db, isletmeId, kullaniciId, { varlik: 'urun', varlikId: u.id, islem: 'sil', ozet: { ad: u.ad } }),
    ]);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ApiError(409, 'ITEM_HAS_HISTORY', 'envanter.stok.api.urunGecmis', { ad: u.ad, sayi: 1 });
    throw error;
  }
}
