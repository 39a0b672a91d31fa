import { gunEkle } from '@lib/zaman/dilim';
import { gunFarki, kdvHesapla } from '@lib/muhasebe';
import type {
  Cari, CariSatir, Fatura, FaturaGirdisi, FirmaBilgisi, Geciken, IsletmeBakiye, MuhasebeOzet, Tahsilat, TahsilatGirdisi,
} from '@lib/schemas/admin/muhasebe';
import { ApiError } from '@worker/http/envelope';
import { platformLogIfadesi } from './genel';

/** The platform's billing: invoices (gapless yearly series), payments received, ledgers, overdue invoices. */

interface FaturaSatiri {
  id: number; isletme_id: number; isletme_ad: string; no: string; tarih: string; vade: string; donem_baslangic: string; donem_bitis: string;
  aciklama: string; alici_unvan: string; net_kurus: number; kdv_orani: number; kdv_kurus: number; brut_kurus: number; durum: 'kesildi' | 'iptal';
  iptal_nedeni: string | null; iptal_zamani: string | null; alici_vergi_no: string | null;
}
const FATURA_SQL = `SELECT f.*, i.ad AS isletme_ad, p.vergi_no AS alici_vergi_no
  FROM platform_fatura f JOIN isletme i ON i.id = f.isletme_id LEFT JOIN isletme_parametre p ON p.isletme_id = f.isletme_id`;
const fatura = (r: FaturaSatiri): Fatura => ({
  id: r.id, isletmeId: r.isletme_id, isletmeAd: r.isletme_ad, no: r.no, tarih: r.tarih, vade: r.vade, donemBaslangic: r.donem_baslangic,
  donemBitis: r.donem_bitis, aciklama: r.aciklama, aliciUnvan: r.alici_unvan, netKurus: r.net_kurus, kdvOrani: r.kdv_orani, kdvKurus: r.kdv_kurus,
  brutKurus: r.brut_kurus, durum: r.durum, iptalNedeni: r.iptal_nedeni, iptalZamani: r.iptal_zamani, aliciVergiNo: r.alici_vergi_no,
});

interface TahsilatSatiri { id: number; isletme_id: number; isletme_ad: string; tarih: string; tutar_kurus: number; yontem: Tahsilat['yontem']; referans: string; notlar: string }
const TAHSILAT_SQL = 'SELECT t.*, i.ad AS isletme_ad FROM platform_tahsilat t JOIN isletme i ON i.id = t.isletme_id';
const tahsilat = (r: TahsilatSatiri): Tahsilat => ({
  id: r.id, isletmeId: r.isletme_id, isletmeAd: r.isletme_ad, tarih: r.tarih, tutarKurus: r.tutar_kurus, yontem: r.yontem, referans: r.referans, notlar: r.notlar,
});

const bulunamadi = () => new ApiError(404, 'NOT_FOUND', 'error.notFound');

/** The seller's details of the Genel settings, as one JSON value written on the invoice at issue. */
export const SATICI_SQL = `coalesce((SELECT json_object('firmaUnvan', firma_unvan, 'vergiDairesi', vergi_dairesi, 'vergiNo', vergi_no, 'adres', adres,
    'telefon', telefon, 'eposta', eposta, 'iban', iban) FROM platform_ayar WHERE id = 1), '{}')`;

/** The seller written on an invoice (an invoice from before the snapshot reads the current settings). */
export async function satici(db: D1Database, faturaId: number): Promise<FirmaBilgisi | null> {
  const r = await db.prepare('SELECT satici FROM platform_fatura WHERE id = ?').bind(faturaId).first<{ satici: string }>();
  const s = r ? (JSON.parse(r.satici) as Partial<FirmaBilgisi>) : {};
  return typeof s.firmaUnvan === 'string' ? (s as FirmaBilgisi) : null;
}

/**
 * Issues an invoice: the year's counter moves and the invoice takes its number in ONE batch (a transaction), so two
 * parallel issues never share a number and a refused insert leaves no gap. The venue must exist (the counter's
 * statement selects it too, so neither write happens for an unknown venue).
 */
