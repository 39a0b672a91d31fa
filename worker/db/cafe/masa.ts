import type { CafeMasa, KonumGirdisi, MasaDuzeni, MasaGirdisi, PlanGirdisi } from '@lib/schemas/cafe/masa';
import { ApiError } from '@worker/http/envelope';
import { isForeignKeyViolation, isUniqueViolation } from '@worker/http/validation';
import { notFound, surumArtir } from '@worker/db/qrmenu/admin';
import { alanlar, alanVarMi, ILK_ALAN_SQL, ilkAlanHazirla } from './alan';

/**
 * The venue's tables (menu_masa: the same rows the QR menu prints cards for) with area, capacity, order, active flag
 * and floor-plan cell. Every write bumps the menu version (the guest cache keys on it).
 */

interface Satir { id: number; ad: string; alan_id: number; sira: number; kapasite: number; aktif: number; plan_x: number | null; plan_y: number | null }
const SUTUNLAR = 'id, ad, alan_id, sira, kapasite, aktif, plan_x, plan_y';
const masaOf = (r: Satir): CafeMasa => ({ id: r.id, ad: r.ad, alanId: r.alan_id, sira: r.sira, kapasite: r.kapasite, aktif: r.aktif === 1, planX: r.plan_x, planY: r.plan_y });

const hucreDolu = () => new ApiError(409, 'CELL_TAKEN', 'cafe.api.hucreDolu');
const adVar = () => new ApiError(409, 'NAME_TAKEN', 'cafe.api.tableTaken');

/** A table name or a plan cell taken by a concurrent write answers 409, never 500. */
async function tekil<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'menu_masa.plan_x')) throw hucreDolu();
    if (isUniqueViolation(error)) throw adVar();
    throw error;
  }
}

/** Areas and tables of the venue in their order (tables by area, then within it). */
export async function masaDuzeni(db: D1Database, isletmeId: number): Promise<MasaDuzeni> {
  const [alanListesi, { results }] = await Promise.all([
    alanlar(db, isletmeId),
    db.prepare(`SELECT m.id, m.ad, m.alan_id, m.sira, m.kapasite, m.aktif, m.plan_x, m.plan_y FROM menu_masa m JOIN cafe_alan a ON a.id = m.alan_id WHERE m.isletme_id = ? ORDER BY a.sira, a.id, m.sira, m.id`).bind(isletmeId).all<Satir>(),
  ]);
  return { alanlar: alanListesi, masalar: results.map(masaOf) };
}

export async function masaBul(db: D1Database, isletmeId: number, id: number): Promise<CafeMasa> {
  const row = await db.prepare(`SELECT ${SUTUNLAR} FROM menu_masa WHERE id = ? AND isletme_id = ?`).bind(id, isletmeId).first<Satir>();
  if (!row) throw notFound();
  return masaOf(row);
}

/** A new table at the end of its area (which must be the venue's, else 404); returns the id. */
export async function masaEkle(db: D1Database, isletmeId: number, g: MasaGirdisi): Promise<number> {
  await alanVarMi(db, isletmeId, g.alanId);
  return tekil(async () => {
    const [eklenen] = await db.batch<{ id: number }>([
      db.prepare(`INSERT INTO menu_masa (isletme_id, alan_id, ad, kapasite, aktif, sira)
          SELECT ?1, ?2, ?3, ?4, ?5, coalesce(max(sira), 0) + 1 FROM menu_masa WHERE alan_id = ?2 RETURNING id`).bind(isletmeId, g.alanId, g.ad, g.kapasite, g.aktif ? 1 : 0),
      surumArtir(db, isletmeId),
    ]);
    return eklenen!.results[0]!.id;
  });
}

/** A table with only a name (the QR menu's table form): into the venue's first area, at its end. */
export async function masaEkleIlkAlana(db: D1Database, isletmeId: number, ad: string): Promise<number> {
  return tekil(async () => {
    const [, eklenen] = await db.batch<{ id: number }>([
      ilkAlanHazirla(db, isletmeId),
      db.prepare(`INSERT INTO menu_masa (isletme_id, alan_id, ad, sira)
          SELECT ?1, ${ILK_ALAN_SQL}, ?2, coalesce(max(sira), 0) + 1 FROM menu_masa WHERE alan_id = ${ILK_ALAN_SQL} RETURNING id`).bind(isletmeId, ad),
      surumArtir(db, isletmeId),
    ]);
    return eklenen!.results[0]!.id;
  });
}

