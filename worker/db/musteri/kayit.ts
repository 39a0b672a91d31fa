import {
  MUSTERI_SAYFA_BOYUTU, aramaHazirla, musteriEslesir,
  type Musteri, type MusteriGirdisi, type MusteriListeSorgusu, type MusteriListesi, type MusteriSatiri,
} from '@lib/schemas/musteri';
import { KVKK_METIN_SURUM } from '@lib/schemas/randevu/kanal';
import { bugun } from '@lib/zaman/dilim';
import { ApiError } from '@worker/http/envelope';
import { isUniqueViolation } from '@worker/http/validation';
import { PAZARLAMA_SUTUNLARI, onayKomutlari, type OnayDegisimi } from './onay';
import { isletmeZamani } from '@worker/db/parametre';
import type { MusteriDili } from '@lib/schemas/musteri';

/** Customers of a venue (/api/isletme/randevu/musteriler): list with balances, one row, create, edit. */

export const AKTIF_RANDEVU = "('beklemede', 'onaylandi')";

export async function isletmeBilgi(db: D1Database, isletmeId: number): Promise<{ ad: string; saatDilimi: string }> {
  const [row, { saatDilimi }] = await Promise.all([
    db.prepare('SELECT ad FROM isletme WHERE id = ?').bind(isletmeId).first<{ ad: string }>(),
    isletmeZamani(db, isletmeId),
  ]);
  return { ad: row?.ad ?? '', saatDilimi };
}

export interface MusteriRow {
  id: number;
  ad_soyad: string;
  telefon: string;
  email: string | null;
  notlar: string;
  dogum_tarihi: string | null;
  dil: MusteriDili | null;
  kvkk_metin_surum: string | null;
  kvkk_onay_zamani: string | null;
  olusturma: string;
  silinme_zamani: string | null;
  mesaj_istemiyor: number;
  /** current marketing consent (0/1), when read through musteriBul */
  pazarlama_sms?: number;
  pazarlama_email?: number;
}

export const MUSTERI_SUTUNLARI = 'id, ad_soyad, telefon, email, notlar, dogum_tarihi, dil, kvkk_metin_surum, kvkk_onay_zamani, olusturma, silinme_zamani, mesaj_istemiyor';

export function musteriCevir(row: MusteriRow): Musteri {
  return {
    id: row.id,
    adSoyad: row.ad_soyad,
    telefon: row.telefon,
    email: row.email,
    notlar: row.notlar,
    dogumTarihi: row.dogum_tarihi,
    dil: row.dil ?? null,
    kvkk: row.kvkk_metin_surum && row.kvkk_onay_zamani ? { surum: row.kvkk_metin_surum, zaman: row.kvkk_onay_zamani } : null,
    pazarlama: { sms: row.pazarlama_sms === 1, email: row.pazarlama_email === 1 },
    mesajIstemiyor: row.mesaj_istemiyor === 1,
    olusturma: row.olusturma,
    silinmeZamani: row.silinme_zamani,
  };
}

/** The venue's customer or 404 (another venue's id looks exactly like a missing one). */
export async function musteriBul(db: D1Database, isletmeId: number, id: number): Promise<MusteriRow> {
  const row = await db.prepare(`SELECT ${MUSTERI_SUTUNLARI}, ${PAZARLAMA_SUTUNLARI} FROM musteri m WHERE id = ? AND isletme_id = ?`).bind(id, isletmeId).first<MusteriRow>();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'musteri.api.bulunamadi');
  return row;
}

// ---- list ----

type Ozet = Pick<MusteriSatiri, 'sonZiyaret' | 'sonrakiRandevu' | 'randevuSayisi' | 'aktifPaket' | 'kalanSeans' | 'bakiyeKurus'>;
const BOS_OZET: Ozet = { sonZiyaret: null, sonrakiRandevu: null, randevuSayisi: 0, aktifPaket: 0, kalanSeans: 0, bakiyeKurus: 0 };

/**
 * Appointment, package and debt figures per customer: of the given ids, or of the whole venue when null (needed only
 * to filter or sort by them). Three grouped reads in one batch.
 */
