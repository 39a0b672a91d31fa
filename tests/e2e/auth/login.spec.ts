import { expect, test } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

test('unauthenticated panel request is redirected to /login with from', async ({ page }) => {
  await page.goto('/isletme/ayarlar/yonetim/kullanici');
  await expect(page).toHaveURL(/\/login\?from=%2Fisletme%2Fayarlar%2Fyonetim%2Fkullanici$/);
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  await expectAccessible(page, 'login');
  await screenshots(page, 'login');
});

test('wrong password shows one generic message and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-posta').fill('isletme@demo.test');
  await page.locator('#password').fill('yanlis-sifre');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-posta veya şifre hatalı.');
  await expect(page).toHaveURL(/\/login$/);
});

test('operator lands on /isletme/dashboard with the venue name and real counts', async ({ page }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await expect(page.getByTestId('venue-name')).toHaveText(/Güzellik Salonu Lotus|Kahve Durağı/);
  await expect(page.getByTestId('stat-users')).toHaveText(/^\d+$/);
  await expectAccessible(page, 'dashboard');
  await screenshots(page, 'isletme-dashboard');
});

test('admin lands on /admin/dashboard and /login redirects a logged-in user by type', async ({ page }) => {
  await login(page, 'admin@demo.test', /\/admin\/dashboard$/);
  await expect(page.getByText('Admin Panel')).toBeVisible();
  await expect(page.getByTestId('ozet-isletme-toplam')).toHaveText(/^\d+$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // wrong user type → /login, which sends a logged-in user to their own home
  const response = await page.request.get('/isletme/dashboard', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/login');
});

test('after login the user goes to `from` when it is inside their area', async ({ page }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/ayarlar\/yonetim\/yetki$/, '/isletme/ayarlar/yonetim/yetki');
  await expect(page.getByRole('heading', { name: 'Yetki Setleri', level: 1 })).toBeVisible();
});

test('garson sees only table tracking; other screens and API calls are refused', async ({ page }) => {
  // a set that opens one screen lands on it
  await login(page, 'garson@demo.test', /\/isletme\/qrmenu\/cafe-yonetim\/masa-takip$/);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('button')).toHaveCount(1);
  await expect(menu.getByRole('button', { name: 'Kafe Yönetimi' })).toBeVisible();
  await menu.getByRole('button', { name: 'Kafe Yönetimi' }).click();
  await expect(page.getByTestId('submenu').getByRole('link')).toHaveText(['Masa Takip']);
  await expect(menu.getByText('Ayarlar')).toHaveCount(0);
  await page.goto('/isletme/ayarlar/yonetim/kullanici');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  const status = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('session') ?? '{}') as { selectedIsletmeId: number };
    const response = await fetch('/api/isletme/kullanicilar', { headers: { 'X-Isletme-Id': String(session.selectedIsletmeId) } });
    return response.status;
  });
  expect(status).toBe(403);
  await page.goto('/isletme/qrmenu/cafe-yonetim/masa-takip');
  await expect(page.getByRole('heading', { level: 1, name: 'Masa Takip' })).toBeVisible();
  // a waiter's floor: their own tables and the free ones
  await expect(page.getByTestId('filtre-benim')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-testid^="masa-"][data-durum]').first()).toBeVisible();
  await screenshots(page, 'garson-masa-takip');
});
