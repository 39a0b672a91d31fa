import type { Lang } from '../i18n/languages';
import { TARIH_UZUN, anMetni } from '../zaman/bicim';
import { gecerliSaatDilimi } from '../zaman/dilim';

/** '2026-11-22T09:00:00.000Z' → '22 Kasım 2026' (lang), the date of a blog post in the venue's zone (UTC for a zone Intl does not know). */
export function blogTarihi(iso: string, lang: Lang, saatDilimi: string): string {
  return anMetni(iso, lang, gecerliSaatDilimi(saatDilimi) ? saatDilimi : 'UTC', TARIH_UZUN);
}
