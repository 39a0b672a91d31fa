import { etiketCoz, etiketMetni, etiketSlug } from '@lib/envanter/etiket';
import { sayimSonucu, type SayimSonucu } from '@lib/envanter/sayim';
import type { SayimDetay, SayimOzeti } from '@lib/schemas/envanter/tarama';
import { ApiError } from '@worker/http/envelope';
import { demirbasTasiIfadeleri } from '../demirbas-tasi';
import { logIfadesi } from '../log';
import { lokasyonYolu } from './etiket';

/**
 * Audits (sayım): started on a location, every scan stored as a reading (an asset once; an unknown code once),
 * finished with the result kept as JSON and one log row per expected or scanned asset, so each asset's history
 * shows the audit. Expected = the location and everything under it (src/lib/envanter/sayim.ts).
 */

interface SayimRow { id: number; lokasyon_id: number; lokasyon_ad: string; kullanici: string | null; baslama: string; bitis: string | null; sonuc: string | null }

const SAYIM_SQL = `SELECT s.id, s.lokasyon_id, l.ad AS lokasyon_ad, k.ad_soyad AS kullanici, s.baslama, s.bitis, s.sonuc
  FROM envanter_sayim s JOIN envanter_lokasyon l ON l.id = s.lokasyon_id LEFT JOIN kullanici k ON k.id = s.kullanici_id`;

async function sayimSatiri(db: D1Database, isletmeId: number, id: number): Promise<SayimRow> {
  const row = await db.prepare(`${SAYIM_SQL} WHERE s.id = ? AND s.isletme_id = ?`).bind(id, isletmeId).first<SayimRow>();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return row;
}

function altAgacSql(): string {
  return `WITH RECURSIVE agac(id, derinlik) AS (SELECT id, 0 FROM envanter_lokasyon WHERE id = ? AND isletme_id = ?
    UNION ALL SELECT l.id, agac.derinlik + 1 FROM envanter_lokasyon l JOIN agac ON l.ust_id = agac.id WHERE l.isletme_id = ? AND agac.derinlik < 32)`;
}

export async function sayimBaslat(db: D1Database, isletmeId: number, kullaniciId: number, lokasyonId: number): Promise<number> {
  const l = await db.prepare('SELECT id FROM envanter_lokasyon WHERE id = ? AND isletme_id = ?').bind(lokasyonId, isletmeId).first();
  if (!l) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  const row = await db.prepare('INSERT INTO envanter_sayim (isletme_id, lokasyon_id, kullanici_id) VALUES (?, ?, ?) RETURNING id')
    .bind(isletmeId, lokasyonId, kullaniciId).first<{ id: number }>();
  return row!.id;
}

interface AdayDemirbas { id: number; kod: string; ad: string; durum: string; lokasyon_id: number | null; lokasyon_ad: string | null }

/** Everything the audit needs to classify: the subtree, its assets and the scanned ones, the readings. */
async function sayimVerisi(db: D1Database, isletmeId: number, s: SayimRow) {
  const [agac, demirbaslar, okumalar, tasinan] = await db.batch([
    db.prepare(`${altAgacSql()} SELECT id FROM agac`).bind(s.lokasyon_id, isletmeId, isletmeId),
    db.prepare(`${altAgacSql()} SELECT d.id, d.kod, d.ad, d.durum, d.lokasyon_id, l.ad AS lokasyon_ad FROM envanter_demirbas d
        LEFT JOIN envanter_lokasyon l ON l.id = d.lokasyon_id
        WHERE d.isletme_id = ? AND (d.lokasyon_id IN (SELECT id FROM agac)
          OR d.id IN (SELECT demirbas_id FROM envanter_sayim_okuma WHERE sayim_id = ?)) ORDER BY d.kod`)
      .bind(s.lokasyon_id, isletmeId, isletmeId, isletmeId, s.id),
    db.prepare('SELECT demirbas_id, metin, zaman FROM envanter_sayim_okuma WHERE sayim_id = ? ORDER BY id').bind(s.id),
    // assets this audit moved here ("move the wrongly placed ones here"): found here, so still wrong place
    db.prepare(`SELECT DISTINCT demirbas_id FROM envanter_log WHERE isletme_id = ? AND varlik = 'demirbas' AND islem = 'transfer'
        AND json_extract(ozet, '$.neden') = 'sayim' AND json_extract(ozet, '$.hedefId') = ? AND zaman >= ?
        AND demirbas_id IN (SELECT demirbas_id FROM envanter_sayim_okuma WHERE sayim_id = ?)`).bind(isletmeId, s.lokasyon_id, s.baslama, s.id),
  ]);
  const d = demirbaslar!.results as unknown as AdayDemirbas[];
  const o = okumalar!.results as { demirbas_id: number | null; metin: string; zaman: string }[];
  const hurdaKodlari = new Map(d.filter((x) => x.durum === 'hurda').map((x) => [x.id, x.kod]));
  const sonuc = sayimSonucu(
    new Set((agac!.results as { id: number }[]).map((r) => r.id)),
    d.map((x) => ({ id: x.id, lokasyonId: x.lokasyon_id, durum: x.durum })),
    o.flatMap((r) => (r.demirbas_id !== null ? [r.demirbas_id] : [])),
    o.flatMap((r) => (r.demirbas_id === null ? [r.metin] : r.demirbas_id && hurdaKodlari.has(r.demirbas_id) ? [hurdaKodlari.get(r.demirbas_id)!] : [])),
    new Set((tasinan!.results as { demirbas_id: number }[]).map((r) => r.demirbas_id)),
  );
  return { demirbaslar: d, okumalar: o, sonuc, tasinan: (tasinan!.results as { demirbas_id: number }[]).map((r) => r.demirbas_id) };
}

