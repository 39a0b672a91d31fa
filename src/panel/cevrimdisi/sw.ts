import {
  eskiOnbellekMi, istekTuru, ONBELLEK_BASLIGI, kodOnbellegi, kullaniciKimligi, KABUK_ANAHTARI, onbellekKullanicisi, saklanirMi,
  veriAnahtari, veriOnbellegi, veriOnbellegiMi,
} from '@lib/cafe/cevrimdisi';

/**
 * The panel's service worker (built into /panel-sw.js by scripts/panel-sw.mjs, scope /isletme/): the cafe screens'
 * shell, code and last data, so a phone reloads them with no network. The rules of what is kept are in
 * src/lib/cafe/cevrimdisi.ts; a request they do not name is not touched (no respondWith: the browser fetches it).
 */

// the build's id (hash of its /_astro file names), written in by the build: a deploy gets new cache names
declare const __SW_SURUM__: string;
const SURUM = __SW_SURUM__;
// a network that answers this slowly loses to the last answer we have (a café's wifi that hangs, not drops)
const AG_BEKLEME_MS = 4000;

// the few service-worker types we use (the project's typecheck runs with the DOM library, not the WebWorker one)
interface Olay extends Event { waitUntil(is: Promise<unknown>): void }
interface FetchOlayi extends Olay { request: Request; respondWith(cevap: Promise<Response>): void }
interface MesajOlayi extends Olay { data: unknown }
interface Kapsam {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(tur: 'install' | 'activate', dinleyici: (olay: Olay) => void): void;
  addEventListener(tur: 'fetch', dinleyici: (olay: FetchOlayi) => void): void;
  addEventListener(tur: 'message', dinleyici: (olay: MesajOlayi) => void): void;
}
const sw = self as unknown as Kapsam;

sw.addEventListener('install', (olay) => olay.waitUntil(sw.skipWaiting()));
sw.addEventListener('activate', (olay) => {
  olay.waitUntil((async () => {
    for (const ad of await caches.keys()) if (eskiOnbellekMi(ad, SURUM)) await caches.delete(ad);
    // pages already open become ours at once (the page then re-reads what it loaded before: src/stores/cevrimdisi.ts)
    await sw.clients.claim();
  })());
});

sw.addEventListener('fetch', (olay) => {
  const istek = olay.request;
  const yol = new URL(istek.url).pathname;
  // the server ends the session: nobody's data stays on the device (the page wipes too; this covers another tab)
  if (istek.method === 'POST' && yol === '/api/auth/logout') return olay.waitUntil(veriyiSil());
  const tur = istekTuru({ method: istek.method, url: istek.url, mode: istek.mode, accept: istek.headers.get('accept') }, sw.location.origin);
  const kodlar = () => caches.open(kodOnbellegi(SURUM));
  if (tur === 'kod') olay.respondWith(onceOnbellek(istek));
  else if (tur === 'metin') olay.respondWith(agOnce(olay, istek, istek.url, kodlar, kodlar));
  else if (tur === 'kabuk') olay.respondWith(agOnce(olay, istek, KABUK_ANAHTARI, kullaniciOnbellegi, kabukSakla));
  else if (tur === 'veri') {
    const anahtar = veriAnahtari(istek.url, istek.headers.get('X-Isletme-Id'), istek.headers.get('X-Lang'));
    olay.respondWith(agOnce(olay, istek, anahtar, kullaniciOnbellegi, (cevap) => veriSakla(yol, cevap)));
  }
});

/** Hashed build files never change: the cache answers, the network fills it once. */
async function onceOnbellek(istek: Request): Promise<Response> {
  const onbellek = await caches.open(kodOnbellegi(SURUM));
  const kayit = await onbellek.match(istek);
  if (kayit) return kayit;
  const cevap = await fetch(istek);
  if (saklanirMi(cevap)) await onbellek.put(istek, cevap.clone());
  return cevap;
}

/**
 * Network first (the screens want the live truth); its answer is kept where `hazirla` says (null: not kept). With no
 * network, or one slower than AG_BEKLEME_MS, the last kept answer; with none kept, whatever the network does.
 */
