import * as v from 'valibot';
import type { IstasyonAyari } from '@lib/cafe/istasyon';

/** Kitchen and bar stations: the venue's list with its timer minutes, a category's or product's route, and the station operations. */

const id = (m: string) => v.pipe(v.number(m), v.integer(m), v.minValue(1, m), v.maxValue(0xffffffff, m));
const islemId = v.pipe(v.string('cafe.v.islemId'), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'cafe.v.islemId'));
const dakika = v.pipe(v.number('cafe.istasyon.v.dakika'), v.integer('cafe.istasyon.v.dakika'), v.minValue(1, 'cafe.istasyon.v.dakika'), v.maxValue(240, 'cafe.istasyon.v.dakika'));

export const ISTASYON_SINIRI = 20;

export const IstasyonGirisiSchema = v.object({
  /** null: a new station */
  id: v.optional(v.nullable(id('cafe.istasyon.v.istasyon')), null),
  ad: v.pipe(v.string('cafe.istasyon.v.ad'), v.trim(), v.minLength(1, 'cafe.istasyon.v.ad'), v.maxLength(40, 'cafe.istasyon.v.ad')),
  yazdir: v.optional(v.boolean(), false),
});

/** The whole list saved at once (a station left out is removed); amber and red minutes of the age timer. */
export const IstasyonAyarSchema = v.pipe(
  v.object({
    istasyonlar: v.pipe(v.array(IstasyonGirisiSchema, 'cafe.istasyon.v.liste'), v.maxLength(ISTASYON_SINIRI, 'cafe.istasyon.v.liste')),
    sariDk: dakika,
    kirmiziDk: dakika,
  }),
  v.check((o) => o.sariDk < o.kirmiziDk, 'cafe.istasyon.v.sure'),
  v.check((o) => new Set(o.istasyonlar.map((i) => i.ad.toLocaleLowerCase('tr'))).size === o.istasyonlar.length, 'cafe.istasyon.v.ayniAd'),
);
export type IstasyonAyarGirisi = v.InferOutput<typeof IstasyonAyarSchema>;

/** Where a category (and its subcategories) or one product is prepared; null: nowhere (a product: its category's). */
export const YonlendirmeSchema = v.pipe(
  v.object({
    kategoriId: v.optional(v.nullable(id('cafe.istasyon.v.hedef')), null),
    urunId: v.optional(v.nullable(id('cafe.istasyon.v.hedef')), null),
    istasyonId: v.nullable(id('cafe.istasyon.v.istasyon')),
  }),
  v.check((o) => (o.kategoriId === null) !== (o.urunId === null), 'cafe.istasyon.v.hedef'),
);

/** Bump (hazır) a line (kalemId: the check line's id) or the whole ticket; geri: recall it. */
export const IstasyonHazirSchema = v.object({
  islemId, tur: v.literal('istasyonHazir'), fisId: id('cafe.istasyon.v.fis'),
  kalemId: v.optional(v.nullable(id('cafe.v.kalem')), null), geri: v.optional(v.boolean(), false),
});
/** The waiter took the ready tickets of a check. */
export const IstasyonTeslimSchema = v.object({ islemId, tur: v.literal('istasyonTeslim'), adisyonId: id('cafe.v.adisyon') });
/** A station screen asks to print a ticket's change (printed once per change by one device) or reprints it (tekrar). */
export const IstasyonBasimSchema = v.object({ islemId, tur: v.literal('istasyonBasim'), fisId: id('cafe.istasyon.v.fis'), tekrar: v.optional(v.boolean(), false) });

export type IstasyonHazirIslemi = v.InferOutput<typeof IstasyonHazirSchema>;
export type IstasyonTeslimIslemi = v.InferOutput<typeof IstasyonTeslimSchema>;
export type IstasyonBasimIslemi = v.InferOutput<typeof IstasyonBasimSchema>;

/** The settings as read: the stations, the minutes and each category's station. */
export type IstasyonAyariCevabi = IstasyonAyari & { kategoriler: { id: number; ad: string; ustId: number | null; istasyonId: number | null }[] };
