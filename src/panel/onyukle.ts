import { api } from '@api/client';
import { $session } from '@stores/session';

// A screen's first read started together with its code (not after it); the screen takes the answer once.
const ONYUKLEME_OMRU_MS = 10_000;
const bekleyen = new Map<string, { zaman: number; cevap: Promise<unknown> }>();
const anahtar = (path: string) => `${$session.get().selectedIsletmeId ?? ''}|${path}`;

/** Starts the GETs a screen will make first, for the selected venue. */
export function veriOnyukle(paths: readonly string[]): void {
  for (const path of paths) {
    const key = anahtar(path);
    if (bekleyen.has(key)) continue;
    const cevap = api.get<unknown>(path);
    cevap.catch(() => undefined);
    bekleyen.set(key, { zaman: Date.now(), cevap });
  }
}

/** The answer prefetched for this path and venue, taken once and only while fresh; otherwise null. */
export function onyuklenen<T>(path: string): Promise<T> | null {
  const key = anahtar(path);
  const kayit = bekleyen.get(key);
  bekleyen.delete(key);
  return kayit && Date.now() - kayit.zaman < ONYUKLEME_OMRU_MS ? (kayit.cevap as Promise<T>) : null;
}
