import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible } from '../helpers';
import { bosGun, iptalEt, istTarih, operatorGirisi, randevuEkle, takvimiAc } from './takvim-ortak';

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
  const tarih = bosGun(17);
  const baslangic = `${tarih}T08:00:00.000Z`; // 11:00 Istanbul
  const eklenen = [
    await randevuEkle(page, { personelId: 1001, baslangic, hizmetIdler: [1002], musteriId: 1010 }),
    await randevuEkle(page, { personelId: 1002, baslangic, hizmetIdler: [1002], musteriId: 1005 }),
  ];
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await takvimiAc(page, tarih, 'hafta');
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
    await takvimiAc(page, istTarih(Date.now()), 'hafta');
    const demo = page.locator('.rt-blok');
    expect(await demo.count()).toBeGreaterThan(10);
    const kesik: string[] = [];
    for (const blok of await demo.all()) kesik.push(...(await kesilenler(blok, '.rt-blok-saat, .rt-blok-ad')));
    expect(kesik).toEqual([]);
    await page.screenshot({ path: 'screenshots/randevu-takvim-hafta-1280.png' });
    await expectAccessible(page, 'takvim hafta 1280');

    // phone: the week as a list by day, each card with its time and name whole
    await page.setViewportSize({ width: 375, height: 812 });
    await takvimiAc(page, tarih, 'hafta');
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
    for (const r of eklenen) await iptalEt(page, r.id);
  }
});
