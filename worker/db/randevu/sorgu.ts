import type { Lang } from '@lib/i18n/languages';
import { metin, parseMetin } from '@lib/menu/text';
import { saatDilimiSatiri } from '@worker/db/parametre';

/** One appointment as the public lookup reads it (always scoped by the FirmaKey's venue). */
export interface RandevuSatiri {
  id: number;
  isletme_id: number;
  kod: string;
  durum: 'beklemede' | 'onaylandi' | 'iptal' | 'gelmedi' | 'tamamlandi';
  baslangic: string;
  bitis: string;
  toplam_kurus: number;
  personel_id: number;
  personel_ad: string;
  isletme_ad: string;
  saat_dilimi: string;
  iptal_saat_once: number;
  kalemler: string;
}

const SELECT = `SELECT r.id, r.isletme_id, r.kod, r.durum, r.baslangic, r.bitis, r.toplam_kurus, r.personel_id, p.ad AS personel_ad,
    i.ad AS isletme_ad, i.saat_dilimi, k.iptal_saat_once,
    (SELECT json_group_array(json_object('hizmetId', rk.hizmet_id, 'ad', json(h.ad), 'sureDk', rk.sure_dk, 'fiyatKurus', rk.fiyat_kurus,
        'once', h.once_tampon_dk, 'sonra', h.sonra_tampon_dk))
      FROM randevu_kalem rk JOIN randevu_hizmet h ON h.id = rk.hizmet_id WHERE rk.randevu_id = r.id) AS kalemler
  FROM randevu r
  JOIN randevu_kanal k ON k.isletme_id = r.isletme_id
  JOIN isletme i ON i.id = r.isletme_id AND i.aktif = 1
  JOIN musteri m ON m.id = r.musteri_id AND m.isletme_id = r.isletme_id
  JOIN randevu_personel p ON p.id = r.personel_id`;

/** By code + normalized phone: both must match, and the code must belong to this FirmaKey's venue. */
export const kodIleSorgu = (db: D1Database, firmaKey: string, kod: string, telefon: string) =>
  db.prepare(`${SELECT} WHERE k.firma_key = ? AND r.kod = ? AND m.telefon = ?`).bind(firmaKey, kod, telefon);

/** By id (from a decrypted manage link), still scoped by the FirmaKey's venue. */
export const idIleSorgu = (db: D1Database, firmaKey: string, randevuId: number, isletmeId: number) =>
  db.prepare(`${SELECT} WHERE k.firma_key = ? AND r.id = ? AND r.isletme_id = ?`).bind(firmaKey, randevuId, isletmeId);

export interface Kalem {
  hizmetId: number;
  ad: Record<string, string>;
  sureDk: number;
  fiyatKurus: number;
  once: number;
  sonra: number;
}

export function kalemler(row: RandevuSatiri): Kalem[] {
  try {
    const list = JSON.parse(row.kalemler) as Kalem[];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** The lookup answer: what the customer needs, nothing about other customers or other venues. */
export function randevuGorunumu(row: RandevuSatiri, lang: Lang, nowMs: number) {
  const sonIslem = Date.parse(row.baslangic) - row.iptal_saat_once * 3_600_000;
  const aktif = row.durum === 'beklemede' || row.durum === 'onaylandi';
  return {
    kod: row.kod,
    durum: row.durum,
    baslangic: row.baslangic,
    bitis: row.bitis,
    saatDilimi: saatDilimiSatiri(row),
    toplamKurus: row.toplam_kurus,
    isletme: { ad: row.isletme_ad },
    personel: { id: row.personel_id, ad: row.personel_ad },
    hizmetler: kalemler(row).map((k) => ({ id: k.hizmetId, ad: metin(parseMetin(JSON.stringify(k.ad)), lang), sureDk: k.sureDk, fiyatKurus: k.fiyatKurus })),
    /** cancel / reschedule are possible until this instant (UTC ISO) */
    degisiklikSonZamani: new Date(sonIslem).toISOString(),
    degistirilebilir: aktif && nowMs < sonIslem,
  };
}
