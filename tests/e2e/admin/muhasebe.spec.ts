import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots as ekranGoruntuleri } from '../helpers';

// The platform admin's billing (/admin/ornek), general settings (/admin/ayarlar/ornek) and hardware stock (/admin/stok):
// issue an invoice, record a payment, see the balance; edit the company details and see them in the public footer;
// add a hardware item, give it to a venue, take it back. Every screen at 375 and 1280 px with axe.
// The e2e database is shared: names carry a per-run suffix and the settings are put back at the end.

const S = Date.now().toString(36).slice(-5).toUpperCase();
test.describe.configure({ mode: 'serial' });
let page: Page;
let eskiAyar: Record<string, unknown> | null = null;

const api = async (method: 'get' | 'put', path: string, data?: unknown) => {
  const response = await page.request[method](`/api/admin${path}`, { headers: { Origin: new URL(page.url()).origin }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
};

/** Screenshots from the top of the page once the toasts are gone (people look at them). */
async function screenshots(p: Page, ad: string) {
  await p.locator('.toast').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await p.evaluate(() => window.scrollTo(0, 0));
  await ekranGoruntuleri(p, ad);
}

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await login(page, 'admin@demo.test', /\/admin\/dashboard$/);
});
test.afterAll(async () => {
  if (eskiAyar) {
    const { guncelleme: _, ...geri } = eskiAyar;
    await api('put', '/genel', geri);
  }
  await page.context().close();
});

test('billing: issue an invoice, record a payment, the ledger balance follows; overdue list; print view', async () => {
  await page.goto('/admin/ornek');
  await expect(page.getByRole('heading', { level: 1, name: 'Muhasebe' })).toBeVisible();
  // the demo: Lotus stopped paying, so it is on the overdue list
  await page.getByTestId('muh-tab-gecikenler').click();
  await expect(page.getByTestId('muh-gecikenler')).toContainText('Güzellik Salonu Lotus');
  await expect(page.getByTestId('muh-gecikenler')).toContainText('gün gecikti');
  await page.getByTestId('muh-tab-cariler').click();
  await page.getByTestId('muh-ara').fill('kahve');
  await page.getByTestId('muh-cari-ac-1').click();
  const bakiye = page.getByTestId('muh-cari-bakiye');
  await expect(bakiye).toBeVisible();
  const once = await bakiye.innerText();
  const kurus = (metin: string) => Number(metin.replace(/[^\d,-]/g, '').replace(',', ''));

  // issue: 1.000,00 net at 20 % → 1.200,00; the form shows the KDV as typed
  await page.getByTestId('muh-cari-fatura').click();
  const form = page.getByRole('dialog', { name: 'Fatura kes' });
  await form.getByTestId('fatura-net').fill('');
  await form.getByTestId('fatura-kaydet').click();
  await expect(form.getByTestId('hata-netKurus')).toHaveText('Sıfırdan büyük bir tutar girin.');
  await form.getByTestId('fatura-aciklama').fill(`E2E lisans ${S}`);
  await form.getByTestId('fatura-net').fill('1.000,00');
  await form.getByTestId('fatura-kdvOrani').fill('20');
  await expect(form.getByTestId('fatura-ozet')).toContainText('KDV 200,00 ₺ · Toplam 1.200,00 ₺');
  await form.getByTestId('fatura-kaydet').click();
  await expect(form).toBeHidden();
  await expect(bakiye).not.toHaveText(once);
  expect(kurus(await bakiye.innerText())).toBe(kurus(once) + 120_000);
  const satir = page.getByTestId('muh-faturalar').getByRole('row').filter({ hasText: '1.200,00' }).first();
  await expect(satir).toContainText(/IP\d{4}-\d{6}/);

  // record a payment of 1.200,00 → back where it was
  await page.getByTestId('muh-cari-tahsilat').click();
  const t = page.getByRole('dialog', { name: 'Tahsilat ekle' });
  await t.getByTestId('tahsilat-tutar').fill('1200');
  await t.getByTestId('tahsilat-yontem').selectOption('eft');
  await t.getByTestId('tahsilat-referans').fill(`EFT-${S}`);
  await t.getByTestId('tahsilat-kaydet').click();
  await expect(t).toBeHidden();
  await expect(bakiye).toHaveText(once);
  await expect(page.getByTestId('muh-cari-satirlar')).toContainText(`EFT · EFT-${S}`);

  // the A4 print view carries the company details
  await satir.getByRole('button', { name: 'Yazdır' }).click();
  const baski = page.getByRole('dialog', { name: /IP\d{4}-\d{6}/ });
  await expect(baski.getByTestId('fatura-belge')).toContainText('İşletmePro Yazılım A.Ş.');
  await expect(baski.getByTestId('fatura-belge-brut')).toHaveText('1.200,00 ₺');
  await expectAccessible(page, 'muhasebe-fatura');
  await screenshots(page, 'admin-muhasebe-fatura');
  await baski.getByRole('button', { name: 'Kapat' }).last().click();

  await expectAccessible(page, 'muhasebe-cari');
  await screenshots(page, 'admin-muhasebe-cari');
  await page.getByTestId('muh-geri').click();
  await expectAccessible(page, 'muhasebe');
  await screenshots(page, 'admin-muhasebe');
  await page.getByTestId('muh-tab-faturalar').click();
  await expect(page.getByTestId('muh-faturalar')).toContainText(`Kahve Durağı`);
  await screenshots(page, 'admin-muhasebe-faturalar');
});

