import { expect, test, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectAccessible, login, screenshots, ikiRenkliPng } from '../helpers';

// One operator story: later tests read what the first one created (fresh D1 per Playwright run).
test.describe.configure({ mode: 'serial' });

const STAMP = Date.now().toString(36).slice(-5);
const KATEGORI = `Sıcak İçecekler ${STAMP}`;
const ALT = `Kahveler ${STAMP}`;
const IKINCI = `Tatlılar ${STAMP}`;
const URUN = `Türk Kahvesi ${STAMP}`;
const URUN_EN = `Turkish Coffee ${STAMP}`;
const KAMPANYA = `Mutlu Saat ${STAMP}`;
const KAMPANYA_EN = `Happy Hour ${STAMP}`;
// unique per run: other specs sharing the server store the same payload
const XSS = `<img src=x onerror=alert(1)> ${STAMP}`;

async function asOperator(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect(page.getByTestId('venue-select')).toHaveValue(/\d+/);
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
}

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function venueId(page: Page): Promise<number> {
  return page.evaluate(() => {
    for (const value of Object.values(localStorage)) {
      try {
        const parsed = JSON.parse(value) as { selectedIsletmeId?: number };
        if (parsed && typeof parsed.selectedIsletmeId === 'number') return parsed.selectedIsletmeId;
      } catch { /* not ours */ }
    }
    return 0;
  });
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter((node) => node.getBoundingClientRect().right > width + 1 && getComputedStyle(node).visibility !== 'hidden');
    return { extra: document.documentElement.scrollWidth - width, wide: wide.slice(0, 5).map((node) => `${node.tagName}.${node.className}`) };
  });
  expect(overflow.extra, overflow.wide.join(' | ')).toBeLessThanOrEqual(0);
}