async function ozetler(db: D1Database, isletmeId: number, ids: number[] | null, gun: string, simdi: string): Promise<Map<number, Ozet>> {
  // ?1 venue, then the query's own values, then (only when scoped) the ids as JSON
  const sorgu = (sql: (kapsam: (kolon: string, n: number) => string) => string, ...degerler: string[]) => {
    const metin = sql((kolon, n) => (ids === null ? '' : `AND ${kolon} IN (SELECT value FROM json_each(?${n}))`));
    return db.prepare(metin).bind(isletmeId, ...degerler, ...(ids === null ? [] : [JSON.stringify(ids)]));
  };
  const [randevu, paket, cari] = await db.batch([
    sorgu((k) => `SELECT musteri_id AS id, sum(durum <> 'iptal') AS sayi,
        max(CASE WHEN durum IN ('tamamlandi', 'onaylandi') AND baslangic <= ?2 THEN baslangic END) AS son,
        min(CASE WHEN durum IN ${AKTIF_RANDEVU} AND baslangic > ?2 THEN baslangic END) AS sonraki
      FROM randevu WHERE isletme_id = ?1 ${k('musteri_id', 3)} GROUP BY musteri_id`, simdi),
    sorgu((k) => `SELECT mp.musteri_id AS id, count(DISTINCT mp.id) AS paket, sum(h.kalan) AS seans
      FROM randevu_musteri_paket mp JOIN randevu_musteri_paket_hizmet h ON h.musteri_paket_id = mp.id
      WHERE mp.isletme_id = ?1 AND (mp.son_gun IS NULL OR mp.son_gun >= ?2) AND h.kalan > 0 ${k('mp.musteri_id', 3)} GROUP BY mp.musteri_id`, gun),
    sorgu((k) => `SELECT musteri_id AS id, bakiye_kurus AS bakiye FROM cari_bakiye WHERE isletme_id = ?1 ${k('musteri_id', 2)}`),
  ]);
  const map = new Map<number, Ozet>();
  const al = (id: number) => {
    let o = map.get(id);
    if (!o) map.set(id, (o = { ...BOS_OZET }));
    return o;
  };
  for (const r of randevu!.results as { id: number; sayi: number; son: string | null; sonraki: string | null }[]) Object.assign(al(r.id), { randevuSayisi: r.sayi ?? 0, sonZiyaret: r.son, sonrakiRandevu: r.sonraki });
  for (const r of paket!.results as { id: number; paket: number; seans: number }[]) Object.assign(al(r.id), { aktifPaket: r.paket, kalanSeans: r.seans });
  for (const r of cari!.results as { id: number; bakiye: number }[]) al(r.id).bakiyeKurus = r.bakiye ?? 0;
  return map;
}

interface ListeRow {
  id: number;
  ad_soyad: string;
  telefon: string;
  email: string | null;
  olusturma: string;
  silinme_zamani: string | null;
}

const COLLATOR = new Intl.Collator('tr', { sensitivity: 'base' });

/** A customer as the pickers of the calendar, package sale and cash screens show it. */
export interface MusteriBulunan { id: number; adSoyad: string; telefon: string; email: string | null; notlar: string }

/**
 * Customer pickers: the venue's customers (erased ones never) matching like the customers list does — every word in
 * name or e-mail, or phone digits — by name, at most `limit`. Fewer than 2 characters find nothing.
 */
export async function musteriAra(db: D1Database, isletmeId: number, q: string, limit = 20): Promise<MusteriBulunan[]> {
  if (q.replace(/\s/g, '').length < 2) return [];
  const { results } = await db
    .prepare('SELECT id, ad_soyad, telefon, email, notlar FROM musteri WHERE isletme_id = ? AND silinme_zamani IS NULL')
    .bind(isletmeId)
    .all<{ id: number; ad_soyad: string; telefon: string; email: string | null; notlar: string }>();
  const arama = aramaHazirla(q);
  return results
    .filter((r) => musteriEslesir({ adSoyad: r.ad_soyad, telefon: r.telefon, email: r.email }, arama))
    .sort((a, b) => COLLATOR.compare(a.ad_soyad, b.ad_soyad) || a.id - b.id)
    .slice(0, limit)
    .map((r) => ({ id: r.id, adSoyad: r.ad_soyad, telefon: r.telefon, email: r.email, notlar: r.notlar }));
}

/**
 * The filtered, sorted customers (all pages). Matching runs here, not in SQL: SQLite's lower() knows only ASCII, and
 * the search folds Turkish letters and case (katla). A venue's customers are a few thousand light rows at most.
 */
