import { useT } from '@panel/hooks';
import '@styles/personel.css';

/** Small shared pieces of the staff register screen. */

export type Tx = (key: string, params?: Record<string, string | number>) => string;

/** The translate function for keys built at run time ('personel.unvan.' + id). */
export function useTx(): Tx {
  return useT() as unknown as Tx;
}

/** 'YYYY-MM-DD' (a calendar day, no zone) → short local text. */
export function gunMetni(tarih: string, lang: string): string {
  const [y, m, d] = tarih.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