/** One audit with its readings and its result (live while open, the stored one when finished). */
export async function sayimBul(db: D1Database, isletmeId: number, id: number, mask: number): Promise<SayimDetay> {
  const s = await sayimSatiri(db, isletmeId, id);
  const v = await sayimVerisi(db, isletmeId, s);
  const sonuc: SayimSonucu = s.sonuc ? (JSON.parse(s.sonuc) as SayimSonucu) : v.sonuc;
  const ilgili = new Set([...sonuc.beklenen, ...sonuc.yanlisYer]);
  return {
    id: s.id, lokasyonId: s.lokasyon_id, lokasyonAd: s.lokasyon_ad, lokasyonYol: await lokasyonYolu(db, isletmeId, s.lokasyon_id),
    kullanici: s.kullanici, baslama: s.baslama, bitis: s.bitis, sonuc, tasinan: v.tasinan,
    okumalar: v.okumalar.map((r) => ({ demirbasId: r.demirbas_id, metin: r.metin, zaman: r.zaman })),
    demirbaslar: v.demirbaslar.filter((x) => ilgili.has(x.id) || x.durum === 'hurda')
      .map((x) => ({ id: x.id, kod: x.kod, ad: x.ad, durum: x.durum, lokasyonId: x.lokasyon_id, lokasyonAd: x.lokasyon_ad, slug: etiketSlug('demirbas', x.id, mask) })),
  };
}

function acikOlmali(s: SayimRow): void {
  if (s.bitis) throw new ApiError(409, 'AUDIT_CLOSED', 'envanter.tarama.api.sayimBitti');
}

/**
 * One scan: the text a camera or a person gave. An asset label of this venue is stored once (a repeat is ignored);
 * anything else (a location label, another venue's label, a foreign QR) is kept once as unknown text.
 */
export async function sayimOkuma(db: D1Database, isletmeId: number, id: number, metin: string, mask: number) {
  const s = await sayimSatiri(db, isletmeId, id);
  acikOlmali(s);
  const slug = etiketMetni(metin);
  const etiket = slug ? etiketCoz(slug, mask) : null;
  const demirbas = etiket?.tur === 'demirbas'
    ? await db.prepare('SELECT id FROM envanter_demirbas WHERE id = ? AND isletme_id = ?').bind(etiket.id, isletmeId).first<{ id: number }>()
    : null;
  const kayit = demirbas ? '' : metin.trim().slice(0, 200);
  const eklendi = demirbas
    ? await db.prepare('INSERT OR IGNORE INTO envanter_sayim_okuma (sayim_id, demirbas_id, metin) VALUES (?, ?, ?)').bind(id, demirbas.id, slug).run()
    : await db.prepare(`INSERT INTO envanter_sayim_okuma (sayim_id, metin) SELECT ?, ? WHERE NOT EXISTS
        (SELECT 1 FROM envanter_sayim_okuma WHERE sayim_id = ? AND demirbas_id IS NULL AND metin = ?)`).bind(id, kayit, id, kayit).run();
  return { tekrar: eklendi.meta.changes === 0, demirbasId: demirbas?.id ?? null, lokasyonEtiketi: etiket?.tur === 'lokasyon', sayim: await sayimBul(db, isletmeId, id, mask) };
}

