import type { Lang } from '../i18n/languages';
import { katla } from '../search';
import { gunMetni } from './bicim';

/**
 * Turkish weekday names a venue types in free text (opening hours 'Pazartesi-Cuma', 'Cmt, Paz'), folded, by the weekday
 * they name (Sunday = 0, SPEC §9); short forms read as short names.
 */
const TURKCE_GUNLER: Readonly<Record<string, readonly [number, 'long' | 'short']>> = {
  pazar: [0, 'long'], pazartesi: [1, 'long'], sali: [2, 'long'], carsamba: [3, 'long'], persembe: [4, 'long'], cuma: [5, 'long'], cumartesi: [6, 'long'],
  paz: [0, 'short'], pzt: [1, 'short'], pts: [1, 'short'], sal: [2, 'short'], car: [3, 'short'], crs: [3, 'short'], per: [4, 'short'], prs: [4, 'short'],
  cum: [5, 'short'], cmt: [6, 'short'],
};

// a Sunday at noon UTC; + n days is weekday n
const PAZAR = Date.UTC(2024, 0, 7);
const gunAdi = (gun: number, lang: Lang, uzunluk: 'long' | 'short') =>
  gunMetni(new Date(PAZAR + gun * 86_400_000).toISOString().slice(0, 10), lang, { weekday: uzunluk });

/**
 * The Turkish weekday names in a venue's free text in the reader's language ('Pazartesi-Cuma' → 'Monday-Friday'); every
 * other character stays as typed, and Turkish text is returned untouched.
 */
export function gunAdlariniCevir(metin: string, lang: Lang): string {
  if (lang === 'tr') return metin;
  return metin.replace(/\p{L}+/gu, (kelime) => {
    const gun = TURKCE_GUNLER[katla(kelime)];
    if (!gun) return kelime;
    const ad = gunAdi(gun[0], lang, gun[1]);
    // the case of the word's first letter, whatever the language writes its names in ('понедельник' → 'Понедельник')
    const buyuk = kelime[0] !== kelime[0]!.toLocaleLowerCase('tr');
    return buyuk ? ad[0]!.toLocaleUpperCase(lang) + ad.slice(1) : ad;
  });
}
