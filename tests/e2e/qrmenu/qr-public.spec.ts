import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectAccessible, PASSWORD, screenshots } from '../helpers';

/**
 * Guest QR menu as a phone sees it. The menu is built through the panel API as the operator would (login, then
 * X-Isletme-Id + Origin on every write), so the test does not depend on what the demo data holds.
 */

const THEMES = ['klasik', 'gece', 'ferah', 'bistro', 'pastel'];
const PHONE = { width: 375, height: 812 };

interface Seeded {
  venueId: number;
  slug: string;
  urlAdi: string;
  base: string;
  wifiAd: string;
  wifiSifre: string;
  hosgeldin: string;
  telefon: string;
  mevsim: string; // category with subcategories (one without products) and one direct product
  kis: string; // subcategory with products
  firin: string; // category without subcategories
  kestane: string;
  mochaId: number;
  kek: string; // directly in 'mevsim'
  pogaca: string; // directly in 'firin', no German text
}

let s: Seeded;
let origin = '';

async function panel(request: APIRequestContext, venueId: number, method: string, path: string, data?: unknown) {
  const response = await request.fetch(`/api/isletme/qrmenu${path}`, { method, data, headers: { Origin: origin, 'X-Isletme-Id': String(venueId) } });
  const body = await response.json();
  expect(response.ok(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

/** Logs the page's context in as the operator (the panel API answers with the session cookie). */
async function asOperator(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: { email: 'isletme@demo.test', password: PASSWORD }, headers: { Origin: origin } });
  expect(login.ok()).toBe(true);
}

/** A real WebP drawn by the browser (the panel resizes uploads the same way). */
async function webp(page: Page, color: string, label: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(([c, text]) => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const g = canvas.getContext('2d')!;
    const grad = g.createLinearGradient(0, 0, 400, 300);
    grad.addColorStop(0, c!);
    grad.addColorStop(1, '#1f2937');
    g.fillStyle = grad;
    g.fillRect(0, 0, 400, 300);
    g.fillStyle = '#fff';
    g.font = 'bold 42px sans-serif';
    g.fillText(text!, 24, 170);
    return canvas.toDataURL('image/webp', 0.8);
  }, [color, label]);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

const tr = (text: string, en?: string, de?: string) => ({ tr: text, en: en ?? '', de: de ?? '', ru: '' });

async function seed(page: Page): Promise<Seeded> {
  const request = page.request;
  await asOperator(page);
  const me = await (await request.get('/api/auth/me')).json();
  const venue = (me.data.userInfo.isletmeler as { id: number; ad: string }[]).find((i) => i.ad === 'Kahve Durağı')!;
  const id = venue.id;
  const p = (method: string, path: string, data?: unknown) => panel(request, id, method, path, data);
  await page.setContent('<!doctype html><title>canvas</title>');
  const upload = async (color: string, label: string) => {
    const response = await request.post('/api/isletme/qrmenu/gorsel', { multipart: { dosya: { name: 'gorsel.webp', mimeType: 'image/webp', buffer: await webp(page, color, label) } }, headers: { Origin: origin, 'X-Isletme-Id': String(id) } });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()).data.anahtar as string;
  };

  // the demo landing is kept when it is there; otherwise the operator fills it in
  const current = await p('GET', '/anasayfa');
  if (!current.wifiAd) {
    await p('PUT', '/anasayfa', {
      hosgeldin: tr('Taze kavrulmuş kahve ve ev yapımı tatlılar. Afiyet olsun!', 'Freshly roasted coffee and homemade desserts. Enjoy!'),
      wifiAd: 'KahveDuragi_Misafir', wifiSifre: 'kahve2026', telefon: '+90 242 555 12 34', whatsapp: '+90 532 555 12 34', instagram: '@kahveduragi',
      adres: 'Işıklar Cd. No:24, Muratpaşa, Antalya', haritaUrl: 'https://maps.example.org/?q=Kahve+Duragi',
      calismaSaatleri: [{ gunler: 'Pazartesi-Cuma', saat: '08:00-23:00' }, { gunler: 'Cumartesi-Pazar', saat: '09:00-00:00' }],
    });
  }
  const anasayfa = await p('GET', '/anasayfa');
  const mevsim = (await p('POST', '/kategoriler', { ad: tr('Mevsim Lezzetleri', 'Seasonal Specials', 'Saisonales'), aciklama: tr('Kışa özel tarifler.', 'Winter-only recipes.'), ustKategoriId: null, gorunur: true })).id;
  const kis = (await p('POST', '/kategoriler', { ad: tr('Kış Kahveleri', 'Winter Coffees', 'Winterkaffees'), ustKategoriId: mevsim, gorunur: true })).id;
  await p('POST', '/kategoriler', { ad: tr('Sıcak Çikolatalar', 'Hot Chocolates', 'Heiße Schokolade'), ustKategoriId: mevsim, gorunur: true });
  const firin = (await p('POST', '/kategoriler', { ad: tr('Fırından', 'From the Oven', 'Aus dem Ofen'), ustKategoriId: null, gorunur: true })).id;
  const gizli = (await p('POST', '/kategoriler', { ad: tr('Gizli Kategori'), ustKategoriId: null, gorunur: false })).id;
  const urun = (kategoriId: number, extra: Record<string, unknown>) => p('POST', '/urunler', { kategoriId, ...extra });
  const kestane = await urun(kis, {
    ad: tr('Kestaneli Latte', 'Chestnut Latte', 'Maronen-Latte'), aciklama: tr('Bursa kestanesi püresi ve çift espresso.', 'Bursa chestnut purée and a double espresso.'),
    ozellikler: [tr('Üzerine kestane kırığı', 'Topped with crushed chestnuts')], teknikOzellikler: [tr('Porsiyon: 350 ml', 'Serving: 350 ml')],
    fiyatKurus: 9000, alerjenler: ['sut'], diyetEtiketleri: ['vejetaryen'], gorseller: [await upload('#9a3412', 'Kestaneli Latte')],
  });
  const mocha = await urun(kis, { ad: tr('Zencefilli Mocha', 'Ginger Mocha'), aciklama: tr('Zencefil şurubu ve bitter çikolata.', 'Ginger syrup and dark chocolate.'), fiyatKurus: 12000, gorseller: [await upload('#0f766e', 'Mocha')] });
  await urun(kis, { ad: tr('Tarçınlı Flat White', 'Cinnamon Flat White'), fiyatKurus: 13000, gorseller: [await upload('#be185d', 'Flat White')] });
  await urun(kis, { ad: tr('Gizli Ürün'), fiyatKurus: 100, gorunur: false });
  await urun(mevsim, { ad: tr('Balkabaklı Kek', 'Pumpkin Cake'), aciklama: tr('Tarçın ve cevizle.', 'With cinnamon and walnuts.'), fiyatKurus: 11000, diyetEtiketleri: ['vejetaryen'] });
  const pogaca = await urun(firin, { ad: tr('Zeytinli Poğaça', 'Olive Pogaca'), aciklama: tr('Sabah fırından yeni çıkmış.', 'Fresh from the morning oven.'), fiyatKurus: 4500, alerjenler: ['gluten', 'sut'], gorseller: [await upload('#b45309', 'Poğaça')] });
  const corek = await urun(firin, { ad: tr('Pekmezli Çörek', 'Molasses Bun', 'Melasse-Brötchen'), fiyatKurus: 22000, alerjenler: ['susam', 'gluten'] });
  await urun(gizli, { ad: tr('Görünmez'), fiyatKurus: 100 });

  const now = Date.now();
  const istanbulTomorrow = new Date(now + 3 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
  await p('POST', '/kampanyalar', {
    baslik: tr('Kış kahvelerinde %20', 'Winter coffees 20% off'), aciklama: tr('Tüm kış kahvelerinde geçerli.', 'On all winter coffees.'), tur: 'yuzde_indirim', deger: 20,
    kategoriIdler: [kis], baslangic: new Date(now - 3600_000).toISOString(), bitis: new Date(now + (2 * 60 + 15) * 60_000 + 45_000).toISOString(),
  });
  await p('POST', '/kampanyalar', {
    baslik: tr('Pekmezli Çörek 150 TL', 'Molasses bun for 150 TL'), tur: 'sabit_fiyat', deger: 15000, urunIdler: [corek.id],
    baslangic: new Date(now - 3600_000).toISOString(), bitis: new Date(now + 3 * 86_400_000).toISOString(),
  });
  await p('POST', '/kampanyalar', {
    baslik: tr('Yarın poğaça bizden', 'Free pogaca tomorrow'), tur: 'hediye_urun', deger: 0, hediyeUrunId: pogaca.id, kategoriIdler: [firin],
    baslangic: `${istanbulTomorrow}T12:00:00.000Z`, bitis: new Date(Date.parse(`${istanbulTomorrow}T12:00:00.000Z`) + 7 * 86_400_000).toISOString(),
  });

  const menu = (await (await request.get(`/api/public/menu/${await slugOf(request)}?lang=tr`)).json()).data;
  const kat = (kid: number) => menu.kategoriler.find((k: { id: number }) => k.id === kid);
  const mevsimK = kat(mevsim);
  const kisK = mevsimK.altKategoriler.find((k: { id: number }) => k.id === kis);
  const urlOf = (list: { id: number; urlAdi: string }[], uid: number) => list.find((u) => u.id === uid)!.urlAdi;
  return {
    venueId: id, slug: menu.isletme.slug, urlAdi: menu.isletme.urlAdi, base: `/qr/${menu.isletme.urlAdi}/${menu.isletme.slug}`,
    wifiAd: anasayfa.wifiAd, wifiSifre: anasayfa.wifiSifre, hosgeldin: anasayfa.hosgeldin.tr, telefon: anasayfa.telefon,
    mevsim: mevsimK.urlAdi, kis: kisK.urlAdi, firin: kat(firin).urlAdi,
    kestane: urlOf(kisK.urunler, kestane.id), mochaId: mocha.id, kek: mevsimK.urunler[0].urlAdi, pogaca: urlOf(kat(firin).urunler, pogaca.id),
  };
}

/** The landing URL the short link redirects to carries the slug. */
async function slugOf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/qr/kahve-duragi', { maxRedirects: 0 });
  return (response.headers()['location'] ?? '').split('/').pop()!.split('?')[0]!;
}

