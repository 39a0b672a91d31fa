import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// Ordering from the table at Kahve Durağı (venue 1; the demo turns it on for the Bahçe tables): a guest on a phone
// scans a garden table's card, orders two coffees with their options; the waiter sees the order arrive on table
// tracking and accepts it; the same phone's next order goes straight into the check; the guest calls the waiter from
// the page (a plain form) and reads the running tab.
const TAKIP = '/isletme/qrmenu/cafe-yonetim/masa-takip';
const QR = '/qr/kahve-duragi/WVVZVFlV';
const basliklar = (baseURL: string) => ({ Origin: baseURL, 'X-Isletme-Id': '1' });

/** An open working day and a garden table free right now (Bahçe 4 unless a test before took it). */
async function bosBahceMasasi(request: APIRequestContext, baseURL: string): Promise<{ id: number; ad: string }> {
  await request.post('/api/isletme/cafe/islem', { headers: basliklar(baseURL), data: { islemId: `e2e-qr-gun-${Date.now().toString(36)}`, tur: 'gunAc', acilisKasasiKurus: 50_000 } });
  const takip = (await (await request.get('/api/isletme/cafe/takip', { headers: basliklar(baseURL) })).json()).data as { masalar: { id: number; ad: string }[]; acik: { masaId: number }[] };
  const bos = takip.masalar.filter((m) => m.ad.startsWith('Bahçe') && !takip.acik.some((a) => a.masaId === m.id));
  return bos.find((m) => m.ad === 'Bahçe 4') ?? bos.at(-1)!;
}

/** Adds a product from the category page through the island: the options sheet asks the required sugar. */
async function ekle(misafir: Page, urun: string, secimler: string[]) {
  await misafir.getByRole('button', { name: `${urun}: sepete ekle` }).click();
  const sheet = misafir.getByTestId('secenek');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('secenek-koy')).toBeDisabled();
  for (const s of secimler) await sheet.getByLabel(new RegExp(`^${s}( \\+|$)`)).check();
  await sheet.getByTestId('secenek-koy').click();
  await expect(sheet).toBeHidden();
}

