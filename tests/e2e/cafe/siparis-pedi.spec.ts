import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible, login } from '../helpers';
import { kucukHedefler } from '../shell/dokunma';

// Issue 24, items 4 and 5: the waiter's order pad on a 375 px phone (lands on the tables, catalogue first, the cart a
// bottom sheet that never moves the products, five lines with two optioned ones sent in at most 15 taps) and the
// cashier's payment (pre-bill, quick cash, the method kept after a part payment, "paid" with the change and a receipt).
const TAKIP = '/isletme/qrmenu/cafe-yonetim/masa-takip';
const basliklar = (baseURL: string) => ({ Origin: baseURL, 'X-Isletme-Id': '1' });
let sayac = 0;
const islemId = () => `e2e-pad-${Date.now().toString(36)}-${(sayac += 1)}`;
interface KatalogUrunu { id: number; ad: string; fiyatKurus: number; tukendi: boolean; secenekGrupIdler: number[] }

/** An open working day (opened here if none) and a table free right now, read as the owner. */
async function bosMasa(request: APIRequestContext, baseURL: string, tercih: string): Promise<{ id: number; ad: string }> {
  await request.post('/api/isletme/cafe/islem', { headers: basliklar(baseURL), data: { islemId: islemId(), tur: 'gunAc', acilisKasasiKurus: 50_000 } });
  const takip = (await (await request.get('/api/isletme/cafe/takip', { headers: basliklar(baseURL) })).json()).data as { masalar: { id: number; ad: string }[]; acik: { masaId: number }[] };
  const bos = takip.masalar.filter((m) => !takip.acik.some((a) => a.masaId === m.id));
  return bos.find((m) => m.ad === tercih) ?? bos.at(-1)!;
}

async function sahip(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
}

/** Where the product grid sits in the page (not the viewport: a scroll is not a move). */
const gridYeri = (page: Page) => page.getByTestId('katalog').locator('.ct-urunler').evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));

async function ekranGoruntusu(page: Page, ad: string) {
  await page.waitForTimeout(150);
  await page.screenshot({ path: `screenshots/${ad}.png` });
}

