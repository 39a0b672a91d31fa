import { expect, test } from '@playwright/test';
import { login } from '../helpers';

// Longer German and Russian words must wrap, not push a phone screen sideways (the cash book's period buttons did).
const EKRANLAR = [
  'dashboard', 'randevular', 'randevularim', 'personel', 'personel-gorevler', 'hizmetler', 'hizmet-paketleri', 'musteriler',
  'kasa-hareketleri', 'cari-takip', 'caribakiyeraporu', 'online-kanal', 'post-olustur', 'online-kanal-tema',
];

test('every appointment screen fits 375 px in de, ru and en', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  for (const lang of ['de', 'ru', 'en']) {
    await page.getByTestId('language-select').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const ekran of EKRANLAR) {
      await page.goto(`/isletme/randevutakip/${ekran}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const genislik = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(genislik, `${lang} ${ekran}`).toBeLessThanOrEqual(375);
    }
  }
});

// The services, blog and theme screens' texts are parts of the appointment texts that load with those screens only
// (src/lib/i18n/modul.ts): opened first thing in English, each shows its own English texts, not Turkish or raw keys.
test('the screens whose texts load as a part of their own speak English on a cold load', async ({ page }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await page.getByTestId('language-select').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  for (const [ekran, baslik, metin] of [
    ['hizmetler', /\d+ services?, \d+ active/, /randevu\.hizmet\.|hizmet, \d+ aktif/],
    ['post-olustur', /Share tips, offers and news/, /randevu\.blog\.|Randevu sayfanızın blogunda/],
    ['online-kanal-tema', /Edit the colours, logo, texts/, /randevu\.tema\.|Randevu sayfanızın renklerini/],
  ] as const) {
    await page.goto(`/isletme/randevutakip/${ekran}`);
    // the screen's own English subtitle (its part's text), and nothing of the part left in Turkish or as a key
    await expect(page.locator('#main')).toContainText(baslik);
    await expect(page.locator('#main')).not.toContainText(metin);
  }
});
