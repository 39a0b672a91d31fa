import { hataMetni } from '@api/client';
import type { Lang } from '@lib/i18n/languages';
import { parseLira } from '@lib/menu/money';
import { useT } from '@panel/hooks';

import '@styles/randevu-hizmet.css';

/** Shared bits of the services and packages screens. */

export const HIZMET_KEY = 'isletme:randevutakip:hizmetler';
export const PAKET_KEY = 'isletme:randevutakip:hizmet-paketleri';
export const API = '/isletme/randevu';
export { hataMetni, parseLira };

type T = ReturnType<typeof useT>;

const YERELLER: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB', de: 'de-DE', ru: 'ru-RU' };

/** 'YYYY-MM-DD' (a calendar day) → '12 Mar 2026' in the user's language, without any zone shift. */
export function gunGoster(tarih: string, lang: Lang): string {
  const ms = Date.parse(`${tarih}T00:00:00Z`);
  return Number.isNaN(ms) ? tarih : new Intl.DateTimeFormat(YERELLER[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}

/** An instant → its date in the user's language. */
export function anGoster(iso: string, lang: Lang): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Intl.DateTimeFormat(YERELLER[lang], { dateStyle: 'medium' }).format(ms);
}

/** 45 → '45 dk', 90 → '1 sa 30 dk', 120 → '2 sa'. */
export function sureMetni(dk: number, t: T): string {
  const saat = Math.floor(dk / 60);
  const kalan = dk % 60;
  if (saat === 0) return t('randevu.hizmet.dk', { sayi: dk });
  return kalan === 0 ? t('randevu.hizmet.saat', { saat }) : t('randevu.hizmet.saatDk', { saat, dk: kalan });
}
