import { kalanSure } from '../../lib/menu/campaign';
import { translate } from '../../lib/i18n/overlays';
import type { Lang } from '../../lib/i18n/languages';
import type { PublicKampanya } from '../../lib/menu/public-types';
import { SAAT, UZUN_YILSIZ, anMetni } from '../../lib/zaman/bicim';
import { bugun } from '../../lib/zaman/dilim';

// Turkish locative suffix after a number, by how its last word sounds: 'bir' → 'de', 'üç' → 'te', 'altı' → 'da'...
const ONES = ['da', 'de', 'de', 'te', 'te', 'te', 'da', 'de', 'de', 'da'];
const TENS = ['da', 'da', 'de', 'da', 'ta', 'de'];

/** '15:00' → "15:00'te", '16:30' → "16:30'da", '00:00' → "00:00'da" (the clock is read as hour, or as its minutes when set). */
export function saatEki(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const n = m ? m : (h ?? 0);
  const suffix = n === 0 ? 'da' : n % 10 !== 0 ? ONES[n % 10]! : TENS[Math.floor(n / 10) % 6]!;
  return `${hhmm}'${suffix}`;
}

/** '2 sa 15 dk' (at most two units; never below 1 minute). */
export function sureMetni(ms: number, lang: Lang): string {
  const { gun, saat, dakika } = kalanSure(Math.max(ms, 60_000));
  const d = (n: number) => translate(lang, 'qrmenu.misafir.unitDay', { n });
  const h = (n: number) => translate(lang, 'qrmenu.misafir.unitHour', { n });
  const m = (n: number) => translate(lang, 'qrmenu.misafir.unitMin', { n });
  if (gun > 0) return saat > 0 ? `${d(gun)} ${h(saat)}` : d(gun);
  if (saat > 0) return dakika > 0 ? `${h(saat)} ${m(dakika)}` : h(saat);
  return m(dakika);
}

/** Wall-clock parts of an instant in the venue's zone. */
function wall(ms: number, timeZone: string, lang: Lang): { day: string; time: string; date: string } {
  return { day: bugun(timeZone, ms), time: anMetni(ms, lang, timeZone, SAAT), date: anMetni(ms, lang, timeZone, UZUN_YILSIZ) };
}

/** "2 sa 15 dk kaldı" for an active campaign, "Yarın 15:00'te başlıyor" for an upcoming one (venue time zone). */
export function kampanyaZamanMetni(kampanya: Pick<PublicKampanya, 'durum' | 'degisimMs'>, nowMs: number, timeZone: string, lang: Lang): string {
  if (kampanya.durum === 'aktif') return translate(lang, 'qrmenu.misafir.remaining', { sure: sureMetni(kampanya.degisimMs - nowMs, lang) });
  const start = wall(kampanya.degisimMs, timeZone, lang);
  const saat = lang === 'tr' ? saatEki(start.time) : start.time;
  if (start.day === wall(nowMs, timeZone, lang).day) return translate(lang, 'qrmenu.misafir.startsToday', { saat });
  if (start.day === wall(nowMs + 86_400_000, timeZone, lang).day) return translate(lang, 'qrmenu.misafir.startsTomorrow', { saat });
  return translate(lang, 'qrmenu.misafir.startsOn', { gun: start.date, saat });
}
