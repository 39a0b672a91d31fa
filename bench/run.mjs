// `npm run bench`: build, start the Worker on a fresh local D1, measure, print one table, write bench/results.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { ROOT, waitFor } from '../scripts/wrangler.mjs';
import { lighthouse, load, pageWeight, uploadSize } from './measure.mjs';
import { panelIlkRotalar } from './panel-js.mjs';
import { panelHizi } from './panel-hiz.mjs';
import { prepareQrMenu } from './qr-setup.mjs';
import { qrOnbellek } from './qr-onbellek.mjs';
import { bookingWidgetCls } from './widget-cls.mjs';
import { cafeCanli } from './cafe.mjs';
import { istasyonBench } from './istasyon.mjs';
import { takipEkran } from './takip-ekran.mjs';
import { qrSiparis } from './qr-siparis.mjs';
import { envanterBench } from './envanter.mjs';
import { taramaBench } from './tarama.mjs';
import { crmBench } from './crm.mjs';
import { hatirlatmaBench } from './hatirlatma.mjs';
import { kaynakBench } from './kaynak.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4399);
const BASE = `http://127.0.0.1:${PORT}`;
const PUBLIC_PAGES = ['/', '/about', '/services', '/services/cafe-management', '/services/appointment-management', '/services/qr-menu', '/contact', '/login'];
/** A Tuesday a week or more ahead, when the demo salon is open (YYYY-MM-DD). */
function nextTuesday() {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
/**
 * After a step that blocked this process (a synchronous `wrangler d1 execute`, the fuzz test run), the server may
 * have closed the pooled keep-alive socket, and undici does not retry a POST on it ('other side closed'): one GET
 * takes a dead socket out of the pool (a few at once, one per pooled socket the parallel steps opened).
 */
const soketTazele = () => Promise.all(Array.from({ length: 8 }, () => fetch(`${BASE}/login`).then(() => undefined, () => undefined)));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('astro build failed');
}
const server = spawn(process.execPath, [`${ROOT}scripts/e2e-server.mjs`, String(PORT)], { cwd: ROOT, stdio: process.env.BENCH_LOG ? 'inherit' : 'ignore' });
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

// BENCH_ONLY=panel,cafe measures only those parts (pages, panel, widgets, load, cafe, envanter, crm, hatirlatma, kaynak, worker) (names below), e.g. again on a quiet machine; default: all
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : null;
const want = (name) => !ONLY || ONLY.includes(name);

