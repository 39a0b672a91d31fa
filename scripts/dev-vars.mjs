// Creates .dev.vars with fresh local secrets once (never committed); later runs keep it so passwords stay valid.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = new URL('../.dev.vars', import.meta.url);

/** Reads .dev.vars into an object, creating it first when missing. */
export function ensureDevVars() {
  if (!existsSync(FILE)) {
    const lines = [
      '# local secrets for wrangler dev (created by scripts/dev-vars.mjs; not committed)',
      `PASSWORD_PEPPER=${randomBytes(32).toString('base64url')}`,
      `LINK_KEY=${randomBytes(32).toString('base64url')}`,
      'DEMO_MODE=1',
      '',
    ];
    writeFileSync(FILE, lines.join('\n'));
  }
  const vars = {};
  for (const line of readFileSync(FILE, 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) vars[match[1]] = match[2];
  }
  return vars;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDevVars();
