import de from '../../../public/i18n/de.json';
import en from '../../../public/i18n/en.json';
import ru from '../../../public/i18n/ru.json';
import { TR_ADMIN } from './admin';
import { TR_AYARLAR } from './ayarlar';
import { TR_CAFE } from './cafe';
import { TR_CARI } from './cari';
import { TR_CRM } from './crm';
import { TR_DASHBOARD } from './dashboard';
import { TR_DESTEK } from './destek';
import { TR_ENVANTER } from './envanter';
import { TR_IKINCIEL } from './ikinciel';
import { TR_KASA } from './kasa';
import type { Metinler, OverlayDili } from './modul';
import { TR_MUSTERI } from './musteri';
import { TR_PARAMETRE } from './parametre';
import { TR_PERSONEL } from './personel';
import { TR_QRMENU } from './qrmenu';
import { TR_RANDEVU } from './randevu';
import { TR_RANDEVU_BLOG } from './randevu/blog';
import { TR_RANDEVU_HIZMET } from './randevu/hizmet';
import { TR_RANDEVU_TEMA } from './randevu/tema';
import { TR } from './tr';

/**
 * The whole table, for the Worker (its answers speak every module) and the tests; the panel never imports this file.
 * Each module's Turkish texts by its word, which is also the prefix of every one of its keys (src/lib/i18n/modul.ts).
 */
export const MODUL_TR = {
  admin: TR_ADMIN,
  ayarlar: TR_AYARLAR,
  cafe: TR_CAFE,
  cari: TR_CARI,
  crm: TR_CRM,
  dashboard: TR_DASHBOARD,
  destek: TR_DESTEK,
  envanter: TR_ENVANTER,
  ikinciel: TR_IKINCIEL,
  kasa: TR_KASA,
  musteri: TR_MUSTERI,
  parametre: TR_PARAMETRE,
  personel: TR_PERSONEL,
  qrmenu: TR_QRMENU,
  randevu: TR_RANDEVU,
} as const;

/** The parts of modules that load only with the screens that show them (`<word>/<part>`, keys `<word>.<part>.`). */
export const PARCA_TR = {
  'randevu/blog': TR_RANDEVU_BLOG,
  'randevu/hizmet': TR_RANDEVU_HIZMET,
  'randevu/tema': TR_RANDEVU_TEMA,
} as const;

type ModulTr = typeof MODUL_TR & typeof PARCA_TR;
/** Every text key, the shell's and every module's, so `t('…')` stays type-checked. */
export type MessageKey = keyof typeof TR | { [M in keyof ModulTr]: keyof ModulTr[M] }[keyof ModulTr];

/** Every Turkish text, the shell's and every module's (parts included). */
export const TUM_TR: Readonly<Record<MessageKey, string>> = Object.assign({}, TR, ...Object.values(MODUL_TR), ...Object.values(PARCA_TR));

/** The shell's overlay (public/i18n/{lang}.json) of each language. */
export const SHELL_OVERLAY: Record<OverlayDili, Metinler> = { en, de, ru };

/** Each module's and part's overlay by `./<word>/<lang>.json` and `./<word>/<part>/<lang>.json`. */
export const MODUL_OVERLAY = import.meta.glob<Metinler>(['./*/{en,de,ru}.json', './*/*/{en,de,ru}.json'], { eager: true, import: 'default' });

const BIRIMLER = [...Object.keys(MODUL_TR), ...Object.keys(PARCA_TR)];
const dilin = (lang: OverlayDili): Metinler => Object.assign({}, ...BIRIMLER.map((b) => MODUL_OVERLAY[`./${b}/${lang}.json`]));

/** Every text of a language: the shell's overlay and every module's. */
export const TUM_OVERLAY: Record<OverlayDili, Metinler> = { en: { ...en, ...dilin('en') }, de: { ...de, ...dilin('de') }, ru: { ...ru, ...dilin('ru') } };
