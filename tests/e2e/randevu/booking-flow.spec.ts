import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshots } from '../helpers';

// scripts/demo-data.mjs 'randevu-v1': venue 2 "Güzellik Salonu Lotus", channel theme 'Pazar - Pazartesi: Kapalı'
const FIRMA_KEY = 'LOTUS7K2QX9M';
const FIRMA_ADI = 'guzellik-salonu-lotus';
const BASE = `/${FIRMA_ADI}/${FIRMA_KEY}/randevu`;
const TELEFON = '0532 111 22 33';

/** services → any staff → first free day and slot → details → confirm; returns the code and the manage link. */
async function randevuAl(page: Page, ad: string): Promise<{ kod: string; link: string }> {
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByRole('heading', { name: 'Personel seçin' })).toBeFocused();
  await expect(page.getByRole('radio', { name: /Fark etmez/ })).toBeChecked();
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByRole('heading', { name: 'Tarih ve saat' })).toBeFocused();
  await expect(page.locator('.cal')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  // the third bookable day is at least 24 h away whatever the time now: outside the channel's cancel limit
  await page.locator('button.gun:enabled').nth(2).click();
  await page.locator('button.slot').first().click();
  await expect(page.getByRole('heading', { name: 'Bilgileriniz' })).toBeFocused();
  // the consent is required: the form does not go out without it
  await page.getByLabel('Ad Soyad').fill(ad);
  await page.getByLabel('Telefon').fill(TELEFON);
  await page.getByRole('button', { name: 'Randevuyu onayla' }).click();
  await expect(page.getByText('Devam etmek için onay gerekli.')).toBeVisible();
  await page.getByLabel('E-posta (isteğe bağlı)').fill('musteri@example.com');
  await page.getByRole('checkbox', { name: /Aydınlatma metnini okudum/ }).check();
  await page.getByRole('button', { name: 'Randevuyu onayla' }).click();
  await expect(page.getByRole('heading', { name: 'Randevunuz alındı' })).toBeFocused();
  const kod = (await page.locator('.kod').getAttribute('data-kod')) ?? '';
  expect(kod).toMatch(/^[A-Z0-9]{8,}$/);
  const link = (await page.getByRole('link', { name: 'Randevuyu yönet' }).getAttribute('href')) ?? '';
  expect(link).toContain(`${BASE}/sorgula?l=`);
  return { kod, link };
}

