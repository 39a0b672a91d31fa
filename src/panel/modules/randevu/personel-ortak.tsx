import { useStore } from '@nanostores/react';
import { gorselUrl } from '../../../api/qrmenu';
import { hataAnahtari } from '../../../lib/schemas/randevu-personel';
import { $lang } from '../../../stores/language';
import { useT } from '../../hooks';
import '../../../styles/randevu-personel.css';

/** Small shared pieces of the staff and task screens. */

export type Tx = (key: string, params?: Record<string, string | number>) => string;

/** The translate function for keys built at run time ('rpersonel.gun.' + n). */
export function useTx(): Tx {
  return useT() as unknown as Tx;
}

export { hataMetni } from '../../../api/client';

/** A schema issue message ('key' or 'key|gun') in the user's language. */
export function sorunMetni(message: string | undefined, t: Tx): string {
  const { anahtar, gun } = hataAnahtari(message ?? 'error.invalidInput');
  const key = anahtar.includes(' ') ? 'error.invalidInput' : anahtar;
  return t(key, { gun: gun === null ? '' : t(`rpersonel.gun.${gun}`) });
}

/** Two initials in Turkish casing ('selin aydın' → 'SA'). */
export function basHarfler(ad: string): string {
  const words = ad.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => [...word][0] ?? '').join('').toLocaleUpperCase('tr') || '?';
}

/** Dark or white text, whichever reads better on `hex` (WCAG relative luminance). */
export function yaziRengi(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return (1.05 / (l + 0.05)) >= 4.5 ? '#ffffff' : '#0f172a';
}

/** Photo, or initials on the calendar colour; decorative (the name is always written beside it). */
export function Avatar({ ad, renk, foto, size = 44 }: { ad: string; renk: string; foto: string | null; size?: number }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  if (foto) return <img className="rp-avatar" src={gorselUrl(foto)} alt="" width={size} height={size} style={{ ...style, borderColor: renk }} loading="lazy" />;
  return <span className="rp-avatar" aria-hidden="true" style={{ ...style, background: renk, color: yaziRengi(renk), borderColor: renk }}>{basHarfler(ad)}</span>;
}

/** Formats instants in the venue's zone in the user's language. */
export function useZamanBicimi(saatDilimi: string) {
  const lang = useStore($lang);
  const locale = lang === 'tr' ? 'tr-TR' : lang;
  const safe = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: saatDilimi });
    } catch {
      return new Intl.DateTimeFormat(locale, options);
    }
  };
  const gun = safe({ day: 'numeric', month: 'short', year: 'numeric', weekday: 'short' });
  const saat = safe({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return {
    gun: (iso: string) => gun.format(new Date(iso)),
    saat: (iso: string) => saat.format(new Date(iso)),
  };
}

/** 'YYYY-MM-DD' (a calendar day, no zone) → short local text. */
export function tarihBicimi(tarih: string, lang: string): string {
  const [y, m, d] = tarih.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
