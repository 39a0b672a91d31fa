import * as v from 'valibot';
import type { CokDilliMetin } from '@lib/menu/text';
import { ISLEMLER, ODEMELER, type Durum, type Odeme } from '@lib/randevu/takvim-durum';
import type { PersonelGunu } from '@lib/randevu/takvim-zaman';
import { gunMs } from '@lib/randevu/time';
import { ODEME_YONTEMLERI, type OdemeYontemi } from '@lib/schemas/parametre';

const KASA_MAX_KURUS = 100_000_000;
import { telefonAlani } from './telefon';
import type { SeriBilgisi } from './seri';

/** Panel calendar (/isletme/randevutakip/randevular, randevularim): queries and writes, shared by worker and panel. */

const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(0xffffffff, message));
/** 'YYYY-MM-DD' of a real day in 2000–2199 (a missing parameter reads as ''). */
const tarih = (message: string) => v.optional(v.pipe(v.string(message), v.check((text) => gunMs(text) !== null && text >= '2000' && text < '2200', message)), '');
const FIVE_MIN = 5 * 60_000;
/** A required field: when missing, the placeholder fails the field's own check, so the message names the field. */
const zorunlu = <S extends v.GenericSchema>(schema: S, yerine: v.InferInput<S>) => v.optional(schema, yerine as never);
/** An ISO instant on a 5-minute step. */
const baslangic = v.pipe(
  v.string('randevu.takvim.api.timeInvalid'),
  v.maxLength(40, 'randevu.takvim.api.timeInvalid'),
  v.isoTimestamp('randevu.takvim.api.timeInvalid'),
  v.check((text) => {
    const ms = Date.parse(text);
    return Number.isFinite(ms) && ms % FIVE_MIN === 0;
  }, 'randevu.takvim.api.timeStep'),
);
const hizmetIdler = v.pipe(
  v.array(id('randevu.takvim.api.serviceRequired'), 'randevu.takvim.api.serviceRequired'),
  v.minLength(1, 'randevu.takvim.api.serviceRequired'),
  v.maxLength(10, 'randevu.takvim.api.serviceTooMany'),
  v.check((ids) => new Set(ids).size === ids.length, 'randevu.takvim.api.serviceRequired'),
);
const notlar = v.optional(v.pipe(v.string('randevu.takvim.api.notesInvalid'), v.trim(), v.maxLength(1000, 'randevu.takvim.api.notesInvalid')), '');
const telefon = telefonAlani('randevu.takvim.api.phoneInvalid');

/** GET …/randevular?tarih=YYYY-MM-DD&gun=1|7 */
export const TakvimSorguSchema = v.object({
  tarih: tarih('randevu.takvim.api.dateInvalid'),
  gun: v.optional(v.picklist(['1', '7'], 'randevu.takvim.api.daysInvalid'), '1'),
});

/** A new customer typed into the create dialog (upserted by phone; consent fields are never touched). */
export const YeniMusteriSchema = v.object({
  adSoyad: v.pipe(v.string('randevu.takvim.api.nameInvalid'), v.trim(), v.minLength(2, 'randevu.takvim.api.nameInvalid'), v.maxLength(100, 'randevu.takvim.api.nameInvalid')),
  telefon,
  email: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(254, 'randevu.takvim.api.emailInvalid'), v.email('randevu.takvim.api.emailInvalid'))], 'randevu.takvim.api.emailInvalid'), ''),
});

/** POST …/randevular: an existing customer (musteriId) or a new one (musteri). */
export const RandevuEkleSchema = v.pipe(
  v.object({
    personelId: zorunlu(id('randevu.takvim.api.staffRequired'), 0),
    baslangic: zorunlu(baslangic, ''),
    hizmetIdler: zorunlu(hizmetIdler, []),
    musteriId: v.optional(v.nullable(id('randevu.takvim.api.customerRequired')), null),
    musteri: v.optional(v.nullable(YeniMusteriSchema), null),
    notlar,
    /** the operator confirmed "outside working hours, save anyway" */
    mesaiDisi: v.optional(v.boolean('error.invalidInput'), false),
  }),
  v.forward(v.partialCheck([['musteriId'], ['musteri']], (input) => (input.musteriId === null) !== (input.musteri === null), 'randevu.takvim.api.customerRequired'), ['musteriId']),
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
  personelId: zorunlu(id('randevu.takvim.api.staffRequired'), 0),
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
    tur: v.picklist(['tutar', 'yuzde'], 'randevu.takvim.api.discountInvalid'),
    deger: v.pipe(v.number('randevu.takvim.api.discountInvalid'), v.minValue(0, 'randevu.takvim.api.discountInvalid'), v.maxValue(KASA_MAX_KURUS, 'randevu.takvim.api.discountInvalid'),
      v.check((n) => Number.isFinite(n) && Math.round(n * 100) === n * 100, 'randevu.takvim.api.discountInvalid')),
  }, 'randevu.takvim.api.discountInvalid'), { tur: 'tutar', deger: 0 }),
  odemeler: v.optional(v.pipe(
    v.array(v.object({ yontem: v.picklist(ODEME_YONTEMLERI, 'randevu.takvim.api.paymentInvalid'), tutarKurus: kurus('randevu.takvim.api.amountInvalid', 1) }, 'randevu.takvim.api.paymentInvalid'), 'randevu.takvim.api.paymentInvalid'),
    v.maxLength(ODEME_YONTEMLERI.length, 'randevu.takvim.api.paymentInvalid'),
    v.check((list) => new Set(list.map((o) => o.yontem)).size === list.length, 'randevu.takvim.api.paymentTwice'),
  ), []),
  veresiyeKurus: v.optional(kurus('randevu.takvim.api.amountInvalid', 0), 0),
});
export type TahsilatGirdisi = v.InferOutput<typeof TahsilatSchema>;

