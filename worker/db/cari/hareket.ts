import {
  CARI_SON_LIMIT, yuruyenBakiye,
  type BakiyeSatiri, type BakiyeSorgusu, type CariDetay, type CariGirdisi, type CariGuncelleGirdisi, type CariHareket, type CariSonListe, type CariTuru,
} from '@lib/schemas/cari';
import { yerelZamanIso } from '@lib/zaman/yerel';
import { sistemKaydi } from '@lib/randevu/kayit-metni';
import { hareketYok } from '@worker/db/kasa/ortak';
import { musteriBaglanti, musteriOku, musteriYok } from '@worker/db/musteri/baglanti';
import { randevuBaglanti } from '@worker/db/randevu/baglanti';

/** The customer debt ledger (cari): movements with a running balance, recent movements, the balance report. */

interface CariRow {
  id: number;
  musteri_id: number;
  tarih: string;
  tur: CariTuru;
  tutar_kurus: number;
  aciklama: string;
  sistem_tur: string | null;
  sistem_param: string | null;
  randevu_id: number | null;
  kod: string | null;
  baslangic: string | null;
  kaydeden: string | null;
  ad_soyad: string;
  silinme_zamani: string | null;
}

const SATIR_SQL = `SELECT c.id, c.musteri_id, c.tarih, c.tur, c.tutar_kurus, c.aciklama, c.sistem_tur, c.sistem_param, c.randevu_id, r.kod, r.baslangic, u.ad_soyad AS kaydeden,
    m.ad_soyad, m.silinme_zamani
  FROM cari c
  JOIN musteri m ON m.id = c.musteri_id AND m.isletme_id = c.isletme_id
  LEFT JOIN randevu r ON r.id = c.randevu_id AND r.isletme_id = c.isletme_id
  LEFT JOIN kullanici u ON u.id = c.kullanici_id`;

function hareketCevir(row: CariRow): CariHareket {
  return {
    id: row.id,
    tarih: row.tarih,
    tur: row.tur,
    tutarKurus: row.tutar_kurus,
    aciklama: row.aciklama,
    sistem: sistemKaydi(row.sistem_tur, row.sistem_param),
    randevu: randevuBaglanti(row.randevu_id, row.kod, row.baslangic),
    kaydeden: row.kaydeden,
  };
}

/** One customer's ledger, oldest first with the running balance. */
export async function cariDetay(db: D1Database, isletmeId: number, musteriId: number, tz: string): Promise<CariDetay> {
  const musteri = await musteriOku(db, isletmeId, musteriId);
  const { results } = await db.prepare(`${SATIR_SQL} WHERE c.isletme_id = ? AND c.musteri_id = ?`).bind(isletmeId, musteriId).all<CariRow>();
  const hareketler = yuruyenBakiye(results.map(hareketCevir));
  let toplamBorc = 0;
  let toplamTahsilat = 0;
  for (const h of hareketler) {
    if (h.tur === 'borc') toplamBorc += h.tutarKurus;
    else toplamTahsilat += h.tutarKurus;
  }
  const silinmis = musteri.silinme_zamani !== null;
  return {
    musteri: { id: musteri.id, adSoyad: musteri.ad_soyad, telefon: silinmis ? '' : musteri.telefon, silinmis, bakiyeKurus: toplamBorc - toplamTahsilat, hareketSayisi: hareketler.length },
    hareketler,
    toplamBorc,
    toplamTahsilat,
    bakiye: toplamBorc - toplamTahsilat,
    saatDilimi: tz,
  };
}

/** The newest movements across customers. */
export async function cariSonHareketler(db: D1Database, isletmeId: number, tz: string): Promise<CariSonListe> {
  const { results } = await db.prepare(`${SATIR_SQL} WHERE c.isletme_id = ? ORDER BY c.tarih DESC, c.id DESC LIMIT ${CARI_SON_LIMIT}`).bind(isletmeId).all<CariRow>();
  return { satirlar: results.map((row) => ({ ...hareketCevir(row), musteri: musteriBaglanti(row.musteri_id, row.ad_soyad, row.silinme_zamani)! })), saatDilimi: tz };
}

/** Every movement (CSV): of one customer or of the venue, oldest first, with the customer. */
export async function cariTumu(db: D1Database, isletmeId: number, musteriId: number | null) {
  const { results } = await db
    .prepare(`${SATIR_SQL} WHERE c.isletme_id = ?1 AND (?2 IS NULL OR c.musteri_id = ?2) ORDER BY c.tarih, c.id`)
    .bind(isletmeId, musteriId)
    .all<CariRow>();
  return results.map((row) => ({ ...hareketCevir(row), musteri: musteriBaglanti(row.musteri_id, row.ad_soyad, row.silinme_zamani)! }));
}

export async function cariOku(db: D1Database, isletmeId: number, id: number): Promise<CariHareket & { musteriId: number }> {
  const row = await db.prepare(`${SATIR_SQL} WHERE c.id = ? AND c.isletme_id = ?`).bind(id, isletmeId).first<CariRow>();
  if (!row) throw hareketYok();
  return { ...hareketCevir(row), musteriId: row.musteri_id };
}

