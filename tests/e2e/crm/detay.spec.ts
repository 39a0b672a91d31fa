import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// scripts/demo-crm.mjs: Güzellik Salonu Lotus (venue 2) customer 3001 Şule Karataş is loyal, with 8 months of
// appointments, payments, a facial package with one session left, KVKK and marketing consents.
const EKRAN = '/isletme/crm/musteri/rapor-detay';

async function isletmeSec(page: Page, ad: string) {
  await page.getByTestId('venue-select').selectOption({ label: ad });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe(ad);
}

async function lotus(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await isletmeSec(page, 'Güzellik Salonu Lotus');
}

test('owner finds a demo customer by folded text and reads their whole story at 1280 and 375 px; downloads the KVKK export', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await lotus(page);
  await page.goto(EKRAN);
  await expect(page.getByRole('heading', { level: 1, name: 'Müşteri Detayı' })).toBeVisible();
  await expectAccessible(page, 'crm-detay-arama');
  // no Turkish letters, wrong case: still found
  await page.getByTestId('crmd-ara').fill('SULE karatas');
  await expect(page.getByTestId('crmd-ara-sonuc')).toContainText('Şule Karataş');
  await page.getByTestId('crmd-ara-3001').click();
  await expect(page).toHaveURL(/\?musteri=3001$/);

  await expect(page.getByTestId('crmd-ad')).toHaveText('Şule Karataş');
  await expect(page.getByTestId('crmd-segment')).toHaveText('Sadık');
  await expect(page.getByTestId('crmd-kart')).toContainText('0533');
  const ozet = page.getByTestId('crmd-ozet');
  expect(Number(await page.getByTestId('crmd-ziyaret').textContent())).toBeGreaterThanOrEqual(8);
  await expect(ozet).toContainText('₺');
  await expect(page.getByTestId('detay-paketler')).toContainText('Cilt Bakımı 5 Seans');
  await expect(page.getByTestId('detay-paketler')).toContainText('1 / 5');
  const onaylar = page.getByTestId('detay-onaylar');
  await expect(onaylar).toContainText('KVKK (randevu)');
  await expect(onaylar).toContainText('Kampanya · SMS');
  await expect(page.getByTestId('crmd-izinler')).toContainText('Var');

  const zaman = page.getByTestId('crmd-zaman');
  await expect(zaman.getByTestId('crmd-olay-randevu').first()).toContainText('Randevu · tamamlandı');
  await expect(zaman.getByTestId('crmd-olay-odeme').first()).toContainText('Randevu ödemesi');
  await expect(zaman.getByTestId('crmd-olay-odeme').first()).toContainText('₺');
  await expect(zaman.getByTestId('crmd-olay-paketSatis')).toContainText('Cilt Bakımı 5 Seans');
  await expect(zaman.getByTestId('crmd-olay-paketKullanim').first()).toContainText('Cilt bakımı');
  await expect(zaman.getByTestId('crmd-olay-kayit')).toHaveCount(1);
  // newest first
  const zamanlar = await zaman.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
  expect(zamanlar).toEqual([...zamanlar].sort().reverse());

  await expectAccessible(page, 'crm-detay-360');
  await screenshots(page, 'crm-detay');
  await page.screenshot({ path: 'screenshots/crm-detay-tam-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('crmd-ad')).toBeVisible();
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'crm-detay-360-telefon');
  await page.screenshot({ path: 'screenshots/crm-detay-tam-375.png', fullPage: true });

  // KVKK export: everything held, as a JSON download
  const [indirme] = await Promise.all([page.waitForEvent('download'), page.getByTestId('crmd-kvkk-indir').click()]);
  expect(indirme.suggestedFilename()).toMatch(/^kvkk-musteri-3001-\d{4}-\d{2}-\d{2}\.json$/);
  const dokum = JSON.parse(readFileSync((await indirme.path())!, 'utf8'));
  expect(dokum.data.musteri).toMatchObject({ adSoyad: 'Şule Karataş' });
  expect(dokum.data.randevular.length).toBeGreaterThanOrEqual(8);
  expect(dokum.data.paketler).toHaveLength(1);
});

