import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, PASSWORD, screenshots } from '../helpers';

// issue 10: time entry follows the UI language (24 h, HH:MM), not the browser's locale (an en-US chromium shows 2:30 PM)
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

interface AxNode { nodeId: string; role?: { value: string }; name?: { value: string }; childIds?: string[] }

/** What a person sees in a labelled field: the text the accessibility tree renders inside it ('02:30 PM' in a native en-US time input). */
async function gorunen(page: Page, etiket: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  const kimlik = new Map(nodes.map((n) => [n.nodeId, n]));
  const alan = nodes.find((n) => ['textbox', 'InputTime'].includes(n.role?.value ?? '') && n.name?.value === etiket);
  const parcalar: string[] = [];
  const gez = (n: AxNode | undefined) => {
    if (!n) return;
    if (n.role?.value === 'StaticText') parcalar.push(n.name?.value ?? '');
    else for (const c of n.childIds ?? []) gez(kimlik.get(c));
  };
  gez(alan);
  await cdp.detach();
  return parcalar.join('');
}

test('in an en-US browser the time fields show and accept 14:30, by keyboard, labelled and validated', async ({ page }) => {
  await page.goto('/login');
  await page.locator('#email').fill('isletme@demo.test');
  await page.locator('#password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');

  await page.goto('/isletme/randevutakip/randevular?gorunum=gun');
  await page.getByTestId('randevu-ekle').click();
  const form = page.getByTestId('olustur-form');
  const saat = form.getByLabel('Time');
  await expect(saat).toBeVisible();
  await saat.click();
  await saat.press('Control+A');
  await saat.pressSequentially('14:30');
  await saat.press('Tab');
  await expect(saat).toHaveValue('14:30');
  await expect.poll(() => gorunen(page, 'Time')).toBe('14:30');
  await expect(saat).toHaveAttribute('placeholder', 'HH:MM');

  // the arrow keys step 5 minutes; '1430' typed without a colon is read as 14:30 when leaving the field
  await saat.focus();
  await saat.press('ArrowUp');
  await expect(saat).toHaveValue('14:35');
  await saat.fill('1430');
  await saat.blur();
  await expect(saat).toHaveValue('14:30');

  // an impossible time is refused with a message in the UI language, and the field is marked
  await saat.fill('25:70');
  await saat.blur();
  await expect(saat).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Enter the time as HH:MM on the 24-hour clock (e.g. 14:30).')).toBeVisible();
  await saat.fill('14:30');
  await saat.blur();
  await expect(saat).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'saat-girdisi');
  await screenshots(page, 'saat-girdisi-en-US');
  await page.keyboard.press('Escape');

  // date and time fields (were datetime-local, 12-hour in this browser): the time part is the same 24-hour entry
  await page.goto('/isletme/randevutakip/kasa-hareketleri');
  await page.getByTestId('kasa-gelir-ekle').click();
  const kasaSaat = page.getByTestId('kasa-tarih-saat');
  await expect(kasaSaat).toHaveValue(/^([01]\d|2[0-3]):[0-5]\d$/);
  await kasaSaat.fill('14:30');
  await kasaSaat.blur();
  await expect.poll(() => gorunen(page, 'Time')).toBe('14:30');
  await expect(page.getByRole('group', { name: 'Date and time' })).toBeVisible();
  await expectAccessible(page, 'tarih-saat-girdisi');
  await screenshots(page, 'tarih-saat-girdisi-en-US');
});
