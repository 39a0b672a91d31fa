import { INTL_LOCALE, type Lang } from './i18n/languages';
import type { ParaGosterimi } from './parametre/para';

/**
 * Money is integer kuruş everywhere; this is the one place that writes it for people and reads what they type. It runs
 * in the panel, the guest pages, the widgets and the Worker, so it stays small and free of imports that carry code.
 */

// made once: amounts are on every screen's hot path, and building an Intl formatter costs far more than using one;
// Intl's Turkish digits are what every page has always shown ('1.234,50'), in every UI language
const TL = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 });

/**
 * Integer kuruş → '1.234,50 ₺', or as the venue's parameter says: '₺1.234,50', '1.234,50 TL'; negatives put '-' first
 * ('-₺0,05').
 */
export function formatKurus(kurus: number, gosterim?: ParaGosterimi): string {
  const tutar = TL.format(Math.round(kurus) / 100);
  return gosterim === 'sembol_once' ? tutar.replace(/^-?/, '$&₺') : tutar + (gosterim === 'kod' ? ' TL' : ' ₺');
}

const tutarBicimleri: Partial<Record<string, Intl.NumberFormat>> = {};

/**
 * The figure of an amount without its sign, as people type it: '1.234,50' (what an amount field starts with);
 * `grupsuz` '1234,50' (a spreadsheet cell too), `tamsaKurussuz` '4.500' for a whole amount (a chart axis).
 * parseLira reads every one of them back.
 */
export function tutarMetni(kurus: number, { grupsuz = false, tamsaKurussuz = false } = {}): string {
  const k = Math.round(kurus);
  const kesir = tamsaKurussuz && k % 100 === 0 ? 0 : 2;
  const anahtar = `${kesir}${grupsuz}`;
  const f = tutarBicimleri[anahtar] || (tutarBicimleri[anahtar] = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: kesir, useGrouping: !grupsuz }));
  return f.format(k / 100);
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
