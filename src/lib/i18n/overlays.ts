import type { Lang } from './languages';
import { TUM_OVERLAY } from './tum';
import { translateWith, type MessageKey } from './translate';

/** Server-side text in the caller's language: every module's texts (the browser loads each with its screens). */
export function translate(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  return translateWith(lang === 'tr' ? {} : TUM_OVERLAY[lang], key, params, lang);
}
