import type { Lang } from '@lib/i18n/languages';
import { formatKurus } from '@lib/para';
import { anMetni } from '@lib/zaman/bicim';
import { GUN_MS } from '@lib/zaman/dilim';

/** 10:30 in the venue zone. */
export const saat = (an: string | number, tz: string, lang: Lang) => anMetni(an, lang, tz, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 'YYYY-MM-DD' (a calendar day) → label; read at UTC noon in UTC so no zone can shift it. */
export const gunAdi = (gun: string, lang: Lang, stil: Intl.DateTimeFormatOptions) => anMetni(`${gun}T12:00:00Z`, lang, 'UTC', stil);

/** "Salı 14 Ocak 2026, 10:30" in the venue zone. */
export const tarihSaat = (an: string | number, tz: string, lang: Lang) => `${anMetni(an, lang, tz, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, ${saat(an, tz, lang)}`;

/** Today's date in the venue zone (en-GB's date is DD/MM/YYYY), then `ileriGun` more days (the API's horizon is inclusive). */
export function gunler(tz: string, ileriGun: number, simdi = Date.now()): string[] {
  // 'DD/MM/YYYY' → 'YYYY-MM-DD', which Date reads as UTC midnight
  const bugun = Date.parse(anMetni(simdi, 'en', tz, {}).split('/').reverse().join('-'));
  return Array.from({ length: Math.max(0, Math.min(ileriGun, 366)) + 1 }, (_, i) => new Date(bugun + i * GUN_MS).toISOString().slice(0, 10));
}

export const haftaGunu = (gun: string) => new Date(`${gun}T12:00:00Z`).getUTCDay();

/** Integer kuruş → '1.234,50 ₺', as every guest page writes it (the widget calls formatKurus itself). */
export const tl: (kurus: number) => string = formatKurus;

/** '0555 111 22 33', '+90 555…', '555…' → valid Turkish number? (the API normalizes; same rule as schemas/randevu/telefon.ts) */
export const telefonGecerli = (text: string) => /^(?:\+90|0090|90|0)?[2-5]\d{9}$/.test(text.replace(/[\s().-]/g, ''));

const icsZaman = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d+/g, '');
const icsMetin = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** A one-event calendar file; times in UTC, UID from the booking code. */
export function ics(o: { kod: string; baslangic: string; bitis: string; baslik: string; aciklama: string; url: string; host: string }): string {
  return [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//IsletmePro//Randevu//TR', 'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${o.kod}@${o.host}`,
    `DTSTAMP:${icsZaman(new Date().toISOString())}`,
    `DTSTART:${icsZaman(o.baslangic)}`,
    `DTEND:${icsZaman(o.bitis)}`,
    `SUMMARY:${icsMetin(o.baslik)}`,
    `DESCRIPTION:${icsMetin(o.aciklama)}`,
    `URL:${o.url}`,
    'END:VEVENT', 'END:VCALENDAR', '',
  ].join('\r\n');
}
