// What the bench parts share: the percentile they report, a login for the API, and SQL on the running server's D1
// (the e2e server keeps its local D1 in `.wrangler/e2e-state-<port>`; seeding goes through `wrangler d1 execute`).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wranglerSync } from '../scripts/wrangler.mjs';

/** The p-th percentile of the values, to 0.1. */
export const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};

/** The API headers of a demo user's session on venue `venue` (`getir`: a fetch that survives a dead keep-alive socket). */
export async function oturum(base, { email = 'isletme@demo.test', venue = 1, getir = fetch } = {}) {
  const res = await getir(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo1234' }) });
  const token = /token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`login ${email} failed: ${res.status}`);
  return { authorization: `Bearer ${token}`, 'x-isletme-id': String(venue) };
}

const wrangler = (port, args) =>
  wranglerSync(['d1', 'execute', 'DB', '--local', '-c', 'wrangler.jsonc', '--persist-to', `.wrangler/e2e-state-${port}`, ...args, '--yes'], { quiet: true });

/** Runs SQL (statements separated by `;`) on the D1 of the server on `port`. */
export function sqlCalistir(port, sql) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const file = join(dir, 'bench.sql');
  writeFileSync(file, sql);
  try {
    wrangler(port, ['--file', file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rows of one query on the D1 of the server on `port`. */
export const sorgu = (port, sql) => JSON.parse(wrangler(port, ['--command', sql, '--json']))[0]?.results ?? [];
