import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// The platform admin's venues (issue 14): the dashboard's figures and charts, the venue list with its state filter,
// creating a venue with its owner, the invite link copied and used by the owner in a browser of their own (who lands
// in the new venue's panel), a used link refused, suspend and reopen through the product's confirm dialog.
// Names carry a per-run suffix: the e2e database is shared.

const S = Date.now().toString(36).slice(-5);
const AD = `Çınar Kahvecisi ${S}`;
const EPOSTA = `cinar.${S}@demo.test`;
const SIFRE = `Cinar-${S}-2026`;

test.describe.configure({ mode: 'serial' });
let page: Page;
let davetLinki = '';

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'tr-TR', permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
  await login(page, 'admin@demo.test', /\/admin\/dashboard$/);
});
test.afterAll(async () => { await page.context().close(); });

test('the dashboard shows venues by state, activity and 30-day charts; each figure links to its list', async () => {
  await expect(page.getByRole('heading', { level: 1, name: 'Gösterge Paneli' })).toBeVisible();
  await expect(page.getByTestId('ozet-isletme-toplam')).toHaveText(/^\d+$/);
  expect(Number(await page.getByTestId('ozet-isletme-askida').textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await page.getByTestId('ozet-isletme-suresi-doldu').textContent())).toBeGreaterThanOrEqual(2);
  expect(Number(await page.getByTestId('ozet-biten-lisans').textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('ozet-qr-toplam')).toHaveText(/30 günde toplam: [1-9]\d*/);
  await expect(page.getByTestId('ozet-randevu-grafik').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('ozet-qr-grafik').locator('canvas')).toBeVisible();
  await expectAccessible(page, 'admin-dashboard');
  await screenshots(page, 'admin-dashboard');
  await page.getByTestId('ozet-isletme-askida').click();
  await expect(page).toHaveURL(/\/admin\/isletmeler\?durum=askida$/);
  await expect(page.getByTestId('isletme-durum-askida')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('isletme-liste')).toContainText('Kuaför Nazlı');
  await expect(page.getByTestId('isletme-liste')).not.toContainText('Simit Sarayı Kordon');
});

test('the list searches folded text and filters by state', async () => {
  await page.getByTestId('isletme-durum-tumu').click();
  await page.getByTestId('isletme-ara').fill('TRABZON');
  await expect(page.getByTestId('isletme-liste').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('isletme-liste')).toContainText('Mavi Kapı Kafe');
  await expect(page.getByTestId('isletme-liste')).toContainText('Davet bekliyor');
  await page.getByTestId('isletme-ara').fill('');
  await page.getByTestId('isletme-durum-suresi-doldu').click();
  await expect(page.getByTestId('isletme-liste')).toContainText('Deniz Yıldızı Balık Evi');
  await expect(page.getByTestId('isletme-liste')).toContainText('Bella Güzellik Merkezi');
  await page.getByTestId('isletme-durum-tumu').click();
  await expectAccessible(page, 'admin-isletmeler');
  await screenshots(page, 'admin-isletmeler');
});

test('the admin creates a venue with its owner and copies the invite link', async () => {
  await page.getByTestId('isletme-ekle').click();
  const form = page.getByRole('dialog', { name: 'Yeni işletme ve sahibi' });
  await form.getByTestId('isletme-form-kaydet').click();
  await expect(form.getByText('İşletme adı 2–120 karakter olmalı.')).toBeVisible();
  await form.getByTestId('isletme-form-ad').fill(AD);
  await expect(form.getByTestId('isletme-form-url')).toHaveValue(`cinar-kahvecisi-${S}`);
  await form.getByTestId('isletme-form-sehir').fill('Kütahya');
  await form.getByTestId('isletme-form-sahip-ad').fill('Cem Çınar');
  await form.getByTestId('isletme-form-sahip-email').fill(EPOSTA);
  await expectAccessible(page, 'admin-isletme-form');
  await screenshots(page, 'admin-isletme-form');
  await form.getByTestId('isletme-form-kaydet').click();
  const davet = page.getByTestId('davet-dialog');
  await expect(davet).toBeVisible();
  davetLinki = await davet.getByTestId('davet-link').inputValue();
  expect(davetLinki).toMatch(/\/davet\?t=v1\./);
  await davet.getByTestId('davet-kopyala').click();
  await expect(page.getByText('Bağlantı kopyalandı.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(davetLinki);
  await expectAccessible(page, 'admin-davet');
  await screenshots(page, 'admin-davet');
  await davet.getByTestId('davet-kapat').click();
  await page.getByTestId('isletme-ara').fill(AD);
  await expect(page.getByTestId('isletme-liste')).toContainText('Deneme');
  await expect(page.getByTestId('isletme-liste')).toContainText('Davet bekliyor');
});

test('the owner sets a password through the link in a browser of their own and lands in the new venue', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const sahip = await context.newPage();
  await sahip.goto(davetLinki);
  await expect(sahip.getByRole('heading', { level: 1, name: 'Şifrenizi belirleyin' })).toBeVisible();
  await expect(sahip.getByText(`Merhaba Cem Çınar. ${AD} için`)).toBeVisible();
  await expect(sahip.getByLabel('E-posta')).toHaveValue(EPOSTA);
  await sahip.getByLabel('Yeni şifre', { exact: true }).fill('kisa');
  await sahip.getByTestId('davet-kaydet').click();
  await expect(sahip.getByText('En az 8, en fazla 128 karakter.').last()).toBeVisible();
  await sahip.getByLabel('Yeni şifre', { exact: true }).fill(SIFRE);
  await sahip.getByLabel('Yeni şifre (tekrar)').fill(SIFRE);
  await expectAccessible(sahip, 'davet');
  await screenshots(sahip, 'davet');
  await sahip.getByTestId('davet-kaydet').click();
  await sahip.waitForURL(/\/isletme\/dashboard$/);
  await expect(sahip.getByTestId('venue-name')).toHaveText(AD);
  // the link works once
  await sahip.goto(davetLinki);
  await expect(sahip.getByTestId('davet-hata')).toHaveText('Bu davet bağlantısı zaten kullanılmış. Şifrenizle giriş yapabilirsiniz.');
  await context.close();
  // a tampered link
  const baska = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const yabanci = await baska.newPage();
  await yabanci.goto(`${davetLinki.slice(0, -4)}AAAA`);
  await expect(yabanci.getByTestId('davet-hata')).toContainText('Bu bağlantı geçersiz.');
  await baska.close();
});

test('the admin suspends the venue with a reason and reopens it', async () => {
  await page.goto('/admin/isletmeler');
  await page.getByTestId('isletme-ara').fill(AD);
  await page.getByRole('button', { name: `${AD}: ayrıntılar` }).click();
  const detay = page.getByTestId('isletme-detay');
  await expect(detay).toContainText('Cem Çınar');
  await expect(detay).not.toContainText('Davet bekliyor');
  await expect(detay.getByTestId('isletme-lisans')).toContainText('QR menü');
  await expect(detay.getByTestId('isletme-lisans-link')).toHaveAttribute('href', /\/admin\/ayarlar\/lisans\?isletme=\d+$/);
  await expectAccessible(page, 'admin-isletme-detay');
  await screenshots(page, 'admin-isletme-detay');
  await detay.getByTestId('isletme-askiya-al').click();
  const onay = page.getByTestId('askiya-onay');
  await onay.getByTestId('askiya-onay-evet').click();
  await expect(onay.getByRole('alert')).toHaveText('Askıya alma nedenini yazın (3–300 karakter).');
  await onay.getByTestId('askiya-neden').fill('Sözleşme imzası bekleniyor');
  await onay.getByTestId('askiya-onay-evet').click();
  await expect(page.getByTestId('isletme-askida')).toContainText('Sözleşme imzası bekleniyor');
  await expect(page.getByTestId('isletme-liste')).toContainText('Askıda');
  await page.getByTestId('isletme-ac').click();
  await page.getByTestId('ac-onay-evet').click();
  await expect(page.getByTestId('isletme-askida')).toHaveCount(0);
  await expect(page.getByTestId('isletme-detay')).toContainText('Deneme');
});