/** "Move the wrongly placed ones here": every movable wrong-place asset to the audited location, logged (neden sayim). */
export async function sayimTasi(db: D1Database, isletmeId: number, kullaniciId: number, id: number, mask: number) {
  const s = await sayimSatiri(db, isletmeId, id);
  acikOlmali(s);
  const v = await sayimVerisi(db, isletmeId, s);
  const tasinacak = v.demirbaslar.filter((d) => v.sonuc.yanlisYer.includes(d.id) && d.lokasyon_id !== s.lokasyon_id && d.durum !== 'disarida');
  const zaman = new Date().toISOString();
  const ifadeler = tasinacak.flatMap((d) => demirbasTasiIfadeleri(db, isletmeId, kullaniciId,
    { id: d.id, kod: d.kod, ad: d.ad, durum: d.durum, lokasyonId: d.lokasyon_id, lokasyonAd: d.lokasyon_ad }, { id: s.lokasyon_id, ad: s.lokasyon_ad }, 'sayim', '', zaman));
  if (ifadeler.length > 0) await db.batch(ifadeler);
  return { tasinan: tasinacak.length, sayim: await sayimBul(db, isletmeId, id, mask) };
}

/** Finishing: the result is stored and every expected or scanned asset gets a log row in its history. */
export async function sayimBitir(db: D1Database, isletmeId: number, kullaniciId: number, id: number, mask: number) {
  const s = await sayimSatiri(db, isletmeId, id);
  acikOlmali(s);
  const { sonuc } = await sayimVerisi(db, isletmeId, s);
  const zaman = new Date().toISOString();
  const durumu = (demirbasId: number) => (sonuc.eksik.includes(demirbasId) ? 'eksik' : sonuc.yanlisYer.includes(demirbasId) ? 'yanlisYer' : 'bulundu');
  const ozet = { lokasyon: s.lokasyon_ad, lokasyonId: s.lokasyon_id, beklenen: sonuc.beklenen.length, bulunan: sonuc.bulunan.length, eksik: sonuc.eksik.length, yanlisYer: sonuc.yanlisYer.length, bilinmeyen: sonuc.bilinmeyen.length };
  const sonuclar = await db.batch([
    db.prepare('UPDATE envanter_sayim SET bitis = ?, sonuc = ? WHERE id = ? AND isletme_id = ? AND bitis IS NULL').bind(zaman, JSON.stringify(sonuc), id, isletmeId),
    logIfadesi(db, isletmeId, kullaniciId, { varlik: 'sayim', varlikId: id, islem: 'sayim', ozet }, zaman),
    ...[...sonuc.bulunan, ...sonuc.eksik, ...sonuc.yanlisYer].map((demirbasId) => logIfadesi(db, isletmeId, kullaniciId, {
      varlik: 'sayim', varlikId: id, demirbasId, islem: 'sayim', ozet: { lokasyon: s.lokasyon_ad, lokasyonId: s.lokasyon_id, sonuc: durumu(demirbasId) },
    }, zaman)),
  ]);
  if (sonuclar[0]!.meta.changes === 0) throw new ApiError(409, 'AUDIT_CLOSED', 'envanter.tarama.api.sayimBitti');
  return sayimBul(db, isletmeId, id, mask);
}

/** Past and open audits, newest first, with their counts. */
export async function sayimlar(db: D1Database, isletmeId: number): Promise<SayimOzeti[]> {
  const { results } = await db.prepare(`${SAYIM_SQL} WHERE s.isletme_id = ? ORDER BY s.id DESC LIMIT 100`).bind(isletmeId).all<SayimRow>();
  return results.map((s) => {
    const sonuc = s.sonuc ? (JSON.parse(s.sonuc) as SayimSonucu) : null;
    return {
      id: s.id, lokasyonId: s.lokasyon_id, lokasyonAd: s.lokasyon_ad, kullanici: s.kullanici, baslama: s.baslama, bitis: s.bitis,
      sayilar: sonuc ? { beklenen: sonuc.beklenen.length, bulunan: sonuc.bulunan.length, eksik: sonuc.eksik.length, yanlisYer: sonuc.yanlisYer.length, bilinmeyen: sonuc.bilinmeyen.length } : null,
    };
  });
}
