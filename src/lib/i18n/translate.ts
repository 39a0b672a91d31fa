import type { Lang } from './languages';
import { ekMetin } from './modul';
import { TR } from './tr';
import type { MessageKey } from './tum';

export type { MessageKey };
export type Messages = Partial<Record<string, string>>;
type Params = Record<string, string | number>;

/** Replaces `{name}` placeholders. */
export function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** One counted part of a text: `{sayi, plural, one {# user} other {# users}}` (ICU MessageFormat's plural, `#` = the count). */
export interface CogulBlok {
  ad: string;
  kollar: Record<string, string>;
  bas: number;
  son: number;
}

/** The counted parts of a text; an arm may hold other `{placeholders}` (one level of braces). */
export function cogulBloklari(text: string): CogulBlok[] {
  const bloklar: CogulBlok[] = [];
  const bas = /\{(\w+), plural,/g;
  for (let m = bas.exec(text); m; m = bas.exec(text)) {
    const kollar: Record<string, string> = {};
    let i = bas.lastIndex;
    for (;;) {
      while (text[i] === ' ') i++;
      if (text[i] === '}' || i >= text.length) break;
      const ad = /^[\w=]+/.exec(text.slice(i))?.[0];
      if (!ad) break;
      i += ad.length;
      while (text[i] === ' ') i++;
      if (text[i] !== '{') break;
      let derinlik = 1;
      let j = i + 1;
      for (; j < text.length && derinlik > 0; j++) derinlik += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0;
      kollar[ad] = text.slice(i + 1, j - 1);
      i = j;
    }
    if (text[i] !== '}') continue; // not well formed: left as it is
    bloklar.push({ ad: m[1]!, kollar, bas: m.index, son: i + 1 });
    bas.lastIndex = i + 1;
  }
  return bloklar;
}

const KURALLAR = new Map<string, Intl.PluralRules>();
/** The CLDR plural category of a count in a language ('one', 'few', 'many', 'other', …). */
export function cogulKategorisi(lang: Lang, sayi: number): Intl.LDMLPluralRule {
  let kural = KURALLAR.get(lang);
  if (!kural) KURALLAR.set(lang, (kural = new Intl.PluralRules(lang)));
  return kural.select(sayi);
}

/** Each counted part becomes the arm of its count's category in `lang` (else `other`); then placeholders are filled. */
export function bicimle(text: string, params: Params | undefined, lang: Lang): string {
  if (params && text.includes(', plural,')) {
    let out = '';
    let son = 0;
    for (const blok of cogulBloklari(text)) {
      const deger = params[blok.ad];
      const kol = deger === undefined ? undefined : blok.kollar[`=${deger}`] ?? blok.kollar[cogulKategorisi(lang, Number(deger))];
      out += text.slice(son, blok.bas) + (kol ?? blok.kollar.other ?? '').replace(/#/g, String(deger ?? ''));
      son = blok.son;
    }
    text = out + text.slice(son);
  }
  return interpolate(text, params);
}

/** Overlay text, else the built-in Turkish text, else the key itself (never blank); counted parts follow `lang`. */
export function translateWith(overlay: Messages | null | undefined, key: MessageKey | string, params?: Params, lang: Lang = 'tr'): string {
  const own = overlay?.[key];
  return bicimle(own || (TR as Record<string, string>)[key] || ekMetin(key) || key, params, own ? lang : 'tr');
}
