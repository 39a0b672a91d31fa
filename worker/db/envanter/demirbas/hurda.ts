import type { HurdaTalebi } from '@lib/schemas/envanter/demirbas';
import { ApiError } from '@worker/http/envelope';
import { isUniqueViolation } from '@worker/http/validation';
import { logIfadesi } from '../log';
import { hurdaSatiri, HURDA_SQL, type HurdaSatiri } from './hurda-satir';
import { aramaKelimeleri } from '@lib/search';
import { hurdaDegil, hurdaKoru, likeKalibi } from './ortak';
import { ENVANTER_FOTO_ONEKI } from './yaz';

export interface HurdaSorgusu { durum: HurdaTalebi['durum'] | null; benim: boolean }

/** The venue's scrap requests (waiting first, then the newest), optionally only one status or only the caller's own. */
export async function hurdaTalepleri(db: D1Database, isletmeId: number, mask: number, kullaniciId: number, s: HurdaSorgusu): Promise<HurdaTalebi[]> {
  const kosul = ['h.isletme_id = ?'];
  const binds: unknown[] = [isletmeId];
  if (s.durum) { kosul.push('h.durum = ?'); binds.push(s.durum); }
  if (s.benim) { kosul.push('h.talep_eden_id = ?'); binds.push(kullaniciId); }
  const { results } = await db.prepare(`${HURDA_SQL} WHERE ${kosul.join(' AND ')} ORDER BY h.durum = 'bekliyor' DESC, h.id DESC LIMIT 500`).bind(...binds).all<HurdaSatiri>();
  return results.map((r) => hurdaSatiri(r, mask));
}

/** Assets a scrap request can be made for (not scrapped, none waiting), by folded words of code and name: the request dialog's picker. */
export async function hurdaAdaylari(db: D1Database, isletmeId: number, q: string): Promise<{ id: number; kod: string; ad: string }[]> {
  const kelimeler = aramaKelimeleri(q.slice(0, 200));
  const { results } = await db.prepare(`SELECT d.id, d.kod, d.ad FROM envanter_demirbas d WHERE d.isletme_id = ? AND d.durum <> 'hurda'
      AND NOT EXISTS (SELECT 1 FROM envanter_hurda h WHERE h.demirbas_id = d.id AND h.durum = 'bekliyor')
      ${kelimeler.map(() => "AND d.arama LIKE ? ESCAPE '\\'").join(' ')} ORDER BY d.kod LIMIT 20`).bind(isletmeId, ...kelimeler.map(likeKalibi)).all<{ id: number; kod: string; ad: string }>();
  return results;
}

export async function hurdaTalebiBul(db: D1Database, isletmeId: number, mask: number, id: number): Promise<HurdaTalebi> {
  const row = await db.prepare(`${HURDA_SQL} WHERE h.id = ? AND h.isletme_id = ?`).bind(id, isletmeId).first<HurdaSatiri>();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return hurdaSatiri(row, mask);
}

export async function hurdaFotoDogrula(bucket: R2Bucket, isletmeId: number, fotolar: readonly string[], eskiler: readonly string[] = []): Promise<void> {
  for (const foto of fotolar) {
    if (eskiler.includes(foto)) continue;
    if (!foto.startsWith(`${ENVANTER_FOTO_ONEKI}/${isletmeId}/`) || !(await bucket.head(foto))) throw new ApiError(400, 'IMAGE_KEY_INVALID', 'error.imageKeyInvalid');
  }
}

const bekleyenVar = (kod: string) => new ApiError(409, 'REQUEST_WAITING', 'envanter.demirbas.api.hurdaBekliyor', { kod });

/** A request for one of the venue's assets (404 otherwise); one waiting request per asset (partial unique index → 409). */
export async function hurdaTalepEt(db: D1Database, isletmeId: number, kullaniciId: number, g: { demirbasId: number; neden: string; fotolar: string[] }): Promise<number> {
  const d = await db.prepare('SELECT kod, durum FROM envanter_demirbas WHERE id = ? AND isletme_id = ?').bind(g.demirbasId, isletmeId).first<{ kod: string; durum: string }>();
  if (!d) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  hurdaDegil(d);
  try {
    const [row] = await db.batch<{ id: number }>([
      db.prepare('INSERT INTO envanter_hurda (isletme_id, demirbas_id, neden, fotolar, talep_eden_id) VALUES (?, ?, ?, ?, ?) RETURNING id').bind(isletmeId, g.demirbasId, g.neden, JSON.stringify(g.fotolar), kullaniciId),
      logIfadesi(db, isletmeId, kullaniciId, {
        varlik: 'hurda', varlikId: null, demirbasId: g.demirbasId, islem: 'talep', ozet: { neden: g.neden, fotoSayisi: g.fotolar.length },
        varlikIdSql: { sql: "(SELECT id FROM envanter_hurda WHERE demirbas_id = ? AND durum = 'bekliyor')", binds: [g.demirbasId] },
      }),
    ]);
    return row!.results[0]!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw bekleyenVar(d.kod);
    throw error;
  }
}

