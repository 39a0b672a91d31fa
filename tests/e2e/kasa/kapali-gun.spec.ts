import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// Cash-book writes that must not change the books twice: a movement dated in a closed business day is refused with the
// reason in the user's language and the form enters the correction today with a note of that day (Kahve Durağı's demo
// days before today are closed: scripts/demo-cafe-gecmis.mjs); a save repeated after a lost answer makes one row.

async function sahipGirisi(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\//);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
}

test('the cash book refuses a closed day and enters the correction today', async ({ page }) => {
  await sahipGirisi(page);
  const ek = String(Date.now()).slice(-6);
  const ucGunOnce = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul' }).format(Date.now() - 3 * 86_400_000);
  await page.goto('/isletme/qrmenu/cafe-yonetim/kasa-hareketleri');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasa Hareketleri' })).toBeVisible();
  await page.getByTestId('kasa-gelir-ekle').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni gelir' });
  await dialog.getByTestId('kasa-tutar').fill('150');
  await dialog.getByTestId('kasa-tarih').fill(ucGunOnce);
  await dialog.getByTestId('kasa-tarih-saat').fill('14:00');
  await dialog.getByTestId('kasa-aciklama').fill(`Unutulan tahsilat ${ek}`);
  // on a phone the refusal and its way out come into view
  await page.setViewportSize({ width: 375, height: 812 });
  const istek = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/isletme/cafe/kasa'));
  await dialog.getByTestId('kasa-kaydet').click();
  // every create of the panel carries its submit's Idempotency-Key
  expect((await istek).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  await expect(dialog.getByTestId('kasa-hata')).toHaveText('Bu iş günü kapandı; düzeltmeyi açık güne girin.');
  const bugune = dialog.getByTestId('kasa-bugune-gir');
  await expect(bugune).toBeInViewport();
  const kutu = await bugune.boundingBox();
  expect(kutu!.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page, 'kasa-kapali-gun');
  await screenshots(page, 'kasa-kapali-gun');

  await bugune.click();
  await expect(dialog.getByTestId('kasa-aciklama')).toHaveValue(new RegExp(`^.+ iş gününün düzeltmesi · Unutulan tahsilat ${ek}$`));
  await expect(dialog.getByTestId('kasa-tarih')).not.toHaveValue(ucGunOnce);
  await expect(dialog.getByTestId('kasa-hata')).toHaveText('');
  await dialog.getByTestId('kasa-kaydet').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('kasa-table')).toContainText(`Unutulan tahsilat ${ek}`);
});

test('a save pressed again after a lost answer makes one row', async ({ page }) => {
  await sahipGirisi(page);
  const aciklama = `Kayıp cevap ${String(Date.now()).slice(-6)}`;
  await page.goto('/isletme/qrmenu/cafe-yonetim/kasa-hareketleri');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasa Hareketleri' })).toBeVisible();
  // the first save reaches the server and is written, but its answer never comes back
  const anahtarlar: string[] = [];
  let kayip = false;
  await page.route('**/api/isletme/cafe/kasa', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    anahtarlar.push(route.request().headers()['idempotency-key'] ?? '');
    if (kayip) return route.fallback();
    kayip = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByTestId('kasa-gelir-ekle').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni gelir' });
  await dialog.getByTestId('kasa-tutar').fill('77');
  await dialog.getByTestId('kasa-aciklama').fill(aciklama);
  await dialog.getByTestId('kasa-kaydet').click();
  await expect(dialog.getByTestId('kasa-hata')).not.toHaveText('');
  await dialog.getByTestId('kasa-kaydet').click();
  await expect(dialog).toBeHidden();
  expect(anahtarlar).toHaveLength(2);
  expect(anahtarlar[1]).toBe(anahtarlar[0]);
  await expect(page.getByTestId('kasa-table').locator('tbody tr').filter({ hasText: aciklama })).toHaveCount(1);
});
