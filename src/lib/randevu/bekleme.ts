import type { Lang } from '../i18n/languages';

/** Waitlist: the offer link's purpose, the offer message and the window rules. Pure, runs everywhere. */

/** Purpose of a waitlist offer's link (single-purpose: the manage and confirm links are others). */
export const TEKLIF_AMACI = 'randevu-bekleme-teklif';

export const TEKLIF_DK_VARSAYILAN = 30;
export const TEKLIF_DK_ARALIGI = [5, 1440] as const;

export const BEKLEME_DURUMLARI = ['bekliyor', 'teklif', 'randevu', 'suresi_doldu', 'kaldirildi'] as const;
export type BeklemeDurumu = (typeof BEKLEME_DURUMLARI)[number];

/** 'HH:MM' → minutes after midnight. */
export const saatDakika = (saat: string) => Number(saat.slice(0, 2)) * 60 + Number(saat.slice(3, 5));

/** A start fits an entry's window when it starts inside it and the service ends by its end (minutes after midnight). */
export function penceredeMi(baslangicDk: number, sureDk: number, pencereBas: string, pencereBit: string): boolean {
  return baslangicDk >= saatDakika(pencereBas) && baslangicDk + sureDk <= saatDakika(pencereBit);
}

export type TeklifYerTutucu = 'ad' | 'isletme' | 'hizmet' | 'tarih' | 'saat' | 'son' | 'link';

/** The offer message in the customer's language. */
export const TEKLIF_METNI: Record<Lang, string> = {
  tr: 'Merhaba {ad}, {isletme} bekleme listenizdeki {hizmet} için {tarih} {saat} boşaldı. {son} saatine kadar tek dokunuşla almak için: {link}',
  en: 'Hello {ad}, a {hizmet} slot at {isletme} opened on {tarih} at {saat} (you are on the waitlist). Book it with one tap until {son}: {link}',
  de: 'Hallo {ad}, bei {isletme} ist ein Termin für {hizmet} am {tarih} um {saat} frei geworden (Warteliste). Bis {son} mit einem Tipp buchen: {link}',
  ru: 'Здравствуйте, {ad}! В {isletme} освободилось время для «{hizmet}»: {tarih} в {saat} (вы в листе ожидания). Записаться одним нажатием до {son}: {link}',
};

export function teklifMetni(dil: Lang, degerler: Record<TeklifYerTutucu, string>): string {
  return TEKLIF_METNI[dil].replace(/\{(\w+)\}/g, (butun, ad: string) => (ad in degerler ? degerler[ad as TeklifYerTutucu] : butun));
}
