import { etiketSlug } from '@lib/envanter/etiket';
import { logAramaMetni, type LogSatiri } from '@lib/envanter/log-metni';
import { aramaKelimeleri } from '@lib/search';

/** The module log (loglar screen): filters run in SQL; the text search folds the rendered rows (katla). */

export interface LogFiltresi {
  bas: string; // UTC ISO, inclusive
  bit: string; // UTC ISO, exclusive
  varlik: string | null;
  islem: string | null;
  kullaniciId: number | null;
  demirbasId: number | null;
  q: string;
}

// a text search folds rows in the worker: it reads at most this many of the period's newest rows
export const ARAMA_TAVANI = 5000;

interface Row { id: number; zaman: string; kullanici: string | null; varlik: string; varlik_id: number | null; islem: string; ozet: string; demirbas_id: number | null; demirbas_kod: string | null; demirbas_ad: string | null }

function satir(r: Row, mask: number): LogSatiri {
  let ozet: Record<string, unknown> = {};
  try {
    const o: unknown = JSON.parse(r.ozet);
    if (o && typeof o === 'object' && !Array.isArray(o)) ozet = o as Record<string, unknown>;
  } catch { /* the column is json_valid; a non-object summary reads as empty */ }
  return {
    id: r.id, zaman: r.zaman, kullanici: r.kullanici, varlik: r.varlik, varlikId: r.varlik_id, islem: r.islem, ozet,
    demirbasId: r.demirbas_id, demirbasKod: r.demirbas_kod, demirbasAd: r.demirbas_ad,
    demirbasSlug: r.demirbas_id !== null ? etiketSlug('demirbas', r.demirbas_id, mask) : null,
  };
}

/** One page of the log, newest first, with the total that matches. */
export async function logSayfasi(db: D1Database, isletmeId: number, f: LogFiltresi, sayfa: { offset: number; limit: number }, mask: number, t: (k: string, p?: Record<string, string | number>) => string) {
  const kosul = ['g.isletme_id = ?', 'g.zaman >= ?', 'g.zaman < ?'];
  const binds: unknown[] = [isletmeId, f.bas, f.bit];
  if (f.varlik) { kosul.push('g.varlik = ?'); binds.push(f.varlik); }
  if (f.islem) { kosul.push('g.islem = ?'); binds.push(f.islem); }
  if (f.kullaniciId) { kosul.push('g.kullanici_id = ?'); binds.push(f.kullaniciId); }
  if (f.demirbasId) { kosul.push('g.demirbas_id = ?'); binds.push(f.demirbasId); }
  const from = `FROM envanter_log g LEFT JOIN kullanici k ON k.id = g.kullanici_id LEFT JOIN envanter_demirbas d ON d.id = g.demirbas_id AND d.isletme_id = g.isletme_id
    WHERE ${kosul.join(' AND ')}`;
  const select = `SELECT g.id, g.zaman, k.ad_soyad AS kullanici, g.varlik, g.varlik_id, g.islem, g.ozet, g.demirbas_id, d.kod AS demirbas_kod, d.ad AS demirbas_ad ${from} ORDER BY g.zaman DESC, g.id DESC`;
  const kelimeler = aramaKelimeleri(f.q);
  if (kelimeler.length > 0) {
    const { results } = await db.prepare(`${select} LIMIT ${ARAMA_TAVANI}`).bind(...binds).all<Row>();
    const uyan = results.map((r) => satir(r, mask)).filter((r) => {
      const m = logAramaMetni(r, t);
      return kelimeler.every((k) => m.includes(k));
    });
    return { satirlar: uyan.slice(sayfa.offset, sayfa.offset + sayfa.limit), toplam: uyan.length, kesildi: results.length === ARAMA_TAVANI };
  }
  const [liste, sayi] = await db.batch([
    db.prepare(`${select} LIMIT ? OFFSET ?`).bind(...binds, sayfa.limit, sayfa.offset),
    db.prepare(`SELECT count(*) AS n ${from}`).bind(...binds),
  ]);
  return { satirlar: (liste!.results as unknown as Row[]).map((r) => satir(r, mask)), toplam: (sayi!.results[0] as { n: number }).n, kesildi: false };
}

/** The filter choices: the kinds and actions the venue's log holds, and who wrote it. */
export async function logSecenekleri(db: D1Database, isletmeId: number) {
  const [varlik, islem, kisi] = await db.batch([
    db.prepare('SELECT DISTINCT varlik FROM envanter_log WHERE isletme_id = ? ORDER BY varlik').bind(isletmeId),
    db.prepare('SELECT DISTINCT islem FROM envanter_log WHERE isletme_id = ? ORDER BY islem').bind(isletmeId),
    db.prepare(`SELECT k.id, k.ad_soyad AS ad FROM kullanici k WHERE k.id IN (SELECT DISTINCT kullanici_id FROM envanter_log WHERE isletme_id = ?) ORDER BY k.ad_soyad`).bind(isletmeId),
  ]);
  return {
    varliklar: (varlik!.results as { varlik: string }[]).map((r) => r.varlik),
    islemler: (islem!.results as { islem: string }[]).map((r) => r.islem),
    kullanicilar: kisi!.results as { id: number; ad: string }[],
  };
}
