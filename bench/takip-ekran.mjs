// The grid budget of table tracking (issues 11, 22) against the built Worker and the demo DB (Kahve Durağı, venue 1)
// (its route's JS is a row of the panel's first routes, bench/panel-js.mjs): the grid with 60 tables: the venue gets
// 44 tables more in a bench-only area and checks on a few free demo tables, then, median of 10 fresh loads, the time
// from the /takip answer (and from navigation) until the 60th tile is in the DOM. Afterwards the checks are paid and
// the bench tables and area deleted, so the demo stays as it was.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROME_FLAGS } from './measure.mjs';
/* global window, document, performance, MutationObserver -- the recorder runs in the page */

const VENUE = '1';
const HEDEF = 60;
const TUR = 10;
const ALAN = 'Bench';
const ACILACAK = ['Masa 1', 'Masa 2', 'Bahçe 1', 'Masa 5'];
const YOL = '/isletme/qrmenu/cafe-yonetim/masa-takip';

let sayac = 0;
const islemId = () => `bench-ekran-${Date.now().toString(36)}-${(sayac += 1)}`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function oturum(base) {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'isletme@demo.test', password: 'demo1234' }) });
  const token = /token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`login failed: ${res.status}`);
  const headers = { authorization: `Bearer ${token}`, 'x-isletme-id': VENUE, 'content-type': 'application/json' };
  const api = async (method, path, body) => {
    const res = await fetch(`${base}/api/isletme/cafe${path}`, { method, headers, body: body && JSON.stringify(body) });
    const json = await res.json().catch(() => ({}));
    return { status: res.status, data: json.data };
  };
  return api;
}

// Runs in the page before its scripts: when the first /takip answer arrived and when the HEDEF-th tile appeared.
function kaydedici(hedef) {
  const kayit = { veri: 0, izgara: 0 };
  window.__takip = kayit;
  const asil = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const cevap = await asil(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/api/isletme/cafe/takip') && !kayit.veri) kayit.veri = performance.now();
    return cevap;
  };
  const gozcu = new MutationObserver(() => {
    if (!kayit.izgara && document.querySelectorAll('a.ct-masa').length >= hedef) {
      kayit.izgara = performance.now();
      gozcu.disconnect();
    }
  });
  gozcu.observe(document, { subtree: true, childList: true });
}

/**
 * Cookies and localStorage of an owner logged in with a venue selected (the panel keeps the venue in localStorage;
 * default Kahve Durağı), or with `venue` null of the platform admin on their dashboard.
 */
