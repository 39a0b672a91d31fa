import {
  KASA_LISTE_LIMIT, gunlukRapor, type KasaGirdisi, type KasaKaynagi, type KasaSatiri, type KasaToplami, type KasaTuru,
} from '@lib/schemas/kasa';
import { ODEME_YONTEMLERI, type OdemeYontemi } from '@lib/schemas/parametre';
import { gunAraligiIso } from '@lib/zaman/isgunu';
import { yerelZamanIso } from '@lib/zaman/yerel';
import { sistemKaydi } from '@lib/randevu/kayit-metni';
import { ApiError } from '@worker/http/envelope';
import { musteriBaglanti, musteriYok } from '@worker/db/musteri/baglanti';
import { randevuBaglanti } from '@worker/db/randevu/baglanti';
import { hareketYok } from './ortak';

/**
 * The venue's one cash book (kasa): list with totals, the report per business day, create, edit, delete. The
 * appointment panel's kasa-hareketleri is a view of it; the cafe's will be another.
 */

export interface KasaFiltresi {
  bas: string;
  bit: string;
  tur: KasaTuru | '';
  odeme: OdemeYontemi | '';
}

interface KasaRow {
  id: number;
  tarih: string;
  tur: KasaTuru;
  odeme: OdemeYontemi;
  kaynak: KasaKaynagi;
  tutar_kurus: number;
  aciklama: string;
  sistem_tur: string | null;
  sistem_param: string | null;
  musteri_id: number | null;
  ad_soyad: string | null;
  silinme_zamani: string | null;
  randevu_id: number | null;
  kod: string | null;
  baslangic: string | null;
  kaydeden: string | null;
  adisyon_id: number | null;
  adisyon_no: number | null;
}

// links are joined on the same venue too: a row can never show another venue's customer or appointment
const SATIR_SQL = `SELECT k.id, k.tarih, k.tur, k.odeme, k.kaynak, k.tutar_kurus, k.aciklama, k.sistem_tur, k.sistem_param, k.musteri_id, m.ad_soyad, m.silinme_zamani,
    k.randevu_id, r.kod, r.baslangic, u.ad_soyad AS kaydeden, a.id AS adisyon_id, a.no AS adisyon_no
  FROM kasa k
  LEFT JOIN musteri m ON m.id = k.musteri_id AND m.isletme_id = k.isletme_id
  LEFT JOIN randevu r ON r.id = k.randevu_id AND r.isletme_id = k.isletme_id
  LEFT JOIN kullanici u ON u.id = k.kullanici_id
  LEFT JOIN adisyon a ON a.id = k.adisyon_id AND a.isletme_id = k.isletme_id`;

function satirCevir(row: KasaRow): KasaSatiri {
  return {
    id: row.id,
    tarih: row.tarih,
    tur: row.tur,
    odeme: row.odeme,
    kaynak: row.kaynak,
    tutarKurus: row.tutar_kurus,
    aciklama: row.aciklama,
    // a check's payment is the system's row too: its words come from the check's number
    sistem: sistemKaydi(row.sistem_tur, row.sistem_param) ?? (row.kaynak === 'adisyon' && row.adisyon_no !== null ? { tur: 'adisyonOdemesi', param: { no: String(row.adisyon_no) } } : null),
    musteri: musteriBaglanti(row.musteri_id, row.ad_soyad, row.silinme_zamani),
    randevu: randevuBaglanti(row.randevu_id, row.kod, row.baslangic),
    adisyon: row.adisyon_id !== null && row.adisyon_no !== null ? { id: row.adisyon_id, no: row.adisyon_no } : null,
    kaydeden: row.kaydeden,
  };
}

const FILTRE = 'k.isletme_id = ?1 AND k.tarih >= ?2 AND k.tarih < ?3 AND (?4 = \'\' OR k.tur = ?4) AND (?5 = \'\' OR k.odeme = ?5)';

/** The newest KASA_LISTE_LIMIT rows of the range and the totals of ALL its rows (per type and payment method). */
export async function kasaListesi(db: D1Database, isletmeId: number, f: KasaFiltresi, tz: string, gunDonumuSaat = 0): Promise<{ satirlar: KasaSatiri[]; toplam: KasaToplami; kesildi: boolean }> {
  const [bas, bit] = gunAraligiIso(f.bas, f.bit, tz, gunDonumuSaat);
  const degerler = [isletmeId, bas, bit, f.tur, f.odeme];
  const [satir, toplam] = await db.batch([
    db.prepare(`${SATIR_SQL} WHERE ${FILTRE} ORDER BY k.tarih DESC, k.id DESC LIMIT ${KASA_LISTE_LIMIT + 1}`).bind(...degerler),
    db.prepare(`SELECT k.tur, k.odeme, count(*) AS adet, sum(k.tutar_kurus) AS kurus FROM kasa k WHERE ${FILTRE} GROUP BY k.tur, k.odeme`).bind(...degerler),
  ]);
  const rows = satir!.results as unknown as KasaRow[];
  const odeme = Object.fromEntries(ODEME_YONTEMLERI.map((y) => [y, { gelir: 0, gider: 0 }])) as KasaToplami['odeme'];
  const t: KasaToplami = { gelir: 0, gider: 0, net: 0, adet: 0, odeme };
  for (const r of toplam!.results as { tur: KasaTuru; odeme: OdemeYontemi; adet: number; kurus: number }[]) {
    if (!ODEME_YONTEMLERI.includes(r.odeme)) continue;
    t[r.tur] += r.kurus;
    t.odeme[r.odeme][r.tur] += r.kurus;
    t.adet += r.adet;
  }
  t.net = t.gelir - t.gider;
  return { satirlar: rows.slice(0, KASA_LISTE_LIMIT).map(satirCevir), toplam: t, kesildi: rows.length > KASA_LISTE_LIMIT };
}

