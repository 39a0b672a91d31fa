/** @jsxImportSource preact */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Lang } from '../../src/lib/i18n/languages';
import { apiOlustur, type Kanal, type Olusan } from './api';
import { Flow } from './Flow';
import { Lookup } from './Lookup';
import { renkCss } from '@lib/randevu/tema-renk';
import { CSS } from './styles';
import { TR_METIN, type Metinler } from './texts';

export interface Ayar {
  origin: string;
  firmaKey: string;
  lang: Lang;
  gorunum: 'yeni' | 'sorgula';
  kaynak: 'online' | 'widget';
  /** the page shows the venue name in its own heading */
  baslikYok: boolean;
  link: string | null;
  onOlustu: (o: Olusan) => void;
}

/** booking-{lang}.js from the widget's origin (a script: static files have no CORS); a failure keeps the Turkish words. */
function metinYukle(origin: string, lang: Lang): Promise<Metinler> {
  const hazir = () => (window as { IsletmeRandevuMetin?: Partial<Record<Lang, Partial<Metinler>>> }).IsletmeRandevuMetin?.[lang];
  return new Promise((resolve) => {
    const bitti = () => resolve({ ...TR_METIN, ...hazir() });
    if (lang === 'tr' || hazir()) return bitti();
    const etiket = document.createElement('script');
    etiket.src = `${origin}/widgets/booking-${lang}.js`;
    etiket.async = true;
    etiket.onload = etiket.onerror = bitti;
    document.head.appendChild(etiket);
  });
}

/** Loads the channel (with its theme and closed days) and the words, then shows the booking flow or the lookup. */
export function App({ ayar }: { ayar: Ayar }) {
  const api = useMemo(() => apiOlustur(ayar.origin, ayar.firmaKey, ayar.lang), []);
  // undefined = loading; a string = the error to show
  const [kanal, setKanal] = useState<Kanal | string | undefined>(undefined);
  const [t, setT] = useState<Metinler | null>(ayar.lang === 'tr' ? TR_METIN : null);

  const yukle = () => {
    setKanal(undefined);
    void api<Kanal>('kanal').then((y) => setKanal(y.ok && y.data ? y.data : (y.errorDetail ?? '')));
  };
  useEffect(() => {
    yukle();
    if (!t) void metinYukle(ayar.origin, ayar.lang).then(setT);
  }, []);

  const hazir = typeof kanal === 'object' && t;
  return (
    <>
      <style>{CSS + (typeof kanal === 'object' ? renkCss(kanal.renkler) : '')}</style>
      <div class="w" lang={ayar.lang} aria-busy={!hazir}>
        {!ayar.baslikYok && hazir && <p class="ven">{kanal.isletme.ad}</p>}
        {(kanal === undefined || !t) && <p class="m yk" role="status">{t?.loading ?? '…'}</p>}
        {typeof kanal === 'string' && t && (
          <div role="alert" class="yk">
            <p>{kanal || t.failed}</p>
            <button type="button" onClick={yukle}>{t.retry}</button>
          </div>
        )}
        {hazir && ayar.gorunum === 'yeni' && <Flow kanal={kanal} api={api} t={t} lang={ayar.lang} kapali={kanal.closedWeekdays} origin={ayar.origin} kaynak={ayar.kaynak} onOlustu={ayar.onOlustu} />}
        {hazir && ayar.gorunum === 'sorgula' && <Lookup kanal={kanal} api={api} t={t} lang={ayar.lang} kapali={kanal.closedWeekdays} link={ayar.link} />}
      </div>
    </>
  );
}
