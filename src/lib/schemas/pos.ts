import * as v from 'valibot';
import { FIS_SATIR_MAX, FIS_SATIR_UZUNLUK, KAGIT_GENISLIKLERI, ODEME_KODLARI, SATIR_KARAKTERLERI } from '@lib/pos';

/** POS definitions (admin) and a venue's receipt choice (Parametreler). Messages are i18n keys ('pos.v.*'). */

const temiz = (text: string) => ![...text].some((ch) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && ch !== '\n' && ch !== '\r') || code === 127;
});
const metin = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message), v.check(temiz, message));
const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(0x7fffffff, message));
const satirListesi = v.pipe(v.array(metin(0, FIS_SATIR_UZUNLUK, 'pos.v.satir'), 'pos.v.satir'), v.maxLength(FIS_SATIR_MAX, 'pos.v.satirSayisi'), v.transform((x) => x.filter(Boolean)));

export const OdemeYontemleriSchema = v.object({
  yontemler: v.pipe(
    v.array(v.object({
      kod: v.picklist(ODEME_KODLARI, 'pos.v.kod'),
      etiket: metin(1, 40, 'pos.v.etiket'),
      sira: v.pipe(v.number('pos.v.sira'), v.integer('pos.v.sira'), v.minValue(0, 'pos.v.sira'), v.maxValue(99, 'pos.v.sira')),
      izinli: v.boolean('pos.v.izinli'),
    }), 'pos.v.kod'),
    v.check((x) => new Set(x.map((y) => y.kod)).size === x.length && x.length === ODEME_KODLARI.length, 'pos.v.kod'),
    v.check((x) => x.some((y) => y.izinli), 'pos.v.enAzBirYontem'),
  ),
});

export const FisSablonuSchema = v.object({
  ad: metin(1, 60, 'pos.v.ad'),
  ustSatirlar: satirListesi,
  altSatirlar: satirListesi,
  logoGoster: v.boolean('pos.v.logo'),
});
export type FisSablonuGirdisi = v.InferOutput<typeof FisSablonuSchema>;

export const YaziciProfiliSchema = v.object({
  ad: metin(1, 60, 'pos.v.ad'),
  kagitMm: v.picklist(KAGIT_GENISLIKLERI, 'pos.v.kagit'),
  satirKarakter: v.picklist(SATIR_KARAKTERLERI, 'pos.v.karakter'),
});
export type YaziciProfiliGirdisi = v.InferOutput<typeof YaziciProfiliSchema>;

/** /pos: which definitions venues may choose and which is the default (the default must be allowed). */
export const PosIzinleriSchema = v.object({
  sablonlar: v.pipe(v.array(id('pos.v.secim'), 'pos.v.secim'), v.maxLength(200, 'pos.v.secim')),
  profiller: v.pipe(v.array(id('pos.v.secim'), 'pos.v.secim'), v.maxLength(200, 'pos.v.secim')),
  varsayilanSablonId: v.nullable(id('pos.v.secim')),
  varsayilanProfilId: v.nullable(id('pos.v.secim')),
});
export type PosIzinleri = v.InferOutput<typeof PosIzinleriSchema>;

export const IsletmePosSchema = v.object({
  sablonId: v.nullable(id('pos.v.secim')),
  profilId: v.nullable(id('pos.v.secim')),
});
