import * as v from 'valibot';
import { LANGUAGES, type Lang } from '../../i18n/languages';
import { metin, tamSayi } from './ortak';

/** Platform settings (/api/admin/genel, /admin/ayarlar/ornek): the one row of platform_ayar. */

const eposta = (message: string) => v.pipe(metin(0, 120, message), v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), message));
const telefon = (message: string) => v.pipe(metin(0, 30, message), v.check((s) => s === '' || /^\+?[0-9 ()-]{7,}$/.test(s), message));
// TR IBAN: TR + 24 digits, spaces allowed while typing; stored without spaces
const iban = v.pipe(
  v.string('admin.genel.v.iban'),
  v.transform((s: string) => s.replace(/\s+/g, '').toUpperCase()),
  v.check((s) => s === '' || /^TR\d{24}$/.test(s), 'admin.genel.v.iban'),
);

export const GenelAyarSchema = v.object({
  firmaUnvan: metin(2, 200, 'admin.genel.v.firmaUnvan'),
  vergiDairesi: metin(0, 100, 'admin.genel.v.vergiDairesi'),
  vergiNo: v.pipe(metin(0, 11, 'admin.genel.v.vergiNo'), v.check((s) => s === '' || /^\d{10,11}$/.test(s), 'admin.genel.v.vergiNo')),
  adres: metin(0, 300, 'admin.genel.v.adres'),
  telefon: telefon('admin.genel.v.telefon'),
  eposta: eposta('admin.genel.v.eposta'),
  iban,
  destekEposta: eposta('admin.genel.v.eposta'),
  destekTelefon: telefon('admin.genel.v.telefon'),
  denemeGun: tamSayi(1, 90, 'admin.genel.v.denemeGun'),
  ekSureGun: tamSayi(0, 90, 'admin.genel.v.ekSureGun'),
  kdvOrani: tamSayi(0, 100, 'admin.genel.v.kdvOrani'),
  faturaVadeGun: tamSayi(0, 365, 'admin.genel.v.faturaVadeGun'),
  diller: v.pipe(
    v.array(v.picklist(LANGUAGES, 'admin.genel.v.diller'), 'admin.genel.v.diller'),
    v.maxLength(LANGUAGES.length * 2, 'admin.genel.v.diller'),
    // tr is always on; kept in the catalogue order so equal sets store equal text
    v.transform((list: Lang[]) => LANGUAGES.filter((l) => l === 'tr' || list.includes(l))),
  ),
});
export type GenelAyar = v.InferOutput<typeof GenelAyarSchema>;
