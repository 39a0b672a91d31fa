import { wallToEpoch } from '@lib/menu/campaign';

export const VENUE_ZONE = 'Europe/Istanbul';

/** ISO instant → 'YYYY-MM-DDTHH:MM' wall clock in the venue zone (value of a datetime-local input). */
export function isoToLocalInput(iso: string, timeZone = VENUE_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** 'YYYY-MM-DDTHH:MM' typed as venue wall-clock time → ISO UTC instant; null when not a date. */
export function localInputToIso(text: string, timeZone = VENUE_ZONE): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, m, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const epoch = wallToEpoch(Date.UTC(y, m - 1, d), h * 60 + mi, timeZone);
  return Number.isFinite(epoch) ? new Date(epoch).toISOString() : null;
}

/** Short date-time in the venue zone for lists. */
export function kisaZaman(iso: string, timeZone = VENUE_ZONE): string {
  return new Date(iso).toLocaleString('tr-TR', { timeZone, dateStyle: 'short', timeStyle: 'short' });
}
