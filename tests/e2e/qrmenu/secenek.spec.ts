import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, login, onayVer, screenshots } from '../helpers';

// Product options at Kahve Durağı (venue 1): the owner builds a group on the options screen and marks a value sold
// out; a waiter on a phone is asked the groups in one sheet, and the check and the order ticket show the choices.
// Each test works on a product of its own, so the demo menu's one-tap products stay as they are.
const TAKIP = '/isletme/qrmenu/cafe-yonetim/masa-takip';
const basliklar = (baseURL: string) => ({ Origin: baseURL, 'X-Isletme-Id': '1' });
let sayac = 0;
const islemId = () => `e2e-sec-${Date.now().toString(36)}-${(sayac += 1)}`;

async function sahipGiris(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
}

/** A product of its own in the venue's first category. */
async function urunYap(request: APIRequestContext, baseURL: string, ad: string, fiyatKurus: number): Promise<number> {
  const kategoriler = (await (await request.get('/api/isletme/qrmenu/kategoriler', { headers: basliklar(baseURL) })).json()).data as { id: number }[];
  const res = await request.post('/api/isletme/qrmenu/urunler', { headers: basliklar(baseURL), data: { kategoriId: kategoriler[0]!.id, ad: { tr: ad }, fiyatKurus } });
  expect(res.status()).toBe(201);
  return (await res.json()).data.id;
}

