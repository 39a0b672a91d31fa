import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm start`, the e2e server and the bench run wrangler through scripts/wrangler.mjs: the local run must never reach
 * out to workers.cloudflare.com (offline it printed ENOTFOUND stack traces on every request batch).
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
type Ortam = Record<string, string | undefined>;
const { wranglerEnv } = (await import(`${ROOT}scripts/wrangler.mjs`)) as { wranglerEnv: (base?: Ortam) => Ortam };
const kaynak = (dosya: string) => readFileSync(`${ROOT}${dosya}`, 'utf8');

describe('the environment wrangler is spawned with', () => {
  it("turns off the request.cf download and metrics, over whatever the caller had, and keeps the caller's other variables", () => {
    const ortam = wranglerEnv({ PATH: '/usr/bin', CLOUDFLARE_CF_FETCH_ENABLED: 'true', WRANGLER_SEND_METRICS: 'true' });
    expect(ortam).toMatchObject({ PATH: '/usr/bin', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' });
    expect(wranglerEnv()).toMatchObject({ CLOUDFLARE_CF_FETCH_ENABLED: 'false' });
  });

  it('is what every spawn of wrangler and the start script\'s build get', () => {
    const yardimci = kaynak('scripts/wrangler.mjs');
    expect(yardimci.match(/spawn(Sync)?\(process\.execPath, \[BIN/g)).toHaveLength(2);
    expect(yardimci.match(/env: (\{ \.\.\.)?wranglerEnv\(\)/g)).toHaveLength(2);
    expect(kaynak('scripts/start.mjs')).toMatch(/spawnSync\('npm', \['run', 'build'\], \{[^}]*env: wranglerEnv\(\)/);
    // the e2e server and the bench start the Worker only through the helper
    expect(kaynak('scripts/e2e-server.mjs')).toMatch(/startWorker\(/);
    expect(kaynak('scripts/e2e-server.mjs')).not.toMatch(/spawn/);
  });
});
