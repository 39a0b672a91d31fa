import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectAccessible, PASSWORD, screenshots } from '../helpers';

const APP = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4329)}`;
const WIDGET = `${APP}/widgets/menu.js`;
const HEADERS = { Origin: APP, 'X-Isletme-Id': '1' };
const XSS_NAME = '<img src=x onerror=alert(1)>';
const XSS_TEXT = '<script>alert(2)</script>';
const RUN = Date.now().toString(36).slice(-5);

let slug = '';
let site: Server;
let siteOrigin = '';

async function post<T>(api: APIRequestContext, path: string, data: unknown, multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }>): Promise<T> {
  const response = await api.post(path, multipart ? { headers: HEADERS, multipart } : { headers: HEADERS, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

/** A hostile third-party page: global styles that would break an unisolated widget, a CLS meter, content below. */
function sitePage(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Third-party cafe site</title>
<style>body{color:rgb(255,0,0);font:40px/3 Impact,serif;letter-spacing:4px;margin:0 16px}button,h2,li,section{display:none!important}</style>
<script>window.cls=0;new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(!e.hadRecentInput)window.cls+=e.value})}).observe({type:'layout-shift',buffered:true});</script>
</head><body><main><h1>Our cafe</h1><p>Welcome to our own website.</p>${body}<p id="below">Find us by the sea.</p></main></body></html>`;
}

/** A real WebP made by the browser's canvas encoder (the upload route checks the bytes). */
async function webp(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c2410c';
    context.fillRect(0, 0, 64, 64);
    return canvas.toDataURL('image/webp').split(',')[1]!;
  });
  await page.close();
  return Buffer.from(base64, 'base64');
}

