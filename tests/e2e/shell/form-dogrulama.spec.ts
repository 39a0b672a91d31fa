import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// Panel forms check the shared valibot schemas before anything is sent (src/panel/ui/useAlanHatalari.tsx):
// every invalid field is marked with its message, the first one gets the focus, no request leaves the browser.

/** Writes the page sends to the API (anything but GET). */
function yazmalar(page: Page): string[] {
  const list: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.method() !== 'GET') list.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return list;
}

/** The field is marked invalid and points at a visible message with the given text. */
async function isaretli(alan: Locator, mesaj: string) {
  await expect(alan).toHaveAttribute('aria-invalid', 'true');
  const ids = (await alan.getAttribute('aria-describedby'))!.split(' ');
  const page = alan.page();
  const metinler = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(metinler).toContain(mesaj);
}

async function venue(page: Page, ad: string) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: ad });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe(ad);
}

test('service form: every invalid field is marked, the first focused, nothing sent; fixed, it saves', async ({ page, baseURL }) => {
  await venue(page, 'Güzellik Salonu Lotus');
  await page.goto('/isletme/randevutakip/hizmetler');
  await page.getByTestId('hizmet-add').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni hizmet' });
  const ad = dialog.locator('input[name="ad-tr"]');
  const sure = dialog.getByTestId('hizmet-sure');
  const fiyat = dialog.getByTestId('hizmet-fiyat');
  const giden = yazmalar(page);

  // a field is checked as the user types once it was left
  await sure.fill('7');
  await expect(sure).not.toHaveAttribute('aria-invalid', 'true');
  await sure.press('Tab');
  await isaretli(sure, 'Süre 5 ile 720 dakika arasında ve 5’in katı olmalı.');
  await fiyat.fill('abc');
  await dialog.getByTestId('hizmet-save').click();

  await isaretli(ad, 'Hizmet adı (Türkçe) zorunludur.');
  await isaretli(sure, 'Süre 5 ile 720 dakika arasında ve 5’in katı olmalı.');
  await isaretli(fiyat, 'Geçerli bir fiyat girin (0 – 1.000.000 ₺).');
  await expect(ad).toBeFocused();
  await expect(dialog.getByRole('alert')).toHaveText('Kaydedilmedi: işaretli alanları düzeltin (3).');
  expect(giden).toEqual([]);
  await expectAccessible(page, 'hizmet-form-hatalari');
  await screenshots(page, 'form-hatalari-hizmet');

  const adi = `Doğrulama hizmeti ${Date.now() % 100_000}`;
  await ad.fill(adi);
  await expect(ad).not.toHaveAttribute('aria-invalid', 'true');
  await sure.fill('30');
  await fiyat.fill('450');
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
  const kayit = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/isletme/randevu/hizmetler'));
  await dialog.getByTestId('hizmet-save').click();
  const id = (await (await kayit).json()).data.id as number;
  await expect(page.getByText('Kaydedildi.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const sil = await page.request.delete(`/api/isletme/randevu/hizmetler/${id}`, { headers: { Origin: baseURL!, 'X-Isletme-Id': '2' } });
  expect(sil.status(), await sil.text()).toBe(200);
});

test('campaign form: title, percent, end and targets all marked at once, nothing sent; fixed, it saves', async ({ page, baseURL }) => {
  await venue(page, 'Kahve Durağı');
  await page.goto('/isletme/qrmenu/menu');
  await page.getByTestId('menu-tab-kampanya').click();
  await page.getByTestId('campaign-add').click();
  const dialog = page.getByRole('dialog', { name: 'Kampanya ekle' });
  const baslik = dialog.locator('input[name="baslik-tr"]');
  const deger = dialog.getByTestId('campaign-value');
  const bitis = dialog.getByTestId('kampanya-bitis');
  const hedef = dialog.getByTestId('campaign-products').getByRole('searchbox');
  const giden = yazmalar(page);

  await deger.fill('500');
  await bitis.fill('2020-01-01');
  await dialog.getByTestId('campaign-save').click();

  await isaretli(baslik, 'Türkçe metin zorunludur.');
  await isaretli(deger, 'İndirim yüzdesi 1 ile 100 arasında olmalı.');
  await isaretli(hedef, 'En az bir ürün veya kategori seçin.');
  await expect(bitis).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByTestId('hata-bitis')).toHaveText('Bitiş zamanı başlangıçtan sonra olmalı.');
  await expect(baslik).toBeFocused();
  expect(giden).toEqual([]);
  await expectAccessible(page, 'kampanya-form-hatalari');
  await screenshots(page, 'form-hatalari-kampanya');

  const adi = `Doğrulama kampanyası ${Date.now() % 100_000}`;
  await baslik.fill(adi);
  await deger.fill('15');
  await bitis.fill('2099-01-01');
  await dialog.getByTestId('campaign-products').getByRole('checkbox').first().check();
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
  const kayit = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/isletme/qrmenu/kampanyalar'));
  await dialog.getByTestId('campaign-save').click();
  const id = (await (await kayit).json()).data.id as number;
  await expect(dialog).toBeHidden();
  const sil = await page.request.delete(`/api/isletme/qrmenu/kampanyalar/${id}`, { headers: { Origin: baseURL!, 'X-Isletme-Id': '1' } });
  expect(sil.status(), await sil.text()).toBe(200);
});

test('user form: the server still has the last word (a taken e-mail lands on the e-mail field)', async ({ page }) => {
  await venue(page, 'Kahve Durağı');
  await page.goto('/isletme/ayarlar/yonetim/kullanici');
  await page.getByTestId('user-add').click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı ekle' });
  const giden = yazmalar(page);
  await dialog.getByTestId('user-adSoyad').fill('A');
  await dialog.getByTestId('user-email').fill('posta-degil');
  await dialog.getByTestId('user-sifre').fill('123');
  await dialog.getByTestId('user-save').click();
  await isaretli(dialog.getByTestId('user-adSoyad'), 'Ad soyad 2–80 karakter olmalı.');
  await isaretli(dialog.getByTestId('user-email'), 'Geçerli bir e-posta adresi girin.');
  await isaretli(dialog.getByTestId('user-sifre'), 'Şifre en az 8, en fazla 128 karakter olmalı.');
  await expect(dialog.getByTestId('user-adSoyad')).toBeFocused();
  expect(giden).toEqual([]);

  // valid in the form, refused by the server: an account of this venue already has the address
  await dialog.getByTestId('user-adSoyad').fill('Garson İki');
  await dialog.getByTestId('user-email').fill('garson@demo.test');
  await dialog.getByTestId('user-sifre').fill('uzun-sifre-123');
  await dialog.getByTestId('user-save').click();
  await expect(dialog.getByTestId('user-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByTestId('user-email')).toBeFocused();
  expect(giden).toEqual(['POST /api/isletme/kullanicilar']);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
});
