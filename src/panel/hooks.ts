import { useStore } from '@nanostores/react';
import { $t } from '@stores/language';

/** The current translate function; re-renders when the language changes. */
export function useT() {
  return useStore($t);
}