async function setTheme(page: Page, temaId: string) {
  await panel(page.request, s.venueId, 'PUT', '/tema', { temaId });
}

/** Fails when the page requested any script file (guest pages must work without JavaScript). */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(request.url()); });
  return scripts;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  origin = baseURL!;
  const page = await browser.newPage({ baseURL });
  s = await seed(page);
  await setTheme(page, 'klasik');
  await page.close();
});

test('/qr/kahve-duragi redirects to the canonical landing (short printed URL)', async ({ request }) => {
  const response = await request.get('/qr/kahve-duragi?lang=en', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe(`${s.base}?lang=en`);
});

test('landing in Turkish at 375 px: welcome, menu link, campaigns with remaining time, Wi-Fi QR that decodes, contact', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const scripts = watchScripts(page);
  const response = await page.goto(s.base);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('public, no-cache');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.locator('h1')).toHaveText('Kahve Durağı');
  await expect(page.getByText(s.hosgeldin)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Menü', exact: true })).toHaveAttribute('href', `${s.base}/menu`);
  const camp = (title: string) => page.locator('#kampanyalar li', { hasText: title });
  await expect(camp('Kış kahvelerinde %20').getByText(/^2 sa 1[45] dk kaldı$/)).toBeVisible();
  await expect(camp('Kış kahvelerinde %20').getByText('Yüzde indirim')).toBeVisible();
  await expect(camp('Kış kahvelerinde %20').getByText('Şimdi geçerli')).toBeVisible();
  await expect(camp('Pekmezli Çörek 150 TL').getByText('Sabit fiyat')).toBeVisible();
  await expect(camp('Pekmezli Çörek 150 TL').getByText('150,00 ₺')).toBeVisible();
  await expect(camp('Yarın poğaça bizden').getByText("Yarın 15:00'te başlıyor")).toBeVisible();
  await expect(camp('Yarın poğaça bizden').getByText('Hediye: Zeytinli Poğaça')).toBeVisible();
  await expect(camp('Yarın poğaça bizden').getByText('Hediye ürün')).toBeVisible();
  await expect(page.getByRole('link', { name: `Ara: ${s.telefon}` })).toHaveAttribute('href', `tel:${s.telefon.replace(/[^\d+]/g, '')}`);
  await expect(page.getByRole('link', { name: 'Haritada aç' })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByText('Pazartesi-Cuma')).toBeVisible();
  // the join-Wi-Fi code is real: decode the rendered pixels
  const qr = page.getByRole('img', { name: new RegExp(s.wifiAd) });
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(`WIFI:T:WPA;S:${s.wifiAd};P:${s.wifiSifre};;`);
  expect(scripts).toEqual([]);
  // no horizontal scrolling on a phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'landing tr');
});