export async function faturaKes(db: D1Database, kullaniciId: number, g: FaturaGirdisi): Promise<Fatura> {
  const yil = Number(g.tarih.slice(0, 4));
  const kdv = kdvHesapla(g.netKurus, g.kdvOrani);
  const [, ekle] = await db.batch([
    db.prepare('INSERT INTO platform_fatura_seri (yil, son) SELECT ?, 1 FROM isletme WHERE id = ? ON CONFLICT (yil) DO UPDATE SET son = son + 1').bind(yil, g.isletmeId),
    db.prepare(`INSERT INTO platform_fatura (isletme_id, yil, sira, no, tarih, vade, donem_baslangic, donem_bitis, aciklama, alici_unvan, satici, net_kurus, kdv_orani,
        kdv_kurus, brut_kurus, olusturan_id)
      SELECT i.id, s.yil, s.son, printf('IP%d-%06d', s.yil, s.son), ?, ?, ?, ?, ?, i.ad, ${SATICI_SQL}, ?, ?, ?, ?, ?
        FROM platform_fatura_seri s JOIN isletme i ON i.id = ? WHERE s.yil = ? RETURNING id, no, brut_kurus`)
      .bind(g.tarih, gunEkle(g.tarih, g.vadeGun), g.donemBaslangic, g.donemBitis, g.aciklama, g.netKurus, g.kdvOrani, kdv, g.netKurus + kdv, kullaniciId, g.isletmeId, yil),
    db.prepare(`INSERT INTO platform_log (kullanici_id, isletme_id, tur, ayrinti)
      SELECT ?, isletme_id, 'muhasebe.fatura', json_object('no', no, 'brutKurus', brut_kurus) FROM platform_fatura WHERE id = last_insert_rowid() AND changes() = 1`)
      .bind(kullaniciId),
  ]);
  const row = ekle!.results[0] as { id: number } | undefined;
  if (!row) throw new ApiError(422, 'VENUE_INVALID', 'admin.muhasebe.api.isletmeYok');
  return faturaBul(db, row.id);
}

export async function faturaBul(db: D1Database, id: number): Promise<Fatura> {
  const r = await db.prepare(`${FATURA_SQL} WHERE f.id = ?`).bind(id).first<FaturaSatiri>();
  if (!r) throw bulunamadi();
  return fatura(r);
}

/** Cancels an issued invoice (it keeps its number and counts nowhere); a second cancel is 409. */
export async function faturaIptal(db: D1Database, kullaniciId: number, id: number, neden: string): Promise<Fatura> {
  const f = await faturaBul(db, id);
  if (f.durum === 'iptal') throw new ApiError(409, 'ALREADY_CANCELLED', 'admin.muhasebe.api.zatenIptal', { no: f.no });
  const [guncelle] = await db.batch([
    db.prepare("UPDATE platform_fatura SET durum = 'iptal', iptal_nedeni = ?, iptal_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND durum = 'kesildi'").bind(neden, id),
    platformLogIfadesi(db, kullaniciId, f.isletmeId, 'muhasebe.iptal', { no: f.no, neden }),
  ]);
  if (!guncelle!.meta.changes) throw new ApiError(409, 'ALREADY_CANCELLED', 'admin.muhasebe.api.zatenIptal', { no: f.no });
  return faturaBul(db, id);
}

export interface Aralik { bas: string | null; bit: string | null; isletmeId: number | null }

function aralikKosulu(alias: string, a: Aralik): { sql: string; binds: unknown[] } {
  const parca: string[] = ['1 = 1'];
  const binds: unknown[] = [];
  if (a.bas) { parca.push(`${alias}.tarih >= ?`); binds.push(a.bas); }
  if (a.bit) { parca.push(`${alias}.tarih <= ?`); binds.push(a.bit); }
  if (a.isletmeId) { parca.push(`${alias}.isletme_id = ?`); binds.push(a.isletmeId); }
  return { sql: parca.join(' AND '), binds };
}

export async function faturalar(db: D1Database, a: Aralik): Promise<Fatura[]> {
  const k = aralikKosulu('f', a);
  const rows = await db.prepare(`${FATURA_SQL} WHERE ${k.sql} ORDER BY f.tarih DESC, f.id DESC LIMIT 20000`).bind(...k.binds).all<FaturaSatiri>();
  return rows.results.map(fatura);
}

export async function tahsilatlar(db: D1Database, a: Aralik): Promise<Tahsilat[]> {
  const k = aralikKosulu('t', a);
  const rows = await db.prepare(`${TAHSILAT_SQL} WHERE ${k.sql} ORDER BY t.tarih DESC, t.id DESC LIMIT 20000`).bind(...k.binds).all<TahsilatSatiri>();
  return rows.results.map(tahsilat);
}

export async function tahsilatEkle(db: D1Database, kullaniciId: number, g: TahsilatGirdisi): Promise<Tahsilat> {
  const [ekle] = await db.batch([
    db.prepare(`INSERT INTO platform_tahsilat (isletme_id, tarih, tutar_kurus, yontem, referans, notlar, olusturan_id)
      SELECT id, ?, ?, ?, ?, ?, ? FROM isletme WHERE id = ? RETURNING id`).bind(g.tarih, g.tutarKurus, g.yontem, g.referans, g.notlar, kullaniciId, g.isletmeId),
    db.prepare(`INSERT INTO platform_log (kullanici_id, isletme_id, tur, ayrinti)
      SELECT ?, isletme_id, 'muhasebe.tahsilat', json_object('id', id, 'tutarKurus', tutar_kurus, 'yontem', yontem) FROM platform_tahsilat WHERE id = last_insert_rowid() AND changes() = 1`)
      .bind(kullaniciId),
  ]);
  const row = ekle!.results[0] as { id: number } | undefined;
  if (!row) throw new ApiError(422, 'VENUE_INVALID', 'admin.muhasebe.api.isletmeYok');
  return tahsilatBul(db, row.id);
}

