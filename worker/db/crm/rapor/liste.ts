import { ortalamaKurus, SEGMENT_SQL, type Segment, type SegmentEsikleri } from '@lib/crm/segment';
import { RAPOR_SAYFA_BOYUTU, type RaporFiltresi, type RaporListesi, type RaporSatiri, type RaporSirasi, type RaporSorgusu } from '@lib/schemas/crm/rapor';
import { aramaHazirla, musteriEslesir } from '@lib/schemas/musteri';
import { gunAraligiIso } from '@lib/zaman/isgunu';
import { parseMetin, metin } from '@lib/menu/text';
import { sqlKatla } from '@lib/search';
import { bugun } from '@lib/zaman/dilim';
import { canliMusteri } from '@worker/db/musteri/canli';
import { SEGMENT_SIRA_SQL, segmentBaglariAn } from './esik';

/**
 * The customer report: one row per customer of the venue (erased ones never: worker/db/musteri/canli.ts), from musteri + crm_ozet (the trigger-kept
 * summary), filtered, sorted and paged in SQL; the heavier per-row figures (favourites, debt, packages, consent) are
 * read in a second batch for the page's rows only.
 */

type Bag = string | number;

/** Name as a sort key, folded as every search folds it: 'Şule' sorts beside 'Sule' and 'İpek' beside 'Ipek', not after 'Z'. */
const AD_SIRA = sqlKatla('m.ad_soyad');

const SIRA_IFADE: Record<RaporSirasi, string> = {
  ad: AD_SIRA,
  ilk: 'o.ilk_ziyaret',
  son: 'o.son_ziyaret',
  ziyaret: 'coalesce(o.ziyaret, 0)',
  harcama: 'coalesce(o.harcama_kurus, 0)',
  ortalama: 'CASE WHEN o.ziyaret > 0 THEN o.harcama_kurus / o.ziyaret ELSE 0 END',
  gelmedi: 'coalesce(o.gelmedi, 0)',
  borc: "coalesce((SELECT b.bakiye_kurus FROM cari_bakiye b WHERE b.isletme_id = m.isletme_id AND b.musteri_id = m.id AND b.bakiye_kurus > 0), 0)",
  segment: '', // filled per request (needs the segment binds)
};

/** Marketing consent on any channel, as the newest row per channel says. */
const PAZARLAMA_VAR = `(coalesce((SELECT x.verildi FROM musteri_onay x WHERE x.musteri_id = m.id AND x.tur = 'pazarlama' AND x.kanal = 'sms' ORDER BY x.zaman DESC, x.id DESC LIMIT 1), 0) = 1
  OR coalesce((SELECT x.verildi FROM musteri_onay x WHERE x.musteri_id = m.id AND x.tur = 'pazarlama' AND x.kanal = 'email' ORDER BY x.zaman DESC, x.id DESC LIMIT 1), 0) = 1)`;

export interface RaporBaglami {
  isletmeId: number;
  esikler: SegmentEsikleri;
  saatDilimi: string;
  simdi: Date;
}

/** The folded search runs in JS (katla: SQLite's lower() knows only ASCII); its ids go to SQL as JSON. */
async function aramaIdleri(db: D1Database, isletmeId: number, q: string): Promise<number[] | null> {
  const arama = aramaHazirla(q);
  if (arama.rakam === null && arama.kelimeler.length === 0) return null;
  const { results } = await db.prepare('SELECT id, ad_soyad, telefon, email FROM musteri WHERE isletme_id = ? AND silinme_zamani IS NULL').bind(isletmeId)
    .all<{ id: number; ad_soyad: string; telefon: string; email: string | null }>();
  return results.filter((r) => musteriEslesir({ adSoyad: r.ad_soyad, telefon: r.telefon, email: r.email }, arama)).map((r) => r.id);
}

/** FROM … WHERE of the filtered list, with its binds (in text order: every ? is positional). */
async function kosullar(db: D1Database, b: RaporBaglami, f: RaporFiltresi): Promise<{ sql: string; baglar: Bag[]; segIfade: string; segBaglar: Bag[] }> {
  const segBaglar = segmentBaglariAn(b.simdi, b.saatDilimi, b.esikler);
  const segIfade = `(${SEGMENT_SQL})`;
  const sart: string[] = ['m.isletme_id = ?', canliMusteri()];
  const baglar: Bag[] = [b.isletmeId];
  const idler = f.q ? await aramaIdleri(db, b.isletmeId, f.q) : null;
  if (idler !== null) { sart.push('m.id IN (SELECT value FROM json_each(?))'); baglar.push(JSON.stringify(idler)); }
  if (f.segment === 'yok') sart.push('(o.musteri_id IS NULL OR o.ziyaret = 0)');
  else if (f.segment) { sart.push(`${segIfade} = ?`); baglar.push(...segBaglar, f.segment); }
  if (f.onay) sart.push(f.onay === 'var' ? PAZARLAMA_VAR : `NOT ${PAZARLAMA_VAR}`);
  if (f.borc) { sart.push('m.id IN (SELECT musteri_id FROM cari_bakiye WHERE isletme_id = ? AND bakiye_kurus > 0)'); baglar.push(b.isletmeId); }
  if (f.paket) {
    sart.push(`m.id IN (SELECT mp.musteri_id FROM randevu_musteri_paket mp JOIN randevu_musteri_paket_hizmet h ON h.musteri_paket_id = mp.id
      WHERE mp.isletme_id = ? AND (mp.son_gun IS NULL OR mp.son_gun >= ?) AND h.kalan > 0)`);
    baglar.push(b.isletmeId, bugun(b.saatDilimi, b.simdi.getTime()));
  }
  if (f.sonBas || f.sonBit) {
    const [bas, bit] = gunAraligiIso(f.sonBas ?? f.sonBit!, f.sonBit ?? f.sonBas!, b.saatDilimi);
    if (f.sonBas) { sart.push('o.son_ziyaret >= ?'); baglar.push(bas); }
    if (f.sonBit) { sart.push('o.son_ziyaret < ?'); baglar.push(bit); }
  }
  return { sql: `FROM musteri m LEFT JOIN crm_ozet o ON o.musteri_id = m.id WHERE ${sart.join(' AND ')}`, baglar, segIfade, segBaglar };
}

