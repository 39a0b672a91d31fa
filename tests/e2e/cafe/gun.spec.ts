import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, onayVer, screenshots } from '../helpers';

// Working day → day end (blind count, over/short, print A4 and 80 mm), past day ends read-only with corrections,
// and the check report with a check's history. Runs on the demo's 14 days of history and today's open day; the test
// closes today's day and opens it again, so the database ends with an open day as it started. The cashier
// (kasiyer@demo.test, Kasiyer set, only in Kahve Durağı; zeynep.kaya gets a second venue in ayarlar-kullanici-mevcut) runs it.

const GUN = '/isletme/qrmenu/cafe-yonetim/calismagunu';
const GUNSONU = '/isletme/qrmenu/cafe-yonetim/gunsonu';

/** The page size of the PDF chromium makes from the print CSS, in points (1 mm = 2.835 pt). */
async function pdfBoyu(page: Page): Promise<{ en: number; boy: number }> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const m = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  expect(m, 'a MediaBox in the PDF').not.toBeNull();
  return { en: Number(m![1]), boy: Number(m![2]) };
}

test.describe.configure({ mode: 'serial' });

/** The owner, with Kahve Durağı selected (corrections, the check report and the cash book are beyond the Kasiyer set). */
async function sahipGirisi(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\//);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
}

