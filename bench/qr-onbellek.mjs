// The QR landing from the edge cache vs rendered, in the same run (worker/pages/qrmenu-cache.ts). "Rendered" asks for
// the same page with a query parameter that differs on every request: the key covers the whole URL, so each one
// misses (render + cache write), exactly what a cache-busting client costs; nothing in the Worker turns the cache off.
import autocannon from 'autocannon';

async function olc(base, path, connections, degisken) {
  let n = 0;
  const result = await autocannon({
    url: base + path, connections, duration: 10,
    requests: [{ setupRequest: (req) => ({ ...req, path: degisken ? `${path}?b=${Date.now()}-${n++}` : path }) }],
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors: result.errors + result.non2xx };
}

/** Table lines for bench/run.mjs and the figures for results.json. */
export async function qrOnbellek(base, landing) {
  const first = await fetch(base + landing);
  await first.text();
  const second = await fetch(base + landing);
  await second.text();
  const rows = {};
  for (const connections of [1, 10]) {
    process.stderr.write(`load QR landing cached/rendered c=${connections}\n`);
    rows[`cached c=${connections}`] = await olc(base, landing, connections, false);
    rows[`rendered c=${connections}`] = await olc(base, landing, connections, true);
  }
  const lines = ['', `| QR landing, edge cache (autocannon 10 s; second request: X-Cache ${second.headers.get('x-cache')}) | p50 ms | p99 ms | req/s | non-2xx/errors |`, '|---|---|---|---|---|'];
  for (const [name, r] of Object.entries(rows)) lines.push(`| ${name} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.errors} |`);
  for (const connections of [1, 10]) {
    const ratio = rows[`cached c=${connections}`].rps / Math.max(1, rows[`rendered c=${connections}`].rps);
    lines.push(`| cached ÷ rendered c=${connections} | | | ${ratio.toFixed(2)}× | |`);
  }
  return { rows, lines };
}
