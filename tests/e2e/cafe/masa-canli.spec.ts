import { expect, test } from '@playwright/test';
import { login } from '../helpers';

// Kahve Durağı (venue 1, scripts/demo-cafe.mjs): the owner renames 'Masa 3' on the masa screen while the waiter's
// table-tracking grid is open on another device; the name is put back afterwards (the e2e database is shared).
const EKRAN = '/isletme/qrmenu/cafe-yonetim/masa';
const TAKIP = '/isletme/qrmenu/cafe-yonetim/masa-takip';
const YENI = `Pencere ${Date.now().toString(36).slice(-5)}`;

test('a table renamed on the masa screen shows on an open table-tracking grid within 2 s, without a reload', async ({ page, browser, baseURL }) => {
  const headers = { Origin: baseURL!, 'X-Isletme-Id': '1' };
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
  const { masalar } = (await (await page.request.get('/api/isletme/cafe/masalar', { headers })).json()).data as { masalar: { id: number; ad: string; alanId: number; kapasite: number; aktif: boolean }[] };
  const masa = masalar.find((m) => m.ad === 'Masa 3')!;

  const garsonCtx = await browser.newContext();
  const garson = await garsonCtx.newPage();
  try {
    await login(garson, 'garson@demo.test', /\/isletme\//);
    await garson.goto(TAKIP);
    const kutu = garson.getByTestId(`masa-${masa.id}`);
    await expect(kutu).toContainText('Masa 3');
    await expect(garson.getByTestId('baglanti')).toHaveText('Canlı');
    let yenilendi = false;
    garson.on('framenavigated', (f) => { if (f === garson.mainFrame()) yenilendi = true; });

    await page.goto(EKRAN);
    await page.getByRole('button', { name: 'Masa 3: düzenle' }).click();
    const form = page.getByRole('dialog', { name: 'Masayı düzenle' });
    await form.getByLabel('Masa adı / numarası').fill(YENI);
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expect(form).toBeHidden();

    await expect(kutu).toContainText(YENI, { timeout: 2_000 });
    expect(yenilendi).toBe(false);
  } finally {
    await page.request.put(`/api/isletme/cafe/masalar/${masa.id}`, { headers, data: { ad: 'Masa 3', alanId: masa.alanId, kapasite: masa.kapasite, aktif: masa.aktif } });
    await garsonCtx.close();
  }
});
