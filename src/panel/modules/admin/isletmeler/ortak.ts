import { useT } from '@panel/hooks';
import '@lib/i18n/admin';
import '@styles/admin-isletmeler.css';

/** Small shared pieces of the admin venues screen. */
export type Tx = (key: string, params?: Record<string, string | number>) => string;

/** The translate function for keys built at run time ('adminIsletme.durum.' + state). */
export function useTx(): Tx {
  return useT() as unknown as Tx;
}
