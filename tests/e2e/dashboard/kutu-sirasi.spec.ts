import { expect, test, type Page } from '@playwright/test';
import { login, screenshots } from '../helpers';

// Issue 23, item 21: a venue sees the tiles of the modules it uses first. The demo cafe Kahve Durağı (1) leads with
// the cafe, the demo salon Lotus (2) with its appointments; a module the venue does not use comes after the
// venue-wide tiles (cash, staff, users), not before them.

async function isletmeSec(page: Page, ad: string) {
  await page.getByTestId('venue-select').selectOption({ label: ad });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe(ad);
}

const kutular = (page: Page) => page.getByTestId('oz-kutular').locator(':scope > section').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));

test('the demo cafe leads with the cafe tile, the demo salon with its appointments; the other one goes last', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);

  await isletmeSec(page, 'Kahve Durağı');
  await expect(page.getByTestId('venue-name')).toHaveText('Kahve Durağı');
  await expect.poll(() => kutular(page).then((k) => k[0])).toBe('oz-cafe');
  const cafe = await kutular(page);
  expect(cafe.indexOf('oz-randevu')).toBeGreaterThan(cafe.indexOf('oz-yonetim'));
  // the cafe tile's figures are the X report's: sales beside takings, never a bare 0,00 ₺ beside the cash book's income
  await expect(page.getByTestId('oz-cafe-tahsilat')).toHaveText(/₺/);
  await screenshots(page, 'dashboard-kahve');

  await isletmeSec(page, 'Güzellik Salonu Lotus');
  await expect(page.getByTestId('venue-name')).toHaveText('Güzellik Salonu Lotus');
  await expect.poll(() => kutular(page).then((k) => k[0])).toBe('oz-randevu');
  const salon = await kutular(page);
  expect(salon.at(-1)).toBe('oz-cafe');
  expect(salon.indexOf('oz-cafe')).toBeGreaterThan(salon.indexOf('oz-kasa'));
  await screenshots(page, 'dashboard-lotus');
});
