import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// Front office (issue 14): the public demo form → the sales desk; the POS definitions with their live preview.

const AD = '<img src=x onerror="window.__xss=1">Ayşe Test';
const ISLETME = `XSS Kafe <script>window.__xss=2</script>`;
const MESAJ = `Merhaba <b>kalın</b> <img src=y onerror="window.__xss=3">`;

test.describe.configure({ mode: 'serial' });

let admin: Awaited<ReturnType<BrowserContext['storageState']>>;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, 'admin@demo.test', /\/admin\/dashboard$/);
  admin = await context.storageState();
  await context.close();
});
const yonetici = (browser: Browser) => browser.newContext({ storageState: admin });
/** No script a guest typed may ever run: no dialog, no global it would set. */
async function xssYok(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

test('a guest sends the demo form on /contact at 375 px with JS off-style plain post; no script on the page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(request.url()); });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/contact');
  const form = page.getByTestId('talep-form');
  await form.getByLabel('Ad soyad').fill(AD);
  await form.getByLabel('İşletme adı').fill(ISLETME);
  await form.getByLabel('Telefon').fill('0532 555 44 33');
  await form.getByLabel('E-posta').fill('ayse.test@ornek.com.tr');
  await form.getByLabel('Şehir').fill('Şanlıurfa');
  await form.getByLabel('Mesajınız').fill(MESAJ);
  await form.getByRole('checkbox').check();
  await expectAccessible(page, 'contact-form');
  await screenshots(page, 'fo-contact-form');
  // the signed timestamp refuses a post sooner than 3 s after the page was served (a person takes longer)
  await page.waitForTimeout(3_200);
  await form.getByRole('button', { name: 'Demo talebini gönder' }).click();
  await page.waitForURL(/\/contact\?talep=tamam#talep-formu$/);
  await expect(page.getByTestId('talep-tamam')).toContainText('Talebiniz bize ulaştı');
  expect(scripts).toEqual([]);
  await expectAccessible(page, 'contact-thanks');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'screenshots/fo-contact-tesekkur-375.png' });
});

test('the home page carries the same form; an unticked consent is stopped by the browser without JS', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(request.url()); });
  await page.goto('/');
  const form = page.getByTestId('talep-form');
  await expect(form).toBeVisible();
  await expect(form.getByRole('link', { name: 'Aydınlatma Metni' })).toHaveAttribute('href', '/contact#kvkk-aydinlatma');
  await form.getByRole('button', { name: 'Demo talebini gönder' }).click();
  expect(await form.getByLabel('Ad soyad').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  expect(scripts).toEqual([]);
});

