// JS a phone downloads to show a panel's first route (entry + lazily loaded screen), gzip bytes.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROME_FLAGS } from './measure.mjs';

export async function panelFirstRouteJs(base, email, path) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    await page.fill('#email', email);
    await page.fill('#password', 'demo1234');
    await Promise.all([page.waitForURL(/\/(isletme|admin)\//), page.click('button[type=submit]')]);
    const sizes = new Map();
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') || (response.headers()['content-type'] ?? '').includes('javascript')) {
        try {
          sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
        } catch {
          // redirects have no body
        }
      }
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    return { files: sizes.size, gzip: [...sizes.values()].reduce((a, b) => a + b, 0) };
  } finally {
    await browser.close();
  }
}
