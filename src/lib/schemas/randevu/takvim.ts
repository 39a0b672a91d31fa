import * as v from 'valibot';
import type { CokDilliMetin } from '@lib/menu/text';
import { ISLEMLER, ODEMELER, type Durum } from '@lib/randevu/takvim-durum';
import { gunMs } from '@lib/randevu/time';
import { ODEME_YONTEMLERI, type OdemeYontemi } from '@lib/schemas/parametre';

const KASA_MAX_KURUS = 100_000_000;
import { telefonNormalize } from './telefon';

/** Panel calendar (/isletme/randevutakip/randevular, randevularim): queries and writes, shared by worker and panel. */

const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(0xffffffff, message));
/** 'YYYY-MM-DD' of a real day in 2000–2199 (a missing parameter reads as ''). */
const tarih = (message: string) => v.optional(v.pipe(v.string(message), v.check((text) => gunMs(text) !== null && text >= '2000' && text < '2200', message)), '');
const FIVE_MIN = 5 * 60_000;
/** A required field: when missing, the placeholder fails the field's own check, so the message names the field. */
const zorunlu = <S extends v.GenericSchema>(schema: S, yerine: v.InferInput<S>) => v.optional(schema, yerine as never);
/** An ISO instant on a 5-minute step. */
const baslangic = v.pipe(
  v.string('rtakvim.api.timeInvalid'),
  v.maxLength(40, 'rtakvim.api.timeInvalid'),
  v.isoTimestamp('rtakvim.api.timeInvalid'),
  v.check((text) => {
    const ms = Date.parse(text);
    return Number.isFinite(ms) && ms % FIVE_MIN === 0;
  }, 'rtakvim.api.timeStep'),
);
const hizmetIdler = v.pipe(
  v.array(id('rtakvim.api.serviceRequired'), 'rtakvim.api.serviceRequired'),
  v.minLength(1, 'rtakvim.api.serviceRequired'),
  v.maxLength(10, 'rtakvim.api.serviceTooMany'),
  v.check((ids) => new Set(ids).size === ids.length, 'rtakvim.api.serviceRequired'),
);
const notlar = v.optional(v.pipe(v.string('rtakvim.api.notesInvalid'), v.trim(), v.maxLength(1000, 'rtakvim.api.notesInvalid')), '');
const telefon = v.pipe(v.string('rtakvim.api.phoneInvalid'), v.rawTransform(({ dataset, addIssue, NEVER }) => {
  const normal = telefonNormalize(dataset.value);
  if (normal === null) {
    addIssue({ message: 'rtakvim.api.phoneInvalid' });
    return NEVER;
  }
  return normal;
}));

/** GET …/randevular?tarih=YYYY-MM-DD&gun=1|7 */
export const TakvimSorguSchema = v.object({
  tarih: tarih('rtakvim.api.dateInvalid'),
  gun: v.optional(v.picklist(['1', '7'], 'rtakvim.api.daysInvalid'), '1'),
});

/** A new customer typed into the create dialog (upserted by phone; consent fields are never touched). */
export const YeniMusteriSchema = v.object({
  adSoyad: v.pipe(v.string('rtakvim.api.nameInvalid'), v.trim(), v.minLength(2, 'rtakvim.api.nameInvalid'), v.maxLength(100, 'rtakvim.api.nameInvalid')),
  telefon,
  email: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(254, 'rtakvim.api.emailInvalid'), v.email('rtakvim.api.emailInvalid'))], 'rtakvim.api.emailInvalid'), ''),
});

/** POST …/randevular: an existing customer (musteriId) or a new one (musteri). */
export const RandevuEkleSchema = v.pipe(
  v.object({
    personelId: zorunlu(id('rtakvim.api.staffRequired'), 0),
    baslangic: zorunlu(baslangic, ''),
    hizmetIdler: zorunlu(hizmetIdler, []),
    musteriId: v.optional(v.nullable(id('rtakvim.api.customerRequired')), null),
    musteri: v.optional(v.nullable(YeniMusteriSchema), null),
    notlar,
    /** the operator confirmed "outside working hours, save anyway" */
    mesaiDisi: v.optional(v.boolean('error.invalidInput'), false),
  }),
  v.forward(v.partialCheck([['musteriId'], ['musteri']], (input) => (input.musteriId === null) !== (input.musteri === null), 'rtakvim.api.customerRequired'), ['musteriId']),
);
export type RandevuEkleGirdisi = v.InferOutput<typeof RandevuEkleSchema>;

/** PUT …/randevular/:id: notes and services (services recompute the end and the occupied cells). */
export const RandevuGuncelleSchema = v.object({
  notlar,
  hizmetIdler: v.optional(hizmetIdler),
  mesaiDisi: v.optional(v.boolean('error.invalidInput'), false),
});
export type RandevuGuncelleGirdisi = v.InferOutput<typeof RandevuGuncelleSchema>;