test('a guest orders two optioned coffees from a garden table; the waiter accepts it; the next order goes straight in; “Garson çağır” reaches the floor plan; the guest reads the tab', async ({ browser, baseURL }) => {
  const personel = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const garson = await personel.newPage();
  await login(garson, 'garson@demo.test', /\/isletme\//);
  const masa = await bosBahceMasasi(garson.request, baseURL!);
  await garson.goto(TAKIP);
  await expect(garson.getByTestId(`masa-${masa.id}`)).toBeVisible();
  // the demo's waiting order from Bahçe 3 and the open call of Bahçe 2 are already there
  await expect(garson.getByTestId('qr-paneli')).toBeVisible();

  const telefon = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, locale: 'tr-TR' });
  const misafir = await telefon.newPage();
  // the table card's QR: the page names the table, and keeps it on every page
  await misafir.goto(`${QR}?masa=${masa.id}`);
  await expect(misafir.getByTestId('masa-ad')).toHaveText(masa.ad);
  await expectAccessible(misafir, 'QR landing of a table');
  await screenshots(misafir, 'qrmenu-siparis-karsilama');
  await misafir.getByRole('link', { name: 'Menü', exact: true }).click();
  await expect(misafir).toHaveURL(new RegExp(`masa=${masa.id}`));
  await expect(misafir.getByTestId('masa-ad')).toHaveText(masa.ad);
  await misafir.getByRole('link', { name: /^Sıcak İçecekler/ }).first().click();
  await expect(misafir.getByTestId('masa-ad')).toHaveText(masa.ad);
  await ekle(misafir, 'Türk Kahvesi', ['Orta', 'Yulaf sütü']);
  await ekle(misafir, 'Latte', ['Sade', 'Büyük']);
  await expectAccessible(misafir, 'QR category page with the island');
  await screenshots(misafir, 'qrmenu-siparis-kategori');
  await misafir.getByTestId('sepet-ac').click();
  const sepet = misafir.getByTestId('sepet');
  await expect(sepet).toContainText('Orta, Yulaf sütü');
  await expect(sepet).toContainText('Sade, Büyük');
  // the server's total: 85 + 15 (oat milk) and 110 + 10 (large)
  await expect(sepet.getByTestId('sepet-toplam')).toHaveText('Toplam: 220,00 ₺');
  await expectAccessible(misafir, 'QR cart');
  await screenshots(misafir, 'qrmenu-siparis-sepet');
  await sepet.getByTestId('sepet-gonder').click();
  // a visit's first order waits for the waiter
  await expect(sepet.getByTestId('sepet-not')).toHaveText('Siparişiniz garsonun onayını bekliyor.');
  await sepet.getByRole('button', { name: 'Kapat' }).click();

  // the waiter's screen hears it without a reload: a badge on the table and the order in the panel
  const kart = garson.getByTestId(`qr-siparis-${masa.id}`);
  await expect(kart).toBeVisible({ timeout: 3_000 });
  await expect(garson.getByTestId(`qr-rozet-${masa.id}`)).toBeVisible();
  await garson.getByTestId(`masa-${masa.id}`).screenshot({ path: 'screenshots/qrmenu-siparis-rozet.png' });
  await expect(kart).toContainText('Türk Kahvesi');
  await expect(kart).toContainText('Yulaf sütü');
  await expectAccessible(garson, 'table tracking with a guest order');
  await screenshots(garson, 'qrmenu-siparis-personel');
  await kart.getByRole('button', { name: 'Onayla' }).click();
  await expect(kart).toBeHidden();
  await expect(garson.getByTestId(`masa-${masa.id}`)).toHaveAttribute('data-durum', 'dolu');
  await expect(garson.getByTestId(`masa-tutar-${masa.id}`)).toHaveText('220,00 ₺');

  // the waiter accepted this phone's order: its next one goes straight into the check, no second accept
  await ekle(misafir, 'Fincan Çay', ['Sade']);
  await misafir.getByTestId('sepet-ac').click();
  await expect(sepet.getByTestId('sepet-toplam')).toHaveText('Toplam: 40,00 ₺');
  await sepet.getByTestId('sepet-gonder').click();
  await expect(sepet.getByTestId('sepet-not')).toHaveText('Siparişiniz hesaba eklendi ve hazırlanıyor.');
  await sepet.getByRole('button', { name: 'Kapat' }).click();
  await expect(garson.getByTestId(`masa-tutar-${masa.id}`)).toHaveText('260,00 ₺', { timeout: 3_000 });
  await expect(garson.getByTestId(`qr-siparis-${masa.id}`)).toHaveCount(0);

  // the bar's wall tablet has both guest batches of this table like a waiter's, marked QR (the accepted one with who accepted it)
  const duvar = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const bar = await duvar.newPage();
    await login(bar, 'isletme@demo.test', /\/isletme\/dashboard$/);
    await bar.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
    await expect.poll(() => bar.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
    const istasyonlar = (await (await bar.request.get('/api/isletme/cafe/istasyon', { headers: { Origin: baseURL!, 'X-Isletme-Id': '1' } })).json()).data.istasyonlar as { id: number; ad: string }[];
    await bar.goto('/isletme/qrmenu/cafe-yonetim/istasyon');
    const barSecim = bar.getByTestId(`istasyon-${istasyonlar.find((i) => i.ad === 'Bar')!.id}`);
    if ((await barSecim.getAttribute('aria-pressed')) !== 'true') await barSecim.click();
    for (const i of istasyonlar.filter((x) => x.ad !== 'Bar')) {
      const diger = bar.getByTestId(`istasyon-${i.id}`);
      if ((await diger.getAttribute('aria-pressed')) === 'true') await diger.click();
    }
    const fisler = bar.locator('.ci-fis', { hasText: masa.ad });
    await expect(fisler).toHaveCount(2);
    await expect(fisler.filter({ hasText: 'Türk Kahvesi' })).toContainText('QR · Mehmet Demir');
    await expect(fisler.filter({ hasText: 'Fincan Çay' })).toContainText('QR');
  } finally {
    await duvar.close();
  }

  // "Garson çağır" is a plain form: it works before the island has loaded, and reaches the floor plan at once
  await misafir.getByTestId('cagri-garson').click();
  await expect(misafir.getByTestId('cagri-bildirim')).toHaveText('Garson çağrıldı, birazdan masanızda.');
  await expect(misafir.getByTestId('masa-ad')).toHaveText(masa.ad);
  const cagri = garson.getByTestId(`qr-cagri-${masa.id}`);
  await expect(cagri).toContainText(`${masa.ad}: garson çağırıyor`, { timeout: 3_000 });
  // a second tap inside 30 s is told to wait
  await misafir.getByTestId('cagri-hesap').click();
  await expect(misafir.getByTestId('cagri-bildirim')).toContainText('30 saniye');
  await cagri.getByRole('button', { name: 'Tamam' }).click();
  await expect(cagri).toBeHidden();

  // the running tab: the table's check with the options, in the guest's language
  await misafir.getByTestId('hesap-link').click();
  const hesap = misafir.getByTestId('hesap');
  await expect(hesap).toContainText('Türk Kahvesi');
  await expect(hesap).toContainText('Orta, Yulaf sütü');
  await expect(hesap).toContainText('Fincan Çay');
  await expect(misafir.getByTestId('hesap-toplam')).toHaveText('260,00 ₺');
  const siparisler = misafir.locator('[data-testid="qr-siparis"]');
  await expect(siparisler).toHaveCount(2);
  await expect(siparisler.nth(0)).toHaveAttribute('data-durum', 'kabul');
  await expect(siparisler.nth(1)).toHaveAttribute('data-durum', 'eklendi');
  await expectAccessible(misafir, 'QR tab');
  await screenshots(misafir, 'qrmenu-siparis-hesap');
  await misafir.goto(`${QR}/hesap?masa=${masa.id}&lang=en`);
  await expect(misafir.getByRole('heading', { level: 1 })).toHaveText("Your table's bill");

  // a second phone that never scanned this table sees nothing of it
  const baska = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await baska.goto(`${QR}/hesap?masa=${masa.id}`);
  await expect(baska.getByTestId('hesap-okut')).toHaveText('Lütfen masadaki QR kodu yeniden okutun');
  await expect(baska.getByTestId('hesap')).toHaveCount(0);
  // the table's URL opened elsewhere (a copied link) while this check is open: a visit of its own, but the tab shows
  // none of the check's lines until a waiter accepted one of its orders
  await baska.goto(`${QR}?masa=${masa.id}`);
  await expect(baska.getByTestId('masa-ad')).toHaveText(masa.ad);
  await baska.goto(`${QR}/hesap?masa=${masa.id}`);
  await expect(baska.getByTestId('hesap-bos')).toHaveText('Masanın hesabı, garson siparişinizi onayladığında burada görünür.');
  await expect(baska.getByTestId('hesap')).toHaveCount(0);
  await expect(baska.locator('body')).not.toContainText('Türk Kahvesi');
  await telefon.close();
  await personel.close();
});