test('options screen: add a group with values and a product, mark a value sold out, 375 and 1280 px, axe', async ({ page, baseURL }) => {
  await sahipGiris(page);
  const ad = `Şurup ${Date.now().toString(36)}`;
  const urunAdi = `E2E Latte ${Date.now().toString(36)}`;
  await urunYap(page.request, baseURL!, urunAdi, 11_000);
  // the product form leads to the options screen
  await page.goto('/isletme/qrmenu/urunler');
  await page.getByTestId('product-add').click();
  await page.getByTestId('secenek-baglanti').click();
  await expect(page).toHaveURL(/\/isletme\/qrmenu\/secenekler$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seçenekler' })).toBeVisible();

  await page.getByTestId('secenek-ekle').click();
  const form = page.getByTestId('secenek-form');
  await form.getByLabel('Grup adı').fill(ad);
  await form.getByLabel('1. seçenek').fill('Vanilya');
  await form.getByLabel('2. seçenek').fill('Karamel');
  await form.getByTestId('secenek-fark-0').fill('10');
  await form.getByTestId('secenek-fark-1').fill('12,50');
  await form.getByLabel('En çok seçim').fill('2');
  await form.getByTestId('secenek-urunler').getByRole('searchbox').fill(urunAdi);
  await form.getByTestId('secenek-urunler').getByLabel(urunAdi).check();
  await expectAccessible(page, 'option group dialog');
  await screenshots(page, 'qrmenu-secenek-dialog');
  await form.getByTestId('secenek-kaydet').click();
  await expect(form).toBeHidden();

  const grup = page.locator('[data-testid^="secenek-grup-"]', { hasText: ad });
  await expect(grup).toContainText('İsteğe bağlı · en çok 2');
  await expect(grup).toContainText(`Sunulduğu yer: ${urunAdi}`);
  await expect(grup).toContainText('+12,50 ₺');
  const karamel = grup.locator('li', { hasText: 'Karamel' });
  await karamel.getByRole('button', { name: /tükendi/i }).click();
  await expect(karamel.getByRole('button', { name: /tükendi/i })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'options screen');
  await screenshots(page, 'qrmenu-secenekler');

  // the sold-out value reaches the order screen's catalogue
  const katalog = (await (await page.request.get('/api/isletme/cafe/katalog', { headers: basliklar(baseURL!) })).json()).data;
  const g = katalog.secenekGruplari.find((x: { ad: string }) => x.ad === ad);
  expect(g.degerler.map((d: { ad: string; tukendi: boolean }) => [d.ad, d.tukendi])).toEqual([['Vanilya', false], ['Karamel', true]]);

  await grup.getByRole('button', { name: `Sil: ${ad}` }).click();
  await onayVer(page);
  await expect(grup).toHaveCount(0);
});

test('waiter at 375 px: a product with options asks them in one sheet, lines differ by options, the check and the ticket show them', async ({ browser, baseURL }) => {
  const masaustu = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const sahip = await masaustu.newPage();
  await sahipGiris(sahip);
  const urunAdi = `E2E Kahve ${Date.now().toString(36)}`;
  const urun = await urunYap(sahip.request, baseURL!, urunAdi, 9_000);
  const h = basliklar(baseURL!);
  const grup = async (data: Record<string, unknown>) => (await (await sahip.request.post('/api/isletme/qrmenu/secenekler', { headers: h, data: { ...data, urunIdler: [urun] } })).json()).data;
  await grup({ ad: { tr: 'Şeker' }, enAz: 1, enCok: 1, degerler: [{ ad: { tr: 'Sade' } }, { ad: { tr: 'Orta' }, mutfakAd: 'ORTA' }, { ad: { tr: 'Şekerli' }, tukendi: true }] });
  await grup({ ad: { tr: 'Süt' }, enAz: 0, enCok: 1, degerler: [{ ad: { tr: 'İnek' } }, { ad: { tr: 'Yulaf' }, farkKurus: 1_500 }] });
  await sahip.request.post('/api/isletme/cafe/islem', { headers: h, data: { islemId: islemId(), tur: 'gunAc', acilisKasasiKurus: 50_000 } });
  const takip = (await (await sahip.request.get('/api/isletme/cafe/takip', { headers: h })).json()).data as { masalar: { id: number; ad: string }[]; acik: { masaId: number }[] };
  const masa = takip.masalar.filter((m) => !takip.acik.some((a) => a.masaId === m.id)).at(-2)!;

  const telefon = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const garson = await telefon.newPage();
  await login(garson, 'garson@demo.test', /\/isletme\//);
  await garson.goto(`${TAKIP}/${masa.id}`);
  await garson.getByTestId('misafir-gec').click();
  await garson.getByTestId('sekme-ekle').click();
  await garson.getByTestId('urun-ara').fill(urunAdi);
  await garson.getByTestId(`urun-${urun}`).click();
  const sheet = garson.getByTestId('secenek-sheet');
  await expect(sheet).toBeVisible();
  const ekle = sheet.getByTestId('secenek-ekle');
  await expect(ekle).toBeDisabled();
  await expect(ekle).toHaveText('Şeker seçin');
  await expect(sheet.getByRole('radio', { name: /Şekerli/ })).toBeDisabled();
  await sheet.getByText('Orta', { exact: true }).click();
  await sheet.getByText('Yulaf', { exact: true }).click();
  await expect(ekle).toHaveText('Sepete ekle · 105,00 ₺');
  await expectAccessible(garson, 'options sheet');
  await garson.screenshot({ path: 'screenshots/cafe-secenek-sheet-375.png' });
  await ekle.click();
  await expect(sheet).toBeHidden();
  // the same product with other options is another line; the same options again add to its count
  for (const secim of [['Sade'], ['Orta', 'Yulaf']]) {
    // the search empties after every add: the product is looked up again
    await expect(garson.getByTestId('urun-ara')).toHaveValue('');
    await garson.getByTestId('urun-ara').fill(urunAdi);
    await garson.getByTestId(`urun-${urun}`).click();
    for (const s of secim) await sheet.getByText(s, { exact: true }).click();
    await sheet.getByTestId('secenek-ekle').click();
  }
  const sepet = garson.getByTestId('sepet');
  // the phone's cart is a bar under the products; opened, it lists the lines
  await garson.getByTestId('sepet-ac').click();
  await expect(sepet.getByTestId('kalem-secenekler')).toHaveText(['Orta · Yulaf', 'Sade']);
  await expect(sepet.getByRole('group', { name: new RegExp(urunAdi) }).first()).toContainText('2');
  await screenshots(garson, 'cafe-secenek-sepet');
  await garson.getByTestId('gonder').click();
  await expect(garson.getByTestId('kalem')).toHaveCount(2);
  await expect(garson.getByTestId('kalemler').getByTestId('kalem-secenekler')).toHaveText(['Orta · Yulaf', 'Sade']);
  await expect(garson.getByTestId('toplam')).toHaveText('300,00 ₺');

  // the order ticket prints the kitchen's short names under each line
  await garson.evaluate(() => { window.print = () => undefined; });
  await garson.getByTestId('siparis-fisi').click();
  await expect(garson.getByTestId('yazdir-fis').getByTestId('fis-secenekler')).toHaveText(['+ ORTA · Yulaf', '+ Sade']);
  // the pre-bill gives the guests the full names
  await garson.getByTestId('on-hesap').click();
  await expect(garson.getByTestId('yazdir-fis')).toHaveAttribute('data-tur', 'onHesap');
  await expect(garson.getByTestId('yazdir-fis').getByTestId('fis-secenekler')).toHaveText(['+ Orta · Yulaf', '+ Sade']);
  await telefon.close();

  const adisyon = (await (await sahip.request.get(`/api/isletme/cafe/masa/${masa.id}`, { headers: h })).json()).data.adisyon;
  expect(adisyon.kalemler.map((k: { birimKurus: number; adet: number }) => [k.birimKurus, k.adet])).toEqual([[10_500, 2], [9_000, 1]]);
  await sahip.request.post('/api/isletme/cafe/islem', { headers: h, data: { islemId: islemId(), tur: 'ode', adisyonId: adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: adisyon.toplamKurus }] } });

  // the check report: the check's lines with their options, and the sales by option of the period
  await sahip.goto(`/isletme/qrmenu/cafe-yonetim/adisyonraporu?adisyon=${adisyon.id}`);
  await expect(sahip.getByTestId('cg-adisyon-detay').getByTestId('cg-kalem-secenekler')).toHaveText([' · Orta · Yulaf', ' · Sade']);
  await sahip.keyboard.press('Escape');
  const tablo = sahip.getByTestId('cg-secenek-tablo');
  await expect(tablo.getByRole('row', { name: /Süt: Yulaf/ })).toContainText('30,00 ₺');
  await expect(tablo.getByRole('row', { name: /Şeker: Orta/ })).toHaveText(/^Şeker: Orta\s*2\s*0,00 ₺$/);
  // 'Sade' is the demo cafe tests' answer too (same day, same venue): only that its row is there
  await expect(tablo.getByRole('row', { name: /Şeker: Sade/ })).toBeVisible();
  await expectAccessible(sahip, 'check report with sales by option');
  await screenshots(sahip, 'cafe-adisyonraporu-secenek');
  await tablo.screenshot({ path: 'screenshots/cafe-secenek-satislari.png' });
  await masaustu.close();
});