test('menu, category, subcategory and product pages at 375 px in Turkish, without any script request', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const scripts = watchScripts(page);
  await page.goto(`${s.base}/menu`);
  await expect(page.locator('h1')).toHaveText('Menü');
  await expect(page.getByText('Gizli Kategori')).toHaveCount(0);
  await expectAccessible(page, 'menu tr');
  await page.getByRole('link', { name: /Mevsim Lezzetleri/ }).click();
  await expect(page).toHaveURL(new RegExp(`${s.base}/menu/${s.mevsim}$`));
  await expect(page.locator('h1')).toHaveText('Mevsim Lezzetleri');
  // the direct product of the top category, and the subcategory without products
  await expect(page.getByRole('heading', { name: 'Balkabaklı Kek' })).toBeVisible();
  await expect(page.getByText('Bu kategorinin alt kategorileri hazırlanıyor')).toBeVisible();
  await expect(page.getByText('Gizli Ürün')).toHaveCount(0);
  // campaign price: 20 % off 90,00 ₺ with the old price struck through
  const kestane = page.locator('.item', { hasText: 'Kestaneli Latte' });
  await expect(kestane.locator('s')).toContainText('90,00 ₺');
  await expect(kestane.locator('strong')).toContainText('72,00 ₺');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld['@type']).toBe('Menu');
  const section = ld.hasMenuSection[0];
  expect(section.name).toBe('Mevsim Lezzetleri');
  const kisLd = section.hasMenuSection.find((x: { name: string }) => x.name === 'Kış Kahveleri');
  expect(kisLd.hasMenuItem.find((x: { name: string }) => x.name === 'Kestaneli Latte').offers).toMatchObject({ price: '72.00', priceCurrency: 'TRY' });
  await expectAccessible(page, 'category tr');
  await page.getByRole('heading', { name: 'Kış Kahveleri' }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/menu/${s.mevsim}/${s.kis}$`));
  await expect(page.locator('h1')).toHaveText('Kış Kahveleri');
  await expectAccessible(page, 'subcategory tr');
  await page.getByRole('link', { name: /Kestaneli Latte/ }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${s.mevsim}/${s.kis}/${s.kestane}$`));
  await expect(page.locator('h1')).toHaveText('Kestaneli Latte');
  await expect(page.getByText('Bursa kestanesi püresi ve çift espresso.')).toBeVisible();
  await expect(page.getByText('Üzerine kestane kırığı')).toBeVisible();
  await expect(page.getByText('Porsiyon: 350 ml')).toBeVisible();
  await expect(page.getByText('Süt ve süt ürünleri')).toBeVisible();
  await expect(page.getByText('Vejetaryen')).toBeVisible();
  const img = page.locator('.gal img').first();
  await expect(img).toHaveAttribute('width', '800');
  await expect(img).toHaveAttribute('height', '600');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(400);
  await expectAccessible(page, 'product tr');
  // a product placed directly in a top category: /menu/{kategori}/{urun}
  await page.goto(`${s.base}/menu/${s.mevsim}/${s.kek}`);
  await expect(page.locator('h1')).toHaveText('Balkabaklı Kek');
  // a category without subcategories opened at the subcategory level
  const wrong = await page.goto(`${s.base}/menu/${s.firin}/olmayan-alt`);
  expect(wrong?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Bu kategorinin alt kategorileri hazırlanıyor');
  const missing = await page.goto(`${s.base}/menu/${s.mevsim}/${s.kis}/olmayan-urun`);
  expect(missing?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Ürün bilgisi yüklenemedi.');
  expect(scripts).toEqual([]);
});

