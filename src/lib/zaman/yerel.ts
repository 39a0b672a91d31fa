import { gunMs, tarihMetni } from '@lib/randevu/time';
import { bicim, localDay, wallToEpoch } from './dilim';

/** Wall-clock date-times in the venue zone ('YYYY-MM-DDTHH:MM', what a datetime-local input holds) and back. */

/** 'YYYY-MM-DDTHH:MM' (seconds tolerated) → its calendar day and minutes, or null (incl. 2026-02-30, 24:00). */
export function yerelZamanOku(text: string): { gun: string; dakika: number } | null {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(text.trim());
  if (!m || gunMs(m[1]!) === null) return null;
  const saat = Number(m[2]);
  const dakika = Number(m[3]);
  if (saat > 23 || dakika > 59) return null;
  return { gun: m[1]!, dakika: saat * 60 + dakika };
}

/** Wall time in `tz` → UTC ISO instant (a time inside a DST gap moves forward). */
export function yerelZamanIso(text: string, tz: string): string | null {
  const okunan = yerelZamanOku(text);
  if (!okunan) return null;
  return new Date(wallToEpoch(gunMs(okunan.gun)!, okunan.dakika, tz)).toISOString();
}

/** An instant → 'YYYY-MM-DDTHH:MM' wall time in `tz` (what a datetime-local input shows). */
export function isoYerelMetin(iso: string | number, tz: string): string {
  const ms = typeof iso === 'number' ? iso : Date.parse(iso);
  const p: Record<string, string> = {};
  for (const part of bicim(tz).formatToParts(new Date(ms))) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The venue-zone calendar day 'YYYY-MM-DD' of an instant. */
export function yerelGun(iso: string | number, tz: string): string {
  return tarihMetni(localDay(typeof iso === 'number' ? iso : Date.parse(iso), tz).dayMs);
}
