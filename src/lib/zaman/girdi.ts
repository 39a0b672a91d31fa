import { gunMs } from '../randevu/time';
import { bicim, gecerliSaatDilimi, wallToEpoch } from './dilim';

/** The `datetime-local` inputs of a venue's wall-clock time (blog posts, campaigns). */

// a venue row with a zone Intl does not know must not break a page or an export
const bolge = (saatDilimi: string) => (gecerliSaatDilimi(saatDilimi) ? saatDilimi : 'UTC');

/** An instant as a `datetime-local` value in the venue's zone ('2026-11-22T12:00'). */
export function yerelGirdi(iso: string, saatDilimi: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const p: Record<string, string> = {};
  for (const part of bicim(bolge(saatDilimi)).formatToParts(new Date(ms))) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A `datetime-local` value read as the venue's wall-clock time → UTC ISO, or null when it is not a valid time. */
export function yerelGirdidenIso(deger: string, saatDilimi: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/.exec(deger.trim());
  const gun = m ? gunMs(m[1]!) : null;
  if (!m || gun === null) return null;
  return new Date(wallToEpoch(gun, Number(m[2]) * 60 + Number(m[3]), bolge(saatDilimi))).toISOString();
}
