import { chromium } from '@playwright/test';
const B = 'http://127.0.0.1:4340';
for (let i = 0; i < 60; i++) { try { if ((await fetch(B + '/login')).ok) break; } catch {} await new Promise(r => setTimeout(r, 1000)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ locale: 'tr-TR', viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await page.goto(B + '/login');
await page.fill('#email', 'isletme@demo.test'); await page.fill('#password', 'demo1234');
await Promise.all([page.waitForURL(/dashboard/), page.click('button[type=submit]')]);
const ekranlar = process.argv.slice(2);
for (const e of ekranlar) {
  const [yol, ad] = e.split('=');
  for (const w of [1280, 375]) {
    await page.setViewportSize({ width: w, height: w === 375 ? 812 : 900 });
    await page.goto(B + yol); await page.waitForLoadState('networkidle'); await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/t/bak-${ad}-${w}.png`, fullPage: w === 1280 ? false : false });
  }
}
await browser.close();
