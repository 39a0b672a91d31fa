import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, login, onayVer, screenshots } from '../helpers';

// scripts/demo-cafe.mjs: Kahve Durağı (venue 1) has areas Salon, Bahçe, Teras and 16 tables on their plans
// ('Masa 1' on column 1, row 1 of Salon). The area and table added here are removed again (the e2e database is shared).
const STAMP = Date.now().toString(36).slice(-5);
const ALAN = `Kış Bahçesi ${STAMP}`;
const MASA = `Kış ${STAMP}`;
const MASA2 = `Kış B ${STAMP}`;
const EKRAN = '/isletme/qrmenu/cafe-yonetim/masa';

async function kahveDuragi(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
}

test.afterEach(async ({ page, baseURL }) => {
  const headers = { Origin: baseURL!, 'X-Isletme-Id': '1' };
  const cevap = await page.request.get('/api/isletme/cafe/masalar', { headers });
  if (!cevap.ok()) return;
  const { alanlar, masalar } = (await cevap.json()).data as { alanlar: { id: number; ad: string }[]; masalar: { id: number; ad: string }[] };
  for (const masa of masalar.filter((m) => m.ad.endsWith(STAMP))) await page.request.delete(`/api/isletme/cafe/masalar/${masa.id}`, { headers });
  for (const alan of alanlar.filter((a) => a.ad.endsWith(STAMP))) await page.request.delete(`/api/isletme/cafe/alanlar/${alan.id}`, { headers });
});

