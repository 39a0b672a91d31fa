import { useEffect, useState } from 'react';
import { ApiCallError } from '@api/client';
import { metin } from '@lib/menu/text';
import type { Durum } from '@lib/randevu/takvim-durum';
import { yerelTarih } from '@lib/randevu/takvim-zaman';
import { useT } from '@panel/hooks';
import { useZaman } from '@panel/ui/useZaman';
import type { KalemGorunumu, TakvimRandevusu } from '@lib/schemas/randevu/takvim';
import '@styles/randevu-takvim.css';

/** The calendar's names for the panel's formatters: times in the venue's zone, days in the user's language. */
export function useBicim(tz: string) {
  const zaman = useZaman(tz);
  const { lang, saat } = zaman;
  return {
    lang,
    saat,
    aralik: (r: { baslangic: string; bitis: string }) => `${saat(r.baslangic)}–${saat(r.bitis)}`,
    gun: (tarih: string) => zaman.gun(tarih, 'uzun'),
    kisaGun: (tarih: string) => zaman.gun(tarih, 'haftaGunAy'),
    hizmetler: (kalemler: KalemGorunumu[]) => kalemler.map((k) => metin(k.ad, lang)).join(', '),
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
export const gorunurMu = (r: TakvimRandevusu, iptalleriGoster: boolean) => iptalleriGoster || r.durum !== 'iptal';

/** '#rrggbb' mixed with white (`alpha` of the colour): an opaque tint, so grid lines don't show through blocks. */
export function renkTonu(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  const kanal = (i: number) => Math.round(255 - alpha * (255 - parseInt(m ? m[i]! : ['', '6d', '28', 'd9'][i]!, 16)));
  return `rgb(${kanal(1)}, ${kanal(2)}, ${kanal(3)})`;
}
