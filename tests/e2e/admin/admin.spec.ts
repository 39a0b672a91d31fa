import { expect, test } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

test.beforeEach(async ({ page }) => {
  await login(page, 'admin@demo.test', /\/admin\/dashboard$/);
});

test('admin sidebar cycles 0/64/110 px with the 240 px second panel and searches labels in Turkish', async ({ page }) => {
  const sidebar = page.getByTestId('admin-sidebar');
  await expect(sidebar).toHaveAttribute('data-level', '2');
  await sidebar.getByRole('button', { name: 'Ayarlar' }).click();
  const panel = page.getByTestId('admin-panel2');
  await expect(panel).toContainText('Yetki Setleri');
  expect(Math.round((await panel.boundingBox())!.width)).toBe(240);
  const rail = sidebar.locator('.admin-rail');
  expect(Math.round((await rail.boundingBox())!.width)).toBe(110);
  await page.getByTestId('admin-search').fill('  YETKİ ');
  await expect(panel.getByRole('link')).toHaveText(['Yetki Setleri']);
  await page.getByTestId('admin-search').fill('');
  await page.getByTestId('admin-sidebar-toggle').click();
  await expect(sidebar).toHaveAttribute('data-level', '1');
  expect(Math.round((await rail.boundingBox())!.width)).toBe(64);
  await page.getByTestId('admin-sidebar-toggle').click();
  await expect(sidebar).toBeHidden();
  await page.getByTestId('admin-sidebar-toggle').click();
  await expect(sidebar).toHaveAttribute('data-level', '1');
  await expect(page.getByPlaceholder('Genel menüde ara...')).toHaveCount(0);
});

test('admin templates screen lists platform sets and is accessible', async ({ page }) => {
  await page.goto('/admin/ayarlar/yetki-setleri');
  await expect(page.getByTestId('set-list')).toContainText('Garson');
  await expect(page.getByTestId('set-list')).toContainText('Platform Yöneticisi');
  await expectAccessible(page, 'admin-sets');
  await screenshots(page, 'admin-yetki-setleri');
});

test('admin mobile overlay opens under 768 px and Çıkış Yap logs out', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('admin-sidebar')).toBeHidden();
  await page.getByTestId('admin-sidebar-toggle').click();
  await expect(page.getByTestId('admin-sidebar')).toBeVisible();
  await expect(page.getByTestId('admin-overlay')).toBeVisible();
  await screenshots(page, 'admin-overlay');
  await page.getByTestId('admin-overlay').click({ position: { x: 360, y: 400 } });
  await expect(page.getByTestId('admin-sidebar')).toBeHidden();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await page.waitForURL(/\/login$/);
});

test('every admin menu entry is a route with a real screen (none is "coming soon"); an unknown path leaves the area', async ({ page }) => {
  const ekranlar: [string, string][] = [
    ['/admin/dashboard', 'Gösterge Paneli'], ['/admin/isletmeler', 'İşletmeler'], ['/admin/frontoffice/dashboard', 'Dashboard'],
    ['/admin/frontoffice/pos', 'POS'], ['/admin/frontoffice/pos/tanitim', 'Tanıtım'], ['/admin/ornek', 'Muhasebe'], ['/admin/stok', 'Stok Yönetimi'],
    ['/admin/ayarlar/ornek', 'Genel'], ['/admin/ayarlar/lisans', 'Lisans'], ['/admin/ayarlar/yetki-setleri', 'Yetki Setleri'],
  ];
  for (const [path, baslik] of ekranlar) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: baslik }), path).toBeVisible();
    await expect(page.getByTestId('coming-soon'), path).toHaveCount(0);
  }
  await page.goto('/admin/yok-boyle');
  await expect(page).toHaveURL(/\/$/);
});
