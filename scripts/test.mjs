// `npm test`: typecheck, lint, unit, API (workerd + D1), build, end-to-end (Debian chromium). Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDevVars } from './dev-vars.mjs';
import { ROOT } from './wrangler.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`chromium not found at ${chromium}: run \`apt-get install -y chromium\` (as root) and try again.`);
  process.exit(1);
}

// local secrets first: `wrangler types` (typecheck) and the Worker read them
ensureDevVars();

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit tests', ['run', 'test:unit']],
  ['API tests (workerd + D1)', ['run', 'test:api']],
  ['build', ['run', 'build']],
  ['end-to-end tests (chromium)', ['run', 'test:e2e']],
];
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log('\nAll tests passed.');