interface TemelRow {
  id: number; ad_soyad: string; telefon: string; email: string | null;
  ilk_ziyaret: string | null; son_ziyaret: string | null; ziyaret: number | null; randevu_ziyaret: number | null; adisyon_ziyaret: number | null;
  harcama_kurus: number | null; gelmedi: number | null; segment: Segment | null;
}

/** Filtered and sorted rows: one page, or all of them (CSV) when `sayfa` is null. */
async function temelSatirlar(db: D1Database, b: RaporBaglami, s: Omit<RaporSorgusu, 'sayfa'>, sayfa: number | null) {
  const k = await kosullar(db, b, s);
  const yon = s.yon === 'artan' ? 'ASC' : 'DESC';
  const siraIfade = s.sira === 'segment' ? SEGMENT_SIRA_SQL(k.segIfade) : SIRA_IFADE[s.sira];
  const siraBaglar = s.sira === 'segment' ? k.segBaglar : [];
  // no visit yet sorts last whichever way
  const bosSon = s.sira === 'ilk' || s.sira === 'son' ? `(${siraIfade}) IS NULL, ` : '';
  const secim = `SELECT m.id, m.ad_soyad, m.telefon, m.email, o.ilk_ziyaret, o.son_ziyaret, o.ziyaret, o.randevu_ziyaret, o.adisyon_ziyaret,
      o.harcama_kurus, o.gelmedi, ${k.segIfade} AS segment ${k.sql}
    ORDER BY ${bosSon}${siraIfade} ${yon}, m.id ${yon}`;
  const baglar = [...k.segBaglar, ...k.baglar, ...siraBaglar];
  if (sayfa === null) {
    const { results } = await db.prepare(secim).bind(...baglar).all<TemelRow>();
    return { satirlar: results, toplam: results.length, sayfa: 1 };
  }
  const [sayac] = await db.batch([db.prepare(`SELECT count(*) AS n ${k.sql}`).bind(...k.baglar)]);
  const toplam = (sayac!.results[0] as { n: number }).n;
  const sonSayfa = Math.max(1, Math.ceil(toplam / RAPOR_SAYFA_BOYUTU));
  const gercek = Math.min(sayfa, sonSayfa);
  const { results } = await db.prepare(`${secim} LIMIT ? OFFSET ?`).bind(...baglar, RAPOR_SAYFA_BOYUTU, (gercek - 1) * RAPOR_SAYFA_BOYUTU).all<TemelRow>();
  return { satirlar: results, toplam, sayfa: gercek };
}

/**
 * Favourite service and product, open debt, package sessions left and consent of the given customers. The unary + keeps
 * SQLite on the customer indexes: with the venue's index it walked every appointment of the venue for 50 customers.
 */
