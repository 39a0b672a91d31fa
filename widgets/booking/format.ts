import type { Lang } from '@lib/i18n/languages';

const YEREL: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB', de: 'de-DE', ru: 'ru-RU' };
export const GUN_MS = 86_400_000;

const fmt = (lang: Lang, timeZone: string, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(YEREL[lang], { timeZone, ...o });

/** 10:30 in the venue zone. */
export const saat = (ms: number, tz: string, lang: Lang) => fmt(lang, tz, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);

/** "Salı 14 Ocak 2026, 10:30" in the venue zone. */
export const tarihSaat = (ms: number, tz: string, lang: Lang) =>
  `${fmt(lang, tz, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(ms)}, ${saat(ms, tz, lang)}`;

/** 'YYYY-MM-DD' (a calendar day) → label; the day is read at UTC noon in UTC so no zone can shift it. */
export const gunAdi = (gun: string, lang: Lang, o: Intl.DateTimeFormatOptions) => fmt(lang, 'UTC', o).format(Date.parse(`${gun}T12:00:00Z`));

/** Today's date in the venue zone (en-US writes M/D/YYYY), then `ileriGun` more days (the API's horizon is inclusive). */
export function gunler(tz: string, ileriGun: number, simdi = Date.now()): string[] {
  const [ay, gun, yil] = new Intl.DateTimeFormat('en-US', { timeZone: tz }).format(simdi).split('/').map(Number);
  const bugun = Date.UTC(yil!, ay! - 1, gun);
  return Array.from({ length: Math.max(0, Math.min(ileriGun, 366)) + 1 }, (_, i) => new Date(bugun + i * GUN_MS).toISOString().slice(0, 10));
}

export const haftaGunu = (gun: string) => new Date(`${gun}T12:00:00Z`).getUTCDay();

const TL = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 });
/** Integer kuruş → '1.234,50 ₺' (same output as src/lib/menu/money.ts). */
export const tl = (kurus: number) => `${TL.format(Math.round(kurus) / 100)} ₺`;

/** '0555 111 22 33', '+90 555…', '555…' → valid Turkish number? (the API normalizes; same rule as schemas/randevu/telefon.ts) */
export const telefonGecerli = (text: string) => /^(?:\+90|0090|90|0)?[2-5]\d{9}$/.test(text.replace(/[\s().-]/g, ''));

const icsZaman = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
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
