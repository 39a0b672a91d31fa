import type { IndirimTuru } from '@lib/schemas/cafe/islem';
import { ApiError } from '@worker/http/envelope';

/** A check as the live object and the panel see it: header, lines (voided ones too) and payments. */

import type { Adisyon, AdisyonDurumu, Bolum, Kalem, KalemDurumu, KalemSecenegi, Odeme } from '@lib/cafe/tipler';

export type { Adisyon, AdisyonDurumu, Bolum, Kalem, KalemDurumu, Odeme };

interface BasRow {
  id: number; no: number; masa_id: number; masa_ad: string; gun_id: number; durum: AdisyonDurumu; surum: number; misafir: number;
  garson_id: number | null; garson: string | null; musteri_id: number | null; musteri: string | null;
  indirim_tur: IndirimTuru | null; indirim_deger: number; indirim_kurus: number; toplam_kurus: number; odenen_kurus: number;
  hesap_istendi: number; acilis: string; kapanis: string | null; birlesen_id: number | null; bolumler: string;
}

interface KalemRow {
  id: number; adisyon_id: number; urun_id: number | null; ad: string; kategori_ad: string; birim_kurus: number; adet: number; kdv_orani: number;
  not_metni: string; secenekler: string; siparis_id: number | null; durum: KalemDurumu; neden: string; indirim_kurus: number; tutar_kurus: number;
  odeme_id: number | null; bolum_id: number | null; koltuk: number | null; ekleyen_id: number | null; ekleyen: string | null; eklenme: string;
}
interface OdemeRow { id: number; adisyon_id: number; odeme: string; tutar_kurus: number; alinan_kurus: number | null; fis_no: string | null; zaman: string; kullanici: string | null; bolum_id: number | null }

const BAS_SQL = `SELECT a.id, a.no, a.masa_id, mm.ad AS masa_ad, a.gun_id, a.durum, a.surum, a.misafir, a.garson_id, g.ad_soyad AS garson,
    a.musteri_id, m.ad_soyad AS musteri, a.indirim_tur, a.indirim_deger, a.indirim_kurus, a.toplam_kurus, a.odenen_kurus,
    a.hesap_istendi, a.acilis, a.kapanis, a.birlesen_id,
    (SELECT json_group_array(json_object('id', b.id, 'no', b.no, 'tur', b.tur, 'koltuk', b.koltuk, 'odendi', b.durum = 'odendi',
      'hesapIstendi', b.hesap_istendi = 1, 'kapanis', b.kapanis)) FROM adisyon_bolum b WHERE b.adisyon_id = a.id) AS bolumler
  FROM adisyon a
  JOIN menu_masa mm ON mm.id = a.masa_id
  LEFT JOIN kullanici g ON g.id = a.garson_id
  LEFT JOIN musteri m ON m.id = a.musteri_id AND m.isletme_id = a.isletme_id AND m.silinme_zamani IS NULL`;

/** The four reads of whole checks (header, lines, payments, batches) matching `where`; run them in any batch, then `adisyonlariCoz`. */
export function adisyonSorgulari(db: D1Database, isletmeId: number, where: string, binds: unknown[]): D1PreparedStatement[] {
  const alt = `SELECT a.id FROM adisyon a WHERE a.isletme_id = ? AND ${where}`;
  return [
    db.prepare(`${BAS_SQL} WHERE a.isletme_id = ? AND ${where} ORDER BY a.id`).bind(isletmeId, ...binds),
    db.prepare(`SELECT k.id, k.adisyon_id, k.urun_id, k.ad, k.kategori_ad, k.birim_kurus, k.adet, k.kdv_orani, k.not_metni, k.secenekler, k.siparis_id, k.durum, k.neden,
        k.indirim_kurus, k.tutar_kurus, k.odeme_id, k.bolum_id, k.koltuk, k.ekleyen_id, u.ad_soyad AS ekleyen, k.eklenme
      FROM adisyon_kalem k LEFT JOIN kullanici u ON u.id = k.ekleyen_id WHERE k.adisyon_id IN (${alt}) ORDER BY k.id`).bind(isletmeId, ...binds),
    db.prepare(`SELECT o.id, o.adisyon_id, o.odeme, o.tutar_kurus, o.alinan_kurus, o.fis_no, o.zaman, o.bolum_id, u.ad_soyad AS kullanici
      FROM adisyon_odeme o LEFT JOIN kullanici u ON u.id = o.kullanici_id WHERE o.adisyon_id IN (${alt}) ORDER BY o.id`).bind(isletmeId, ...binds),
    db.prepare(`SELECT id, adisyon_id, zaman, basim, kaynak FROM adisyon_siparis WHERE adisyon_id IN (${alt}) ORDER BY id`).bind(isletmeId, ...binds),
  ];
}

/** A line's stored options ([] when the row holds none or something unreadable). */
function secenekleriCoz(json: string): KalemSecenegi[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as KalemSecenegi[]) : [];
  } catch {
    return [];
  }
}

