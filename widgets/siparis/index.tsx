/** @jsxImportSource preact */
import { render } from 'preact';
import { api } from './api';
import { App, EKLE_OLAYI, type Ayar } from './App';
import { CSS } from './styles';

/**
 * The ordering island of the QR menu pages (loaded only where the table may order): reads the page's settings
 * (#qr-siparis-ayar), asks which products the table may order with their options, puts an "Add" button on each of
 * them on the page ([data-urun]) and draws the cart in a shadow root of its own.
 */
async function baslat(): Promise<void> {
  const el = document.getElementById('qr-siparis-ayar');
  if (!el) return;
  const ayar = JSON.parse(el.textContent ?? '{}') as Ayar;
  let katalog;
  try {
    katalog = await api.katalog(ayar.slug, ayar.lang);
  } catch {
    return; // no visit or ordering off: the page stays the plain menu (the buttons above still call the waiter)
  }
  const urunler = new Map(katalog.urunler.map((u) => [u.id, u]));
  for (const yer of document.querySelectorAll<HTMLElement>('[data-urun]')) {
    const u = urunler.get(Number(yer.dataset.urun));
    if (!u || u.tukendi) continue;
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'btn';
    b.textContent = ayar.metin.ekle ?? '+';
    b.setAttribute('aria-label', (ayar.metin.ekleUrun ?? '{urun}').replace('{urun}', u.ad));
    b.dataset.testid = `ekle-${u.id}`;
    b.addEventListener('click', () => dispatchEvent(new CustomEvent(EKLE_OLAYI, { detail: u.id })));
    yer.appendChild(b);
  }
  const host = document.body.appendChild(document.createElement('qr-siparis'));
  const kok = host.attachShadow({ mode: 'open' });
  // a constructed sheet: no inline <style> for the page's Content Security Policy to refuse
  const sayfa = new CSSStyleSheet();
  sayfa.replaceSync(CSS);
  kok.adoptedStyleSheets = [sayfa];
  render(<App ayar={ayar} katalog={katalog} />, kok);
}

void baslat();