test('English at 375 px: translated texts, Turkish fallback for missing translations, switcher keeps the path', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${s.base}/menu/${s.mevsim}?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('Seasonal Specials');
  await expect(page.getByRole('heading', { name: 'Pumpkin Cake' })).toBeVisible();
  await expect(page.getByText('Subcategories for this category are being prepared')).toBeVisible();
  await expectAccessible(page, 'category en');
  await screenshots(page, 'qr-en-category');
  // links keep ?lang=en
  await page.getByRole('link', { name: /Chestnut Latte/ }).click();
  await expect(page).toHaveURL(/\?lang=en$/);
  await expect(page.locator('h1')).toHaveText('Chestnut Latte');
  await expect(page.getByText('Milk', { exact: true })).toBeVisible();
  await expect(page.getByText('If you have questions about allergens, please ask our staff.')).toBeVisible();
  await expectAccessible(page, 'product en');
  await page.goto(`${s.base}?lang=en`);
  const camp = (title: string) => page.locator('#kampanyalar li', { hasText: title });
  await expect(camp('Winter coffees 20% off').getByText(/^2 h 1[45] min left$/)).toBeVisible();
  await expect(camp('Free pogaca tomorrow').getByText('Starts tomorrow at 15:00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Menu', exact: true })).toHaveAttribute('href', `${s.base}/menu?lang=en`);
  await expectAccessible(page, 'landing en');
  await screenshots(page, 'qr-en-landing');
  await page.getByRole('link', { name: 'DE', exact: true }).click();
  await expect(page).toHaveURL(`${s.base}?lang=de`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // German: the pogaca has no German text → the Turkish one, never blank; the category has its German name
  await page.goto(`${s.base}/menu/${s.firin}/${s.pogaca}?lang=de`);
  await expect(page.locator('h1')).toHaveText('Zeytinli Poğaça');
  await expect(page.getByText('Sabah fırından yeni çıkmış.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aus dem Ofen' }).first()).toBeVisible();
});

