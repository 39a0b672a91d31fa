import { expect, test, type Page } from '@playwright/test';
import { login } from '../helpers';
import { kucukHedefler } from './dokunma';

/** The network at rest; the cafe screens' service worker may keep warming its cache, so a few seconds at most. */
const sakinlesme = (page: Page) => page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);

// Issue 23, item 22: on a 375 px phone every interactive element of the cafe (table tracking, a table's check and its
// add-items tab, the side menu's submenu), the CRM follow-up list and the QR menu guest pages is at least 44 × 44 px.

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

async function isletmeSec(page: Page, ad: string) {
  await page.getByTestId('venue-select').selectOption({ label: ad });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe(ad);
}

async function olc(page: Page, ad: string, olcum: Record<string, string[]>) {
  await sakinlesme(page);
  olcum[ad] = await kucukHedefler(page);
}

test('cafe screens and the side menu: no touch target under 44 × 44 px', async ({ page, baseURL }) => {
  const olcum: Record<string, string[]> = {};
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await isletmeSec(page, 'Kahve Durağı');
  await page.goto('/isletme/qrmenu/cafe-yonetim/masa-takip');
  await expect(page.getByTestId('filtre-tumu')).toBeVisible();
  await olc(page, 'masa-takip', olcum);

  await page.getByTestId('menu-toggle').click();
  await expect(page.locator('.sub-item').first()).toBeVisible();
  await olc(page, 'yan menü', olcum);
  await page.getByTestId('menu-toggle').click();

  const takip = (await (await page.request.get('/api/isletme/cafe/takip', { headers: { Origin: baseURL!, 'X-Isletme-Id': '1' } })).json()).data as { acik: { masaId: number }[] };
  const masaId = takip.acik[0]!.masaId;
  await page.goto(`/isletme/qrmenu/cafe-yonetim/masa-takip/${masaId}`);
  await expect(page.getByTestId('kalem').first()).toBeVisible();
  await olc(page, 'adisyon', olcum);
  await page.getByTestId('sekme-ekle').click();
  await page.getByTestId('katalog').getByRole('button').first().click();
  await olc(page, 'ürün ekle', olcum);
  await page.screenshot({ path: 'screenshots/dokunma-adisyon-375.png', fullPage: true });
  expect(olcum).toEqual({ 'masa-takip': [], 'yan menü': [], adisyon: [], 'ürün ekle': [] });
});

test('CRM follow-up list (filters open too): no touch target under 44 × 44 px', async ({ page }) => {
  const olcum: Record<string, string[]> = {};
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await isletmeSec(page, 'Güzellik Salonu Lotus');
  await page.goto('/isletme/crm/musteri-takip/rapor');
  await expect(page.getByTestId('takip-satir').first()).toBeVisible();
  await olc(page, 'takip listesi', olcum);
  await page.getByTestId('takip-filtreler').click();
  await olc(page, 'filtreler açık', olcum);
  expect(olcum).toEqual({ 'takip listesi': [], 'filtreler açık': [] });
});

test('QR menu guest pages: no touch target under 44 × 44 px', async ({ page }) => {
  const olcum: Record<string, string[]> = {};
  await page.goto('/qr/kahve-duragi');
  await expect(page).toHaveURL(/\/qr\/kahve-duragi\/[\w-]+/);
  const base = new URL(page.url()).pathname.replace(/\/$/, '');
  await olc(page, 'karşılama', olcum);
  await page.goto(`${base}/menu`);
  await olc(page, 'menü', olcum);
  await page.goto(`${base}/menu/sicak-icecekler`);
  await olc(page, 'kategori', olcum);
  await page.goto(`${base}/menu/sicak-icecekler/kahveler`);
  await olc(page, 'alt kategori', olcum);
  const urun = await page.locator('.item a').first().getAttribute('href');
  await page.goto(urun!);
  await olc(page, 'ürün', olcum);
  await page.screenshot({ path: 'screenshots/dokunma-qr-urun-375.png', fullPage: true });
  expect(olcum).toEqual({ karşılama: [], menü: [], kategori: [], 'alt kategori': [], ürün: [] });
});
