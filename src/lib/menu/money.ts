/** Moved to src/lib/para.ts; this re-export keeps the files other work is moving right now compiling until they follow. */
export { formatKurus, parseLira } from '../para';
