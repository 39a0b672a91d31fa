import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';
import { kucukHedefler } from '../shell/dokunma';

// Kahve Durağı (venue 1) has the demo's stations Bar (drinks) and Mutfak (desserts, breakfast). The waiter
// (garson@demo.test) orders a lemonade and a tiramisu on a free table at 375 px; the bar's wall tablet (the owner, at
// 1280 px, showing only Bar) shows the lemonade and not the tiramisu within 1 s, and bumps it; the waiter's grid says
// "hazır" on the table until they take it. The table is paid and freed afterwards (the e2e database is shared).
const TAKIP = '/isletme/qrmenu/cafe-yonetim/masa-takip';
const ISTASYON = '/isletme/qrmenu/cafe-yonetim/istasyon';
const basliklar = (baseURL: string) => ({ Origin: baseURL, 'X-Isletme-Id': '1' });
let sayac = 0;
const islemId = () => `e2e-ist-${Date.now().toString(36)}-${(sayac += 1)}`;

async function sahipGiris(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
}

async function bosMasa(request: APIRequestContext, baseURL: string): Promise<{ id: number; ad: string }> {
  await request.post('/api/isletme/cafe/islem', { headers: basliklar(baseURL), data: { islemId: islemId(), tur: 'gunAc', acilisKasasiKurus: 50_000 } });
  const takip = (await (await request.get('/api/isletme/cafe/takip', { headers: basliklar(baseURL) })).json()).data as { masalar: { id: number; ad: string }[]; acik: { masaId: number }[] };
  return takip.masalar.filter((m) => !takip.acik.some((a) => a.masaId === m.id)).at(-1)!;
}

async function urunEkle(garson: Page, ara: string, ad: string) {
  await garson.getByTestId('urun-ara').fill(ara);
  await garson.getByTestId('katalog').getByRole('button', { name: new RegExp(`^${ad} `) }).click();
}

test('the bar station at 1280 px shows only its lines of a sent order within 1 s, bumps them, and the waiter sees "hazır"', async ({ browser, baseURL }) => {
  const telefon = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const tablet = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const garson = await telefon.newPage();
  const bar = await tablet.newPage();
  await login(garson, 'garson@demo.test', /\/isletme\//);
  await sahipGiris(bar);
  const masa = await bosMasa(bar.request, baseURL!);
  const istasyonlar = (await (await bar.request.get('/api/isletme/cafe/istasyon', { headers: basliklar(baseURL!) })).json()).data.istasyonlar as { id: number; ad: string }[];
  const barId = istasyonlar.find((i) => i.ad === 'Bar')!.id;
  try {
    await bar.goto(ISTASYON);
    await bar.getByTestId(`istasyon-${barId}`).click();
    await expect(bar.getByTestId(`istasyon-${barId}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(bar.getByTestId('baglanti')).toHaveText('Canlı');

    await garson.goto(`${TAKIP}/${masa.id}`);
    await garson.getByTestId('sekme-ekle').click();
    await urunEkle(garson, 'limonata', 'Ev Yapımı Limonata');
    await urunEkle(garson, 'tiramisu', 'Tiramisu');
    const gonderildi = Date.now();
    await garson.getByTestId('gonder').click();
    await expect(garson.getByTestId('kalem')).toHaveCount(2);

    const fis = bar.locator('.ci-fis', { hasText: masa.ad });
    await expect(fis).toBeVisible({ timeout: 1000 });
    expect(Date.now() - gonderildi).toBeLessThan(1000);
    await expect(fis).toContainText('Ev Yapımı Limonata');
    await expect(fis).not.toContainText('Tiramisu');
    await expect(fis).toContainText('Mehmet Demir');
    await screenshots(bar, 'cafe-istasyon');
    await bar.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(bar, 'station screen');
    await bar.setViewportSize({ width: 375, height: 812 });
    expect(await kucukHedefler(bar)).toEqual([]);
    await bar.setViewportSize({ width: 1280, height: 800 });

    // the waiter's grid has no "hazır" yet; the bar bumps the ticket
    await garson.goto(TAKIP);
    await expect(garson.getByTestId(`masa-${masa.id}`)).toHaveAttribute('data-durum', 'dolu');
    await expect(garson.getByTestId(`masa-hazir-${masa.id}`)).toHaveCount(0);
    await fis.getByTestId('fis-hazir').click();
    await expect(fis).toBeHidden();
    await expect(bar.locator('.ci-hazirlar li', { hasText: masa.ad })).toBeVisible();
    await expect(garson.getByTestId(`masa-hazir-${masa.id}`)).toHaveText('hazır', { timeout: 2000 });

    // the waiter takes it on the table's check: the tile stops saying so
    await garson.getByTestId(`masa-${masa.id}`).click();
    await garson.getByTestId('hazir-teslim').click();
    await expect(garson.getByTestId('hazir-bilgi')).toBeHidden();
    await garson.goto(TAKIP);
    await expect(garson.getByTestId(`masa-${masa.id}`)).toBeVisible();
    await expect(garson.getByTestId(`masa-hazir-${masa.id}`)).toHaveCount(0);
  } finally {
    const headers = basliklar(baseURL!);
    const a = (await (await bar.request.get(`/api/isletme/cafe/masa/${masa.id}`, { headers })).json()).data.adisyon as { id: number; toplamKurus: number; odenenKurus: number } | null;
    if (a) await bar.request.post('/api/isletme/cafe/islem', { headers, data: { islemId: islemId(), tur: 'ode', adisyonId: a.id, kalemIdler: [], odemeler: [{ odeme: 'nakit', tutarKurus: a.toplamKurus - a.odenenKurus, alinanKurus: null }] } });
    await telefon.close();
    await tablet.close();
  }
});
