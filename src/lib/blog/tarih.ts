import type { Lang } from '../i18n/languages';
import { anMetni } from '../zaman/bicim';

/** '2026-11-22T09:00:00.000Z' → '22 Kasım 2026' (lang), the date of a blog post in the venue's zone. */
export function blogTarihi(iso: string, lang: Lang, saatDilimi: string): string {
  return anMetni(iso, lang, saatDilimi, 'tarihUzun');
}
