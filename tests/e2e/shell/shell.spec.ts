import { expect, test } from '@playwright/test';
import { expectAccessible, login, screenshots, onayVer } from '../helpers';

test.beforeEach(async ({ page }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
});

test('switching the venue reloads the dashboard for that venue and toasts bottom-center for 3 s', async ({ page }) => {
  const select = page.getByTestId('venue-select');
  const before = await page.getByTestId('venue-name').textContent();
  const other = before?.includes('Kahve') ? 'Güzellik Salonu Lotus' : 'Kahve Durağı';
  await select.selectOption({ label: other });
  await expect(page.getByTestId('venue-name')).toHaveText(other);
  const toast = page.getByTestId('toast').filter({ hasText: `${other} seçildi.` });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(300); // let the slide-in animation finish before measuring
  const box = await toast.boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(Math.abs(box!.x + box!.width / 2 - width / 2)).toBeLessThan(2);
  // at the bottom, clear of the title the switch rewrote
  const height = await page.evaluate(() => innerHeight);
  expect(box!.y + box!.height).toBeGreaterThan(height - 80);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
  await expect(toast).toBeHidden({ timeout: 4500 });
  await page.reload();
  await expect(page.getByTestId('venue-name')).toHaveText(other);
});

test('a toast sits below the top bar: the venue and language selectors stay uncovered at 375 and 1280 px', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    const select = page.getByTestId('venue-select');
    const before = await page.getByTestId('venue-name').textContent();
    const other = before?.includes('Kahve') ? 'Güzellik Salonu Lotus' : 'Kahve Durağı';
    await select.selectOption({ label: other });
    const toast = page.getByTestId('toast').filter({ hasText: `${other} seçildi.` });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(300); // the slide-in animation ends before measuring
    const bar = (await page.locator('header.topbar').boundingBox())!;
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await page.screenshot({ path: `screenshots/toast-below-topbar-${width}.png` });
    for (const testId of ['venue-select', 'language-select']) {
      const uncovered = await page.getByTestId(testId).evaluate((el) => {
        const r = el.getBoundingClientRect();
        const points = [[r.left + 4, r.top + 4], [r.left + r.width / 2, r.top + r.height / 2], [r.right - 4, r.bottom - 4]];
        return points.every(([x, y]) => { const hit = document.elementFromPoint(x!, y!); return hit === el || el.contains(hit); });
      });
      expect(uncovered, `${testId} at ${width}px`).toBe(true);
    }
    await page.getByTestId('language-select').selectOption('en'); // clickable while the toast shows
    await expect(page.getByTestId('logout')).toContainText('Sign Out');
    await page.getByTestId('language-select').selectOption('tr');
    await expect(toast).toBeHidden({ timeout: 4500 });
  }
});