test('browsing pages stay free of JavaScript (a Salon table too); a garden table page loads only the ordering island', async ({ page }) => {
  const scripts = async () => page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src.replace(/^https?:\/\/[^/]+/, '')));
  await page.goto(`${QR}/menu`);
  expect(await scripts()).toEqual([]);
  await expect(page.getByTestId('masa-cubugu')).toHaveCount(0);
  await page.goto(`${QR}?masa=1`);
  // Masa 1 is in the Salon: no ordering there, but the table and the calls are
  await expect(page.getByTestId('masa-ad')).toHaveText('Masa 1');
  await expect(page.getByTestId('cagri-garson')).toBeVisible();
  expect(await scripts()).toEqual([]);
  // Bahçe 1 (table 5) may order: the island, and nothing else
  await page.goto(`${QR}/menu?masa=5`);
  await expect(page.getByTestId('masa-ad')).toHaveText('Bahçe 1');
  expect(await scripts()).toEqual(['/widgets/siparis.js']);
});

test('the ordering island stays within its budget: 15,000 bytes gzip (level 9, as the bench measures it)', async ({ request }) => {
  const response = await request.get('/widgets/siparis.js');
  expect(response.status()).toBe(200);
  expect(gzipSync(await response.body(), { level: 9 }).length).toBeLessThanOrEqual(15_000);
});
