import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// scripts/demo-randevu-panel.mjs: venue 2 "Güzellik Salonu Lotus", customers 1001–1014; 1006 Cansu Polat holds a
// package and owes part of it, 1003 Gizem Karaca has a skin-care package in use
const MUSTERILER = '/isletme/randevutakip/musteriler';

async function lotus(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

test('operator adds a customer, finds them by phone digits, exports their KVKK data and erases it', async ({ page }) => {
  const ek = String(Date.now()).slice(-7);
  const ad = `Elif Deneme ${ek.slice(-3)}`;
  const telefon = `0549 ${ek.slice(0, 3)} ${ek.slice(3, 5)} ${ek.slice(5)}`;
  await lotus(page);
  await page.goto(MUSTERILER);
  await expect(page.getByRole('heading', { level: 1, name: 'Müşteriler' })).toBeVisible();
  // a demo customer with a package and an open balance
  const cansu = page.getByTestId('musteri-row-1006');
  await expect(cansu).toContainText('Cansu Polat');
  await expect(cansu).toContainText('0532');
  await expect(cansu).toContainText(/[\d.]+,\d{2} ₺\s*borç/);
  await expectAccessible(page, 'musteriler');
  await screenshots(page, 'randevu-musteriler');

  // ---- add ----
  await page.getByTestId('musteri-add').click();
  const form = page.getByRole('dialog', { name: 'Yeni müşteri' });
  await form.getByTestId('musteri-ad').fill(ad);
  await form.getByTestId('musteri-telefon').fill('0549 12');
  await form.getByTestId('musteri-save').click();
  await expect(form.getByTestId('hata-telefon')).toHaveText('Geçerli bir Türkiye telefon numarası girin (ör. 0532 111 22 33).');
  await form.getByTestId('musteri-telefon').fill(telefon);
  await expect(form.getByText(`Kaydedilecek numara: ${telefon}`)).toBeVisible();
  await form.getByTestId('musteri-email').fill(`elif${ek}@ornek.test`);
  await form.getByTestId('musteri-dogum').fill('1992-04-18');
  await form.getByTestId('musteri-notlar').fill('Lavanta kokusunu sever.');
  await form.getByTestId('musteri-kvkk').check();
  await expectAccessible(page, 'musteri-form');
  await screenshots(page, 'randevu-musteri-form');
  await form.getByTestId('musteri-save').click();
  await expect(page.getByText('Müşteri kaydedildi.')).toBeVisible();

  // saving opens the detail: consent recorded with the notice version and the server's time
  const detay = page.getByRole('dialog', { name: ad });
  await expect(detay.getByTestId('detay-kvkk')).toContainText('kvkk-randevu-2026-01');
  await expect(detay.getByText('Lavanta kokusunu sever.')).toBeVisible();
  // edit on top of the detail: the detail follows
  await detay.getByTestId('musteri-duzenle').click();
  const duzenle = page.getByRole('dialog', { name: 'Müşteriyi düzenle' });
  await expect(duzenle.getByTestId('musteri-kvkk')).toBeChecked();
  await expect(duzenle.getByText(/^Kayıtlı onay: kvkk-randevu-2026-01 · /)).toBeVisible();
  await duzenle.getByTestId('musteri-notlar').fill('Lavanta ve portakal kokusunu sever.');
  await duzenle.getByTestId('musteri-save').click();
  await expect(duzenle).toBeHidden();
  await expect(detay.getByText('Lavanta ve portakal kokusunu sever.')).toBeVisible();
  await detay.getByRole('button', { name: 'Kapat' }).first().click();
  await expect(detay).toBeHidden();

  // the same number in another spelling is refused, naming who has it
  await page.getByTestId('musteri-add').click();
  await form.getByTestId('musteri-ad').fill('Başka Biri');
  await form.getByTestId('musteri-telefon').fill(`+90${telefon.slice(1).replace(/ /g, '')}`);
  await form.getByTestId('musteri-save').click();
  await expect(form.getByRole('alert')).toHaveText(`Bu telefon numarası zaten “${ad}” adlı müşteriye kayıtlı.`);
  await form.getByRole('button', { name: 'Vazgeç' }).click();

  // ---- find by phone digits ----
  await page.getByTestId('musteri-search').fill(ek.slice(0, 5));
  const rows = page.getByTestId('musteri-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(ad);
  await rows.getByRole('button', { name: `${ad} müşterisinin ayrıntıları` }).click();
  await expect(detay.getByTestId('detay-telefon')).toHaveText(telefon);

  // ---- KVKK export ----
  const [indirme] = await Promise.all([page.waitForEvent('download'), detay.getByTestId('musteri-kvkk-export').click()]);
  expect(indirme.suggestedFilename()).toMatch(/^kvkk-musteri-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const dokum = JSON.parse(readFileSync((await indirme.path())!, 'utf8'));
  expect(dokum.data.musteri).toMatchObject({ adSoyad: ad, email: `elif${ek}@ornek.test`, dogumTarihi: '1992-04-18', notlar: 'Lavanta ve portakal kokusunu sever.' });
  expect(dokum.data.kvkkOnayi.metinSurumu).toBe('kvkk-randevu-2026-01');

  // ---- KVKK erase ----
  await detay.getByTestId('musteri-kvkk-sil').click();
  const sil = page.getByRole('dialog', { name: 'Kişisel verileri sil' });
  await expect(sil.getByTestId('musteri-sil-onayla')).toBeDisabled();
  await sil.getByTestId('musteri-sil-onay').fill('SİL');
  await expect(sil.getByTestId('musteri-sil-onayla')).toBeEnabled();
  await expectAccessible(page, 'musteri-sil');
  await screenshots(page, 'randevu-musteri-sil');
  await sil.getByTestId('musteri-sil-onayla').click();
  await expect(page.getByText('Kişisel veriler silindi; 0 randevu iptal edildi.')).toBeVisible();
  const silinmis = page.getByRole('dialog', { name: 'Silinmiş müşteri' });
  await expect(silinmis.getByTestId('musteri-silindi')).toBeVisible();
  await expect(silinmis.getByTestId('musteri-kvkk-sil')).toHaveCount(0);
  await silinmis.getByRole('button', { name: 'Kapat' }).first().click();
  await expect(page.getByTestId('musteri-empty')).toHaveText('Aramanızla eşleşen müşteri yok.');
});

test('detail of a demo customer: history, package balance and debt; phone layout as cards', async ({ page }) => {
  await lotus(page);
  await page.goto(MUSTERILER);
  await page.getByTestId('musteri-search').fill('cansu');
  await page.getByRole('button', { name: 'Cansu Polat müşterisinin ayrıntıları' }).click();
  const detay = page.getByRole('dialog', { name: 'Cansu Polat' });
  await expect(detay.getByTestId('detay-paketler')).toContainText('El & Ayak Bakımı 4’lü');
  await expect(detay.getByTestId('detay-cari')).toContainText(/[\d.]+,\d{2} ₺ borç/);
  const gecmis = detay.getByTestId('detay-gecmis').locator('tbody tr');
  await expect(gecmis).toHaveCount(10);
  await detay.getByTestId('detay-gecmis-hepsi').click();
  expect(await gecmis.count()).toBeGreaterThan(10);
  await expectAccessible(page, 'musteri-detay');
  await screenshots(page, 'randevu-musteri-detay');
  await detay.getByTestId('detay-cari').scrollIntoViewIfNeeded();
  await screenshots(page, 'randevu-musteri-detay-alt');
  await detay.getByRole('button', { name: 'Kapat' }).first().click();
  await page.getByTestId('musteri-search').fill('');
  await page.setViewportSize({ width: 375, height: 812 });
  // phone: rows are cards with their own details button
  await expect(page.getByTestId('musteri-detay-1006')).toBeVisible();
  await expectAccessible(page, 'musteriler-375');
});
