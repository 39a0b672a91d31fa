import { atom, map } from 'nanostores';
import { ApiCallError } from '@api/client';
import { takipApi } from '@api/cafe/takip';
import type { IslemCevabi } from '@lib/schemas/cafe/takip';
import type { AcikAdisyonOzeti, Adisyon, TakipDurumu } from '@lib/cafe/tipler';
import { sonDurumuSakla } from './cevrimdisi';
import { $session } from './session';
import { qrOlay, qrYukle } from './cafe-qr';
import { readStored, writeStored } from './persist';

/**
 * Table tracking, live: the grid and the checks a device has open, kept current by the venue's WebSocket; and the
 * device's queue of orders not sent yet (kept in localStorage, so a reload or a dead network loses nothing; each
 * carries its operation id, so sending it twice applies it once). Payments never queue: they need the server.
 */

export type Baglanti = 'baglaniyor' | 'bagli' | 'kopuk';
export const $takip = atom<TakipDurumu | null>(null);
/** open check per table id (null: the table is free) for tables this device loaded or heard about */
export const $adisyonlar = map<Record<string, Adisyon | null>>({});
export const $baglanti = atom<Baglanti>('baglaniyor');

/** secenekler: the chosen option values (names for the screen; the server prices them); absent in queues saved before options */
export interface BekleyenKalem { urunId: number; ad: string; adet: number; not: string; birimKurus: number; secenekler?: { degerId: number; ad: string }[] }
/** An order waiting on this device: shown as "not sent yet" until the server has it. */
/** misafir: the guest count asked when the table opened, sent with the order that opens the check */
export interface BekleyenSiparis { islemId: string; masaId: number; adisyonId: number | null; kalemler: BekleyenKalem[]; zaman: number; misafir?: number }
export const $kuyruk = atom<BekleyenSiparis[]>([]);
/** the last order the server refused (its lines and why), for the screen to say so */
export const $reddedilen = atom<{ siparis: BekleyenSiparis; hata: string } | null>(null);

const kuyrukAnahtari = (isletmeId: number) => `cafe-kuyruk:${isletmeId}`;
export const yeniIslemId = (): string => crypto.randomUUID();

function ozet(a: Adisyon, hazir: number): AcikAdisyonOzeti {
  return {
    id: a.id, no: a.no, masaId: a.masaId, surum: a.surum, misafir: a.misafir, garsonId: a.garsonId, garson: a.garson,
    toplamKurus: a.toplamKurus, odenenKurus: a.odenenKurus, hesapIstendi: a.hesapIstendi, acilis: a.acilis, hazir,
  };
}

/** A table's check as the server now says (older versions of the same check are ignored: events can overtake answers). */
export function masaGuncelle(masaId: number, adisyon: Adisyon | null): void {
  const onceki = $adisyonlar.get()[String(masaId)];
  if (adisyon && onceki && onceki.id === adisyon.id && onceki.surum > adisyon.surum) return;
  $adisyonlar.setKey(String(masaId), adisyon && adisyon.durum === 'acik' ? adisyon : null);
  const takip = $takip.get();
  if (!takip) return;
  const digerleri = takip.acik.filter((o) => o.masaId !== masaId && o.id !== adisyon?.id);
  // the stations' "ready" count is not in a check's view: it stays until the grid is read again
  const hazir = takip.acik.find((o) => o.id === adisyon?.id)?.hazir ?? 0;
  $takip.set({ ...takip, acik: adisyon && adisyon.durum === 'acik' ? [...digerleri, ozet(adisyon, hazir)] : digerleri });
}

/** Reads the grid. `onyuklenen`: the answer prefetched with the screen's code; it only fills an empty grid (a read since is newer). */
export async function takipYukle(onyuklenen?: Promise<TakipDurumu> | null): Promise<void> {
  if (!onyuklenen) {
    $takip.set(await takipApi.takipOku());
    return;
  }
  const durum = await onyuklenen.catch(() => takipApi.takipOku());
  if (!$takip.get()) $takip.set(durum);
}

