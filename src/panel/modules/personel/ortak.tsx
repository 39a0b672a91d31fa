import { useStore } from '@nanostores/react';
import { hataAnahtari } from '@lib/schemas/personel';
import { $lang } from '@stores/language';
import { useT } from '@panel/hooks';
import '@styles/personel.css';

/** Small shared pieces of the staff screens: the register, the appointment staff, hours, leave and tasks. */

export type Tx = (key: string, params?: Record<string, string | number>) => string;

/** The translate function for keys built at run time ('personel.unvan.' + id, 'personel.gun.' + n). */
export function useTx(): Tx {
  return useT() as unknown as Tx;
}

export { hataMetni } from '@api/client';

/** A schema issue message ('key' or 'key|gun') in the user's language. */
export function sorunMetni(message: string | undefined, t: Tx): string {
  const { anahtar, gun } = hataAnahtari(message ?? 'error.invalidInput');
  const key = anahtar.includes(' ') ? 'error.invalidInput' : anahtar;
  return t(key, { gun: gun === null ? '' : t(`personel.gun.${gun}`) });
}

/** Formats instants in the venue's zone in the user's language. */
export function useZamanBicimi(saatDilimi: string) {
  const lang = useStore($lang);
  const locale = lang === 'tr' ? 'tr-TR' : lang;
  const safe = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: saatDilimi });
    } catch {
      return new Intl.DateTimeFormat(locale, options);
    }
  };
  const gun = safe({ day: 'numeric', month: 'short', year: 'numeric', weekday: 'short' });
  const saat = safe({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return {
    gun: (iso: string) => gun.format(new Date(iso)),
    saat: (iso: string) => saat.format(new Date(iso)),
  };
}

/** 'YYYY-MM-DD' (a calendar day, no zone) → short local text. */
export function gunMetni(tarih: string, lang: string): string {
  const [y, m, d] = tarih.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
