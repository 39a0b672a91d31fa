import { expect, test, type Page } from '@playwright/test';
import { login } from '../helpers';

// Issue 23, item 24: the CRM follow-up list on a 375 × 667 phone starts with the list (the first card in the first
// viewport), the filters fold behind "Filtreler", and every card carries a call (tel:) and a WhatsApp button that
// opens the follow-up's message composer. Demo: Lotus (2) has the follow-ups.

async function isletmeSec(page: Page, ad: string) {
  await page.getByTestId('venue-select').selectOption({ label: ad });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe(ad);
}

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

test('phone: first card in the first viewport, filters folded, call and WhatsApp on every card', async ({ page }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await isletmeSec(page, 'Güzellik Salonu Lotus');
  await page.goto('/isletme/crm/musteri-takip/rapor');
  const ilk = page.getByTestId('takip-satir').first();
  await expect(ilk).toBeVisible();
  await expect(ilk).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'screenshots/crm-takip-telefon-375.png' });

  // filters fold away; the toggle opens them and says how many are set
  const ac = page.getByTestId('takip-filtreler');
  await expect(ac).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('takip-ara')).toBeHidden();
  await expect(page.getByTestId('takip-kurallar')).toBeHidden();
  await ac.click();
  await expect(ac).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('takip-ara')).toBeVisible();
  await page.getByTestId('takip-kural').selectOption('ziyaretYok');
  await expect(ac).toHaveText('Filtreler (1)');
  await ac.click();
  await expect(page.getByTestId('takip-ara')).toBeHidden();

  const kartlar = page.getByTestId('takip-satir');
  const sayi = await kartlar.count();
  expect(sayi).toBeGreaterThan(0);
  for (let i = 0; i < sayi; i += 1) {
    await expect(kartlar.nth(i).getByTestId('takip-ara-tel')).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(kartlar.nth(i).getByTestId('takip-mesaj')).toHaveAttribute('href', /rapor-detay\?takip=\d+#mesaj$/);
  }

  // WhatsApp opens the follow-up's composer, scrolled into view with its WhatsApp button
  const musteri = (await kartlar.first().locator('.crt-musteri').textContent())!;
  await kartlar.first().getByTestId('takip-mesaj').click();
  await expect(page.getByTestId('takip-musteri')).toHaveText(musteri);
  await expect(page.getByTestId('takip-gonder-whatsapp')).toBeInViewport();
});

test('desktop keeps the filters and actions open, without the toggle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await isletmeSec(page, 'Güzellik Salonu Lotus');
  await page.goto('/isletme/crm/musteri-takip/rapor');
  await expect(page.getByTestId('takip-satir').first()).toBeVisible();
  await expect(page.getByTestId('takip-filtreler')).toBeHidden();
  await expect(page.getByTestId('takip-ara')).toBeVisible();
  await expect(page.getByTestId('takip-kurallar')).toBeVisible();
  await expect(page.getByTestId('takip-satir').first().getByTestId('takip-ara-tel')).toBeVisible();
});
