import { miktarGoster } from '@lib/envanter/miktar';
import type { Hareket, HareketGirdisi, HareketSayfasi } from '@lib/schemas/envanter/stok';
import type { Lang } from '@lib/i18n/languages';
import { translate } from '@worker/i18n';
import { ApiError } from '@worker/http/envelope';
import { hataZinciri } from '@worker/http/validation';
import { logIfadesi } from './log';
import { deger } from './urun';

/**
 * Stock movements: each is ONE batch that changes envanter_stok, adds its envanter_stok_hareket row and its log row.
 * The source is decremented in SQL (`miktar_binde - ?`), so the CHECK (miktar_binde >= 0) decides under any
 * concurrency: of fifty parallel decrements of a stock of ten exactly ten pass; the rest roll back whole.
 */

export const HAREKET_SAYFA_BOYUTU = 50;

interface Ad { id: number; ad: string }
interface UrunAd extends Ad { birim: string; aktif: number }

async function adlar(db: D1Database, isletmeId: number, h: HareketGirdisi) {
  const [urun, lokasyonlar] = await db.batch([
    db.prepare('SELECT id, ad, birim, aktif FROM envanter_urun WHERE id = ? AND isletme_id = ?').bind(h.urunId, isletmeId),
    db.prepare('SELECT id, ad, aktif FROM envanter_lokasyon WHERE id IN (?, ?) AND isletme_id = ?').bind(h.kaynakId ?? 0, h.hedefId ?? 0, isletmeId),
  ]);
  const u = urun!.results[0] as UrunAd | undefined;
  const l = lokasyonlar!.results as (Ad & { aktif: number })[];
  const kaynak = l.find((x) => x.id === h.kaynakId);
  const hedef = l.find((x) => x.id === h.hedefId);
  // another venue's item or location looks exactly like a missing one
  if (!u || (h.kaynakId !== null && !kaynak) || (h.hedefId !== null && !hedef)) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  if (hedef && !hedef.aktif) throw new ApiError(409, 'LOCATION_INACTIVE', 'envanter.stok.api.lokasyonPasif', { ad: hedef.ad });
  return { u, kaynak, hedef };
}

/** Records a movement; returns its id. Too little at the source → 409 naming the item, the place and what is there. */
export async function hareketEkle(db: D1Database, isletmeId: number, kullaniciId: number, h: HareketGirdisi, lang: Lang, zaman = new Date().toISOString()): Promise<number> {
  const { u, kaynak, hedef } = await adlar(db, isletmeId, h);
  const ifadeler: D1PreparedStatement[] = [];
  if (kaynak) {
    // a row of 0 first, so that taking from a place that never held the item also meets the CHECK instead of changing nothing
    ifadeler.push(
      db.prepare('INSERT INTO envanter_stok (isletme_id, urun_id, lokasyon_id, miktar_binde) VALUES (?, ?, ?, 0) ON CONFLICT (urun_id, lokasyon_id) DO NOTHING').bind(isletmeId, u.id, kaynak.id),
      db.prepare('UPDATE envanter_stok SET miktar_binde = miktar_binde - ? WHERE urun_id = ? AND lokasyon_id = ? AND isletme_id = ?').bind(h.miktar, u.id, kaynak.id, isletmeId),
    );
  }
  if (hedef) {
    ifadeler.push(db.prepare(`INSERT INTO envanter_stok (isletme_id, urun_id, lokasyon_id, miktar_binde) VALUES (?, ?, ?, ?)
      ON CONFLICT (urun_id, lokasyon_id) DO UPDATE SET miktar_binde = miktar_binde + excluded.miktar_binde`).bind(isletmeId, u.id, hedef.id, h.miktar));
  }
  ifadeler.push(
    db.prepare(`INSERT INTO envanter_stok_hareket (isletme_id, urun_id, tur, neden, kaynak_lokasyon_id, hedef_lokasyon_id, miktar_binde, birim_maliyet_kurus, aciklama, kullanici_id, zaman)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`).bind(isletmeId, u.id, h.tur, h.neden, kaynak?.id ?? null, hedef?.id ?? null, h.miktar, h.birimMaliyetKurus, h.aciklama, kullaniciId, zaman),
    logIfadesi(db, isletmeId, kullaniciId, {
      varlik: 'stok', varlikId: null, varlikIdSql: { sql: '(SELECT max(id) FROM envanter_stok_hareket WHERE isletme_id = ?)', binds: [isletmeId] }, islem: h.tur,
      ozet: { urunId: u.id, urun: u.ad, birim: u.birim, neden: h.neden, kaynakId: kaynak?.id ?? null, kaynak: kaynak?.ad ?? null, hedefId: hedef?.id ?? null, hedef: hedef?.ad ?? null, miktarBinde: h.miktar, not: h.aciklama },
    }, zaman),
  );
  try {
    const sonuclar = await db.batch(ifadeler);
    return (sonuclar[sonuclar.length - 2]!.results[0] as { id: number }).id;
  } catch (error) {
    if (kaynak && /CHECK constraint failed/i.test(hataZinciri(error))) {
      const mevcut = await db.prepare('SELECT miktar_binde FROM envanter_stok WHERE urun_id = ? AND lokasyon_id = ?').bind(u.id, kaynak.id).first<{ miktar_binde: number }>();
      const birim = translate(lang, `common.birim.${u.birim}` as never);
      throw new ApiError(409, 'INSUFFICIENT_STOCK', 'envanter.stok.api.yetersiz', {
        lokasyon: kaynak.ad, urun: u.ad, mevcut: miktarGoster(mevcut?.miktar_binde ?? 0, lang), istenen: miktarGoster(h.miktar, lang), birim,
      }, { mevcutBinde: mevcut?.miktar_binde ?? 0 });
    }
    throw error;
  }
}

