import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// The booking consent names the venue's KVKK notice: /{FirmaAdi}/kvkk, linked from the booking page and the widget.
const APP = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4329)}`;
const FIRMA_KEY = 'LOTUS7K2QX9M';
const NOTICE = '/guzellik-salonu-lotus/kvkk';
let site: Server;
let siteOrigin = '';

test.beforeAll(async () => {
  const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Salon</title></head><body><h1>Salonumuz</h1>
<div style="min-height:560px"><script src="${APP}/widgets/booking.js" data-firma="${FIRMA_KEY}" data-mode="inline" data-lang="tr" async></script></div></body></html>`;
  site = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

/** Services → staff → first free day and slot: the details step with the consent box. */
async function ayrintilara(page: Page) {
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.locator('.cal')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await page.locator('button.gun:enabled').first().click();
  await page.locator('button.slot').first().click();
  await expect(page.getByRole('heading', { name: 'Bilgileriniz' })).toBeVisible();
}

/** The consent link opens the venue's notice in a new tab. */
async function bildirimiAc(page: Page): Promise<Page> {
  const link = page.getByRole('link', { name: 'Aydınlatma metnini' });
  await expect(link).toHaveAttribute('href', `${APP}${NOTICE}`);
  await expect(link).toHaveAttribute('target', '_blank');
  // the box stays a box: the link is inside its label, yet following it does not tick it
  const [sekme] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(page.getByRole('checkbox', { name: /Aydınlatma metnini okudum/ })).not.toBeChecked();
  await sekme.waitForLoadState();
  expect(sekme.url()).toBe(`${APP}${NOTICE}`);
  await expect(sekme.getByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' })).toBeVisible();
  await expect(sekme.getByText('Veri sorumlusu: Güzellik Salonu Lotus', { exact: false })).toBeVisible();
  return sekme;
}

test('the booking page links its consent box to the venue notice, which opens in a new tab with the venue name', async ({ page }) => {
  await page.goto(`/guzellik-salonu-lotus/${FIRMA_KEY}/randevu/yeni`);
  await ayrintilara(page);
  const sekme = await bildirimiAc(page);
  // server-rendered, no JavaScript, not for search engines
  expect(await sekme.locator('script').count()).toBe(0);
  await expect(sekme.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(sekme, 'kvkk notice');
  await screenshots(sekme, 'kvkk-bildirim');
  await sekme.close();
  await page.getByRole('checkbox', { name: /Aydınlatma metnini okudum/ }).check();
  await screenshots(page, 'kvkk-onay-sayfa');
});

test('the widget on another site links the same notice (full URL on the app origin)', async ({ page }) => {
  await page.goto(siteOrigin);
  await ayrintilara(page);
  await (await bildirimiAc(page)).close();
  await screenshots(page, 'kvkk-onay-widget');
});

test('the venue edits its notice in the parameters screen; the page shows it; back to the default; unknown venues are a 404', async ({ page }) => {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
  await page.goto('/isletme/ayarlar/yonetim/parametre');
  const alan = page.getByTestId('prm-kvkkMetni');
  await expect(alan).toHaveValue(/Veri sorumlusu: Güzellik Salonu Lotus/);
  await expect(page.getByTestId('prm-kvkk-durum')).toContainText('Varsayılan metin kullanılıyor');
  const ozel = `Lotus aydınlatma metni ${Date.now().toString(36)}\n\n<b>Kalın</b> değil, düz metin.`;
  await alan.fill(ozel);
  await page.getByTestId('prm-kaydet').click();
  await expect(page.getByTestId('prm-kvkk-durum')).toContainText('İşletmenin kendi metni kullanılıyor.');
  await expect(page.getByTestId('prm-log')).toContainText('KVKK aydınlatma metni');
  await screenshots(page, 'kvkk-parametre');

  const sayfa = await page.context().newPage();
  await sayfa.goto(NOTICE);
  await expect(sayfa.getByText(ozel.split('\n')[0]!)).toBeVisible();
  await expect(sayfa.getByText('<b>Kalın</b> değil, düz metin.')).toBeVisible();
  expect(await sayfa.locator('article b').count()).toBe(0);

  // clean up: the default again
  await page.getByTestId('prm-kvkk-varsayilan').click();
  // the status line follows the form at once; the page is read again only once the save has landed
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/isletme/parametre') && r.request().method() !== 'GET' && r.ok()),
    page.getByTestId('prm-kaydet').click(),
  ]);
  await expect(page.getByTestId('prm-kvkk-durum')).toContainText('Varsayılan metin kullanılıyor');
  await sayfa.reload();
  await expect(sayfa.getByText('Veri sorumlusu: Güzellik Salonu Lotus', { exact: false })).toBeVisible();
  expect((await sayfa.goto('/hic-boyle-bir-salon-yok/kvkk'))?.status()).toBe(404);
  await expect(sayfa.getByText('Bu adreste bir işletme bulunamadı.')).toBeVisible();
});
