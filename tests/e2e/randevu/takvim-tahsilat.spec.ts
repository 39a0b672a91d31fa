import { expect, test } from '@playwright/test';
import { expectAccessible } from '../helpers';
import { GUN, iptalEt, istTarih, operatorGirisi, panelPost, takvimiAc } from './takvim-ortak';

test('completing with a discount and cash + card: the detail and the week list show the list price, discount and each payment', async ({ page }) => {
  await operatorGirisi(page);
  // Selin, Saç kesimi (450 ₺), three days ago at 08:00 Istanbul — before opening time, so it is free in the demo
  const tarih = istTarih(Date.now() - 3 * GUN);
  const ekle = await panelPost(page, '/isletme/randevu/randevular', { personelId: 1001, baslangic: `${tarih}T05:00:00.000Z`, hizmetIdler: [1001], musteriId: 1007, mesaiDisi: true });
  expect(ekle.status()).toBe(201);
  const r = (await ekle.json()).data as { id: number };
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await takvimiAc(page, tarih, 'gun');
    await page.getByTestId(`randevu-blok-${r.id}`).click();
    const detay = page.getByTestId('randevu-detay');
    await detay.getByTestId('islem-tamamla').click();
    const form = detay.getByTestId('tahsilat-form');
    await expect(form.getByTestId('tahsilat-tutar-0')).toHaveValue('450,00');
    await form.getByTestId('tahsilat-indirim').fill('10');
    await expect(form.getByTestId('tahsilat-odenecek')).toContainText('440,00 ₺');
    await form.getByTestId('tahsilat-tutar-0').fill('300');
    await form.getByTestId('tahsilat-satir-ekle').click();
    await form.getByTestId('tahsilat-yontem-1').selectOption('kart');
    await form.getByTestId('tahsilat-tutar-1').fill('100');
    // 40 ₺ short: refused in the form, nothing sent
    await form.getByTestId('tamamla-onay').click();
    await expect(form.getByRole('alert')).toContainText('40,00 ₺');
    // 200 ₺ cash handed over for the rest: 60 ₺ change, 140 ₺ booked in cash
    await form.getByTestId('tahsilat-tutar-0').fill('400');
    await expect(form.getByTestId('tahsilat-ozet')).toContainText('Para üstü: 60,00 ₺');
    await expectAccessible(page, 'tahsilat formu');
    await page.screenshot({ path: 'screenshots/randevu-tahsilat-form-1280.png' });
    await form.getByTestId('tamamla-onay').click();
    await expect(page.getByText(/Randevu tamamlandı\..*Ödendi: Nakit 340,00 ₺ \+ Kart 100,00 ₺/)).toBeVisible();
    await expect(detay.getByTestId('detay-indirim')).toHaveText('−10,00 ₺');
    await expect(detay.getByTestId('detay-odemeler')).toHaveText(/Nakit · 340,00 ₺\s*Kart · 100,00 ₺/);
    await expect(detay).toContainText('Liste fiyatı');
    await page.screenshot({ path: 'screenshots/randevu-tahsilat-detay-1280.png' });
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 375, height: 812 });
    await takvimiAc(page, tarih, 'hafta');
    await expect(page.getByTestId(`ajanda-odeme-${r.id}`)).toHaveText('Ödendi: Nakit 340,00 ₺ + Kart 100,00 ₺');
    await page.getByTestId(`ajanda-${r.id}`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/randevu-tahsilat-hafta-375.png' });
  } finally {
    await panelPost(page, `/isletme/randevu/randevular/${r.id}/durum`, { islem: 'geri-al' });
    await iptalEt(page, r.id);
  }
});
