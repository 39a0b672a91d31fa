import { INTL_LOCALE, type Lang } from './i18n/languages';
import type { ParaGosterimi } from './parametre/para';

/**
 * Money is integer kuruş everywhere; this is the one place that writes it for people and reads what they type. It runs
 * in the panel, the guest pages, the widgets and the Worker, so it stays small and free of imports that carry code.
 */

/** How an amount is written; every option off gives the product's usual '1.234,50 ₺'. */
export interface ParaSecenekleri {
  /** where the sign goes: the venue's parameter ('₺1.234,50', '1.234,50 ₺', '1.234,50 TL') */
  gosterim?: ParaGosterimi;
  /** the digit grouping and decimal mark of a UI language; Turkish when absent */
  lang?: Lang;
  /** no ₺/TL: the text an amount field starts with */
  sembolsuz?: boolean;
  /** no thousands separator ('1234,50'), as an amount field or a spreadsheet wants it */
  grupsuz?: boolean;
  /** a whole amount without ',00' ('4.500') */
  tamsaKurussuz?: boolean;
  /** a no-break space before ₺/TL, so a narrow card never wraps the sign onto its own line */
  bolunmez?: boolean;
}

// [thousands, decimal] of each language; Russian groups with a no-break space as Intl does
const ISARETLER: Record<Lang, readonly [string, string]> = { tr: ['.', ','], de: ['.', ','], en: [',', '.'], ru: ['\u00a0', ','] };

/**
 * Integer kuruş → '1.234,50 ₺'. The second argument is the venue's sign placement or the options; negatives put '-'
 * first ('-₺0,05').
 */
export function formatKurus(kurus: number, secenek: ParaGosterimi | ParaSecenekleri = 'sembol_sonra'): string {
  const o: ParaSecenekleri = typeof secenek === 'string' ? { gosterim: secenek } : secenek;
  const [binlik, ondalik] = ISARETLER[o.lang ?? 'tr'];
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kurus));
  const lira = String(Math.floor(abs / 100));
  const kurusKismi = abs % 100 === 0 && o.tamsaKurussuz ? '' : `${ondalik}${String(abs % 100).padStart(2, '0')}`;
  const tutar = `${o.grupsuz ? lira : lira.replace(/\B(?=(\d{3})+(?!\d))/g, binlik)}${kurusKismi}`;
  if (o.sembolsuz) return `${sign}${tutar}`;
  if (o.gosterim === 'sembol_once') return `${sign}₺${tutar}`;
  return `${sign}${tutar}${o.bolunmez ? '\u00a0' : ' '}${o.gosterim === 'kod' ? 'TL' : '₺'}`;
}

/**
 * A typed lira amount → kuruş: '1.234,50' and '3.000' (Turkish thousands), '1234,5', '1234.5' (a decimal point),
 * '1,234.50' (English thousands with a decimal point), '45', spaces and '₺' ignored. Null when it is no amount or
 * above `enCok` kuruş; never negative.
 */
export function parseLira(text: string, enCok = Number.MAX_SAFE_INTEGER): number | null {
  const clean = text.replace(/[₺\s]/g, '');
  let normal: string;
  if (/^\d{1,3}(,\d{3})+\.\d{1,2}$/.test(clean)) normal = clean.replace(/,/g, '');
  else if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(clean)) return null;
  // a dot is a decimal point only when no comma follows and it is not a group of exactly three digits
  else normal = clean.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(clean) ? clean.replace(/\./g, '').replace(',', '.') : clean;
  const value = Math.round(Number(normal) * 100);
  return Number.isFinite(value) && value <= enCok ? value : null;
}

const sayiBicimleri = new Map<string, Intl.NumberFormat>();

/** A number in the UI language (chart axes in lira, shares, counts); one cached formatter per language and options. */
export function sayiMetni(n: number, lang: Lang, secenek: Intl.NumberFormatOptions = {}): string {
  const anahtar = `${lang}|${JSON.stringify(secenek)}`;
  let f = sayiBicimleri.get(anahtar);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[lang], secenek);
    sayiBicimleri.set(anahtar, f);
  }
  return f.format(n);
}