async function ayrintilar(db: D1Database, b: RaporBaglami, idler: number[], lang: string) {
  const json = JSON.stringify(idler);
  const gun = bugun(b.saatDilimi, b.simdi.getTime());
  const enYeni = (tur: string, kanal: string | null) => `(SELECT x.verildi FROM musteri_onay x WHERE x.musteri_id = m.id AND x.tur = '${tur}' AND x.kanal ${kanal ? `= '${kanal}'` : 'IS NULL'} ORDER BY x.zaman DESC, x.id DESC LIMIT 1)`;
  const [hizmet, urun, borc, paket, onay] = await db.batch([
    db.prepare(`SELECT musteri_id, ad FROM (
        SELECT r.musteri_id, h.ad, row_number() OVER (PARTITION BY r.musteri_id ORDER BY count(*) DESC, max(r.baslangic) DESC, h.id) AS sira
        FROM randevu r JOIN randevu_kalem k ON k.randevu_id = r.id JOIN randevu_hizmet h ON h.id = k.hizmet_id
        WHERE +r.isletme_id = ?1 AND +r.durum = 'tamamlandi' AND r.musteri_id IN (SELECT value FROM json_each(?2))
        GROUP BY r.musteri_id, h.id) WHERE sira = 1`).bind(b.isletmeId, json),
    db.prepare(`SELECT musteri_id, ad FROM (
        SELECT a.musteri_id, k.ad, row_number() OVER (PARTITION BY a.musteri_id ORDER BY sum(k.adet) DESC, max(a.kapanis) DESC, k.ad) AS sira
        FROM adisyon a JOIN adisyon_kalem k ON k.adisyon_id = a.id
        WHERE +a.isletme_id = ?1 AND +a.durum = 'kapali' AND k.durum <> 'iptal' AND a.musteri_id IN (SELECT value FROM json_each(?2))
        GROUP BY a.musteri_id, coalesce(k.urun_id, -1), k.ad) WHERE sira = 1`).bind(b.isletmeId, json),
    db.prepare('SELECT musteri_id, bakiye_kurus FROM cari_bakiye WHERE isletme_id = ?1 AND bakiye_kurus > 0 AND musteri_id IN (SELECT value FROM json_each(?2))').bind(b.isletmeId, json),
    db.prepare(`SELECT mp.musteri_id, sum(h.kalan) AS kalan FROM randevu_musteri_paket mp JOIN randevu_musteri_paket_hizmet h ON h.musteri_paket_id = mp.id
        WHERE +mp.isletme_id = ?1 AND (mp.son_gun IS NULL OR mp.son_gun >= ?3) AND mp.musteri_id IN (SELECT value FROM json_each(?2)) GROUP BY mp.musteri_id`).bind(b.isletmeId, json, gun),
    db.prepare(`SELECT m.id, coalesce(${enYeni('kvkk', null)}, 0) AS kvkk, coalesce(${enYeni('pazarlama', 'sms')}, 0) AS sms, coalesce(${enYeni('pazarlama', 'email')}, 0) AS email
        FROM musteri m WHERE m.isletme_id = ?1 AND m.id IN (SELECT value FROM json_each(?2))`).bind(b.isletmeId, json),
  ]);
  const harita = <T>(r: D1Result | undefined, anahtar: string, deger: (row: Record<string, unknown>) => T) =>
    new Map((r!.results as Record<string, unknown>[]).map((row) => [row[anahtar] as number, deger(row)]));
  return {
    hizmet: harita(hizmet, 'musteri_id', (r) => metin(parseMetin(r.ad as string), lang as never)),
    urun: harita(urun, 'musteri_id', (r) => r.ad as string),
    borc: harita(borc, 'musteri_id', (r) => r.bakiye_kurus as number),
    paket: harita(paket, 'musteri_id', (r) => (r.kalan as number) ?? 0),
    onay: harita(onay, 'id', (r) => ({ kvkk: r.kvkk === 1, sms: r.sms === 1, email: r.email === 1 })),
  };
}

async function satirlaraCevir(db: D1Database, b: RaporBaglami, rows: TemelRow[], lang: string): Promise<RaporSatiri[]> {
  if (rows.length === 0) return [];
  const a = await ayrintilar(db, b, rows.map((r) => r.id), lang);
  return rows.map((r) => {
    const ziyaret = r.ziyaret ?? 0;
    const harcama = r.harcama_kurus ?? 0;
    return {
      id: r.id, adSoyad: r.ad_soyad, telefon: r.telefon, email: r.email,
      ilkZiyaret: r.ilk_ziyaret, sonZiyaret: r.son_ziyaret, ziyaret, randevuZiyaret: r.randevu_ziyaret ?? 0, adisyonZiyaret: r.adisyon_ziyaret ?? 0,
      harcamaKurus: harcama, ortalamaKurus: ortalamaKurus(harcama, ziyaret), gelmedi: r.gelmedi ?? 0,
      favoriHizmet: a.hizmet.get(r.id) ?? null, favoriUrun: a.urun.get(r.id) ?? null,
      borcKurus: a.borc.get(r.id) ?? 0, kalanSeans: a.paket.get(r.id) ?? 0,
      onay: a.onay.get(r.id) ?? { kvkk: false, sms: false, email: false },
      segment: r.segment,
    };
  });
}

export async function raporListesi(db: D1Database, b: RaporBaglami, s: RaporSorgusu, lang: string): Promise<RaporListesi> {
  const t = await temelSatirlar(db, b, s, s.sayfa);
  return { satirlar: await satirlaraCevir(db, b, t.satirlar, lang), toplam: t.toplam, sayfa: t.sayfa, sayfaBoyutu: RAPOR_SAYFA_BOYUTU, esikler: b.esikler, saatDilimi: b.saatDilimi };
}

/** Every row of the filtered list (the CSV), details read in chunks. */
export async function raporTumu(db: D1Database, b: RaporBaglami, s: Omit<RaporSorgusu, 'sayfa'>, lang: string): Promise<RaporSatiri[]> {
  const t = await temelSatirlar(db, b, s, null);
  const out: RaporSatiri[] = [];
  for (let i = 0; i < t.satirlar.length; i += 2000) out.push(...(await satirlaraCevir(db, b, t.satirlar.slice(i, i + 2000), lang)));
  return out;
}