function bekliyor(h: HurdaTalebi): void {
  if (h.durum !== 'bekliyor') throw new ApiError(409, 'ALREADY_DECIDED', 'envanter.demirbas.api.hurdaKararli');
}

/** Withdraws a waiting request (it is logged; the asset stays as it was). */
export async function hurdaTalebiSil(db: D1Database, isletmeId: number, kullaniciId: number, h: HurdaTalebi): Promise<void> {
  bekliyor(h);
  await db.batch([
    db.prepare("DELETE FROM envanter_hurda WHERE id = ? AND isletme_id = ? AND durum = 'bekliyor'").bind(h.id, isletmeId),
    logIfadesi(db, isletmeId, kullaniciId, { varlik: 'hurda', varlikId: h.id, demirbasId: h.demirbasId, islem: 'geriCek', ozet: { neden: h.neden } }),
  ]);
}

/**
 * The decision: approved → the asset is scrapped in the same batch, for good (the trigger keeps it so); rejected →
 * it stays as it was. Refused while the asset is out of the venue or under maintenance (bring it back / close it first).
 */
export async function hurdaKarar(db: D1Database, isletmeId: number, kullaniciId: number, h: HurdaTalebi, onay: boolean, not: string): Promise<void> {
  bekliyor(h);
  const zaman = new Date().toISOString();
  const durum = onay ? 'onaylandi' : 'reddedildi';
  // log rows only when this very call made the decision: a concurrent one that won leaves no second trace
  const kararLogu = (varlik: string, varlikId: number, islem: string, ozet: Record<string, unknown>) => db.prepare(`INSERT INTO envanter_log
      (isletme_id, varlik, varlik_id, demirbas_id, islem, ozet, kullanici_id, zaman) SELECT ?, ?, ?, ?, ?, ?, ?, ?
      WHERE EXISTS (SELECT 1 FROM envanter_hurda WHERE id = ? AND karar_zamani = ? AND karar_veren_id = ?)`)
    .bind(isletmeId, varlik, varlikId, h.demirbasId, islem, JSON.stringify(ozet), kullaniciId, zaman, h.id, zaman, kullaniciId);
  const ifadeler = [
    db.prepare("UPDATE envanter_hurda SET durum = ?, karar_veren_id = ?, karar_notu = ?, karar_zamani = ? WHERE id = ? AND isletme_id = ? AND durum = 'bekliyor' RETURNING id")
      .bind(durum, kullaniciId, not, zaman, h.id, isletmeId),
    kararLogu('hurda', h.id, onay ? 'onayla' : 'reddet', { not, neden: h.neden }),
  ];
  if (onay) {
    const d = await db.prepare('SELECT durum FROM envanter_demirbas WHERE id = ? AND isletme_id = ?').bind(h.demirbasId, isletmeId).first<{ durum: string }>();
    if (d?.durum === 'disarida') throw new ApiError(409, 'ASSET_OUT', 'envanter.api.disarida', { kod: h.demirbasKod });
    if (d?.durum === 'tamirde') throw new ApiError(409, 'MAINTENANCE_OPEN', 'envanter.demirbas.api.hurdaBakimda', { kod: h.demirbasKod });
    ifadeler.splice(1, 0,
      db.prepare("UPDATE envanter_demirbas SET durum = 'hurda', guncelleme = ? WHERE id = ? AND isletme_id = ? AND EXISTS (SELECT 1 FROM envanter_hurda WHERE id = ? AND karar_zamani = ?)")
        .bind(zaman, h.demirbasId, isletmeId, h.id, zaman),
      kararLogu('demirbas', h.demirbasId, 'durum', { onceki: d?.durum ?? null, yeni: 'hurda' }));
  }
  const [karar] = await hurdaKoru(h.demirbasKod, () => db.batch(ifadeler));
  if (karar!.results.length === 0) throw new ApiError(409, 'ALREADY_DECIDED', 'envanter.demirbas.api.hurdaKararli');
}
