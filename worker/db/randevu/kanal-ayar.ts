import type { KanalAyarGirdisi } from '@lib/schemas/randevu/kanal';
import { ApiError } from '@worker/http/envelope';
import { isUniqueViolation } from '@worker/http/validation';
import { kodUret } from './yaz';

/** The online booking channel's settings (randevu_kanal, one row per venue). */

const KEY_UZUNLUK = 12;

interface KanalRow {
  aktif: number;
  firma_key: string;
  firma_adi: string;
  min_on_bildirim_dk: number;
  ileri_gun: number;
  adim_dk: number;
  otomatik_onay: number;
  iptal_saat_once: number;
}

export interface KanalAyar extends KanalAyarGirdisi {
  firmaKey: string;
  firmaAdi: string;
}

// the appointment codes' look-alike-free alphabet; 12 characters ≈ 60 bits
const firmaKeyUret = (): string => kodUret(KEY_UZUNLUK);

const SELECT = 'SELECT aktif, firma_key, firma_adi, min_on_bildirim_dk, ileri_gun, adim_dk, otomatik_onay, iptal_saat_once FROM randevu_kanal WHERE isletme_id = ?';

/** The venue's channel settings, or the schema defaults before the first save. */
export async function kanalAyarOku(db: D1Database, isletmeId: number): Promise<KanalAyar> {
  const row = await db.prepare(SELECT).bind(isletmeId).first<KanalRow>();
  if (!row) {
    // schema defaults; no key yet — the first save creates the channel
    return { aktif: false, firmaKey: '', firmaAdi: '', minOnBildirimDk: 60, ileriGun: 30, adimDk: 15, otomatikOnay: true, iptalSaatOnce: 24 };
  }
  return {
    aktif: row.aktif === 1,
    firmaKey: row.firma_key,
    firmaAdi: row.firma_adi,
    minOnBildirimDk: row.min_on_bildirim_dk,
    ileriGun: row.ileri_gun,
    adimDk: row.adim_dk as KanalAyar['adimDk'],
    otomatikOnay: row.otomatik_onay === 1,
    iptalSaatOnce: row.iptal_saat_once,
  };
}

/** Creates or updates the venue's channel; a new channel gets a fresh public key. */
export async function kanalAyarKaydet(db: D1Database, isletmeId: number, input: KanalAyarGirdisi): Promise<void> {
  // a freshly drawn key may (very rarely) collide with another venue's UNIQUE firma_key: draw again
  for (let deneme = 0; deneme < 3; deneme++) {
    try {
      await db
        .prepare(
          `INSERT INTO randevu_kanal (isletme_id, firma_key, firma_adi, aktif, min_on_bildirim_dk, ileri_gun, adim_dk, otomatik_onay, iptal_saat_once)
           SELECT id, ?, url_adi, ?, ?, ?, ?, ?, ? FROM isletme WHERE id = ?
           ON CONFLICT (isletme_id) DO UPDATE SET aktif = excluded.aktif, min_on_bildirim_dk = excluded.min_on_bildirim_dk, ileri_gun = excluded.ileri_gun,
             adim_dk = excluded.adim_dk, otomatik_onay = excluded.otomatik_onay, iptal_saat_once = excluded.iptal_saat_once`,
        )
        .bind(firmaKeyUret(), input.aktif ? 1 : 0, input.minOnBildirimDk, input.ileriGun, input.adimDk, input.otomatikOnay ? 1 : 0, input.iptalSaatOnce, isletmeId)
        .run();
      return;
    } catch (error) {
      if (!isUniqueViolation(error, 'randevu_kanal.firma_key')) throw error;
    }
  }
  throw new ApiError(409, 'CONFLICT', 'randevu.kanal.keyConflict');
}
