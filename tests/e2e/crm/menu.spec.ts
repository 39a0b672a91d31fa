import { expect, test } from '@playwright/test';
import { login } from '../helpers';

/** The CRM menu names its screens by what they show; one customer's and one follow-up's detail open from their lists. */
test('the CRM menu has no numbered or record-only screens; the 360° view opens from the customer list', async ({ page }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.goto('/isletme/crm/musteri/rapor');
  const menu = page.getByTestId('submenu');
  await expect(menu.getByRole('link')).toHaveText(['Müşteri Raporu', 'Müşteri Bağlılığı', 'Müşteri Takip Raporu']);
  await expect(menu.getByRole('link', { name: /\d$|Rapor Detayı/ })).toHaveCount(0);
  await expect(menu.locator('a[href*="rapor-detay"]')).toHaveCount(1);
  await expect(menu.locator('a[href$="rapor-detay-2"]')).toHaveText('Müşteri Bağlılığı');
  await page.getByTestId('crr-ad').first().click();
  await expect(page).toHaveURL(/\/isletme\/crm\/musteri\/rapor-detay\?musteri=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Müşteri Detayı' })).toBeVisible();
});
