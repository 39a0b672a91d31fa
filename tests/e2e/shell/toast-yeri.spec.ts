import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from '../helpers';

// Issue 23, item 23: a success toast never covers the screen's title the change just rewrote — after a venue switch
// (the dashboard's venue name) and after moving a check ("Taşındı." over the new table's name), on a phone and a desktop.

async function kesisir(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('no box');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

async function isletmeSec(page: Page, ad: string) {
  await page.getByTestId('venue-select').selectOption({ label: ad });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe(ad);
}

for (const genislik of [375, 1280]) {
  test(`after a venue switch the toast leaves the title readable (${genislik} px)`, async ({ page }) => {
    await page.setViewportSize({ width: genislik, height: genislik === 375 ? 667 : 800 });
    await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
    await isletmeSec(page, 'Kahve Durağı');
    await isletmeSec(page, 'Güzellik Salonu Lotus');
    const toast = page.getByTestId('toast').filter({ hasText: 'Güzellik Salonu Lotus' });
    await expect(toast).toBeVisible();
    const baslik = page.getByRole('heading', { level: 1 });
    await expect(baslik).toHaveText('Güzellik Salonu Lotus');
    expect(await kesisir(toast, baslik)).toBe(false);
    // and it keeps inside the screen, clear of the top bar
    const kutu = (await toast.boundingBox())!;
    expect(kutu.y).toBeGreaterThan(56);
    expect(kutu.y + kutu.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  });
}

test('“Taşındı.” does not cover the new table’s name on a phone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const basliklar = { Origin: baseURL!, 'X-Isletme-Id': '1' };
  const islemId = () => `e2e-toast-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await isletmeSec(page, 'Kahve Durağı');
  await page.request.post('/api/isletme/cafe/islem', { headers: basliklar, data: { islemId: islemId(), tur: 'gunAc', acilisKasasiKurus: 50_000 } });
  const takip = (await (await page.request.get('/api/isletme/cafe/takip', { headers: basliklar })).json()).data as { masalar: { id: number; ad: string }[]; acik: { masaId: number }[] };
  const bos = takip.masalar.filter((m) => !takip.acik.some((a) => a.masaId === m.id));
  const [kaynak, hedef] = [bos.at(-1)!, bos.at(-2)!];
  // a product that asks no options (the demo's coffees and teas ask sugar)
  const katalog = (await (await page.request.get('/api/isletme/cafe/katalog', { headers: basliklar })).json()).data as { urunler: { id: number; tukendi: boolean; secenekGrupIdler: number[] }[] };
  const urun = katalog.urunler.find((u) => !u.tukendi && u.secenekGrupIdler.length === 0)!;
  const siparis = await page.request.post('/api/isletme/cafe/islem', { headers: basliklar, data: { islemId: islemId(), tur: 'siparis', masaId: kaynak.id, kalemler: [{ urunId: urun.id, adet: 1 }] } });
  expect(siparis.status(), await siparis.text()).toBeLessThan(300);

  await page.goto(`/isletme/qrmenu/cafe-yonetim/masa-takip/${kaynak.id}`);
  await expect(page.getByRole('heading', { level: 1, name: kaynak.ad })).toBeVisible();
  await page.getByTestId('transfer').click();
  await page.getByTestId('transfer-hedef').selectOption(String(hedef.id));
  await page.getByTestId('transfer-onayla').click();
  const baslik = page.getByRole('heading', { level: 1, name: hedef.ad });
  await expect(baslik).toBeVisible();
  const toast = page.getByTestId('toast').filter({ hasText: 'Taşındı.' });
  await expect(toast).toBeVisible();
  expect(await kesisir(toast, baslik)).toBe(false);
  await page.screenshot({ path: 'screenshots/toast-tasindi-375.png' });

  // the check is paid so the table is free again for the other specs
  const adisyon = (await (await page.request.get(`/api/isletme/cafe/masa/${hedef.id}`, { headers: basliklar })).json()).data.adisyon as { id: number; toplamKurus: number };
  await page.request.post('/api/isletme/cafe/islem', { headers: basliklar, data: { islemId: islemId(), tur: 'ode', adisyonId: adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: adisyon.toplamKurus }] } });
});
