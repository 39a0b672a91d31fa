import { env } from 'cloudflare:test';
import type { IslemBaglami, IslemSonucu } from '@worker/live/cafe/tipler';

/** Cafe rows for the working day / day end / report tests, written straight into D1 (the operations' engine is not needed to read them). */

const db = () => env.DB;
let n = 0;

async function id(sql: string, ...params: unknown[]): Promise<number> {
  return (await db().prepare(sql).bind(...params).first<{ id: number }>())!.id;
}

/** A table of the venue; once the areas migration is in, tables sit in an area (one 'Salon' per venue here). */
export async function masa(isletmeId: number, ad = `Masa ${++n}`): Promise<number> {
  const alanli = await db().prepare("SELECT 1 AS x FROM sqlite_master WHERE type = 'table' AND name = 'cafe_alan'").first();
  if (!alanli) return id('INSERT INTO menu_masa (isletme_id, ad, sira) VALUES (?, ?, ?) RETURNING id', isletmeId, ad, n);
  const alan = (await db().prepare("SELECT id FROM cafe_alan WHERE isletme_id = ? AND ad = 'Salon'").bind(isletmeId).first<{ id: number }>())?.id
    ?? await id("INSERT INTO cafe_alan (isletme_id, ad, sira) VALUES (?, 'Salon', 1) RETURNING id", isletmeId);
  return id('INSERT INTO menu_masa (isletme_id, alan_id, ad, sira) VALUES (?, ?, ?, ?) RETURNING id', isletmeId, alan, ad, n);
}

export function gun(isletmeId: number, isGunu: string, acilis: string, acilisKasasiKurus = 0): Promise<number> {
  return id("INSERT INTO cafe_gun (isletme_id, is_gunu, acilis_kasasi_kurus, acilis_zamani) VALUES (?, ?, ?, ?) RETURNING id", isletmeId, isGunu, acilisKasasiKurus, acilis);
}

export interface KalemGirdisi { ad: string; kategori: string; birim: number; adet?: number; kdv?: number; durum?: 'aktif' | 'ikram' | 'iptal'; neden?: string; indirim?: number }
export interface OdemeGirdisi { odeme: 'nakit' | 'kart' | 'havale' | 'yemek_karti' | 'diger' | 'veresiye'; tutar: number; zaman: string; musteriId?: number; gunId?: number }

let no = 1000;
/**
 * A check with its lines and payments (each payment writes its cash row, or for veresiye its ledger row, as the engine does).
 * Closed when the payments cover the total and `acik` is not set.
 */
export async function adisyon(o: { isletmeId: number; masaId: number; gunId: number; acilis: string; garsonId?: number | null; kalemler: KalemGirdisi[]; odemeler?: OdemeGirdisi[]; indirim?: number; acik?: boolean; kullaniciId?: number | null }): Promise<{ id: number; no: number; toplam: number }> {
  const satirToplam = o.kalemler.reduce((s, k) => s + ((k.durum ?? 'aktif') === 'aktif' ? k.birim * (k.adet ?? 1) - (k.indirim ?? 0) : 0), 0);
  const toplam = satirToplam - (o.indirim ?? 0);
  const odenen = (o.odemeler ?? []).reduce((s, p) => s + p.tutar, 0);
  const kapali = !o.acik && odenen === toplam;
  const sonZaman = (o.odemeler ?? []).map((p) => p.zaman).sort().at(-1) ?? o.acilis;
  const adisyonNo = ++no;
  const adisyonId = await id(`INSERT INTO adisyon (isletme_id, no, masa_id, gun_id, durum, garson_id, indirim_tur, indirim_deger, indirim_kurus, toplam_kurus, odenen_kurus, acilis, kapanis, kapatan_id)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    o.isletmeId, adisyonNo, o.masaId, o.gunId, kapali ? 'kapali' : 'acik', o.garsonId ?? null, o.indirim ? 'tutar' : null, o.indirim ?? 0, o.indirim ?? 0, toplam, odenen, o.acilis, kapali ? sonZaman : null, kapali ? (o.kullaniciId ?? null) : null);
  for (const k of o.kalemler) {
    const durum = k.durum ?? 'aktif';
    const adet = k.adet ?? 1;
    await db().prepare(`INSERT INTO adisyon_kalem (isletme_id, adisyon_id, ad, kategori_ad, birim_kurus, adet, kdv_orani, durum, neden, indirim_kurus, tutar_kurus, durum_kullanici_id, eklenme)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .bind(o.isletmeId, adisyonId, k.ad, k.kategori, k.birim, adet, k.kdv ?? 10, durum, k.neden ?? '', durum === 'aktif' ? (k.indirim ?? 0) : 0, durum === 'aktif' ? k.birim * adet - (k.indirim ?? 0) : 0, durum === 'aktif' ? null : (o.kullaniciId ?? null), o.acilis)
      .run();
  }
  for (const p of o.odemeler ?? []) {
    await db().prepare('INSERT INTO adisyon_odeme (isletme_id, adisyon_id, gun_id, odeme, tutar_kurus, musteri_id, kullanici_id, zaman) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .bind(o.isletmeId, adisyonId, p.gunId ?? o.gunId, p.odeme, p.tutar, p.musteriId ?? null, o.kullaniciId ?? null, p.zaman).run();
    if (p.odeme === 'veresiye') {
      await db().prepare("INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, tarih, kaynak, adisyon_id) VALUES (?, ?, 'borc', ?, ?, 'adisyon', ?)")
        .bind(o.isletmeId, p.musteriId, p.tutar, p.zaman, adisyonId).run();
    } else {
      await db().prepare("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, tarih, kaynak, adisyon_id) VALUES (?, 'gelir', ?, ?, ?, 'adisyon', ?)")
        .bind(o.isletmeId, p.odeme, p.tutar, p.zaman, adisyonId).run();
    }
  }
  return { id: adisyonId, no: adisyonNo, toplam };
}

export function kasa(isletmeId: number, tur: 'gelir' | 'gider', odeme: string, tutar: number, tarih: string, aciklama = ''): Promise<number> {
  return id("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, aciklama, tarih) VALUES (?, ?, ?, ?, ?, ?) RETURNING id", isletmeId, tur, odeme, tutar, aciklama, tarih);
}

/** The handler's context as the venue's live object builds it. */
export function baglam(isletmeId: number, kullanici: { id: number; adSoyad?: string; yetkiler: readonly string[] }, simdi: string): IslemBaglami {
  return { db: db(), isletmeId, kullanici: { id: kullanici.id, adSoyad: kullanici.adSoyad ?? 'Test', yetkiler: kullanici.yetkiler }, simdi, islemId: `test-${++n}-${Math.random().toString(36).slice(2, 10)}` };
}

/** Runs a handler's writes as the engine does (one batch with the log row). */
export async function uygula(b: IslemBaglami, sonuc: IslemSonucu): Promise<void> {
  await db().batch([
    ...sonuc.ifadeler,
    db().prepare('INSERT INTO adisyon_islem (isletme_id, islem_id, tur, adisyon_id, kullanici_id, ozet, cevap, zaman) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .bind(b.isletmeId, b.islemId, sonuc.gunluk.tur, sonuc.gunluk.adisyonId ?? null, b.kullanici.id, JSON.stringify(sonuc.gunluk.ozet ?? {}), JSON.stringify({ durum: sonuc.durum, veri: sonuc.veri }), b.simdi),
  ]);
}