const izlenen = new Set<number>();
/** Loads a table's check and keeps it current while the screen shows it; returns the stop function. */
export function masaIzle(masaId: number): () => void {
  izlenen.add(masaId);
  void takipApi.masaOku(masaId).then((c) => masaGuncelle(masaId, c.adisyon)).catch(() => undefined);
  return () => izlenen.delete(masaId);
}

// ── the socket ────────────────────────────────────────────────────────────────────────────────────────────────────
let ws: WebSocket | null = null;
let wsIsletme: number | null = null;
let kullanan = 0;
let bekleme = 1000;
let yenidenZamanlayici: ReturnType<typeof setTimeout> | undefined;
let pingZamanlayici: ReturnType<typeof setInterval> | undefined;

function olay(metin: string): void {
  if (metin === 'pong') return;
  let o: { tur?: string; masaId?: number; adisyon?: Adisyon | null };
  try {
    o = JSON.parse(metin) as typeof o;
  } catch {
    return;
  }
  if (o.tur === 'adisyon' && typeof o.masaId === 'number') masaGuncelle(o.masaId, o.adisyon ?? null);
  else if (o.tur === 'gun' || o.tur === 'masa' || o.tur === 'istasyonHazir') void takipYukle().catch(() => undefined);
  else if (o.tur === 'qr') qrOlay(o as { yeni?: string });
}

/** After a (re)connect: what happened meanwhile is read again, the queue goes out. */
async function yakala(): Promise<void> {
  await Promise.all([takipYukle(), qrYukle(), ...[...izlenen].map((m) => takipApi.masaOku(m).then((c) => masaGuncelle(m, c.adisyon)))]).catch(() => undefined);
  void kuyrukGonder();
}

function baglan(isletmeId: number): void {
  clearTimeout(yenidenZamanlayici);
  wsIsletme = isletmeId;
  $baglanti.set(ws ? 'kopuk' : 'baglaniyor');
  const soket = new WebSocket(takipApi.canliAdres(isletmeId));
  ws = soket;
  soket.addEventListener('open', () => {
    bekleme = 1000;
    $baglanti.set('bagli');
    void yakala();
  });
  soket.addEventListener('message', (e) => olay(String(e.data)));
  soket.addEventListener('close', () => {
    if (ws !== soket) return;
    $baglanti.set('kopuk');
    // offline: the 'online' event reconnects
    if (kullanan > 0 && navigator.onLine !== false) {
      yenidenZamanlayici = setTimeout(() => baglan(isletmeId), bekleme);
      bekleme = Math.min(bekleme * 2, 10_000);
    }
  });
}

/** Screens of table tracking hold the connection while they are shown. */
export function canliBaglan(): () => void {
  const isletmeId = $session.get().selectedIsletmeId;
  if (isletmeId === null) return () => {};
  kullanan += 1;
  if (!ws || wsIsletme !== isletmeId || ws.readyState > WebSocket.OPEN) {
    ws?.close();
    ws = null;
    kuyrukYukle(isletmeId);
    baglan(isletmeId);
  }
  pingZamanlayici ??= setInterval(() => {
    if (ws?.readyState === WebSocket.OPEN) ws.send('ping');
    if ($kuyruk.get().length > 0) void kuyrukGonder();
  }, 5000);
  return () => {
    kullanan -= 1;
    if (kullanan > 0) return;
    clearInterval(pingZamanlayici);
    pingZamanlayici = undefined;
    clearTimeout(yenidenZamanlayici);
    const kapanan = ws;
    ws = null;
    kapanan?.close();
  };
}

if (typeof window !== 'undefined') {
  // a phone that drops off the network: say so at once and stop trusting the socket (it may take long to notice)
  window.addEventListener('offline', () => {
    if (kullanan === 0) return;
    $baglanti.set('kopuk');
    ws?.close();
  });
  window.addEventListener('online', () => {
    void kuyrukGonder();
    if (kullanan > 0 && wsIsletme !== null && (!ws || ws.readyState > WebSocket.OPEN)) baglan(wsIsletme);
  });
}

// ── the queue of orders ───────────────────────────────────────────────────────────────────────────────────────────
function kuyrukYukle(isletmeId: number): void {
  $kuyruk.set(readStored<BekleyenSiparis[]>(kuyrukAnahtari(isletmeId), []));
}

