import { expect, test, type Page } from '@playwright/test';
import { tcUret } from '@lib/ikinciel/tc';
import { expectAccessible, ikiRenkliPng, login, screenshots } from '../helpers';

// Second-hand trading end to end on the demo's Kahve Durağı (venue 1): buy a laptop (photo, seller with a checked
// national ID, price hint), add a repair cost, put it on sale, compose its letgo listing (rounded price, copy,
// publish with the pasted URL, canned replies), sell it (profit, cash book entry, sale slip) and see the listing
// closed. The model carries a run suffix (the e2e database is shared by every spec).
const EK = String(Date.now()).slice(-6);
const MODEL = `ThinkPad E14 ${EK}`;

let page: Page;
test.beforeAll(async ({ browser }, info) => {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL, locale: 'tr-TR', viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
});
test.afterAll(async () => {
  await page.context().close();
});

test.describe.configure({ mode: 'serial' });

test('buy a laptop, add a repair cost, compose its listing, sell it: profit, cash book entry, slip', async () => {
  await page.goto('/isletme/qrmenu/pc-alis-satis');
  await expect(page.getByRole('heading', { level: 1, name: 'PC Alış-Satış' })).toBeVisible();
  // the demo's devices: every status is there
  await expect(page.getByTestId('ike-liste').locator('li')).not.toHaveCount(0);
  await expect(page.getByTestId('ike-aylik')).toBeVisible();
  await expectAccessible(page, 'pc-alis-satis list');
  await screenshots(page, 'ikinciel-pc-liste');

  // buy: a wrong national ID is refused by its checksum before anything is sent
  await page.getByTestId('ike-ekle').click();
  const form = page.getByTestId('ike-form');
  await form.getByTestId('ike-form-marka').fill('Lenovo');
  await form.getByTestId('ike-form-model').fill(MODEL);
  await form.getByTestId('ike-form-islemci').fill('Intel Core i5-10210U');
  await form.getByTestId('ike-form-ram').fill('16 GB');
  await form.getByTestId('ike-form-depolama').fill('512 GB SSD');
  await form.getByTestId('ike-form-saticiAd').fill('Volkan Er');
  await form.getByTestId('ike-form-tc').fill('12345678901');
  await form.getByTestId('ike-form-alis').fill('4.500');
  await form.getByTestId('ike-form-istenen').fill('7.999');
  await form.getByTestId('ike-form-kaydet').click();
  await expect(form.getByTestId('hata-saticiTc')).toHaveText('TC kimlik numarası geçersiz (11 hane, kontrol haneleri tutmalı).');
  await form.getByTestId('ike-form-tc').fill(tcUret('731928465'));
  await form.getByTestId('ike-form-foto').setInputFiles({ name: 'laptop.png', mimeType: 'image/png', buffer: ikiRenkliPng(320, 240, [40, 40, 48], [200, 200, 210]) });
  await expect(form.locator('.ike-foto img')).toHaveCount(1);
  // price hint from the demo's sold Lenovo (another model: the brand's median, said so)
  await form.getByTestId('ike-oneri').click();
  await expect(form.getByTestId('ike-oneri-sonuc')).toContainText('aynı markanın');
  await expectAccessible(page, 'pc-alis-satis form');
  await screenshots(page, 'ikinciel-pc-form');
  await form.getByTestId('ike-form-kaydet').click();
  await expect(form).toBeHidden();

  // the item dialog: masked ID is whole for the owner (she has the unmask right), a repair cost, on sale
  const detay = page.getByTestId('ike-detay');
  await expect(detay).toBeVisible();
  const id = Number(/#(\d+)/.exec((await detay.locator('.ike-detay-bas .muted').textContent()) ?? '')![1]);
  await expect(detay.getByTestId('ike-tc')).toHaveText(tcUret('731928465'));
  await detay.getByTestId('ike-masraf-aciklama').fill('Menteşe tamiri');
  await detay.getByTestId('ike-masraf-tutar').fill('350');
  await detay.getByTestId('ike-masraf-ekle').click();
  await expect(detay.getByTestId('ike-maliyet')).toHaveText('4.850,00 ₺');
  await detay.getByTestId('ike-durum-tamirde').click();
  await expect(detay.getByTestId('ike-durum').first()).toHaveText('Tamirde');
  await detay.getByTestId('ike-durum-satista').click();
  await expect(detay.getByTestId('ike-durum').first()).toHaveText('Satışta');
  await expectAccessible(page, 'pc-alis-satis item');
  await screenshots(page, 'ikinciel-pc-detay');
  await page.keyboard.press('Escape');
  await expect(detay).toBeHidden();

  // compose the listing: title within 70, description from the template, 7.999 rounded down to 50 ₺
  await page.goto('/isletme/qrmenu/letgo-bot');
  await expect(page.getByRole('heading', { level: 1, name: 'Letgo Bot' })).toBeVisible();
  await page.getByTestId(`ilan-hazirla-${id}`).click();
  const ilanForm = page.getByTestId('ilan-form');
  await expect(ilanForm.getByTestId('ilan-form-baslik')).toHaveValue(new RegExp(`^Lenovo ThinkPad E14 ${EK} Laptop Intel Core`));
  expect((await ilanForm.getByTestId('ilan-form-baslik').inputValue()).length).toBeLessThanOrEqual(70);
  await expect(ilanForm.getByTestId('ilan-form-aciklama')).toHaveValue(/• RAM: 16 GB/);
  await expect(ilanForm.getByTestId('ilan-form-fiyat')).toHaveValue('7.950');
  await expectAccessible(page, 'letgo-bot composer');
  await ilanForm.getByTestId('ilan-form-kaydet').click();
  await expect(ilanForm).toBeHidden();
  const ilan = page.getByTestId('ilan-liste').locator('li.ilan-kart').filter({ hasText: MODEL });
  await expect(ilan.getByTestId('ilan-durum')).toHaveText('Taslak');
  await expect(ilan.getByTestId('ilan-fiyat')).toHaveText('7.950,00 ₺');
  await ilan.getByRole('button', { name: 'Başlık: Kopyala' }).click();
  await expect(ilan.getByRole('button', { name: 'Başlık: Kopyala' })).toHaveText('Kopyalandı ✓');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(MODEL);

  // publish: the pasted address must be a web address
  await ilan.getByRole('button', { name: 'Yayına al' }).click();
  const yayin = page.getByTestId('yayin-form');
  await yayin.getByTestId('yayin-url').fill('letgo ilanım');
  await yayin.getByTestId('yayin-kaydet').click();
  await expect(yayin.getByTestId('hata-url')).toContainText('http');
  await yayin.getByTestId('yayin-url').fill(`https://www.letgo.com/item/lenovo-thinkpad-e14-${EK}`);
  await yayin.getByTestId('yayin-kaydet').click();
  await expect(yayin).toBeHidden();
  await expect(ilan.getByTestId('ilan-durum')).toHaveText('Yayında');
  await ilan.getByText('Hazır cevaplar').click();
  await expect(ilan.getByText('Son fiyat ne olur?')).toBeVisible();
  await expect(ilan.getByText(`Merhaba, Lenovo ${MODEL} için fiyatımız 7.950,00 ₺.`, { exact: false })).toBeVisible();
  await expectAccessible(page, 'letgo-bot listings');
  await screenshots(page, 'ikinciel-letgo');

  // sell it: profit on the screen, the cash book row, the slip; the listing closes with it
  await page.goto('/isletme/qrmenu/pc-alis-satis');
  await page.getByTestId(`ike-ac-${id}`).click();
  await expect(detay).toBeVisible();
  await detay.getByTestId('ike-satis-alici').fill('Mert Aksoy');
  await detay.getByTestId('ike-satis-fiyat').fill('7.950');
  await expect(detay.getByText('Bu fiyatla kâr: 3.100,00 ₺')).toBeVisible();
  await detay.getByTestId('ike-satis-kaydet').click();
  await expect(detay.getByTestId('ike-durum').first()).toHaveText('Satıldı');
  await expect(detay.getByTestId('ike-kar')).toHaveText('3.100,00 ₺');
  await expect(detay.getByTestId('ike-kasa')).toHaveText(/Kasa hareketi #\d+/);
  await detay.getByTestId('ike-belge').click();
  const belge = page.getByRole('dialog', { name: 'Satış ve garanti belgesi' });
  await expect(belge.getByTestId('ike-belge-icerik')).toContainText('90 gün');
  await expect(belge.getByTestId('ike-belge-icerik')).toContainText('Mert Aksoy');
  await screenshots(page, 'ikinciel-belge');
  await belge.getByRole('button', { name: 'Kapat' }).last().click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`ike-kar-${id}`)).toHaveText('3.100,00 ₺');

  await page.goto('/isletme/qrmenu/cafe-yonetim/kasa-hareketleri');
  await expect(page.getByText(`İkinci el satış #${id} · Lenovo ${MODEL}`)).toBeVisible();

  await page.goto('/isletme/qrmenu/letgo-bot');
  await expect(page.getByTestId('ilan-liste').locator('li.ilan-kart').filter({ hasText: MODEL }).getByTestId('ilan-durum')).toHaveText('Satıldı');
});

test('KVKK: the seller of a sale past the 10-year keeping period is erased through the product’s confirm dialog', async () => {
  await page.goto('/isletme/qrmenu/pc-alis-satis');
  await page.getByTestId('ike-filtre-satildi').click();
  await page.getByTestId('ike-ac-1016').click();
  const detay = page.getByTestId('ike-detay');
  await expect(detay.getByTestId('ike-tc')).toHaveText(/^\d{11}$/);
  await detay.getByTestId('ike-satici-sil').click();
  await page.getByTestId('ike-satici-onay-evet').click();
  await expect(detay.getByTestId('ike-satici-silindi')).toHaveText('Satıcı bilgileri KVKK talebiyle silindi.');
  await expect(detay.getByTestId('ike-tc')).toHaveCount(0);
});
