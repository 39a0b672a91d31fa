import { expect, test } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// zeynep.kaya works only in Kahve Durağı; garson@demo.test is left alone on purpose: a second venue would change
// the venue garson lands in, which login.spec and qrmenu-panel.spec rely on (one D1 for the whole run)
const EMAIL = 'zeynep.kaya@demo.test';

test('users screen: an account of another venue is added to this one after the dialog asks', async ({ page, browser }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.goto('/isletme/ayarlar/yonetim/kullanici');
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect(page.getByText('Güzellik Salonu Lotus işletmesinin panel kullanıcıları')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'elif.sahin@demo.test' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: EMAIL })).toHaveCount(0);

  await page.getByTestId('user-add').click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Ad soyad').fill('Başka Bir Ad');
  await form.getByLabel('E-posta').fill('  Zeynep.Kaya@Demo.Test ');
  await form.locator('input[name=sifre]').fill('yazilan-sifre-1');
  // the product's own dialog, never the browser's confirm()
  const native: string[] = [];
  page.on('dialog', (browserDialog) => { native.push(browserDialog.message()); void browserDialog.dismiss(); });
  await form.getByTestId('user-save').click();
  const dialog = page.getByRole('dialog', { name: 'Hesap zaten var' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${EMAIL} adresiyle bir hesap zaten var.`);
  await expect(dialog).toContainText('Güzellik Salonu Lotus');
  await expect(dialog).toContainText('formda yazdığınız şifre kullanılmaz');
  await dialog.getByRole('combobox').click();
  await dialog.getByPlaceholder('İçinde ara...').fill('resep');
  await dialog.getByRole('option', { name: 'Resepsiyon', exact: true }).click();
  await expect(dialog.getByRole('combobox')).toContainText('Resepsiyon');
  await expectAccessible(page, 'existing-account dialog');
  await screenshots(page, 'ayarlar-kullanici-mevcut');

  await dialog.getByTestId('user-existing-confirm').click();
  expect(native).toEqual([]);
  await expect(page.getByTestId('toast').filter({ hasText: 'Kullanıcı bu işletmeye eklendi.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: EMAIL });
  await expect(row).toContainText('Zeynep Kaya');
  await expect(row).toContainText('Resepsiyon');
  await expectAccessible(page, 'users after adding');

  // the account kept its own password (login() types demo1234) and now offers both venues
  const other = await browser.newContext();
  const zeynep = await other.newPage();
  await login(zeynep, EMAIL, /\/isletme\/dashboard$/);
  const options = zeynep.getByTestId('venue-select').locator('option');
  await expect(options).toHaveText(['Güzellik Salonu Lotus', 'Kahve Durağı']);
  await other.close();
});
