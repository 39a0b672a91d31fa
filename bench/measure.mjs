// Measurement helpers for bench/run.mjs: compressed page weight, Lighthouse, load, panel JS, upload size.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ROOT } from '../scripts/wrangler.mjs';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
/** fetch with one retry: an idle keep-alive socket closed by workerd fails the first try. */
async function get(url) {
  try {
    return await fetch(url);
  } catch {
    return fetch(url, { headers: { connection: 'close' } });
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** gzip bytes of a page's HTML and the same-origin CSS/JS it references. */
export async function pageWeight(base, path) {
  const html = Buffer.from(await (await get(base + path)).arrayBuffer());
  const text = html.toString('utf8');
  const css = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const js = [...text.matchAll(/<script[^>]+src="([^"]+)"/g), ...text.matchAll(/import\("([^"]+\.js)"\)/g), ...text.matchAll(/component-url="([^"]+)"/g), ...text.matchAll(/renderer-url="([^"]+)"/g)].map((m) => m[1]);
  const sum = async (urls) => {
    let total = 0;
    for (const url of new Set(urls)) total += gz(Buffer.from(await (await get(new URL(url, base + path))).arrayBuffer()));
    return total;
  };
  return { html: gz(html), css: await sum(css), js: await sum(js) };
}

/** Lighthouse mobile (default form factor), median of `runs`. */
export function lighthouse(url, runs = 3) {
  mkdirSync(`${ROOT}bench/.lh`, { recursive: true });
  const results = [];
  for (let i = 0; i < runs; i++) {
    const out = `${ROOT}bench/.lh/run.json`;
    let run;
    // Lighthouse occasionally fails to record a trace (NO_NAVSTART); such a run is repeated, not counted
    for (let attempt = 0; attempt < 3; attempt++) {
      run = spawnSync(process.execPath, [`${ROOT}node_modules/lighthouse/cli/index.js`, url, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS.join(' ')}`], {
      cwd: ROOT, encoding: 'utf8', env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      });
      if (run.status === 0) break;
    }
    if (run.status !== 0) throw new Error(`lighthouse failed for ${url}: ${run.stderr.slice(-500)}`);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    results.push({
      score: Math.round(report.categories.performance.score * 100),
      lcp: report.audits['largest-contentful-paint'].numericValue,
      tbt: report.audits['total-blocking-time'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
    });
  }
  return { score: median(results.map((r) => r.score)), lcp: median(results.map((r) => r.lcp)), tbt: median(results.map((r) => r.tbt)), cls: median(results.map((r) => r.cls)) };
}

/** autocannon for 10 s: p50/p99 latency (ms) and mean req/s. */
export async function load(url, connections, headers = {}) {
  const result = await autocannon({ url, connections, duration: 10, headers });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors: result.errors + result.non2xx };
}

/** Compressed upload size reported by `wrangler deploy --dry-run`. */
export function uploadSize() {
  const run = spawnSync(process.execPath, [`${ROOT}node_modules/wrangler/bin/wrangler.js`, 'deploy', '--dry-run', '-c', 'dist/server/wrangler.json'], { cwd: ROOT, encoding: 'utf8' });
  const match = /Total Upload:\s*([\d.]+ KiB)\s*\/\s*gzip:\s*([\d.]+ KiB)/.exec(run.stdout + run.stderr);
  return match ? { raw: match[1], gzip: match[2] } : { raw: 'n/a', gzip: 'n/a', output: (run.stdout + run.stderr).slice(-400) };
}
