import type { Lang } from '@lib/i18n/languages';
import { formatKurus } from '@lib/menu/money';
import type { useT } from '@panel/hooks';
import '@styles/musteri.css';

/** Shared bits of the customers screen (list, form, detail, erase). */

export const MUSTERI_KEY = 'isletme:randevutakip:musteriler';

type T = ReturnType<typeof useT>;

const YERELLER: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB', de: 'de-DE', ru: 'ru-RU' };

/**
 * An instant in the venue's zone ('12 Mar 2026 14:30'), whatever zone the browser is in. `kisa`: day, month and time
 * only ('12 Mar 14:30') for near dates in tight places.
 */
export function zamanGoster(iso: string, lang: Lang, timeZone: string, saatli = true, kisa = false): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const options: Intl.DateTimeFormatOptions = kisa
    ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
    : { dateStyle: 'medium', ...(saatli ? { timeStyle: 'short' } : {}) };
  try {
    return new Intl.DateTimeFormat(YERELLER[lang], { ...options, timeZone }).format(ms);
  } catch {
    return new Intl.DateTimeFormat(YERELLER[lang], options).format(ms);
  }
}

/** A calendar day 'YYYY-MM-DD' in the user's language, without any zone shift. */
export function gunGoster(tarih: string, lang: Lang): string {
  const ms = Date.parse(`${tarih}T00:00:00Z`);
  return Number.isNaN(ms) ? tarih : new Intl.DateTimeFormat(YERELLER[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}

/** Debt balance in words: '450,00 ₺ borç', '50,00 ₺ alacak' (prepaid), or null when settled. */
export function bakiyeMetni(kurus: number, t: T): string | null {
  if (kurus === 0) return null;
  return kurus > 0 ? t('musteri.borc', { tutar: formatKurus(kurus) }) : t('musteri.alacak', { tutar: formatKurus(-kurus) });
}
