import type { TemaRenkleri } from '@lib/randevu/tema-renk';
import type { Slot } from '../../src/lib/randevu/types';

export type { Slot };

export interface Hizmet { id: number; ad: string; sureDk: number; fiyatKurus: number }
export interface Kanal {
  isletme: { ad: string };
  firmaAdi: string;
  firmaKey: string;
  saatDilimi: string;
  hizmetler: Hizmet[];
  personeller: { id: number; ad: string; hizmetIdler: number[] }[];
  ayarlar: { minOnBildirimDk: number; ileriGun: number; adimDk: number; otomatikOnay: boolean; iptalSaatOnce: number };
  /** SPEC §5 closed weekdays, computed by the API from the channel theme (parseAyarJson) */
  closedWeekdays: number[];
  /** the theme's colours, validated by the API (temaRenkleri) */
  renkler: TemaRenkleri;
}
export interface Olusan { kod: string; durum: string; baslangic: string; bitis: string; personelId: number; toplamKurus: number; yonetimLinki: string }
export interface Randevu {
  kod: string;
  durum: string;
  baslangic: string;
  bitis: string;
  saatDilimi: string;
  toplamKurus: number;
  isletme: { ad: string };
  personel: { id: number; ad: string };
  hizmetler: Hizmet[];
  degisiklikSonZamani: string;
  degistirilebilir: boolean;
  yonetimLinki?: string;
}
/** code + phone, or the encrypted manage link */
export type Erisim = { kod: string; telefon: string } | { link: string };

export interface Yanit<T> {
  ok: boolean;
  data?: T;
  errorCode?: string;
  errorDetail?: string;
  sonrakiSlotlar?: Slot[];
}

/** One public booking call (plain fetch, no credentials: the API allows CORS * without cookies); errorDetail as the API sent it. */
export interface Api {
  <T>(yol: string, govde?: unknown, basliklar?: Record<string, string>): Promise<Yanit<T>>;
}

export function apiOlustur(origin: string, firmaKey: string, lang: string): Api {
  return async <T>(yol: string, govde?: unknown, basliklar?: Record<string, string>): Promise<Yanit<T>> => {
    const ayrac = yol.includes('?') ? '&' : '?';
    try {
      const yanit = await fetch(`${origin}/api/randevu/${encodeURIComponent(firmaKey)}/${yol}${ayrac}lang=${lang}`, {
        method: govde === undefined ? 'GET' : 'POST',
        headers: govde === undefined ? basliklar : { 'Content-Type': 'application/json', ...basliklar },
        body: govde === undefined ? undefined : JSON.stringify(govde),
        credentials: 'omit',
      });
      const json = (await yanit.json()) as Omit<Yanit<T>, 'ok'> & { success?: boolean };
      return { ...json, ok: yanit.ok && json.success === true, errorDetail: json.errorDetail || undefined };
    } catch {
      return { ok: false };
    }
  };
}

/** 32 random hex digits (getRandomValues, unlike randomUUID, also works on a plain-http host page). */
export const anahtarUret = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
