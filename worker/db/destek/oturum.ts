import type { CanliDestek } from '@lib/schemas/destek';
import type { UyelikRow } from '@worker/types';
import { UYELIK_ISLETME_SUTUNLARI } from '../auth/uyelik';

/** Support access ("view as") sessions: start, end, the live one, the membership a live one gives. */

/** A support session lasts at most this long. */
export const DESTEK_SURE_DAKIKA = 30;
/** The admin key that may start one (and that must still be held while it runs). */
export const DESTEK_YETKISI = 'admin:isletmeler:destek';

const CANLI = 'd.bitirme_zamani IS NULL AND d.bitis > ?';

interface CanliSatir {
  id: number;
  isletme_id: number;
  isletme_adi: string;
  isletme_tur: string;
  neden: string;
  sahip_onayi: number;
  baslangic: string;
  bitis: string;
}

const canliDestek = (row: CanliSatir): CanliDestek => ({
  id: row.id,
  isletmeId: row.isletme_id,
  isletmeAdi: row.isletme_adi,
  isletmeTur: row.isletme_tur,
  neden: row.neden,
  sahipOnayi: row.sahip_onayi === 1,
  baslangic: row.baslangic,
  bitis: row.bitis,
});

/** The admin's live session (at most one), or null. */
export async function canliDestekOturumu(db: D1Database, kullaniciId: number, now = new Date()): Promise<CanliDestek | null> {
  const row = await db
    .prepare(
      `SELECT d.id, d.isletme_id, i.ad AS isletme_adi, i.tur AS isletme_tur, d.neden, d.sahip_onayi, d.baslangic, d.bitis
         FROM destek_oturumu d JOIN isletme i ON i.id = d.isletme_id AND i.aktif = 1
        WHERE d.kullanici_id = ? AND ${CANLI}
        ORDER BY d.id DESC LIMIT 1`,
    )
    .bind(kullaniciId, now.toISOString())
    .first<CanliSatir>();
  return row ? canliDestek(row) : null;
}

export type BaslatSonucu = { oturum: CanliDestek } | { hata: 'ISLETME_YOK' | 'DESTEK_ACIK' };

/**
 * Starts a session when the admin has no live one and the venue is active: the check and the insert are one
 * statement (two tabs cannot open two), the 'destek.basla' log row goes in the same batch.
 */
export async function destekBaslat(db: D1Database, girdi: { kullaniciId: number; isletmeId: number; neden: string; sahipOnayi: boolean }, now = new Date()): Promise<BaslatSonucu> {
  const baslangic = now.toISOString();
  const bitis = new Date(now.getTime() + DESTEK_SURE_DAKIKA * 60_000).toISOString();
  const [eklenen] = await db.batch([
    db
      .prepare(
        `INSERT INTO destek_oturumu (kullanici_id, isletme_id, neden, sahip_onayi, baslangic, bitis)
         SELECT ?, i.id, ?, ?, ?, ? FROM isletme i
          WHERE i.id = ? AND i.aktif = 1
            AND NOT EXISTS (SELECT 1 FROM destek_oturumu d WHERE d.kullanici_id = ? AND ${CANLI})
         RETURNING id`,
      )
      .bind(girdi.kullaniciId, girdi.neden, girdi.sahipOnayi ? 1 : 0, baslangic, bitis, girdi.isletmeId, girdi.kullaniciId, baslangic),
    db
      .prepare(
        `INSERT INTO platform_log (zaman, kullanici_id, isletme_id, tur, ayrinti)
         SELECT baslangic, kullanici_id, isletme_id, 'destek.basla',
                json_object('oturumId', id, 'neden', neden, 'sahipOnayi', json(CASE sahip_onayi WHEN 1 THEN 'true' ELSE 'false' END), 'bitis', bitis)
           FROM destek_oturumu WHERE kullanici_id = ? AND baslangic = ?`,
      )
      .bind(girdi.kullaniciId, baslangic),
  ]);
  if (!eklenen?.results.length) {
    const isletme = await db.prepare('SELECT 1 FROM isletme WHERE id = ? AND aktif = 1').bind(girdi.isletmeId).first();
    return { hata: isletme ? 'DESTEK_ACIK' : 'ISLETME_YOK' };
  }
  const oturum = await canliDestekOturumu(db, girdi.kullaniciId, now);
  return oturum ? { oturum } : { hata: 'ISLETME_YOK' };
}

/** Ends the admin's live session now ('destek.bitir'); false when none was live. */
export async function destekBitir(db: D1Database, kullaniciId: number, now = new Date()): Promise<boolean> {
  const zaman = now.toISOString();
  const [guncel] = await db.batch([
    db.prepare(`UPDATE destek_oturumu AS d SET bitirme_zamani = ? WHERE d.kullanici_id = ? AND ${CANLI} RETURNING id`).bind(zaman, kullaniciId, zaman),
    db
      .prepare(
        `INSERT INTO platform_log (zaman, kullanici_id, isletme_id, tur, ayrinti)
         SELECT bitirme_zamani, kullanici_id, isletme_id, 'destek.bitir', json_object('oturumId', id)
           FROM destek_oturumu WHERE kullanici_id = ? AND bitirme_zamani = ?`,
      )
      .bind(kullaniciId, zaman),
  ]);
  return Boolean(guncel?.results.length);
}

export interface DestekUyeligi extends UyelikRow {
  destek_id: number;
  destek_sahip_onayi: number;
  destek_bitis: string;
}

/**
 * The membership a live session of this admin for this venue gives (the venue's columns as an operator's
 * membership reads them), or null. The admin must still hold the support key: taking it away ends their access.
 */
export async function destekUyeligi(db: D1Database, kullaniciId: number, isletmeId: number, now = new Date()): Promise<DestekUyeligi | null> {
  return db
    .prepare(
      `SELECT ${UYELIK_ISLETME_SUTUNLARI}, NULL AS yetki_seti_id, NULL AS yetkiler,
              d.id AS destek_id, d.sahip_onayi AS destek_sahip_onayi, d.bitis AS destek_bitis
         FROM destek_oturumu d
         JOIN isletme i ON i.id = d.isletme_id AND i.aktif = 1
         JOIN kullanici k ON k.id = d.kullanici_id AND k.aktif = 1 AND k.kullanici_tipi = 3
         JOIN yetki_seti ys ON ys.id = k.admin_yetki_seti_id AND ys.kapsam = 'admin'
         LEFT JOIN lisans l ON l.isletme_id = i.id
        WHERE d.kullanici_id = ? AND d.isletme_id = ? AND ${CANLI}
          AND EXISTS (SELECT 1 FROM json_each(ys.yetkiler) WHERE value = ?)
        ORDER BY d.id DESC LIMIT 1`,
    )
    .bind(kullaniciId, isletmeId, now.toISOString(), DESTEK_YETKISI)
    .first<DestekUyeligi>();
}

/** One write (or attempted write) inside a session, for the owner's audit log. */
export async function destekYazmaKaydet(db: D1Database, kayit: { kullaniciId: number; isletmeId: number; oturumId: number; method: string; path: string; status: number }): Promise<void> {
  await db
    .prepare("INSERT INTO platform_log (zaman, kullanici_id, isletme_id, tur, ayrinti) VALUES (?, ?, ?, 'destek.yazma', json_object('oturumId', ?, 'method', ?, 'path', ?, 'status', ?))")
    .bind(new Date().toISOString(), kayit.kullaniciId, kayit.isletmeId, kayit.oturumId, kayit.method, kayit.path.slice(0, 300), kayit.status)
    .run();
}
