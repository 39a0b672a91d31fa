// Serves the already-built Worker on a fresh local D1 (migrated + demo data) for Playwright and the benchmark.
import { rmSync } from 'node:fs';
import { migrate, seed } from './db.mjs';
import { ensureDevVars } from './dev-vars.mjs';
import { startWorker } from './wrangler.mjs';

const port = Number(process.argv[2] ?? 4329);
const persistTo = `.wrangler/e2e-state-${port}`;
ensureDevVars();
rmSync(persistTo, { recursive: true, force: true });
migrate(persistTo);
seed(persistTo);
const worker = startWorker({ port, persistTo });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => worker.kill('SIGTERM'));
worker.on('exit', (code) => process.exit(code ?? 0));