export async function girisDurumu(browser, base, venue = VENUE) {
  const context = await browser.newContext({ locale: 'tr-TR' });
  try {
    const res = await context.request.post(`${base}/api/auth/login`, { data: { email: venue === null ? 'admin@demo.test' : 'isletme@demo.test', password: 'demo1234' } });
    if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
    const page = await context.newPage();
    if (venue === null) {
      await page.goto(`${base}/admin/dashboard`);
      await page.waitForFunction(() => JSON.parse(window.localStorage.getItem('session') ?? '{}').isAuthenticated === true);
    } else {
      await page.goto(`${base}/isletme/dashboard`);
      await page.getByTestId('venue-select').selectOption(String(venue));
      await page.waitForFunction((id) => JSON.parse(window.localStorage.getItem('session') ?? '{}').selectedIsletmeId === Number(id), String(venue));
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * A fresh context (empty HTTP cache) already logged in on venue 1. Service workers are blocked: a cold visit measures
 * the screen's own code, and the offline worker's precache of the cafe screens would keep the network from going idle.
 */
const girisliBaglam = (browser, durum) => browser.newContext({ locale: 'tr-TR', storageState: durum, serviceWorkers: 'block' });

/**
 * Every script the browser downloads on a cold load of the path (logged in by API, so nothing is cached), gzip:
 * the total, and per path (to tell a screen's own files from the shell's); `yerli` = the browser has BarcodeDetector.
 */
export async function rotaJs(browser, base, durum, path) {
  const context = await girisliBaglam(browser, durum);
  try {
    const page = await context.newPage();
    const bekleyen = [];
    const sizes = new Map();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bekleyen.push(response.body().then((body) => sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length), () => undefined));
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const yerli = await page.evaluate(() => 'BarcodeDetector' in window);
    await Promise.all(bekleyen);
    return { files: sizes.size, gzip: [...sizes.values()].reduce((a, b) => a + b, 0), sizes, yerli };
  } finally {
    await context.close();
  }
}

async function izgaraOlc(browser, base, durum) {
  const turlar = [];
  for (let i = 0; i < TUR; i += 1) {
    const context = await girisliBaglam(browser, durum);
    try {
      await context.addInitScript(kaydedici, HEDEF);
      const page = await context.newPage();
      await page.goto(`${base}${YOL}`);
      await page.waitForFunction(() => window.__takip?.izgara > 0, null, { timeout: 20_000 });
      const k = await page.evaluate(() => window.__takip);
      const ciz = await page.locator('a.ct-masa').count();
      if (ciz !== HEDEF) throw new Error(`grid shows ${ciz} tiles, expected ${HEDEF}`);
      turlar.push({ gezinme: k.izgara, veri: k.izgara - k.veri });
    } finally {
      await context.close();
    }
  }
  return { gezinme: Math.round(median(turlar.map((t) => t.gezinme))), veri: Math.round(median(turlar.map((t) => t.veri)) * 10) / 10, turlar };
}

export async function takipEkran(base) {
  const api = await oturum(base);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  let alanId = null;
  const eklenen = [];
  const acilan = [];
  try {
    const durum = await girisDurumu(browser, base);

    // 60 active tables: the demo's own plus bench tables in their own area
    const ekle = await api('POST', '/alanlar', { ad: ALAN });
    if (ekle.status !== 201) throw new Error(`area: ${ekle.status}`);
    alanId = ekle.data.id;
    const aktif = (await api('GET', '/takip')).data.masalar.length;
    for (let n = 1; aktif + eklenen.length < HEDEF; n += 1) {
      const r = await api('POST', '/masalar', { ad: `Bench ${n}`, alanId, kapasite: 4 });
      if (r.status !== 201) throw new Error(`table: ${r.status}`);
      eklenen.push(r.data.id);
    }
    // a few more open checks on free demo tables (paid at the end); a 409 on gunAc means a day is already open
    const gun = await api('POST', '/islem', { islemId: islemId(), tur: 'gunAc' });
    if (gun.status >= 300 && gun.status !== 409) throw new Error(`gunAc: ${gun.status}`);
    const takip = (await api('GET', '/takip')).data;
    // a product that asks no options (the demo's coffees and teas ask sugar)
    const urun = (await api('GET', '/katalog')).data.urunler.find((u) => !u.tukendi && !(u.secenekGrupIdler ?? []).length);
    for (const ad of ACILACAK) {
      const masa = takip.masalar.find((m) => m.ad === ad);
      if (!masa || takip.acik.some((a) => a.masaId === masa.id)) continue;
      const r = await api('POST', '/islem', { islemId: islemId(), tur: 'siparis', masaId: masa.id, kalemler: [{ urunId: urun.id, adet: 1 }] });
      if (r.status >= 300) throw new Error(`order: ${r.status}`);
      acilan.push(r.data.adisyon.id);
    }
    const acikSayi = (await api('GET', '/takip')).data.acik.length;
    const izgara = await izgaraOlc(browser, base, durum);

    const rows = { izgara, acik: acikSayi };
    const lines = [
      '', '| table tracking screen (built Worker, demo DB) | value | budget |', '|---|---|---|',
      `| grid of ${HEDEF} tables (${acikSayi} open checks): /takip answer → ${HEDEF}th tile in the DOM, median of ${TUR} | ${izgara.veri} ms | ≤ 100 ms |`,
      `| grid of ${HEDEF} tables: navigation → ${HEDEF}th tile in the DOM (cold load), median of ${TUR} | ${izgara.gezinme} ms | ≤ 500 ms |`,
    ];
    return { rows, lines };
  } finally {
    await browser.close();
    for (const id of acilan) {
      const a = (await api('GET', '/takip')).data.acik.find((x) => x.id === id);
      const kalan = a ? a.toplamKurus - a.odenenKurus : 0;
      if (kalan > 0) await api('POST', '/islem', { islemId: islemId(), tur: 'ode', adisyonId: id, odemeler: [{ odeme: 'nakit', tutarKurus: kalan }] });
    }
    for (const id of eklenen) await api('DELETE', `/masalar/${id}`);
    if (alanId) await api('DELETE', `/alanlar/${alanId}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, lines } = await takipEkran(process.argv[2] ?? 'http://127.0.0.1:4399');
  console.log(JSON.stringify({ ...rows, izgara: { ...rows.izgara, turlar: undefined } }));
  console.log(lines.join('\n'));
}
