import type { Lang } from '../i18n/languages';
import { katla } from '../search';

/** Guest-facing text in the four languages; Turkish is required, the others fall back to it. */
export interface CokDilliMetin {
  tr: string;
  en?: string;
  de?: string;
  ru?: string;
}

/** The text in `lang`, else Turkish; never blank when Turkish is set. */
export function metin(value: CokDilliMetin | null | undefined, lang: Lang): string {
  if (!value) return '';
  const translated = value[lang];
  return translated && translated.trim() ? translated : value.tr;
}

/** Languages other than tr that have no text yet (for the panel's "missing translations" filter). */
export function eksikDiller(value: CokDilliMetin): Lang[] {
  return (['en', 'de', 'ru'] as const).filter((lang) => !value[lang]?.trim());
}

/** Parses a D1 JSON text column, tolerating bad rows. */
export function parseMetin(json: string | null | undefined): CokDilliMetin {
  try {
    const value = JSON.parse(json ?? '{}') as Partial<CokDilliMetin>;
    return { tr: typeof value.tr === 'string' ? value.tr : '', ...(value.en ? { en: value.en } : {}), ...(value.de ? { de: value.de } : {}), ...(value.ru ? { ru: value.ru } : {}) };
  } catch {
    return { tr: '' };
  }
}

/** URL-safe Turkish slug: 'Sıcak İçecekler' → 'sicak-icecekler'. */
export function urlAdi(text: string): string {
  return katla(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'ogeler';
}
