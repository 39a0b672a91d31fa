import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// scripts/demo-data.mjs: venue 2 "Güzellik Salonu Lotus" — services 1001–1006 (1002 Fön), staff 1001 Selin Aydın,
// 1003 Derya Koç; demo customers incl. Zehra Yıldız (scripts/demo-randevu-panel.mjs)
const HIZMETLER = '/isletme/randevutakip/hizmetler';
const PAKETLER = '/isletme/randevutakip/hizmet-paketleri';

async function lotus(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

test('operator creates a service and a package, sells it and sees the balance', async ({ page }) => {
  const ek = String(Date.now()).slice(-5);
  const hizmetAdi = `Keratin bakımı ${ek}`;
  const paketAdi = `Keratin 3’lü ${ek}`;
  await lotus(page);

  // ---- services ----
  await page.goto(HIZMETLER);
  await expect(page.getByRole('heading', { level: 1, name: 'Hizmetler' })).toBeVisible();
  await expect(page.getByTestId('hizmet-row-1001')).toContainText('Saç kesimi');
  await expectAccessible(page, 'hizmetler');
  await screenshots(page, 'randevu-hizmetler');

  await page.getByTestId('hizmet-add').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni hizmet' });
  await dialog.locator('input[name="ad-tr"]').fill(hizmetAdi);
  await dialog.getByTestId('lang-tab-en').click();
  await dialog.locator('input[name="ad-en"]').fill(`Keratin treatment ${ek}`);
  await dialog.getByTestId('hizmet-fiyat').fill('1.250,50');
  await expect(dialog.getByText('1.250,50 ₺')).toBeVisible();
  // a duration that is not a multiple of 5 is refused in the form, with the server's wording
  await dialog.getByTestId('hizmet-sure').fill('92');
  await dialog.getByTestId('hizmet-save').click();
  await expect(dialog.getByTestId('hata-sureDk')).toHaveText('Süre 5 ile 720 dakika arasında ve 5’in katı olmalı.');
  await expect(dialog.getByTestId('hizmet-sure')).toBeFocused();
  await dialog.getByTestId('hizmet-sure').fill('90');
  await dialog.getByTestId('hizmet-sonra').fill('10');
  await expect(dialog.getByText('Takvimde kapladığı toplam süre: 1 sa 40 dk')).toBeVisible();
  await dialog.getByTestId('hizmet-personel-1001').check();
  await dialog.getByTestId('hizmet-personel-1003').check();
  await expectAccessible(page, 'hizmet-dialog');
  await screenshots(page, 'randevu-hizmet-dialog');
  await dialog.getByTestId('hizmet-save').click();
  await expect(page.getByText('Kaydedildi.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByTestId('hizmet-search').fill(hizmetAdi.toLocaleUpperCase('tr'));
  const row = page.getByTestId('hizmet-table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(hizmetAdi);
  await expect(row).toContainText('1 sa 30 dk');
  await expect(row).toContainText('1.250,50 ₺');
  await expect(row).toContainText('Selin Aydın, Derya Koç');

  // ---- package ----
  await page.goto(PAKETLER);
  await expect(page.getByRole('heading', { level: 1, name: 'Hizmet Paketleri' })).toBeVisible();
  await page.getByTestId('paket-add').click();
  const paketDialog = page.getByRole('dialog', { name: 'Yeni paket' });
  await paketDialog.getByTestId('paket-ad').fill(paketAdi);
  await paketDialog.getByTestId('paket-fiyat').fill('3.000');
  await paketDialog.getByTestId('paket-hizmet-0').selectOption({ label: hizmetAdi });
  await paketDialog.getByTestId('paket-seans-0').fill('3');
  await paketDialog.getByTestId('paket-hizmet-ekle').click();
  await paketDialog.getByTestId('paket-hizmet-1').selectOption({ label: 'Fön' });
  await paketDialog.getByTestId('paket-seans-1').fill('2');
  // 3 × 1.250,50 + 2 × 250 = 4.251,50 one by one
  await expect(paketDialog.getByText('Tek tek toplamı 4.251,50 ₺; paketle müşteri 1.251,50 ₺ kazanır.')).toBeVisible();
  await paketDialog.getByTestId('paket-gecerlilik').fill('90');
  await expectAccessible(page, 'paket-dialog');
  await screenshots(page, 'randevu-paket-dialog');
  await paketDialog.getByTestId('paket-save').click();
  await expect(paketDialog).toBeHidden();
  const kart = page.getByTestId('paket-list').locator('li.rh-paket', { hasText: paketAdi });
  await expect(kart).toContainText(`${hizmetAdi} × 3`);
  await expect(kart).toContainText('Fön × 2');
  await expect(kart).toContainText('3.000,00 ₺');
  await expect(kart).toContainText('%29 avantaj');
  await expect(kart).toContainText('90 gün geçerli');
  await expectAccessible(page, 'paketler');
  await screenshots(page, 'randevu-paketler');

  // ---- sell it ----
  await kart.getByRole('button', { name: `“${paketAdi}” paketini sat` }).click();
  const satis = page.getByRole('dialog', { name: `Paket sat: ${paketAdi}` });
  // nothing chosen: the customer search is marked with what to do and focused, the payment too; nothing sold
  await satis.getByTestId('satis-onay').click();
  await expect(satis.getByTestId('hata-musteriId')).toHaveText('Önce bir müşteri seçin.');
  await expect(satis.getByTestId('satis-musteri-ara')).toHaveAttribute('aria-invalid', 'true');
  await expect(satis.getByTestId('satis-musteri-ara')).toBeFocused();
  await expect(satis.getByTestId('hata-odeme')).toHaveText('Ödeme şeklini seçin.');
  await satis.getByTestId('satis-musteri-ara').fill('zehra');
  await satis.getByRole('button', { name: /Zehra Yıldız/ }).click();
  await expect(satis.getByTestId('satis-musteri')).toContainText('Zehra Yıldız');
  await expect(satis.getByTestId('hata-musteriId')).toBeHidden();
  // no payment chosen yet
  await satis.getByTestId('satis-onay').click();
  await expect(satis.getByTestId('hata-odeme')).toHaveText('Ödeme şeklini seçin.');
  await expect(satis.locator('fieldset[data-alan="odeme"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(satis.locator('fieldset[data-alan="odeme"]')).toBeFocused();
  await satis.getByText('Kart', { exact: true }).click();
  await expect(satis.getByText('3.000,00 ₺ kasaya gelir olarak işlenir.')).toBeVisible();
  await expectAccessible(page, 'paket-satis');
  await screenshots(page, 'randevu-paket-satis');
  await satis.getByTestId('satis-onay').click();
  await expect(page.getByText(`Zehra Yıldız için “${paketAdi}” satıldı.`)).toBeVisible();

  // ---- balance: the tab opens on that customer ----
  await expect(page.getByTestId('paket-tab-bakiyeler')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('bakiye-musteri')).toContainText('Zehra Yıldız');
  const bakiye = page.getByTestId('bakiye-list').locator('li', { hasText: paketAdi }).first();
  await expect(bakiye).toContainText('3/3 seans kaldı');
  await expect(bakiye).toContainText('2/2 seans kaldı');
  await expect(bakiye.getByRole('button', { name: 'Satışı geri al' })).toBeVisible();
  await expectAccessible(page, 'paket-bakiyeleri');
  await screenshots(page, 'randevu-paket-bakiyeleri');
});