test.beforeAll(async ({ playwright, browser }) => {
  const api = await playwright.request.newContext({ baseURL: APP });
  const login = await api.post('/api/auth/login', { headers: { Origin: APP }, data: { email: 'isletme@demo.test', password: PASSWORD } });
  expect(login.status()).toBe(200);
  const qr = await api.get('/api/isletme/qrmenu/qr-bilgi', { headers: HEADERS });
  expect(qr.status()).toBe(200);
  slug = ((await qr.json()) as { data: { slug: string } }).data.slug;

  // the widget's own test data (independent of the demo menu): a category with a subcategory, a discounted product,
  // a sold-out one, an XSS name, and a campaign running now plus one starting tomorrow
  const kategori = await post<{ id: number }>(api, '/api/isletme/qrmenu/kategoriler', { ad: { tr: `Widget Tatlılar ${RUN}`, en: `Widget Desserts ${RUN}` }, ustKategoriId: null, gorunur: true });
  const alt = await post<{ id: number }>(api, '/api/isletme/qrmenu/kategoriler', { ad: { tr: `Widget Pastalar ${RUN}`, en: `Widget Cakes ${RUN}` }, ustKategoriId: kategori.id, gorunur: true });
  const { anahtar } = await post<{ anahtar: string }>(api, '/api/isletme/qrmenu/gorsel', undefined, { dosya: { name: 'sutlac.webp', mimeType: 'image/webp', buffer: await webp(browser) } });
  const sutlac = await post<{ id: number }>(api, '/api/isletme/qrmenu/urunler', {
    gorseller: [anahtar],
    kategoriId: kategori.id, ad: { tr: 'Fırın Sütlaç', en: 'Baked Rice Pudding' }, aciklama: { tr: 'Fırında', en: 'Baked in a clay pot' },
    fiyatKurus: 12550, alerjenler: ['sut'], diyetEtiketleri: ['vejetaryen'],
  });
  await post(api, '/api/isletme/qrmenu/urunler', { kategoriId: kategori.id, ad: { tr: 'Künefe', en: 'Kunefe' }, fiyatKurus: 18000, tukendi: true });
  await post(api, '/api/isletme/qrmenu/urunler', { kategoriId: kategori.id, ad: { tr: XSS_NAME, en: XSS_NAME }, aciklama: { tr: XSS_TEXT, en: XSS_TEXT }, fiyatKurus: 1000 });
  await post(api, '/api/isletme/qrmenu/urunler', { kategoriId: alt.id, ad: { tr: 'Cheesecake', en: 'Cheesecake' }, fiyatKurus: 15000 });
  const now = Date.now();
  await post(api, '/api/isletme/qrmenu/kampanyalar', {
    baslik: { tr: 'Tatlı saati', en: `Dessert hour ${RUN}` }, aciklama: { tr: XSS_TEXT, en: XSS_TEXT }, tur: 'yuzde_indirim', deger: 20, urunIdler: [sutlac.id],
    baslangic: new Date(now - 3_600_000).toISOString(), bitis: new Date(now + 2.5 * 3_600_000).toISOString(),
  });
  await post(api, '/api/isletme/qrmenu/kampanyalar', {
    baslik: { tr: 'Yarın', en: `Tomorrow treat ${RUN}` }, tur: 'yuzde_indirim', deger: 10, kategoriIdler: [kategori.id],
    baslangic: new Date(now + 26 * 3_600_000).toISOString(), bitis: new Date(now + 30 * 3_600_000).toISOString(),
  });
  await api.dispose();

  const pages: Record<string, string> = {
    '/': sitePage(`<script src="${WIDGET}" data-isletme="${slug}" data-lang="en" async></script>`),
    // the site reserves the height itself (CLS 0 from the first paint); a second widget by script tag at the end
    '/two': sitePage(`<div data-isletme-menu="${slug}" data-lang="de" style="height:520px"><a href="${APP}">Menu</a></div><script src="${WIDGET}" async></script>`)
      .replace('</main>', `</main><script src="${WIDGET}" data-isletme="${slug}" data-lang="ru" data-height="400" async></script>`),
    // rules that hide or unstyle every element they match, the way a careless site theme or reset does
    '/hostile-div': sitePage(`<script src="${WIDGET}" data-isletme="${slug}" data-lang="en" async></script>`).replace('</style>', 'div{display:none!important}</style>'),
    '/hostile-all': sitePage(`<script src="${WIDGET}" data-isletme="${slug}" data-lang="en" data-height="480" async></script>`).replace('</style>', '*{all:unset}</style>'),
    // both forms on one page whose rules hide every div and force a serif on every element
    '/hostile-both': sitePage(`<div data-isletme-menu="${slug}" data-lang="en"></div><script src="${WIDGET}" data-isletme="${slug}" data-lang="en" data-height="480" async></script>`)
      .replace('</style>', 'div{display:none!important;visibility:hidden!important;opacity:0!important}*{font-family:serif!important}</style>'),
    '/broken': sitePage(`<script src="${WIDGET}" data-isletme="AAAAAAAA" data-lang="en" async></script>`),
  };
  site = createServer((request, response) => {
    const html = pages[request.url ?? ''];
    response.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
});

function failOnDialog(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

const belowTop = (page: Page) => page.locator('#below').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

test('script tag on another origin renders the English menu in a shadow root, isolated, with no layout shift while loading', async ({ page }) => {
  const dialogs = failOnDialog(page);
  // hold the API answer so the reserved (skeleton) state can be measured
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/public/menu/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(siteOrigin);
  expect(new URL(page.url()).origin).not.toBe(APP);

  const host = page.locator('[data-isletme-menu-bagli]:not(script)');
  await expect(host).toHaveCount(1);
  expect(await host.evaluate((el) => el.tagName)).toBe('ISLETME-MENU');
  expect(await host.evaluate((el) => el.previousElementSibling?.tagName)).toBe('SCRIPT');
  expect(await host.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
  await expect(page.getByRole('status')).toContainText('Loading menu…');
  const reservedTop = await belowTop(page);
  const reservedHeight = (await host.boundingBox())!.height;
  expect(reservedHeight).toBeGreaterThanOrEqual(600);
  const clsBefore = await page.evaluate(() => (window as unknown as { cls: number }).cls);

  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Kahve Durağı' })).toBeVisible();
  const tab = page.getByRole('tab', { name: `Widget Desserts ${RUN}` });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3, name: `Widget Desserts ${RUN}` })).toBeVisible();

  // products: name, description, campaign price with the old price struck through, chips, sold-out badge
  const sutlac = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Baked Rice Pudding' }) });
  await expect(sutlac).toContainText('Baked in a clay pot');
  await expect(sutlac.locator('del')).toContainText('125,50 ₺');
  await expect(sutlac.locator('ins')).toContainText('100,40 ₺');
  await expect(sutlac.getByText('Milk')).toBeVisible();
  await expect(sutlac.getByText('Vegetarian')).toBeVisible();
  const image = sutlac.locator('img');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', '88');
  await expect(image).toHaveAttribute('height', '88');
  await expect(image).toHaveAttribute('src', new RegExp(`^${APP}/api/public/gorsel/`));
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(64);
  const kunefe = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kunefe' }) });
  await expect(kunefe.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(kunefe).toContainText('180,00 ₺');
  await expect(sutlac.getByText('Sold out')).toHaveCount(0);
  await expect(panel.getByRole('heading', { level: 4, name: `Widget Cakes ${RUN}` })).toBeVisible();
  await expect(panel.getByRole('heading', { level: 5, name: 'Cheesecake' })).toBeVisible();

  // XSS payloads are text
  await expect(panel.getByRole('heading', { name: XSS_NAME })).toBeVisible();
  await expect(panel.getByText(XSS_TEXT)).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // campaigns with live remaining time
  const kampanya = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Dessert hour ${RUN}` }) });
  await expect(kampanya).toContainText(/Ends in 2 h (2\d|30) min/);
  await expect(kampanya).toContainText('20% off');
  await expect(kampanya.getByText(XSS_TEXT)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Tomorrow treat ${RUN}` }) })).toContainText(/Starts in 1 d [12] h/);
  expect(dialogs).toEqual([]);

  // isolation: the page's `button,h2,li{display:none!important}` and inherited red 40px Impact do not reach inside
  const h2 = page.getByRole('heading', { level: 2, name: 'Kahve Durağı' });
  const style = await h2.evaluate((el) => { const s = getComputedStyle(el); return { color: s.color, size: s.fontSize, spacing: s.letterSpacing }; });
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.size).toBe('22px');
  expect(style.spacing).toBe('normal');
  // and the widget's styles do not leak out
  expect(await page.locator('#below').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 0, 0)');

  // no layout shift from loading: the content below stays where the reserved box put it
  await page.waitForLoadState('networkidle');
  expect(await belowTop(page)).toBe(reservedTop);
  expect((await host.boundingBox())!.height).toBe(reservedHeight);
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(clsBefore);

  // keyboard: arrows move between category tabs
  await tab.focus();
  await page.keyboard.press('End');
  const tabs = page.getByRole('tab');
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.last()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  await expectAccessible(page, 'menu widget');
  await screenshots(page, 'menu-widget');
});

