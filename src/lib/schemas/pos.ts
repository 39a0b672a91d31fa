import * as v from 'valibot';
import { FIS_SATIR_MAX, FIS_SATIR_UZUNLUK, KAGIT_GENISLIKLERI, ODEME_KODLARI, SATIR_KARAKTERLERI, type FisDuzeni, type IsletmePosSecimi, type PosTanimlari } from '@lib/pos';

/** POS definitions (admin) and a venue's receipt choice (Parametreler). Messages are i18n keys ('admin.pos.v.*'). */

const temiz = (text: string) => ![...text].some((ch) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && ch !== '\n' && ch !== '\r') || code === 127;
});
const metin = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message), v.check(temiz, message));
const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(0x7fffffff, message));
const satirListesi = v.pipe(v.array(metin(0, FIS_SATIR_UZUNLUK, 'admin.pos.v.satir'), 'admin.pos.v.satir'), v.maxLength(FIS_SATIR_MAX, 'admin.pos.v.satirSayisi'), v.transform((x) => x.filter(Boolean)));

export const OdemeYontemleriSchema = v.object({
  yontemler: v.pipe(
    v.array(v.object({
      kod: v.picklist(ODEME_KODLARI, 'admin.pos.v.kod'),
      etiket: metin(1, 40, 'admin.pos.v.etiket'),
      sira: v.pipe(v.number('admin.pos.v.sira'), v.integer('admin.pos.v.sira'), v.minValue(0, 'admin.pos.v.sira'), v.maxValue(99, 'admin.pos.v.sira')),
      izinli: v.boolean('admin.pos.v.izinli'),
    }), 'admin.pos.v.kod'),
    v.check((x) => new Set(x.map((y) => y.kod)).size === x.length && x.length === ODEME_KODLARI.length, 'admin.pos.v.kod'),
    v.check((x) => x.some((y) => y.izinli), 'admin.pos.v.enAzBirYontem'),
  ),
});

export const FisSablonuSchema = v.object({
  ad: metin(1, 60, 'admin.pos.v.ad'),
  ustSatirlar: satirListesi,
  altSatirlar: satirListesi,
  logoGoster: v.boolean('admin.pos.v.logo'),
});
export type FisSablonuGirdisi = v.InferOutput<typeof FisSablonuSchema>;

export const YaziciProfiliSchema = v.object({
  ad: metin(1, 60, 'admin.pos.v.ad'),
  kagitMm: v.picklist(KAGIT_GENISLIKLERI, 'admin.pos.v.kagit'),
  satirKarakter: v.picklist(SATIR_KARAKTERLERI, 'admin.pos.v.karakter'),
});
export type YaziciProfiliGirdisi = v.InferOutput<typeof YaziciProfiliSchema>;

/** /pos: which definitions venues may choose and which is the default (the default must be allowed). */
export const PosIzinleriSchema = v.object({
  sablonlar: v.pipe(v.array(id('admin.pos.v.secim'), 'admin.pos.v.secim'), v.maxLength(200, 'admin.pos.v.secim')),
  profiller: v.pipe(v.array(id('admin.pos.v.secim'), 'admin.pos.v.secim'), v.maxLength(200, 'admin.pos.v.secim')),
  varsayilanSablonId: v.nullable(id('admin.pos.v.secim')),
  varsayilanProfilId: v.nullable(id('admin.pos.v.secim')),
});
export type PosIzinleri = v.InferOutput<typeof PosIzinleriSchema>;

export const IsletmePosSchema = v.object({
  sablonId: v.nullable(id('admin.pos.v.secim')),
  profilId: v.nullable(id('admin.pos.v.secim')),
});

/** GET/PUT /api/isletme/parametre/pos: what the venue may choose, its choice and the receipt layout. */
export interface IsletmePos { secenekler: PosTanimlari; secim: IsletmePosSecimi; fis: FisDuzeni }
