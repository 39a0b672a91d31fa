// `npm start`: build, migrate + seed the local D1, serve the whole product from one Worker.
import { spawnSync } from 'node:child_process';
import { migrate, seed } from './db.mjs';
import { ensureDevVars } from './dev-vars.mjs';
import { ROOT, startWorker, waitFor, wranglerEnv } from './wrangler.mjs';

const port = Number(process.env.PORT ?? 4321);
const persistTo = '.wrangler/state';

ensureDevVars();
if (process.env.SKIP_BUILD !== '1') {
  // the build prerenders in the local runtime too: it must not fetch from outside either
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: wranglerEnv() });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
migrate(persistTo);
seed(persistTo);

const worker = startWorker({ port, persistTo });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => worker.kill(signal));
worker.on('exit', (code) => process.exit(code ?? 0));

await waitFor(`http://127.0.0.1:${port}/`);
console.log(`
  İşletmePro is running:  http://127.0.0.1:${port}

  Demo accounts (password demo1234):
    admin@demo.test    platform admin        → /admin/dashboard
    isletme@demo.test  operator, 2 venues    → /isletme/dashboard
    garson@demo.test   waiter, table tracking only
    kasiyer@demo.test  cashier: payments, X report, day end
    resepsiyon@demo.test  salon receptionist: CRM follow-ups
    seda.aydin@demo.test  owner of a venue whose licence expired (read-only panel)
`);
