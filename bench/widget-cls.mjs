// Layout shift a venue's own site suffers from the booking widget: a host page on another origin with text above and
// below the widget, the README's snippet (read from README.md) and a bare script tag, at 375 and 1280 px.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { ROOT } from '../scripts/wrangler.mjs';
import { CHROME_FLAGS } from './measure.mjs';

const FIRMA_KEY = 'LOTUS7K2QX9M';
// booking.js answers this much later than the page, as on a real network: the widget then starts after the first paint
const SCRIPT_DELAY_MS = 400;

/** The README's inline booking snippet with this server and the demo salon filled in. */
function readmeSnippet(base) {
  const line = readFileSync(`${ROOT}README.md`, 'utf8').split('\n').find((l) => l.includes('/widgets/booking.js') && l.includes('data-mode="inline"'));
  if (!line) throw new Error('README has no inline booking snippet');
  return line.trim().replaceAll('https://YOUR-HOST', base).replaceAll('FIRMA-KEY', FIRMA_KEY);
}

function hostPage(widget) {
  const paragraph = '<p>Salonumuz 2009\'dan beri hizmet veriyor. Randevunuzu aşağıdan alabilir, sorularınız için bizi arayabilirsiniz.</p>';
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Salon</title>
<style>body{font:18px/1.6 Georgia,serif;margin:0 auto;max-width:760px;padding:0 16px}</style>
<script>window.cls=0;new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(!e.hadRecentInput)window.cls+=e.value})}).observe({type:'layout-shift',buffered:true});</script>
</head><body><h1>Güzellik Salonu Lotus</h1>${paragraph}${widget}<h2>Adres</h2>${paragraph.repeat(6)}</body></html>`;
}

/** Table lines for bench/run.mjs: CLS, the box's height and the first step's own height per page and width. */
export async function bookingWidgetCls(base) {
  const pages = {
    'README snippet': hostPage(readmeSnippet(base)),
    'bare script tag': hostPage(`<script src="${base}/widgets/booking.js" data-firma="${FIRMA_KEY}" async></script>`),
    // parser-blocking: the box exists before anything below it is laid out (the page waits for the script instead)
    'bare tag without async': hostPage(`<script src="${base}/widgets/booking.js" data-firma="${FIRMA_KEY}"></script>`),
  };
  const server = createServer((request, response) => {
    const html = Object.values(pages)[Number((request.url ?? '/').slice(1))];
    response.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html ?? '');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site = `http://localhost:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  const rows = {};
  try {
    for (const [index, name] of Object.keys(pages).entries()) {
      for (const width of [375, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: 800 }, locale: 'tr-TR' });
        await page.route('**/widgets/booking.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
          await route.continue();
        });
        await page.goto(`${site}/${index}`);
        const baslik = page.getByRole('heading', { name: 'Hizmet seçin' });
        const dugme = page.getByRole('button', { name: 'Randevu al' });
        // a bare tag that runs after the first paint floats a button (the flow opens in a dialog, after input)
        await baslik.or(dugme).first().waitFor({ timeout: 30_000 });
        if (await dugme.isVisible()) await dugme.click();
        await baslik.waitFor({ timeout: 30_000 });
        // late fonts, images and the calendar probe would show up in this second
        await page.waitForTimeout(1000);
        const olcum = await page.evaluate(() => {
          const host = globalThis.document.querySelector('script[src*="/widgets/booking.js"]')?.nextElementSibling;
          const icerik = host?.shadowRoot?.querySelector('.w');
          return { cls: globalThis.cls, box: host ? Math.round(host.getBoundingClientRect().height) : 0, step: icerik ? Math.round(icerik.scrollHeight) : 0 };
        });
        rows[`${name} @${width}`] = olcum;
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const lines = ['', `| booking widget on a host page (booking.js ${SCRIPT_DELAY_MS} ms late) | CLS | box px | first step px |`, '|---|---|---|---|'];
  for (const [name, r] of Object.entries(rows)) lines.push(`| ${name} | ${r.cls.toFixed(3)} | ${r.box} | ${r.step} |`);
  return lines;
}