export async function musteriListesiTumu(db: D1Database, isletmeId: number, sorgu: Omit<MusteriListeSorgusu, 'sayfa'>, saatDilimi: string) {
  const { results } = await db
    .prepare('SELECT id, ad_soyad, telefon, email, olusturma, silinme_zamani FROM musteri WHERE isletme_id = ?')
    .bind(isletmeId)
    .all<ListeRow>();
  const gun = bugun(saatDilimi);
  const simdi = new Date().toISOString();
  const sayac = { aktif: 0, silinmis: 0 };
  for (const r of results) sayac[r.silinme_zamani ? 'silinmis' : 'aktif'] += 1;
  const arama = aramaHazirla(sorgu.q);
  let satirlar = results.filter((r) => (sorgu.filtre === 'silinmis') === (r.silinme_zamani !== null)
    && musteriEslesir({ adSoyad: r.ad_soyad, telefon: r.telefon, email: r.email }, arama));
  const tumOzet = sorgu.filtre === 'borclu' || sorgu.filtre === 'paketli' || sorgu.sira === 'son' ? await ozetler(db, isletmeId, null, gun, simdi) : null;
  if (tumOzet && sorgu.filtre === 'borclu') satirlar = satirlar.filter((r) => (tumOzet.get(r.id)?.bakiyeKurus ?? 0) > 0);
  if (tumOzet && sorgu.filtre === 'paketli') satirlar = satirlar.filter((r) => (tumOzet.get(r.id)?.aktifPaket ?? 0) > 0);
  const adaGore = (a: ListeRow, b: ListeRow) => COLLATOR.compare(a.ad_soyad, b.ad_soyad) || a.id - b.id;
  if (sorgu.sira === 'yeni') satirlar.sort((a, b) => b.olusturma.localeCompare(a.olusturma) || b.id - a.id);
  else if (sorgu.sira === 'son' && tumOzet) {
    const son = (r: ListeRow) => tumOzet.get(r.id)?.sonZiyaret ?? '';
    satirlar.sort((a, b) => son(b).localeCompare(son(a)) || adaGore(a, b));
  } else satirlar.sort(adaGore);
  return {
    satirlar,
    sayac,
    /** figures for the given rows (reuses the venue-wide read when there was one) */
    ozetAl: async (rows: ListeRow[]): Promise<MusteriSatiri[]> => {
      const map = tumOzet ?? (rows.length ? await ozetler(db, isletmeId, rows.map((r) => r.id), gun, simdi) : new Map<number, Ozet>());
      return rows.map((r) => ({
        id: r.id, adSoyad: r.ad_soyad, telefon: r.telefon, email: r.email, olusturma: r.olusturma, silinmis: r.silinme_zamani !== null,
        ...(map.get(r.id) ?? BOS_OZET),
      }));
    },
  };
}

/** One page of the list (server-side paging). A page past the end answers the last page. */
export async function musteriListesi(db: D1Database, isletmeId: number, sorgu: MusteriListeSorgusu, saatDilimi: string): Promise<MusteriListesi> {
  const tum = await musteriListesiTumu(db, isletmeId, sorgu, saatDilimi);
  const toplam = tum.satirlar.length;
  const sonSayfa = Math.max(1, Math.ceil(toplam / MUSTERI_SAYFA_BOYUTU));
  const sayfa = Math.min(sorgu.sayfa, sonSayfa);
  const dilim = tum.satirlar.slice((sayfa - 1) * MUSTERI_SAYFA_BOYUTU, sayfa * MUSTERI_SAYFA_BOYUTU);
  return { satirlar: await tum.ozetAl(dilim), toplam, sayfa, sayfaBoyutu: MUSTERI_SAYFA_BOYUTU, sayac: tum.sayac, saatDilimi };
}

// ---- create / edit ----

/**
 * 409 naming who already has this number, with their id so the panel can offer to open that record (erased rows carry
 * placeholder numbers, so they never conflict).
 */
async function telefonCakismasi(db: D1Database, isletmeId: number, telefon: string, haricId: number | null): Promise<void> {
  const row = await db
    .prepare('SELECT id, ad_soyad FROM musteri WHERE isletme_id = ? AND telefon = ? AND id <> ?')
    .bind(isletmeId, telefon, haricId ?? 0)
    .first<{ id: number; ad_soyad: string }>();
  if (row) throw new ApiError(409, 'PHONE_TAKEN', 'musteri.api.telefonKayitli', { ad: row.ad_soyad }, { id: row.id, adSoyad: row.ad_soyad });
}

/** Runs a write; a lost race on (isletme_id, telefon) still answers the 409 that names the other customer. */
async function telefonKorumali<T>(db: D1Database, isletmeId: number, telefon: string, haricId: number | null, yaz: () => Promise<T>): Promise<T> {
  await telefonCakismasi(db, isletmeId, telefon, haricId);
  try {
    return await yaz();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await telefonCakismasi(db, isletmeId, telefon, haricId);
    throw new ApiError(409, 'PHONE_TAKEN', 'musteri.api.telefonKayitliGenel');
  }
}

/** The consent changes a saved form asks for: KVKK always (ticked or not), marketing only for the boxes sent. */
function formOnaylari(g: MusteriGirdisi): OnayDegisimi[] {
  const d: OnayDegisimi[] = [{ tur: 'kvkk', kanal: null, verildi: g.kvkkOnay, metinSurum: g.kvkkOnay ? KVKK_METIN_SURUM : null }];
  if (g.pazarlamaSms !== undefined) d.push({ tur: 'pazarlama', kanal: 'sms', verildi: g.pazarlamaSms, metinSurum: null });
  if (g.pazarlamaEmail !== undefined) d.push({ tur: 'pazarlama', kanal: 'email', verildi: g.pazarlamaEmail, metinSurum: null });
  return d;
}

