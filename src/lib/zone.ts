/** Moved to src/lib/zaman/dilim.ts; this re-export keeps the files other work is moving right now compiling until they follow. */
export * from './zaman/dilim';
