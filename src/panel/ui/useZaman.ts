import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { zamanBicimleri, type ZamanBicimleri } from '@lib/zaman/bicim';
import { $lang } from '@stores/language';
import { $saatDilimi } from '@stores/zaman';

/**
 * Dates, times and durations in the UI language and the selected venue's zone; re-renders when either changes.
 * `saatDilimi`: a zone the screen's own answer names (a report of another venue, the platform's Istanbul).
 */
export function useZaman(saatDilimi?: string): ZamanBicimleri {
  const lang = useStore($lang);
  const venueZone = useStore($saatDilimi);
  const zone = saatDilimi ?? venueZone;
  return useMemo(() => zamanBicimleri(lang, zone), [lang, zone]);
}