test('general settings: validated, saved, and the public footer shows them', async () => {
  eskiAyar = await api('get', '/genel');
  await page.goto('/admin/ayarlar/ornek');
  await expect(page.getByRole('heading', { level: 1, name: 'Genel' })).toBeVisible();
  await page.getByTestId('genel-iban').fill('DE12');
  await page.getByTestId('genel-kaydet').click();
  await expect(page.getByTestId('hata-iban')).toHaveText('IBAN TR ile başlayan 26 karakter olmalı.');
  await page.getByTestId('genel-iban').fill('TR33 0006 1005 1978 6457 8413 26');
  await page.getByTestId('genel-firmaUnvan').fill(`E2E Yazılım ${S} A.Ş.`);
  await page.getByTestId('genel-destekTelefon').fill('0850 123 45 67');
  await page.getByTestId('genel-dil-ru').uncheck();
  await page.getByTestId('genel-kaydet').click();
  await expect(page.getByText('Genel ayarlar kaydedildi.')).toBeVisible();
  await expectAccessible(page, 'genel');
  await screenshots(page, 'admin-genel');

  await page.goto('/about');
  await expect(page.getByTestId('footer-firma')).toContainText(`E2E Yazılım ${S} A.Ş.`);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 812 });
    await page.getByTestId('footer-firma').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/admin-genel-footer-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('footer-telefon')).toHaveText('0850 123 45 67');
  await expect(page.getByTestId('footer-vergi')).toBeVisible();
  // Russian is off: the header's picker offers tr, en, de only
  await expect(page.locator('.site-header a[data-lang]')).toHaveCount(3);
  await expect(page.locator('.site-header a[data-lang="ru"]')).toHaveCount(0);
  const misafir = await page.context().browser()!.newContext();
  const giris = await misafir.newPage();
  await giris.goto(`${new URL(page.url()).origin}/login`);
  await expect(giris.locator('.login-langs a')).toHaveText(['Türkçe', 'English', 'Deutsch']);
  await misafir.close();
  await page.goto('/admin/ayarlar/ornek');
  await expect(page.getByTestId('language-select').locator('option')).toHaveCount(3);
  await page.getByTestId('genel-dil-ru').check();
  await page.getByTestId('genel-kaydet').click();
  await expect(page.getByText('Genel ayarlar kaydedildi.')).toBeVisible();
});

test('hardware: add an item, give it to a venue, 409 on a second assignment, take it back; history', async () => {
  await page.goto('/admin/stok');
  await expect(page.getByRole('heading', { level: 1, name: 'Stok Yönetimi' })).toBeVisible();
  const depoda = Number(await page.getByTestId('stk-sayi-tablet-depoda').innerText());
  await page.getByTestId('stk-ekle').click();
  const form = page.getByRole('dialog', { name: 'Donanım ekle' });
  await form.getByTestId('donanim-seri').fill(`E2E-${S}`);
  await form.getByTestId('donanim-model').fill('Galaxy Tab S9 FE');
  await form.getByTestId('donanim-alis').fill('12.499,90');
  await form.getByTestId('donanim-kaydet').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('stk-sayi-tablet-depoda')).toHaveText(String(depoda + 1));

  await page.getByTestId('stk-ara').fill(`e2e-${S.toLowerCase()}`);
  await expect(page.getByTestId('stk-liste').getByRole('row')).toHaveCount(2);
  await page.getByTestId(`stk-detay-E2E-${S}`).click();
  const detay = page.getByRole('dialog', { name: `Tablet · E2E-${S}` });
  await detay.getByTestId('stk-ata').click();
  await detay.getByTestId('stk-ata-isletme-ara').fill('lotus');
  await detay.getByTestId('stk-ata-isletme-2').check();
  await detay.getByTestId('stk-not').fill('Resepsiyon tableti');
  await detay.getByTestId('stk-ata-onay').click();
  await expect(detay.getByTestId('stk-detay-isletme')).toHaveText('Güzellik Salonu Lotus');
  await expect(detay.getByTestId('stk-gecmis')).toContainText('Depo → Güzellik Salonu Lotus');
  await expect(detay.getByTestId('stk-gecmis')).toContainText('Deniz Arslan');
  await expectAccessible(page, 'stok-detay');
  await screenshots(page, 'admin-stok-detay');

  // a second assignment of the same item (another tab) → 409 with a clear message
  const id = (await api('get', `/stok?q=E2E-${S}`)).donanimlar[0].id;
  const ikinci = await page.request.post(`/api/admin/stok/${id}/ata`, { headers: { Origin: new URL(page.url()).origin }, data: { isletmeId: 1, notlar: '' } });
  expect(ikinci.status()).toBe(409);
  expect((await ikinci.json()).errorDetail).toBe(`E2E-${S} zaten Güzellik Salonu Lotus işletmesinde; önce depoya alın.`);

  await detay.getByTestId('stk-iade').click();
  await detay.getByTestId('stk-not').fill('Sezon sonu');
  await detay.getByTestId('stk-iade-onay').click();
  await expect(detay.getByTestId('stk-detay-isletme')).toHaveText('—');
  await expect(detay.getByTestId('stk-gecmis').locator('li').first()).toContainText('Güzellik Salonu Lotus → Depoda');
  await expect(detay.getByTestId('stk-sil')).toHaveCount(0);
  await detay.getByRole('button', { name: 'Kapat' }).first().click();
  await page.getByTestId('stk-ara').fill('');
  await expectAccessible(page, 'stok');
  await screenshots(page, 'admin-stok');
});
