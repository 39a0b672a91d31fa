import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// scripts/demo-randevu-panel.mjs: venue "Güzellik Salonu Lotus", customer 1013 Pınar Çetin (0532 419 50 28) with
// appointment history
const MUSTERILER = '/isletme/randevutakip/musteriler';
const PINAR = 1013;

async function lotus(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

test('a second record of a demo customer shows up as a likely duplicate and merges into the original', async ({ page }) => {
  const ek = String(Date.now()).slice(-7);
  const telefon = `0548 ${ek.slice(0, 3)} ${ek.slice(3, 5)} ${ek.slice(5)}`;
  await lotus(page);
  await page.goto(MUSTERILER);
  await expect(page.getByRole('heading', { level: 1, name: 'Müşteriler' })).toBeVisible();

  // the original's number in another spelling: refused, with a way to the existing record
  await page.getByTestId('musteri-add').click();
  const form = page.getByRole('dialog', { name: 'Yeni müşteri' });
  await form.getByTestId('musteri-ad').fill('Pınar Çetin');
  await form.getByTestId('musteri-telefon').fill('+90 532 419 5028');
  await form.getByTestId('musteri-save').click();
  await expect(form.getByRole('alert')).toHaveText('Bu telefon numarası zaten “Pınar Çetin” adlı müşteriye kayıtlı.');
  await form.getByTestId('musteri-mevcut-ac').click();
  const pinar = page.getByRole('dialog', { name: 'Pınar Çetin' });
  await expect(pinar.getByTestId('detay-telefon')).toHaveText('0532 419 50 28');
  await pinar.getByRole('button', { name: 'Kapat' }).first().click();

  // a second record: same name, another number, with an e-mail and SMS marketing consent
  await page.getByTestId('musteri-add').click();
  await form.getByTestId('musteri-ad').fill('PINAR ÇETİN');
  await form.getByTestId('musteri-telefon').fill(telefon);
  await form.getByTestId('musteri-email').fill(`pinar${ek}@ornek.test`);
  await form.getByTestId('musteri-notlar').fill('İkinci kayıttan: kirpik lifting istiyor.');
  await expect(form.getByTestId('musteri-pazarlama-sms')).not.toBeChecked();
  await expect(form.getByTestId('musteri-pazarlama-email')).not.toBeChecked();
  await form.getByTestId('musteri-pazarlama-sms').check();
  await form.getByTestId('musteri-save').click();
  const yeni = page.getByRole('dialog', { name: 'PINAR ÇETİN' });
  await expect(yeni.getByTestId('detay-pazarlama')).toHaveText('SMS: var · E-posta: yok');
  await expect(yeni.getByTestId('detay-onaylar')).toContainText('Kampanya · SMS');
  await yeni.getByRole('button', { name: 'Kapat' }).first().click();

  // the duplicates panel pairs them
  const panel = page.getByTestId('musteri-ciftler');
  await expect(panel.getByRole('heading', { name: /Olası çift kayıtlar/ })).toBeVisible();
  const cift = panel.locator(`[data-testid^="musteri-cift-${PINAR}-"]`).filter({ hasText: 'PINAR ÇETİN' });
  await expect(cift).toContainText('Aynı ad');
  await screenshots(page, 'musteri-ciftler');
  await cift.getByRole('button', { name: /incele ve birleştir/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Kayıtları birleştir' });
  await expect(dialog.getByTestId(`birlestir-tut-${PINAR}`)).toBeChecked();
  const kalanKart = dialog.getByTestId(`birlestir-taraf-${PINAR}`);
  await expect(kalanKart).toContainText('Kalacak');
  await expect(kalanKart).toContainText('0532 419 50 28');
  const randevuSayisi = Number(await dialog.getByTestId(`birlestir-randevu-${PINAR}`).textContent());
  expect(randevuSayisi).toBeGreaterThan(0);
  await expect(dialog.getByTestId('birlestir-ozet')).toContainText('Birleşince: 0 randevu, 0 kasa ve 0 cari hareketi, 0 paket, 1 onay kaydı taşınır');
  await expectAccessible(page, 'musteri-birlestir');
  await screenshots(page, 'musteri-birlestir');
  await dialog.getByTestId('birlestir-onayla').click();
  await expect(page.getByText('Kayıtlar birleştirildi; 0 randevu taşındı.')).toBeVisible();

  // the kept record: its appointment history, its own e-mail, the other's note and consent
  const detay = page.getByRole('dialog', { name: 'Pınar Çetin' });
  await expect(detay.getByTestId('detay-gecmis').locator('tbody tr').first()).toBeVisible();
  await expect(detay.getByText('pinar@ornek.test')).toBeVisible();
  await expect(detay.getByText('İkinci kayıttan: kirpik lifting istiyor.')).toBeVisible();
  await expect(detay.getByTestId('detay-pazarlama')).toHaveText('SMS: var · E-posta: yok');
  await expect(detay.getByTestId('detay-onaylar')).toContainText('Kampanya · SMS');
  await detay.getByRole('button', { name: 'Kapat' }).first().click();
  await expect(page.locator(`[data-testid^="musteri-cift-${PINAR}-"]`)).toHaveCount(0);
  await page.getByTestId('musteri-search').fill('Pınar Çetin');
  await expect(page.getByTestId('musteri-table').locator('tbody tr')).toHaveCount(1);
});

test('the booking page’s optional SMS box (unticked by default) becomes a consent record in the customer’s history', async ({ page }) => {
  const ek = String(Date.now()).slice(-7);
  const telefon = `0547 ${ek.slice(0, 3)} ${ek.slice(3, 5)} ${ek.slice(5)}`;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/guzellik-salonu-lotus/LOTUS7K2QX9M/randevu/yeni');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.locator('.cal')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await page.locator('button.gun:enabled').nth(1).click();
  await page.locator('button.slot').first().click();
  await expect(page.getByRole('heading', { name: 'Bilgileriniz' })).toBeFocused();
  await page.getByLabel('Ad Soyad').fill(`Sevda Onaylı ${ek.slice(-3)}`);
  await page.getByLabel('Telefon').fill(telefon);
  await page.getByRole('checkbox', { name: /Aydınlatma metnini okudum/ }).check();
  const sms = page.getByRole('checkbox', { name: /SMS ile haberdar olmak istiyorum/ });
  await expect(sms).not.toBeChecked();
  await sms.check();
  await expectAccessible(page, 'booking details with the SMS box');
  await screenshots(page, 'musteri-onay-randevu');
  await page.getByRole('button', { name: 'Randevuyu onayla' }).click();
  await expect(page.getByRole('heading', { name: 'Randevunuz alındı' })).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 800 });
  await lotus(page);
  await page.goto(MUSTERILER);
  await page.getByTestId('musteri-search').fill(telefon.replace(/ /g, '').slice(1));
  const rows = page.getByTestId('musteri-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { name: /ayrıntıları/ }).first().click();
  const onaylar = page.getByTestId('detay-onaylar');
  await expect(onaylar).toContainText('Kampanya · SMS');
  await expect(onaylar).toContainText('KVKK (randevu)');
  await expect(onaylar).toContainText('Online randevu');
  await expect(page.getByTestId('detay-pazarlama')).toHaveText('SMS: var · E-posta: yok');
});
