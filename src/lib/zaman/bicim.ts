import { INTL_LOCALE, type Lang } from '../i18n/languages';
import { bugun, gecerliSaatDilimi, VARSAYILAN_DILIM } from './dilim';

/**
 * Dates, times and durations as people read them: in the UI language, an instant in the venue's zone (never the
 * device's), a calendar day ('YYYY-MM-DD') as it is. Every time of day is 24-hour in every language.
 */

type Bicim = Intl.DateTimeFormatOptions;

// the shapes the product writes dates in (Turkish examples); each a constant without spreads, so a widget bundles only
// those it uses; every time of day is 24-hour
/** '12 Mar 2026' */
export const TARIH: Bicim = { day: 'numeric', month: 'short', year: 'numeric' };
/** '12 Mart 2026' */
export const TARIH_UZUN: Bicim = { day: 'numeric', month: 'long', year: 'numeric' };
/** '12 Mar 2026 14:30' */
export const TARIH_SAAT: Bicim = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
/** '12 Mar 14:30' */
export const GUN_AY_SAAT: Bicim = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
/** '12 Mar' */
export const GUN_AY: Bicim = { day: 'numeric', month: 'short' };
/** 'Mar 2026' */
export const AY_YIL: Bicim = { month: 'short', year: 'numeric' };
/** 'Mart 2026' */
export const AY_YIL_UZUN: Bicim = { month: 'long', year: 'numeric' };
/** 'Per' */
export const HAFTA_GUNU: Bicim = { weekday: 'short' };
/** 'Per 12 Mar' */
export const HAFTA_GUN_AY: Bicim = { weekday: 'short', day: 'numeric', month: 'short' };
/** 'Per 12 Mar 2026' */
export const HAFTA_GUNU_TARIH: Bicim = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
/** 'Perşembe, 12 Mart 2026' */
export const UZUN: Bicim = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
/** '12 Mart Perşembe' */
export const UZUN_YILSIZ: Bicim = { weekday: 'long', day: 'numeric', month: 'long' };
/** 'Per 14:30' */
export const HAFTA_GUNU_SAAT: Bicim = { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
/** '14:30' */
export const SAAT: Bicim = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
/** '12.03.2026' */
export const SAYISAL: Bicim = { day: '2-digit', month: '2-digit', year: 'numeric' };
/** '12.03.2026 14:30' */
export const SAYISAL_SAAT: Bicim = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
/** '12.03 14:30' (the 80 mm tickets, log lines) */
export const KISA_SAYISAL_SAAT: Bicim = { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
/** '12 Mar 2026' (the language's medium date) */
export const ORTA: Bicim = { dateStyle: 'medium' };
/** '12 Mar 2026 14:30' */
export const ORTA_SAAT: Bicim = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' };
/** '12.03.2026 14:30' */
export const KISA_SAAT: Bicim = { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' };

/** The styles by name, for the panel's useZaman. */
export const TARIH_STILLERI = {
  tarih: TARIH, tarihUzun: TARIH_UZUN, tarihSaat: TARIH_SAAT, gunAySaat: GUN_AY_SAAT, gunAy: GUN_AY, ayYil: AY_YIL, ayYilUzun: AY_YIL_UZUN,
  haftaGunu: HAFTA_GUNU, haftaGunAy: HAFTA_GUN_AY, haftaGunuTarih: HAFTA_GUNU_TARIH, uzun: UZUN, uzunYilsiz: UZUN_YILSIZ, haftaGunuSaat: HAFTA_GUNU_SAAT, saat: SAAT,
  sayisal: SAYISAL, sayisalSaat: SAYISAL_SAAT, kisaSayisalSaat: KISA_SAYISAL_SAAT, orta: ORTA, ortaSaat: ORTA_SAAT, kisaSaat: KISA_SAAT,
} as const;
export type TarihStili = keyof typeof TARIH_STILLERI;

const anMs = (an: string | number) => (typeof an === 'number' ? an : Date.parse(an));
const gunMs = (gun: string) => Date.parse(`${gun.slice(0, 10)}T12:00:00Z`);

/** An instant (ISO text or epoch ms) in `timeZone`. */
export const anMetni = (an: string | number, lang: Lang, timeZone: string, stil: Bicim): string =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...stil, timeZone }).format(new Date(an));

/** A calendar day 'YYYY-MM-DD' (read at UTC noon, so no zone moves it). */
export const gunMetni = (gun: string, lang: Lang, stil: Bicim = TARIH): string => anMetni(gunMs(gun), lang, 'UTC', stil);

// the hour and minute units of each language, as the product has always written them
const SURE_BIRIMLERI: Record<Lang, readonly [string, string]> = { tr: ['sa', 'dk'], en: ['h', 'min'], de: ['Std.', 'Min.'], ru: ['ч', 'мин'] };

/** Minutes → '45 dk', '1 sa 30 dk', '2 sa' in the UI language. */
export function sureMetni(dk: number, lang: Lang): string {
  const [sa, dak] = SURE_BIRIMLERI[lang];
  const saat = Math.floor(dk / 60);
  const kalan = dk % 60;
  if (saat === 0) return `${dk} ${dak}`;
  return kalan === 0 ? `${saat} ${sa}` : `${saat} ${sa} ${kalan} ${dak}`;
}

/**
 * The formatters of one UI language and one venue zone (what the panel's useZaman hands its screens): one Intl
 * formatter per style, made on first use; a zone Intl does not know is read as the default zone.
 */
export function zamanBicimleri(lang: Lang, saatDilimi: string) {
  const timeZone = gecerliSaatDilimi(saatDilimi) ? saatDilimi : VARSAYILAN_DILIM;
  const bicimler = new Map<string, Intl.DateTimeFormat>();
  const yaz = (ms: number, stil: TarihStili, tz: string) => {
    let f = bicimler.get(stil + tz);
    if (!f) bicimler.set(stil + tz, (f = new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...TARIH_STILLERI[stil], timeZone: tz })));
    return f.format(ms);
  };
  const an = (an: string | number, stil: TarihStili = 'tarihSaat') => {
    const ms = anMs(an);
    return Number.isNaN(ms) ? String(an) : yaz(ms, stil, timeZone);
  };
  return {
    lang,
    timeZone,
    /** an instant in the venue's zone */
    an,
    /** '14:30' in the venue's zone */
    saat: (ms: string | number) => an(ms, 'saat'),
    /** a calendar day 'YYYY-MM-DD' (read at UTC noon, so no zone moves it) */
    gun: (gun: string, stil: TarihStili = 'tarih') => {
      const ms = gunMs(gun);
      return Number.isNaN(ms) ? gun : yaz(ms, stil, 'UTC');
    },
    /** today 'YYYY-MM-DD' in the venue's zone */
    bugun: (ms = Date.now()) => bugun(timeZone, ms),
    /** minutes → '1 sa 30 dk' */
    sure: (dk: number) => sureMetni(dk, lang),
  };
}
export type ZamanBicimleri = ReturnType<typeof zamanBicimleri>;
