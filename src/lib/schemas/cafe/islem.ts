import * as v from 'valibot';
import { ADISYON_ODEMELERI } from './gun';

/**
 * The operations a device sends on the cafe's tables and checks (POST /api/isletme/cafe/islem). Each carries an id
 * the device made (`islemId`): the venue's live object applies it once and gives a retry the first answer.
 */

const id = (m: string) => v.pipe(v.number(m), v.integer(m), v.minValue(1, m), v.maxValue(0xffffffff, m));
const islemId = v.pipe(v.string('cafe.v.islemId'), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'cafe.v.islemId'));
const adet = v.pipe(v.number('cafe.v.adet'), v.integer('cafe.v.adet'), v.minValue(1, 'cafe.v.adet'), v.maxValue(999, 'cafe.v.adet'));
const kurus = (m: string) => v.pipe(v.number(m), v.integer(m), v.minValue(0, m), v.maxValue(100000000, m));
const neden = v.pipe(v.string('cafe.v.neden'), v.trim(), v.minLength(1, 'cafe.v.neden'), v.maxLength(200, 'cafe.v.neden'));
const baz = { islemId };
export const KOLTUK_SINIRI = 99;
const koltuk = v.pipe(v.number('cafe.v.koltuk'), v.integer('cafe.v.koltuk'), v.minValue(1, 'cafe.v.koltuk'), v.maxValue(KOLTUK_SINIRI, 'cafe.v.koltuk'));

export const KALEM_NOT_UZUNLUK = 200;
export const SIPARIS_KALEM_SINIRI = 50;
export const KALEM_SECENEK_SINIRI = 40;

export const SiparisKalemiSchema = v.object({
  urunId: id('cafe.v.urun'),
  adet,
  not: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(KALEM_NOT_UZUNLUK, 'cafe.v.not')), ''),
  /** the chosen option values (ids); the server prices the line from them, a price sent along is never read */
  secenekler: v.optional(v.pipe(v.array(id('cafe.v.secenek'), 'cafe.v.secenek'), v.maxLength(KALEM_SECENEK_SINIRI, 'cafe.v.secenek')), []),
  /** the guest's seat (split by seat uses it) */
  koltuk: v.optional(v.nullable(koltuk), null),
});
export type SiparisKalemi = v.InferOutput<typeof SiparisKalemiSchema>;

/** Adds lines to a table's check and sends them as one order (opens the check when the table is free). */
export const SiparisSchema = v.object({
  ...baz, tur: v.literal('siparis'), masaId: id('cafe.v.masa'),
  /** the check the device was showing; if it closed meanwhile the order is refused instead of opening a new one */
  adisyonId: v.optional(v.nullable(id('cafe.v.adisyon')), null),
  kalemler: v.pipe(v.array(SiparisKalemiSchema, 'cafe.v.kalemler'), v.minLength(1, 'cafe.v.kalemler'), v.maxLength(SIPARIS_KALEM_SINIRI, 'cafe.v.kalemler')),
  misafir: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0, 'cafe.v.misafir'), v.maxValue(200, 'cafe.v.misafir'))),
});

const adisyon = { adisyonId: id('cafe.v.adisyon') };

export const KalemDurumSchema = v.object({
  ...baz, ...adisyon, tur: v.picklist(['ikram', 'iptal'] as const), kalemId: id('cafe.v.kalem'), adet, neden,
});

export const INDIRIM_TURLERI = ['yuzde', 'tutar'] as const;
export type IndirimTuru = (typeof INDIRIM_TURLERI)[number];
/** A line's (kalemId) or the whole check's discount; deger 0 removes it. */
export const IndirimSchema = v.pipe(
  v.object({
    ...baz, ...adisyon, tur: v.literal('indirim'), kalemId: v.optional(v.nullable(id('cafe.v.kalem')), null),
    indirimTur: v.picklist(INDIRIM_TURLERI, 'cafe.v.indirimTur'), deger: kurus('cafe.v.indirim'),
  }),
  v.check((o) => o.indirimTur !== 'yuzde' || o.deger <= 100, 'cafe.v.yuzde'),
);