/**
 * New movement; a tahsilat with kasaOdeme also writes a 'gelir' cash row for the same customer, time and amount in
 * the SAME batch (one transaction: both or neither).
 */
export async function cariEkle(
  db: D1Database,
  s: { isletmeId: number; kullaniciId: number; g: CariGirdisi; tz: string },
): Promise<{ id: number; kasaId: number | null }> {
  const { isletmeId, g } = s;
  await musteriOku(db, isletmeId, g.musteriId);
  const tarih = yerelZamanIso(g.tarih, s.tz);
  const statements = [
    db
      .prepare(`INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, aciklama, tarih, kullanici_id)
        SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE EXISTS (SELECT 1 FROM musteri WHERE id = ?2 AND isletme_id = ?1) RETURNING id`)
      .bind(isletmeId, g.musteriId, g.tur, g.tutarKurus, g.aciklama, tarih, s.kullaniciId),
  ];
  if (g.kasaOdeme) {
    statements.push(db
      .prepare(`INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, aciklama, sistem_tur, sistem_param, tarih, musteri_id, kullanici_id)
        SELECT ?1, 'gelir', ?3, ?4, ?5, 'cariTahsilat', '{}', ?6, ?2, ?7 WHERE EXISTS (SELECT 1 FROM musteri WHERE id = ?2 AND isletme_id = ?1) RETURNING id`)
      .bind(isletmeId, g.musteriId, g.kasaOdeme, g.tutarKurus, g.aciklama, tarih, s.kullaniciId));
  }
  const [cari, kasa] = await db.batch(statements);
  const id = (cari!.results[0] as { id: number } | undefined)?.id;
  if (id === undefined) throw musteriYok();
  return { id, kasaId: (kasa?.results[0] as { id: number } | undefined)?.id ?? null };
}

export async function cariGuncelle(db: D1Database, isletmeId: number, id: number, g: CariGuncelleGirdisi, tz: string): Promise<CariHareket & { musteriId: number }> {
  const sonuc = await db
    .prepare('UPDATE cari SET tur = ?3, tutar_kurus = ?4, aciklama = ?5, tarih = ?6 WHERE id = ?1 AND isletme_id = ?2')
    .bind(id, isletmeId, g.tur, g.tutarKurus, g.aciklama, yerelZamanIso(g.tarih, tz))
    .run();
  if ((sonuc.meta.changes ?? 0) === 0) throw hareketYok();
  return cariOku(db, isletmeId, id);
}

export async function cariSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  const sonuc = await db.prepare('DELETE FROM cari WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).run();
  if ((sonuc.meta.changes ?? 0) === 0) throw hareketYok();
}

// ---- balance report ----

const COLLATOR = new Intl.Collator('tr', { sensitivity: 'base' });

/** Per customer with ledger rows: total debt, total paid, balance, last movement; grand totals over the shown rows. */
export async function bakiyeRaporu(db: D1Database, isletmeId: number, sorgu: BakiyeSorgusu) {
  const { results } = await db
    .prepare(`SELECT b.musteri_id, m.ad_soyad, m.telefon, m.silinme_zamani, b.borc_kurus AS borc, b.tahsilat_kurus AS tahsilat,
        b.hareket AS adet, b.son_tarih AS son
      FROM cari_bakiye b JOIN musteri m ON m.id = b.musteri_id AND m.isletme_id = b.isletme_id
      WHERE b.isletme_id = ?`)
    .bind(isletmeId)
    .all<{ musteri_id: number; ad_soyad: string; telefon: string; silinme_zamani: string | null; borc: number; tahsilat: number; adet: number; son: string }>();
  let satirlar: BakiyeSatiri[] = results.map((r) => ({
    musteriId: r.musteri_id,
    adSoyad: r.ad_soyad,
    telefon: r.silinme_zamani ? '' : r.telefon,
    silinmis: r.silinme_zamani !== null,
    borcKurus: r.borc,
    tahsilatKurus: r.tahsilat,
    bakiyeKurus: r.borc - r.tahsilat,
    hareketSayisi: r.adet,
    sonHareket: r.son,
  }));
  if (sorgu.bakiyeli === '1') satirlar = satirlar.filter((s) => s.bakiyeKurus !== 0);
  const adaGore = (a: BakiyeSatiri, b: BakiyeSatiri) => COLLATOR.compare(a.adSoyad, b.adSoyad) || a.musteriId - b.musteriId;
  if (sorgu.sira === 'ad') satirlar.sort(adaGore);
  else if (sorgu.sira === 'son') satirlar.sort((a, b) => b.sonHareket.localeCompare(a.sonHareket) || adaGore(a, b));
  else satirlar.sort((a, b) => b.bakiyeKurus - a.bakiyeKurus || adaGore(a, b));
  const toplam = { borc: 0, tahsilat: 0, bakiye: 0, musteri: satirlar.length, borclu: 0, alacakli: 0 };
  for (const s of satirlar) {
    toplam.borc += s.borcKurus;
    toplam.tahsilat += s.tahsilatKurus;
    toplam.bakiye += s.bakiyeKurus;
    if (s.bakiyeKurus > 0) toplam.borclu += 1;
    if (s.bakiyeKurus < 0) toplam.alacakli += 1;
  }
  return { satirlar, toplam };
}
