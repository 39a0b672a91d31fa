import { atom } from 'nanostores';
import { istekTuru, kullaniciKimligi, SW_ADRES, SW_KAPSAM, veriOnbellegiMi } from '@lib/cafe/cevrimdisi';
import { $lang } from './language';
import { $session } from './session';

/**
 * The page's side of the panel's service worker (src/panel/cevrimdisi/sw.ts): whether the network is there, the
 * worker's registration by the cafe screens, and wiping every user's kept data at login and logout.
 */

export const $cevrimici = atom<boolean>(typeof navigator === 'undefined' || navigator.onLine !== false);
/**
 * What the API calls saw: a server's answer (true), or no network / the service worker's kept answer (false).
 * navigator.onLine alone is not enough: it says true on a wifi without internet, and on a page reloaded offline.
 */
export function agDurumu(var_: boolean): void {
  if ($cevrimici.get() !== var_) $cevrimici.set(var_);
}
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => $cevrimici.set(true));
  window.addEventListener('offline', () => $cevrimici.set(false));
}

const destekli = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && import.meta.env.PROD;

/** Every user's kept shell and data go (logout, login, a dead session): the next user never sees them. */
export async function cevrimdisiVerisiniSil(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    for (const ad of await caches.keys()) if (veriOnbellegiMi(ad)) await caches.delete(ad);
  } catch {
    // storage blocked (private mode): there is nothing kept either
  }
}

let kuruldu = false;
/**
 * Called by the cafe screens: registers the worker and, once it controls this page, asks again (through it) for what
 * the page loaded before it was there: the shell, the code files and the cafe reads. `kodlariYukle` loads the code
 * of every screen that opens offline, so a table's screen opens offline even if only the grid was visited.
 */
export function servisCalisaniKur(kodlariYukle: () => void): void {
  if (kuruldu || !destekli()) return;
  kuruldu = true;
  const sw = navigator.serviceWorker;
  const oncedenKontrollu = sw.controller !== null;
  const isit = (verilerle: boolean) => void onbellegiIsit(verilerle, kodlariYukle).catch(() => undefined);
  // a worker that takes over later (the first visit, or a deploy's new one) gets the whole list
  sw.addEventListener('controllerchange', () => isit(true));
  sw.register(SW_ADRES, { scope: SW_KAPSAM }).catch(() => undefined);
  if (oncedenKontrollu) isit(false);
}

async function onbellegiIsit(verilerle: boolean, kodlariYukle: () => void): Promise<void> {
  const basliklar = (): Record<string, string> => {
    const isletme = $session.get().selectedIsletmeId;
    return { Accept: 'application/json', 'X-Lang': $lang.get(), ...(isletme === null ? {} : { 'X-Isletme-Id': String(isletme) }) };
  };
  const yuklenenler = [...new Set(performance.getEntriesByType('resource').map((e) => e.name))];
  const tur = (url: string) => istekTuru({ method: 'GET', url }, location.origin);
  if (verilerle) {
    // the session answer names the user whose cache the rest goes into: it comes first
    await fetch('/api/auth/me', { headers: basliklar() });
    await Promise.allSettled(yuklenenler.filter((url) => tur(url) === 'veri' && !url.endsWith('/api/auth/me')).map((url) => fetch(url, { headers: basliklar() })));
  }
  await fetch(location.pathname, { headers: { Accept: 'text/html' } });
  if (verilerle) await Promise.allSettled(yuklenenler.filter((url) => tur(url) === 'kod' || tur(url) === 'metin').map((url) => fetch(url)));
  kodlariYukle();
}

const bekleyenDurum = new Map<string, unknown>();
let zamanlayici: ReturnType<typeof setTimeout> | undefined;
/**
 * The newest state of a cafe read (`yol` as the API client names it, e.g. /isletme/cafe/takip), heard on the live
 * socket after the last GET: the worker keeps it as that GET's answer, so an offline reload shows what the screen
 * last showed. Several changes in a second are one message.
 */
export function sonDurumuSakla(yol: string, veri: unknown): void {
  if (!destekli() || !navigator.serviceWorker.controller) return;
  bekleyenDurum.set(yol, veri);
  clearTimeout(zamanlayici);
  zamanlayici = setTimeout(() => {
    const session = $session.get();
    const kimlik = kullaniciKimligi(session);
    const hedef = navigator.serviceWorker.controller;
    if (kimlik && hedef) {
      for (const [y, v] of bekleyenDurum) {
        hedef.postMessage({ tur: 'son-durum', kimlik, url: `${location.origin}/api${y}`, isletmeId: session.selectedIsletmeId === null ? null : String(session.selectedIsletmeId), dil: $lang.get(), veri: v });
      }
    }
    bekleyenDurum.clear();
  }, 500);
}
