/** SPEC §1/§5: tr, en, de, ru; default tr. */
export const LANGUAGES = ['tr', 'en', 'de', 'ru'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'tr';

export const LANGUAGE_NAMES: Record<Lang, string> = { tr: 'Türkçe', en: 'English', de: 'Deutsch', ru: 'Русский' };

/** Open Graph `og:locale` of each language. */
export const OG_LOCALE: Record<Lang, string> = { tr: 'tr_TR', en: 'en_US', de: 'de_DE', ru: 'ru_RU' };

/** The Intl locale each language formats dates and numbers with (English as en-GB: 24-hour times, day before month). */
export const INTL_LOCALE: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB', de: 'de-DE', ru: 'ru-RU' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** First supported language from an Accept-Language header or navigator.languages list. */
export function langFromBrowser(preferences: readonly string[] | string | null | undefined): Lang | null {
  if (!preferences) return null;
  const list = typeof preferences === 'string'
    ? preferences.split(',').map((part) => part.split(';')[0]!.trim())
    : preferences;
  for (const entry of list) {
    const base = entry.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return null;
}

/** SPEC language order: the lang query parameter, the stored value, the browser language, then tr. */
export function pickLanguage(query: string | null | undefined, stored: string | null | undefined, browser: readonly string[] | string | null | undefined): Lang {
  if (isLang(query)) return query;
  if (isLang(stored)) return stored;
  return langFromBrowser(browser) ?? DEFAULT_LANG;
}
