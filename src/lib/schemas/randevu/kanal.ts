import * as v from 'valibot';
import { telefonAlani } from './telefon';

/** The online booking channel: what guests send (create, look up / cancel, postpone), the operator's channel settings and the KVKK notice version the public form shows. */

/** Version of the KVKK notice the public booking form shows; stored with each consent. */
export const KVKK_METIN_SURUM = 'kvkk-randevu-2026-01';

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(0xffffffff));
const zaman = (message: string) => v.pipe(v.string(message), v.maxLength(40, message), v.isoTimestamp(message));
const telefon = telefonAlani('randevu.api.phoneInvalid');
const kod = v.pipe(v.string('randevu.api.lookupInput'), v.maxLength(40, 'randevu.api.lookupInput'), v.transform((text) => text.toUpperCase().replace(/[\s-]/g, '')));

/** Public create (page and widget). personelId null = "any staff". */
export const RandevuOlusturSchema = v.object({
  hizmetIdler: v.pipe(v.array(id, 'randevu.api.serviceInvalid'), v.minLength(1, 'randevu.api.serviceInvalid'), v.maxLength(5, 'randevu.api.serviceInvalid'), v.check((ids) => new Set(ids).size === ids.length, 'randevu.api.serviceInvalid')),
  personelId: v.optional(v.nullable(id), null),
  baslangic: zaman('randevu.api.timeInvalid'),
  adSoyad: v.pipe(v.string('randevu.api.nameInvalid'), v.trim(), v.minLength(2, 'randevu.api.nameInvalid'), v.maxLength(100, 'randevu.api.nameInvalid')),
  telefon,
  email: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(254, 'randevu.api.emailInvalid'), v.email('randevu.api.emailInvalid'))], 'randevu.api.emailInvalid'), ''),
  kvkkOnay: v.literal(true, 'randevu.api.kvkkRequired'),
  // optional, unticked by default: SMS marketing consent; unticked is no withdrawal of one given at the desk
  pazarlamaSms: v.optional(v.boolean('error.invalidInput'), false),
  kaynak: v.optional(v.picklist(['online', 'widget']), 'online'),
});
export type RandevuOlusturGirdisi = v.InferOutput<typeof RandevuOlusturSchema>;

/** Lookup / cancel: code + phone, or the encrypted manage link (its `l` parameter or the whole URL). */
export const RandevuErisimSchema = v.object({
  kod: v.optional(kod),
  telefon: v.optional(telefon),
  link: v.optional(v.pipe(v.string('randevu.api.lookupInput'), v.maxLength(4096, 'randevu.api.lookupInput'))),
});
export type RandevuErisimGirdisi = v.InferOutput<typeof RandevuErisimSchema>;

export const RandevuErteleSchema = v.object({
  ...RandevuErisimSchema.entries,
  yeniBaslangic: zaman('randevu.api.timeInvalid'),
});

/** Operator settings of the online booking channel (/isletme/randevutakip/online-kanal). */
export const ADIM_SECENEKLERI = [5, 10, 15, 20, 30, 60] as const;
const tamSayi = (min: number, max: number, message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
export const KanalAyarSchema = v.object({
  aktif: v.boolean('randevu.kanal.invalid.aktif'),
  minOnBildirimDk: tamSayi(0, 10080, 'randevu.kanal.invalid.minOnBildirim'),
  ileriGun: tamSayi(1, 365, 'randevu.kanal.invalid.ileriGun'),
  adimDk: v.picklist(ADIM_SECENEKLERI, 'randevu.kanal.invalid.adim'),
  otomatikOnay: v.boolean('randevu.kanal.invalid.otomatikOnay'),
  iptalSaatOnce: tamSayi(0, 168, 'randevu.kanal.invalid.iptal'),
});
export type KanalAyarGirdisi = v.InferOutput<typeof KanalAyarSchema>;