test('opening days follow the guest\'s language; a product shows no empty sections (server-rendered HTML)', async ({ request }) => {
  const anasayfa = async (lang: string) => (await (await request.get(`${s.base}?lang=${lang}`)).text()).replace(/<!--.*?-->/gs, '');
  const en = await anasayfa('en');
  expect(en).toMatch(/<dt[^>]*>Monday-Friday<\/dt>/);
  expect(en).toMatch(/<dt[^>]*>Saturday-Sunday<\/dt>/);
  expect(en).not.toMatch(/Pazartesi|Cumartesi/);
  expect(await anasayfa('de')).toMatch(/<dt[^>]*>Montag-Freitag<\/dt>/);
  expect(await anasayfa('tr')).toMatch(/<dt[^>]*>Pazartesi-Cuma<\/dt>/);
  // the cake has no allergens, features or specs: none of their headings; the latte has all three
  for (const lang of ['tr', 'en']) {
    const kek = await (await request.get(`${s.base}/menu/${s.mevsim}/${s.kek}?lang=${lang}`)).text();
    expect(kek, lang).not.toMatch(/id="h-(alerjen|teknik|ozellik)"/);
    expect(kek, lang).toContain(lang === 'tr' ? 'Alerjenler hakkında sorularınız için' : 'If you have questions about allergens');
    const latte = await (await request.get(`${s.base}/menu/${s.mevsim}/${s.kis}/${s.kestane}?lang=${lang}`)).text();
    for (const id of ['alerjen', 'teknik', 'ozellik']) expect(latte, `${lang} ${id}`).toContain(`id="h-${id}"`);
  }
});

test('the inline countdown keeps the remaining time current without a reload', async ({ page }) => {
  await page.clock.install();
  await page.goto(s.base);
  const when = page.locator('#kampanyalar li', { hasText: 'Kış kahvelerinde %20' }).locator('.when');
  await expect(when).toHaveText(/^2 sa 1[45] dk kaldı$/);
  await page.clock.fastForward('01:00:00');
  await expect(when).toHaveText(/^1 sa 1[45] dk kaldı$/);
  await page.clock.fastForward('01:20:00');
  await expect(when).toHaveText('Kampanya sona erdi');
});

