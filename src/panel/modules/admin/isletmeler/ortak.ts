import { useT } from '@panel/hooks';
import '@lib/i18n/admin';
import '@styles/admin-isletmeler.css';

/** Small shared pieces of the admin venues screen. */
export type Tx = (key: string, params?: Record<string, string | number>) => string;

/** The translate function for keys built at run time ('admin.isletme.durum.' + state). */
export function useTx(): Tx {
  return useT() as unknown as Tx;
}

const dil = (lang: string) => (lang === 'tr' ? 'tr-TR' : lang);

/** 'YYYY-MM-DD' (a calendar day, no zone) → '1 Kas 2026'. */
export function gunMetni(gun: string, lang: string): string {
  return new Intl.DateTimeFormat(dil(lang), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${gun}T00:00:00Z`));
}

/** An instant → '26 Kas 2026 14:05' in the platform's zone. */
export function zamanMetni(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(dil(lang), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' }).format(new Date(iso));
}
