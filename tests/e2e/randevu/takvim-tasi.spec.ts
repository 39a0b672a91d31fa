import { expect, test } from '@playwright/test';
import { expectAccessible } from '../helpers';
import { bosGun, iptalEt, operatorGirisi, randevuEkle, takvimiAc } from './takvim-ortak';

test('a move onto an occupied time says so once and offers free times; a suggestion moves the appointment', async ({ page }) => {
  await operatorGirisi(page);
  const tarih = bosGun(19);
  // Selin: a 30-minute Fön at 10:00 and another at 11:00 (Istanbul)
  const tasinan = await randevuEkle(page, { personelId: 1001, baslangic: `${tarih}T07:00:00.000Z`, hizmetIdler: [1002], musteriId: 1003 });
  const engel = await randevuEkle(page, { personelId: 1001, baslangic: `${tarih}T08:00:00.000Z`, hizmetIdler: [1002], musteriId: 1004 });
  try {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await takvimiAc(page, tarih, 'gun');
      await page.getByTestId(`randevu-blok-${tasinan.id}`).click();
      const detay = page.getByTestId('randevu-detay');
      await detay.getByTestId('detay-tasi').click();
      await detay.getByTestId('tasi-saat').fill('11:00');
      await detay.getByTestId('tasi-kaydet').click();
      const cakisma = detay.getByTestId('tasi-cakisma');
      await expect(cakisma).toBeVisible();
      await expect(page.getByText('Bu saatte Selin Aydın için başka bir randevu var', { exact: false })).toHaveCount(1);
      await expect(page.getByRole('alert').filter({ hasText: 'başka bir randevu var' })).toHaveCount(1);
      const oneriler = cakisma.getByTestId('tasi-oneri');
      await expect(oneriler.first()).toHaveText(/^Selin Aydın · .* 11:30$/);
      await expect(cakisma.getByRole('button', { name: /^Burak Çelik · .* 11:00$/ })).toBeVisible();
      await expectAccessible(page, `taşıma çakışması ${width}`);
      await page.screenshot({ path: `screenshots/randevu-takvim-tasi-cakisma-${width}.png` });
      if (width === 1280) {
        await page.keyboard.press('Escape');
        await expect(detay).toBeHidden();
      }
    }
    await page.getByTestId('tasi-oneri').first().click();
    await expect(page.getByText('Randevu taşındı.')).toBeVisible();
    await expect(page.getByTestId('randevu-detay')).toContainText('11:30–12:00');
    await page.setViewportSize({ width: 1280, height: 800 });
    await takvimiAc(page, tarih, 'gun');
    await expect(page.getByTestId(`randevu-blok-${tasinan.id}`)).toHaveAttribute('aria-label', /^11:30–12:00 · /);
  } finally {
    for (const r of [tasinan, engel]) await iptalEt(page, r.id);
  }
});