export async function tahsilatBul(db: D1Database, id: number): Promise<Tahsilat> {
  const r = await db.prepare(`${TAHSILAT_SQL} WHERE t.id = ?`).bind(id).first<TahsilatSatiri>();
  if (!r) throw bulunamadi();
  return tahsilat(r);
}

/** A payment recorded by mistake is removed; the log keeps the whole row. */
export async function tahsilatSil(db: D1Database, kullaniciId: number, id: number): Promise<void> {
  const t = await tahsilatBul(db, id);
  await db.batch([
    db.prepare('DELETE FROM platform_tahsilat WHERE id = ?').bind(id),
    platformLogIfadesi(db, kullaniciId, t.isletmeId, 'muhasebe.tahsilat-sil', t),
  ]);
}

/**
 * Open invoices past their due date. Payments settle a venue's oldest invoices first (FIFO): an invoice is open by
 * what its venue's running invoice total exceeds all payments, at most its own gross.
 */
const GECIKEN_SQL = `WITH f AS (
    SELECT id, no, isletme_id, tarih, vade, brut_kurus,
           sum(brut_kurus) OVER (PARTITION BY isletme_id ORDER BY tarih, id ROWS UNBOUNDED PRECEDING) AS kumulatif
      FROM platform_fatura WHERE durum = 'kesildi'),
  t AS (SELECT isletme_id, sum(tutar_kurus) AS odenen FROM platform_tahsilat GROUP BY isletme_id)
  SELECT f.id, f.no, f.isletme_id, i.ad AS isletme_ad, f.tarih, f.vade, f.brut_kurus,
         min(f.brut_kurus, f.kumulatif - coalesce(t.odenen, 0)) AS acik
    FROM f JOIN isletme i ON i.id = f.isletme_id LEFT JOIN t ON t.isletme_id = f.isletme_id
   WHERE f.kumulatif - coalesce(t.odenen, 0) > 0 AND f.vade < ?1 AND (?2 IS NULL OR f.isletme_id = ?2)
   ORDER BY f.vade, f.id`;

interface GecikenSatiri { id: number; no: string; isletme_id: number; isletme_ad: string; tarih: string; vade: string; brut_kurus: number; acik: number }
const geciken = (bugun: string) => (r: GecikenSatiri): Geciken => ({
  faturaId: r.id, no: r.no, isletmeId: r.isletme_id, isletmeAd: r.isletme_ad, tarih: r.tarih, vade: r.vade, brutKurus: r.brut_kurus, acikKurus: r.acik,
  gecikmeGun: gunFarki(r.vade, bugun),
});

/** Totals, every venue's balance and the overdue list in one batch. */
export async function muhasebeOzeti(db: D1Database, bugun: string, varsayilan: MuhasebeOzet['varsayilan']): Promise<MuhasebeOzet> {
  const [bakiye, gec] = await db.batch([
    db.prepare(`SELECT i.id, i.ad, coalesce(i.sehir, '') AS sehir,
        coalesce((SELECT sum(brut_kurus) FROM platform_fatura f WHERE f.isletme_id = i.id AND f.durum = 'kesildi'), 0) AS fatura,
        (SELECT count(*) FROM platform_fatura f WHERE f.isletme_id = i.id AND f.durum = 'kesildi') AS sayi,
        coalesce((SELECT sum(tutar_kurus) FROM platform_tahsilat t WHERE t.isletme_id = i.id), 0) AS tahsilat
      FROM isletme i ORDER BY i.ad COLLATE NOCASE, i.id`),
    db.prepare(GECIKEN_SQL).bind(bugun, null),
  ]);
  const gecikenler = (gec!.results as GecikenSatiri[]).map(geciken(bugun));
  const gecikenIsletme = new Map<number, number>();
  for (const g of gecikenler) gecikenIsletme.set(g.isletmeId, (gecikenIsletme.get(g.isletmeId) ?? 0) + g.acikKurus);
  const satirlar = bakiye!.results as { id: number; ad: string; sehir: string; fatura: number; sayi: number; tahsilat: number }[];
  const isletmeler: IsletmeBakiye[] = satirlar.map((r) => ({
    isletmeId: r.id, ad: r.ad, sehir: r.sehir, faturaKurus: r.fatura, tahsilatKurus: r.tahsilat, bakiyeKurus: r.fatura - r.tahsilat, gecikenKurus: gecikenIsletme.get(r.id) ?? 0,
  }));
  const topla = (f: (i: IsletmeBakiye) => number) => isletmeler.reduce((s, i) => s + f(i), 0);
  return {
    bugun,
    varsayilan,
    toplam: {
      faturaKurus: topla((i) => i.faturaKurus), tahsilatKurus: topla((i) => i.tahsilatKurus), bakiyeKurus: topla((i) => i.bakiyeKurus),
      gecikenKurus: topla((i) => i.gecikenKurus), faturaSayisi: satirlar.reduce((s, r) => s + r.sayi, 0),
    },
    isletmeler,
    gecikenler,
  };
}

