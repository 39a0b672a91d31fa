import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots, ikiRenkliPng } from '../helpers';

// Fixed assets end to end on the demo's Kahve Durağı (venue 1): a category with a custom field, an asset with a photo,
// found by a Turkish-tolerant search, its detail, zimmet, a gate pass out and back, maintenance, scrap request and
// approval, then read-only. Names carry a run suffix (the e2e database is shared by every spec).
const EK = String(Date.now()).slice(-6);
const KATEGORI = `Kurutma ${EK}`;
const AD = `Saç Kurutma Makinesi ${EK}`;

let page: Page;
test.beforeAll(async ({ browser }, info) => {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL, locale: 'tr-TR', viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
});
test.afterAll(async () => {
  await page.context().close();
});

async function dialogKaydet(testId: string) {
  await page.getByTestId(`${testId}-kaydet`).click();
  await expect(page.getByTestId(testId)).toBeHidden();
}

test('assets: category, add with photo, search, detail, zimmet, gate pass, maintenance, scrap approval, read-only', async () => {
  await page.goto('/isletme/envanter/demirbaslar');
  await expect(page.getByRole('heading', { level: 1, name: 'Demirbaşlar' })).toBeVisible();

  // a category with a numeric custom field
  await page.getByTestId('dmr-kategoriler').click();
  await page.getByTestId('dmr-kat-ekle').click();
  await page.getByTestId('dmr-kat-ad').fill(KATEGORI);
  await page.getByTestId('dmr-kat-aralik').fill('90');
  await page.getByTestId('dmr-kat-alan-ekle').click();
  await page.getByTestId('dmr-kat-alan-ad-0').fill('Güç (W)');
  await page.getByTestId('dmr-kat-alan-tur-0').selectOption('sayi');
  await page.getByTestId('dmr-kat-kaydet').click();
  await expect(page.getByTestId('dmr-kat').getByText(KATEGORI)).toBeVisible();
  await page.getByRole('dialog', { name: 'Kategoriler' }).getByRole('button', { name: 'Kapat' }).last().click();

  // the asset: the custom field is checked by its type, then saved with a photo
  await page.getByTestId('dmr-ekle').click();
  const form = page.getByTestId('dmr-form');
  await expect(form.getByTestId('dmr-form-kod')).toHaveValue(/^DMR-\d{4}$/);
  await form.getByTestId('dmr-form-ad').fill(AD);
  await form.getByTestId('dmr-form-kategori').selectOption({ label: KATEGORI });
  await form.getByTestId('dmr-form-ozel-guc_w').fill('çok');
  await form.getByTestId('dmr-form-kaydet').click();
  await expect(form.getByTestId('hata-ozel.guc_w')).toHaveText('Güç (W) bir sayı olmalı.');
  await form.getByTestId('dmr-form-ozel-guc_w').fill('2200');
  await form.getByTestId('dmr-form-marka').fill('Parlux');
  await form.getByTestId('dmr-form-seri').fill('PX-99');
  await form.getByTestId('dmr-form-foto').setInputFiles({ name: 'kurutma.png', mimeType: 'image/png', buffer: ikiRenkliPng(320, 240, [30, 120, 200], [220, 120, 40]) });
  await expect(form.locator('.dmr-foto img')).toHaveCount(1);
  await expectAccessible(page, 'demirbas form');
  await form.getByTestId('dmr-form-kaydet').click();
  await expect(form).toBeHidden();

  // found with another spelling: no Turkish letters, upper case
  await page.getByTestId('dmr-ara').fill(`SAC KURUTMA MAKINESI ${EK}`);
  const link = page.getByRole('link', { name: AD });
  await expect(link).toBeVisible();
  await expect(page.getByTestId('dmr-tablo').locator('tbody tr')).toHaveCount(1);
  await expectAccessible(page, 'demirbaslar');
  await screenshots(page, 'envanter-demirbaslar');
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Demirbaş Detayı' })).toBeVisible();
  await expect(page.getByTestId('dmr-detay-ad')).toHaveText(AD);
  await expect(page.locator('.dmr-galeri-buyuk')).toBeVisible();
  await expect(page.getByText('2200')).toBeVisible();

  // zimmet to a member of staff
  await page.getByTestId('dmr-transfer-ac').click();
  await page.getByTestId('dmr-transfer-personel').selectOption({ label: 'İrem Aksoy' });
  await dialogKaydet('dmr-transfer');
  await expect(page.getByTestId('dmr-detay-kisi')).toHaveText('İrem Aksoy');
  await expect(page.getByTestId('dmr-gecmis').locator('li').first()).toContainText('Zimmet: Zimmet yok → İrem Aksoy');

  // out for repair: the gate pass opens for printing
  await page.getByTestId('dmr-cikis-ac').click();
  await page.getByTestId('dmr-cikis-neden-tamir').check();
  await page.getByTestId('dmr-cikis-kime').fill('Yetkili Servis Antalya');
  await page.getByTestId('dmr-cikis-kaydet').click();
  const belge = page.getByRole('dialog', { name: 'Çıkış belgesi' });
  await expect(belge.getByTestId('dmr-belge')).toContainText('Yetkili Servis Antalya');
  await expect(belge.getByTestId('dmr-belge')).toContainText('Teslim alan');
  await expect(belge.getByTestId('dmr-belge')).toContainText('Kahve Durağı');
  await expectAccessible(page, 'cikis belgesi');
  await screenshots(page, 'envanter-cikis-belgesi');
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => { document.body.dataset.dmrBaski = 'a4'; });
  await expect(page.locator('body > .dmr-baski')).toBeVisible();
  await expect(page.locator('body > .dmr-baski')).toContainText('Güvenlik');
  await page.evaluate(() => { delete document.body.dataset.dmrBaski; });
  await page.emulateMedia({ media: 'screen' });
  await belge.getByRole('button', { name: 'Kapat' }).last().click();
  await expect(page.locator('.dmr-detay-ad .dmr-durum')).toHaveText('İşletme dışında');

  // back again, then a maintenance opened and closed
  await page.getByTestId('dmr-donus-ac').click();
  await dialogKaydet('dmr-donus');
  await expect(page.locator('.dmr-detay-ad .dmr-durum')).toHaveText('Kullanımda');
  await page.getByTestId('dmr-bakim-ac').click();
  await page.getByTestId('dmr-bakim-tur-periyodik').check();
  await page.getByTestId('dmr-bakim-aciklama').fill('Filtre temizliği');
  await dialogKaydet('dmr-bakim');
  await expect(page.locator('.dmr-detay-ad .dmr-durum')).toHaveText('Bakımda');
  await page.getByTestId('dmr-bakim-kapat-ac').click();
  await page.getByTestId('dmr-bakim-sonuc').fill('Filtre değişti');
  await page.getByTestId('dmr-bakim-maliyet').fill('150');
  await dialogKaydet('dmr-bakim-kapat');
  await expect(page.locator('.dmr-detay-ad .dmr-durum')).toHaveText('Kullanımda');
  await expect(page.getByTestId('dmr-gecmis')).toContainText('Bakım kapandı');
  await expectAccessible(page, 'demirbas detay');
  await screenshots(page, 'envanter-demirbas-detay');

  // scrap: requested here, approved on the requests screen
  await page.getByTestId('dmr-hurda-ac').click();
  await page.getByTestId('dmr-hurda-neden').fill('Motor yandı, tamiri ekonomik değil');
  await dialogKaydet('dmr-hurda');
  await expect(page.getByTestId('dmr-bekleyen-hurda')).toBeVisible();
  const detayUrl = page.url();

  await page.goto('/isletme/envanter/hurda-talepleri');
  await expect(page.getByRole('heading', { level: 1, name: 'Hurda Talepleri' })).toBeVisible();
  const kart = page.getByTestId('hrd-liste').getByRole('listitem').filter({ hasText: AD }).first();
  await expect(kart).toContainText('Motor yandı');
  await expectAccessible(page, 'hurda talepleri');
  await screenshots(page, 'envanter-hurda-talepleri');
  // a new request picks its asset by name; one already waiting is not offered again
  await page.getByTestId('hrd-yeni').click();
  const yeni = page.getByTestId('dmr-hurda');
  await yeni.getByTestId('dmr-hurda-ara').fill(`sac kurutma makinesi ${EK}`);
  await expect(yeni.getByText('Bu arama ve filtrelerle demirbaş bulunamadı.')).toBeVisible();
  await yeni.getByTestId('dmr-hurda-kaydet').click();
  await expect(yeni.getByTestId('hata-demirbasId')).toHaveText('Bir demirbaş seçin.');
  await expectAccessible(page, 'hurda yeni talep');
  await yeni.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(yeni).toBeHidden();
  await kart.getByRole('button', { name: 'Onayla' }).click();
  await page.getByTestId('hrd-karar-not').fill('Yenisi alınacak');
  await page.getByTestId('hrd-karar-kaydet').click();
  await expect(page.getByTestId('hrd-karar')).toBeHidden();
  await page.locator('label.dmr-sekme', { hasText: 'Taleplerim' }).click();
  await expect(page.getByTestId('hrd-filtre-benim')).toBeChecked();
  await expect(page.getByTestId('hrd-liste').getByRole('listitem').filter({ hasText: AD })).toContainText('Onaylayan:');

  await page.goto(detayUrl);
  await expect(page.getByTestId('dmr-hurda-karar')).toContainText('Yenisi alınacak');
  await expect(page.locator('.dmr-detay-ad .dmr-durum')).toHaveText('Hurda');
  await expect(page.getByTestId('dmr-eylemler')).toHaveCount(0);
  await expectAccessible(page, 'hurda detay');
});