test('several widgets on one page: a container with the site\'s reserved height (German, CLS 0) and a second script tag (Russian)', async ({ page }) => {
  const dialogs = failOnDialog(page);
  await page.goto(`${siteOrigin}/two`);
  const hosts = page.locator('[data-isletme-menu-bagli]:not(script)');
  await expect(hosts).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 2, name: 'Kahve Durağı' })).toHaveCount(2);
  const [container, tagged] = [hosts.nth(0), hosts.nth(1)];
  expect(await container.getAttribute('data-isletme-menu')).toBe(slug);
  expect((await container.boundingBox())!.height).toBe(520);
  expect((await tagged.boundingBox())!.height).toBe(400);

  // German: no German name → Turkish fallback; UI words in German
  const tab = container.getByRole('tab', { name: `Widget Tatlılar ${RUN}` });
  await tab.click();
  await expect(container.getByText('Ausverkauft', { exact: true })).toBeVisible();
  await expect(container.getByText('Milch')).toBeVisible();
  await expect(container.getByRole('heading', { name: 'Aktionen' })).toBeVisible();
  // Russian in the other one
  await tagged.getByRole('tab', { name: `Widget Tatlılar ${RUN}` }).click();
  await expect(tagged.getByText('Нет в наличии', { exact: true })).toBeVisible();
  await expect(tagged.getByRole('heading', { name: 'Акции' })).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
  expect(dialogs).toEqual([]);
});