/** POST …/randevular/:id/tasi */
export const RandevuTasiSchema = v.object({
  personelId: zorunlu(id('rtakvim.api.staffRequired'), 0),
  baslangic: zorunlu(baslangic, ''),
  mesaiDisi: v.optional(v.boolean('error.invalidInput'), false),
});
export type RandevuTasiGirdisi = v.InferOutput<typeof RandevuTasiSchema>;

const kurus = (message: string, min: number) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(KASA_MAX_KURUS, message));

/**
 * How a completion was paid: a discount (an amount in kuruş or a percentage of the price), one row per payment method
 * the venue offers, and what goes onto the customer's ledger. The server checks that it adds up to the price exactly.
 */
export const TahsilatSchema = v.object({
  indirim: v.optional(v.object({
    tur: v.picklist(['tutar', 'yuzde'], 'rtakvim.api.discountInvalid'),
    deger: v.pipe(v.number('rtakvim.api.discountInvalid'), v.minValue(0, 'rtakvim.api.discountInvalid'), v.maxValue(KASA_MAX_KURUS, 'rtakvim.api.discountInvalid'),
      v.check((n) => Number.isFinite(n) && Math.round(n * 100) === n * 100, 'rtakvim.api.discountInvalid')),
  }, 'rtakvim.api.discountInvalid'), { tur: 'tutar', deger: 0 }),
  odemeler: v.optional(v.pipe(
    v.array(v.object({ yontem: v.picklist(ODEME_YONTEMLERI, 'rtakvim.api.paymentInvalid'), tutarKurus: kurus('rtakvim.api.amountInvalid', 1) }, 'rtakvim.api.paymentInvalid'), 'rtakvim.api.paymentInvalid'),
    v.maxLength(ODEME_YONTEMLERI.length, 'rtakvim.api.paymentInvalid'),
    v.check((list) => new Set(list.map((o) => o.yontem)).size === list.length, 'rtakvim.api.paymentTwice'),
  ), []),
  veresiyeKurus: v.optional(kurus('rtakvim.api.amountInvalid', 0), 0),
});
export type TahsilatGirdisi = v.InferOutput<typeof TahsilatSchema>;

/** POST …/randevular/:id/durum and …/randevularim/:id/durum; `odeme` (one method for all) or `tahsilat` only with 'tamamla'. */
export const DurumSchema = v.pipe(
  v.object({
    islem: zorunlu(v.picklist(ISLEMLER, 'rtakvim.api.actionInvalid'), '' as never),
    odeme: v.optional(v.nullable(v.picklist(ODEMELER, 'rtakvim.api.paymentInvalid')), null),
    tahsilat: v.optional(v.nullable(TahsilatSchema), null),
  }),
  v.check((input) => (input.odeme === null && input.tahsilat === null) || (input.islem === 'tamamla' && (input.odeme === null || input.tahsilat === null)), 'rtakvim.api.paymentInvalid'),
);
export type DurumGirdisi = v.InferOutput<typeof DurumSchema>;

/** GET …/randevular/musteri-ara?q= : name (≥ 2 letters) or ≥ 3 phone digits. */
export const MusteriAraSchema = v.object({
  q: v.optional(v.pipe(v.string('rtakvim.api.searchInvalid'), v.trim(), v.minLength(2, 'rtakvim.api.searchInvalid'), v.maxLength(60, 'rtakvim.api.searchInvalid')), ''),
});

/** GET …/randevular/disa-aktar?bas=&bit= (inclusive local dates, at most 366 days). */
export const DisaAktarSchema = v.pipe(
  v.object({ bas: tarih('rtakvim.api.dateInvalid'), bit: tarih('rtakvim.api.dateInvalid') }),
  v.check((input) => {
    const fark = (gunMs(input.bit)! - gunMs(input.bas)!) / 86_400_000;
    return fark >= 0 && fark <= 366;
  }, 'rtakvim.api.rangeInvalid'),
);

// ---- answers of the API (shared by the worker and the panel) ----

export interface KalemGorunumu { hizmetId: number; ad: CokDilliMetin; sureDk: number; fiyatKurus: number }

/** One appointment as the panel shows it. */
export interface TakvimRandevusu {
  id: number;
  kod: string;
  personelId: number;
  musteriId: number;
  baslangic: string;
  bitis: string;
  durum: Durum;
  kaynak: 'panel' | 'online' | 'widget';
  musteriAd: string;
  musteriTelefon: string;
  musteriSilindi: boolean;
  kalemler: KalemGorunumu[];
  toplamKurus: number;
  /** discount given at completion */
  indirimKurus: number;
  /** how a completed appointment was paid: cash-book rows per method, 'veresiye' for the ledger */
  odemeler: { yontem: OdemeYontemi | 'veresiye'; tutarKurus: number }[];
  notlar: string;
  olusturma: string;
}
