import { useId, useState } from 'react';
import { api, hataMetni } from '@api/client';
import type { Lang } from '@lib/i18n/languages';
import { parseLira } from '@lib/menu/money';
import { type MusteriSonucu } from '@lib/schemas/randevu/hizmet';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { useT } from '@panel/hooks';
import { useGecikmeliArama } from '@panel/useGecikmeliArama';
import type { AlanIsareti } from '@panel/ui/useAlanHatalari';

import '@styles/randevu-hizmet.css';

/** Shared bits of the services and packages screens. */

export const HIZMET_KEY = 'isletme:randevutakip:hizmetler';
export const PAKET_KEY = 'isletme:randevutakip:hizmet-paketleri';
export const API = '/isletme/randevu';
export { hataMetni, parseLira };

type T = ReturnType<typeof useT>;

const YERELLER: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB', de: 'de-DE', ru: 'ru-RU' };

/** 'YYYY-MM-DD' (a calendar day) → '12 Mar 2026' in the user's language, without any zone shift. */
export function gunGoster(tarih: string, lang: Lang): string {
  const ms = Date.parse(`${tarih}T00:00:00Z`);
  return Number.isNaN(ms) ? tarih : new Intl.DateTimeFormat(YERELLER[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}

/** An instant → its date in the user's language. */
export function anGoster(iso: string, lang: Lang): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Intl.DateTimeFormat(YERELLER[lang], { dateStyle: 'medium' }).format(ms);
}

/** 45 → '45 dk', 90 → '1 sa 30 dk', 120 → '2 sa'. */
export function sureMetni(dk: number, t: T): string {
  const saat = Math.floor(dk / 60);
  const kalan = dk % 60;
  if (saat === 0) return t('randevu.hizmet.dk', { sayi: dk });
  return kalan === 0 ? t('randevu.hizmet.saat', { saat }) : t('randevu.hizmet.saatDk', { saat, dk: kalan });
}

/**
 * Customer picker: type a name or phone digits, pick from up to 20 of the venue's customers
 * (GET /paketler/musteri-ara). Results are plain buttons, so keyboard and screen readers need nothing special.
 */
/** `adres`: the search call of the screen's own module (each module's key guards its own search). */
export function MusteriArama({ label, onSec, autoFocus, testId, isaret, adres = `${API}/paketler/musteri-ara` }: { label: string; onSec: (musteri: MusteriSonucu) => void; autoFocus?: boolean; testId: string; isaret?: AlanIsareti; adres?: string }) {
  const t = useT();
  const id = useId();
  const [q, setQ] = useState('');
  const { sonuc, hata } = useGecikmeliArama(q, (text) => api.get<MusteriSonucu[]>(`${adres}?q=${encodeURIComponent(text)}`));
  return (
    <div className="rh-musteri-ara">
      <label className="field"><span>{label}</span>
        <input className="input" type="search" value={q} autoComplete="off" placeholder={t('randevu.hizmet.satis.musteriAra')} autoFocus={autoFocus}
          {...isaret} aria-describedby={[isaret?.['aria-describedby'], `${id}-durum`].filter(Boolean).join(' ')} onChange={(event) => setQ(event.target.value)} data-testid={testId} />
      </label>
      <p id={`${id}-durum`} className="muted rh-small" aria-live="polite">
        {hata ?? (sonuc === null ? t('randevu.hizmet.satis.musteriHint') : sonuc.length === 0 ? t('randevu.hizmet.satis.sonucYok') : t('randevu.hizmet.satis.sonucSayisi', { sayi: sonuc.length }))}
      </p>
      {sonuc && sonuc.length > 0 && (
        <ul className="rh-sonuclar">
          {sonuc.map((m) => (
            <li key={m.id}>
              <button type="button" className="rh-sonuc" onClick={() => onSec(m)} data-testid={`${testId}-sonuc-${m.id}`}>
                <strong>{m.adSoyad}</strong>
                <span className="muted">{telefonGoster(m.telefon)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