export const MisafirSchema = v.object({ ...baz, ...adisyon, tur: v.literal('misafir'), sayi: v.pipe(v.number('cafe.v.misafir'), v.integer('cafe.v.misafir'), v.minValue(0, 'cafe.v.misafir'), v.maxValue(200, 'cafe.v.misafir')) });
export const MusteriBagSchema = v.object({ ...baz, ...adisyon, tur: v.literal('musteri'), musteriId: v.nullable(id('cafe.v.musteri')) });
/** The pre-bill was printed: the table now waits for payment. */
export const HesapSchema = v.object({ ...baz, ...adisyon, tur: v.literal('hesap'), bolumId: v.optional(v.nullable(id('cafe.v.bolum')), null) });

/** An ÖKC receipt number as printed ("0042", "Z12-0042"): up to 20 letters, digits, '-' or '/'; '' = none given. */
export const FIS_NO_UZUNLUK = 20;
export const FisNoSchema = v.pipe(
  v.string('cafe.v.fisNo'), v.trim(), v.toUpperCase(), v.maxLength(FIS_NO_UZUNLUK, 'cafe.v.fisNo'), v.regex(/^[0-9A-Z/-]*$/, 'cafe.v.fisNo'),
  v.transform((s) => (s === '' ? null : s)),
);

export const OdemeSatiriSchema = v.pipe(
  v.object({
    odeme: v.picklist(ADISYON_ODEMELERI, 'cafe.v.odeme'),
    tutarKurus: v.pipe(kurus('cafe.v.tutar'), v.minValue(1, 'cafe.v.tutar')),
    /** cash handed over (change = alinan − tutar) */
    alinanKurus: v.optional(v.nullable(kurus('cafe.v.alinan')), null),
    /** the number the fiscal cash register (ÖKC) printed on the receipt; a venue may require it (cafe_fis_no_zorunlu) */
    fisNo: v.optional(v.nullable(FisNoSchema), null),
  }),
  v.check((o) => o.alinanKurus === null || (o.odeme === 'nakit' && o.alinanKurus >= o.tutarKurus), 'cafe.v.alinan'),
);
/** One payer's payment (several methods at once); with kalemIdler it pays exactly those lines (split by items). */
export const OdeSchema = v.object({
  ...baz, ...adisyon, tur: v.literal('ode'),
  odemeler: v.pipe(v.array(OdemeSatiriSchema, 'cafe.v.odemeler'), v.minLength(1, 'cafe.v.odemeler'), v.maxLength(10, 'cafe.v.odemeler')),
  kalemIdler: v.optional(v.pipe(v.array(id('cafe.v.kalem')), v.maxLength(500)), []),
  /** pays this sub-check of a split check: exactly what it owes (the server computes it) */
  bolumId: v.optional(v.nullable(id('cafe.v.bolum')), null),
});
/** The ÖKC receipt number of a payment taken without one (or a typo in it), while its working day is open. */
export const OdemeFisNoSchema = v.object({
  ...baz, tur: v.literal('odemeFisNo'), odemeId: id('cafe.v.odemeKaydi'),
  fisNo: v.pipe(FisNoSchema, v.check((f) => f !== null, 'cafe.v.fisNo')),
});
/** Closes a check with nothing left to pay (all lines complimentary or voided). */
export const KapatSchema = v.object({ ...baz, ...adisyon, tur: v.literal('kapat') });

export const TasiSchema = v.object({ ...baz, ...adisyon, tur: v.literal('tasi'), hedefMasaId: id('cafe.v.masa') });
export const BirlestirSchema = v.object({ ...baz, ...adisyon, tur: v.literal('birlestir'), hedefAdisyonId: id('cafe.v.adisyon') });
export const KalemTasiSchema = v.object({
  ...baz, ...adisyon, tur: v.literal('kalemTasi'), hedefMasaId: id('cafe.v.masa'),
  kalemler: v.pipe(v.array(v.object({ kalemId: id('cafe.v.kalem'), adet }), 'cafe.v.kalemler'), v.minLength(1, 'cafe.v.kalemler'), v.maxLength(200)),
});
/** An order ticket or pre-bill was printed (again): the second print is marked as a reprint. */
export const BasimSchema = v.object({ ...baz, ...adisyon, tur: v.literal('basim'), siparisId: v.optional(v.nullable(id('cafe.v.siparis')), null) });

