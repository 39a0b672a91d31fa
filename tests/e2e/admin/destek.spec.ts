import { expect, test } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// Support access ("view as", issue 14): the admin opens Kahve Durağı read-only, sees the banner on every screen, a save
// is refused, Bitir takes them back to /admin; the owner reads the session in their users screen.

const NEDEN = 'Destek talebi #5521: parametreler kaydedilmiyor';

test('an admin views Kahve Durağı read-only, a save is refused, Bitir returns to /admin, the owner sees the session', async ({ page, browser }) => {
  await login(page, 'admin@demo.test', /\/admin\/dashboard$/);
  // without a live session the business panel is closed to an admin
  await page.goto('/isletme/dashboard');
  await page.waitForURL(/\/admin\/dashboard$/);

  const kart = page.getByTestId('destek-kart');
  await expect(kart.getByRole('heading', { name: 'Destek erişimi' })).toBeVisible();
  await kart.getByTestId('destek-ara').fill('kahve');
  await kart.getByRole('button', { name: 'Kahve Durağı olarak görüntüle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kahve Durağı olarak görüntüle' });
  await expect(dialog).toBeVisible();
  // a reason is required
  await dialog.getByTestId('destek-baslat').click();
  await expect(dialog.getByTestId('hata-neden')).toHaveText('Nedeni yazın (5–500 karakter).');
  await expect(dialog.getByTestId('destek-neden')).toBeFocused();
  await dialog.getByTestId('destek-neden').fill(NEDEN);
  await expect(dialog.getByTestId('destek-onay')).not.toBeChecked();
  await expectAccessible(page, 'destek-dialog');
  await screenshots(page, 'admin-destek-dialog');
  await dialog.getByTestId('destek-baslat').click();

  // the business panel as Kahve Durağı, with the banner
  await page.waitForURL(/\/isletme\/dashboard$/);
  const bant = page.getByTestId('destek-bant');
  await expect(bant).toContainText('Destek erişimi: Kahve Durağı olarak görüntülüyorsunuz');
  await expect(bant.getByTestId('destek-izin')).toHaveText('Salt okunur');
  await expect(bant.getByTestId('destek-sure')).toHaveText(/^(30:00|29:[0-5]\d)$/);
  await expect(page.getByRole('region', { name: 'Destek erişimi' })).toBeVisible();
  await expect(page.getByTestId('venue-select')).toHaveValue('1');
  await expectAccessible(page, 'destek-dashboard');
  await screenshots(page, 'destek-isletme-dashboard');

  // a second screen: the banner is there too, and a save is refused with the message
  await page.goto('/isletme/ayarlar/yonetim/parametre');
  await expect(page.getByRole('heading', { level: 1, name: 'Parametreler' })).toBeVisible();
  await expect(bant).toContainText('Kahve Durağı olarak görüntülüyorsunuz');
  await page.getByTestId('prm-kaydet').click();
  await expect(page.getByTestId('prm-form-hata')).toHaveText('Destek erişimi salt okunur: işletme sahibinin onayı olmadan değişiklik yapılamaz.');
  await expectAccessible(page, 'destek-parametre');
  await screenshots(page, 'destek-parametre');

  // Bitir: back to the admin's own area, where the session is listed as ended
  await bant.getByTestId('destek-bitir').click();
  await page.waitForURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('destek-acik')).toHaveCount(0);
  const oturum = page.getByTestId('destek-liste').locator('li.destek-oturum').first();
  await expect(oturum).toContainText(NEDEN);
  await expect(oturum).toContainText('Kahve Durağı');
  await expect(oturum).toContainText('1 değişiklik denemesi');
  await expectAccessible(page, 'destek-admin-dashboard');
  await screenshots(page, 'admin-destek-karti');
  // the panel no longer opens
  await page.goto('/isletme/ayarlar/yonetim/parametre');
  await page.waitForURL(/\/admin\/dashboard$/);

  // the owner reads it on their users screen
  const sahip = await browser.newContext();
  const sahipSayfa = await sahip.newPage();
  await login(sahipSayfa, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await expect(sahipSayfa.getByTestId('destek-bant')).toHaveCount(0);
  await sahipSayfa.goto('/isletme/ayarlar/yonetim/kullanici');
  // the owner's first venue is Lotus: the log is per venue
  await sahipSayfa.getByTestId('venue-select').selectOption('1');
  await expect(sahipSayfa.getByText('Kahve Durağı işletmesinin panel kullanıcıları')).toBeVisible();
  const kayit = sahipSayfa.getByTestId('destek-kayit-liste').locator('li.destek-oturum').first();
  await expect(kayit).toContainText('Deniz Arslan');
  await expect(kayit).toContainText(NEDEN);
  await expect(kayit).toContainText('Salt okunur');
  await kayit.getByText('1 değişiklik denemesi').click();
  await expect(kayit).toContainText('Parametreler PUT /api/isletme/parametre');
  await expect(kayit).toContainText('reddedildi');
  await expectAccessible(sahipSayfa, 'destek-sahip-kaydi');
  await screenshots(sahipSayfa, 'destek-sahip-kaydi');
  // the log itself sits below the users table: a phone-width shot of that part
  await sahipSayfa.setViewportSize({ width: 375, height: 812 });
  await sahipSayfa.getByTestId('destek-kayitlari').screenshot({ path: 'screenshots/destek-sahip-kaydi-bolum-375.png' });
  await sahip.close();
});

test('with the consent tick the banner says so; when the 30 minutes run out the panel returns to /admin', async ({ page }) => {
  await login(page, 'admin@demo.test', /\/admin\/dashboard$/);
  const kart = page.getByTestId('destek-kart');
  await kart.getByTestId('destek-ara').fill('lotus');
  await kart.getByRole('button', { name: 'Güzellik Salonu Lotus olarak görüntüle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Güzellik Salonu Lotus olarak görüntüle' });
  await dialog.getByTestId('destek-neden').fill('Destek talebi #5600: randevu hatırlatmaları');
  await dialog.getByTestId('destek-onay').check();
  await dialog.getByTestId('destek-baslat').click();
  await page.waitForURL(/\/isletme\/dashboard$/);
  await expect(page.getByTestId('destek-izin')).toHaveText('Değişiklik izni var');

  // the browser's clock runs 31 minutes ahead: the banner's countdown ends and the admin is sent back
  await page.clock.install();
  await page.reload();
  await expect(page.getByTestId('destek-bant')).toContainText('Güzellik Salonu Lotus olarak görüntülüyorsunuz');
  await page.clock.fastForward('31:00');
  await page.waitForURL(/\/admin\/dashboard$/);
  // the server still counts its own 30 minutes: the card offers the open session, and ends it
  const acik = page.getByTestId('destek-acik');
  await expect(acik).toContainText('Açık destek oturumunuz: Güzellik Salonu Lotus');
  await acik.getByRole('button', { name: 'Bitir' }).click();
  await expect(page.getByText('Destek oturumu bitti.')).toBeVisible();
  await expect(acik).toHaveCount(0);
});
