import '@lib/i18n/musteri';
import type { Lang } from '@lib/i18n/languages';
import { formatKurus } from '@lib/para';
import { anMetni, gunMetni, GUN_AY_SAAT, ORTA, ORTA_SAAT } from '@lib/zaman/bicim';
import type { useT } from '@panel/hooks';
import '@styles/musteri.css';

/** Shared bits of the customers screen (list, form, detail, erase). */

export const MUSTERI_KEY = 'isletme:randevutakip:musteriler';

type T = ReturnType<typeof useT>;

/**
 * An instant in the venue's zone ('12 Mar 2026 14:30'), whatever zone the browser is in. `kisa`: day, month and time
 * only ('12 Mar 14:30') for near dates in tight places.
 */
export function zamanGoster(iso: string, lang: Lang, timeZone: string, saatli = true, kisa = false): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  return anMetni(iso, lang, timeZone, kisa ? GUN_AY_SAAT : saatli ? ORTA_SAAT : ORTA);
}

/** A calendar day 'YYYY-MM-DD' in the user's language, without any zone shift. */
export function gunGoster(tarih: string, lang: Lang): string {
  return Number.isNaN(Date.parse(`${tarih}T00:00:00Z`)) ? tarih : gunMetni(tarih, lang, ORTA);
}

/** Debt balance in words: '450,00 ₺ borç', '50,00 ₺ alacak' (prepaid), or null when settled. */
export function bakiyeMetni(kurus: number, t: T): string | null {
  if (kurus === 0) return null;
  return kurus > 0 ? t('musteri.borc', { tutar: formatKurus(kurus) }) : t('musteri.alacak', { tutar: formatKurus(-kurus) });
}
