import { kalanSure } from '../../src/lib/menu/campaign';
import type { WidgetTexts } from './texts';

/** '2 h 15 min' / '3 d 4 h' / '1 min' (never 0: the last minute still counts). */
export function sureMetni(ms: number, t: Pick<WidgetTexts, 'days' | 'hours' | 'minutes'>): string {
  const { gun, saat, dakika } = kalanSure(ms);
  if (gun > 0) return `${gun} ${t.days} ${saat} ${t.hours}`;
  if (saat > 0) return `${saat} ${t.hours} ${dakika} ${t.minutes}`;
  return `${Math.max(1, dakika)} ${t.minutes}`;
}