/** POST …/randevular/:id/durum and …/randevularim/:id/durum; `odeme` (one method for all) or `tahsilat` only with 'tamamla'. */
export const DurumSchema = v.pipe(
  v.object({
    islem: zorunlu(v.picklist(ISLEMLER, 'randevu.takvim.api.actionInvalid'), '' as never),
    odeme: v.optional(v.nullable(v.picklist(ODEMELER, 'randevu.takvim.api.paymentInvalid')), null),
    tahsilat: v.optional(v.nullable(TahsilatSchema), null),
  }),
  v.check((input) => (input.odeme === null && input.tahsilat === null) || (input.islem === 'tamamla' && (input.odeme === null || input.tahsilat === null)), 'randevu.takvim.api.paymentInvalid'),
);
export type DurumGirdisi = v.InferOutput<typeof DurumSchema>;

/** GET …/randevular/musteri-ara?q= : name (≥ 2 letters) or ≥ 3 phone digits. */
export const MusteriAraSchema = v.object({
  q: v.optional(v.pipe(v.string('randevu.takvim.api.searchInvalid'), v.trim(), v.minLength(2, 'randevu.takvim.api.searchInvalid'), v.maxLength(60, 'randevu.takvim.api.searchInvalid')), ''),
});

/** GET …/randevular/disa-aktar?bas=&bit= (inclusive local dates, at most 366 days). */
export const DisaAktarSchema = v.pipe(
  v.object({ bas: tarih('randevu.takvim.api.dateInvalid'), bit: tarih('randevu.takvim.api.dateInvalid') }),
  v.check((input) => {
    const fark = (gunMs(input.bit)! - gunMs(input.bas)!) / 86_400_000;
    return fark >= 0 && fark <= 366;
  }, 'randevu.takvim.api.rangeInvalid'),
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
  /** when the customer confirmed through the reminder's link (null: not confirmed) */
  teyit: string | null;
  /** the recurring series it belongs to (null or missing: a single appointment) */
  seri?: SeriBilgisi | null;
  /** the deposit the booking asked (null: none); an unpaid hold past its time reads 'dustu' */
  kapora?: KaporaGorunumu | null;
}

export interface KaporaGorunumu {
  kod: string;
  tutarKurus: number;
  durum: 'bekliyor' | 'alindi' | 'mahsup' | 'tutuldu' | 'iade' | 'dustu';
  sonZaman: string;
  odeme: 'nakit' | 'havale' | null;
}

export interface Personel { id: number; ad: string; renk: string; foto: string | null; sira: number; aktif: boolean; hizmetIdler: number[]; gunler: PersonelGunu[] }
export interface Hizmet { id: number; ad: CokDilliMetin; sureDk: number; fiyatKurus: number; onceTamponDk: number; sonraTamponDk: number; online: boolean }
/** GET …/randevular: one or seven days of the calendar. */
export interface TakvimVerisi {
  saatDilimi: string;
  tarihler: string[];
  baslangic: string;
  bitis: string;
  personeller: Personel[];
  randevular: TakvimRandevusu[];
  hizmetler: Hizmet[];
  bekleyenSayisi: number;
  bekleyenler: TakvimRandevusu[];
  /** usable package sessions per customer of the shown appointments: {musteriId: {hizmetId: kalan}} */
  paketler: Record<number, Record<number, number>>;
  /** payment methods the venue offers (parameters) */
  odemeYontemleri: OdemeYontemi[];
}
export interface MusteriSonucu { id: number; adSoyad: string; telefon: string; email: string | null; notlar: string }
export interface DurumSonucu { randevu: TakvimRandevusu; durum: Durum; paketSeans: number; tahsilKurus: number; odeme: Odeme | null }
/** GET …/randevularim: the signed-in staff member's own appointments. */
export interface Randevularim {
  bagli: boolean;
  saatDilimi: string;
  personeller: { id: number; ad: string; renk: string; foto: string | null }[];
  randevular: TakvimRandevusu[];
  odemeYontemleri: OdemeYontemi[];
}
