import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

// issue 10: every search forgives the keyboard (src/lib/search.ts katla). Demo data: Kahve Durağı's 'Türk Kahvesi';
// Güzellik Salonu Lotus: services 1001 Saç kesimi, 1002 Fön; customer Zehra Yıldız.

async function mekan(page: Page, ad: string) {
  await page.getByTestId('venue-select').selectOption({ label: ad });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe(ad);
}

test('panel list filters and the customer search match however a person types', async ({ page }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await mekan(page, 'Kahve Durağı');
  await page.goto('/isletme/qrmenu/urunler');
  const urunler = page.locator('[data-testid^="product-row-"]');
  await expect(urunler.first()).toBeVisible();
  for (const yazilis of ['TURK KAHVESI', ' türk   kahvesi', 'Turk Kahvesi']) {
    await page.getByTestId('product-search').fill(yazilis);
    await expect(urunler.first()).toContainText('Türk Kahvesi');
    await expect(urunler.filter({ hasNotText: 'Türk Kahvesi' })).toHaveCount(0);
  }

  await mekan(page, 'Güzellik Salonu Lotus');

  await page.goto('/isletme/randevutakip/hizmetler');
  await expect(page.getByTestId('hizmet-row-1001')).toBeVisible();
  await page.getByTestId('hizmet-search').fill('FON');
  await expect(page.getByTestId('hizmet-row-1002')).toBeVisible();
  await expect(page.getByTestId('hizmet-row-1001')).toBeHidden();
  await page.getByTestId('hizmet-search').fill('sac kesimi');
  await expect(page.getByTestId('hizmet-row-1001')).toBeVisible();
  await expect(page.getByTestId('hizmet-row-1002')).toBeHidden();

  await page.goto('/isletme/randevutakip/musteriler');
  await page.getByTestId('musteri-search').fill('ZEHRA YILDIZ');
  await expect(page.getByTestId('musteri-table').locator('tbody tr').first()).toContainText('Zehra Yıldız');
  await expect(page.getByTestId('musteri-table').locator('tbody tr').filter({ hasNotText: 'Zehra Yıldız' })).toHaveCount(0);
});
