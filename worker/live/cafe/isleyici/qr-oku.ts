import type { QrKalem } from '@lib/schemas/cafe/qr';
import type { SiparisKalemi } from '@lib/schemas/cafe/islem';
import { secilenDegerler, urunGruplari, type SiparisDegeri, type SiparisGrubu } from '@worker/db/cafe/secenek';
import { ApiError } from '@worker/http/envelope';
import { secenekleriFiyatla } from './secenek';

/** What a guest order reads and checks before anything is written: the venue's self-order settings and the cart's prices. */

export interface QrAyar {
  acik: boolean;
  onay: boolean;
  /** top categories that may be ordered (null: all) */
  kategoriler: number[] | null;
  /** areas whose tables may order (null: all) */
  alanlar: number[] | null;
  gunAcik: boolean;
}

const idListesi = (json: string | null | undefined): number[] | null => {
  if (!json) return null;
  try {
    const x = JSON.parse(json) as unknown;
    return Array.isArray(x) ? x.filter((n): n is number => Number.isInteger(n)) : null;
  } catch {
    return null;
  }
};

export const QR_AYAR_SQL = `SELECT p.qr_siparis, p.qr_siparis_onay, p.qr_siparis_kategoriler, p.qr_siparis_alanlar,
    (EXISTS (SELECT 1 FROM cafe_gun WHERE isletme_id = ?1 AND durum = 'acik') OR p.cafe_gun_otomatik = 1) AS gun_acik
  FROM isletme i LEFT JOIN isletme_parametre p ON p.isletme_id = i.id WHERE i.id = ?1`;

interface AyarSatiri { qr_siparis: number | null; qr_siparis_onay: number | null; qr_siparis_kategoriler: string | null; qr_siparis_alanlar: string | null; gun_acik: number }

export function qrAyar(row: unknown): QrAyar {
  const r = row as AyarSatiri | undefined;
  return {
    acik: r?.qr_siparis === 1, onay: r?.qr_siparis_onay === 1,
    kategoriler: idListesi(r?.qr_siparis_kategoriler), alanlar: idListesi(r?.qr_siparis_alanlar), gunAcik: r?.gun_acik === 1,
  };
}

/** Self-ordering off, or off for this table's area: the same answer (a guest needs no more). */
export function siparisAcikMi(ayar: QrAyar, alanId: number | null): void {
  if (!ayar.acik || (ayar.alanlar !== null && (alanId === null || !ayar.alanlar.includes(alanId)))) {
    throw new ApiError(403, 'QR_ORDER_OFF', 'qrmenu.siparis.kapali');
  }
}

interface QrUrun { id: number; ad: string; fiyat_kurus: number; tukendi: number; gorunur: number; ust: number }

const URUN_SQL = `SELECT u.id, coalesce(json_extract(u.ad, '$.tr'), '') AS ad, u.fiyat_kurus, u.tukendi,
    (u.gorunur = 1 AND k.gorunur = 1 AND coalesce(uk.gorunur, 1) = 1) AS gorunur, coalesce(k.ust_kategori_id, k.id) AS ust
  FROM menu_urun u JOIN menu_kategori k ON k.id = u.kategori_id LEFT JOIN menu_kategori uk ON uk.id = k.ust_kategori_id
  WHERE u.isletme_id = ? AND u.id IN (SELECT value FROM json_each(?))`;

/** The cart's reads (products, their option groups, the chosen values) as statements of the caller's batch. */
export function sepetSorgulari(db: D1Database, isletmeId: number, kalemler: readonly SiparisKalemi[]): D1PreparedStatement[] {
  const tekil = [...new Set(kalemler.map((k) => k.urunId))];
  return [
    db.prepare(URUN_SQL).bind(isletmeId, JSON.stringify(tekil)),
    urunGruplari(db, isletmeId, tekil),
    secilenDegerler(db, isletmeId, [...new Set(kalemler.flatMap((k) => k.secenekler))]),
  ];
}

/**
 * Prices the guest's cart from the rows just read: an unknown or hidden product, one outside the orderable
 * categories, a sold-out one or options outside their groups' rules refuse the whole cart (nothing is written).
 */
export function sepetFiyatla(sonuclar: D1Result[], kalemler: readonly SiparisKalemi[], ayar: QrAyar): { kalemler: QrKalem[]; toplamKurus: number } {
  const urunler = new Map((sonuclar[0]!.results as unknown as QrUrun[]).map((u) => [u.id, u]));
  const gruplar = sonuclar[1]!.results as unknown as SiparisGrubu[];
  const degerler = new Map((sonuclar[2]!.results as unknown as SiparisDegeri[]).map((d) => [d.id, d]));
  const satirlar = kalemler.map((k) => {
    const u = urunler.get(k.urunId);
    if (!u || u.gorunur !== 1) throw new ApiError(404, 'NOT_FOUND', 'qrmenu.siparis.urunYok');
    if (ayar.kategoriler !== null && !ayar.kategoriler.includes(u.ust)) throw new ApiError(403, 'QR_CATEGORY_OFF', 'qrmenu.siparis.kategoriKapali', { urun: u.ad });
    if (u.tukendi === 1) throw new ApiError(409, 'SOLD_OUT', 'cafe.api.tukendi', { urun: u.ad });
    const { birimKurus, secenekler } = secenekleriFiyatla(u, k.secenekler, gruplar, degerler);
    return { urunId: u.id, ad: u.ad, adet: k.adet, birimKurus, tutarKurus: birimKurus * k.adet, not: k.not, secenekler: secenekler.map((s) => s.ad) };
  });
  return { kalemler: satirlar, toplamKurus: satirlar.reduce((t, k) => t + k.tutarKurus, 0) };
}

/** The guest's cart priced for the cart screen (nothing written): the table's area and the venue's settings apply. */
export async function sepetHesapla(db: D1Database, isletmeId: number, masaId: number, kalemler: readonly SiparisKalemi[]): Promise<{ kalemler: QrKalem[]; toplamKurus: number }> {
  const [masaR, ayarR, ...sepetR] = await db.batch([
    db.prepare('SELECT alan_id FROM menu_masa WHERE id = ? AND isletme_id = ? AND aktif = 1').bind(masaId, isletmeId),
    db.prepare(QR_AYAR_SQL).bind(isletmeId),
    ...sepetSorgulari(db, isletmeId, kalemler),
  ]);
  const masa = masaR!.results[0] as { alan_id: number | null } | undefined;
  if (!masa) throw new ApiError(404, 'NOT_FOUND', 'qrmenu.siparis.masaYok');
  const ayar = qrAyar(ayarR!.results[0]);
  siparisAcikMi(ayar, masa.alan_id);
  return sepetFiyatla(sepetR, kalemler, ayar);
}
