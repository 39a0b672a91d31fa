import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { login } from '../helpers';

// The day-end and X report prints of an ordinary day (the demo's past days have 10–21 checks): A4 is one page with the
// venue's name, address and tax number, the business date, who closed the day and when, and a signature line; the
// 80 mm roll is 80 mm wide and keeps the figures without the long formula paragraph. Chromium makes the PDFs.

const GUNSONU = '/isletme/qrmenu/cafe-yonetim/gunsonu';
const XRAPORU = '/isletme/qrmenu/cafe-yonetim/xraporu';
const MM = 2.8346;

/** The PDF chromium prints from the print CSS: its page count and the first page's size in points. */
async function pdf(page: Page, ad: string) {
  const dosya = await page.pdf({ preferCSSPageSize: true });
  writeFileSync(`screenshots/${ad}.pdf`, dosya);
  const metin = dosya.toString('latin1');
  const kutu = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(metin);
  expect(kutu, 'a MediaBox in the PDF').not.toBeNull();
  return { sayfa: (metin.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length, en: Number(kutu![1]), boy: Number(kutu![2]) };
}

/** Shows the marked paper copy as print CSS lays it out and keeps a picture of it. */
async function kagit(page: Page, boy: 'a4' | '80', ad: string) {
  await page.evaluate(() => { window.print = () => {}; });
  await page.getByTestId(`cg-yazdir-${boy}`).click();
  await expect(page.locator('body')).toHaveAttribute('data-cg-baski', boy);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize(boy === 'a4' ? { width: 794, height: 1123 } : { width: 302, height: 1123 });
  await page.screenshot({ path: `screenshots/${ad}.png`, fullPage: true });
  return page.locator(`.cg-baski-${boy}`);
}

async function sonra(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  // back to no emulation (an emulated 'screen' would make the PDF with screen CSS)
  await page.emulateMedia({ media: null });
}

/** The owner in Kahve Durağı, and a past day end of a day with at least 14 checks. */
async function doluGun(page: Page): Promise<{ gunsonuId: number; venue: number }> {
  await login(page, 'isletme@demo.test', /\/isletme\//);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
  const me = await (await page.request.get('/api/auth/me')).json();
  const venue = (me.data.userInfo.isletmeler as { id: number; ad: string }[]).find((i) => i.ad === 'Kahve Durağı')!.id;
  const liste = await (await page.request.get('/api/isletme/cafe/gun', { headers: { 'X-Isletme-Id': String(venue) } })).json();
  const gun = (liste.data.gunler as { adisyonAdet: number; gunsonu: { id: number } | null }[]).find((g) => g.gunsonu && g.adisyonAdet >= 14);
  expect(gun, 'a demo day with 14 or more checks').toBeTruthy();
  return { gunsonuId: gun!.gunsonu!.id, venue };
}

test('a day end of an ordinary day prints on one A4 page with the venue, the business date, the closer and a signature line', async ({ page }) => {
  const { gunsonuId } = await doluGun(page);
  await page.goto(`${GUNSONU}?id=${gunsonuId}`);
  await expect(page.getByTestId('cg-gecmis-gunsonu')).toBeVisible();
  const a4 = await kagit(page, 'a4', 'cafe-gunsonu-a4');
  await expect(a4).toBeVisible();
  await expect(a4.locator('.baski-isletme')).toHaveText('Kahve Durağı');
  await expect(a4.locator('.baski-bas')).toContainText('Işıklar Cd. No:24, Muratpaşa, Antalya');
  await expect(a4.locator('.baski-bas')).toContainText('VKN 4750012340');
  await expect(a4).toContainText('İş günü');
  await expect(a4.locator('.baski-alt')).toContainText(/Günü kapatan: .+ · \d/);
  await expect(a4.getByTestId('cg-imza')).toHaveText('İmza');
  await expect(a4.locator('.cg-formul')).toBeVisible();
  await sonra(page);
  const sayfa = await pdf(page, 'cafe-gunsonu-a4');
  expect(Math.abs(sayfa.en - 595.3)).toBeLessThan(2);
  expect(sayfa.sayfa).toBe(1);

  // the 80 mm roll: the figures without the formula paragraph, 80 mm wide
  const rulo = await kagit(page, '80', 'cafe-gunsonu-80mm');
  await expect(rulo.getByTestId('cg-beklenen')).toBeVisible();
  await expect(rulo.getByTestId('cg-sayilan')).toBeVisible();
  await expect(rulo.locator('.cg-formul')).toBeHidden();
  await expect(rulo.locator('.baski-alt')).toContainText('Günü kapatan:');
  await expect(rulo.getByTestId('cg-imza')).toBeVisible();
  await sonra(page);
  const fis = await pdf(page, 'cafe-gunsonu-80mm');
  expect(Math.abs(fis.en - 80 * MM)).toBeLessThan(2);
});

test('the X report with an ordinary day\'s figures prints on one A4 page and says who took it', async ({ page }) => {
  const { gunsonuId, venue } = await doluGun(page);
  // the demo's open day has only its few open checks: the X report is shown with the figures of a full demo day
  // (the server's own answer, its report swapped for that day's), so the page is as full as an ordinary day makes it
  const dolu = await (await page.request.get(`/api/isletme/cafe/gunsonu/${gunsonuId}`, { headers: { 'X-Isletme-Id': String(venue) } })).json();
  expect(dolu.data.rapor.adisyon.adet).toBeGreaterThanOrEqual(14);
  await page.route('**/api/isletme/cafe/xrapor', async (route) => {
    const cevap = await route.fetch();
    const govde = await cevap.json();
    await route.fulfill({ response: cevap, json: { ...govde, data: { ...govde.data, rapor: dolu.data.rapor } } });
  });
  await page.goto(XRAPORU);
  await expect(page.locator('#main').getByTestId('cg-rapor-x')).toBeVisible();
  const a4 = await kagit(page, 'a4', 'cafe-xraporu-a4');
  await expect(a4.locator('.baski-bas')).toContainText('VKN 4750012340');
  await expect(a4.locator('.baski-alt')).toContainText(/Raporu alan: .+ · \d/);
  await expect(a4.getByTestId('cg-imza')).toHaveText('İmza');
  await sonra(page);
  expect((await pdf(page, 'cafe-xraporu-a4')).sayfa).toBe(1);
  const rulo = await kagit(page, '80', 'cafe-xraporu-80mm');
  await expect(rulo.locator('.cg-formul')).toBeHidden();
  await sonra(page);
  expect(Math.abs((await pdf(page, 'cafe-xraporu-80mm')).en - 80 * MM)).toBeLessThan(2);
});