export const BOLME_BICIMLERI = ['kalem', 'koltuk', 'esit'] as const;
export type BolmeBicimi = (typeof BOLME_BICIMLERI)[number];
export const BOLUM_SINIRI = 20;
export const BolParcasiSchema = v.pipe(
  v.array(v.object({ kalemId: id('cafe.v.kalem'), adet }), 'cafe.v.kalemler'), v.minLength(1, 'cafe.v.bolumBos'), v.maxLength(200, 'cafe.v.kalemler'),
);
/**
 * Splits a check into sub-checks (bölüm) on the same table: the chosen lines (parts of a quantity too) into one
 * bölüm per part, the lines by their seat, or the unsplit part into `kisi` equal shares.
 */
export const BolSchema = v.pipe(
  v.object({
    ...baz, ...adisyon, tur: v.literal('bol'), bicim: v.picklist(BOLME_BICIMLERI, 'cafe.v.bicim'),
    parcalar: v.optional(v.pipe(v.array(BolParcasiSchema, 'cafe.v.parcalar'), v.maxLength(BOLUM_SINIRI, 'cafe.v.parcalar')), []),
    kisi: v.optional(v.nullable(v.pipe(v.number('cafe.v.kisi'), v.integer('cafe.v.kisi'), v.minValue(2, 'cafe.v.kisi'), v.maxValue(BOLUM_SINIRI, 'cafe.v.kisi'))), null),
  }),
  v.check((o) => o.bicim !== 'kalem' || o.parcalar.length > 0, 'cafe.v.parcalar'),
  v.check((o) => o.bicim !== 'esit' || o.kisi !== null, 'cafe.v.kisi'),
);
/** Undoes a split while nothing of it is paid: one bölüm (an equal share: its whole group), or every unpaid one. */
export const BolGeriSchema = v.object({ ...baz, ...adisyon, tur: v.literal('bolGeri'), bolumId: v.optional(v.nullable(id('cafe.v.bolum')), null) });
/** A line's seat (null: none). */
export const KoltukSchema = v.object({ ...baz, ...adisyon, tur: v.literal('koltuk'), kalemId: id('cafe.v.kalem'), koltuk: v.nullable(koltuk) });

/** Only the envelope: the engine picks the operation's own schema by `tur`. */
export const IslemZarfiSchema = v.object({ islemId, tur: v.pipe(v.string('cafe.v.tur'), v.maxLength(40, 'cafe.v.tur')) });

export type SiparisIslemi = v.InferOutput<typeof SiparisSchema>;
export type KalemDurumIslemi = v.InferOutput<typeof KalemDurumSchema>;
export type IndirimIslemi = v.InferOutput<typeof IndirimSchema>;
export type MisafirIslemi = v.InferOutput<typeof MisafirSchema>;
export type MusteriBagIslemi = v.InferOutput<typeof MusteriBagSchema>;
export type HesapIslemi = v.InferOutput<typeof HesapSchema>;
export type OdeIslemi = v.InferOutput<typeof OdeSchema>;
export type KapatIslemi = v.InferOutput<typeof KapatSchema>;
export type OdemeFisNoIslemi = v.InferOutput<typeof OdemeFisNoSchema>;
export type TasiIslemi = v.InferOutput<typeof TasiSchema>;
export type BirlestirIslemi = v.InferOutput<typeof BirlestirSchema>;
export type KalemTasiIslemi = v.InferOutput<typeof KalemTasiSchema>;
export type BasimIslemi = v.InferOutput<typeof BasimSchema>;
export type BolIslemi = v.InferOutput<typeof BolSchema>;
export type BolGeriIslemi = v.InferOutput<typeof BolGeriSchema>;
export type KoltukIslemi = v.InferOutput<typeof KoltukSchema>;
