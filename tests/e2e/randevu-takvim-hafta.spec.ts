import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, login } from './helpers';

// scripts/demo-randevu-panel.mjs fills Lotus (venue 2) from 30 days back to 7 days ahead; staff Selin 1001, Burak 1002
const PANEL = '/isletme/randevutakip/randevular';
const LOTUS = 2;
const gun = 86_400_000;
const istTarih = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

async function operatorGirisi(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

async function panelPost(page: Page, path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  return page.request.post(`/api${path}`, { data, headers: { 'X-Isletme-Id': String(LOTUS), Origin: origin } });
}

async function haftayiAc(page: Page, tarih: string) {
  await page.goto(`${PANEL}?tarih=${tarih}&gorunum=hafta`);
  await expect(page.getByRole('heading', { level: 1, name: 'Randevular' })).toBeVisible();
  await expect(page.locator('.rt-ekran')).toHaveAttribute('aria-busy', 'false');
}

/**
 * Texts of `kutu` that are cut: wider than their box (ellipsis) or reaching outside `kutu` (clipped by its overflow).
 * Empty when every text is whole.
 */
async function kesilenler(kutu: Locator, secici: string): Promise<string[]> {
  return kutu.evaluate((el, sec) => {
    const dis = el.getBoundingClientRect();
    return [...el.querySelectorAll<HTMLElement>(sec)].flatMap((m) => {
      const r = m.getBoundingClientRect();
      const kesik = m.scrollWidth > m.clientWidth + 0.5 || r.left < dis.left - 0.5 || r.right > dis.right + 0.5 || r.top < dis.top - 0.5 || r.bottom > dis.bottom + 0.5;
      return kesik || r.width === 0 ? [`${m.className}: "${m.textContent}" in ${el.getAttribute('data-testid')}`] : [];
    });
  }, secici);
}

test('the week is readable: every block shows time and name whole at 1280 px (two overlapping side by side), the phone gets a day-by-day list', async ({ page }) => {
  await operatorGirisi(page);
  // two customers at the same hour with two staff members, on a working day past the demo appointments
  let hedef = Date.now() + 17 * gun;
  while ([0, 1].includes(new Date(hedef + 3 * 3_600_000).getUTCDay())) hedef += gun;
  const tarih = istTarih(hedef);
  const baslangic = `${tarih}T08:00:00.000Z`; // 11:00 Istanbul
  const ekle = async (personelId: number, musteriId: number) => {
    const response = await panelPost(page, '/isletme/randevu/randevular', { personelId, baslangic, hizmetIdler: [1002], musteriId });
    expect(response.status()).toBe(201);
    return (await response.json()).data as { id: number; musteriAd: string };
  };
  const eklenen = [await ekle(1001, 1010), await ekle(1002, 1005)];
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await haftayiAc(page, tarih);
    const bloklar = eklenen.map((r) => page.getByTestId(`randevu-blok-${r.id}`));
    for (const [i, blok] of bloklar.entries()) {
      await expect(blok.locator('.rt-blok-ad')).toHaveText(eklenen[i]!.musteriAd);
      await expect(blok.locator('.rt-blok-saat')).toHaveText('11:00–11:30');
      await expect(blok.locator('.rt-blok-hizmet')).toHaveText('Fön');
      expect(await kesilenler(blok, '.rt-blok-saat, .rt-blok-ad, .rt-blok-hizmet')).toEqual([]);
    }
    // side by side, not on top of each other
    const [a, b] = [await bloklar[0]!.boundingBox(), await bloklar[1]!.boundingBox()];
    expect(Math.min(a!.x + a!.width, b!.x + b!.width) <= Math.max(a!.x, b!.x)).toBe(true);
    await bloklar[0]!.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/randevu-takvim-hafta-cakisan-1280.png' });

    // the demo week (today's): every block keeps its time and name whole
    await haftayiAc(page, istTarih(Date.now()));
    const demo = page.locator('.rt-blok');
    expect(await demo.count()).toBeGreaterThan(10);
    const kesik: string[] = [];
    for (const blok of await demo.all()) kesik.push(...(await kesilenler(blok, '.rt-blok-saat, .rt-blok-ad')));
    expect(kesik).toEqual([]);
    await page.screenshot({ path: 'screenshots/randevu-takvim-hafta-1280.png' });
    await expectAccessible(page, 'takvim hafta 1280');

    // phone: the week as a list by day, each card with its time and name whole
    await page.setViewportSize({ width: 375, height: 812 });
    await haftayiAc(page, tarih);
    const kartlar = eklenen.map((r) => page.getByTestId(`ajanda-${r.id}`));
    for (const [i, kart] of kartlar.entries()) {
      await expect(kart.locator('.rt-ajanda-saat')).toHaveText('11:00–11:30');
      await expect(kart.locator('.rt-ajanda-ana strong')).toHaveText(eklenen[i]!.musteriAd);
      expect(await kesilenler(kart, '.rt-ajanda-saat, .rt-ajanda-ana strong')).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await kartlar[0]!.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/randevu-takvim-hafta-375.png' });
    await expectAccessible(page, 'takvim hafta 375');
  } finally {
    for (const r of eklenen) await panelPost(page, `/isletme/randevu/randevular/${r.id}/durum`, { islem: 'iptal' });
  }
});
