import en from '../../../public/i18n/en.json';
import de from '../../../public/i18n/de.json';
import ru from '../../../public/i18n/ru.json';
import type { Lang } from './languages';
import { translateWith, type MessageKey, type Messages } from './translate';

const OVERLAYS: Record<Lang, Messages> = { tr: {}, en, de, ru };

/** Server-side text in the caller's language (overlays are the same files the browser loads). */
export function translate(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  return translateWith(OVERLAYS[lang], key, params, lang);
}
