// Runs wrangler from this project's node_modules (Node 24 via the `node` devDependency).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = `${ROOT}node_modules/wrangler/bin/wrangler.js`;

/**
 * The environment every wrangler run gets: no usage metrics, and no download of the request.cf data from
 * workers.cloudflare.com (miniflare fetches it on start and on request batches; offline that prints ENOTFOUND stack
 * traces, and the local run needs nothing from outside: the built-in fallback is fine).
 */
export function wranglerEnv(base = process.env) {
  return { ...base, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
}

/** Runs wrangler to completion; throws with its output on failure. */
export function wranglerSync(args, { quiet = false } = {}) {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...wranglerEnv(), CI: '1' } });
  if (result.status !== 0) {
    throw new Error(`wrangler ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  if (!quiet) process.stdout.write(result.stdout);
  return result.stdout;
}

/** Starts `wrangler dev` on the built Worker; resolves once it answers. */
export function startWorker({ port, persistTo, inspectorPort, stdio = 'inherit' }) {
  const child = spawn(process.execPath, [BIN, 'dev', '-c', 'dist/server/wrangler.json', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort ?? port + 5000), '--persist-to', persistTo, '--log-level', 'warn', '--show-interactive-dev-session=false'], { cwd: ROOT, stdio, env: wranglerEnv() });
  return child;
}

export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
