import { expect, test, type Page } from '@playwright/test';
import { login } from '../helpers';

/** The network at rest; the cafe screens' service worker may keep warming its cache, so a few seconds at most. */
const sakinlesme = (page: Page) => page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);

// Issue 23, item 20: a record belongs to one venue. Switching venue on a record's screen goes to that module's list of
// the new venue: no "Kayıt bulunamadı", no 404 in the console. Demo: Lotus (2) customer 3001 Şule Karataş; Kahve
// Durağı (1) has the tables.

async function isletmeSec(page: Page, ad: string) {
  await page.getByTestId('venue-select').selectOption({ label: ad });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe(ad);
}

/** Every 404 of an API call from now on (the console's "Failed to load resource" of a foreign record). */
function bulunamayanlar(page: Page): string[] {
  const liste: string[] = [];
  page.on('response', (r) => { if (r.status() === 404 && new URL(r.url()).pathname.startsWith('/api/')) liste.push(new URL(r.url()).pathname); });
  page.on('console', (m) => { if (m.type() === 'error' && m.text().includes('404')) liste.push(m.text()); });
  return liste;
}

test('a customer’s 360° view, then another venue: the CRM customer list of that venue, no 404', async ({ page }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await isletmeSec(page, 'Güzellik Salonu Lotus');
  await page.goto('/isletme/crm/musteri/rapor-detay?musteri=3001');
  await expect(page.getByTestId('crmd-ad')).toHaveText('Şule Karataş');
  const hatalar = bulunamayanlar(page);

  await isletmeSec(page, 'Kahve Durağı');
  await expect(page).toHaveURL(/\/isletme\/crm\/musteri\/rapor$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Kayıt bulunamadı')).toHaveCount(0);
  await sakinlesme(page);
  expect(hatalar).toEqual([]);
});

test('a table’s check, then another venue: that venue’s table tracking; back again the grid of the first venue', async ({ page, baseURL }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await isletmeSec(page, 'Kahve Durağı');
  const takip = (await (await page.request.get('/api/isletme/cafe/takip', { headers: { Origin: baseURL!, 'X-Isletme-Id': '1' } })).json()).data as { masalar: { id: number; ad: string }[] };
  const masa = takip.masalar[0]!;
  await page.goto(`/isletme/qrmenu/cafe-yonetim/masa-takip/${masa.id}`);
  await expect(page.getByRole('heading', { level: 1, name: masa.ad })).toBeVisible();
  // a free table asks its guest count first (the venue's default)
  if (await page.getByTestId('misafir-soru').isVisible()) await page.getByTestId('misafir-gec').click();
  const hatalar = bulunamayanlar(page);

  await isletmeSec(page, 'Güzellik Salonu Lotus');
  await expect(page).toHaveURL(/\/isletme\/qrmenu\/cafe-yonetim\/masa-takip$/);
  await expect(page.getByTestId('masa-detay')).toHaveCount(0);
  await expect(page.getByText('Kayıt bulunamadı')).toHaveCount(0);
  await sakinlesme(page);
  expect(hatalar).toEqual([]);

  // the list itself is no record: switching there keeps the screen
  await isletmeSec(page, 'Kahve Durağı');
  await expect(page).toHaveURL(/\/isletme\/qrmenu\/cafe-yonetim\/masa-takip$/);
  await expect(page.getByTestId(`masa-${masa.id}`)).toBeVisible();
});
