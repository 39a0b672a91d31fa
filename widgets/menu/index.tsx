/** @jsxImportSource preact */
import { render } from 'preact';
import { langFromBrowser, type Lang } from '../../src/lib/i18n/languages';
import { App } from './App';

/**
 * Drop-in menu: `<script src="https://HOST/widgets/menu.js" data-isletme="{slug}" data-lang="en" async>` renders
 * right after the tag; `<div data-isletme-menu="{slug}">` renders inside that element. Optional data-height:
 * pixels of the fixed box (default 640, the menu scrolls inside it, so loading never moves the host page) or "auto"
 * (grows with the menu). A script tag that runs after the first paint still pushes content down once when it inserts
 * the box; a container whose height the site sets itself avoids even that (CLS 0 from the first paint).
 * The tag's box is an <isletme-menu> element (no site rule for div reaches it) whose display and height are set by
 * `:host` rules marked !important, which win over every rule of the host page (CSS cascade: shadow context); a
 * container keeps the site's own size but is shown by the same kind of rule (a site's `div{display:none}` hides it not).
 */
const SCRIPT = 'script[src*="/widgets/menu.js"]';
const BAGLI = 'data-isletme-menu-bagli';
const VARSAYILAN_YUKSEKLIK = 640;

function dil(istenen: string | undefined): Lang {
  return langFromBrowser(istenen) ?? langFromBrowser(navigator.languages?.length ? navigator.languages : navigator.language) ?? 'tr';
}

/** `kendi`: the widget made the element itself (the script tag's box), so no rule of the site may size or hide it. */
function bagla(host: HTMLElement, slug: string | undefined, ayarlar: HTMLElement, origin: string, kendi: boolean) {
  if (!slug || host.hasAttribute(BAGLI) || host.shadowRoot) return;
  host.setAttribute(BAGLI, '');
  const istenen = ayarlar.dataset.height;
  const sabit = istenen !== 'auto';
  const yukseklik = Number(istenen) > 0 ? Number(istenen) : VARSAYILAN_YUKSEKLIK;
  const golge = host.attachShadow({ mode: 'open' });
  // no rule of the site may hide the box, whichever form made it (important rules of the shadow context win)
  const gorunur = 'display:block!important;visibility:visible!important;opacity:1!important';
  let kok = `:host{${gorunur}}`;
  if (kendi) kok = `:host{all:initial!important;${gorunur};${sabit ? `height:${yukseklik}px!important` : ''}}`;
  // measured after attachShadow hides any fallback children: a height the site reserved with its own CSS is kept
  else if (sabit && (Number(istenen) > 0 || host.offsetHeight === 0)) host.style.height = `${yukseklik}px`;
  render(<App ayar={{ origin, slug, lang: dil(ayarlar.dataset.lang), sabit, yukseklik, kok }} />, golge);
}

function baslat() {
  const etiketler = document.querySelectorAll<HTMLScriptElement>(SCRIPT);
  const ilk = etiketler[0];
  if (!ilk) return;
  etiketler.forEach((etiket) => {
    // the tag itself is marked: a second copy of this file (several tags) must not mount it twice
    if (!etiket.dataset.isletme || etiket.hasAttribute(BAGLI) || !document.body?.contains(etiket)) return;
    const host = document.createElement('isletme-menu');
    etiket.parentNode?.insertBefore(host, etiket.nextSibling);
    bagla(host, etiket.dataset.isletme, etiket, new URL(etiket.src).origin, true);
    etiket.setAttribute(BAGLI, '');
  });
  document.querySelectorAll<HTMLElement>('[data-isletme-menu]').forEach((kutu) => bagla(kutu, kutu.dataset.isletmeMenu, kutu, new URL(ilk.src).origin, false));
}

baslat();
// an async tag may run while the page is still parsing: containers further down appear later
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', baslat);