test('the waiter lands on the tables and sends five lines, two with options, in at most 15 taps at 375 px; the products never move', async ({ browser, baseURL }) => {
  const sahipBaglam = await browser.newContext({ baseURL });
  const sahipSayfa = await sahipBaglam.newPage();
  await sahip(sahipSayfa);
  const masa = await bosMasa(sahipSayfa.request, baseURL!, 'Masa 8');
  const katalog = (await (await sahipSayfa.request.get('/api/isletme/cafe/katalog', { headers: basliklar(baseURL!) })).json()).data as { urunler: KatalogUrunu[] };

  const telefon = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, hasTouch: true });
  const page = await telefon.newPage();
  // a set that opens only table tracking lands on it, not on a dashboard of one card
  await login(page, 'garson@demo.test', /\/isletme\/qrmenu\/cafe-yonetim\/masa-takip$/);
  await expect(page.getByTestId(`masa-${masa.id}`)).toBeVisible();

  let dokunus = 0;
  const dokun = async (hedef: Locator) => { await hedef.tap(); dokunus += 1; };

  await dokun(page.getByTestId(`masa-${masa.id}`));
  // the venue asks the guest count when a free table opens: one tap answers it
  await expect(page.getByTestId('misafir-soru')).toBeVisible();
  await dokun(page.getByTestId('misafir-2'));
  // an empty table opens on the products
  await expect(page.getByTestId('sekme-ekle')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('katalog')).toBeVisible();
  await expect(page.getByTestId('adisyon')).toBeHidden();

  // three products that ask nothing and two coffees that ask their sugar, among those on screen (else all products)
  const gorunen = async () => new Set((await page.getByTestId('katalog').locator('.ct-urun:not(:disabled)').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).map((s) => Number(s!.slice(5))));
  const sec = (ids: Set<number>) => ({
    duz: katalog.urunler.filter((u) => ids.has(u.id) && !u.tukendi && u.secenekGrupIdler.length === 0).slice(0, 3),
    secenekli: katalog.urunler.filter((u) => ids.has(u.id) && !u.tukendi && u.secenekGrupIdler.length > 0).slice(0, 2),
  });
  let urunler = sec(await gorunen());
  if (urunler.duz.length < 3 || urunler.secenekli.length < 2) {
    await dokun(page.getByTestId('katalog').getByRole('button', { name: 'Tümü', exact: true }));
    urunler = sec(await gorunen());
  }
  expect(urunler.duz).toHaveLength(3);
  expect(urunler.secenekli).toHaveLength(2);

  const yer = await gridYeri(page);
  const sira = [urunler.secenekli[0]!, urunler.duz[0]!, urunler.duz[1]!, urunler.secenekli[1]!, urunler.duz[2]!];
  for (const [i, u] of sira.entries()) {
    await dokun(page.getByTestId(`urun-${u.id}`));
    if (u.secenekGrupIdler.length > 0) {
      const sheet = page.getByTestId('secenek-sheet');
      await dokun(sheet.getByText('Sade', { exact: true }));
      if (i === 0) {
        await ekranGoruntusu(page, 'cafe-pad-secenek-375');
        expect(await kucukHedefler(page)).toEqual([]);
      }
      await dokun(sheet.getByTestId('secenek-ekle'));
      await expect(sheet).toBeHidden();
    }
    await expect(page.getByTestId('sepet-satir')).toHaveCount(i + 1);
    // the cart grows below the products; they stay where they were
    expect(await gridYeri(page)).toBe(yer);
  }
  await expect(page.getByTestId('sepet-ozet')).toContainText('5 ürün');
  await ekranGoruntusu(page, 'cafe-pad-siparis-375');
  expect(await kucukHedefler(page)).toEqual([]);
  await expectAccessible(page, 'order pad on a phone');
  // the sheet opens over the products (looked at, not counted: sending needs no look at the lines)
  await page.getByTestId('sepet-ac').tap();
  await expect(page.getByTestId('sepet-satir').first()).toBeVisible();
  expect(await gridYeri(page)).toBe(yer);
  await ekranGoruntusu(page, 'cafe-pad-sepet-375');
  expect(await kucukHedefler(page)).toEqual([]);
  await expectAccessible(page, 'cart sheet on a phone');
  await page.getByTestId('sepet-ac').tap();

  await dokun(page.getByTestId('gonder'));
  expect(dokunus).toBeLessThanOrEqual(15);
  await expect(page.getByTestId('kalem')).toHaveCount(5);
  const adisyon = (await (await sahipSayfa.request.get(`/api/isletme/cafe/masa/${masa.id}`, { headers: basliklar(baseURL!) })).json()).data.adisyon;
  expect(adisyon.misafir).toBe(2);
  expect(adisyon.kalemler.filter((k: { secenekler: unknown[] }) => k.secenekler.length > 0)).toHaveLength(2);

  // the search empties after an add and after sending
  await page.getByTestId('sekme-ekle').tap();
  const ara = page.getByTestId('urun-ara');
  await ara.fill(urunler.duz[0]!.ad.slice(0, 4));
  await page.getByTestId(`urun-${urunler.duz[0]!.id}`).tap();
  await expect(ara).toHaveValue('');
  await ara.fill(urunler.duz[1]!.ad.slice(0, 4));
  await page.getByTestId('gonder').tap();
  await page.getByTestId('sekme-ekle').tap();
  await expect(ara).toHaveValue('');
  await expect(page.getByTestId('kalem')).toHaveCount(6);

  // the same screen at 1280 px: check and products side by side, the cart under the products
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId(`urun-${urunler.duz[2]!.id}`).click();
  await ekranGoruntusu(page, 'cafe-pad-siparis-1280');
  await page.getByTestId('gonder').click();

  const toplam = (await (await sahipSayfa.request.get(`/api/isletme/cafe/masa/${masa.id}`, { headers: basliklar(baseURL!) })).json()).data.adisyon;
  await sahipSayfa.request.post('/api/isletme/cafe/islem', { headers: basliklar(baseURL!), data: { islemId: islemId(), tur: 'ode', adisyonId: toplam.id, odemeler: [{ odeme: 'kart', tutarKurus: toplam.toplamKurus - toplam.odenenKurus }] } });
  await telefon.close();
  await sahipBaglam.close();
});

