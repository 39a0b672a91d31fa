import * as v from 'valibot';
import { gunMs } from '@lib/randevu/time';
import { SERI_MAX } from '@lib/randevu/seri';
import { RandevuEkleSchema } from './takvim';

/** Recurring series of the panel's appointment form (POST …/randevular/seri/plan, …/randevular/seri). */

const FIVE_MIN = 5 * 60_000;
const tamSayi = (min: number, max: number, message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** "every 1–4 weeks" × N (2…52) or until a local day: exactly one of the two. */
export const TekrarSchema = v.pipe(
  v.object({
    aralikHafta: tamSayi(1, 4, 'randevu.seri.api.intervalInvalid'),
    adet: v.optional(v.nullable(tamSayi(2, SERI_MAX, 'randevu.seri.api.countInvalid')), null),
    bitisTarihi: v.optional(v.nullable(v.pipe(v.string('randevu.seri.api.untilInvalid'), v.check((t) => gunMs(t) !== null && t >= '2000' && t < '2200', 'randevu.seri.api.untilInvalid'))), null),
  }),
  v.check((t) => (t.adet === null) !== (t.bitisTarihi === null), 'randevu.seri.api.ruleRequired'),
);

/** The operator's answer to one conflicting date: another start (an offered alternative or any) or null = skip it. */
export const SecimSchema = v.object({
  sira: tamSayi(1, SERI_MAX, 'randevu.seri.api.pickInvalid'),
  baslangic: v.nullable(v.pipe(
    v.string('randevu.seri.api.pickInvalid'),
    v.maxLength(40, 'randevu.seri.api.pickInvalid'),
    v.isoTimestamp('randevu.seri.api.pickInvalid'),
    v.check((text) => Date.parse(text) % FIVE_MIN === 0, 'randevu.takvim.api.timeStep'),
  )),
});

export const SeriSchema = v.object({
  /** the first occurrence, its staff, services and customer: the single create's body */
  randevu: RandevuEkleSchema,
  tekrar: TekrarSchema,
  secimler: v.optional(v.pipe(v.array(SecimSchema, 'randevu.seri.api.pickInvalid'), v.maxLength(SERI_MAX, 'randevu.seri.api.pickInvalid')), []),
});
export type SeriGirdisi = v.InferOutput<typeof SeriSchema>;

/** POST …/randevular/:id/seri-iptal: only this one, or this and the following of its series. */
export const SeriIptalSchema = v.object({
  kapsam: v.picklist(['bu', 'sonrakiler'], 'randevu.seri.api.scopeInvalid'),
});

export type SeriDurumu = 'uygun' | 'dolu' | 'mesaiDisi' | 'atlandi';

/** One date of a planned series: its start, whether it can be written, and (when not) the nearest free starts. */
export interface SeriTarihi {
  sira: number;
  baslangic: string;
  bitis: string;
  durum: SeriDurumu;
  /** true when the operator picked another start than the rule's */
  secildi: boolean;
  oneriler: string[];
}

export interface SeriPlani {
  tarihler: SeriTarihi[];
  cakismaSayisi: number;
}

/** The series shown on an appointment: "3/6 · her 2 haftada". */
export interface SeriBilgisi { id: number; sira: number; adet: number; aralikHafta: number }
