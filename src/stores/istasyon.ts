import { atom } from 'nanostores';
import { istasyonApi } from '@api/cafe/istasyon';
import { fisleriUygula, type IstasyonFisi } from '@lib/cafe/istasyon';
import { $session } from './session';

/**
 * A station screen's tickets, live: read once, then kept current by the station socket; after a drop it reconnects
 * and reads what changed since the last version it saw (nothing lost, a ticket seen twice only replaces itself).
 */

export const $fisler = atom<ReadonlyMap<number, IstasyonFisi>>(new Map());
export const $istasyonBaglanti = atom<'baglaniyor' | 'bagli' | 'kopuk'>('baglaniyor');

let surum = 0;
let ws: WebSocket | null = null;
let bekleme = 1000;
let zamanlayici: ReturnType<typeof setTimeout> | undefined;
let ping: ReturnType<typeof setInterval> | undefined;
let dinleyici: ((fisler: IstasyonFisi[]) => void) | null = null;

function uygula(fisler: IstasyonFisi[], yeniSurum: number): void {
  if (fisler.length) $fisler.set(fisleriUygula($fisler.get(), fisler));
  surum = Math.max(surum, yeniSurum);
  if (fisler.length) dinleyici?.(fisler);
}

async function yakala(istasyonlar: readonly number[]): Promise<void> {
  const d = await istasyonApi.fisler(istasyonlar, surum);
  uygula(d.fisler, d.surum);
}

function baglan(isletmeId: number, istasyonlar: readonly number[]): void {
  clearTimeout(zamanlayici);
  const soket = new WebSocket(istasyonApi.canliAdres(isletmeId, istasyonlar));
  ws = soket;
  soket.addEventListener('open', () => {
    bekleme = 1000;
    $istasyonBaglanti.set('bagli');
    void yakala(istasyonlar).catch(() => undefined);
  });
  soket.addEventListener('message', (e) => {
    if (e.data === 'pong') return;
    try {
      const o = JSON.parse(String(e.data)) as { tur?: string; surum?: number; fisler?: IstasyonFisi[] };
      if (o.tur === 'istasyon' && Array.isArray(o.fisler)) uygula(o.fisler, o.surum ?? 0);
    } catch {
      // not ours
    }
  });
  soket.addEventListener('close', () => {
    if (ws !== soket) return;
    $istasyonBaglanti.set('kopuk');
    zamanlayici = setTimeout(() => baglan(isletmeId, istasyonlar), bekleme);
    bekleme = Math.min(bekleme * 2, 10_000);
  });
}

/** Shows these stations' tickets live until the returned function is called; `yeni` hears every changed ticket (printing). */
export function istasyonIzle(istasyonlar: readonly number[], yeni?: (fisler: IstasyonFisi[]) => void): () => void {
  const isletmeId = $session.get().selectedIsletmeId;
  if (isletmeId === null || !istasyonlar.length) return () => {};
  $fisler.set(new Map());
  surum = 0;
  dinleyici = yeni ?? null;
  $istasyonBaglanti.set('baglaniyor');
  baglan(isletmeId, istasyonlar);
  ping = setInterval(() => {
    if (ws?.readyState === WebSocket.OPEN) ws.send('ping');
  }, 5000);
  return () => {
    clearInterval(ping);
    clearTimeout(zamanlayici);
    dinleyici = null;
    const kapanan = ws;
    ws = null;
    kapanan?.close();
  };
}