/** The sub-checks of a check (the header's JSON column), by number. */
function bolumleriCoz(json: string | null): Bolum[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    if (!Array.isArray(value)) return [];
    return (value as Array<Bolum & { odendi: number | boolean; hesapIstendi: number | boolean }>)
      .map((b) => ({ ...b, odendi: Boolean(b.odendi), hesapIstendi: Boolean(b.hesapIstendi) }))
      .sort((x, y) => x.no - y.no);
  } catch {
    return [];
  }
}

/** Checks from the results of `adisyonSorgulari` (the four results in that order). */
export function adisyonlariCoz(sonuclar: readonly D1Result[]): Adisyon[] {
  const [bas, kal, ode, sip] = sonuclar;
  const kalemler = new Map<number, Kalem[]>();
  for (const r of kal!.results as unknown as KalemRow[]) {
    const list = kalemler.get(r.adisyon_id) ?? [];
    list.push({
      id: r.id, urunId: r.urun_id, ad: r.ad, kategoriAd: r.kategori_ad, birimKurus: r.birim_kurus, adet: r.adet, kdvOrani: r.kdv_orani,
      not: r.not_metni, secenekler: secenekleriCoz(r.secenekler), siparisId: r.siparis_id, durum: r.durum, neden: r.neden, indirimKurus: r.indirim_kurus, tutarKurus: r.tutar_kurus,
      odemeId: r.odeme_id, bolumId: r.bolum_id, koltuk: r.koltuk, ekleyenId: r.ekleyen_id, ekleyen: r.ekleyen, eklenme: r.eklenme,
    });
    kalemler.set(r.adisyon_id, list);
  }
  const odemeler = new Map<number, Odeme[]>();
  for (const r of ode!.results as unknown as OdemeRow[]) {
    const list = odemeler.get(r.adisyon_id) ?? [];
    list.push({ id: r.id, odeme: r.odeme, tutarKurus: r.tutar_kurus, alinanKurus: r.alinan_kurus, fisNo: r.fis_no, zaman: r.zaman, kullanici: r.kullanici, bolumId: r.bolum_id });
    odemeler.set(r.adisyon_id, list);
  }
  const siparisler = new Map<number, Adisyon['siparisler']>();
  for (const r of sip!.results as { id: number; adisyon_id: number; zaman: string; basim: number; kaynak: 'garson' | 'qr' }[]) {
    const list = siparisler.get(r.adisyon_id) ?? [];
    list.push({ id: r.id, zaman: r.zaman, basim: r.basim, kaynak: r.kaynak });
    siparisler.set(r.adisyon_id, list);
  }
  return (bas!.results as unknown as BasRow[]).map((r) => ({
    id: r.id, no: r.no, masaId: r.masa_id, masaAd: r.masa_ad, gunId: r.gun_id, durum: r.durum, surum: r.surum, misafir: r.misafir,
    garsonId: r.garson_id, garson: r.garson, musteriId: r.musteri_id, musteri: r.musteri,
    indirimTur: r.indirim_tur, indirimDeger: r.indirim_deger, indirimKurus: r.indirim_kurus, toplamKurus: r.toplam_kurus,
    odenenKurus: r.odenen_kurus, hesapIstendi: r.hesap_istendi === 1, acilis: r.acilis, kapanis: r.kapanis, birlesenId: r.birlesen_id,
    kalemler: kalemler.get(r.id) ?? [], odemeler: odemeler.get(r.id) ?? [], siparisler: siparisler.get(r.id) ?? [], bolumler: bolumleriCoz(r.bolumler),
  }));
}

/** Reads whole checks (header + lines + payments + batches) in one round trip. */
export async function adisyonlariOku(db: D1Database, isletmeId: number, where: string, binds: unknown[]): Promise<Adisyon[]> {
  return adisyonlariCoz(await db.batch(adisyonSorgulari(db, isletmeId, where, binds)));
}

/** One check of the venue by id, else 404. */
export async function adisyonOku(db: D1Database, isletmeId: number, id: number): Promise<Adisyon> {
  const [a] = await adisyonlariOku(db, isletmeId, 'a.id = ?', [id]);
  if (!a) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return a;
}

/** The open check of a table, or null when the table is free. */
export async function masaAdisyonu(db: D1Database, isletmeId: number, masaId: number): Promise<Adisyon | null> {
  const [a] = await adisyonlariOku(db, isletmeId, "a.masa_id = ? AND a.durum = 'acik'", [masaId]);
  return a ?? null;
}

/** An open check of the venue (for changing it), else 404 / 409 with the reason. */
export async function acikAdisyon(db: D1Database, isletmeId: number, id: number): Promise<Adisyon> {
  const a = await adisyonOku(db, isletmeId, id);
  if (a.durum !== 'acik') throw new ApiError(409, 'CHECK_CLOSED', a.durum === 'birlesti' ? 'cafe.api.birlesti' : 'cafe.api.kapali', { no: a.no });
  return a;
}
