import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// Lotus salon (venue 2 of scripts/demo-data.mjs) already has demo cash and debt rows; the test works with deltas and a
// customer of its own.
const KASA = '/isletme/randevutakip/kasa-hareketleri';
const CARI = '/isletme/randevutakip/cari-takip';
const BAKIYE = '/isletme/randevutakip/caribakiyeraporu';
const LOTUS = 2;

async function lotus(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

/** '1.250,50 ₺' / '-300,00 ₺' → kuruş. */
const kurus = (text: string | null) => {
  const m = /(-?)([\d.]+),(\d{2})/.exec(text ?? '');
  if (!m) throw new Error(`not an amount: ${text}`);
  return (m[1] ? -1 : 1) * (Number(m[2]!.replace(/\./g, '')) * 100 + Number(m[3]));
};
const tutarOku = async (locator: Locator) => kurus(await locator.textContent());

test('operator keeps the cash book, a customer debt with a partial payment, and sees the balance report', async ({ page, baseURL }) => {
  // many screens × two widths × axe: 45–55 s alone on a 2-core machine, too close to the 60 s default
  test.slow();
  const ek = String(Date.now()).slice(-6);
  await lotus(page);

  // ---- cash book: one income, one expense, totals follow ----
  await page.goto(KASA);
  await expect(page.getByRole('heading', { level: 1, name: 'Kasa Hareketleri' })).toBeVisible();
  await expect(page.getByTestId('aralik-bugun')).toHaveAttribute('aria-pressed', 'true');
  const gelir0 = await tutarOku(page.getByTestId('kasa-toplam-gelir'));
  const gider0 = await tutarOku(page.getByTestId('kasa-toplam-gider'));

  await page.getByTestId('kasa-gelir-ekle').click();
  let dialog = page.getByRole('dialog', { name: 'Yeni gelir' });
  await dialog.getByTestId('kasa-tutar').fill('0');
  await dialog.getByTestId('kasa-kaydet').click();
  await expect(dialog.getByTestId('hata-tutarKurus')).toHaveText('Tutar 0’dan büyük olmalı.');
  await dialog.getByTestId('kasa-tutar').fill('1.250,50');
  await expect(dialog.getByText('1.250,50 ₺', { exact: true })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Kart' }).check();
  await dialog.getByTestId('kasa-aciklama').fill(`Şampuan satışı ${ek}`);
  await expectAccessible(page, 'kasa-dialog');
  await screenshots(page, 'randevu-kasa-dialog');
  await dialog.getByTestId('kasa-kaydet').click();
  await expect(page.getByText('Kaydedildi.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByTestId('kasa-gider-ekle').click();
  dialog = page.getByRole('dialog', { name: 'Yeni gider' });
  await dialog.getByTestId('kasa-tutar').fill('300');
  await dialog.getByTestId('kasa-aciklama').fill(`Havlu alımı ${ek}`);
  await dialog.getByTestId('kasa-kaydet').click();
  await expect(dialog).toBeHidden();

  const table = page.getByTestId('kasa-table');
  await expect(table.getByRole('row').filter({ hasText: `Şampuan satışı ${ek}` })).toContainText('+1.250,50 ₺');
  await expect(table.getByRole('row').filter({ hasText: `Şampuan satışı ${ek}` })).toContainText('Kart');
  await expect(table.getByRole('row').filter({ hasText: `Havlu alımı ${ek}` })).toContainText('−300,00 ₺');
  await expect.poll(() => tutarOku(page.getByTestId('kasa-toplam-gelir'))).toBe(gelir0 + 125_050);
  await expect.poll(() => tutarOku(page.getByTestId('kasa-toplam-gider'))).toBe(gider0 + 30_000);
  expect(await tutarOku(page.getByTestId('kasa-toplam-net'))).toBe(gelir0 + 125_050 - gider0 - 30_000);

  // an edit opens with the stored values and changes the totals
  await page.getByRole('button', { name: `Düzenle: Havlu alımı ${ek}` }).click();
  dialog = page.getByRole('dialog', { name: 'Kasa hareketini düzenle' });
  await expect(dialog.getByTestId('kasa-tutar')).toHaveValue('300');
  await expect(dialog.getByRole('radio', { name: 'Gider' })).toBeChecked();
  await dialog.getByTestId('kasa-tutar').fill('320,75');
  await dialog.getByTestId('kasa-kaydet').click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: `Havlu alımı ${ek}` })).toContainText('−320,75 ₺');
  await expect.poll(() => tutarOku(page.getByTestId('kasa-toplam-gider'))).toBe(gider0 + 32_075);

  // the type filter narrows the list and the totals
  await page.getByRole('combobox', { name: /^Tür/ }).click();
  await page.getByRole('option', { name: 'Gider' }).click();
  await expect(table.getByRole('row').filter({ hasText: `Şampuan satışı ${ek}` })).toHaveCount(0);
  await expect.poll(() => tutarOku(page.getByTestId('kasa-toplam-gelir'))).toBe(0);
  await page.getByRole('combobox', { name: /^Tür/ }).click();
  await page.getByRole('option', { name: 'Tümü' }).click();
  await expect(table.getByRole('row').filter({ hasText: `Şampuan satışı ${ek}` })).toHaveCount(1);

  await expectAccessible(page, 'kasa');
  await screenshots(page, 'randevu-kasa');

  // a month of demo data, grouped by day
  await page.getByTestId('aralik-ay').click();
  await expect(page.getByTestId('aralik-ay')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/bas=\d{4}-\d{2}-01/);
  await screenshots(page, 'randevu-kasa-ay');

  // raporCek: the daily report of the range, printable
  await page.getByTestId('kasa-rapor').click();
  const rapor = page.getByRole('dialog', { name: 'Kasa Raporu' });
  await expect(rapor.getByTestId('kasa-rapor-tablo')).toBeVisible();
  const ayGelir = await tutarOku(page.getByTestId('kasa-toplam-gelir'));
  expect(await tutarOku(rapor.getByTestId('rapor-gelir'))).toBe(ayGelir);
  await expectAccessible(page, 'kasa-rapor');
  await screenshots(page, 'randevu-kasa-rapor');
  // what the printer gets: only the A4 sheet
  await page.evaluate(() => { document.body.dataset.rfPrint = '1'; });
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.rf-print-root')).toBeVisible();
  await expect(page.locator('.panel')).toBeHidden();
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: 'screenshots/randevu-kasa-baski.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => { delete document.body.dataset.rfPrint; });
  await page.setViewportSize({ width: 1280, height: 800 });
  await rapor.getByRole('button', { name: 'Kapat' }).click();

  // ---- debt ledger: a customer of our own ----
  const ad = `Finans Test ${ek}`;
  const yeni = await page.request.post('/api/isletme/randevu/musteriler', {
    headers: { Origin: baseURL!, 'X-Isletme-Id': String(LOTUS) },
    data: { adSoyad: ad, telefon: `0532 9${ek.slice(0, 2)} ${ek.slice(2, 4)} ${ek.slice(4, 6)}`, kvkkOnay: true },
  });
  expect(yeni.status()).toBe(201);

  await page.goto(CARI);
  await expect(page.getByRole('heading', { level: 1, name: 'Cari Takip' })).toBeVisible();
  await expect(page.getByTestId('cari-son-table')).toBeVisible();
  await expectAccessible(page, 'cari-liste');
  await screenshots(page, 'randevu-cari-liste');
  await page.getByTestId('cari-musteri-ara').fill(ad.toLocaleLowerCase('tr'));
  await page.getByRole('button', { name: new RegExp(ad) }).click();
  const detay = page.getByTestId('cari-detay');
  await expect(detay.getByRole('heading', { name: ad })).toBeVisible();
  await expect(page.getByTestId('cari-bakiye')).toHaveText('Hesap kapalı');
  await expect(page).toHaveURL(/musteri=\d+/);

  await page.getByTestId('cari-borc-ekle').click();
  dialog = page.getByRole('dialog', { name: 'Borç ekle' });
  await dialog.getByTestId('cari-tutar').fill('900');
  await dialog.getByTestId('cari-aciklama').fill('Saç boyama (veresiye)');
  await expect(dialog.getByTestId('cari-sonra')).toHaveText('Kaydedince: 900,00 ₺ borç');
  await dialog.getByTestId('cari-kaydet').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cari-bakiye')).toHaveText('900,00 ₺ borç');

  await page.getByTestId('cari-tahsilat-al').click();
  dialog = page.getByRole('dialog', { name: 'Tahsilat al' });
  await expect(dialog.getByTestId('cari-kasaya')).toBeChecked();
  await dialog.getByTestId('cari-tutar').fill('350');
  await dialog.getByTestId('cari-aciklama').fill('Kısmi ödeme');
  await expect(dialog.getByTestId('cari-sonra')).toHaveText('Kaydedince: 550,00 ₺ borç');
  await expectAccessible(page, 'cari-dialog');
  await screenshots(page, 'randevu-cari-dialog');
  await dialog.getByTestId('cari-kaydet').click();
  await expect(page.getByText('Kaydedildi; tahsilat kasaya da işlendi.')).toBeVisible();
  await expect(page.getByTestId('cari-bakiye')).toHaveText('550,00 ₺ borç');
  await expect(page.getByTestId('cari-toplam-borc')).toHaveText('900,00 ₺');
  await expect(page.getByTestId('cari-toplam-tahsilat')).toHaveText('350,00 ₺');
  const satirlar = page.getByTestId('cari-table').locator('tbody tr');
  await expect(satirlar).toHaveCount(2);
  await expect(satirlar.nth(0)).toContainText('550,00 ₺');
  await expect(satirlar.nth(1)).toContainText('900,00 ₺');
  await expectAccessible(page, 'cari-detay');
  await screenshots(page, 'randevu-cari');

  // ---- balance report ----
  await page.goto(BAKIYE);
  await expect(page.getByRole('heading', { level: 1, name: 'Cari Bakiye Raporu' })).toBeVisible();
  const acik0 = await tutarOku(page.getByTestId('bakiye-toplam'));
  expect(acik0).toBeGreaterThanOrEqual(55_000);
  await expectAccessible(page, 'caribakiye');
  await screenshots(page, 'randevu-caribakiye');
  await page.getByTestId('bakiye-ara').fill(ad);
  const satir = page.getByTestId('bakiye-table').locator('tbody tr');
  await expect(satir).toHaveCount(1);
  await expect(satir).toContainText('900,00 ₺');
  await expect(satir).toContainText('350,00 ₺');
  await expect(satir).toContainText('550,00 ₺ borç');
  await expect(page.getByTestId('bakiye-tfoot-bakiye')).toHaveText('550,00 ₺');
  // raporCek: the printable report (the browser's print dialog is stubbed; print CSS shows only the A4 sheet)
  await page.evaluate(() => { window.print = () => { document.body.dataset.yazdirildi = '1'; }; });
  await page.getByTestId('bakiye-yazdir').click();
  await expect(page.locator('body')).toHaveAttribute('data-yazdirildi', '1');
  await expect(page.locator('body')).toHaveAttribute('data-rf-print', '1');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.rf-print-root')).toContainText(ad);
  await expect(page.locator('.panel')).toBeHidden();
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: 'screenshots/randevu-caribakiye-baski.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => { delete document.body.dataset.rfPrint; });
  await page.setViewportSize({ width: 1280, height: 800 });

  // the name leads to the customer's ledger
  await satir.getByRole('link', { name: ad }).click();
  await expect(page).toHaveURL(/cari-takip\?musteri=\d+/);
  await expect(page.getByTestId('cari-bakiye')).toHaveText('550,00 ₺ borç');

  // the payment also went into today's cash book
  await page.goto(KASA);
  await expect(page.getByTestId('kasa-table').getByRole('row').filter({ hasText: `Cari tahsilat: ${ad}` })).toContainText('+350,00 ₺');
});