/** Create; the consents ticked on the form are recorded (source panel, who) in the same batch. */
export async function musteriEkle(db: D1Database, isletmeId: number, kullaniciId: number | null, g: MusteriGirdisi): Promise<Musteri> {
  const simdi = new Date().toISOString();
  const [row] = await telefonKorumali(db, isletmeId, g.telefon, null, () => db.batch([
    db.prepare(`INSERT INTO musteri (isletme_id, ad_soyad, telefon, email, notlar, dogum_tarihi, dil, kvkk_metin_surum, kvkk_onay_zamani, olusturma, mesaj_istemiyor)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`)
      .bind(isletmeId, g.adSoyad, g.telefon, g.email || null, g.notlar, g.dogumTarihi || null, g.dil || null, g.kvkkOnay ? KVKK_METIN_SURUM : null, g.kvkkOnay ? simdi : null, simdi, g.mesajIstemiyor ? 1 : 0),
    ...onayKomutlari(db, isletmeId, { telefon: g.telefon }, formOnaylari(g), 'panel', kullaniciId, true),
  ]));
  return musteriCevir(await musteriBul(db, isletmeId, (row!.results[0] as { id: number }).id));
}

/**
 * Edit. Consent: ticked and already given for the current text → kept with its original time; ticked otherwise →
 * the current text version now; unticked → withdrawn. Every change of a consent is also a musteri_onay row (same
 * batch). Erased customers can't be edited (that would re-identify them).
 */
export async function musteriGuncelle(db: D1Database, isletmeId: number, kullaniciId: number | null, id: number, g: MusteriGirdisi): Promise<Musteri> {
  const mevcut = await musteriBul(db, isletmeId, id);
  if (mevcut.silinme_zamani) throw new ApiError(409, 'CUSTOMER_ERASED', 'musteri.api.silinmisDuzenlenemez');
  // consent rows first: they compare with the state before this save; SET expressions read the row as it was
  const onaylar = onayKomutlari(db, isletmeId, { id }, formOnaylari(g), 'panel', kullaniciId, true);
  const sonuc = await telefonKorumali(db, isletmeId, g.telefon, id, () => db.batch([
    ...onaylar,
    db.prepare(`UPDATE musteri SET ad_soyad = ?4, telefon = ?5, email = ?6, notlar = ?7, dogum_tarihi = ?8,
        dil = CASE WHEN ?11 = '-' THEN dil ELSE nullif(?11, '') END,
        mesaj_istemiyor = coalesce(?12, mesaj_istemiyor),
        kvkk_metin_surum = CASE WHEN ?1 = 0 THEN NULL WHEN kvkk_metin_surum = ?2 AND kvkk_onay_zamani IS NOT NULL THEN kvkk_metin_surum ELSE ?2 END,
        kvkk_onay_zamani = CASE WHEN ?1 = 0 THEN NULL WHEN kvkk_metin_surum = ?2 AND kvkk_onay_zamani IS NOT NULL THEN kvkk_onay_zamani ELSE ?3 END
      WHERE id = ?9 AND isletme_id = ?10 AND silinme_zamani IS NULL`)
      .bind(g.kvkkOnay ? 1 : 0, KVKK_METIN_SURUM, new Date().toISOString(), g.adSoyad, g.telefon, g.email || null, g.notlar, g.dogumTarihi || null, id, isletmeId, g.dil ?? '-', g.mesajIstemiyor === undefined ? null : g.mesajIstemiyor ? 1 : 0),
  ]));
  // erased between the read and the write
  if ((sonuc[onaylar.length]!.meta.changes ?? 0) === 0) throw new ApiError(409, 'CUSTOMER_ERASED', 'musteri.api.silinmisDuzenlenemez');
  return musteriCevir(await musteriBul(db, isletmeId, id));
}

/** The columns the customer CSV adds to the list rows (notes, birthday, consent), by customer id. */
export async function musteriCsvAyrintilari(db: D1Database, isletmeId: number) {
  const { results } = await db.prepare('SELECT id, notlar, dogum_tarihi, kvkk_metin_surum, kvkk_onay_zamani FROM musteri WHERE isletme_id = ?').bind(isletmeId)
    .all<{ id: number; notlar: string; dogum_tarihi: string | null; kvkk_metin_surum: string | null; kvkk_onay_zamani: string | null }>();
  return new Map(results.map((r) => [r.id, r]));
}
