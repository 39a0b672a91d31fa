import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

export const PASSWORD = 'demo1234';

/** Logs in through the real form and waits for the landing URL. */
export async function login(page: Page, email: string, landing: RegExp, from?: string) {
  await page.goto(from ? `/login?from=${encodeURIComponent(from)}` : '/login');
  await page.getByLabel('E-posta').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(landing);
}

/** Fails on serious or critical axe violations, listing them. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

/** Full-page screenshots at phone and desktop width into screenshots/ (looked at by people, not asserted). */
export async function screenshots(page: Page, name: string) {
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `screenshots/${name}-${width}.png` });
  }
  if (original) await page.setViewportSize(original);
}

/** Answers the product's confirm dialog (onayla() → src/panel/ui/OnayHost.tsx): accept, or cancel with evet = false. */
export async function onayVer(page: Page, evet = true) {
  const onay = page.getByTestId('onay');
  await expect(onay).toBeVisible();
  await (evet ? onay.getByTestId('onay-evet') : onay.getByRole('button', { name: 'Vazgeç' })).click();
  await expect(onay).toBeHidden();
}

/** A PNG for upload tests: left half one colour, right half another (RGB). */
export function ikiRenkliPng(genislik: number, yukseklik: number, sol: [number, number, number], sag: [number, number, number]): Buffer {
  const png = new PNG({ width: genislik, height: yukseklik });
  for (let i = 0; i < png.data.length; i += 4) {
    const [r, g, b] = (i / 4) % genislik < genislik / 2 ? sol : sag;
    png.data[i] = r; png.data[i + 1] = g; png.data[i + 2] = b; png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}
