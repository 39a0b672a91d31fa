/** @jsxImportSource preact */
import { render } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { Lang } from '../../src/lib/i18n/languages';
import type { Olusan } from './api';
import { App, type Ayar } from './App';
import { CSS } from './styles';

/**
 * `<script src="https://HOST/widgets/booking.js" data-firma="{FirmaKey}" data-mode="inline|button" async>`:
 * inline renders the booking flow in a shadow root right after the tag, in a box of fixed height that scrolls inside
 * (the height a wrapper holding only the tag reserves, as the README's snippet does, else data-height, else 560 px),
 * so neither loading nor a tall step moves the host page; data-min-height (px) instead grows with the steps (the
 * booking pages). A bare tag that runs after the first paint where the reader sees it shows a floating button instead
 * (a box would move what follows). Button renders a button that opens the flow in a modal dialog.
 * Optional: data-lang (tr|en|de|ru), data-view="sorgula" (lookup).
 * Success dispatches `randevu:created` ({kod, baslangic, bitis}) on the host element; it bubbles to the document.
 */
const BAGLI = 'data-randevu-bagli';
// the button is drawn before the flow's words load
const DUGME: Record<Lang, [string, string]> = { tr: ['Randevu al', 'Kapat'], en: ['Book now', 'Close'], de: ['Termin buchen', 'Schließen'], ru: ['Записаться', 'Закрыть'] };

function Dugme({ ayar }: { ayar: Ayar }) {
  const [acik, setAcik] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const [etiket, kapat] = DUGME[ayar.lang];
  return (
    <>
      <style>{CSS}</style>
      <div class="w b">
        <button type="button" class="ana" aria-haspopup="dialog" onClick={() => {
          setAcik(true);
          ref.current?.showModal();
        }}>{etiket}</button>
        <dialog ref={ref} aria-label={etiket}>
          <div class="kapat"><button type="button" onClick={() => ref.current?.close()}>{kapat}</button></div>
          {acik && <App ayar={ayar} />}
        </dialog>
      </div>
    </>
  );
}

function baslat() {
  document.querySelectorAll<HTMLScriptElement>('script[src*="/widgets/booking.js"]').forEach((etiket) => {
    const d = etiket.dataset;
    // a second copy of this file (several tags) must not mount a tag twice
    if (!d.firma || etiket.hasAttribute(BAGLI) || !document.body?.contains(etiket)) return;
    etiket.setAttribute(BAGLI, '');
    const kutu = etiket.parentElement;
    const ayrilan = kutu?.childElementCount === 1 ? kutu.clientHeight : 0;
    // not a div: no site rule for div reaches it, and styles.ts's !important :host rules beat the rest of the site
    const host = document.createElement('isletme-randevu');
    // (the Worker's types give Element.after HTMLRewriter's signature; the DOM's takes nodes)
    (etiket as unknown as ChildNode & { after(node: Node): void }).after(host);
    const istenen = (d.lang || navigator.language || '').slice(0, 2).toLowerCase();
    const lang = (istenen in DUGME ? istenen : 'tr') as Lang;
    const gorunum = d.view === 'sorgula' ? 'sorgula' : 'yeni';
    const ayar: Ayar = {
      origin: new URL(etiket.src).origin,
      firmaKey: d.firma,
      lang,
      gorunum,
      kaynak: d.kaynak === 'online' ? 'online' : 'widget',
      baslikYok: d.baslik === 'yok',
      link: gorunum === 'sorgula' ? new URLSearchParams(location.search).get('l') : null,
      onOlustu: (o: Olusan) => {
        host.dispatchEvent(new CustomEvent('randevu:created', { detail: { kod: o.kod, baslangic: o.baslangic, bitis: o.bitis }, bubbles: true, composed: true }));
      },
    };
    const golge = host.attachShadow({ mode: 'open' });
    // a bare tag that runs after the page was parsed (and most likely painted): a box there would push the page down
    // (CLS), so the flow waits behind a floating button instead
    if (!ayrilan && !d.height && !d.minHeight && document.readyState != 'loading') host.className = 'y';
    if (d.mode === 'button' || host.className) {
      render(<Dugme ayar={ayar} />, golge);
    } else {
      // custom properties: `all` in styles.ts's :host rule resets inline styles but not custom properties
      host.style.cssText = Number(d.minHeight) > 0 ? `--h:${d.minHeight}px` : `--b:${Number(d.height) > 0 ? d.height : ayrilan || 560}px;--o:auto`;
      render(<App ayar={ayar} />, golge);
    }
  });
}

baslat();
// an async tag may run while the page is still parsing
if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', baslat);