// one operator session for the whole story (fewer logins; the screens share the data they create)
let page: Page;
test.beforeAll(async ({ browser }, info) => {
  // axe needs a page from browser.newContext(), not browser.newPage()
  const context = await browser.newContext({ baseURL: info.project.use.baseURL, locale: 'tr-TR', viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  await asOperator(page);
});
test.afterAll(async () => {
  await page.context().close();
});

test('operator builds the menu: categories, a product with image and English text, a campaign, a theme', async () => {
  await open(page, '/isletme/qrmenu/kategori', 'Kategoriler');
  for (const name of [KATEGORI, IKINCI]) {
    await page.getByTestId('cat-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Ad (Türkçe)').fill(name);
    await dialog.getByRole('tab', { name: /English/ }).click();
    await dialog.getByLabel('Ad (English)').fill(name === KATEGORI ? `Hot Drinks ${STAMP}` : `Desserts ${STAMP}`);
    await dialog.getByTestId('cat-save').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('cat-tree')).toContainText(name);
  }
  // keyboard reorder: the second category moves above the first
  const order = async () => {
    const names = await page.getByTestId('cat-tree').locator('> li > .qm-cat-row .qm-cat-name').allTextContents();
    return names.indexOf(IKINCI) - names.indexOf(KATEGORI);
  };
  await expect.poll(order).toBe(1);
  await page.getByRole('button', { name: `${IKINCI} yukarı taşı` }).click();
  await expect.poll(order).toBe(-1);
  await page.reload();
  await expect(page.getByTestId('cat-tree')).toContainText(IKINCI);
  await expect.poll(order).toBe(-1);

  await page.getByRole('button', { name: `${KATEGORI} altına kategori ekle` }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Ad (Türkçe)').fill(ALT);
  await dialog.getByTestId('cat-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cat-tree')).toContainText(ALT);

  await open(page, '/isletme/qrmenu/urunler', 'Ürünler');
  await page.getByTestId('product-add').click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Kategori/ }).click();
  await dialog.getByRole('searchbox', { name: 'İçinde ara...' }).fill(ALT);
  await dialog.getByRole('option', { name: new RegExp(ALT) }).click();
  await dialog.getByLabel('Fiyat (₺)').fill('1.234,5');
  await expect(dialog.getByText('1.234,50 ₺')).toBeVisible();
  await dialog.getByLabel('Ad (Türkçe)').fill(URUN);
  await dialog.getByLabel('Açıklama (Türkçe)').fill('Közde pişirilir.');
  await dialog.getByRole('checkbox', { name: 'Süt ve süt ürünleri' }).check();
  await dialog.getByRole('tab', { name: /English/ }).click();
  await dialog.getByLabel('Ad (English)').fill(URUN_EN);
  await dialog.getByLabel('Açıklama (English)').fill('Brewed on hot sand.');
  await dialog.getByRole('tab', { name: /Deutsch/ }).click();
  await dialog.getByLabel('Ad (Deutsch)').fill(`Türkischer Kaffee ${STAMP}`);
  await dialog.getByLabel('Açıklama (Deutsch)').fill('Auf heißem Sand gebrüht.');
  await dialog.getByRole('tab', { name: /Русский/ }).click();
  await dialog.getByLabel('Ad (Русский)').fill(`Турецкий кофе ${STAMP}`);
  await dialog.getByLabel('Açıklama (Русский)').fill('Варится на горячем песке.');
  await dialog.getByTestId('product-image-input').setInputFiles({ name: 'kahve.png', mimeType: 'image/png', buffer: ikiRenkliPng(1600, 1000, [200, 90, 30], [40, 90, 160]) });
  const thumb = dialog.getByRole('img', { name: 'Görsel 1' });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await dialog.getByTestId('product-save').click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('product-table').getByRole('row').filter({ hasText: URUN });
  await expect(row).toContainText('1.234,50 ₺');
  // inline toggle round-trips through the API
  const soldOut = row.getByRole('button', { name: `${URUN} tükendi` });
  await soldOut.click();
  await expect(soldOut).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByTestId('product-table').getByRole('row').filter({ hasText: URUN }).getByRole('button', { name: `${URUN} tükendi` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('product-table').getByRole('row').filter({ hasText: URUN }).getByRole('button', { name: `${URUN} tükendi` }).click();
  await expect(page.getByTestId('product-table').getByRole('row').filter({ hasText: URUN }).getByRole('button', { name: `${URUN} tükendi` })).toHaveAttribute('aria-pressed', 'false');

  await open(page, '/isletme/qrmenu/menu', 'Menü ve Kampanyalar');
  await page.getByTestId('menu-tab-kampanya').click();
  await page.getByTestId('campaign-add').click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Başlık (Türkçe)').fill(KAMPANYA);
  await dialog.getByRole('tab', { name: /English/ }).click();
  await dialog.getByLabel('Başlık (English)').fill(KAMPANYA_EN);
  await dialog.getByTestId('campaign-value').fill('20');
  await dialog.getByTestId('campaign-products').getByRole('checkbox', { name: URUN }).check();
  await dialog.getByTestId('campaign-save').click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('campaign-list').getByRole('listitem').filter({ hasText: KAMPANYA });
  await expect(card).toContainText('Aktif');
  await expect(card).toContainText('Bitmesine');

  await page.getByTestId('menu-tab-tema').click();
  // previews draw the venue's real menu (guest read model) in each theme
  await expect(page.getByTestId('preview-gece')).toContainText('Kahve Durağı');
  await expect(page.getByTestId('preview-gece')).toContainText(/\d,\d{2} ₺/);
  await page.getByTestId('theme-gece').click();
  await page.getByTestId('theme-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Tema kaydedildi' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('theme-gece').getByRole('radio')).toBeChecked();
});

test('guest sees the product and the campaign in English at 375 px', async () => {
  const id = await venueId(page);
  const headers = { 'X-Isletme-Id': String(id) };
  const info = (await (await page.request.get('/api/isletme/qrmenu/qr-bilgi', { headers })).json()).data as { yol: string; slug: string };
  const cats = (await (await page.request.get('/api/isletme/qrmenu/kategoriler', { headers })).json()).data as { ad: { tr: string }; urlAdi: string }[];
  const kat = cats.find((item) => item.ad.tr === KATEGORI)!;
  const alt = cats.find((item) => item.ad.tr === ALT)!;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${info.yol}?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(KAMPANYA_EN).first()).toBeVisible();
  await page.goto(`${info.yol}/menu/${kat.urlAdi}/${alt.urlAdi}?lang=en`);
  await expect(page.getByText(URUN_EN).first()).toBeVisible();
  await noHorizontalScroll(page);
  await page.screenshot({ path: 'screenshots/qrmenu-panel-guest-result-375.png', fullPage: true });
  // the JSON read model carries the same data
  const menu = (await (await page.request.get(`/api/public/menu/${info.slug}?lang=en`)).json()).data as { isletme: { tema: string }; kampanyalar: { baslik: string }[] };
  expect(menu.isletme.tema).toBe('gece');
  expect(menu.kampanyalar.map((k) => k.baslik)).toContain(KAMPANYA_EN);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the generated QR code decodes to the venue URL; table cards and price list print', async ({ baseURL }) => {
  await open(page, '/isletme/qrmenu/olustur', 'QR menü oluştur');
  const fullUrl = (await page.getByTestId('qr-full-url').textContent())!;
  expect(fullUrl).toMatch(new RegExp(`^${baseURL}/qr/kahve-duragi/[A-Za-z0-9_-]+$`));
  await expect(page.getByTestId('qr-short-url')).toHaveText(`${baseURL}/qr/kahve-duragi`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('png-qr-kahve-duragi').click()]);
  const png = PNG.sync.read(readFileSync((await download.path())!));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(fullUrl);
  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('svg-qr-kahve-duragi').click()]);
  expect(readFileSync((await svg.path())!, 'utf8')).toMatch(/^<svg /);

  // a blank table name is marked under the field and focused; no table is added
  const eklemeler: string[] = [];
  const dinle = (istek: Request) => { if (istek.method() === 'POST' && istek.url().includes('/masalar')) eklemeler.push(istek.url()); };
  page.on('request', dinle);
  await page.getByTestId('table-name').fill('   ');
  await page.getByTestId('table-add').click();
  await expect(page.getByTestId('hata-ad')).toHaveText('Türkçe metin zorunludur.');
  await expect(page.getByTestId('table-name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('table-name')).toBeFocused();
  page.off('request', dinle);
  expect(eklemeler).toEqual([]);
  for (const name of [`Teras ${STAMP}`, `Bahçe ${STAMP}`]) {
    await page.getByTestId('table-name').fill(name);
    await page.getByTestId('table-add').click();
    await expect(page.getByTestId('table-list')).toContainText(name);
  }
  const [tablePng] = await Promise.all([page.waitForEvent('download'), page.getByTestId('table-list').getByRole('button', { name: `PNG indir: Teras ${STAMP}` }).click()]);
  const tableImage = PNG.sync.read(readFileSync((await tablePng.path())!));
  expect(jsQR(new Uint8ClampedArray(tableImage.data), tableImage.width, tableImage.height)?.data).toMatch(new RegExp(`^${fullUrl.replace(/[.?]/g, '\\$&')}\\?masa=\\d+$`));

  await page.evaluate(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed++; }; });
  await page.getByTestId('print-prices').click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const list = page.getByTestId('price-list');
  await expect(list).toBeVisible();
  await expect(list).toContainText('Fiyatlarımıza KDV dahildir');
  await expect(list).toContainText(/Fiyat listesi tarihi: \d{2}\.\d{2}\.\d{4}/);
  await expect(list).toContainText(`${URUN}`);
  await expect(list).toContainText('1.234,50 ₺');
  await page.screenshot({ path: 'screenshots/qrmenu-panel-print-prices.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  const tables = await page.getByTestId('table-list').getByRole('listitem').count();
  expect(tables).toBeGreaterThanOrEqual(2);
  await page.getByTestId('print-tables').click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.qm-print-masalar .qm-card')).toHaveCount(tables);
  await expect(page.locator('.qm-print-masalar .qm-a4')).toHaveCount(Math.ceil(tables / 6));
  await expect(page.locator('.qm-print-masalar')).toContainText(`Bahçe ${STAMP}`);
  // each card prints its table's own address (what its code holds) under the code, and the short one
  const kart = page.locator('.qm-print-masalar .qm-card', { hasText: `Bahçe ${STAMP}` });
  const masaAdresi = new RegExp(`^${fullUrl.replace(/^https?:\/\//, '').replace(/[.?]/g, '\\$&')}\\?masa=\\d+$`);
  await expect(kart.locator('.qm-card-url-masa')).toHaveText(masaAdresi);
  await expect(kart.locator('.qm-card-url:not(.qm-card-url-masa)')).toHaveText(`${baseURL}/qr/kahve-duragi`.replace(/^https?:\/\//, ''));
  await expect(list).toBeHidden();
  await page.screenshot({ path: 'screenshots/qrmenu-panel-print-tables.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('an XSS payload in a product name is shown as text in the panel', async () => {
  let dialogs = 0;
  const onDialog = (dialog: import('@playwright/test').Dialog) => { dialogs++; void dialog.dismiss(); };
  page.on('dialog', onDialog);
  await open(page, '/isletme/qrmenu/urunler', 'Ürünler');
  await page.getByTestId('product-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Kategori/ }).click();
  await dialog.getByRole('option', { name: new RegExp(IKINCI) }).click();
  await dialog.getByLabel('Fiyat (₺)').fill('10');
  await dialog.getByLabel('Ad (Türkçe)').fill(XSS);
  await dialog.getByTestId('product-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('product-table').getByText(XSS, { exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // search (Turkish locale) and the missing-translation filter
  await page.getByTestId('product-search').fill('TÜRK KAHVESİ');
  await expect(page.getByTestId('product-table')).toContainText(URUN);
  await expect(page.getByTestId('product-table')).not.toContainText(XSS);
  await page.getByTestId('product-search').fill('');
  await page.getByTestId('filter-missing').check();
  await expect(page.getByTestId('product-table')).toContainText(XSS);
  await expect(page.getByTestId('product-table')).not.toContainText(URUN);
  expect(dialogs).toBe(0);
  page.off('dialog', onDialog);
});

test('bulk price change previews, applies and lands in the price history', async () => {
  await open(page, '/isletme/qrmenu/urunler', 'Ürünler');
  await page.getByRole('checkbox', { name: `${URUN} seç` }).check();
  await page.getByTestId('bulk-open').click();
  const dialog = page.getByRole('dialog');
  // a percent out of range is marked under the field and focused; no preview is asked for
  await dialog.getByTestId('bulk-value').fill('600');
  await dialog.getByTestId('bulk-preview-btn').click();
  await expect(dialog.getByTestId('hata-deger')).toHaveText('Yüzde -90 ile 500 arasında bir tam sayı olmalı.');
  await expect(dialog.getByTestId('bulk-value')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByTestId('bulk-value')).toBeFocused();
  await expect(dialog.getByTestId('bulk-preview')).toBeHidden();
  await dialog.getByTestId('bulk-value').fill('10');
  await expect(dialog.getByTestId('hata-deger')).toBeHidden();
  await dialog.getByTestId('bulk-preview-btn').click();
  await expect(dialog.getByTestId('bulk-preview')).toContainText('1.357,95 ₺');
  await dialog.getByTestId('bulk-apply').click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('product-table').getByRole('row').filter({ hasText: URUN });
  await expect(row).toContainText('1.357,95 ₺');
  await row.getByRole('button', { name: `${URUN} fiyat geçmişi` }).click();
  await expect(page.getByTestId('price-history')).toContainText('1.234,50 ₺ → 1.357,95 ₺');
});

test('every menu screen passes axe and fits 375 px and 1280 px', async () => {
  // many screens × two widths × axe: 45–55 s alone on a 2-core machine, too close to the 60 s default
  test.slow();
  const screens: [string, string | RegExp][] = [
    ['kategori', 'Kategoriler'], ['urunler', 'Ürünler'], ['menu', 'Menü ve Kampanyalar'], ['anasayfa', 'Menü ana sayfası'], ['olustur', 'QR menü oluştur'],
  ];
  for (const [path, heading] of screens) {
    await open(page, `/isletme/qrmenu/${path}`, heading);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
    await screenshots(page, `qrmenu-panel-${path}`);
    await page.setViewportSize({ width: 375, height: 812 });
    await noHorizontalScroll(page);
    await expectAccessible(page, `${path} 375`);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await open(page, '/isletme/qrmenu/menu', 'Menü ve Kampanyalar');
  await page.getByTestId('menu-tab-kampanya').click();
  await expect(page.getByTestId('campaign-list')).toContainText(KAMPANYA);
  await screenshots(page, 'qrmenu-panel-kampanyalar');
  await page.getByTestId('campaign-add').click();
  await expectAccessible(page, 'campaign dialog');
  await screenshots(page, 'qrmenu-panel-kampanya-dialog');
  await page.keyboard.press('Escape');
  await open(page, '/isletme/qrmenu/urunler', 'Ürünler');
  await page.getByTestId('product-table').getByRole('row').filter({ hasText: URUN }).getByRole('button', { name: `Düzenle: ${URUN}` }).click();
  await expect(page.getByRole('dialog').getByLabel('Ad (Türkçe)')).toHaveValue(URUN);
  await expectAccessible(page, 'product dialog');
  await screenshots(page, 'qrmenu-panel-urun-dialog');
});

test('landing editor saves and previews; Wi-Fi and hours reach the guest page', async () => {
  await open(page, '/isletme/qrmenu/anasayfa', 'Menü ana sayfası');
  await page.getByLabel('Karşılama metni (Türkçe)').fill(`Hoş geldiniz ${STAMP}`);
  await page.getByLabel('Wi-Fi adı').fill('KahveDuragi-Misafir');
  await page.getByLabel('Wi-Fi şifresi').fill('kahve2026');
  await page.getByLabel('Instagram').fill('@kahveduragi');
  await page.getByRole('button', { name: 'Satır ekle' }).click();
  await page.getByLabel('1. satır: günler').fill('Pazartesi-Cuma');
  await page.getByLabel('1. satır: saatler').fill('08:00-23:00');
  await expect(page.getByTestId('home-preview')).toContainText('KahveDuragi-Misafir');
  await page.getByTestId('home-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Kaydedildi' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Wi-Fi adı')).toHaveValue('KahveDuragi-Misafir');
  const id = await venueId(page);
  const info = (await (await page.request.get('/api/isletme/qrmenu/qr-bilgi', { headers: { 'X-Isletme-Id': String(id) } })).json()).data as { yol: string; slug: string };
  const menu = (await (await page.request.get(`/api/public/menu/${info.slug}?lang=tr`)).json()).data as { anasayfa: { wifiAd: string; hosgeldin: string; calismaSaatleri: { saat: string }[] } };
  expect(menu.anasayfa.wifiAd).toBe('KahveDuragi-Misafir');
  expect(menu.anasayfa.hosgeldin).toBe(`Hoş geldiniz ${STAMP}`);
  expect(menu.anasayfa.calismaSaatleri.map((row) => row.saat)).toContain('08:00-23:00');
  await page.getByLabel('Harita bağlantısı').fill('http://example.com');
  await page.getByTestId('home-save').click();
  await expect(page.getByTestId('hata-haritaUrl')).toHaveText('Bağlantı https:// ile başlamalı.');
});

test('garson sees no digital menu module and gets the forbidden state', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, 'garson@demo.test', /\/isletme\/qrmenu\/cafe-yonetim\/masa-takip$/);
  await expect(page.getByTestId('side-menu')).not.toContainText('Dijital Menü');
  await page.goto('/isletme/qrmenu/urunler');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('product-add')).toHaveCount(0);
  await context.close();
});