/** Edits a table; moving it to another area takes it off the plan and puts it at the end of that area. */
export async function masaGuncelle(db: D1Database, isletmeId: number, id: number, g: MasaGirdisi): Promise<void> {
  const mevcut = await masaBul(db, isletmeId, id);
  const tasindi = mevcut.alanId !== g.alanId;
  if (tasindi) await alanVarMi(db, isletmeId, g.alanId);
  await tekil(() => db.batch([
    tasindi
      ? db.prepare(`UPDATE menu_masa SET ad = ?1, kapasite = ?2, aktif = ?3, alan_id = ?4, plan_x = NULL, plan_y = NULL,
          sira = (SELECT coalesce(max(sira), 0) + 1 FROM menu_masa WHERE alan_id = ?4) WHERE id = ?5 AND isletme_id = ?6`).bind(g.ad, g.kapasite, g.aktif ? 1 : 0, g.alanId, id, isletmeId)
      : db.prepare('UPDATE menu_masa SET ad = ?, kapasite = ?, aktif = ? WHERE id = ? AND isletme_id = ?').bind(g.ad, g.kapasite, g.aktif ? 1 : 0, id, isletmeId),
    surumArtir(db, isletmeId),
  ]));
}

/** One table's cell on its area's plan (null takes it off); a cell another table holds is 409 CELL_TAKEN. */
export async function masaKonumla(db: D1Database, isletmeId: number, id: number, k: KonumGirdisi): Promise<void> {
  await masaBul(db, isletmeId, id);
  await tekil(() => db.batch([
    db.prepare('UPDATE menu_masa SET plan_x = ?, plan_y = ? WHERE id = ? AND isletme_id = ?').bind(k.planX, k.planY, id, isletmeId),
    surumArtir(db, isletmeId),
  ]));
}

/**
 * "Save the plan" of one area in one batch: the listed tables (all of this area, else 404) take their cells. They
 * leave their old cells first, so two tables may swap; a cell held by a table not in the list is 409 and nothing changes.
 */
export async function alanPlaniKaydet(db: D1Database, isletmeId: number, alanId: number, g: PlanGirdisi): Promise<void> {
  await alanVarMi(db, isletmeId, alanId);
  const { results } = await db.prepare('SELECT id FROM menu_masa WHERE alan_id = ? AND isletme_id = ?').bind(alanId, isletmeId).all<{ id: number }>();
  const alandakiler = new Set(results.map((row) => row.id));
  if (!g.masalar.every((masa) => alandakiler.has(masa.id))) throw notFound();
  if (g.masalar.length === 0) return;
  await tekil(() => db.batch([
    ...g.masalar.map((masa) => db.prepare('UPDATE menu_masa SET plan_x = NULL, plan_y = NULL WHERE id = ? AND alan_id = ? AND isletme_id = ?').bind(masa.id, alanId, isletmeId)),
    ...g.masalar.filter((masa) => masa.planX !== null).map((masa) => db.prepare('UPDATE menu_masa SET plan_x = ?, plan_y = ? WHERE id = ? AND alan_id = ? AND isletme_id = ?').bind(masa.planX, masa.planY, masa.id, alanId, isletmeId)),
    surumArtir(db, isletmeId),
  ]));
}

/** The tables of one area in a new order: exactly that area's table ids, each once. */
export async function masaSirala(db: D1Database, isletmeId: number, alanId: number, idler: readonly number[]): Promise<void> {
  await alanVarMi(db, isletmeId, alanId);
  const { results } = await db.prepare('SELECT id FROM menu_masa WHERE alan_id = ? AND isletme_id = ?').bind(alanId, isletmeId).all<{ id: number }>();
  const mevcut = new Set(results.map((row) => row.id));
  if (mevcut.size !== idler.length || !idler.every((id) => mevcut.has(id))) throw new ApiError(400, 'VALIDATION', 'cafe.v.sira');
  await db.batch([
    ...idler.map((id, i) => db.prepare('UPDATE menu_masa SET sira = ? WHERE id = ? AND alan_id = ? AND isletme_id = ?').bind(i + 1, id, alanId, isletmeId)),
    surumArtir(db, isletmeId),
  ]);
}

/**
 * Deletes a table, else 404. A table that ever had a check is referenced by it (adisyon.masa_id): the database
 * refuses, and the answer is 409 "deactivate it instead", whatever table refers to it.
 */
export async function masaSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  await masaBul(db, isletmeId, id);
  try {
    await db.batch([db.prepare('DELETE FROM menu_masa WHERE id = ? AND isletme_id = ?').bind(id, isletmeId), surumArtir(db, isletmeId)]);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ApiError(409, 'TABLE_IN_USE', 'cafe.api.masaKullanildi');
    throw error;
  }
}

/** A table's id and name (active or not), or null when it is not the venue's. */
export async function masaAdi(db: D1Database, isletmeId: number, id: number): Promise<{ id: number; ad: string } | null> {
  return db.prepare('SELECT id, ad FROM menu_masa WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).first<{ id: number; ad: string }>();
}

/** Every table of the venue by id and name, in the order of the table plan (the logs' filter). */
export async function masaAdlari(db: D1Database, isletmeId: number): Promise<{ id: number; ad: string }[]> {
  const { results } = await db.prepare('SELECT id, ad FROM menu_masa WHERE isletme_id = ? ORDER BY sira, ad').bind(isletmeId).all<{ id: number; ad: string }>();
  return results;
}