test('a customer books at 375 px, finds the booking with code + phone and cancels it with the button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${BASE}/yeni`);
  await expect(page.getByRole('heading', { level: 1, name: 'Online randevu' })).toBeVisible();
  await expect(page.locator('.brand')).toHaveText('Güzellik Salonu Lotus');
  await expect(page.getByRole('heading', { name: 'Hizmet seçin' })).toBeVisible();
  await expectAccessible(page, 'booking services');
  await screenshots(page, 'booking-yeni-hizmet');

  // closed days from the channel theme (SPEC §5: 'Pazar - Pazartesi: Kapalı') are disabled in the picker
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.locator('.cal')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  for (const wd of ['0', '1']) {
    const gunler = page.locator(`button.gun[data-wd="${wd}"]`);
    expect(await gunler.count()).toBeGreaterThan(3);
    for (const gun of await gunler.all()) await expect(gun).toBeDisabled();
  }
  await expect(page.locator('button.gun[data-wd="0"]').first()).toHaveAttribute('aria-label', /\(kapalı\)/);
  expect(await page.locator('button.gun[data-wd="3"]:enabled').count()).toBeGreaterThan(2);
  await page.locator('button.gun:enabled').first().click();
  await expect(page.locator('button.slot').first()).toHaveText(/^\d{2}:\d{2}$/);
  await expectAccessible(page, 'booking date');
  await screenshots(page, 'booking-yeni-tarih');
  await page.getByRole('button', { name: /Geri/ }).click();
  await page.getByRole('button', { name: /Geri/ }).click();
  await page.getByRole('checkbox').first().uncheck();

  const { kod, link } = await randevuAl(page, 'Ayşe Yılmaz');
  await expect(page.locator('.tamam')).toHaveAttribute('data-durum', 'onaylandi');
  // "Takvime ekle": an .ics with UTC times and a UID from the code
  const [indirme] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Takvime ekle' }).click()]);
  expect(indirme.suggestedFilename()).toBe(`randevu-${kod}.ics`);
  const ics = readFileSync((await indirme.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(ics).toMatch(/DTEND:\d{8}T\d{6}Z/);
  expect(ics).toContain(`UID:${kod}@`);
  expect(ics).toContain('Güzellik Salonu Lotus');
  await expectAccessible(page, 'booking done');
  await screenshots(page, 'booking-yeni-tamam');

  await page.goto(`${BASE}/sorgula`);
  await expect(page.getByRole('heading', { level: 1, name: 'Randevu sorgula' })).toBeVisible();
  await page.getByLabel('Randevu kodu').fill(kod.toLowerCase());
  await page.getByLabel('Telefon').fill('+90 532 111 22 33');
  await page.getByRole('button', { name: 'Sorgula' }).click();
  await expect(page.getByRole('heading', { name: 'Randevunuz' })).toBeVisible();
  await expect(page.locator('.kod')).toHaveText(kod);
  await expect(page.locator('.rozet')).toHaveText('Onaylandı');
  await expect(page.getByText('Saç kesimi', { exact: true })).toBeVisible();
  await expectAccessible(page, 'booking lookup');
  await screenshots(page, 'booking-sorgula');

  await page.getByRole('button', { name: 'İptal et' }).click();
  await expect(page.getByText('Randevu iptal edilsin mi?', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Evet, iptal et' }).click();
  await expect(page.locator('.rozet')).toHaveText('İptal edildi');
  await expect(page.getByText('Randevunuz iptal edildi.').first()).toBeAttached();
  await expect(page.getByRole('button', { name: 'İptal et' })).toHaveCount(0);

  // the manage link only shows it (cancelled stays cancelled, no buttons)
  await page.goto(link);
  await expect(page.locator('.rozet')).toHaveText('İptal edildi');
  await expect(page.getByRole('button', { name: 'Ertele' })).toHaveCount(0);
});

test('the manage link opens the booking without changing it; reschedule needs the button; bad links say so', async ({ page }) => {
  await page.goto(`${BASE}/yeni`);
  const { kod, link } = await randevuAl(page, 'Mehmet Demir');
  const once = await page.locator('.tamam dd').first().textContent();

  await page.goto(link);
  await expect(page.locator('.kod')).toHaveText(kod);
  await expect(page.locator('.rozet')).toHaveText('Onaylandı');
  await expect(page.locator('.tamam dd').first()).toContainText(once!.split(',').pop()!.trim());
  await page.getByRole('button', { name: 'Ertele' }).click();
  await expect(page.locator('.cal')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await page.locator('button.gun:enabled').nth(1).click();
  await page.locator('button.slot').last().click();
  await page.getByRole('button', { name: /saatine taşı$/ }).click();
  await expect(page.getByText('Randevunuz taşındı.').first()).toBeAttached();
  await expect(page.locator('.rozet')).toHaveText('Onaylandı');
  await expect(page.locator('.tamam dd').first()).not.toHaveText(once!);
  await screenshots(page, 'booking-ertelendi');

  await page.goto(`${BASE}/sorgula?l=bozuk`);
  await expect(page.getByRole('alert')).toHaveText(/^(Geçersiz bağlantı\.|Bağlantı çözülemedi\.)$/);
  await page.goto(`${link.slice(0, -6)}AAAAAA`);
  await expect(page.getByRole('alert')).toHaveText(/^(Geçersiz bağlantı\.|Bağlantı çözülemedi\.)$/);
});

test('unknown channels are a 404 page; other languages load their words', async ({ page }) => {
  const yanit = await page.goto(`/${FIRMA_ADI}/YOKBOYLEKANAL/randevu/yeni`);
  expect(yanit?.status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText('Bu randevu sayfası bulunamadı.');
  // a wrong name is sent to the channel's own name
  await page.goto(`/baska-ad/${FIRMA_KEY}/randevu/yeni?lang=en`);
  expect(new URL(page.url()).pathname).toBe(`${BASE}/yeni`);
  await expect(page.getByRole('heading', { level: 1, name: 'Online booking' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose services' })).toBeVisible();
  await expect(page.getByText('Haircut', { exact: true })).toBeVisible();
});
