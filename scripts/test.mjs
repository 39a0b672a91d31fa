// `npm test`: typecheck, lint, unit, API (workerd + D1), build, end-to-end (Debian chromium). Stops at the first failure.
import { spawn, spawnSync } from 'node:child_process';
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

// End-to-end tests in E2E_PARCA halves at once (default 2), each with its own built Worker and fresh demo database on
// its own port: the specs of one half never share a database with the other's, and the run takes about half as long.
const PARCA = Math.max(1, Number(process.env.E2E_PARCA ?? 2));
console.log(`\n▶ end-to-end tests (chromium, ${PARCA} parts at once)`);
const e2eBasla = Date.now();
const parcaKos = (i) => new Promise((resolve) => {
  const onEk = PARCA > 1 ? `[e2e ${i}/${PARCA}] ` : '';
  const child = spawn('npx', ['playwright', 'test', ...(PARCA > 1 ? [`--shard=${i}/${PARCA}`] : [])], {
    cwd: ROOT, env: { ...process.env, E2E_PORT: String(4329 + (i - 1) * 10), E2E_CIKTI: PARCA > 1 ? `test-results/parca-${i}` : 'test-results' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let kalan = '';
    from.on('data', (chunk) => {
      const satirlar = (kalan + chunk).split('\n');
      kalan = satirlar.pop() ?? '';
      for (const satir of satirlar) to.write(`${onEk}${satir}\n`);
    });
    from.on('end', () => { if (kalan) to.write(`${onEk}${kalan}\n`); });
  }
  child.on('close', (code) => resolve(code ?? 1));
});
const kodlar = await Promise.all(Array.from({ length: PARCA }, (_, i) => parcaKos(i + 1)));
if (kodlar.some((kod) => kod !== 0)) {
  console.error(`\n✖ end-to-end tests failed (parts: ${kodlar.join(', ')})`);
  process.exit(1);
}
console.log(`✔ end-to-end tests (${((Date.now() - e2eBasla) / 1000).toFixed(1)} s)`);
console.log('\nAll tests passed.');
