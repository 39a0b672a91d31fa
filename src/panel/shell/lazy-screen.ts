import { lazy, type ComponentType } from 'react';
import { metinlerHazir } from '@stores/language';

/** SPEC §9: a screen's code must arrive within 120000 ms. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor() {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
  }
}

type ScreenModule<P> = { default: ComponentType<P> };

/**
 * React.lazy with a timeout; a failed or slow import becomes ChunkLoadError for the screen boundary.
 * The screen renders once the overlays of the modules whose texts it imported have arrived (src/lib/i18n/modul.ts).
 * `preload()` starts the same import early (while the session loads, on a link hover) so rendering finds it done;
 * `veri` lists the constant GET paths the screen reads first, fetched alongside its code on a page load.
 */
export function lazyScreen<P extends object>(load: () => Promise<ScreenModule<P>>, veri: readonly string[] = []) {
  let pending: Promise<ScreenModule<P>> | null = null;
  const start = () => {
    pending ??= Promise.race([
      load().then(async (screen) => {
        await metinlerHazir();
        return screen;
      }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new ChunkLoadError()), CHUNK_TIMEOUT_MS)),
    ]).catch((error: unknown) => {
      pending = null;
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError();
    });
    return pending;
  };
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined), veri });
}