async function agOnce(olay: FetchOlayi, istek: Request, anahtar: string, onbellek: () => Promise<Cache | null>,
  hazirla: (cevap: Response) => Promise<Cache | null>): Promise<Response> {
  const ag = fetch(istek);
  // the copy is taken before the page reads the body
  olay.waitUntil(ag.then(async (cevap) => {
    const kopya = cevap.clone();
    const hedef = await hazirla(kopya);
    if (hedef && saklanirMi(kopya)) await hedef.put(anahtar, kopya);
    // refused now (a permission taken away, a table deleted): the old answer must not come back offline
    else if (kopya.status >= 400) await (await onbellek())?.delete(anahtar);
  }).catch(() => undefined));
  let zamanlayici: ReturnType<typeof setTimeout> | undefined;
  const gec = new Promise<null>((coz) => { zamanlayici = setTimeout(() => coz(null), AG_BEKLEME_MS); });
  try {
    const ilk = await Promise.race([ag, gec]);
    if (ilk) return ilk;
  } catch {
    // offline: the kept answer below
  } finally {
    clearTimeout(zamanlayici);
  }
  const kayit = await (await onbellek())?.match(anahtar);
  return kayit ? onbellektenIsaretli(kayit) : ag;
}

function onbellektenIsaretli(kayit: Response): Response {
  const basliklar = new Headers(kayit.headers);
  basliklar.set(ONBELLEK_BASLIGI, '1');
  return new Response(kayit.body, { status: kayit.status, statusText: kayit.statusText, headers: basliklar });
}

/** The data cache of the user this device serves now; none (or, never expected, several): nothing is read or kept. */
async function kullaniciOnbellegi(): Promise<Cache | null> {
  const adlar = (await caches.keys()).filter((ad) => onbellekKullanicisi(ad, SURUM) !== null);
  return adlar.length === 1 ? caches.open(adlar[0]!) : null;
}

async function veriyiSil(): Promise<void> {
  for (const ad of await caches.keys()) if (veriOnbellegiMi(ad)) await caches.delete(ad);
}

async function ozet(kimlik: string): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(kimlik)));
  return [...hash.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The session answer names the user: their cache is the only one kept, another user's is dropped at once. */
async function kullaniciyiBelirle(cevap: Response): Promise<Cache | null> {
  const govde = (await cevap.clone().json().catch(() => null)) as { data?: Parameters<typeof kullaniciKimligi>[0] } | null;
  const kimlik = kullaniciKimligi(govde?.data);
  if (!kimlik) return null;
  const ad = veriOnbellegi(SURUM, await ozet(kimlik));
  for (const eski of await caches.keys()) if (veriOnbellegiMi(eski) && eski !== ad) await caches.delete(eski);
  return caches.open(ad);
}

async function veriSakla(yol: string, cevap: Response): Promise<Cache | null> {
  if (cevap.status === 401) {
    await veriyiSil();
    return null;
  }
  if (yol === '/api/auth/me' && saklanirMi(cevap)) return kullaniciyiBelirle(cevap);
  return kullaniciOnbellegi();
}

async function kabukSakla(cevap: Response): Promise<Cache | null> {
  return (cevap.headers.get('content-type') ?? '').includes('text/html') ? kullaniciOnbellegi() : null;
}

/** The page's newest state of a cafe read (heard on its live socket after the last GET), kept as that GET's answer. */
sw.addEventListener('message', (olay) => {
  const m = olay.data as { tur?: string; kimlik?: string; url?: string; isletmeId?: string | null; dil?: string | null; veri?: unknown } | null;
  if (m?.tur !== 'son-durum' || typeof m.url !== 'string' || typeof m.kimlik !== 'string' || m.veri === undefined) return;
  const url = m.url;
  if (istekTuru({ method: 'GET', url }, sw.location.origin) !== 'veri' || new URL(url).pathname === '/api/auth/me') return;
  olay.waitUntil((async () => {
    const onbellek = await kullaniciOnbellegi();
    const adlar = (await caches.keys()).map((ad) => onbellekKullanicisi(ad, SURUM)).filter((k) => k !== null);
    // only into the cache of the user the page says it is
    if (!onbellek || adlar[0] !== await ozet(m.kimlik!)) return;
    const govde = JSON.stringify({ success: true, data: m.veri });
    await onbellek.put(veriAnahtari(url, m.isletmeId ?? null, m.dil ?? null), new Response(govde, { headers: { 'Content-Type': 'application/json; charset=UTF-8' } }));
  })());
});
