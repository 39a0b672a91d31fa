import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Lang } from '@lib/i18n/languages';
import { $lang } from '@stores/language';
import { useT } from '@panel/hooks';
import '@styles/randevu-ozet.css';

/** Small shared pieces of the appointment dashboard (ozet/) and the channel theme editor (kanal/); their styles too. */

export type Tx = (key: string, params?: Record<string, string | number>) => string;

/** The translate function for keys built at run time ('randevu.dashboard.durum.' + durum). */
export function useTx(): Tx {
  return useT() as unknown as Tx;
}

const YEREL: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB', de: 'de-DE', ru: 'ru-RU' };

/** Formatters in the user's language; instants in the venue zone, calendar days ('YYYY-MM-DD') as they are. */
export function useBicim(saatDilimi = 'Europe/Istanbul') {
  const lang = useStore($lang);
  return useMemo(() => {
    const locale = YEREL[lang];
    const zone = (o: Intl.DateTimeFormatOptions) => {
      try {
        return new Intl.DateTimeFormat(locale, { ...o, timeZone: saatDilimi });
      } catch {
        return new Intl.DateTimeFormat(locale, o);
      }
    };
    const gunBicim = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...o, timeZone: 'UTC' });
    const saat = zone({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const yerelGun = zone({ year: 'numeric', month: '2-digit', day: '2-digit' });
    const kisa = gunBicim({ day: 'numeric', month: 'short' });
    const uzun = gunBicim({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const gunAy = gunBicim({ weekday: 'short', day: 'numeric', month: 'short' });
    const yuzde = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const sayi = new Intl.NumberFormat(locale);
    const kompakt = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const noon = (tarih: string) => Date.parse(`${tarih}T12:00:00Z`);
    return {
      lang,
      saat: (iso: string) => saat.format(Date.parse(iso)),
      /** the venue-zone day of an instant, 'YYYY-MM-DD' */
      gunu: (iso: string) => {
        const p = Object.fromEntries(yerelGun.formatToParts(Date.parse(iso)).map((x) => [x.type, x.value]));
        return `${p.year}-${p.month}-${p.day}`;
      },
      kisa: (tarih: string) => kisa.format(noon(tarih)),
      uzun: (tarih: string) => uzun.format(noon(tarih)),
      gunAy: (tarih: string) => gunAy.format(noon(tarih)),
      yuzde: (oran: number) => yuzde.format(oran),
      sayi: (n: number) => sayi.format(n),
      /** 12500 lira → '12,5 B' (chart axis) */
      kompakt: (n: number) => kompakt.format(n),
    };
  }, [lang, saatDilimi]);
}

/** Minutes → '3 sa 20 dk' in the user's language. */
export function sureMetni(dk: number, t: Tx): string {
  const saat = Math.floor(dk / 60);
  const dakika = dk % 60;
  if (saat === 0) return t('randevu.dashboard.sure.dk', { dk: dakika });
  return dakika === 0 ? t('randevu.dashboard.sure.sa', { sa: saat }) : t('randevu.dashboard.sure.saDk', { sa: saat, dk: dakika });
}