/** Every row of the range (CSV): oldest first, filters applied. */
export async function kasaTumu(db: D1Database, isletmeId: number, f: KasaFiltresi, tz: string, gunDonumuSaat = 0): Promise<KasaSatiri[]> {
  const [bas, bit] = gunAraligiIso(f.bas, f.bit, tz, gunDonumuSaat);
  const { results } = await db.prepare(`${SATIR_SQL} WHERE ${FILTRE} ORDER BY k.tarih, k.id`).bind(isletmeId, bas, bit, f.tur, f.odeme).all<KasaRow>();
  return results.map(satirCevir);
}

/** Per business day of bas…bit: income / expense per method and net; the filters of the list don't apply. */
export async function kasaRaporu(db: D1Database, isletmeId: number, basGun: string, bitGun: string, tz: string, gunDonumuSaat = 0) {
  const [bas, bit] = gunAraligiIso(basGun, bitGun, tz, gunDonumuSaat);
  const { results } = await db
    .prepare('SELECT tarih, tur, odeme, tutar_kurus AS tutarKurus FROM kasa WHERE isletme_id = ? AND tarih >= ? AND tarih < ?')
    .bind(isletmeId, bas, bit)
    .all<{ tarih: string; tur: KasaTuru; odeme: OdemeYontemi; tutarKurus: number }>();
  return gunlukRapor(results, tz, gunDonumuSaat);
}

export async function kasaOku(db: D1Database, isletmeId: number, id: number): Promise<KasaSatiri> {
  const row = await db.prepare(`${SATIR_SQL} WHERE k.id = ? AND k.isletme_id = ?`).bind(id, isletmeId).first<KasaRow>();
  if (!row) throw hareketYok();
  return satirCevir(row);
}

/**
 * The customer of a write: the venue's own (404 otherwise). An erased customer can't be newly linked, but a row that
 * already points at one keeps its link on edit.
 */
async function musteriDogrula(db: D1Database, isletmeId: number, musteriId: number | null, mevcut: number | null): Promise<void> {
  if (musteriId === null) return;
  const row = await db.prepare('SELECT silinme_zamani FROM musteri WHERE id = ? AND isletme_id = ?').bind(musteriId, isletmeId).first<{ silinme_zamani: string | null }>();
  if (!row) throw musteriYok();
  if (row.silinme_zamani && musteriId !== mevcut) throw new ApiError(409, 'CUSTOMER_ERASED', 'kasa.api.musteriSilinmis');
}

export async function kasaEkle(db: D1Database, isletmeId: number, kullaniciId: number, g: KasaGirdisi, tz: string): Promise<KasaSatiri> {
  await musteriDogrula(db, isletmeId, g.musteriId, null);
  const row = await db
    .prepare(`INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, aciklama, tarih, musteri_id, kullanici_id)
      SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE ?7 IS NULL OR EXISTS (SELECT 1 FROM musteri WHERE id = ?7 AND isletme_id = ?1)
      RETURNING id`)
    .bind(isletmeId, g.tur, g.odeme, g.tutarKurus, g.aciklama, yerelZamanIso(g.tarih, tz), g.musteriId, kullaniciId)
    .first<{ id: number }>();
  if (!row) throw musteriYok();
  return kasaOku(db, isletmeId, row.id);
}

/** Edit; an appointment link stays as it is (the panel says the appointment itself does not change). */
export async function kasaGuncelle(db: D1Database, isletmeId: number, id: number, g: KasaGirdisi, tz: string): Promise<KasaSatiri> {
  const mevcut = await db.prepare('SELECT musteri_id, kaynak FROM kasa WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).first<{ musteri_id: number | null; kaynak: KasaKaynagi }>();
  if (!mevcut) throw hareketYok();
  if (mevcut.kaynak === 'adisyon') throw adisyonSatiri();
  await musteriDogrula(db, isletmeId, g.musteriId, mevcut.musteri_id);
  const sonuc = await db
    .prepare(`UPDATE kasa SET tur = ?3, odeme = ?4, tutar_kurus = ?5, aciklama = ?6, tarih = ?7, musteri_id = ?8
      WHERE id = ?1 AND isletme_id = ?2 AND kaynak <> 'adisyon' AND (?8 IS NULL OR EXISTS (SELECT 1 FROM musteri WHERE id = ?8 AND isletme_id = ?2))`)
    .bind(id, isletmeId, g.tur, g.odeme, g.tutarKurus, g.aciklama, yerelZamanIso(g.tarih, tz), g.musteriId)
    .run();
  if ((sonuc.meta.changes ?? 0) === 0) throw hareketYok();
  return kasaOku(db, isletmeId, id);
}

/** A new movement's payment method must be one the venue offers (venue parameters). */
export function odemeSunuluyor(odeme: OdemeYontemi, sunulan: readonly OdemeYontemi[]): void {
  if (!sunulan.includes(odeme)) throw new ApiError(400, 'VALIDATION', 'kasa.api.odemeSunulmuyor');
}

/** A check's payment belongs to the check: changed only through it (409), so the check and the cash book always agree. */
const adisyonSatiri = () => new ApiError(409, 'CHECK_PAYMENT', 'kasa.api.adisyonSatiri');

export async function kasaSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  const sonuc = await db.prepare("DELETE FROM kasa WHERE id = ? AND isletme_id = ? AND kaynak <> 'adisyon'").bind(id, isletmeId).run();
  if ((sonuc.meta.changes ?? 0) > 0) return;
  const satir = await db.prepare('SELECT kaynak FROM kasa WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).first<{ kaynak: string }>();
  throw satir ? adisyonSatiri() : hareketYok();
}
