import { isLang, LANGUAGES, type Lang } from '../languages';
import { de } from './de';
import { en } from './en';
import { ru } from './ru';
import { tr } from './tr';
import type { SiteTexts } from './types';

export type * from './types';

const TEXTS: Record<Lang, SiteTexts> = { tr, en, de, ru };

/** The public site's texts in one language (tr is the source). */
export function siteTexts(lang: Lang): SiteTexts {
  return TEXTS[lang];
}

/**
 * Internal link that keeps an explicit `?lang=` from the current URL, so the choice survives navigation even
 * when cookies are off. Without it the server falls back to the `lang` cookie and Accept-Language anyway.
 */
export function sitePath(current: URL, path: string): string {
  const lang = current.searchParams.get('lang');
  return isLang(lang) ? `${path}?lang=${lang}` : path;
}

/** The current page in another language (other query parameters are kept). */
export function langSwitchPath(current: URL, lang: Lang): string {
  const params = new URLSearchParams(current.search);
  params.set('lang', lang);
  return `${current.pathname}?${params.toString()}`;
}

export { LANGUAGES };