test('owner erases a throwaway customer with the typed confirmation; it leaves the search', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await lotus(page);
  const ek = String(Date.now()).slice(-7);
  const ad = `Geçici Çiğdem ${ek}`;
  const yanit = await page.request.post('/api/isletme/randevu/musteriler', {
    headers: { Origin: baseURL!, 'X-Isletme-Id': '2' },
    data: { adSoyad: ad, telefon: `0549 ${ek.slice(0, 3)} ${ek.slice(3, 5)} ${ek.slice(5)}`, email: `gecici${ek}@ornek.test`, kvkkOnay: true, dil: 'en' },
  });
  expect(yanit.status()).toBe(201);
  const id = (await yanit.json()).data.id as number;

  await page.goto(EKRAN);
  await page.getByTestId('crmd-ara').fill(`gecici ciğdem ${ek}`);
  await page.getByTestId(`crmd-ara-${id}`).click();
  await expect(page.getByTestId('crmd-ad')).toHaveText(ad);
  await expect(page.getByTestId('crmd-dil')).toHaveText('English');
  await expect(page.getByTestId('crmd-segment')).toHaveText('Ziyaret yok');

  await page.getByTestId('crmd-kvkk-sil').click();
  const sil = page.getByRole('dialog', { name: 'Kişisel verileri sil' });
  await expect(sil.getByTestId('musteri-sil-onayla')).toBeDisabled();
  await sil.getByTestId('musteri-sil-onay').fill('sil');
  await expectAccessible(page, 'crm-detay-sil');
  await screenshots(page, 'crm-detay-sil');
  await sil.getByTestId('musteri-sil-onayla').click();
  await expect(sil).toBeHidden();
  await expect(page.getByTestId('crmd-silindi')).toBeVisible();
  await expect(page.getByTestId('crmd-ad')).toHaveText('Silinmiş müşteri');
  await expect(page.getByTestId('crmd-kart')).toHaveCount(0);
  await expect(page.getByTestId('crmd-kvkk-sil')).toHaveCount(0);
  await expect(page.getByText(ad)).toHaveCount(0);
  await screenshots(page, 'crm-detay-silindi');

  await page.getByTestId('crmd-ara').fill(ad);
  await expect(page.getByText('Eşleşen müşteri yok.')).toBeVisible();
  await expect(page.getByTestId('crmd-ara-sonuc')).toHaveCount(0);
});

test('a cafe regular: closed checks with their lines in the timeline; a salon customer’s past follow-up links to it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  // Kahve Durağı (venue 1): 3101 Orhan Tuncer is a regular on the demo's closed checks
  await isletmeSec(page, 'Kahve Durağı');
  await page.goto(`${EKRAN}?musteri=3101`);
  await expect(page.getByTestId('crmd-ad')).toHaveText('Orhan Tuncer');
  const adisyon = page.getByTestId('crmd-zaman').getByTestId('crmd-olay-adisyon').first();
  await expect(adisyon).toContainText('Adisyon');
  await expect(adisyon).toContainText(/#\d+/);
  await expect(adisyon).toContainText('×');
  expect(Number(await page.getByTestId('crmd-ziyaret').textContent())).toBeGreaterThan(0);
  await screenshots(page, 'crm-detay-kafe');

  await isletmeSec(page, 'Güzellik Salonu Lotus');
  // 3003 İpek Yalçın stayed away once: reminded on WhatsApp, booked, came back
  await page.goto(`${EKRAN}?musteri=3003`);
  const takip = page.getByTestId('crmd-zaman').getByTestId('crmd-olay-takipOlay');
  await expect(takip.first()).toBeVisible();
  await expect(page.getByTestId('crmd-zaman')).toContainText('Takip mesajı gönderildi');
  await expect(page.getByTestId('crmd-zaman').getByRole('link', { name: 'Uzun süredir gelmedi' }).first()).toHaveAttribute('href', /\/isletme\/crm\/musteri-takip\/rapor-detay\?takip=\d+$/);
  await expectAccessible(page, 'crm-detay-takip');
});
