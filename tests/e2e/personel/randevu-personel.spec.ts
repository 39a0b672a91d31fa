import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expectAccessible, login, screenshots } from '../helpers';

// scripts/demo-data.mjs: venue 2 "Güzellik Salonu Lotus", staff 1002 Burak Çelik works Tue–Sat 10:00–19:00 (break 13–14)
const BURAK = 1002;
const SELIN = 1001;

/** A 900×900 PNG the browser has to shrink and turn into WebP before uploading. */
function fotoPng(): Buffer {
  const png = new PNG({ width: 900, height: 900 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([190, 24, 93, 255], i);
  return PNG.sync.write(png);
}

async function lotus(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

/** 'YYYY-MM-DD' `gun` days from today in Istanbul (UTC+3 all year). */
const istanbulGunu = (gun: number) => new Date(Date.now() + 3 * 3_600_000 + gun * 86_400_000).toISOString().slice(0, 10);

test('operator adds Monday hours for a staff member, adds leave, and the list shows both', async ({ page }) => {
  await lotus(page);
  await page.goto('/isletme/randevutakip/personel');
  await expect(page.getByRole('heading', { level: 1, name: 'Personel' })).toBeVisible();
  const row = page.getByTestId(`rp-row-${BURAK}`);
  await expect(row.getByRole('heading', { name: 'Burak Çelik' })).toBeVisible();
  await expect(page.getByTestId(`rp-hours-${BURAK}`)).toContainText('Sal–Cmt 10:00–19:00 (mola 13:00–14:00)');
  await expectAccessible(page, 'personel');
  await screenshots(page, 'randevu-personel');

  // weekly hours: Monday gets a shift; an overlapping second shift is flagged with the day's name before saving
  await page.getByTestId(`rp-hours-btn-${BURAK}`).click();
  const saat = page.getByRole('dialog', { name: 'Çalışma saatleri: Burak Çelik' });
  await expect(saat).toBeVisible();
  await expect(saat.getByTestId('rp-day-1')).toContainText('Çalışmıyor');
  await saat.getByTestId('rp-add-calisma-1').click();
  await expect(saat.getByTestId('rp-saat-1-calisma-1-baslangic')).toHaveValue('09:00');
  await saat.getByTestId('rp-saat-1-calisma-1-bitis').selectOption('15:00');
  await saat.getByTestId('rp-add-calisma-1').click();
  await saat.getByTestId('rp-saat-1-calisma-2-baslangic').selectOption('14:00');
  await expect(saat.getByTestId('rp-day-1')).toContainText('Pazartesi: çalışma aralıkları çakışıyor.');
  // saving anyway marks Monday, its message under it, and focuses it; nothing is sent
  await saat.getByTestId('rp-saat-save').click();
  await expect(saat.getByTestId('hata-gun1')).toHaveText('Pazartesi: çalışma aralıkları çakışıyor.');
  await expect(saat.getByTestId('rp-day-1')).toHaveAttribute('aria-invalid', 'true');
  await expect(saat.getByTestId('rp-day-1')).toBeFocused();
  await expect(saat).toBeVisible();
  await saat.getByRole('button', { name: 'Kaldır: Pazartesi, Çalışma 2' }).click();
  await expect(saat.getByTestId('rp-day-1')).not.toContainText('çakışıyor');
  await expectAccessible(page, 'personel saat dialog');
  await screenshots(page, 'randevu-personel-saat');
  await saat.getByTestId('rp-saat-save').click();
  await expect(saat).toBeHidden();
  await expect(page.getByTestId(`rp-hours-${BURAK}`)).toContainText('Pzt 09:00–15:00; Sal–Cmt 10:00–19:00 (mola 13:00–14:00)');

  // leave: two whole days, three weeks ahead (no demo appointments there)
  await page.getByTestId(`rp-leave-btn-${BURAK}`).click();
  const izin = page.getByRole('dialog', { name: 'İzinler: Burak Çelik' });
  await expect(izin.getByTestId('rp-izin-list')).toContainText('Yıllık izin');
  // hours that end before they start: the end is marked with the rule and focused, nothing is added
  await izin.getByTestId('rp-izin-tur-saat').check();
  await izin.getByTestId('rp-izin-bas').fill(istanbulGunu(21));
  await izin.getByTestId('rp-izin-bit').fill(istanbulGunu(20));
  await izin.getByTestId('rp-izin-save').click();
  await expect(izin.getByTestId('hata-bitis')).toHaveText('İzin bitişi başlangıcından sonra olmalı.');
  await expect(izin.getByTestId('rp-izin-bit')).toHaveAttribute('aria-invalid', 'true');
  await expect(izin.getByTestId('rp-izin-bit')).toBeFocused();
  await expect(izin.getByTestId('rp-izin-list').locator('li')).toHaveCount(1);
  await izin.getByTestId('rp-izin-tur-gun').check();
  await izin.getByTestId('rp-izin-bas-tarih').fill(istanbulGunu(21));
  await izin.getByTestId('rp-izin-bit-tarih').fill(istanbulGunu(22));
  await izin.getByTestId('rp-izin-not').fill('Aile düğünü');
  await izin.getByTestId('rp-izin-save').click();
  await expect(page.getByText('İzin eklendi.')).toBeVisible();
  await expect(izin.getByTestId('rp-izin-list').locator('li')).toHaveCount(2);
  await expect(izin.getByTestId('rp-izin-list')).toContainText('Aile düğünü');
  // the same days again overlap and are refused with the API's message
  await izin.getByTestId('rp-izin-bas-tarih').fill(istanbulGunu(22));
  await izin.getByTestId('rp-izin-bit-tarih').fill(istanbulGunu(22));
  await izin.getByTestId('rp-izin-save').click();
  await expect(izin.getByRole('alert').filter({ hasText: 'Bu personelin bu tarihlerle çakışan bir izni zaten var.' })).toBeVisible();
  await expectAccessible(page, 'personel izin dialog');
  await screenshots(page, 'randevu-personel-izin');
  await izin.getByRole('button', { name: 'Kapat' }).last().click();
  await expect(page.getByTestId(`rp-leave-count-${BURAK}`)).toHaveText('2 izin kaydı');

  // it all persists
  await page.reload();
  await expect(page.getByTestId(`rp-hours-${BURAK}`)).toContainText('Pzt 09:00–15:00');
});

test('operator creates a staff task, completes it with the quick status, and the overdue filter works', async ({ page }) => {
  await lotus(page);
  await page.goto('/isletme/randevutakip/personel-gorevler');
  await expect(page.getByRole('heading', { level: 1, name: 'Personel görevleri' })).toBeVisible();

  await page.getByTestId('rg-add').click();
  const form = page.getByRole('dialog', { name: 'Yeni görev' });
  await form.getByTestId('rg-form-save').click();
  // the empty title is marked under the field and focused; nothing was sent
  await expect(form.getByTestId('hata-baslik')).toHaveText('Görev başlığı 1 ile 200 karakter arasında olmalı.');
  await expect(form.getByTestId('rg-form-baslik')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('rg-form-baslik')).toBeFocused();
  await form.getByTestId('rg-form-baslik').fill('E2E: havlu stoğunu say');
  await form.getByTestId('rg-form-aciklama').fill('Depo ve kabinler');
  await form.getByRole('combobox', { name: /Personel/ }).click();
  await form.getByRole('option', { name: 'Burak Çelik' }).click();
  await form.getByTestId('rg-form-tarih').fill(istanbulGunu(-1));
  await form.getByTestId('rg-form-save').click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'E2E: havlu stoğunu say' });
  await expect(row).toContainText('Burak Çelik');
  await expect(row).toContainText('Gecikmiş');
  await page.getByTestId('rg-filter-gecikmis').check();
  await expect(row).toBeVisible();
  await expectAccessible(page, 'personel-gorevler');
  await page.getByTestId('rg-filter-gecikmis').uncheck();
  await screenshots(page, 'randevu-personel-gorevler');

  await row.getByRole('combobox', { name: 'Durum: E2E: havlu stoğunu say' }).selectOption('tamamlandi');
  await expect(page.getByText('Görev durumu: Tamamlandı.')).toBeVisible();
  await expect(row).not.toContainText('Gecikmiş');
  await page.getByTestId('rg-filter-durum').selectOption('tamamlandi');
  await expect(page.getByRole('row').filter({ hasText: 'E2E: havlu stoğunu say' })).toBeVisible();
  await page.getByTestId('rg-filter-durum').selectOption('acik');
  await expect(page.getByRole('row').filter({ hasText: 'E2E: havlu stoğunu say' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'E2E: havlu stoğunu say' }).getByRole('combobox', { name: /Durum/ })).toHaveValue('tamamlandi');
});

test('operator edits a staff member: services and account are filled in, a photo is resized, uploaded and shown', async ({ page }) => {
  await lotus(page);
  await page.goto('/isletme/randevutakip/personel');
  await page.getByTestId(`rp-edit-${SELIN}`).click();
  const form = page.getByRole('dialog', { name: 'Personeli düzenle' });
  await expect(form.getByTestId('rp-form-ad')).toHaveValue('Selin Aydın');
  await expect(form.getByRole('checkbox', { name: 'Saç kesimi' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Manikür' })).not.toBeChecked();
  await expect(form.getByRole('combobox', { name: /Bağlı kullanıcı hesabı/ })).toContainText('Ayşe Yılmaz');
  await form.getByTestId('rp-form-foto').setInputFiles({ name: 'selin.png', mimeType: 'image/png', buffer: fotoPng() });
  await expect(form.locator('img.rp-avatar')).toHaveAttribute('src', /^\/api\/public\/gorsel\/randevu\/personel\/2\/[0-9a-f]{32}\.webp$/);
  await form.getByRole('radio', { name: 'Yeşil' }).check({ force: true });
  await form.getByRole('checkbox', { name: 'Manikür' }).check();
  await expectAccessible(page, 'personel form');
  await screenshots(page, 'randevu-personel-form');
  await form.getByTestId('rp-form-save').click();
  await expect(form).toBeHidden();
  const avatar = page.getByTestId(`rp-row-${SELIN}`).locator('img.rp-avatar');
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await expect(page.getByTestId(`rp-row-${SELIN}`)).toContainText('Manikür');
});

test('a staff member taken off online booking keeps the calendar but leaves the public page', async ({ page }) => {
  const DERYA = 1003;
  await lotus(page);
  const kaydet = async (online: boolean) => {
    await page.goto('/isletme/randevutakip/personel');
    await page.getByTestId(`rp-edit-${DERYA}`).click();
    const form = page.getByRole('dialog', { name: 'Personeli düzenle' });
    await form.getByTestId('rp-form-online').setChecked(online);
    await form.getByTestId('rp-form-save').click();
    await expect(form).toBeHidden();
  };
  await kaydet(false);
  await expect(page.getByTestId(`rp-row-${DERYA}`).getByTestId('rp-online-kapali')).toHaveText('Online randevuya kapalı');
  try {
    const kanal = await (await page.request.get('/api/randevu/LOTUS7K2QX9M/kanal')).json();
    expect(kanal.data.personeller.map((p: { id: number }) => p.id)).not.toContain(DERYA);
    await page.goto('/isletme/randevutakip/randevular');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Derya Koç').first()).toBeVisible();
  } finally {
    await kaydet(true);
  }
  await expect(page.getByTestId(`rp-row-${DERYA}`).getByTestId('rp-online-kapali')).toHaveCount(0);
});