function kuyrukYaz(list: BekleyenSiparis[]): void {
  $kuyruk.set(list);
  const isletmeId = $session.get().selectedIsletmeId;
  if (isletmeId !== null) writeStored(kuyrukAnahtari(isletmeId), list.length ? list : null);
}

/** Puts an order in the queue (it survives a reload) and sends it at once if the network is there. */
export function siparisVer(masaId: number, adisyonId: number | null, kalemler: BekleyenKalem[], misafir?: number): BekleyenSiparis {
  const isletmeId = $session.get().selectedIsletmeId;
  if (isletmeId !== null && $kuyruk.get().length === 0) kuyrukYukle(isletmeId);
  const s: BekleyenSiparis = { islemId: yeniIslemId(), masaId, adisyonId, kalemler, zaman: Date.now(), ...(misafir !== undefined ? { misafir } : {}) };
  kuyrukYaz([...$kuyruk.get(), s]);
  void kuyrukGonder();
  return s;
}

let gonderiliyor = false;
/** Sends the queue in order, each once: a network failure stops and keeps the rest; a refusal drops that order and says why. */
export async function kuyrukGonder(): Promise<void> {
  if (gonderiliyor) return;
  gonderiliyor = true;
  try {
    for (;;) {
      const s = $kuyruk.get()[0];
      if (!s) return;
      try {
        const cevap = await takipApi.islem({
          islemId: s.islemId, tur: 'siparis', masaId: s.masaId, adisyonId: s.adisyonId, ...(s.misafir !== undefined ? { misafir: s.misafir } : {}),
          kalemler: s.kalemler.map((k) => ({ urunId: k.urunId, adet: k.adet, not: k.not, secenekler: (k.secenekler ?? []).map((x) => x.degerId) })),
        });
        if (cevap.adisyon !== undefined) masaGuncelle(s.masaId, cevap.adisyon ?? null);
      } catch (hata) {
        if (!(hata instanceof ApiCallError) || hata.status === 0 || hata.status >= 500) return;
        $reddedilen.set({ siparis: s, hata: hata.message });
      }
      kuyrukYaz($kuyruk.get().filter((x) => x.islemId !== s.islemId));
    }
  } finally {
    gonderiliyor = false;
  }
}

/**
 * An operation that needs the server now (payment, void, transfer …): sent with its own id, retried once on a
 * network failure with the same id (so a lost answer never charges twice); the answer updates the tables it touched.
 */
export async function islemYap(govde: Record<string, unknown>): Promise<IslemCevabi> {
  const tam = { islemId: yeniIslemId(), ...govde };
  let cevap: IslemCevabi;
  try {
    cevap = await takipApi.islem(tam);
  } catch (hata) {
    if (!(hata instanceof ApiCallError) || hata.status !== 0) throw hata;
    cevap = await takipApi.islem(tam);
  }
  if (cevap.kaynak !== undefined) {
    const kaynakMasa = typeof govde.masaId === 'number' ? govde.masaId : null;
    if (cevap.kaynak) masaGuncelle(cevap.kaynak.masaId, cevap.kaynak);
    else if (kaynakMasa !== null) masaGuncelle(kaynakMasa, null);
  }
  if (cevap.adisyon) masaGuncelle(cevap.adisyon.masaId, cevap.adisyon);
  return cevap;
}

// ── the last state seen, for an offline reload ──────────────────────────────────────────────────────────────────────
// changes heard on the socket after the last GET are handed to the service worker as that GET's newest answer
$takip.listen((durum) => {
  if (durum) sonDurumuSakla(takipApi.takip, durum);
});
$adisyonlar.listen((hepsi, _onceki, masaId) => {
  const masa = masaId === undefined ? undefined : $takip.get()?.masalar.find((m) => String(m.id) === masaId);
  const adisyon = masaId === undefined ? undefined : hepsi[masaId];
  if (masa && adisyon !== undefined) sonDurumuSakla(takipApi.masa(masa.id), { masa: { id: masa.id, ad: masa.ad }, adisyon });
});