test('the admin sees the lead with the payload as text, changes its status and adds a note', async ({ browser }) => {
  const context = await yonetici(browser);
  const page = await context.newPage();
  const dialoglar: string[] = [];
  page.on('dialog', (d) => { dialoglar.push(d.message()); void d.dismiss(); });
  await page.goto('/admin/frontoffice/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('talep-huni-toplam')).toHaveText('16');
  await page.getByTestId('talep-ara').fill('sanliurfa');
  const kart = page.getByTestId('talep-liste').locator('li');
  await expect(kart).toHaveCount(1);
  await expect(kart).toContainText(ISLETME);
  await kart.getByRole('button').click();
  const detay = page.getByTestId('talep-detay');
  await expect(page.getByTestId('talep-detay-ad')).toHaveText(AD);
  await expect(page.getByTestId('talep-detay-isletme')).toHaveText(ISLETME);
  await expect(page.getByTestId('talep-detay-mesaj')).toHaveText(MESAJ);
  await expect(page.locator('img[src="x"], img[src="y"]')).toHaveCount(0);
  await expect(page.locator('b', { hasText: 'kalın' })).toHaveCount(0);
  await expect(page.getByTestId('talep-isletme-olustur')).toHaveAttribute('href', /\/admin\/isletmeler\?talep=\d+$/);

  await page.getByTestId('talep-durum-sec').selectOption('arandi');
  await page.getByTestId('talep-durum-kaydet').click();
  await expect(page.getByTestId('talep-notlar')).toContainText('Durum: Yeni → Arandı');
  await page.getByTestId('talep-not').fill('Aradım, salı demo <i>istiyor</i>');
  await page.getByTestId('talep-not-ekle').click();
  await expect(page.getByTestId('talep-notlar').locator('li').first()).toContainText('Aradım, salı demo <i>istiyor</i>');
  await expect(page.getByTestId('talep-notlar').locator('li').first()).toContainText('Deniz Arslan');
  await expect(detay).toBeVisible();
  await expectAccessible(page, 'fo-talep-detay');
  await screenshots(page, 'fo-talep-detay');
  await page.keyboard.press('Escape');
  await page.getByTestId('talep-ara').fill('');
  await page.getByTestId('talep-filtre-arandi').check({ force: true });
  await expect(page.getByTestId('talep-liste')).toContainText(ISLETME);
  await expectAccessible(page, 'fo-dashboard');
  await screenshots(page, 'fo-dashboard');
  await xssYok(page);
  expect(dialoglar).toEqual([]);
  await context.close();
});

test('POS definitions: allowed list and defaults with the live 80 mm preview; templates and profiles change it live', async ({ browser }) => {
  const context = await yonetici(browser);
  const page = await context.newPage();
  await page.goto('/admin/frontoffice/pos');
  const onizleme = page.getByTestId('pos-onizleme');
  await expect(onizleme).toHaveAttribute('data-kagit', '80');
  await expect(onizleme).toContainText('Afiyet olsun, yine bekleriz');
  // making the campaign template the default changes the preview before anything is saved
  await page.getByTestId('pos-varsayilan-sablonlar-9002').check();
  await expect(onizleme).toContainText('5 kahveye 1 kahve bizden!');
  await page.getByTestId('pos-varsayilan-profiller-9002').check();
  await expect(onizleme).toHaveAttribute('data-kagit', '58');
  await expect(onizleme).toHaveAttribute('data-karakter', '32');
  await expectAccessible(page, 'fo-pos');
  await screenshots(page, 'fo-pos');
  await page.getByTestId('pos-varsayilan-profiller-9001').check();
  await page.getByTestId('pos-varsayilan-sablonlar-9001').check();

  await page.goto('/admin/frontoffice/pos/tanitim');
  await page.getByTestId('tanim-sablon-duzenle-9002').click();
  const sablonOnizleme = page.getByTestId('sablon-onizleme');
  await page.getByTestId('sablon-alt').fill('5 kahveye 1 kahve bizden!\nPazar günleri tatlı %10 indirimli');
  await expect(sablonOnizleme).toContainText('Pazar günleri tatlı %10 indirimli');
  await page.getByTestId('sablon-logo').uncheck();
  await expect(sablonOnizleme.locator('.fis-on-logo')).toHaveCount(0);
  await expectAccessible(page, 'fo-pos-tanim-sablon');
  await screenshots(page, 'fo-pos-tanim-sablon');
  await page.getByTestId('sablon-kaydet').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByTestId('tanim-profil-ekle').click();
  await page.getByTestId('profil-ad').fill('80 mm geniş (42 karakter)');
  await page.getByTestId('profil-karakter').selectOption('42');
  await expect(page.getByTestId('profil-onizleme')).toHaveAttribute('data-karakter', '42');
  await page.getByTestId('profil-kaydet').click();
  await expect(page.getByTestId('tanim-profiller')).toContainText('80 mm geniş (42 karakter)');
  await expectAccessible(page, 'fo-pos-tanim');
  await screenshots(page, 'fo-pos-tanim');
  await context.close();
});

test("the venue picks among the allowed templates in Parametreler and sees its ticket live", async ({ page }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await page.goto('/isletme/ayarlar/yonetim/parametre');
  const bolum = page.getByTestId('prm-pos');
  const onizleme = page.getByTestId('prm-pos-onizleme');
  // the demo's choice: the campaign template, whose footer the admin just edited
  await expect(onizleme).toContainText('Pazar günleri tatlı %10 indirimli');
  // its own footer (Parametreler) prints below the template's lines
  await expect(onizleme).toContainText('Wi-Fi: KahveDuragi_Misafir');
  await page.getByTestId('prm-pos-sablon').selectOption({ label: 'Standart fiş' });
  await expect(onizleme).toContainText('Afiyet olsun, yine bekleriz');
  await expect(onizleme).not.toContainText('Pazar günleri');
  await page.getByTestId('prm-pos-kaydet').click();
  await expect(page.getByText('Fiş ayarı kaydedildi.')).toBeVisible();
  await bolum.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'prm-pos');
  await screenshots(page, 'fo-parametre-fis');
});
