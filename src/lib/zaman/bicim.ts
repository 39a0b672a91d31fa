import { INTL_LOCALE, type Lang } from '../i18n/languages';
import { bugun, VARSAYILAN_DILIM } from './dilim';

/**
 * Dates, times and durations as people read them: in the UI language, an instant in the venue's zone (never the
 * device's), a calendar day ('YYYY-MM-DD') as it is. Every time of day is 24-hour in every language.
 */

const saatli = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** The shapes the product writes dates in (Turkish examples). */
export const TARIH_STILLERI = {
  /** '12 Mar 2026' */
  tarih: { day: 'numeric', month: 'short', year: 'numeric' },
  /** '12 Mart 2026' */
  tarihUzun: { day: 'numeric', month: 'long', year: 'numeric' },
  /** '12 Mar 2026 14:30' */
  tarihSaat: { day: 'numeric', month: 'short', year: 'numeric', ...saatli },
  /** '12 Mar 14:30' */
  gunAySaat: { day: 'numeric', month: 'short', ...saatli },
  /** '12 Mar' */
  gunAy: { day: 'numeric', month: 'short' },
  /** 'Mar 2026' */
  ayYil: { month: 'short', year: 'numeric' },
  /** 'Mart 2026' */
  ayYilUzun: { month: 'long', year: 'numeric' },
  /** 'Per' */
  haftaGunu: { weekday: 'short' },
  /** 'Per 12 Mar' */
  haftaGunAy: { weekday: 'short', day: 'numeric', month: 'short' },
  /** 'Perşembe, 12 Mart 2026' */
  uzun: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** '12 Mart Perşembe' */
  uzunYilsiz: { weekday: 'long', day: 'numeric', month: 'long' },
  /** 'Per 14:30' */
  haftaGunuSaat: { weekday: 'short', ...saatli },
  /** '14:30' */
  saat: saatli,
  /** '12.03.2026' */
  sayisal: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** '12.03.2026 14:30' */
  sayisalSaat: { day: '2-digit', month: '2-digit', year: 'numeric', ...saatli },
  /** '12.03 14:30' (the 80 mm tickets, log lines) */
  kisaSayisalSaat: { day: '2-digit', month: '2-digit', ...saatli },
  /** '12 Mar 2026' (the language's medium date) */
  orta: { dateStyle: 'medium' },
  /** '12 Mar 2026 14:30' */
  ortaSaat: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  /** '12.03.2026 14:30' */
  kisaSaat: { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type TarihStili = keyof typeof TARIH_STILLERI;

const bicimler = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per language, zone and style; a zone Intl does not know is read as the default zone. */
export function tarihBicimi(lang: Lang, timeZone: string, stil: TarihStili): Intl.DateTimeFormat {
  const anahtar = `${lang}|${timeZone}|${stil}`;
  let f = bicimler.get(anahtar);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...TARIH_STILLERI[stil], timeZone });
    } catch {
      f = new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...TARIH_STILLERI[stil], timeZone: VARSAYILAN_DILIM });
    }
    bicimler.set(anahtar, f);
  }
  return f;
}

/** An instant (ISO text or epoch ms) in `timeZone`; an unreadable one comes back as given. */
export function anMetni(an: string | number, lang: Lang, timeZone: string, stil: TarihStili = 'tarihSaat'): string {
  const ms = typeof an === 'number' ? an : Date.parse(an);
  return Number.isNaN(ms) ? String(an) : tarihBicimi(lang, timeZone, stil).format(ms);
}

/** A calendar day 'YYYY-MM-DD' (read at UTC noon, so no zone moves it); anything else comes back as given. */
export function gunMetni(gun: string, lang: Lang, stil: TarihStili = 'tarih'): string {
  const ms = Date.parse(`${gun.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(ms) ? gun : tarihBicimi(lang, 'UTC', stil).format(ms);
}

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

/** The formatters of one UI language and one venue zone (what the panel's useZaman hands its screens). */
export function zamanBicimleri(lang: Lang, timeZone: string) {
  return {
    lang,
    timeZone,
    /** an instant in the venue's zone */
    an: (an: string | number, stil: TarihStili = 'tarihSaat') => anMetni(an, lang, timeZone, stil),
    /** '14:30' in the venue's zone */
    saat: (an: string | number) => anMetni(an, lang, timeZone, 'saat'),
    /** a calendar day 'YYYY-MM-DD' */
    gun: (gun: string, stil: TarihStili = 'tarih') => gunMetni(gun, lang, stil),
    /** today 'YYYY-MM-DD' in the venue's zone */
    bugun: (ms = Date.now()) => bugun(timeZone, ms),
    /** minutes → '1 sa 30 dk' */
    sure: (dk: number) => sureMetni(dk, lang),
  };
}
export type ZamanBicimleri = ReturnType<typeof zamanBicimleri>;