export interface HareketFiltresi { bas: string; bit: string; tur?: string; lokasyon?: number; urun?: number; kullanici?: number }

/** WHERE of the movement list / CSV / report over [basIso, bitIso) and the filters. */
export function hareketKosulu(isletmeId: number, f: HareketFiltresi, aralik: [string, string]) {
  const kosul = ['h.isletme_id = ?', 'h.zaman >= ?', 'h.zaman < ?'];
  const binds: unknown[] = [isletmeId, ...aralik];
  if (f.tur) { kosul.push('h.tur = ?'); binds.push(f.tur); }
  if (f.lokasyon) { kosul.push('(h.kaynak_lokasyon_id = ? OR h.hedef_lokasyon_id = ?)'); binds.push(f.lokasyon, f.lokasyon); }
  if (f.urun) { kosul.push('h.urun_id = ?'); binds.push(f.urun); }
  if (f.kullanici) { kosul.push('h.kullanici_id = ?'); binds.push(f.kullanici); }
  return { where: kosul.join(' AND '), binds };
}

interface Satir {
  id: number; zaman: string; tur: Hareket['tur']; neden: Hareket['neden']; urun_id: number; urun_ad: string; birim: Hareket['birim'];
  kaynak_id: number | null; kaynak_ad: string | null; hedef_id: number | null; hedef_ad: string | null; miktar_binde: number;
  birim_maliyet_kurus: number | null; maliyet_kurus: number; aciklama: string; kullanici_id: number | null; kullanici: string | null;
}
export const HAREKET_SQL = `SELECT h.id, h.zaman, h.tur, h.neden, h.urun_id, u.ad AS urun_ad, u.birim, h.kaynak_lokasyon_id AS kaynak_id, k.ad AS kaynak_ad,
    h.hedef_lokasyon_id AS hedef_id, t.ad AS hedef_ad, h.miktar_binde, h.birim_maliyet_kurus, u.maliyet_kurus, h.aciklama, h.kullanici_id, ku.ad_soyad AS kullanici
  FROM envanter_stok_hareket h JOIN envanter_urun u ON u.id = h.urun_id
  LEFT JOIN envanter_lokasyon k ON k.id = h.kaynak_lokasyon_id LEFT JOIN envanter_lokasyon t ON t.id = h.hedef_lokasyon_id
  LEFT JOIN kullanici ku ON ku.id = h.kullanici_id`;

export const hareket = (r: Satir): Hareket => ({
  id: r.id, zaman: r.zaman, tur: r.tur, neden: r.neden, urunId: r.urun_id, urunAd: r.urun_ad, birim: r.birim,
  kaynakId: r.kaynak_id, kaynakAd: r.kaynak_ad, hedefId: r.hedef_id, hedefAd: r.hedef_ad, miktarBinde: r.miktar_binde,
  birimMaliyetKurus: r.birim_maliyet_kurus, degerKurus: deger(r.miktar_binde, r.birim_maliyet_kurus ?? r.maliyet_kurus),
  aciklama: r.aciklama, kullaniciId: r.kullanici_id, kullanici: r.kullanici,
});

/** Newest first, one page (or `boyut` rows for the CSV); with the people who recorded movements (the person filter). */
export async function hareketler(db: D1Database, isletmeId: number, f: HareketFiltresi, aralik: [string, string], sayfa: number, boyut = HAREKET_SAYFA_BOYUTU)
  : Promise<Omit<HareketSayfasi, 'bas' | 'bit' | 'bugun' | 'saatDilimi'>> {
  const { where, binds } = hareketKosulu(isletmeId, f, aralik);
  const [liste, sayi, kisiler] = await db.batch([
    db.prepare(`${HAREKET_SQL} WHERE ${where} ORDER BY h.zaman DESC, h.id DESC LIMIT ? OFFSET ?`).bind(...binds, boyut, (sayfa - 1) * boyut),
    db.prepare(`SELECT count(*) AS n FROM envanter_stok_hareket h WHERE ${where}`).bind(...binds),
    hareketKisileri(db, isletmeId),
  ]);
  return {
    satirlar: (liste!.results as Satir[]).map(hareket), toplam: (sayi!.results[0] as { n: number }).n, sayfa, boyut,
    kullanicilar: kisiler!.results as { id: number; ad: string }[],
  };
}

/** People who recorded a stock movement in the venue. */
export const hareketKisileri = (db: D1Database, isletmeId: number) => db.prepare(`SELECT DISTINCT k.id, k.ad_soyad AS ad FROM envanter_stok_hareket h
  JOIN kullanici k ON k.id = h.kullanici_id WHERE h.isletme_id = ? ORDER BY k.ad_soyad`).bind(isletmeId);