test('host pages with `div { display: none }` or `* { all: unset }` still show a working widget at its height', async ({ page }) => {
  for (const [path, height] of [['/hostile-div', 640], ['/hostile-all', 480]] as const) {
    await page.goto(`${siteOrigin}${path}`);
    const host = page.locator('isletme-menu');
    await expect(page.getByRole('heading', { level: 2, name: 'Kahve Durağı' }), path).toBeVisible();
    expect(await host.evaluate((el) => getComputedStyle(el).display), path).toBe('block');
    expect((await host.boundingBox())!.height, path).toBe(height);
    // it works: a category tab opens its products
    const tab = page.getByRole('tab', { name: `Widget Desserts ${RUN}` });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Baked Rice Pudding' }), path).toBeVisible();
    // the menu scrolls inside its box; the box keeps its height
    expect((await host.boundingBox())!.height, path).toBe(height);
  }
  await screenshots(page, 'menu-widget-hostile');
});

test('both embed forms (the README\'s <div data-isletme-menu> and the script tag) survive hostile host CSS and keep their own font', async ({ page }) => {
  await page.goto(`${siteOrigin}/hostile-both`);
  const hosts = page.locator('[data-isletme-menu-bagli]:not(script)');
  await expect(hosts).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 2, name: 'Kahve Durağı' })).toHaveCount(2);
  for (const [i, height] of [[0, 640], [1, 480]] as const) {
    const host = hosts.nth(i);
    await expect(host.getByRole('heading', { level: 2, name: 'Kahve Durağı' })).toBeVisible();
    expect(await host.evaluate((el) => { const s = getComputedStyle(el); return [s.display, s.visibility, s.opacity]; }), `host ${i}`).toEqual(['block', 'visible', '1']);
    expect((await host.boundingBox())!.height, `host ${i}`).toBe(height);
    // the text is in the theme's own font stack, not the site's serif
    const font = await host.evaluate((el) => {
      const w = el.shadowRoot!.querySelector<HTMLElement>('.w')!;
      const yaz = (x: string) => x.trim().replaceAll('"', "'");
      return { tema: yaz(getComputedStyle(w).getPropertyValue('--m-font')), baslik: yaz(getComputedStyle(el.shadowRoot!.querySelector('h2')!).fontFamily), dugme: yaz(getComputedStyle(el.shadowRoot!.querySelector('button')!).fontFamily) };
    });
    expect(font.tema, `host ${i}`).not.toBe('');
    expect(font.baslik, `host ${i}`).not.toBe('serif');
    expect(font.baslik, `host ${i}`).toBe(font.tema);
    expect(font.dugme, `host ${i}`).toBe(font.tema);
    const tab = host.getByRole('tab', { name: `Widget Desserts ${RUN}` });
    await tab.click();
    await expect(host.getByRole('tabpanel').getByRole('heading', { name: 'Baked Rice Pudding' })).toBeVisible();
  }
  await screenshots(page, 'menu-widget-hostile-both');
});

test('load failures show the SPEC messages with a working Retry', async ({ page }) => {
  await page.goto(`${siteOrigin}/broken`);
  await expect(page.getByRole('alert')).toContainText('Failed to load data.');
  await expect(page.getByRole('alert')).toContainText('Please check your internet connection or try again.');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // a dropped connection, then Retry once it is back
  let fail = true;
  await page.route('**/api/public/menu/**', (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(siteOrigin);
  await expect(page.getByRole('alert')).toContainText('Failed to load data.');
  await expect(page.getByRole('alert')).toContainText('Please check your internet connection or try again.');
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Kahve Durağı' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
