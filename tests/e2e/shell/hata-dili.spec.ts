import { expect, test } from '@playwright/test';
import { login } from '../helpers';

/** SPEC §8's catalogue is shown in the UI language: Turkish on a Turkish screen, the SPEC's English on an English one. */
test('a dropped connection says so in Turkish on a Turkish screen and in the SPEC English on an English one', async ({ page }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.route('**/api/isletme/kullanicilar?**', (route) => route.abort('internetdisconnected'));
  await page.route('**/api/isletme/kullanicilar', (route) => route.abort('internetdisconnected'));
  await page.goto('/isletme/ayarlar/yonetim/kullanici');
  await expect(page.getByText('Lütfen internet bağlantınızı kontrol edin veya tekrar deneyin.')).toBeVisible();
  await expect(page.getByText('Please check your internet connection or try again.')).toHaveCount(0);
  await page.getByTestId('language-select').selectOption('en');
  await expect(page.getByTestId('logout')).toContainText('Sign Out', { timeout: 15_000 });
  await page.reload();
  await expect(page.getByText('Please check your internet connection or try again.')).toBeVisible();
  await page.getByTestId('language-select').selectOption('tr');
  await expect(page.getByTestId('logout')).toContainText('Çıkış Yap');
});
