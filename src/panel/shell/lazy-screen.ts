import { lazy, type ComponentType } from 'react';

/** SPEC §9: a screen's code must arrive within 120000 ms. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor() {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
  }
}

/** React.lazy with a timeout; a failed or slow import becomes ChunkLoadError for the screen boundary. */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    Promise.race([
      load(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new ChunkLoadError()), CHUNK_TIMEOUT_MS)),
    ]).catch((error: unknown) => {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError();
    }),
  );
}