test('language switches to English and back to Turkish', async ({ page }) => {
  await page.getByTestId('language-select').selectOption('en');
  // the English overlays (the shell's and the screen's module's) load on demand; under a full two-shard run that takes seconds
  await expect(page.getByTestId('logout')).toContainText('Sign Out', { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByTestId('logout')).toContainText('Sign Out');
  await page.getByTestId('language-select').selectOption('tr');
  await expect(page.getByTestId('logout')).toContainText('Çıkış Yap');
});

test('side menu: module opens level 2, toggle bounces between levels 1 and 2', async ({ page }) => {
  const menu = page.getByTestId('side-menu');
  await expect(menu).toHaveAttribute('data-level', '2');
  await menu.getByRole('button', { name: 'Ayarlar' }).click();
  await expect(page.getByTestId('submenu')).toContainText('Kullanıcılar');
  await page.getByTestId('menu-toggle').click();
  await expect(menu).toHaveAttribute('data-level', '1');
  await expect(page.getByTestId('submenu')).toHaveCount(0);
  await page.getByTestId('menu-toggle').click();
  await expect(menu).toHaveAttribute('data-level', '2');
  await page.getByTestId('menu-toggle').click();
  await menu.getByRole('button', { name: 'Envanter' }).click();
  await expect(menu).toHaveAttribute('data-level', '2');
  await page.getByTestId('submenu').getByRole('link', { name: 'Demirbaşlar' }).click();
  await expect(page).toHaveURL(/\/isletme\/envanter\/demirbaslar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demirbaşlar' })).toBeVisible();
});

test('side menu: a leaf shows no chevron and its label is the title of the page it opens', async ({ page }) => {
  const menu = page.getByTestId('side-menu');
  await menu.getByRole('button', { name: 'Randevu Takip' }).click();
  const leaf = page.getByTestId('submenu').getByRole('link', { name: 'Blog Yazıları' });
  await expect(leaf).toBeVisible();
  await expect(leaf.locator('svg')).toHaveCount(0);
  await expect(page.getByTestId('submenu').locator('a svg')).toHaveCount(0);
  await screenshots(page, 'side-menu-randevu');
  await leaf.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Yazıları');
});

test('drawer at 375 px opens from the toggle and closes on a main-area click', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeHidden();
  await page.getByTestId('menu-toggle').click();
  await expect(menu).toBeVisible();
  await screenshots(page, 'drawer-open');
  await page.mouse.click(360, 700);
  await expect(menu).toBeHidden();
  await page.getByTestId('menu-toggle').click();
  await menu.getByRole('button', { name: 'Ayarlar' }).click();
  await page.getByTestId('submenu').getByRole('link', { name: 'Kullanıcılar' }).click();
  await expect(page).toHaveURL(/kullanici$/);
  await expect(menu).toBeHidden();
});

test('full-screen toggle turns on and off', async ({ page }) => {
  const button = page.getByTestId('fullscreen-toggle');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('users screen: add an operator, then disable them (their session is revoked)', async ({ page, browser }) => {
  await page.goto('/isletme/ayarlar/yonetim/kullanici');
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect(page.getByRole('row').filter({ hasText: 'garson@demo.test' })).toBeVisible();
  await page.getByTestId('user-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Ad soyad').fill('Burak Öztürk');
  await dialog.getByLabel('E-posta').fill('burak@demo.test');
  await dialog.locator('input[name=sifre]').fill('gizli-sifre-1');
  await dialog.getByRole('combobox').click();
  await dialog.getByPlaceholder('İçinde ara...').fill('garson');
  await dialog.getByRole('option', { name: 'Garson' }).click();
  await dialog.getByTestId('user-save').click();
  const row = page.getByRole('row').filter({ hasText: 'burak@demo.test' });
  await expect(row).toContainText('Garson');
  await expectAccessible(page, 'users');
  await screenshots(page, 'kullanicilar');

  const other = await browser.newContext();
  const burak = await other.newPage();
  await burak.goto('/login');
  await burak.getByLabel('E-posta').fill('burak@demo.test');
  await burak.locator('#password').fill('gizli-sifre-1');
  await burak.getByRole('button', { name: 'Giriş Yap' }).click();
  // a set that opens only the table screens lands on them
  await burak.waitForURL(/\/isletme\/qrmenu\/cafe-yonetim\/masa-takip$/);
  // let Burak's panel finish its own calls first: a 401 arriving mid-test would navigate it under our feet
  await expect(burak.getByTestId('baglanti')).toHaveText('Canlı');
  await burak.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);

  await row.getByRole('button', { name: 'Pasif yap' }).click();
  await onayVer(page);
  await expect(row).toContainText('Pasif');
  // the revoked session no longer opens the panel: the server sends Burak to /login
  await burak.goto('/isletme/dashboard');
  await expect(burak).toHaveURL(/\/login/);
  await other.close();
});

test('permission set editor shows the tree with action suffixes', async ({ page }) => {
  await page.goto('/isletme/ayarlar/yonetim/yetki');
  await page.getByTestId('set-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Set adı').fill('Barista');
  await dialog.locator('input[data-key="isletme:qrmenu:urunler:guncelle"]').check();
  await expect(dialog.locator('input[data-key="isletme:qrmenu:urunler"]')).toBeChecked();
  await screenshots(page, 'yetki-seti-editor');
  await dialog.getByTestId('set-save').click();
  await expect(page.getByTestId('set-list')).toContainText('Barista');
  await expect(page.getByTestId('set-list').locator('li').filter({ hasText: 'Barista' })).toContainText('2 yetki');
});

test('logout returns to /login and Back does not reveal the panel', async ({ page }) => {
  await page.goto('/isletme/ayarlar/yonetim/kullanici');
  await page.getByTestId('logout').click();
  await page.waitForURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
});

test('a 401 from any call logs out and replaces the history entry with /login', async ({ page }) => {
  await page.goto('/isletme/ayarlar/yonetim/kullanici');
  await expect(page.getByTestId('user-table')).toBeVisible();
  // every call the screen makes has answered (a late one would meet the dead session before the venue switch does)
  await page.waitForLoadState('networkidle');
  // the session dies on the server (e.g. disabled by an admin); the cookie stays in the browser
  const cookie = (await page.context().cookies()).find((item) => item.name === 'token')!;
  await page.request.post('/api/auth/logout', { headers: { Origin: new URL(page.url()).origin } });
  await page.context().addCookies([cookie]);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await page.waitForURL(/\/login$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/kullanici$/);
});

test("a screen whose code fails to load says so (SPEC 'Loading chunk failed', in Turkish) and retries", async ({ page }) => {
  await page.route('**/KullanicilarScreen*.js', (route) => route.abort());
  await page.getByTestId('side-menu').getByRole('button', { name: 'Ayarlar' }).click();
  await page.getByTestId('submenu').getByRole('link', { name: 'Kullanıcılar' }).click();
  await expect(page.getByTestId('screen-error')).toContainText('Ekranın kodu yüklenemedi');
  await page.unroute('**/KullanicilarScreen*.js');
  await page.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page.getByTestId('user-table')).toBeVisible();
});

test('profile: an operator renames themselves from the top bar (375 px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('profile-open').click();
  const dialog = page.getByRole('dialog');
  // a one-letter name and a short new password: both marked under their fields, the first focused, nothing saved
  await dialog.getByLabel('Ad soyad').fill('A');
  await dialog.getByTestId('profile-yeni').fill('kisa');
  await dialog.getByTestId('profile-save').click();
  await expect(dialog.getByTestId('hata-adSoyad')).toHaveText('Ad soyad 2–80 karakter olmalı.');
  await expect(dialog.getByTestId('profile-ad')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByTestId('profile-ad')).toBeFocused();
  await expect(dialog.getByTestId('hata-yeniSifre')).toHaveText('Şifre en az 8, en fazla 128 karakter olmalı.');
  await expect(dialog.getByTestId('profile-yeni')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'profile invalid');
  await screenshots(page, 'profil-hatali');
  await expect(page.getByTestId('toast').filter({ hasText: 'Kaydedildi.' })).toBeHidden();
  await dialog.getByTestId('profile-yeni').fill('');
  await dialog.getByLabel('Ad soyad').fill('Ayşe Yılmaz');
  await expectAccessible(page, 'profile');
  await dialog.getByTestId('profile-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Kaydedildi.' })).toBeVisible();
  await expect(dialog).toBeHidden();
});
