import { expect, test } from '@playwright/test';
import { login } from '../helpers';

/** Words a Turkish user reads in the admin area: the SPEC's English labels keep their own letters, charts speak Turkish. */
test.beforeEach(async ({ page }) => {
  await login(page, 'admin@demo.test', /\/admin\/dashboard$/);
});

test('the Front Office heading reads as the SPEC writes it, never upper-cased by Turkish rules into "OFFİCE"', async ({ page }) => {
  const baslik = page.getByTestId('admin-panel2').locator('.subpanel-title').first();
  await expect(baslik).toBeVisible();
  // innerText is what is painted (text-transform applied)
  expect(await baslik.evaluate((el) => (el as HTMLElement).innerText)).toBe('Front Office');
  const basliklar = await page.getByTestId('admin-panel2').locator('.subpanel-title').evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText));
  expect(basliklar.filter((b) => /[A-Z]İ|İ[A-Z]/.test(b))).toEqual([]);
});

test('the dashboard charts name their day in Turkish, not uPlot\'s "Time"', async ({ page }) => {
  const grafik = page.getByTestId('ozet-randevu-grafik');
  await expect(grafik.locator('canvas')).toBeVisible();
  const legend = grafik.locator('.u-legend');
  await expect(legend).toContainText('Gün');
  await expect(legend).not.toContainText('Time');
  await expect(page.getByTestId('ozet-qr-grafik').locator('.u-legend')).not.toContainText('Time');
});
