import { localDay } from '../zone';

/** Today's calendar date ('YYYY-MM-DD') in `timeZone` (a venue's day for file names, defaults, due dates); an unknown zone gives the UTC date. */
export function bugun(timeZone: string, now = Date.now()): string {
  try {
    return new Date(localDay(now, timeZone).dayMs).toISOString().slice(0, 10);
  } catch {
    return new Date(now).toISOString().slice(0, 10);
  }
}