try {
  await waitFor(`${BASE}/login`, 120_000);
  const results = { date: new Date().toISOString(), pages: {}, widgets: {}, panels: {}, load: {}, worker: {} };
  const lines = [];

  const qr = await prepareQrMenu(BASE);
  await soketTazele();
  lines.push(`QR landing = ${qr.landing}; category page with 60 products = ${qr.category}`);
  if (want('pages')) {
    // booking page of the demo salon (issue 4), measured once it exists
    const salonPages = ['/guzellik-salonu-lotus/LOTUS7K2QX9M/randevu/yeni', '/guzellik-salonu-lotus/LOTUS7K2QX9M/randevu/sorgula', '/guzellik-salonu-lotus/blog'];
    const existing = [];
    for (const path of salonPages) if ((await fetch(BASE + path, { redirect: 'manual' })).status === 200) existing.push(path);
    // the same category opened from a garden table's card (the demo lets Bahçe 1, table 5, order): the ordering island
    for (const path of [...PUBLIC_PAGES, qr.landing, qr.category, `${qr.category}?masa=5`, ...existing]) {
      process.stderr.write(`measuring ${path}\n`);
      results.pages[path] = { ...(await pageWeight(BASE, path)), lighthouse: lighthouse(BASE + path, 3) };
    }
    lines.push('', '| public page | HTML gz | CSS gz | JS gz | LH score | LCP ms | TBT ms | CLS |', '|---|---|---|---|---|---|---|---|');
    for (const [path, r] of Object.entries(results.pages)) {
      lines.push(`| ${path} | ${kb(r.html)} | ${kb(r.css)} | ${kb(r.js)} | ${r.lighthouse.score} | ${Math.round(r.lighthouse.lcp)} | ${Math.round(r.lighthouse.tbt)} | ${r.lighthouse.cls.toFixed(3)} |`);
    }
  }

  if (want('panel')) {
    const ilk = await panelIlkRotalar(BASE);
    results.panels = ilk.rows;
    lines.push(...ilk.lines);
    results.panelHizi = await panelHizi(BASE);
    lines.push('', '| panel data screen, median of 10 (ms after navigation) | data call starts | data painted | budget |', '|---|---|---|---|');
    lines.push(`| first visit (screen code not loaded) | ${results.panelHizi.ilk.cagri} | ${results.panelHizi.ilk.boyandi} | ≤ 400 |`);
    lines.push(`| again (screen code loaded) | ${results.panelHizi.sicak.cagri} | ${results.panelHizi.sicak.boyandi} | ≤ 250 |`);
  }

  if (want('widgets')) {
    const widgetDir = `${ROOT}public/widgets`;
    for (const file of existsSync(widgetDir) ? readdirSync(widgetDir).filter((name) => name.endsWith('.js')) : []) {
      results.widgets[file] = { gzip: gzipSync(readFileSync(`${widgetDir}/${file}`), { level: 9 }).length, raw: statSync(`${widgetDir}/${file}`).size };
    }
    lines.push('', '| widget | gzip | gzip bytes |', '|---|---|---|');
    for (const [file, r] of Object.entries(results.widgets)) lines.push(`| ${file} | ${kb(r.gzip)} | ${r.gzip} |`);
    lines.push(...(await bookingWidgetCls(BASE)));
  }

  if (want('load')) {
    const login = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'isletme@demo.test', password: 'demo1234' }) });
    const token = /token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const targets = {
      'GET /api/auth/me (D1 read)': [`${BASE}/api/auth/me`, { authorization: `Bearer ${token}` }],
      'GET /i18n/en.json (asset)': [`${BASE}/i18n/en.json`, {}],
      'GET / (page)': [`${BASE}/`, {}],
      'GET /api/public/menu/:slug (public JSON)': [`${BASE}${qr.json}`, {}],
      'GET QR landing (page)': [`${BASE}${qr.landing}`, {}],
      'GET /api/randevu/:firmaKey/slotlar (availability)': [`${BASE}/api/randevu/LOTUS7K2QX9M/slotlar?hizmetIdler=${process.env.BENCH_HIZMET ?? 1001}&personelId=any&tarih=${nextTuesday()}`, {}],
      'GET /api/randevu/:firmaKey/gunler (30 days)': [`${BASE}/api/randevu/LOTUS7K2QX9M/gunler?hizmetIdler=${process.env.BENCH_HIZMET ?? 1001}&personelId=any&baslangic=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}&gun=30`, {}],
      // the appointment panel's two heaviest reads, for the demo salon (venue 2)
      'GET /api/isletme/randevu/randevular (week calendar)': [`${BASE}/api/isletme/randevu/randevular?tarih=${new Date().toISOString().slice(0, 10)}&gun=7`, { authorization: `Bearer ${token}`, 'x-isletme-id': '2' }],
      'GET /api/isletme/randevu/ozet (dashboard)': [`${BASE}/api/isletme/randevu/ozet`, { authorization: `Bearer ${token}`, 'x-isletme-id': '2' }],
    };
    for (const [name, [url, headers]] of Object.entries(targets)) {
      for (const connections of [1, 10]) {
        process.stderr.write(`load ${name} c=${connections}\n`);
        results.load[`${name} c=${connections}`] = await load(url, connections, headers);
      }
    }
    lines.push('', '| load (autocannon 10 s) | p50 ms | p99 ms | req/s | non-2xx/errors |', '|---|---|---|---|---|');
    for (const [name, r] of Object.entries(results.load)) lines.push(`| ${name} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.errors} |`);
    const qrCache = await qrOnbellek(BASE, qr.landing);
    results.qrOnbellek = qrCache.rows;
    lines.push(...qrCache.lines);
  }

  if (want('cafe')) {
    const cafe = await cafeCanli(BASE);
    results.cafe = cafe.rows;
    lines.push(...cafe.lines);
    lines.push(...(await takipEkran(BASE)).lines);
    const istasyon = await istasyonBench(BASE);
    results.istasyon = istasyon.rows;
    lines.push(...istasyon.lines);
    await soketTazele();
    const siparis = await qrSiparis(BASE);
    results.qrSiparis = siparis.rows;
    lines.push(...siparis.lines);
  }

  if (want('envanter')) {
    const envanter = await envanterBench(BASE);
    results.envanter = envanter.rows;
    lines.push(...envanter.lines);
    const tarama = await taramaBench(BASE);
    results.tarama = tarama.rows;
    lines.push(...tarama.lines);
  }

  if (want('crm')) {
    const crm = await crmBench(BASE);
    results.crm = crm.rows;
    lines.push(...crm.lines);
  }

  if (want('hatirlatma')) {
    const hatirlatma = await hatirlatmaBench(BASE);
    results.hatirlatma = hatirlatma.rows;
    lines.push(...hatirlatma.lines);
  }

  if (want('kaynak')) {
    // next to the load table's slot row: the same day and request, measured side by side with the resources case
    const kaynak = await kaynakBench(BASE, nextTuesday(), `${BASE}/api/randevu/LOTUS7K2QX9M/slotlar?hizmetIdler=${process.env.BENCH_HIZMET ?? 1001}&personelId=any&tarih=${nextTuesday()}`);
    results.kaynak = kaynak.rows;
    lines.push(...kaynak.lines);
  }

  if (want('worker')) {
    results.worker.upload = uploadSize();
    lines.push('', `Worker upload (wrangler deploy --dry-run): ${results.worker.upload.raw} / gzip ${results.worker.upload.gzip}`);
  }
  writeFileSync(`${ROOT}bench/results.json`, `${JSON.stringify(results, null, 2)}\n`);
  console.log(lines.join('\n'));
} finally {
  stop();
}
