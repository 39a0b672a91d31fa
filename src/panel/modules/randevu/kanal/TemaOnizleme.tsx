import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DE, EN, RU } from '@widgets/booking/diller';
import { temaCss, temaRenkleri } from '@lib/randevu/tema-renk';
import { CSS as WIDGET_CSS } from '@widgets/booking/styles';
import { fill, TR_METIN, type Metinler } from '@widgets/booking/texts';
import type { Lang } from '@lib/i18n/languages';
import { formatKurus } from '@lib/para';
import { bookingSayfaCss, sayfaBasligi } from '@lib/randevu/ozet-sayfa-css';
import type { Tema, TemaVerisi } from '@lib/schemas/randevu/tema';
import { $lang } from '@stores/language';
import { useStil } from '@panel/ui/stil';
import { useTx } from '../ortak';

const WIDGET: Record<Lang, Metinler> = { tr: TR_METIN, en: EN, de: DE, ru: RU };
const GENISLIK = { telefon: 375, masaustu: 1024 } as const;
type Cihaz = keyof typeof GENISLIK;
const ISKELET = '<!doctype html><html lang="tr"><head><meta charset="utf-8"></head><body></body></html>';

/** The booking flow's first step in its own shadow root, with the widget's real CSS and theme colours. */
function WidgetAdimi({ tema, hizmetler, w }: { tema: Tema; hizmetler: TemaVerisi['hizmetler']; w: Metinler }) {
  const ref = useRef<HTMLDivElement>(null);
  const [kok, setKok] = useState<ShadowRoot | null>(null);
  useEffect(() => {
    if (ref.current) setKok(ref.current.shadowRoot ?? ref.current.attachShadow({ mode: 'open' }));
  }, []);
  useStil(kok, WIDGET_CSS + temaCss(tema));
  const liste = hizmetler.length > 0 ? hizmetler : null;
  return (
    <div ref={ref}>
      {kok && createPortal(
        <>
          <div className="w">
            <section className="adim">
              <div className="ust"><span className="m">{fill(w.step, { n: 1 })}</span></div>
              <h2>{w.services}</h2>
              {liste ? (
                <ul className="sec">
                  {liste.map((h, i) => (
                    <li key={h.id}>
                      <label className="kart">
                        <input type="checkbox" checked={i === 0} readOnly tabIndex={-1} />
                        <span className="ad">{h.ad}</span>
                        <span className="m">{h.sureDk} {w.min} · {formatKurus(h.fiyatKurus)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : <p className="m">…</p>}
              <div className="alt"><button type="button" className="ana" tabIndex={-1}>{w.next}</button></div>
            </section>
          </div>
        </>,
        kok,
      )}
    </div>
  );
}

/** The public page's body (src/layouts/BookingLayout.astro + widgets/booking/BookingShell.astro) for a theme. */
function Sayfa({ tema, isletmeAd, hizmetler, lang }: { tema: Tema; isletmeAd: string; hizmetler: TemaVerisi['hizmetler']; lang: Lang }) {
  const t = useTx();
  const ust = sayfaBasligi(tema, isletmeAd);
  const { texts, infoCards: kart } = tema;
  const altBaslik = texts.welcome || texts.subtitle;
  const saatler = kart.workingHours.hours;
  const kartlar: ReactNode[] = [];
  if (saatler.length > 0) {
    kartlar.push(<section key="s"><h2>{kart.workingHours.title || t('randevu.tema.onizleme.saatler')}</h2><ul>{saatler.map((s, i) => <li key={i}>{s.days}: {s.time}</li>)}</ul></section>);
  }
  if (kart.address.text) kartlar.push(<section key="a"><h2>{kart.address.title || t('randevu.tema.onizleme.adres')}</h2><p>{kart.address.text}</p></section>);
  if (kart.phone.text) kartlar.push(<section key="p"><h2>{kart.phone.title || t('randevu.tema.onizleme.telefon')}</h2><p>{kart.phone.text}</p></section>);
  return (
    <>
      <header className="top">
        <div className="wrap">
          <div className="kim">
            {ust.logo && <img className="logo" src={ust.logo} alt="" height={40} />}
            <span className="brand">{ust.baslik}</span>
          </div>
          <nav className="langs">
            {(['tr', 'en', 'de', 'ru'] as const).map((code) => <a key={code} aria-current={code === lang ? 'true' : undefined}>{code.toUpperCase()}</a>)}
          </nav>
        </div>
      </header>
      <main>
        <div className="wrap">
          <h1>{t('randevu.tema.onizleme.yeni')}</h1>
          {altBaslik && <p className="alt-baslik">{altBaslik}</p>}
          <div className="kutu"><WidgetAdimi tema={tema} hizmetler={hizmetler} w={WIDGET[lang]} /></div>
          <p className="gecis"><a>{t('randevu.tema.onizleme.sorgula')}</a></p>
          {kartlar.length > 0 && <div className="bilgi">{kartlar}</div>}
        </div>
      </main>
    </>
  );
}

/**
 * Live preview of the public booking page in an inert same-origin frame (the page's CSS needs a document of its
 * own), at phone or desktop width, scaled to the column; it follows every keystroke.
 */
export function TemaOnizleme({ tema, isletmeAd, hizmetler }: { tema: Tema; isletmeAd: string; hizmetler: TemaVerisi['hizmetler'] }) {
  const t = useTx();
  const lang = useStore($lang);
  const [cihaz, setCihaz] = useState<Cihaz>('telefon');
  const [govde, setGovde] = useState<HTMLElement | null>(null);
  const [yukseklik, setYukseklik] = useState(800);
  const [alan, setAlan] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const kutu = useRef<HTMLDivElement>(null);

  // the frame's content height (so the frame never scrolls itself) and the column width (for the scale)
  useEffect(() => {
    const win = frame.current?.contentWindow as (Window & typeof globalThis) | null | undefined;
    if (!govde || !win) return;
    const olc = new win.ResizeObserver(() => setYukseklik(Math.ceil(govde.ownerDocument.documentElement.scrollHeight)));
    olc.observe(govde);
    return () => olc.disconnect();
  }, [govde]);
  useEffect(() => {
    if (govde) govde.ownerDocument.documentElement.lang = lang;
  }, [govde, lang]);
  useEffect(() => {
    const el = kutu.current;
    if (!el) return;
    const olc = new ResizeObserver(() => setAlan(el.clientWidth));
    olc.observe(el);
    return () => olc.disconnect();
  }, []);

  useStil(govde?.ownerDocument, bookingSayfaCss(temaRenkleri(tema)));
  const genislik = GENISLIK[cihaz];
  const olcek = alan > 0 ? Math.min(1, alan / genislik) : 1;
  return (
    <section className="card ro-onizleme" aria-labelledby="ro-onizleme">
      <div className="ro-kart-bas">
        <h2 id="ro-onizleme" className="ro-h2">{t('randevu.tema.onizleme.title')}</h2>
        <div className="ro-segment" role="group" aria-label={t('randevu.tema.onizleme.cihaz')}>
          {(['telefon', 'masaustu'] as const).map((c) => (
            <button key={c} type="button" className="btn btn-small" aria-pressed={cihaz === c} onClick={() => setCihaz(c)} data-testid={`ro-cihaz-${c}`}>{t(`randevu.tema.onizleme.c.${c}`)}</button>
          ))}
        </div>
      </div>
      <p className="muted ro-kucuk">{t('randevu.tema.onizleme.ipucu')}</p>
      <div ref={kutu} className="ro-onizleme-alan" tabIndex={0} role="region" aria-label={t('randevu.tema.onizleme.alan')}>
        <div style={{ width: genislik * olcek, height: yukseklik * olcek, margin: '0 auto' }}>
          <iframe ref={frame} title={t('randevu.tema.onizleme.title')} srcDoc={ISKELET} inert data-testid="ro-onizleme-frame"
            style={{ width: genislik, height: yukseklik, transform: `scale(${olcek})`, transformOrigin: '0 0' }}
            onLoad={() => setGovde(frame.current?.contentDocument?.body ?? null)} />
        </div>
      </div>
      {govde && createPortal(<Sayfa tema={tema} isletmeAd={isletmeAd} hizmetler={hizmetler} lang={lang} />, govde)}
    </section>
  );
}