/** Drags with real pointer events (down, several moves, up), as a mouse or a finger does. */
async function surukle(page: Page, kaynak: Locator, hedef: Locator) {
  const a = (await kaynak.boundingBox())!;
  const b = (await hedef.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(a.x + a.width / 2 + ((b.x + b.width / 2 - a.x - a.width / 2) * i) / 8, a.y + a.height / 2 + ((b.y + b.height / 2 - a.y - a.height / 2) * i) / 8);
  await page.mouse.up();
}

test('areas and tables: add an area and a table, drag it onto the plan, move it with the keyboard; it stays after a reload', async ({ page }) => {
  await kahveDuragi(page);
  await page.goto(EKRAN);
  await expect(page.getByRole('heading', { level: 1, name: 'Masalar' })).toBeVisible();
  const sekmeler = page.getByRole('tablist', { name: 'Alanlar' });
  await expect(sekmeler.getByRole('tab')).toHaveText(['Salon', 'Bahçe', 'Teras']);
  const plan = page.getByRole('group', { name: 'Salon: yerleşim planı' });
  await expect(plan.getByRole('button', { name: 'Masa 1, sütun 1, satır 1' })).toBeVisible();
  await expectAccessible(page, 'masa');
  await screenshots(page, 'cafe-masa');

  // a new area: the empty name is marked and nothing is sent; then it is saved and shown
  await page.getByTestId('alan-ekle').click();
  const alanForm = page.getByRole('dialog', { name: 'Yeni alan' });
  await alanForm.getByTestId('alan-kaydet').click();
  await expect(alanForm.getByTestId('alan-ad')).toHaveAttribute('aria-invalid', 'true');
  await expect(alanForm.getByTestId('alan-ad')).toBeFocused();
  await expect(alanForm.getByTestId('hata-ad')).toHaveText('Ad 1–40 karakter olmalı.');
  await expectAccessible(page, 'masa alan dialog');
  await alanForm.getByTestId('alan-ad').fill(ALAN);
  await alanForm.getByTestId('alan-kaydet').click();
  await expect(alanForm).toBeHidden();
  await expect(sekmeler.getByRole('tab', { name: ALAN })).toHaveAttribute('aria-selected', 'true');

  // a table in it: not on the plan yet
  await page.getByTestId('masa-ekle').click();
  const masaForm = page.getByRole('dialog', { name: 'Yeni masa' });
  await masaForm.getByTestId('masa-ad').fill(MASA);
  await masaForm.getByTestId('masa-kapasite').fill('0');
  await masaForm.getByTestId('masa-kaydet').click();
  await expect(masaForm.getByTestId('hata-kapasite')).toHaveText('Kapasite 1 ile 50 kişi arasında olmalı.');
  await expect(masaForm.getByTestId('masa-kapasite')).toBeFocused();
  await expectAccessible(page, 'masa dialog');
  await masaForm.getByTestId('masa-kapasite').fill('3');
  await masaForm.getByTestId('masa-kaydet').click();
  await expect(masaForm).toBeHidden();
  await expect(page.getByTestId('masa-listesi')).toContainText(`${MASA}3 kişi`);
  const tepsi = page.getByTestId('plan-tepsi');
  const yersiz = tepsi.getByRole('button', { name: `${MASA}: plana yerleştir` });
  await expect(yersiz).toBeVisible();

  // drag it onto column 4, row 3
  const yeniPlan = page.getByRole('group', { name: `${ALAN}: yerleşim planı` });
  await tepsi.scrollIntoViewIfNeeded();
  await surukle(page, yersiz, yeniPlan.locator('[data-hucre="3,2"]'));
  const yerde = yeniPlan.getByRole('button', { name: new RegExp(`^${MASA}, sütun`) });
  await expect(yerde).toHaveAccessibleName(`${MASA}, sütun 4, satır 3`);
  await expect(tepsi.getByRole('button', { name: `${MASA}: plana yerleştir` })).toHaveCount(0);

  // it stays after a reload
  const konum = async () => {
    const data = (await (await page.request.get('/api/isletme/cafe/masalar', { headers: { 'X-Isletme-Id': '1' } })).json()).data;
    const masa = data.masalar.find((m: { ad: string }) => m.ad === MASA);
    return [masa.planX, masa.planY];
  };
  await expect.poll(konum).toEqual([3, 2]);
  // the chosen area is kept in the address
  await page.reload();
  await expect(sekmeler.getByRole('tab', { name: ALAN })).toHaveAttribute('aria-selected', 'true');
  await expect(yerde).toHaveAccessibleName(`${MASA}, sütun 4, satır 3`);

  // keyboard: arrows move it a cell at a time (the focus stays on it), Delete takes it off the plan
  await yerde.focus();
  await page.keyboard.press('ArrowRight');
  await expect(yerde).toHaveAccessibleName(`${MASA}, sütun 5, satır 3`);
  await page.keyboard.press('ArrowDown');
  await expect(yerde).toHaveAccessibleName(`${MASA}, sütun 5, satır 4`);
  await expect(yerde).toBeFocused();
  await expect(page.getByTestId('plan-duyuru')).toHaveText(`${MASA}: sütun 5, satır 4`);
  await expect.poll(konum).toEqual([4, 3]);
  await page.reload();
  await sekmeler.getByRole('tab', { name: ALAN }).click();
  await expect(yerde).toHaveAccessibleName(`${MASA}, sütun 5, satır 4`);

  // a second table goes onto the first free cell ("place all", one batch); dropped on the first one, the two swap
  await page.getByTestId('masa-ekle').click();
  await masaForm.getByTestId('masa-ad').fill(MASA2);
  await masaForm.getByTestId('masa-kaydet').click();
  await expect(masaForm).toBeHidden();
  await page.getByTestId('plan-hepsi').click();
  const ikinci = yeniPlan.getByRole('button', { name: new RegExp(`^${MASA2}, sütun`) });
  await expect(ikinci).toHaveAccessibleName(`${MASA2}, sütun 1, satır 1`);
  await surukle(page, ikinci, yerde);
  await expect(ikinci).toHaveAccessibleName(`${MASA2}, sütun 5, satır 4`);
  await expect(yerde).toHaveAccessibleName(`${MASA}, sütun 1, satır 1`);
  await expect.poll(konum).toEqual([0, 0]);
  await screenshots(page, 'cafe-masa-plan');
  await expectAccessible(page, 'masa plan');
  await yerde.focus();
  await page.keyboard.press('Delete');
  await expect(tepsi.getByRole('button', { name: `${MASA}: plana yerleştir` })).toBeVisible();
  await expect.poll(konum).toEqual([null, null]);

  // an area with a table cannot go; the table first (the product's confirm), then the area
  await page.getByTestId('alan-sil').click();
  await onayVer(page);
  await expect(page.getByText('Bu alanda masalar var.')).toBeVisible();
  for (const ad of [MASA, MASA2]) {
    await page.getByRole('button', { name: `${ad}: sil` }).click();
    await onayVer(page);
    await expect(page.getByTestId('masa-listesi')).not.toContainText(ad);
  }
  await page.getByTestId('alan-sil').click();
  await onayVer(page);
  await expect(sekmeler.getByRole('tab', { name: ALAN })).toHaveCount(0);
});

test('on a 375 px phone the plan scrolls sideways with finger-sized tables', async ({ page }) => {
  await kahveDuragi(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(EKRAN);
  const masa1 = page.getByRole('group', { name: 'Salon: yerleşim planı' }).getByRole('button', { name: 'Masa 1, sütun 1, satır 1' });
  await expect(masa1).toBeVisible();
  const kutu = (await masa1.boundingBox())!;
  expect(kutu.width).toBeGreaterThanOrEqual(44);
  expect(kutu.height).toBeGreaterThanOrEqual(44);
  // the page itself does not scroll sideways; the plan does
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await page.locator('.cm-plan-kaydir').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectAccessible(page, 'masa 375');
});
