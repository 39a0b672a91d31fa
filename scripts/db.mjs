// Local D1: forward-only migrations and the idempotent demo data.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wranglerSync } from './wrangler.mjs';
import { demoSql } from './demo-data.mjs';
import { ensureDevVars } from './dev-vars.mjs';

export function migrate(persistTo) {
  wranglerSync(['d1', 'migrations', 'apply', 'DB', '--local', '-c', 'wrangler.jsonc', '--persist-to', persistTo], { quiet: true });
}

/** Loads demo data once; the marker row makes later runs change nothing. */
export function seed(persistTo) {
  const vars = ensureDevVars();
  const dir = mkdtempSync(join(tmpdir(), 'seed-'));
  const file = join(dir, 'demo.sql');
  writeFileSync(file, demoSql(vars.PASSWORD_PEPPER));
  try {
    wranglerSync(['d1', 'execute', 'DB', '--local', '-c', 'wrangler.jsonc', '--persist-to', persistTo, '--file', file, '--yes'], { quiet: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
