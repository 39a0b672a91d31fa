import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// The CRM demo history (months of visits in every segment) is written by the demo scripts and may change: these tests
// assert relations (a filtered list holds only its segment, never more than the chart counts, sorting holds), not numbers.
const RAPOR = '/isletme/crm/musteri/rapor';
const RETENTION = '/isletme/crm/musteri/rapor-detay-2';
const SEGMENTLER = ['yeni', 'duzenli', 'sadik', 'riskli', 'kayip', 'yok'];

async function lotus(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

const toplam = async (page: Page) => Number(await page.getByTestId('crr-toplam').getAttribute('data-toplam'));

test('owner filters the customer report by a chart segment, searches folded text, sorts and downloads the CSV', async ({ page }) => {
  await lotus(page);
  await page.goto(RAPOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Müşteri Raporu' })).toBeVisible();
  await expect(page.getByTestId('crr-segment-grafik')).toBeVisible();
  await expect(page.getByTestId('crr-tablo')).toBeVisible();
  await expect(page.getByTestId('crr-esikler')).toContainText('Segmentler');
  await expect(page.getByTestId('crr-esikler').getByRole('link', { name: 'Eşikleri değiştir' })).toHaveAttribute('href', '/isletme/ayarlar/yonetim/parametre');
  const hepsi = await toplam(page);
  // the chart counts every customer (erased ones too, nameless): the list never shows more than that
  const sayilar = Object.fromEntries(await Promise.all(SEGMENTLER.map(async (s) => [s, Number(await page.getByTestId(`crr-segment-sayi-${s}`).textContent())] as const)));
  expect(Object.values(sayilar).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(hepsi);
  await expectAccessible(page, 'crm musteri raporu');
  await screenshots(page, 'crm-rapor');
  await page.getByTestId('crr-tablo').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/crm-rapor-liste-1280.png' });
  // at 375 px each customer is a card with the name readable
  await page.setViewportSize({ width: 375, height: 812 });
  const ilkAd = page.getByTestId('crr-ad').first();
  await expect(ilkAd).toBeVisible();
  expect((await ilkAd.boundingBox())!.width).toBeGreaterThan(60);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByTestId('crr-tablo').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/crm-rapor-liste-375.png' });
  await expectAccessible(page, 'crm musteri raporu 375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // ---- a segment from the chart filters the list ----
  const secilen = SEGMENTLER.find((s) => s !== 'yok' && sayilar[s]! > 0) ?? 'yok';
  await page.getByTestId(`crr-segment-${secilen}`).click();
  await expect(page.getByTestId(`crr-segment-${secilen}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('crr-segment-sec')).toHaveValue(secilen);
  await expect.poll(() => toplam(page)).toBeLessThanOrEqual(sayilar[secilen]!);
  const satirlar = page.getByTestId('crr-satir');
  if ((await toplam(page)) > 0) {
    await expect(satirlar.first()).toBeVisible();
    const segmentler = await satirlar.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-segment')));
    expect(new Set(segmentler)).toEqual(new Set([secilen]));
  }
  await page.getByTestId(`crr-segment-${secilen}`).click();
  await expect.poll(() => toplam(page)).toBe(hepsi);

  // ---- folded search: 'ozturk' finds Öztürk, 'YILDIZ' finds Yıldız ----
  await page.getByTestId('crr-ara').fill('ozturk');
  await expect(page.getByTestId('crr-tablo')).toContainText('Selda Öztürk');
  await expect.poll(() => toplam(page)).toBeLessThan(hepsi);
  await page.getByTestId('crr-ara').fill('zehra YILDIZ');
  await expect(page.getByTestId('crr-tablo')).toContainText('Zehra Yıldız');
  await page.getByTestId('crr-ara').fill('');
  await expect.poll(() => toplam(page)).toBe(hepsi);

  // ---- sorting by spend, both ways ----
  const harcamalar = async () => (await page.getByTestId('crr-harcama').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-kurus')))));
  await page.getByTestId('crr-kolon-harcama').click();
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Harcama');
  await expect.poll(async () => { const h = await harcamalar(); return h.every((v, i) => i === 0 || h[i - 1]! >= v); }).toBe(true);
  await page.getByTestId('crr-kolon-harcama').click();
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Harcama');
  await expect.poll(async () => { const h = await harcamalar(); return h.length > 0 && h.every((v, i) => i === 0 || h[i - 1]! <= v); }).toBe(true);

  // ---- CSV of the filtered list ----
  await page.getByTestId('crr-ara').fill('ozturk');
  await expect(page.getByTestId('crr-tablo')).toContainText('Selda Öztürk');
  const [indirme] = await Promise.all([page.waitForEvent('download'), page.getByTestId('crr-csv').click()]);
  expect(indirme.suggestedFilename()).toMatch(/^musteri-raporu-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await indirme.path())!, 'utf8');
  expect(csv).toContain('Ad soyad;Telefon');
  expect(csv).toContain('Selda Öztürk');
  expect(csv.trim().split('\r\n').length).toBe((await toplam(page)) + 1);
});

test('owner opens the retention report, a cohort cell and a segment-move cell list their customers', async ({ page }) => {
  await lotus(page);
  await page.goto(RETENTION);
  await expect(page.getByRole('heading', { level: 1, name: 'Müşteri Bağlılığı' })).toBeVisible();
  await expect(page.getByTestId('crk-tablo')).toBeVisible();
  await expect(page.getByTestId('crk-gecis')).toBeVisible();
  await expectAccessible(page, 'crm retention');
  await screenshots(page, 'crm-retention');

  const hucre = page.locator('[data-testid^="crk-hucre-2"]').first();
  await expect(hucre).toBeVisible();
  const sayi = Number(await hucre.getAttribute('data-sayi'));
  await hucre.click();
  const liste = page.getByTestId('crk-hucre-liste');
  await expect(liste).toBeVisible();
  const musteriler = liste.getByTestId('crk-hucre-musteri');
  expect(await musteriler.count()).toBeLessThanOrEqual(Math.min(sayi, 50));
  if ((await musteriler.count()) > 0) await expect(musteriler.first()).toHaveAttribute('href', /\/isletme\/crm\/musteri\/rapor-detay\?musteri=\d+$/);
  await expectAccessible(page, 'crm retention dialog');
  await page.keyboard.press('Escape');
  await expect(liste).toBeHidden();

  const gecis = page.locator('[data-testid^="crk-gecis-"]').first();
  await gecis.click();
  await expect(page.getByTestId('crk-hucre-liste')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'screenshots/crm-retention-hucre-375.png' });
  await page.keyboard.press('Escape');

  const [indirme] = await Promise.all([page.waitForEvent('download'), page.getByTestId('crk-csv').click()]);
  expect(indirme.suggestedFilename()).toMatch(/^musteri-kohort-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync((await indirme.path())!, 'utf8')).toContain('İlk ziyaret ayı');
});