test('every theme at 375 and 1280 px: landing, menu, category and product (screenshots), axe clean incl. contrast', async ({ page }) => {
  // many screens × two widths × axe: 45–55 s alone on a 2-core machine, too close to the 60 s default
  test.slow();
  await asOperator(page);
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await page.setViewportSize(PHONE);
    await page.goto(s.base);
    await expect(page.locator('body')).toHaveClass(new RegExp(`theme-${theme}`));
    await expectAccessible(page, `landing ${theme}`);
    await screenshots(page, `qr-${theme}-landing`);
    await page.screenshot({ path: `screenshots/qr-${theme}-landing-full-375.png`, fullPage: true });
    await page.goto(`${s.base}/menu`);
    await expectAccessible(page, `menu ${theme}`);
    await screenshots(page, `qr-${theme}-menu`);
    await page.goto(`${s.base}/menu/${s.mevsim}`);
    await expectAccessible(page, `category ${theme}`);
    await screenshots(page, `qr-${theme}-category`);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `screenshots/qr-${theme}-category-full-375.png`, fullPage: true });
    await page.goto(`${s.base}/menu/${s.mevsim}/${s.kis}/${s.kestane}`);
    await expectAccessible(page, `product ${theme}`);
    await screenshots(page, `qr-${theme}-product`);
  }
  await setTheme(page, 'klasik');
});

test('friendly 404 in the guest language for a wrong slug, a wrong name or an unknown venue', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/qr/kahve-duragi/AAAAAAAA?lang=en', '/qr/kahve-duragi/kisa?lang=en', `/qr/baska-isletme/${s.slug}?lang=en`, '/qr/boyle-bir-yer-yok?lang=en', `${s.base}/menu/olmayan-kategori?lang=en`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1'), path).toHaveText("We couldn't find this menu");
    // the raw SPEC slug errors stay in the logs
    await expect(page.getByText(/invalid slug/)).toHaveCount(0);
  }
  await page.goto('/qr/kahve-duragi/AAAAAAAA');
  await expect(page.locator('h1')).toHaveText('Aradığınız menü bulunamadı');
  await expectAccessible(page, '404');
  await screenshots(page, 'qr-404');
});

test('marking a product sold out in the panel shows on the guest page within 5 seconds', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await asOperator(page);
  const url = `${s.base}/menu/${s.mevsim}/${s.kis}`;
  await page.goto(url);
  await expect(page.locator('.item', { hasText: 'Zencefilli Mocha' }).getByText('Tükendi')).toHaveCount(0);
  await panel(page.request, s.venueId, 'POST', `/urunler/${s.mochaId}/durum`, { tukendi: true });
  const started = Date.now();
  await expect(async () => {
    await page.goto(url);
    await expect(page.locator('.item', { hasText: 'Zencefilli Mocha' }).getByText('Tükendi')).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 5_000, intervals: [250] });
  expect(Date.now() - started).toBeLessThan(5_000);
  await panel(page.request, s.venueId, 'POST', `/urunler/${s.mochaId}/durum`, { tukendi: false });
});

test('venue text with markup is shown as text on the pages and stays inert in JSON-LD', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await asOperator(page);
  const payload = '<img src=x onerror="window.__xss=1"></script><script>window.__xss=2</script>';
  const created = await panel(page.request, s.venueId, 'POST', '/kategoriler', { ad: tr(`XSS ${payload}`.slice(0, 80)), ustKategoriId: null, gorunur: true });
  const menu = (await (await page.request.get(`/api/public/menu/${s.slug}?lang=tr`)).json()).data;
  const kategori = menu.kategoriler.find((k: { id: number }) => k.id === created.id);
  const urunId = (await panel(page.request, s.venueId, 'POST', '/urunler', { kategoriId: created.id, ad: tr(payload.slice(0, 100)), aciklama: tr(payload), fiyatKurus: 100 })).id;
  await page.goto(`${s.base}/menu/${kategori.urlAdi}`);
  await expect(page.locator('h1')).toContainText('<img src=x');
  await expect(page.locator('.item h3')).toContainText('<img src=x onerror=');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  const ld = await page.locator('script[type="application/ld+json"]').textContent();
  expect(ld).not.toContain('<');
  expect(JSON.stringify(JSON.parse(ld!))).toContain('<img src=x');
  await panel(page.request, s.venueId, 'DELETE', `/urunler/${urunId}`);
  await panel(page.request, s.venueId, 'DELETE', `/kategoriler/${created.id}`);
});
