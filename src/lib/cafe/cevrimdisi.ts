/**
 * What the panel's service worker (src/panel/cevrimdisi/sw.ts) may keep so the cafe screens open with no network,
 * and under which names. Pure decisions, shared by the worker script and the page that registers it.
 *
 * - kabuk: the panel page's HTML for the cafe routes (one Astro page mounts every panel screen)
 * - kod:   the build's hashed files (/_astro/*): immutable, cache-first
 * - metin: the shell's language files (/i18n/*.json): not hashed, network-first
 * - veri:  the GET answers the cafe screens read first (session, tables, a check, the catalogue, a station): per user
 * Everything else (other modules, every non-GET, guest pages, the booking widget) passes by untouched.
 */

export type IstekTuru = 'kabuk' | 'kod' | 'metin' | 'veri';

/** The worker's scope: panel pages only (guest QR pages and booking pages are outside it). */
export const SW_KAPSAM = '/isletme/';
/** The worker script, at the site root (served with no-cache so a deploy replaces it: public/_headers). */
export const SW_ADRES = '/panel-sw.js';

const CAFE = '/isletme/qrmenu/cafe-yonetim';
/** The cafe screens that open offline (router paths of src/panel/screens.ts). */
export const CEVRIMDISI_EKRANLAR = [`${CAFE}/masa-takip`, `${CAFE}/masa-takip/:masaId`, `${CAFE}/istasyon`] as const;

const KABUK_YOLU = new RegExp(`^${CAFE}/(?:masa-takip(?:/\\d{1,10})?|istasyon)/?$`);
// the cafe reads of those screens; report, customer search and other modules' reads are never kept
const VERI_YOLU = /^\/api\/(?:auth\/me|isletme\/cafe\/(?:takip|katalog|masa\/\d{1,10}|istasyon(?:\/[\w-]+)*))$/;

/** Whether a request is one the worker handles, and how; null: it goes to the network as if there were no worker. */
export function istekTuru(istek: { method: string; url: string; mode?: string; accept?: string | null }, origin: string): IstekTuru | null {
  if (istek.method !== 'GET') return null;
  const url = new URL(istek.url);
  if (url.origin !== origin) return null;
  if (KABUK_YOLU.test(url.pathname)) return istek.mode === 'navigate' || (istek.accept ?? '').includes('text/html') ? 'kabuk' : null;
  if (url.pathname.startsWith('/_astro/')) return 'kod';
  if (/^\/i18n\/[a-z]{2}\.json$/.test(url.pathname)) return 'metin';
  if (VERI_YOLU.test(url.pathname)) return 'veri';
  return null;
}

/** Set on an answer the worker gave from the device, not the server: the page knows it is offline (src/api/client.ts). */
export const ONBELLEK_BASLIGI = 'X-Sw-Onbellek';

/** The one key every cafe route's shell is kept under (they are the same page; the panel's router reads the URL). */
export const KABUK_ANAHTARI = `${CAFE}/masa-takip?kabuk`;

/**
 * A data answer's key: its URL plus the venue and language headers it was asked with, so one venue's tables never
 * answer for another venue of the same user, and a Turkish answer never for an English screen.
 */
export function veriAnahtari(url: string, isletmeId: string | null, dil: string | null): string {
  const u = new URL(url);
  u.hash = '';
  u.searchParams.set('sw-isletme', isletmeId ?? '');
  u.searchParams.set('sw-dil', dil ?? '');
  return u.toString();
}

const ONEK = 'isletme-sw-';
/** Code of one build (shared by every user of the device: it holds no one's data). */
export const kodOnbellegi = (surum: string) => `${ONEK}kod-${surum}`;
/** One user's shell and data of one build. */
export const veriOnbellegi = (surum: string, kullanici: string) => `${ONEK}veri-${surum}-${kullanici}`;
/** Every user's data (logout and login wipe them all). */
export const veriOnbellegiMi = (ad: string) => ad.startsWith(`${ONEK}veri-`);

/** After a deploy: every cache of this worker that is not of the running build goes. */
export function eskiOnbellekMi(ad: string, surum: string): boolean {
  return ad.startsWith(ONEK) && ad !== kodOnbellegi(surum) && !ad.startsWith(`${ONEK}veri-${surum}-`);
}

/** The user a data cache belongs to (null: not one of ours, or another build's). */
export function onbellekKullanicisi(ad: string, surum: string): string | null {
  const onek = `${ONEK}veri-${surum}-`;
  return ad.startsWith(onek) ? ad.slice(onek.length) : null;
}

/**
 * Who a session answer (GET /api/auth/me) or the page's remembered session is: user type and e-mail (the answer
 * carries no numeric id). Hashed before it names a cache. Null when it names no one.
 */
export function kullaniciKimligi(oturum: { kullaniciTipi?: number | null; userInfo?: { email?: string } | null } | null | undefined): string | null {
  const email = oturum?.userInfo?.email?.trim().toLocaleLowerCase('tr');
  return oturum?.kullaniciTipi && email ? `${oturum.kullaniciTipi}:${email}` : null;
}

/** An answer worth keeping: a whole, same-origin 200 (never a redirect to /login, an error or a refusal). */
export function saklanirMi(cevap: { ok: boolean; status: number; type: string; redirected: boolean }): boolean {
  return cevap.status === 200 && cevap.type === 'basic' && !cevap.redirected;
}
