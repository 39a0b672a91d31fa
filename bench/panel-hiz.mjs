// How fast a panel data screen shows its data: navigation start → data call start → data painted (ms, median).
// "first" = the screen's own code not yet loaded (a fresh browser logged in on the dashboard, then the screen);
// "warm" = the same screen opened again, its code in the HTTP cache. Painted = the last DOM change in the screen's area (#main).
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './measure.mjs';
/* global window, document, performance, MutationObserver, Element -- the recorder and evaluate() run in the page */

export const HIZ_EKRANLARI = [
  '/isletme/personel',
  '/isletme/qrmenu/kategori',
  '/isletme/qrmenu/urunler',
  '/isletme/randevutakip/musteriler',
  '/isletme/randevutakip/hizmetler',
  '/isletme/randevutakip/randevular',
  '/isletme/randevutakip/kasa-hareketleri',
  '/isletme/randevutakip/cari-takip',
  '/isletme/ayarlar/yonetim/kullanici',
  '/isletme/ayarlar/yonetim/parametre',
];

// Runs in the page before its scripts: records every /api/ call and the time of the last DOM change.
function kaydedici() {
  const kayit = { api: [], son: 0 };
  window.__hiz = kayit;
  const asil = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const basla = performance.now();
    const cevap = await asil(input, init);
    if (url.includes('/api/')) kayit.api.push({ url, basla, bitis: performance.now() });
    return cevap;
  };
  // only the screen's own area counts: the top bar and menu also change when the session refresh lands
  new MutationObserver((list) => {
    if (list.some((m) => (m.target instanceof Element ? m.target : m.target.parentElement)?.closest('#main'))) kayit.son = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function olc(page, base, path) {
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const kayit = await page.evaluate(() => window.__hiz);
  const veri = kayit.api.filter((call) => !/\/api\/(auth|i18n)\//.test(call.url));
  if (veri.length === 0) throw new Error(`no data call on ${path}`);
  return { cagri: Math.round(Math.min(...veri.map((c) => c.basla))), boyandi: Math.round(kayit.son) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function girisliSayfa(browser, base, email) {
  const context = await browser.newContext({ locale: 'tr-TR', serviceWorkers: 'block' });
  await context.addInitScript(kaydedici);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.fill('#email', email);
  await page.fill('#password', 'demo1234');
  await Promise.all([page.waitForURL(/\/isletme\//), page.click('button[type=submit]')]);
  await page.waitForLoadState('networkidle');
  return { context, page };
}

export async function panelHizi(base, email = 'isletme@demo.test') {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  const ilk = [];
  const sicak = [];
  try {
    for (const path of HIZ_EKRANLARI) {
      const { context, page } = await girisliSayfa(browser, base, email);
      ilk.push({ path, ...(await olc(page, base, path)) });
      sicak.push({ path, ...(await olc(page, base, path)) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const ozet = (rows) => ({ cagri: median(rows.map((r) => r.cagri)), boyandi: median(rows.map((r) => r.boyandi)), rows });
  return { ilk: ozet(ilk), sicak: ozet(sicak) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await panelHizi(process.argv[2] ?? 'http://127.0.0.1:4399');
  console.log(JSON.stringify(result, null, 1));
}
