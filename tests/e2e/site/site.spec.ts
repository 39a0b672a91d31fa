import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots } from '../helpers';

const PAGES: [string, string][] = [
  ['/', 'home'], ['/about', 'about'], ['/services', 'services'], ['/services/cafe-management', 'cafe'],
  ['/services/appointment-management', 'appointment'], ['/services/qr-menu', 'qr-menu'], ['/contact', 'contact'],
];

for (const [path, name] of PAGES) {
  test(`public page ${path} renders in Turkish with one h1, no JS bundle and no axe violations`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(request.url()); });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.locator('h1')).toHaveCount(1);
    expect(scripts).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, path);
    await screenshots(page, `site-${name}`);
  });
}

test('language comes from ?lang, then sticks through the lang cookie', async ({ page }) => {
  await page.goto('/about?lang=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('h1')).not.toHaveText(/^$/);
  await page.context().addCookies([{ name: 'lang', value: 'ru', url: page.url() }]);
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('browser language is used when nothing else is set', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('unknown paths redirect to /', async ({ page }) => {
  await page.goto('/bu-sayfa-yok/hic');
  await expect(page).toHaveURL(/\/$/);
});

test('claims of built screens carry no "coming" badge (the unit test ties the badge to the menu tree)', async ({ page }) => {
  await page.goto('/services/cafe-management');
  // the cafe's tables, staff and now the stock (envanter) are built: no claim of the cafe page is 'coming'
  await expect(page.locator('[data-iddia="cafe.features.items.0"]')).toHaveCount(0);
  await expect(page.locator('[data-iddia="cafe.features.items.4"]')).toHaveCount(0);
  await expect(page.locator('[data-iddia="cafe.features.items.5"]')).toHaveCount(0);
  await page.goto('/services/qr-menu?lang=en');
  await expect(page.locator('[data-iddia^="qrMenu."]')).toHaveCount(0);
  // the cafe's tables, table tracking, cash book and day end are built now: their claims carry no badge
  await expect(page.locator('[data-iddia^="common.services.cafe.bullets."]')).toHaveCount(0);
  // CRM, stock and fixed assets are built: the home page's module list has no badge left
  await page.goto('/?lang=en');
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  await expect(page.locator('[data-iddia="common.modules.0"]')).toHaveCount(0);
  await expect(page.locator('[data-iddia="common.modules.1"]')).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('[data-iddia="home.audience.items.1"]')).toHaveCount(0);
});

test('the README sends a newcomer to the guest side: its QR menu and table URLs open the demo café', async ({ page }) => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const yollar = [...readme.matchAll(/http:\/\/127\.0\.0\.1:4321(\/qr\/[^\s|)]+)/g)].map((m) => m[1]!);
  expect(yollar).toEqual(expect.arrayContaining(['/qr/kahve-duragi', '/qr/kahve-duragi/WVVZVFlV?masa=1']));
  for (const yol of new Set(yollar)) {
    const cevap = await page.goto(yol);
    expect(cevap?.status(), yol).toBe(200);
    await expect(page.locator('h1')).toContainText('Kahve Durağı');
  }
});
