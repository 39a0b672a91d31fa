import { atom } from 'nanostores';
import { qrApi } from '@api/cafe/qr';
import type { QrDurumu } from '@lib/schemas/cafe/qr';

/**
 * What the guests' QR menus asked for: orders waiting for a staff accept and open calls ("Garson çağır", "Hesap iste"),
 * kept current by the venue's live socket (the table-tracking store forwards its `qr` events here).
 */
export const $qr = atom<QrDurumu | null>(null);

let okunuyor: Promise<void> | null = null;
/** Reads the list again (one call at a time; a read asked for meanwhile runs after it). */
export function qrYukle(): Promise<void> {
  const onceki = okunuyor ?? Promise.resolve();
  okunuyor = onceki.then(() => qrApi.oku()).then((d) => $qr.set(d), () => undefined).finally(() => {
    okunuyor = null;
  });
  return okunuyor;
}

/** A short two-tone chime: something new came from a table (browsers may keep it silent until the page was touched). */
function cal(): void {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    [880, 1320].forEach((hz, i) => {
      const o = ctx.createOscillator();
      const g = ctx.createGain();
      o.frequency.value = hz;
      g.gain.setValueAtTime(0.15, ctx.currentTime + i * 0.15);
      g.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + i * 0.15 + 0.14);
      o.connect(g).connect(ctx.destination);
      o.start(ctx.currentTime + i * 0.15);
      o.stop(ctx.currentTime + i * 0.15 + 0.15);
    });
    setTimeout(() => void ctx.close(), 600);
  } catch {
    // no audio: the badge still shows
  }
}

/** A `qr` event of the venue's socket: a new order or call chimes; every one re-reads the list. */
export function qrOlay(o: { yeni?: string }): void {
  if (o.yeni) cal();
  void qrYukle();
}
