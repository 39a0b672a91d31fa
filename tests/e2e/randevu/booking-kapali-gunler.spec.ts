import { expect, test, type Page } from '@playwright/test';
import { login } from '../helpers';

// The closed-days case end to end: the operator's theme says 'Cumartesi - Pazar: KAPALI' (capitals, SPEC §5),
// and the customer's date picker disables every Saturday and Sunday, although the staff work on Saturdays.
const LOTUS = 2;
const YENI = '/guzellik-salonu-lotus/LOTUS7K2QX9M/randevu/yeni';

interface Tema { infoCards?: { workingHours?: { title?: string; hours?: { days: string; time: string }[] } } }

function tema(page: Page, method: 'GET' | 'PUT', body?: Tema): Promise<Tema> {
  return page.evaluate(async ({ method, body, venue }) => {
    const response = await fetch('/api/isletme/randevu/tema', {
      method,
      headers: { 'X-Isletme-Id': String(venue), Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} tema → ${response.status}`);
    const data = ((await response.json()) as { data: { tema: Tema } | Tema }).data;
    return 'tema' in data ? data.tema : data;
  }, { method, body, venue: LOTUS });
}

test("'Cumartesi - Pazar: KAPALI' in the theme disables Saturday and Sunday in the picker", async ({ page }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  const ilk = await tema(page, 'GET');
  try {
    await tema(page, 'PUT', {
      ...ilk,
      infoCards: { ...ilk.infoCards, workingHours: { ...ilk.infoCards?.workingHours, hours: [{ days: 'Salı - Cuma', time: '10:00 - 19:00' }, { days: 'Cumartesi - Pazar', time: 'KAPALI' }] } },
    });
    await page.goto(YENI);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Devam' }).click();
    await page.getByRole('button', { name: 'Devam' }).click();
    await expect(page.locator('.cal')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
    for (const wd of ['6', '0']) {
      const gunler = page.locator(`button.gun[data-wd="${wd}"]`);
      expect(await gunler.count()).toBeGreaterThan(3);
      for (const gun of await gunler.all()) {
        await expect(gun).toBeDisabled();
        await expect(gun).toHaveAttribute('aria-label', /\(kapalı\)/);
      }
    }
    expect(await page.locator('button.gun[data-wd="2"]:enabled').count()).toBeGreaterThan(2);
  } finally {
    await page.goto('/isletme/dashboard');
    await tema(page, 'PUT', ilk);
  }
});