test('day end: blind count, over/short kept, printed at 80 mm and A4; the day opens again with its float', async ({ page }) => {
  await login(page, 'kasiyer@demo.test', /\/isletme\//);
  await page.goto(GUNSONU);
  await expect(page.getByRole('heading', { level: 1, name: 'Gün Sonu' })).toBeVisible();
  await expect(page.getByTestId('cg-acik-adisyonlar')).toBeVisible();
  // blind: nothing about the expected cash before the count is sent
  await expect(page.locator('#main').getByTestId('cg-beklenen')).toHaveCount(0);
  if (await page.getByTestId('cg-devret').count()) await page.getByTestId('cg-devret').check();
  await page.getByTestId('cg-sayilan').fill('100');
  await expect(page.getByText('100,00 ₺')).toBeVisible();
  await expectAccessible(page, 'gunsonu akışı');
  await screenshots(page, 'cafe-gunsonu-akis');
  await page.getByTestId('cg-gunsonu-al').click();
  await onayVer(page);
  // the demo opened today with 750,00 ₺ in the drawer (plus any cash the live demo's checks took): 100,00 ₺ counted is
  // short by expected − 100,00, shown, not hidden
  const beklenen = page.locator('#main').getByTestId('cg-beklenen');
  await expect(beklenen).toBeVisible();
  const kurus = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100;
  const eksik = kurus((await beklenen.textContent())!) - 10_000;
  expect(eksik).toBeGreaterThanOrEqual(65_000);
  const metin = `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(eksik / 100)} ₺ eksik`;
  await expect(page.getByTestId('cg-sonuc-fark')).toContainText(metin);
  await expect(page.locator('#main').getByTestId('cg-fark')).toHaveText(metin);
  await expect(page.locator('#main').getByTestId('cg-mali-not')).toContainText('mali Z raporu değildir');
  await expectAccessible(page, 'gunsonu raporu');
  await screenshots(page, 'cafe-gunsonu-rapor');

  // print: the browser's dialog is not opened in the test; the page it would print is made into a PDF
  await page.evaluate(() => { window.print = () => {}; });
  await page.getByTestId('cg-yazdir-80').click();
  await expect(page.locator('body')).toHaveAttribute('data-cg-baski', '80');
  // on paper only the report: the panel is hidden, the 80 mm copy shown
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#main')).toBeHidden();
  await expect(page.locator('.cg-baski-80')).toBeVisible();
  await expect(page.locator('.cg-baski-a4')).toBeHidden();
  await page.setViewportSize({ width: 302, height: 1123 });
  await page.screenshot({ path: 'screenshots/cafe-gunsonu-80mm.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  // back to no emulation (an emulated 'screen' would make the PDF with screen CSS)
  await page.emulateMedia({ media: null });
  // chromium's PDF (it fires afterprint, which clears the mark, so it comes last)
  const fis = await pdfBoyu(page);
  expect(Math.abs(fis.en - 80 * 2.8346)).toBeLessThan(2);
  await page.getByTestId('cg-yazdir-a4').click();
  await expect(page.locator('body')).toHaveAttribute('data-cg-baski', 'a4');
  const a4 = await pdfBoyu(page);
  expect(Math.abs(a4.en - 595.3)).toBeLessThan(2);
  expect(Math.abs(a4.boy - 841.9)).toBeLessThan(2);

  // the next working day opens with its float; the closed day is first in the list, short
  await page.goto(GUN);
  await expect(page.getByTestId('cg-gun-durum')).toContainText('Açık gün yok');
  await page.getByTestId('cg-acilis-kasasi').fill('500');
  await page.getByTestId('cg-gun-ac').click();
  await expect(page.getByTestId('cg-acik-gun')).toBeVisible();
  await expect(page.getByTestId('cg-gun-durum')).toContainText('500,00 ₺');
  const satirlar = page.getByTestId('cg-gunler').locator('tbody tr');
  await expect(satirlar).toHaveCount(15);
  await expect(satirlar.first()).toContainText(metin);
  await expectAccessible(page, 'calismagunu');
  await screenshots(page, 'cafe-calismagunu');
});

test('a past day end opens read-only; a correction is added as its own row', async ({ page }) => {
  await sahipGirisi(page);
  await page.goto(GUN);
  await page.getByTestId('cg-gunler').locator('tbody tr').nth(3).getByRole('link').click();
  await expect(page.getByTestId('cg-gecmis-gunsonu')).toBeVisible();
  await expect(page.getByText('Kapandı · salt okunur')).toBeVisible();
  await expect(page.locator('#main').getByTestId('cg-odemeler')).toContainText('Kart');
  const sayilanOnce = await page.locator('#main').getByTestId('cg-sayilan').textContent();
  await page.getByTestId('cg-duzeltme-tutar').fill('1.234,50');
  await page.getByTestId('cg-duzeltme-neden').fill('Zarflar yeniden sayıldı');
  await page.getByTestId('cg-duzeltme-ekle').click();
  await expect(page.getByTestId('cg-duzeltme-listesi')).toContainText('1.234,50 ₺ · Zarflar yeniden sayıldı');
  // the report itself is unchanged
  await expect(page.locator('#main').getByTestId('cg-sayilan')).toHaveText(sayilanOnce!);
  await expectAccessible(page, 'gecmis gunsonu');
  await screenshots(page, 'cafe-gunsonu-gecmis');
});

test('check report: yesterday\'s checks, one opened with its history; X report of the open day', async ({ page }) => {
  await sahipGirisi(page);
  await page.goto('/isletme/qrmenu/cafe-yonetim/adisyonraporu');
  await expect(page.getByRole('heading', { level: 1, name: 'Adisyon Raporu' })).toBeVisible();
  await page.getByTestId('aralik-dun').click();
  const tablo = page.getByTestId('cg-adisyon-tablo');
  await expect(tablo.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('cg-adisyon-toplam')).toContainText('Adisyon:');
  await expectAccessible(page, 'adisyonraporu');
  await screenshots(page, 'cafe-adisyonraporu');
  await tablo.locator('tbody tr').first().getByRole('button').click();
  const detay = page.getByTestId('cg-adisyon-detay');
  await expect(detay).toBeVisible();
  await expect(detay.getByTestId('cg-adisyon-gecmis')).toContainText('Sipariş gönderildi');
  await expect(detay.getByTestId('cg-adisyon-gecmis')).toContainText('Adisyon kapandı');
  await expectAccessible(page, 'adisyon detay');
  await screenshots(page, 'cafe-adisyon-detay');
  await page.keyboard.press('Escape');
  const indirme = page.waitForEvent('download');
  await page.getByTestId('cg-adisyon-csv').click();
  expect((await indirme).suggestedFilename()).toMatch(/^adisyon-raporu-.*\.csv$/);

  await page.goto('/isletme/qrmenu/cafe-yonetim/xraporu');
  await expect(page.locator('#main').getByTestId('cg-rapor-x')).toBeVisible();
  await expect(page.locator('#main').getByTestId('cg-rapor-x')).toContainText('X raporu (gün kapanmadı)');
  await expectAccessible(page, 'xraporu');
  await screenshots(page, 'cafe-xraporu');
});

test("the cafe's cash book: check payments in words, linked to their check, not editable by hand", async ({ page }) => {
  await sahipGirisi(page);
  await page.goto('/isletme/qrmenu/cafe-yonetim/kasa-hareketleri');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasa Hareketleri' })).toBeVisible();
  await page.getByTestId('aralik-dun').click();
  const satir = page.getByTestId('kasa-table').locator('tbody tr').filter({ hasText: 'Adisyon ödemesi · #' }).first();
  await expect(satir).toBeVisible();
  await expect(satir.getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'kafe kasa');
  await screenshots(page, 'cafe-kasa');
  await satir.locator('[data-testid^="kasa-adisyon-"]').click();
  await expect(page.getByTestId('cg-adisyon-detay')).toBeVisible();
  await expect(page.getByTestId('cg-adisyon-gecmis')).toContainText('Ödeme alındı');
});
