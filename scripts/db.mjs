// Local D1: forward-only migrations and the idempotent demo data.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wranglerSync } from './wrangler.mjs';
import { demoSql } from './demo-data.mjs';
import { DEMO_GORSELLER, gorselAnahtari } from './demo-envanter.mjs';
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
  // the demo assets' pictures (same keys and bytes every time: putting them again changes nothing)
  const liste = join(dir, 'gorseller.json');
  const klasor = fileURLToPath(new URL('./demo-gorsel/', import.meta.url));
  writeFileSync(liste, JSON.stringify([1, 2].flatMap((v) => DEMO_GORSELLER.map((ad) => ({ key: gorselAnahtari(v, ad), file: join(klasor, `${ad}.webp`) })))));
  try {
    wranglerSync(['d1', 'execute', 'DB', '--local', '-c', 'wrangler.jsonc', '--persist-to', persistTo, '--file', file, '--yes'], { quiet: true });
    wranglerSync(['r2', 'bulk', 'put', 'isletme-paneli-images', '--filename', liste, '--local', '-c', 'wrangler.jsonc', '--persist-to', persistTo, '--ct', 'image/webp', '--cc', 'public, max-age=31536000, immutable', '--force'], { quiet: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
