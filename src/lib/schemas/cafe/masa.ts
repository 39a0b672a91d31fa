import * as v from 'valibot';

/**
 * The cafe's areas and tables (/isletme/qrmenu/cafe-yonetim/masa, /api/isletme/cafe): one schema for the panel forms
 * and the API. Messages are i18n keys ('cafe.v.*'); every issue carries its field in `path`.
 */

/** The floor plan of an area is a grid of this many columns × rows (the database allows up to 20 × 20). */
export const PLAN_SUTUN = 8;
export const PLAN_SATIR = 6;

const ad = v.pipe(v.string('cafe.v.ad'), v.trim(), v.minLength(1, 'cafe.v.ad'), v.maxLength(40, 'cafe.v.ad'));
const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(0xffffffff, message));
const hucre = (son: number) => v.nullable(v.pipe(v.number('cafe.v.hucre'), v.integer('cafe.v.hucre'), v.minValue(0, 'cafe.v.hucre'), v.maxValue(son - 1, 'cafe.v.hucre')));

export const AlanSchema = v.object({
  ad,
  aktif: v.optional(v.boolean('cafe.v.aktif'), true),
});

export const MasaSchema = v.object({
  ad,
  alanId: id('cafe.v.alan'),
  kapasite: v.pipe(v.number('cafe.v.kapasite'), v.integer('cafe.v.kapasite'), v.minValue(1, 'cafe.v.kapasite'), v.maxValue(50, 'cafe.v.kapasite')),
  aktif: v.optional(v.boolean('cafe.v.aktif'), true),
});

const konum = v.object({ planX: hucre(PLAN_SUTUN), planY: hucre(PLAN_SATIR) });
const ikisiVeyaHicbiri = (k: { planX: number | null; planY: number | null }) => (k.planX === null) === (k.planY === null);
/** One table's cell on its area's plan; both null takes it off the plan. */
export const KonumSchema = v.pipe(konum, v.check((k) => ikisiVeyaHicbiri(k), 'cafe.v.hucre'));
const planMasasi = v.object({ id: id('cafe.v.masa'), ...konum.entries });

/** "Save the plan" of one area: the cells of the listed tables (others keep theirs); no cell twice, no table twice. */
export const PlanSchema = v.object({
  masalar: v.pipe(
    v.array(v.pipe(planMasasi, v.check((m) => ikisiVeyaHicbiri(m), 'cafe.v.hucre')), 'cafe.v.plan'),
    v.maxLength(PLAN_SUTUN * PLAN_SATIR * 4, 'cafe.v.plan'),
    v.check((items) => new Set(items.map((m) => m.id)).size === items.length, 'cafe.v.plan'),
    v.check((items) => {
      const yerli = items.filter((m) => m.planX !== null).map((m) => `${m.planX},${m.planY}`);
      return new Set(yerli).size === yerli.length;
    }, 'cafe.v.hucreDolu'),
  ),
});

/** A new order: every id once (areas of the venue, or tables of one area). */
export const SiraSchema = v.object({
  idler: v.pipe(v.array(id('cafe.v.sira'), 'cafe.v.sira'), v.minLength(1, 'cafe.v.sira'), v.maxLength(500, 'cafe.v.sira'), v.check((ids) => new Set(ids).size === ids.length, 'cafe.v.sira')),
});

export type AlanGirdisi = v.InferOutput<typeof AlanSchema>;
export type MasaGirdisi = v.InferOutput<typeof MasaSchema>;
export type KonumGirdisi = v.InferOutput<typeof KonumSchema>;
export type PlanGirdisi = v.InferOutput<typeof PlanSchema>;

/** An area as the API answers it. */
export interface Alan {
  id: number;
  ad: string;
  sira: number;
  aktif: boolean;
}

/** A table as the API answers it (planX/planY null: not placed on the plan). */
export interface CafeMasa {
  id: number;
  ad: string;
  alanId: number;
  sira: number;
  kapasite: number;
  aktif: boolean;
  planX: number | null;
  planY: number | null;
}

export interface MasaDuzeni {
  alanlar: Alan[];
  masalar: CafeMasa[];
}
