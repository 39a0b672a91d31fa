import { expect, test } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';
import type { Page } from '@playwright/test';

// scripts/demo-parametre.mjs: Kahve Durağı (venue 1) has VKN 4750012340, business day from 03:00, cash/card/meal card and a
// short change history by Ayşe Yılmaz
const SAYFA = '/isletme/ayarlar/yonetim/parametre';

async function kahveDuragi(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
  await page.goto(SAYFA);
}

test('parameters: an invalid edit is marked and focused, the fixed edit is saved and shows in the change log', async ({ page }) => {
  await kahveDuragi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Parametreler' })).toBeVisible();
  await expect(page.getByTestId('prm-vergiNo')).toHaveValue('4750012340');
  await expect(page.getByTestId('prm-gunDonumuSaat')).toHaveValue('3');
  await expect(page.getByTestId('prm-gunDonumu-aciklama')).toHaveText("İş günü saat 03:00 itibarıyla başlar: 01:30'daki satış önceki iş gününe yazılır.");
  await expect(page.getByTestId('prm-log')).toContainText('Ayşe Yılmaz');
  // the demo's history (other specs may have logged changes of their own since)
  await expect(page.getByTestId('prm-log-satir').filter({ hasText: 'Ödeme yöntemleri' }).first()).toBeVisible();
  await expect(page.getByTestId('prm-fis-onizleme')).toContainText('KAHVE DURAĞI');
  await expect(page.getByTestId('prm-fis-onizleme')).toContainText('VKN/TCKN: 4750012340');

  // two invalid fields: both marked, the first one (the name) gets the focus, nothing is sent
  const ad = page.getByTestId('prm-ad');
  const vergiNo = page.getByTestId('prm-vergiNo');
  await ad.fill('');
  await vergiNo.fill('1234567891');
  let puts = 0;
  page.on('request', (request) => { if (request.method() === 'PUT' && request.url().includes('/api/isletme/parametre')) puts += 1; });
  await page.getByTestId('prm-kaydet').click();
  await expect(page.getByTestId('prm-form-hata')).toHaveText('Kaydedilmedi: işaretli 2 alanı düzeltin.');
  await expect(page.getByTestId('prm-hata-ad')).toHaveText('İşletme adı 2 ile 120 karakter arasında olmalıdır.');
  await expect(page.getByTestId('prm-hata-vergiNo')).toHaveText('Bu vergi numarasının kontrol hanesi tutmuyor; numarayı kontrol edin.');
  await expect(ad).toHaveAttribute('aria-invalid', 'true');
  await expect(vergiNo).toHaveAttribute('aria-invalid', 'true');
  await expect(ad).toBeFocused();
  await expectAccessible(page, 'parametre with errors');

  // fixing the name clears its mark at once; saving again focuses the tax number
  await ad.fill('Kahve Durağı');
  await expect(page.getByTestId('prm-hata-ad')).toHaveCount(0);
  await expect(ad).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('prm-kaydet').click();
  await expect(vergiNo).toBeFocused();
  expect(puts).toBe(0);

  // fix it, move the business day to 05:00 and save
  await vergiNo.fill('9876543217');
  await page.getByTestId('prm-gunDonumuSaat').selectOption('5');
  await expect(page.getByTestId('prm-gunDonumu-aciklama')).toContainText("01:30'daki satış önceki iş gününe yazılır");
  await page.getByTestId('prm-kaydet').click();
  await expect(page.getByText('Parametreler kaydedildi.')).toBeVisible();
  expect(puts).toBe(1);
  await expect(page.getByTestId('prm-hata-vergiNo')).toHaveCount(0);

  // the log names both changes, newest first, with who, old and new
  const satirlar = page.getByTestId('prm-log-satir');
  await expect(satirlar.filter({ hasText: 'Vergi numarası' }).first()).toContainText('4750012340');
  await expect(satirlar.filter({ hasText: 'Vergi numarası' }).first()).toContainText('9876543217');
  await expect(satirlar.filter({ hasText: 'İş günü dönümü' }).first()).toContainText('03:00');
  await expect(satirlar.filter({ hasText: 'İş günü dönümü' }).first()).toContainText('05:00');
  await expect(satirlar.first()).toContainText('Ayşe Yılmaz');

  // the saved values come back after a reload
  await page.reload();
  await expect(page.getByTestId('prm-vergiNo')).toHaveValue('9876543217');
  await expect(page.getByTestId('prm-gunDonumuSaat')).toHaveValue('5');
  await expectAccessible(page, 'parametre');
  await screenshots(page, 'parametre');
  // the whole form and log too, for people to look at
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `screenshots/parametre-tam-${width}.png`, fullPage: true });
    // nothing sticks out sideways on a phone or a desktop
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `width ${width}`).toBeLessThanOrEqual(width);
  }
});

test('parameters in English: the change log and the messages follow the language', async ({ page }) => {
  await kahveDuragi(page);
  await page.getByTestId('language-select').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Parameters' })).toBeVisible();
  await expect(page.getByTestId('prm-log')).toContainText('Payment methods');
  await page.getByTestId('prm-odemeYontemleri').getByText('Cash').click();
  await page.getByTestId('prm-odemeYontemleri').getByText('Credit / debit card').click();
  await page.getByTestId('prm-odemeYontemleri').getByText('Meal card').click();
  await page.getByTestId('prm-kaydet').click();
  await expect(page.getByTestId('prm-hata-odemeYontemleri')).toHaveText('Choose at least one payment method.');
  await expect(page.getByTestId('prm-odemeYontemleri').locator('input').first()).toBeFocused();
  await screenshots(page, 'parametre-en');
});

test('parameters without :guncelle are shown read-only', async ({ page: sahip, browser, baseURL }) => {
  await kahveDuragi(sahip);
  // the owner makes a set with only the screen key and a user holding it (the real API, cookie session)
  const email = `okur.${Date.now()}@demo.test`;
  await sahip.evaluate(async ({ email }) => {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Isletme-Id': '1' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: { id: number } }).data;
    };
    const set = await post('/isletme/yetki-setleri', { ad: `Parametre okur ${email}`, yetkiler: ['isletme:ayarlar:yonetim:parametre'] });
    await post('/isletme/kullanicilar', { adSoyad: 'Parametre Okur', email, sifre: 'demo1234', yetkiSetiId: set.id });
  }, { email });
  // the reader in a browser of their own (clearing the owner's cookies mid-page races the panel's 401 → /login)
  const okurBaglam = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const page = await okurBaglam.newPage();
  await login(page, email, /\/isletme\/dashboard$/);
  await page.goto(SAYFA);
  await expect(page.getByTestId('prm-salt')).toHaveText('Bu ayarları yalnızca görüntüleyebilirsiniz; değiştirmek için güncelleme yetkisi gerekir.');
  await expect(page.getByTestId('prm-vergiNo')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('prm-gunDonumuSaat')).toBeDisabled();
  await expect(page.getByTestId('prm-odemeYontemleri').locator('input').first()).toBeDisabled();
  await expect(page.getByTestId('prm-kaydet')).toHaveCount(0);
  await expect(page.getByTestId('prm-log-satir').first()).toBeVisible();
  await expectAccessible(page, 'parametre read-only');
  await okurBaglam.close();
});
