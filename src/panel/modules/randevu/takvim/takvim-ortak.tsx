import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ApiCallError } from '@api/client';
import type { Lang } from '@lib/i18n/languages';
import { metin } from '@lib/menu/text';
import type { Durum } from '@lib/randevu/takvim-durum';
import { yerelTarih } from '@lib/randevu/takvim-zaman';
import { $lang } from '@stores/language';
import { useT } from '@panel/hooks';
import type { Kalem, Randevu } from '@api/randevu/takvim';
import '@styles/randevu-takvim.css';

const LOCALE: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB', de: 'de-DE', ru: 'ru-RU' };

/** Time/date formatters in the venue's zone and the user's language. */
export function useBicim(tz: string) {
  const lang = useStore($lang);
  const locale = LOCALE[lang];
  const saatF = new Intl.DateTimeFormat(locale, { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const gunF = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const kisaGunF = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
  const tarihUtc = (tarih: string) => new Date(`${tarih}T00:00:00Z`);
  return {
    lang,
    saat: (iso: string | number) => saatF.format(new Date(iso)),
    aralik: (r: { baslangic: string; bitis: string }) => `${saatF.format(new Date(r.baslangic))}–${saatF.format(new Date(r.bitis))}`,
    gun: (tarih: string) => gunF.format(tarihUtc(tarih)),
    kisaGun: (tarih: string) => kisaGunF.format(tarihUtc(tarih)),
    hizmetler: (kalemler: Kalem[]) => kalemler.map((k) => metin(k.ad, lang)).join(', '),
    /** local date 'YYYY-MM-DD' of an instant in the venue's zone */
    gunTarihi: (iso: string | number) => yerelTarih(typeof iso === 'number' ? iso : Date.parse(iso), tz),
  };
}

/** Re-renders every minute (now-line, "started" checks). */
export function useSimdi(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** True below the SPEC mobile breakpoint (768 px). */
export function useTelefon(): boolean {
  const query = '(max-width: 767.98px)';
  const [telefon, setTelefon] = useState(() => typeof matchMedia !== 'undefined' && matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const on = () => setTelefon(list.matches);
    list.addEventListener('change', on);
    return () => list.removeEventListener('change', on);
  }, []);
  return telefon;
}

export const DURUM_ISARET: Record<Durum, string> = { beklemede: '⏳', onaylandi: '✓', tamamlandi: '✔', gelmedi: '✗', iptal: '⊘' };

/** Status as colour + symbol + text (never colour alone). */
export function DurumRozeti({ durum, kucuk }: { durum: Durum; kucuk?: boolean }) {
  const t = useT();
  return (
    <span className={`rt-durum rt-durum-${durum}${kucuk ? ' rt-durum-kucuk' : ''}`} data-durum={durum}>
      <span aria-hidden="true">{DURUM_ISARET[durum]}</span> {t(`randevu.takvim.durum.${durum}`)}
    </span>
  );
}

export { hataMetni } from '@api/client';

export const hataKodu = (error: unknown): string => (error instanceof ApiCallError ? error.errorCode : '');

/** Which appointments to draw: cancelled ones only on request. */
export const gorunurMu = (r: Randevu, iptalleriGoster: boolean) => iptalleriGoster || r.durum !== 'iptal';

/** '#rrggbb' mixed with white (`alpha` of the colour): an opaque tint, so grid lines don't show through blocks. */
export function renkTonu(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  const kanal = (i: number) => Math.round(255 - alpha * (255 - parseInt(m ? m[i]! : ['', '6d', '28', 'd9'][i]!, 16)));
  return `rgb(${kanal(1)}, ${kanal(2)}, ${kanal(3)})`;
}