/** One venue's ledger: invoices debit (a cancelled one is listed, counted nowhere), payments credit, running balance. */
export async function cari(db: D1Database, isletmeId: number, bugun: string, varsayilan: { kdvOrani: number; vadeGun: number }): Promise<Cari> {
  const [isletme, f, t, gec] = await db.batch([
    db.prepare("SELECT id, ad, coalesce(sehir, '') AS sehir FROM isletme WHERE id = ?").bind(isletmeId),
    db.prepare(`${FATURA_SQL} WHERE f.isletme_id = ? ORDER BY f.tarih, f.id`).bind(isletmeId),
    db.prepare(`${TAHSILAT_SQL} WHERE t.isletme_id = ? ORDER BY t.tarih, t.id`).bind(isletmeId),
    db.prepare(GECIKEN_SQL).bind(bugun, isletmeId),
  ]);
  const i = isletme!.results[0] as { id: number; ad: string; sehir: string } | undefined;
  if (!i) throw bulunamadi();
  const faturaList = (f!.results as FaturaSatiri[]).map(fatura);
  const tahsilatList = (t!.results as TahsilatSatiri[]).map(tahsilat);
  const hareketler: Omit<CariSatir, 'bakiyeKurus'>[] = [
    ...faturaList.map((x) => ({ tur: 'fatura' as const, id: x.id, tarih: x.tarih, aciklama: `${x.no} · ${x.aciklama}`, borcKurus: x.durum === 'iptal' ? 0 : x.brutKurus, alacakKurus: 0 })),
    ...tahsilatList.map((x) => ({ tur: 'tahsilat' as const, id: x.id, tarih: x.tarih, aciklama: [x.yontem, x.referans].filter(Boolean).join(' · '), borcKurus: 0, alacakKurus: x.tutarKurus })),
  ].sort((a, b) => (a.tarih === b.tarih ? (a.tur === b.tur ? a.id - b.id : a.tur === 'fatura' ? -1 : 1) : a.tarih < b.tarih ? -1 : 1));
  let bakiye = 0;
  const satirlar = hareketler.map((h) => ({ ...h, bakiyeKurus: (bakiye += h.borcKurus - h.alacakKurus) }));
  return {
    isletme: i,
    satirlar,
    faturalar: faturaList.reverse(),
    tahsilatlar: tahsilatList.reverse(),
    bakiyeKurus: bakiye,
    gecikenler: (gec!.results as GecikenSatiri[]).map(geciken(bugun)),
    varsayilan: { ...varsayilan, bugun },
  };
}

/** The buyer's details for a printed invoice (address, city, tax number from the venue's parameters). */
export async function alici(db: D1Database, isletmeId: number): Promise<{ ad: string; adres: string; sehir: string; vergiNo: string | null }> {
  const r = await db.prepare(`SELECT i.ad, coalesce(i.adres, '') AS adres, coalesce(i.sehir, '') AS sehir, p.vergi_no
      FROM isletme i LEFT JOIN isletme_parametre p ON p.isletme_id = i.id WHERE i.id = ?`).bind(isletmeId).first<{ ad: string; adres: string; sehir: string; vergi_no: string | null }>();
  if (!r) throw bulunamadi();
  return { ad: r.ad, adres: r.adres, sehir: r.sehir, vergiNo: r.vergi_no };
}

/** The venue picker: names and cities matching the folded query (small platform table, folded in the Worker). */
export async function isletmeAra(db: D1Database, katlanmisSorgu: string, katla: (s: string) => string): Promise<{ id: number; ad: string; sehir: string }[]> {
  const rows = await db.prepare("SELECT id, ad, coalesce(sehir, '') AS sehir FROM isletme ORDER BY ad COLLATE NOCASE, id LIMIT 5000").all<{ id: number; ad: string; sehir: string }>();
  const kelimeler = katlanmisSorgu.split(' ').filter(Boolean);
  return rows.results.filter((r) => { const m = katla(`${r.ad} ${r.sehir} ${r.id}`); return kelimeler.every((k) => m.includes(k)); }).slice(0, 30);
}