for (const genislik of [375, 1280]) {
  test(`the cashier at ${genislik} px: pre-bill, a card part payment keeps the method, quick cash closes the check, "paid" with the change and a receipt`, async ({ browser, baseURL }) => {
    const sahipBaglam = await browser.newContext({ baseURL });
    const sahipSayfa = await sahipBaglam.newPage();
    await sahip(sahipSayfa);
    const masa = await bosMasa(sahipSayfa.request, baseURL!, genislik === 375 ? 'Masa 9' : 'Masa 10');
    const katalog = (await (await sahipSayfa.request.get('/api/isletme/cafe/katalog', { headers: basliklar(baseURL!) })).json()).data as { urunler: KatalogUrunu[] };
    // three of it, less a 10 ₺ part, must leave an amount that is no round 50 ₺: the quick cash then gives change
    const urun = katalog.urunler.find((u) => !u.tukendi && u.secenekGrupIdler.length === 0 && (u.fiyatKurus * 3 - 1_000) % 5_000 !== 0)!;
    await sahipSayfa.request.post('/api/isletme/cafe/islem', { headers: basliklar(baseURL!), data: { islemId: islemId(), tur: 'siparis', masaId: masa.id, kalemler: [{ urunId: urun.id, adet: 3 }] } });
    const toplam = urun.fiyatKurus * 3;

    const baglam = await browser.newContext({ baseURL, viewport: { width: genislik, height: genislik === 375 ? 812 : 800 }, hasTouch: genislik === 375 });
    const page = await baglam.newPage();
    await login(page, 'kasiyer@demo.test', /\/isletme\/dashboard$/);
    await page.goto(`${TAKIP}/${masa.id}`);
    await expect(page.getByTestId('kalem')).toHaveCount(1);
    // the cashier's view has the pre-bill too
    await expect(page.getByTestId('on-hesap')).toBeVisible();
    await page.evaluate(() => { (window as unknown as { basilan: number }).basilan = 0; window.print = () => { (window as unknown as { basilan: number }).basilan++; }; });
    await page.getByTestId('on-hesap').click();
    await expect(page.getByTestId('yazdir-fis')).toHaveAttribute('data-tur', 'onHesap');

    await page.getByTestId('odeme').click();
    const dialog = page.getByTestId('odeme-dialog');
    await dialog.getByTestId('yontem-kart').check();
    await dialog.getByTestId('odeme-tutar').fill('10');
    await dialog.getByTestId('fis-no').fill('0042');
    await dialog.getByTestId('odeme-al').click();
    await expect(dialog.getByTestId('odeme-kalan')).toHaveText(new RegExp(`^${((toplam - 1_000) / 100).toFixed(2).replace('.', ',')}`));
    // the method chosen stays for the next part
    await expect(dialog.getByTestId('yontem-kart')).toBeChecked();
    await expect(dialog.getByTestId('fis-no')).toHaveValue('');

    // quick cash: the exact rest, then rounded up to 50 / 100 / 200 ₺; one tap takes it in cash
    const kalan = toplam - 1_000;
    const yukari = Math.ceil(kalan / 5_000) * 5_000;
    await expect(dialog.getByTestId(`hizli-nakit-${kalan}`)).toBeVisible();
    await expect(dialog.getByTestId(`hizli-nakit-${yukari}`)).toBeVisible();
    await ekranGoruntusu(page, `cafe-pad-odeme-${genislik}`);
    if (genislik === 375) expect(await kucukHedefler(page)).toEqual([]);
    await expectAccessible(page, 'payment dialog');
    await dialog.getByTestId(`hizli-nakit-${yukari}`).click();

    const odendi = page.getByTestId('odendi');
    await expect(odendi).toBeVisible();
    await expect(dialog).toBeHidden();
    const ustu = `${((yukari - kalan) / 100).toFixed(2).replace('.', ',')} ₺`;
    await expect(odendi.getByTestId('odendi-para-ustu')).toContainText(ustu);
    await ekranGoruntusu(page, `cafe-pad-odendi-${genislik}`);
    if (genislik === 375) expect(await kucukHedefler(page)).toEqual([]);
    await expectAccessible(page, 'paid confirmation');
    await odendi.getByTestId('odeme-fisi').click();
    const fis = page.getByTestId('yazdir-fis');
    await expect(fis).toHaveAttribute('data-tur', 'odeme');
    await expect(fis.getByTestId('fis-odeme')).toHaveCount(2);
    await expect(fis).toContainText('Fiş no 0042');
    await expect(fis.getByTestId('fis-para-ustu')).toHaveText(ustu);
    await expect.poll(() => page.evaluate(() => (window as unknown as { basilan: number }).basilan)).toBe(2);
    if (genislik === 375) {
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: 'screenshots/cafe-pad-odeme-fisi.png' });
      await page.emulateMedia({ media: 'screen' });
    }
    await odendi.getByTestId('odendi-tamam').click();
    await expect(odendi).toBeHidden();
    await expect(page.getByText('Masa boş')).toBeVisible();
    await baglam.close();
    await sahipBaglam.close();
  });
}
