import type { Lang } from '../i18n/languages';
import { GUN_MS, localDay, wallToEpoch } from '../zaman/dilim';

/** Appointment reminders: when one is due, which list group it falls in, and its message text. Pure, runs everywhere. */

export const ZAMANLAMALAR = ['onceki_gun', 'saat_once'] as const;
export type Zamanlama = (typeof ZAMANLAMALAR)[number];
export const SAAT_ONCE_ARALIGI = [1, 72] as const;

export interface HatirlatmaZamani {
  /** onceki_gun: the local day before at `saat`; saat_once: `saatOnce` hours before the start */
  zamanlama: Zamanlama;
  /** 'HH:MM' */
  saat: string;
  saatOnce: number;
}

export const VARSAYILAN_ZAMAN: HatirlatmaZamani = { zamanlama: 'onceki_gun', saat: '10:00', saatOnce: 24 };

const dakika = (saat: string) => Number(saat.slice(0, 2)) * 60 + Number(saat.slice(3, 5));

/** The instant (epoch ms) the reminder of an appointment starting at `baslangicMs` is due, in the venue's zone. */
export function vadeMs(baslangicMs: number, z: HatirlatmaZamani, saatDilimi: string): number {
  if (z.zamanlama === 'saat_once') return baslangicMs - z.saatOnce * 3_600_000;
  // the local calendar day of the start, not its UTC day: 01:00 in Istanbul is still the previous UTC day
  const gun = localDay(baslangicMs, saatDilimi).dayMs;
  return wallToEpoch(gun - GUN_MS, dakika(z.saat), saatDilimi);
}

/** gecikmis: due before today and still ahead; bugun / yarin: due on that local day; null: not on the list. */
export type Grup = 'gecikmis' | 'bugun' | 'yarin';

export interface Pencere {
  /** local midnight of today, tomorrow and the day after, epoch ms */
  bugunMs: number;
  yarinMs: number;
  sonrakiMs: number;
}

export function pencere(nowMs: number, saatDilimi: string): Pencere {
  const gun = localDay(nowMs, saatDilimi).dayMs;
  return { bugunMs: wallToEpoch(gun, 0, saatDilimi), yarinMs: wallToEpoch(gun + GUN_MS, 0, saatDilimi), sonrakiMs: wallToEpoch(gun + 2 * GUN_MS, 0, saatDilimi) };
}

export function grupOf(vade: number, baslangicMs: number, p: Pencere, nowMs: number, bitti: boolean): Grup | null {
  if (vade >= p.sonrakiMs) return null;
  if (vade >= p.yarinMs) return 'yarin';
  if (vade >= p.bugunMs) return 'bugun';
  // an older one matters only while it is still open and the appointment has not started
  return !bitti && baslangicMs > nowMs ? 'gecikmis' : null;
}

/**
 * The range of appointment starts whose reminder can be on the list now: from the earlier of now and today's start
 * (a reminder due today may be for an appointment that already began) to the latest start due before the day after
 * tomorrow (the day before at any hour: the start of the day after tomorrow + 1 day; or N hours later).
 */
export function baslangicAraligi(p: Pencere, nowMs: number, z: HatirlatmaZamani): { basMs: number; bitMs: number } {
  const bitMs = z.zamanlama === 'saat_once' ? p.sonrakiMs + z.saatOnce * 3_600_000 : p.sonrakiMs + GUN_MS + 2 * 3_600_000;
  return { basMs: Math.min(nowMs, p.bugunMs), bitMs };
}

export const YER_TUTUCULAR = ['ad', 'isletme', 'tarih', 'saat', 'hizmet', 'personel', 'onayLinki', 'iptalLinki'] as const;
export type HatirlatmaYerTutucu = (typeof YER_TUTUCULAR)[number];

/** Fills {ad}, {tarih}, … ; an unknown placeholder stays as typed so the venue sees its mistake in the preview. */
export function hatirlatmaDoldur(metin: string, degerler: Record<HatirlatmaYerTutucu, string>): string {
  return metin.replace(/\{(\w+)\}/g, (butun, ad: string) => ((YER_TUTUCULAR as readonly string[]).includes(ad) ? degerler[ad as HatirlatmaYerTutucu] : butun)).trim();
}

/** The built-in message of each language (a venue's text per language replaces it). */
export const VARSAYILAN_METIN: Record<Lang, string> = {
  tr: 'Merhaba {ad}, {tarih} {saat} saatindeki {hizmet} randevunuzu hatırlatırız ({isletme}, {personel}). Onaylamak için: {onayLinki} İptal veya saat değişikliği için: {iptalLinki}',
  en: 'Hello {ad}, a reminder of your {hizmet} appointment on {tarih} at {saat} ({isletme}, {personel}). To confirm: {onayLinki} To cancel or reschedule: {iptalLinki}',
  de: 'Hallo {ad}, wir erinnern an Ihren Termin {hizmet} am {tarih} um {saat} ({isletme}, {personel}). Bestätigen: {onayLinki} Absagen oder verschieben: {iptalLinki}',
  ru: 'Здравствуйте, {ad}! Напоминаем о записи «{hizmet}» {tarih} в {saat} ({isletme}, {personel}). Подтвердить: {onayLinki} Отменить или перенести: {iptalLinki}',
};

export const METIN_MAX = 1000;

/** Purpose of a reminder's confirm link (single-purpose: the manage link and the CRM's booking link are others). */
export const TEYIT_AMACI = 'randevu-teyit';
