import { sonGunHesapla, type MusteriPaketi, type PaketSatisGirdisi, type SatisSonucu } from '@lib/schemas/randevu/hizmet';
import { ApiError } from '@worker/http/envelope';
import { cokDilli, jsonList } from '@worker/db/qrmenu/admin';
import { isForeignKeyViolation } from '@worker/http/validation';
import { notFound } from './hizmet';
import { paketBul } from './hizmet-paket';

/** Selling packages to customers, their balances and undoing a sale (/api/isletme/randevu/paketler, /musteri-paketleri). */

/**
 * Sells a package in ONE batch: the customer's copy (name and price frozen), one balance row per service, and the
 * money — a 'gelir' cash movement when paid now, a 'borc' debt row when sold on account (nothing for a free package).
 */
export async function paketSat(
  db: D1Database,
  s: { isletmeId: number; kullaniciId: number; paketId: number; bugun: string; input: PaketSatisGirdisi },
): Promise<SatisSonucu> {
  const paket = await paketBul(db, s.isletmeId, s.paketId);
  if (!paket.aktif) throw new ApiError(409, 'PACKAGE_PASSIVE', 'randevu.hizmet.api.paketPasif');
  if (paket.hizmetler.length === 0) throw new ApiError(409, 'PACKAGE_EMPTY', 'randevu.hizmet.api.paketBos');
  const musteri = await db
    .prepare('SELECT id FROM musteri WHERE id = ? AND isletme_id = ? AND silinme_zamani IS NULL')
    .bind(s.input.musteriId, s.isletmeId)
    .first<{ id: number }>();
  if (!musteri) throw new ApiError(400, 'CUSTOMER_INVALID', 'randevu.hizmet.api.musteriGecersiz');

  const sonGun = sonGunHesapla(s.bugun, paket.gecerlilikGun);
  const zaman = new Date().toISOString();
  const tutar = paket.fiyatKurus;
  const kayit: SatisSonucu['kayit'] = tutar === 0 ? null : s.input.odeme ? 'kasa' : 'cari';
  const statements: D1PreparedStatement[] = [
    db
      .prepare(`INSERT INTO randevu_musteri_paket (isletme_id, musteri_id, paket_id, ad, fiyat_kurus, satis_zamani, son_gun, kullanici_id)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`)
      .bind(s.isletmeId, musteri.id, paket.id, paket.ad, tutar, zaman, sonGun, s.kullaniciId),
    // one transaction with growing ids: the venue's newest sale is the one just inserted
    db
      .prepare(`INSERT INTO randevu_musteri_paket_hizmet (musteri_paket_id, hizmet_id, toplam, kalan)
        SELECT (SELECT max(id) FROM randevu_musteri_paket WHERE isletme_id = ?1), json_extract(value, '$.hizmetId'), json_extract(value, '$.seans'), json_extract(value, '$.seans')
        FROM json_each(?2)`)
      .bind(s.isletmeId, JSON.stringify(paket.hizmetler)),
  ];
  if (kayit === 'kasa') {
    statements.push(
      db
        .prepare(`INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, kaynak, sistem_tur, sistem_param, tarih, musteri_id, musteri_paket_id, kullanici_id)
          VALUES (?1, 'gelir', ?2, ?3, 'paket', 'paketSatisi', json_object('paket', ?4), ?5, ?6, (SELECT max(id) FROM randevu_musteri_paket WHERE isletme_id = ?1), ?7)`)
        .bind(s.isletmeId, s.input.odeme, tutar, paket.ad, zaman, musteri.id, s.kullaniciId),
    );
  } else if (kayit === 'cari') {
    statements.push(
      db
        .prepare(`INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, kaynak, sistem_tur, sistem_param, tarih, musteri_paket_id, kullanici_id)
          VALUES (?1, ?2, 'borc', ?3, 'paket', 'paketSatisi', json_object('paket', ?4), ?5, (SELECT max(id) FROM randevu_musteri_paket WHERE isletme_id = ?1), ?6)`)
        .bind(s.isletmeId, musteri.id, tutar, paket.ad, zaman, s.kullaniciId),
    );
  }
  try {
    const [inserted] = await db.batch(statements);
    return { id: (inserted!.results[0] as { id: number }).id, sonGun, kayit };
  } catch (error) {
    // the package was deleted between the read and the write
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
}

interface MusteriPaketSatiri {
  id: number;
  musteri_id: number;
  ad_soyad: string;
  telefon: string;
  paket_id: number | null;
  ad: string;
  fiyat_kurus: number;
  satis_zamani: string;
  son_gun: string | null;
  hizmetler: string;
  kullanildi: number;
}

export type BakiyeDurumu = 'aktif' | 'bitti' | '';
export const BAKIYE_LIMIT = 500;

/** Sold packages with their remaining sessions, newest first; 'aktif' = not expired and sessions left, 'bitti' = the rest. */
export async function musteriPaketleri(db: D1Database, isletmeId: number, f: { musteriId: number | null; durum: BakiyeDurumu; bugun: string }): Promise<MusteriPaketi[]> {
  const kullanilabilir = `((mp.son_gun IS NULL OR mp.son_gun >= ?3) AND EXISTS (SELECT 1 FROM randevu_musteri_paket_hizmet x WHERE x.musteri_paket_id = mp.id AND x.kalan > 0))`;
  const durum = f.durum === 'aktif' ? kullanilabilir : f.durum === 'bitti' ? `NOT ${kullanilabilir}` : '?3 = ?3';
  const { results } = await db
    .prepare(`SELECT mp.id, mp.musteri_id, m.ad_soyad, m.telefon, mp.paket_id, mp.ad, mp.fiyat_kurus, mp.satis_zamani, mp.son_gun,
        (SELECT json_group_array(json_array(x.hizmet_id, x.ad, x.toplam, x.kalan)) FROM (SELECT mph.hizmet_id, h.ad, mph.toplam, mph.kalan
          FROM randevu_musteri_paket_hizmet mph JOIN randevu_hizmet h ON h.id = mph.hizmet_id WHERE mph.musteri_paket_id = mp.id ORDER BY mph.rowid) x) AS hizmetler,
        EXISTS (SELECT 1 FROM randevu_paket_kullanim u WHERE u.musteri_paket_id = mp.id) AS kullanildi
      FROM randevu_musteri_paket mp JOIN musteri m ON m.id = mp.musteri_id AND m.isletme_id = mp.isletme_id
      WHERE mp.isletme_id = ?1 AND (?2 IS NULL OR mp.musteri_id = ?2) AND ${durum}
      ORDER BY mp.satis_zamani DESC, mp.id DESC LIMIT ${BAKIYE_LIMIT}`)
    .bind(isletmeId, f.musteriId, f.bugun)
    .all<MusteriPaketSatiri>();
  return results.map((row) => {
    const hizmetler = jsonList<[number, string, number, number]>(row.hizmetler).map(([hizmetId, ad, toplam, kalan]) => ({ hizmetId, ad: cokDilli(ad), toplam, kalan }));
    return {
      id: row.id,
      musteriId: row.musteri_id,
      musteriAd: row.ad_soyad,
      musteriTelefon: row.telefon,
      paketId: row.paket_id,
      ad: row.ad,
      fiyatKurus: row.fiyat_kurus,
      satisZamani: row.satis_zamani,
      sonGun: row.son_gun,
      suresiDoldu: row.son_gun !== null && row.son_gun < f.bugun,
      kullanildi: row.kullanildi === 1 || hizmetler.some((h) => h.kalan < h.toplam),
      hizmetler,
    };
  });
}

/**
 * Undoes a sale nobody used yet: deletes the customer's package and its balance rows. The cash movement or debt row
 * of the sale stays on purpose — money records belong to the books (they may be counted in a day-end already);
 * the operator reverses them in Kasa Hareketleri / Cari Takip when money is actually refunded.
 */
export async function satisGeriAl(db: D1Database, isletmeId: number, id: number): Promise<{ id: number; fiyatKurus: number }> {
  const row = await db
    .prepare(`SELECT mp.fiyat_kurus, EXISTS (SELECT 1 FROM randevu_paket_kullanim u WHERE u.musteri_paket_id = mp.id) AS kullanildi
      FROM randevu_musteri_paket mp WHERE mp.id = ? AND mp.isletme_id = ?`)
    .bind(id, isletmeId)
    .first<{ fiyat_kurus: number; kullanildi: number }>();
  if (!row) throw notFound();
  if (row.kullanildi === 1) throw new ApiError(409, 'PACKAGE_USED', 'randevu.hizmet.api.satisKullanildi');
  // a session counted between the read and this batch keeps everything (the NOT EXISTS guards)
  const kullanilmamis = 'EXISTS (SELECT 1 FROM randevu_musteri_paket WHERE id = ?1 AND isletme_id = ?2) AND NOT EXISTS (SELECT 1 FROM randevu_paket_kullanim WHERE musteri_paket_id = ?1)';
  const [, , , silinen] = await db.batch([
    // the money movements of the sale stay in the books (the panel tells the user to correct them there), unlinked
    db.prepare(`UPDATE kasa SET musteri_paket_id = NULL WHERE musteri_paket_id = ?1 AND isletme_id = ?2 AND ${kullanilmamis}`).bind(id, isletmeId),
    db.prepare(`UPDATE cari SET musteri_paket_id = NULL WHERE musteri_paket_id = ?1 AND isletme_id = ?2 AND ${kullanilmamis}`).bind(id, isletmeId),
    db.prepare(`DELETE FROM randevu_musteri_paket_hizmet WHERE musteri_paket_id = ?1 AND ${kullanilmamis}`).bind(id, isletmeId),
    db.prepare(`DELETE FROM randevu_musteri_paket WHERE id = ?1 AND isletme_id = ?2 AND NOT EXISTS (SELECT 1 FROM randevu_paket_kullanim WHERE musteri_paket_id = ?1)`).bind(id, isletmeId),
  ]);
  if ((silinen!.meta.changes ?? 0) === 0) throw new ApiError(409, 'PACKAGE_USED', 'randevu.hizmet.api.satisKullanildi');
  return { id, fiyatKurus: row.fiyat_kurus };
}
