import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';
import { kucukHedefler } from '../shell/dokunma';

// The owner as a cashier on a 375 px phone splits a table's check by item (2 of 3 çay-free lines into bölüm 1, a part
// of a quantity into bölüm 2), pays each sub-check through the payment dialog, and the table is free after the last.
const TAKIP = '/isletme/qrmenu/cafe-yonetim/masa-takip';
const basliklar = (baseURL: string) => ({ Origin: baseURL, 'X-Isletme-Id': '1' });
let sayac = 0;
const islemId = () => `e2e-bol-${Date.now().toString(36)}-${(sayac += 1)}`;

/** An open working day, a free table and a check on it with three kinds of products that ask no options. */
async function masaVeAdisyon(request: APIRequestContext, baseURL: string) {
  const h = basliklar(baseURL);
  await request.post('/api/isletme/cafe/islem', { headers: h, data: { islemId: islemId(), tur: 'gunAc', acilisKasasiKurus: 50_000 } });
  const takip = (await (await request.get('/api/isletme/cafe/takip', { headers: h })).json()).data as { masalar: { id: number; ad: string }[]; acik: { masaId: number }[] };
  const masa = takip.masalar.filter((m) => !takip.acik.some((a) => a.masaId === m.id)).at(-2)!;
  const katalog = (await (await request.get('/api/isletme/cafe/katalog', { headers: h })).json()).data as { urunler: { id: number; ad: string; tukendi: boolean; secenekGrupIdler: number[] }[] };
  const urunler = katalog.urunler.filter((u) => !u.tukendi && u.secenekGrupIdler.length === 0).slice(0, 3);
  expect(urunler).toHaveLength(3);
  const cevap = await request.post('/api/isletme/cafe/islem', {
    headers: h, data: { islemId: islemId(), tur: 'siparis', masaId: masa.id, kalemler: urunler.map((u, i) => ({ urunId: u.id, adet: i === 0 ? 3 : 1 })) },
  });
  expect(cevap.status()).toBe(201);
  return { masa, urunler };
}

test('a split by item at 375 px: two sub-checks, each paid on its own, the table is free after the last', async ({ browser, baseURL }) => {
  const telefon = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const page = await telefon.newPage();
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
  const { masa, urunler } = await masaVeAdisyon(page.request, baseURL!);

  await page.goto(`${TAKIP}/${masa.id}`);
  await expect(page.getByRole('heading', { level: 1, name: masa.ad })).toBeVisible();
  await page.getByTestId('sekme-adisyon').click();
  await page.getByTestId('bol').click();
  const sheet = page.getByTestId('bol-sheet');
  await expect(sheet).toBeVisible();
  // bölüm 1: 2 of the 3 pieces of the first line and the second line
  const satirlar = sheet.getByTestId('bol-kalem');
  await satirlar.nth(0).getByTestId('bol-arttir').click();
  await satirlar.nth(0).getByTestId('bol-arttir').click();
  await satirlar.nth(1).getByTestId('bol-arttir').click();
  await expect(satirlar.nth(0).getByTestId('bol-adet')).toHaveText('2/3');
  // bölüm 2: the third line; the first line's last piece stays unsplit
  await sheet.getByTestId('bol-parca-ekle').click();
  await expect(satirlar.nth(0).getByTestId('bol-adet')).toHaveText('0/1');
  await satirlar.nth(2).getByTestId('bol-arttir').click();
  expect(await kucukHedefler(page)).toEqual([]);
  await expectAccessible(page, 'split sheet');
  await sheet.getByTestId('bol-onayla').click();
  await expect(sheet).toBeHidden();

  const kartlar = page.getByTestId('bolum');
  await expect(kartlar).toHaveCount(2);
  await expect(page.getByTestId('bolunmemis')).toContainText(urunler[0]!.ad);
  // the regular payment button gives way to the sub-checks' own
  await expect(page.getByTestId('odeme')).toBeHidden();
  expect(await kucukHedefler(page)).toEqual([]);
  await expectAccessible(page, 'sub-checks on the check');
  await screenshots(page, 'cafe-bol-bolumler');

  // pay each part through the payment dialog with the sub-check preselected (its amount fixed)
  for (const kart of [kartlar.nth(0), kartlar.nth(1)]) {
    const tutar = (await kart.getByTestId('bolum-tutar').textContent())!;
    await kart.getByTestId('bolum-ode').click();
    const dialog = page.getByTestId('odeme-dialog');
    await expect(dialog.getByTestId('odeme-bolum')).toContainText(tutar);
    await expect(dialog.getByTestId('odeme-al')).toContainText(tutar);
    await dialog.getByTestId('odeme-al').click();
    await expect(dialog).toBeHidden();
    await expect(kart).toHaveAttribute('data-odendi', '1');
  }
  await screenshots(page, 'cafe-bol-odendi');
  // the unsplit rest closes the check and frees the table
  await page.getByTestId('bolunmemis-ode').click();
  await page.getByTestId('odeme-dialog').getByTestId('odeme-al').click();
  await expect(page.getByText(/Masa boş|boş/).first()).toBeVisible();
  const durum = (await (await page.request.get(`/api/isletme/cafe/masa/${masa.id}`, { headers: basliklar(baseURL!) })).json()).data;
  expect(durum.adisyon).toBeNull();
  await telefon.close();
});
