import { useT } from '../hooks';

/** A translate function that takes any key: for keys built at run time ('common.birim.' + unit). */
export type Tx = (key: string, params?: Record<string, string | number>) => string;

/** The current translate function (as useT) for keys built at run time; re-renders when the language changes. */
export function useTx(): Tx {
  return useT() as unknown as Tx;
}
